// gather: the composition root. Reads the legs of one fan from the run's artifacts into a
// named collector (src/gather/io/gather-run.ts), writes the result to result-path and sets the
// outputs. A failing gather still sets the outputs that describe the fan (seen, missing …)
// and names what is missing in its summary.

import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { ArtifactStore } from '../../artifacts/index.js';
import type { GatherFailure, GatherOutcome } from '../../gather/io/gather-run.js';
import { maskSecrets, sleep, type ActionContext } from '../../runtime/index.js';
import { redact, redactJson, secretsOf } from '../../base/secrets.js';
import { commands } from '../../runtime/workflow-commands.js';
import { runDefinedAction, type ActionDefinition, type ActionDeps } from '../common/action.js';
import { setResultOutputs } from '../common/result-output.js';
import { openStore } from '../common/store.js';
import { gatherRunOptions, readGatherInputs, type GatherInputs } from './inputs.js';
import { writeGatherSummary } from './summary.js';
import { seenSentence } from '../../gather/progress.js';

export const ACTION_NAME = 'gather';

export interface GatherActionDeps extends ActionDeps {
  store?: ArtifactStore;
  /** Wall clock in ms (default Date.now) and a sleep, for the timeout and watch loops. */
  clock?: () => number;
  wait?: (ms: number) => Promise<void>;
}

async function defaultResultPath(ctx: ActionContext, inputs: GatherInputs): Promise<string> {
  const { gatherRecordFileName } = await import('../../contracts/artifact-names.js');
  const dir = ctx.env['RUNNER_TEMP'] || tmpdir();
  return join(dir, gatherRecordFileName(inputs.spec.collector, inputs.spec.fan_id));
}

/** Seqs the `missing` output lists at most: a fan has up to a million, an output holds 1 MB. */
export const MAX_MISSING_OUTPUT = 10_000;

/** What the fan looks like: set on every gather, also one that fails. */
function setFanOutputs(ctx: ActionContext, outcome: GatherOutcome): void {
  ctx.setOutput('status', outcome.status);
  ctx.setOutput('seen', outcome.seen);
  ctx.setOutput('expected', outcome.expected ?? '');
  ctx.setOutput('missing', outcome.missing.slice(0, MAX_MISSING_OUTPUT));
  ctx.setOutput('missing-count', outcome.missing.length);
  ctx.setOutput('frames', outcome.frames);
  ctx.setOutput('state-artifact', outcome.stateArtifact ?? '');
}

/** A failed gather: its outputs and summary say what it saw and why it failed. */
function reportFailure(ctx: ActionContext, inputs: GatherInputs, failure: GatherFailure): never {
  // A user module's error may quote what it read: no secret of the step goes on.
  failure.reason.message = redact(failure.reason.message, secretsOf(ctx.env));
  setFanOutputs(ctx, failure.outcome);
  ctx.setOutput('result', '');
  ctx.setOutput('result-path', '');
  writeGatherSummary(ctx.summary, inputs, failure.outcome, failure.reason);
  throw failure.reason;
}

async function run(
  ctx: ActionContext,
  inputs: GatherInputs,
  deps: GatherActionDeps,
): Promise<{ items: number }> {
  // Imported once the inputs are valid: a bad input fails before they load.
  const { GatherFailure, runGather } = await import('../../gather/io/gather-run.js');
  const { writeResult } = await import('../../gather/io/result.js');
  // User modules run without the step's secrets (gather/io/module-env.ts); should a result
  // hold one all the same, it is masked in the log and replaced by *** in the result.
  const secrets = secretsOf(ctx.env);
  maskSecrets(secrets);
  const { NO_RUN, resolveSourceRun } = await import('../common/source-run.js');
  const source = inputs.from === undefined ? undefined : await resolveSourceRun(ctx, inputs.from);
  if (inputs.from !== undefined && source === undefined) {
    // if-no-run warn or ignore: nothing to read, no result written.
    ctx.setOutput('status', NO_RUN);
    ctx.setOutput('result', '');
    ctx.setOutput('result-path', '');
    return { items: 0 };
  }
  const store = await openStore(inputs.artifactDir, ctx.env, deps.store, source?.findBy);
  // Legs of another run are read from its artifacts; a dataset is published to this run's.
  const publishStore =
    inputs.from === undefined ? store : await openStore(undefined, ctx.env, deps.store);
  let outcome: GatherOutcome;
  try {
    // Not in a log group: the wait's progress lines must show; each listing is a group of
    // its own, so the artifact client's lines of every poll stay folded.
    const started = Date.now();
    outcome = await runGather(
      gatherRunOptions(inputs, {
        store,
        publishStore,
        now: deps.clock ?? Date.now,
        sleep: deps.wait ?? ((ms) => sleep(ms, ctx.signal)),
        log: (line) => ctx.log.info(line),
        signal: ctx.signal,
        env: ctx.env,
        quiet: (fn) => commands.group("Listing the run's artifacts", fn),
      }),
    );
    ctx.metric('gather_ms', Date.now() - started);
  } catch (error) {
    if (error instanceof GatherFailure) reportFailure(ctx, inputs, error);
    throw error;
  }
  ctx.log.info(
    `Collector ${inputs.spec.collector}: ${outcome.status}, ${seenSentence(outcome, inputs.legLabels)}`,
  );
  const path = inputs.resultPath ?? (await defaultResultPath(ctx, inputs));
  const result = redactJson(outcome.result, secrets);
  const { text, bytes } = await writeResult(path, result, outcome.frames);
  setFanOutputs(ctx, outcome);
  writeGatherSummary(ctx.summary, inputs, outcome);
  ctx.metric('seen', outcome.seen);
  ctx.metric('result_bytes', bytes);
  setResultOutputs(ctx, { path, text, policy: inputs.largeResult });
  return { items: outcome.seen };
}

export const gatherAction: ActionDefinition<GatherInputs, GatherActionDeps> = {
  name: ACTION_NAME,
  readInputs: readGatherInputs,
  run,
};

export function runGatherAction(deps: GatherActionDeps = {}): Promise<number> {
  return runDefinedAction(gatherAction, deps);
}

export function main(): Promise<number> {
  return runGatherAction();
}

// gather: the composition root. Reads the legs of one fan from the run's artifacts into a
// named collector (src/fanout/gather-run.ts), writes the result to result-path and sets the
// outputs; a result above GitHub's output limit fails the step after the file is written.

import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { ArtifactStore } from '../../artifacts/index.js';
import type { GatherOutcome } from '../../fanout/gather-run.js';
import { sleep, type ActionContext } from '../../runtime/index.js';
import { runDefinedAction, type ActionDefinition, type ActionDeps } from '../shared/action.js';
import { openStore } from '../shared/store.js';
import { gatherRunOptions, readGatherInputs, type GatherInputs } from './inputs.js';
import { writeGatherSummary } from './summary.js';

export const ACTION_NAME = 'gather';

export interface GatherActionDeps extends ActionDeps {
  store?: ArtifactStore;
  /** Wall clock in ms (default Date.now) and a sleep, for the timeout and watch loops. */
  clock?: () => number;
  wait?: (ms: number) => Promise<void>;
}

async function defaultResultPath(ctx: ActionContext, inputs: GatherInputs): Promise<string> {
  const { fanHash } = await import('../../fanout/legs.js');
  const dir = ctx.env['RUNNER_TEMP'] || tmpdir();
  return join(dir, `gather-${inputs.spec.collector}-${fanHash(inputs.spec.fan_id)}.json`);
}

/** Seqs the `missing` output lists at most: a fan has up to a million, an output holds 1 MB. */
export const MAX_MISSING_OUTPUT = 10_000;

function setOutputs(
  ctx: ActionContext,
  outcome: GatherOutcome,
  result: string,
  path: string,
): void {
  ctx.setOutput('status', outcome.status);
  ctx.setOutput('seen', outcome.seen);
  ctx.setOutput('expected', outcome.expected ?? '');
  ctx.setOutput('missing', outcome.missing.slice(0, MAX_MISSING_OUTPUT));
  ctx.setOutput('missing-count', outcome.missing.length);
  ctx.setOutput('result', result);
  ctx.setOutput('result-path', path);
  ctx.setOutput('state-artifact', outcome.stateArtifact ?? '');
}

async function run(
  ctx: ActionContext,
  inputs: GatherInputs,
  deps: GatherActionDeps,
): Promise<{ items: number }> {
  // Imported once the inputs are valid: a bad input fails before they load.
  const { runGather } = await import('../../fanout/gather-run.js');
  const { ResultTooLargeError, writeResult } = await import('../../fanout/result.js');
  const store = await openStore(inputs.artifactDir, ctx.env, deps.store);
  const outcome = await ctx.phase('Gather', () =>
    runGather(
      gatherRunOptions(inputs, {
        store,
        now: deps.clock ?? Date.now,
        sleep: deps.wait ?? ((ms) => sleep(ms, ctx.signal)),
        log: (line) => ctx.log.info(line),
        signal: ctx.signal,
      }),
    ),
  );
  const expected = outcome.expected ?? '?';
  ctx.log.info(
    `Collector ${inputs.spec.collector}: ${outcome.status}, ${outcome.seen} of ${expected} seen`,
  );
  const path = inputs.resultPath ?? (await defaultResultPath(ctx, inputs));
  const { text, bytes, fits } = await writeResult(path, outcome.result);
  setOutputs(ctx, outcome, fits ? text : '', path);
  writeGatherSummary(ctx.summary, inputs, outcome);
  ctx.metric('seen', outcome.seen);
  ctx.metric('result_bytes', bytes);
  if (!fits) throw new ResultTooLargeError(bytes, path);
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

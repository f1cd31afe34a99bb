// fan-in: the composition root. Reads the inputs, opens the artifact store, runs the
// fan-in (src/fanin), has it reported and kept (src/fanin/io/report.ts: log lines,
// annotations, the ledger, the job summary, the uploads, the OKF publication, the metrics)
// and sets the outputs.
//
// A failed fan-in exits 1 with one line saying why; nothing else is reported as failure.

import { pathToFileURL } from 'node:url';
import { isMainThread } from 'node:worker_threads';
import type { ArtifactStore } from '../../artifacts/index.js';
import type { FanInResult } from '../../fanin/index.js';
import { reasonOf } from '../../base/error-message.js';
import type { ActionContext } from '../../runtime/index.js';
import { runDefinedAction, type ActionDefinition, type ActionDeps } from '../common/action.js';
import { openStore } from '../common/store.js';
import { readFanInInputs, type FanInInputs } from './inputs.js';

export const ACTION_NAME = 'fan-in';

export interface FanInActionDeps extends ActionDeps {
  /** The wall clock for merged_at, in ms (default Date.now); SOURCE_DATE_EPOCH pins it. */
  clock?: () => number;
  /** The artifact store (default: artifact-dir, else GitHub Actions artifacts). */
  store?: ArtifactStore;
  /** The bundle entry, to validate legs in worker threads (see runFanIn). */
  legWorkerScript?: URL;
}

function setOutputs(
  ctx: ActionContext,
  result: FanInResult,
  canonicalArtifact: string,
  metricsPath: string,
): void {
  ctx.setOutput('status', result.status);
  ctx.setOutput('github-path', result.paths.github ?? '');
  ctx.setOutput('news-path', result.paths.news ?? '');
  ctx.setOutput('diagnostics-path', result.paths.diagnostics);
  ctx.setOutput('news-checksum', result.newsChecksum ?? '');
  ctx.setOutput('warnings', result.warnings);
  ctx.setOutput('canonical-artifact', canonicalArtifact);
  ctx.setOutput('metrics-path', metricsPath);
}

async function run(
  ctx: ActionContext,
  inputs: FanInInputs,
  deps: FanInActionDeps,
): Promise<{ items: number }> {
  const store = await openStore(inputs.artifactDir, ctx.env, deps.store);
  if (inputs.partial) {
    const { runPartial } = await import('./partial.js');
    return runPartial(ctx, { ...inputs, partial: inputs.partial }, store);
  }
  const result = await fanIn(ctx, inputs, deps, store);
  const report = await import('../../fanin/io/report.js');
  report.logFanIn(ctx, result);
  const kept = await report.keepFanIn(ctx, store, result, inputs.upload);
  setOutputs(ctx, result, kept.canonicalArtifact, kept.ledgerPath);
  const okf = inputs.okf ? await report.publishFanInOkf(ctx, store, result, kept) : '';
  ctx.setOutput('news-okf', okf);
  const items = report.countFanIn(ctx, result);
  // One line saying why: the fan-in's failure comes first, an upload problem after it.
  if (result.status === 'failed') {
    if (kept.uploadError !== undefined)
      ctx.log.error(`Upload failed: ${reasonOf(kept.uploadError, 300)}`);
    throw new Error(`fan-in failed: ${result.reason ?? 'see the diagnostics'}`);
  }
  if (kept.uploadError !== undefined) throw kept.uploadError;
  return { items };
}

/**
 * The fan-in itself. Its modules load only once the inputs are valid and the store is
 * open; the ledger and the summary, once the fan-in has a result.
 */
async function fanIn(
  ctx: ActionContext,
  inputs: FanInInputs,
  deps: FanInActionDeps,
  store: ArtifactStore,
): Promise<FanInResult> {
  const { runFanIn } = await import('../../fanin/index.js');
  return ctx.phase('Fan in', () =>
    runFanIn(
      {
        outputDir: inputs.outputDir,
        minSourceRatio: inputs.minSourceRatio,
        keepQueryParams: inputs.keepQueryParams,
        ...(inputs.runContext ? { runContext: inputs.runContext } : {}),
        ...(inputs.fanPlan ? { fanPlan: inputs.fanPlan } : {}),
        ...(inputs.topicConfig ? { topicConfigPath: inputs.topicConfig } : {}),
        ...(inputs.state ? { statePath: inputs.state } : {}),
      },
      {
        store,
        now: deps.clock ?? Date.now,
        sourceDateEpoch: ctx.env['SOURCE_DATE_EPOCH'],
        ...(deps.legWorkerScript ? { legWorkerScript: deps.legWorkerScript } : {}),
      },
    ),
  );
}

/** Runs the fan-in; a setup problem (no run context, a topic config of another run) is one line as is. */
async function runOrExplain(
  ctx: ActionContext,
  inputs: FanInInputs,
  deps: FanInActionDeps,
): Promise<{ items: number }> {
  try {
    return await run(ctx, inputs, deps);
  } catch (error) {
    const { FanInSetupError } = await import('../../fanin/index.js');
    if (error instanceof FanInSetupError) throw new Error(`fan-in cannot start: ${error.message}`);
    throw error;
  }
}

export const fanInAction: ActionDefinition<FanInInputs, FanInActionDeps> = {
  name: ACTION_NAME,
  readInputs: readFanInInputs,
  run: runOrExplain,
};

/** Runs the action; resolves to the exit code. */
export function runFanInAction(deps: FanInActionDeps = {}): Promise<number> {
  return runDefinedAction(fanInAction, deps);
}

/**
 * The bundle's entry. The bundle (process.argv[1]) also serves the leg-check workers: started
 * again in a worker thread, it validates legs and runs no action.
 */
export async function main(): Promise<number> {
  if (!isMainThread) {
    const { serveLegChecks } = await import('../../fanin/io/leg-checkers.js');
    if (serveLegChecks()) return 0;
  }
  const entry = process.argv[1];
  return runFanInAction(entry === undefined ? {} : { legWorkerScript: pathToFileURL(entry) });
}

// fan-in: the composition root. Reads the inputs, opens the artifact store, runs the
// fan-in (src/fanin), then reports: outputs, annotations (one error per rejected
// artifact, one warning per warning), a job summary, and the uploads of the canonical
// outputs and of the diagnostics (uploaded even when the fan-in fails).
//
// A failed fan-in exits 1 with one line saying why; nothing else is reported as failure.

import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isMainThread } from 'node:worker_threads';
import type { ArtifactStore } from '../../artifacts/index.js';
import type { FanInResult } from '../../fanin/index.js';
import { plainReason, reasonOf } from '../../base/error-message.js';
import type { ActionContext } from '../../runtime/index.js';
import { untrusted } from '../../base/untrusted.js';
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

function annotate(ctx: ActionContext, result: FanInResult): void {
  for (const a of result.diagnostics.artifacts) {
    if (a.verdict !== 'rejected') continue;
    const first = a.errors[0];
    ctx.log.error(
      `Artifact ${untrusted(a.name, 120)} rejected (${a.reason ?? 'invalid'}) at ${untrusted(first?.pointer || '/', 120)}: ${plainReason(first?.message ?? '', 300)}`,
      { title: `fan-in: ${a.name.slice(0, 100)} rejected` },
    );
  }
  for (const warning of result.warnings)
    ctx.log.warning(plainReason(warning, 400), { title: 'fan-in warning' });
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
  await logResult(ctx, result);
  const { writeRunLedger } = await import('../../ledger/write.js');
  const { writeFanInSummary } = await import('./summary.js');
  // The ledger sits beside the canonical outputs: a fan-in that wrote none (failed closed, or
  // a plan with no legs) leaves its diagnostics as its only output and only artifact.
  const wroteOutputs = result.paths.github !== null || result.paths.news !== null;
  const ledger = wroteOutputs
    ? await writeRunLedger(ctx, store, result, dirname(result.paths.diagnostics))
    : null;
  writeFanInSummary(ctx.summary, result, ledger?.ledger ?? null);

  const uploaded = inputs.upload
    ? await uploadOutputs(ctx, store, result, ledger?.path ?? null)
    : { canonicalArtifact: '', error: undefined };
  setOutputs(ctx, result, uploaded.canonicalArtifact, ledger?.path ?? '');
  let newsOkf = '';
  if (inputs.okf && result.paths.news !== null && uploaded.error === undefined) {
    const news = result.paths.news;
    const { publishNewsOkf } = await import('../../fanin/io/news-okf.js');
    newsOkf = JSON.stringify(
      await ctx.phase('Publish OKF', () =>
        publishNewsOkf(ctx.log, store, news, result.diagnostics.week),
      ),
    );
  }
  ctx.setOutput('news-okf', newsOkf);
  const items = countResult(ctx, result);

  // One line saying why: the fan-in's failure comes first, an upload problem after it.
  if (result.status === 'failed') {
    if (uploaded.error !== undefined) {
      ctx.log.error(`Upload failed: ${reasonOf(uploaded.error, 300)}`);
    }
    throw new Error(`fan-in failed: ${result.reason ?? 'see the diagnostics'}`);
  }
  if (uploaded.error !== undefined) throw uploaded.error;
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

/** The outcome, the legs, the files written, and an annotation per rejected artifact. */
async function logResult(ctx: ActionContext, result: FanInResult): Promise<void> {
  const { validationLine } = await import('../../fanin/index.js');
  const d = result.diagnostics;
  ctx.telemetry.annotate({ 'run.id': d.run_id, 'squadscope.status': d.status });
  ctx.log.info(
    `Fan-in of run ${d.run_id}: ${result.status}${result.reason ? ` (${plainReason(result.reason, 400)})` : ''}`,
  );
  ctx.log.info(`Legs: ${validationLine(result.validation)}`);
  for (const file of result.files)
    ctx.log.info(`${file.outcome === 'written' ? 'Wrote' : 'Unchanged'} ${untrusted(file.path)}`);
  annotate(ctx, result);
}

/**
 * The canonical outputs, the diagnostics and the ledger as artifacts of this attempt. An
 * upload that fails is given back, not thrown: the outputs are still set, and the fan-in's
 * own failure, if any, is named first.
 */
async function uploadOutputs(
  ctx: ActionContext,
  store: ArtifactStore,
  result: FanInResult,
  ledgerPath: string | null,
): Promise<{ canonicalArtifact: string; error: unknown }> {
  try {
    const canonicalArtifact = await ctx.phase('Upload', async () => {
      const { runAttempt } = await import('../../contracts/artifact-names.js');
      const { uploadFanInOutputs } = await import('../../fanin/io/upload.js');
      return uploadFanInOutputs(ctx.log, store, result, runAttempt(ctx.env), ledgerPath);
    });
    return { canonicalArtifact, error: undefined };
  } catch (error) {
    return { canonicalArtifact: '', error };
  }
}

/** The job's metrics; the items merged (articles and repositories). */
function countResult(ctx: ActionContext, result: FanInResult): number {
  const d = result.diagnostics;
  const articles = d.fans.rss?.legs.reduce((n, l) => n + l.items, 0) ?? 0;
  const repositories = d.fans.github?.legs.reduce((n, l) => n + l.items, 0) ?? 0;
  ctx.metric('legs_accepted', d.artifacts.filter((a) => a.verdict === 'accepted').length);
  ctx.metric('artifacts_rejected', d.artifacts.filter((a) => a.verdict === 'rejected').length);
  ctx.metric('warnings', result.warnings.length);
  ctx.metric('articles_in', articles);
  ctx.metric('repositories_in', repositories);
  return articles + repositories;
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

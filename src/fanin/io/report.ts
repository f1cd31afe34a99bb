// How a fan-in is reported and kept, once it has a result: the log lines and annotations
// (one error per rejected artifact, one warning per warning), the job's metrics, the run
// ledger beside the canonical outputs, the job summary, the uploads of the canonical
// outputs and of the diagnostics, and the news file published as OKF. The action entry
// (src/actions/fan-in) reads the inputs, calls these in order and sets the outputs.

import { dirname } from 'node:path';
import type { ArtifactStore } from '../../artifacts/store.js';
import { plainReason } from '../../base/error-message.js';
import { untrusted } from '../../base/untrusted.js';
import type { ActionContext } from '../../runtime/index.js';
import { validationLine, type FanInResult } from './run.js';

/** What was kept of a fan-in: the canonical artifact ('' without one), the ledger, an upload failure. */
export interface KeptFanIn {
  canonicalArtifact: string;
  /** The run ledger's path ('' when none was written). */
  ledgerPath: string;
  /** An upload that failed: given back, not thrown (the fan-in's own failure is named first). */
  uploadError: unknown;
}

/** The outcome, the legs, the files written, and an annotation per rejected artifact. */
export function logFanIn(ctx: ActionContext, result: FanInResult): void {
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

/**
 * The run ledger, the job summary and (with `upload`) the artifacts. The ledger sits beside
 * the canonical outputs: a fan-in that wrote none (failed closed, or a plan with no legs)
 * leaves its diagnostics as its only output and only artifact.
 */
export async function keepFanIn(
  ctx: ActionContext,
  store: ArtifactStore,
  result: FanInResult,
  upload: boolean,
): Promise<KeptFanIn> {
  const { writeRunLedger } = await import('../../ledger/write.js');
  const { writeFanInSummary } = await import('./summary.js');
  const wroteOutputs = result.paths.github !== null || result.paths.news !== null;
  const ledger = wroteOutputs
    ? await writeRunLedger(ctx, store, result, dirname(result.paths.diagnostics))
    : null;
  writeFanInSummary(ctx.summary, result, ledger?.ledger ?? null);
  const ledgerPath = ledger?.path ?? '';
  if (!upload) return { canonicalArtifact: '', ledgerPath, uploadError: undefined };
  try {
    const canonicalArtifact = await ctx.phase('Upload', async () => {
      const { runAttempt } = await import('../../contracts/artifact-names.js');
      const { uploadFanInOutputs } = await import('./upload.js');
      return uploadFanInOutputs(ctx.log, store, result, runAttempt(ctx.env), ledger?.path ?? null);
    });
    return { canonicalArtifact, ledgerPath, uploadError: undefined };
  } catch (error) {
    return { canonicalArtifact: '', ledgerPath, uploadError: error };
  }
}

/** The news file published as OKF (its description as JSON), or '' when there is none to publish. */
export async function publishFanInOkf(
  ctx: ActionContext,
  store: ArtifactStore,
  result: FanInResult,
  kept: KeptFanIn,
): Promise<string> {
  const news = result.paths.news;
  if (news === null || kept.uploadError !== undefined) return '';
  const { publishNewsOkf } = await import('./news-okf.js');
  return JSON.stringify(
    await ctx.phase('Publish OKF', () =>
      publishNewsOkf(ctx.log, store, news, result.diagnostics.week),
    ),
  );
}

/** The job's metrics; the items merged (articles and repositories). */
export function countFanIn(ctx: ActionContext, result: FanInResult): number {
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

// crawl-rss-leg: the composition root. Reads the inputs, loads the run context
// and fan plan, checks the configs against the run context's checksums, runs
// the planned leg (or every planned RSS leg for `source-id: all`) through
// src/rss/legs.ts, which uploads one artifact per source, and reports outputs and
// a job summary.
//
// A leg whose feed failed still exits 0: its artifact (status failed, with the
// error) is the truthful record, and the fan-in applies the failure policy. A
// non-zero exit would also make a fail-fast matrix cancel the other legs. A cancelled
// leg still writes its artifact, then ends with the runtime's cancelled exit code.
// Exit 1 is for what no artifact can describe: bad inputs, configs that do not
// match the run context, an artifact that cannot be uploaded.

import type { RunContext } from '../../contracts/index.js';
import type { HttpClientOptions } from '../../http/index.js';
import type { LegSummaryRow } from '../../rss/legs.js';
import { InputError, type ActionContext } from '../../runtime/index.js';
import { untrusted } from '../../base/untrusted.js';
import { runDefinedAction, type ActionDefinition, type ActionDeps } from '../common/action.js';
import { forInput } from '../common/for-input.js';
import { annotateLegRun } from '../common/leg-span.js';
import { openStore } from '../common/store.js';
import { readCrawlRssLegInputs, type CrawlRssLegInputs } from './inputs.js';
import { outcomeOf, writeLegSummary } from './summary.js';

export const ACTION_NAME = 'crawl-rss-leg';

export interface CrawlRssLegDeps extends ActionDeps {
  /** Overrides of the HTTP client's options (tests: a fast sleep, a resolver). */
  http?: Partial<HttpClientOptions>;
  /** A monotonic clock in ms (default performance.now). */
  clock?: () => number;
}

async function run(
  ctx: ActionContext,
  inputs: CrawlRssLegInputs,
  deps: CrawlRssLegDeps,
): Promise<{ items: number }> {
  // The crawl's modules load only now that the inputs are valid (a bad input fails fast).
  const { loadRunSetting } = await import('../common/run-setting.js');
  const { selectRssLegs } = await import('./context.js');
  const { crawlRssLegs } = await import('../../rss/legs.js');
  const store = await openStore(inputs.artifactDir, ctx.env);
  const setting = await ctx.phase('Load run context', () =>
    loadRunSetting(store, inputs.runContext, inputs.fanPlan),
  );
  const { runContext, plan } = setting;
  ctx.log.info(
    `Run ${runContext.run_id} (${setting.origin}): ${runContext.since} to ${runContext.until}`,
  );
  const legs = selectRssLegs(plan, inputs.selection);
  annotateLegRun(
    ctx,
    runContext.run_id,
    legs.map((leg) => ({ id: leg.sourceId, fan: leg.fan })),
    'squadscope.source_id',
  );
  const configs = await ctx.phase('Load configuration', () => loadConfigs(inputs, runContext));
  const rows = await crawlRssLegs(ctx, store, legs, {
    runContext,
    ...configs,
    sourceConfig: inputs.sourceConfig,
    legId: inputs.legId,
    concurrency: inputs.concurrency,
    http: {
      userAgent: inputs.userAgent,
      timeoutMs: inputs.timeoutMs,
      maxAttempts: inputs.maxAttempts,
      maxBytes: inputs.maxBytes,
      allowPrivateNetwork: inputs.allowPrivateNetwork,
    },
    httpCacheDir: inputs.httpCacheDir,
    httpOverrides: deps.http,
    clock: deps.clock ?? (() => performance.now()),
  });
  return report(ctx, runContext, rows);
}

/**
 * The source and topic configs. Legs of one run must crawl with the configs the run was
 * planned with: the fan-in rejects an artifact whose run context differs anyway, so a
 * mismatch fails here, loudly.
 */
async function loadConfigs(inputs: CrawlRssLegInputs, runContext: RunContext) {
  const { loadSourceConfig, loadTopicConfig } = await import('../../config/index.js');
  const base = { baseDir: inputs.workspace };
  const sources = await forInput('source-config', () =>
    loadSourceConfig(inputs.sourceConfig, base),
  );
  const topic = await forInput('topic-config', () => loadTopicConfig(inputs.topicConfig, base));
  if (sources.checksum !== runContext.source_config_checksum) {
    throw new InputError(
      'source-config',
      `${untrusted(inputs.sourceConfig)} has checksum ${sources.checksum}, but run ${runContext.run_id} was planned with ${runContext.source_config_checksum}`,
    );
  }
  if (topic.checksum !== runContext.topic_config_checksum) {
    throw new InputError(
      'topic-config',
      `${untrusted(inputs.topicConfig)} has checksum ${topic.checksum}, but run ${runContext.run_id} was planned with ${runContext.topic_config_checksum}`,
    );
  }
  return { sources: sources.sources, topic: topic.topic };
}

/** Outputs, the job summary and the job's metrics. */
function report(
  ctx: ActionContext,
  runContext: RunContext,
  rows: readonly LegSummaryRow[],
): { items: number } {
  const articles = sumOf(rows, 'articles_fetched');
  ctx.setOutput('status', outcomeOf(rows));
  ctx.setOutput('articles', articles);
  ctx.setOutput('relevant', sumOf(rows, 'articles_relevant'));
  ctx.setOutput('artifact-name', [...new Set(rows.map((r) => r.artifactName))].join(','));
  writeLegSummary(ctx.summary, runContext, rows);
  ctx.metric('legs', rows.length);
  ctx.metric('legs_failed', rows.filter((r) => r.report.artifact.status === 'failed').length);
  ctx.metric('articles', articles);
  ctx.metric('articles_relevant', sumOf(rows, 'articles_relevant'));
  ctx.metric('retries', sumOf(rows, 'retries'));
  return { items: articles };
}

/** A leg metric summed over the legs of this process. */
function sumOf(
  rows: readonly LegSummaryRow[],
  metric: 'articles_fetched' | 'articles_relevant' | 'retries',
): number {
  return rows.reduce((n, r) => n + r.report.artifact.metrics[metric], 0);
}

export const crawlRssLegAction: ActionDefinition<CrawlRssLegInputs, CrawlRssLegDeps> = {
  name: ACTION_NAME,
  readInputs: readCrawlRssLegInputs,
  jitterSeconds: (inputs) => inputs.jitterSeconds,
  run,
};

/** Runs the action in-process (tests pass env and fakes); returns the exit code. */
export function runCrawlRssLegAction(deps: CrawlRssLegDeps = {}): Promise<number> {
  return runDefinedAction(crawlRssLegAction, deps);
}

/** The bundle entry. */
export function main(): Promise<number> {
  return runCrawlRssLegAction();
}

// crawl-rss-leg: the composition root. Reads the inputs, loads the run context
// and fan plan, checks the configs against the run context's checksums, runs
// the planned leg (or every planned RSS leg for `source-id: all`), uploads one
// artifact per source, and reports outputs and a job summary.
//
// A leg whose feed failed still exits 0: its artifact (status failed, with the
// error) is the truthful record, and the fan-in applies the failure policy. A
// non-zero exit would also make a fail-fast matrix cancel the other legs. A cancelled
// leg still writes its artifact, then ends with the runtime's cancelled exit code.
// Exit 1 is for what no artifact can describe: bad inputs, configs that do not
// match the run context, an artifact that cannot be uploaded.

import { canonicalJson } from '../../canonical/index.js';
import type { ArtifactStore } from '../../artifacts/index.js';
import type { LegMetrics, RssArtifact } from '../../contracts/index.js';
import type { HttpClientOptions } from '../../http/index.js';
import type { RssLegReport } from '../../rss/index.js';
import {
  HttpTally,
  InputError,
  instrumentHttpClient,
  untrusted,
  type ActionContext,
} from '../../runtime/index.js';
import { MAX_ARTIFACTS_PER_JOB } from '../../runcontext/packing.js';
import { messageOf } from '../../base/error-message.js';
import { runPool } from '../../base/pool.js';
import { runDefinedAction, type ActionDefinition, type ActionDeps } from '../shared/action.js';
import { forInput } from '../shared/for-input.js';
import { annotateLegRun } from '../shared/leg-span.js';
import { openStore } from '../shared/store.js';
import type { PlannedRssLeg } from './context.js';
import { readCrawlRssLegInputs, type CrawlRssLegInputs } from './inputs.js';
import { outcomeOf, writeLegSummary, type LegSummaryRow } from './summary.js';

export const ACTION_NAME = 'crawl-rss-leg';

export interface CrawlRssLegDeps extends ActionDeps {
  /** Overrides of the HTTP client's options (tests: a fast sleep, a resolver). */
  http?: Partial<HttpClientOptions>;
  /** A monotonic clock in ms (default performance.now). */
  clock?: () => number;
}

/** The artifact file's bytes: canonical JSON and a final newline. */
export function legFileData(artifact: RssArtifact): string {
  return canonicalJson(artifact) + '\n';
}

async function run(
  ctx: ActionContext,
  inputs: CrawlRssLegInputs,
  deps: CrawlRssLegDeps,
): Promise<{ items: number }> {
  // The crawl's modules load only now that the inputs are valid (a bad input fails fast).
  const { loadRunSetting } = await import('../shared/run-setting.js');
  const { selectRssLegs } = await import('./context.js');
  const { loadSourceConfig, loadTopicConfig } = await import('../../config/index.js');
  const { compileKeywords, openHttpCache, runRssLeg } = await import('../../rss/index.js');
  const { createHttpClient } = await import('../../http/index.js');
  const { legMetricsRecord, publishLegMetrics } = await import('../../ledger/index.js');
  const { legArtifactName, packArtifactName, runAttempt } =
    await import('../../artifacts/index.js');
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

  const configs = await ctx.phase('Load configuration', async () => {
    const base = { baseDir: inputs.workspace };
    const sources = await forInput('source-config', () =>
      loadSourceConfig(inputs.sourceConfig, base),
    );
    const topic = await forInput('topic-config', () => loadTopicConfig(inputs.topicConfig, base));
    // Legs of one run must crawl with the configs the run was planned with:
    // the fan-in rejects an artifact whose run context differs anyway, so fail here, loudly.
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
  });
  const matcher = compileKeywords(configs.topic.keywords);
  const cache = inputs.httpCacheDir === undefined ? null : openHttpCache(inputs.httpCacheDir);
  const attempt = runAttempt(ctx.env);
  const clock = deps.clock ?? (() => performance.now());

  if (legs.length === 0)
    ctx.log.warning(`Run ${runContext.run_id} plans no RSS leg: nothing to crawl`);

  const crawlOne = async (
    leg: PlannedRssLeg,
  ): Promise<{ report: RssLegReport; metrics: LegMetrics }> => {
    const source = configs.sources.find((s) => s.id === leg.sourceId);
    if (source === undefined) {
      throw new Error(
        `source ${leg.sourceId} is in the fan plan but not in ${untrusted(inputs.sourceConfig)}`,
      );
    }
    const started = clock();
    const tally = new HttpTally();
    const http = createHttpClient({
      userAgent: inputs.userAgent,
      timeoutMs: inputs.timeoutMs,
      maxAttempts: inputs.maxAttempts,
      maxBytes: inputs.maxBytes,
      allowPrivateNetwork: inputs.allowPrivateNetwork,
      // requests_per_minute of the source config: retries never come faster than that rate.
      ...(source.requests_per_minute === undefined
        ? {}
        : { minRetryDelayMs: Math.ceil(60_000 / source.requests_per_minute) }),
      onRetry: (e) =>
        ctx.log.info(
          `${leg.sourceId}: retry ${e.retry} in ${e.delayMs} ms after ${untrusted(e.reason, 160)}`,
        ),
      onRedirect: (e) =>
        ctx.log.debug(`${leg.sourceId}: HTTP ${e.status} redirect to ${untrusted(e.to)}`),
      ...deps.http,
    });
    const client = instrumentHttpClient(http, ctx.telemetry, tally);
    ctx.log.info(`${leg.sourceId}: fetching ${untrusted(source.feed_url)}`);
    const report = await runRssLeg(
      {
        source,
        runContext,
        fan: leg.fan,
        keywords: matcher,
        relevanceThreshold: configs.topic.relevance_threshold,
        maxBytes: inputs.maxBytes,
      },
      {
        client,
        cache,
        clock,
        signal: ctx.signal,
        log: { info: (m) => ctx.log.info(m), warning: (m) => ctx.log.warning(m) },
      },
    );
    logLeg(ctx, report);
    countLeg(ctx, report);
    const metrics = legMetricsRecord({
      runId: runContext.run_id,
      kind: 'rss',
      legId: leg.sourceId,
      fan: leg.fan,
      attempt,
      correlationId: ctx.correlationId,
      status: report.artifact.status,
      durationMs: clock() - started,
      items: report.artifact.articles.length,
      bytes: tally.bytes,
      retries: report.artifact.metrics.retries,
      httpStatus: tally.statuses(),
      cacheHits: report.fromCache ? 1 : 0,
    });
    return { report, metrics };
  };

  const rows =
    inputs.legId === undefined
      ? await ctx.phase('Crawl', () => {
          checkArtifactsPerJob(legs.length);
          return runPool(legs, inputs.concurrency, async (leg) => {
            const { report, metrics } = await crawlOne(leg);
            const artifactName = legArtifactName('rss', leg.sourceId, attempt);
            await uploadLeg(ctx, store, artifactName, [report.artifact]);
            // Each leg's metrics record is an artifact too: published only while the job's
            // leg and metrics artifacts together stay within what one job may create.
            if (2 * legs.length <= MAX_ARTIFACTS_PER_JOB)
              await publishLegMetrics(store, metrics, ctx.log);
            return { artifactName, report };
          });
        })
      : await ctx.phase('Crawl packed leg', () =>
          crawlPacked(
            ctx,
            store,
            packArtifactName(inputs.legId as string, attempt),
            legs,
            // A packed leg's sources publish no metrics records: one artifact each would
            // break the bound on the artifacts a job creates (see docs/shapes.md).
            async (leg) => (await crawlOne(leg)).report,
          ),
        );

  setOutputs(ctx, rows);
  writeLegSummary(ctx.summary, runContext, rows);
  const articles = sumOf(rows, 'articles_fetched');
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

function countLeg(ctx: ActionContext, report: RssLegReport): void {
  const a = report.artifact;
  const attributes = { 'squadscope.source_id': a.source_id, 'squadscope.status': a.status };
  ctx.telemetry.count('articles.fetched', a.metrics.articles_fetched, attributes);
  ctx.telemetry.count('articles.kept', a.articles.length, attributes);
  ctx.telemetry.count('http.retries', a.metrics.retries, attributes);
  if (report.fromCache) ctx.telemetry.count('cache.hits', 1, attributes);
}

function logLeg(ctx: ActionContext, report: RssLegReport): void {
  const a = report.artifact;
  const m = a.metrics;
  const via = report.fromCache ? ', body from the HTTP cache (304)' : '';
  ctx.log.info(
    `${a.source_id}: ${a.status}, ${m.articles_fetched} articles (${m.articles_relevant} relevant), ${m.retries} retries, ${m.fetch_duration_ms} ms${via}`,
  );
  if (report.finalUrl !== null)
    ctx.log.debug(`${a.source_id}: document from ${untrusted(report.finalUrl)}`);
  if (report.repaired !== null)
    ctx.log.info(`${a.source_id}: document repaired (${report.repaired})`);
  const x = report.extraction;
  if (x !== null) {
    ctx.log.info(
      `${a.source_id}: ${x.entries} entries, ${x.outsideWindow} outside the window, ${x.duplicates} duplicates, ` +
        `${x.dropped.no_link} without a usable link, ${x.dropped.bad_date} without a usable date`,
    );
  }
  if (a.error !== null) {
    ctx.log.warning(
      `RSS source ${a.source_id} failed: ${a.error.code}: ${untrusted(a.error.message)}`,
    );
  }
}

/**
 * Without leg-id every source is its own artifact, and a job may create at most
 * MAX_ARTIFACTS_PER_JOB: more sources than that must be packed into one artifact.
 */
export function checkArtifactsPerJob(sources: number): void {
  if (sources > MAX_ARTIFACTS_PER_JOB) {
    throw new InputError(
      'leg-id',
      `${sources} sources would upload ${sources} artifacts, over the ${MAX_ARTIFACTS_PER_JOB} one job may create: set leg-id to pack them into one artifact`,
    );
  }
}

/**
 * A packed leg: its sources one after another, then ONE artifact holding each source's
 * payload as its own file. A source that fails is recorded in its own payload (status
 * failed); one that cannot even produce a payload (a bug, a config mismatch) is left out
 * of the artifact, the others are still uploaded, and then its error fails the job.
 */
async function crawlPacked(
  ctx: ActionContext,
  store: ArtifactStore,
  artifactName: string,
  legs: readonly PlannedRssLeg[],
  crawlOne: (leg: PlannedRssLeg) => Promise<RssLegReport>,
): Promise<LegSummaryRow[]> {
  const rows: LegSummaryRow[] = [];
  const errors: unknown[] = [];
  for (const leg of legs) {
    try {
      rows.push({ artifactName, report: await crawlOne(leg) });
    } catch (error) {
      ctx.log.error(`${leg.sourceId}: ${untrusted(messageOf(error))}`);
      errors.push(error);
    }
  }
  if (rows.length > 0)
    await uploadLeg(
      ctx,
      store,
      artifactName,
      rows.map((r) => r.report.artifact),
    );
  if (errors.length > 0) throw errors[0];
  return rows;
}

async function uploadLeg(
  ctx: ActionContext,
  store: ArtifactStore,
  name: string,
  artifacts: readonly RssArtifact[],
): Promise<void> {
  const { ArtifactError } = await import('../../artifacts/index.js');
  const { legFileName } = await import('../../contracts/artifact-names.js');
  try {
    await store.upload(
      name,
      artifacts.map((artifact) => ({
        name: legFileName('rss', artifact.source_id),
        data: legFileData(artifact),
      })),
    );
  } catch (error) {
    if (error instanceof ArtifactError && error.code === 'exists') {
      throw new Error(
        `artifact ${name} already exists: each attempt of a leg uploads once (use an empty artifact-dir, or rerun the workflow for a new attempt)`,
        { cause: error },
      );
    }
    throw error;
  }
  ctx.log.info(`Uploaded artifact ${name}`);
}

function setOutputs(ctx: ActionContext, rows: readonly LegSummaryRow[]): void {
  ctx.setOutput('status', outcomeOf(rows));
  ctx.setOutput('articles', sumOf(rows, 'articles_fetched'));
  ctx.setOutput('relevant', sumOf(rows, 'articles_relevant'));
  ctx.setOutput('artifact-name', [...new Set(rows.map((r) => r.artifactName))].join(','));
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

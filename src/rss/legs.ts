// The RSS legs of one job: for each planned source its own HTTP client (the source's rate
// bounds its retries), its leg, its log lines and counters, and its upload. Without a
// leg-id each source is its own artifact with its metrics record; with one, the sources
// go into one packed artifact (see docs/shapes.md).
//
// A leg whose feed failed is still a success here: its artifact (status failed, with the
// error) is the truthful record, and the fan-in applies the failure policy.

import { type ArtifactStore } from '../artifacts/index.js';
import { legArtifactName, packArtifactName, runAttempt } from '../contracts/artifact-names.js';
import { plainReason, reasonOf } from '../base/error-message.js';
import { runPool } from '../base/pool.js';
import { untrusted } from '../base/untrusted.js';
import type { Source, Topic } from '../config/index.js';
import type { FanFrame, LegMetrics, RunContext } from '../contracts/index.js';
import { createHttpClient, type HttpClient, type HttpClientOptions } from '../http/index.js';
import { legMetricsRecord, publishLegMetrics } from '../ledger/index.js';
import { MAX_ARTIFACTS_PER_JOB } from '../runcontext/packing.js';
import { sourceDateEpochMs } from '../runcontext/time.js';
import {
  HttpTally,
  InputError,
  instrumentHttpClient,
  type ActionContext,
} from '../runtime/index.js';
import { openHttpCache, type HttpCache } from './cache.js';
import { runRssLeg, type RssLegReport } from './leg.js';
import { countLeg, logLeg } from './leg-log.js';
import { uploadLeg } from './leg-upload.js';
import { compileKeywords, type KeywordMatcher } from './relevance.js';

/** An RSS leg of the run's fan plan. */
export interface PlannedRssLeg {
  sourceId: string;
  fan: FanFrame[];
  required: boolean;
}

/** One crawled source and the artifact it went into. */
export interface LegSummaryRow {
  artifactName: string;
  report: RssLegReport;
}

/** What the job's legs share: the run, the configs it was planned with, the HTTP settings. */
export interface RssJob {
  runContext: RunContext;
  sources: readonly Source[];
  topic: Topic;
  /** The source-config path, to name in an error. */
  sourceConfig: string;
  /** Set for a packed leg: its sources go into one artifact. */
  legId: string | undefined;
  concurrency: number;
  http: Pick<
    HttpClientOptions,
    'userAgent' | 'timeoutMs' | 'maxAttempts' | 'maxBytes' | 'allowPrivateNetwork'
  >;
  /** Absolute, or undefined for no cache. */
  httpCacheDir: string | undefined;
  /** Overrides of the HTTP client's options (tests: a fast sleep, a resolver). */
  httpOverrides: Partial<HttpClientOptions> | undefined;
  /** A monotonic clock in ms. */
  clock: () => number;
}

/** What every leg of the job reuses, built once. */
interface Shared {
  matcher: KeywordMatcher;
  cache: HttpCache | null;
  attempt: number;
}

/** Crawls the legs and uploads their artifacts; one row per source crawled. */
export async function crawlRssLegs(
  ctx: ActionContext,
  store: ArtifactStore,
  legs: readonly PlannedRssLeg[],
  job: RssJob,
): Promise<LegSummaryRow[]> {
  const shared: Shared = {
    matcher: compileKeywords(job.topic.keywords),
    cache: job.httpCacheDir === undefined ? null : openHttpCache(job.httpCacheDir),
    attempt: runAttempt(ctx.env),
  };
  if (legs.length === 0)
    ctx.log.warning(`Run ${job.runContext.run_id} plans no RSS leg: nothing to crawl`);
  const crawlOne = (leg: PlannedRssLeg) => crawlSource(ctx, leg, job, shared);
  if (job.legId === undefined)
    return ctx.phase('Crawl', () => crawlEach(ctx, store, legs, job, shared, crawlOne));
  const artifactName = packArtifactName(job.legId, shared.attempt);
  return ctx.phase('Crawl packed leg', () =>
    // A packed leg's sources publish no metrics records: one artifact each would
    // break the bound on the artifacts a job creates (see docs/shapes.md).
    crawlPacked(ctx, store, artifactName, legs, async (leg) => (await crawlOne(leg)).report),
  );
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

/** Each source its own artifact, `concurrency` at a time. */
function crawlEach(
  ctx: ActionContext,
  store: ArtifactStore,
  legs: readonly PlannedRssLeg[],
  job: RssJob,
  shared: Shared,
  crawlOne: (leg: PlannedRssLeg) => Promise<{ report: RssLegReport; metrics: LegMetrics }>,
): Promise<LegSummaryRow[]> {
  checkArtifactsPerJob(legs.length);
  return runPool(legs, job.concurrency, async (leg) => {
    const { report, metrics } = await crawlOne(leg);
    const artifactName = legArtifactName('rss', leg.sourceId, shared.attempt);
    await uploadLeg(ctx.log, store, artifactName, [report.artifact]);
    // Each leg's metrics record is an artifact too: published only while the job's
    // leg and metrics artifacts together stay within what one job may create.
    if (2 * legs.length <= MAX_ARTIFACTS_PER_JOB) await publishLegMetrics(store, metrics, ctx.log);
    return { artifactName, report };
  });
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
      ctx.log.error(`${leg.sourceId}: ${reasonOf(error)}`);
      errors.push(error);
    }
  }
  if (rows.length > 0)
    await uploadLeg(
      ctx.log,
      store,
      artifactName,
      rows.map((r) => r.report.artifact),
    );
  if (errors.length > 0) throw errors[0];
  return rows;
}

/** One source: its client, its leg, its log lines and counters, its metrics record. */
async function crawlSource(
  ctx: ActionContext,
  leg: PlannedRssLeg,
  job: RssJob,
  shared: Shared,
): Promise<{ report: RssLegReport; metrics: LegMetrics }> {
  const source = job.sources.find((s) => s.id === leg.sourceId);
  if (source === undefined) {
    throw new Error(
      `source ${leg.sourceId} is in the fan plan but not in ${untrusted(job.sourceConfig)}`,
    );
  }
  const started = job.clock();
  const tally = new HttpTally();
  const client = instrumentHttpClient(sourceClient(ctx, source, job), ctx.telemetry, tally);
  ctx.log.info(`${leg.sourceId}: fetching ${untrusted(source.feed_url)}`);
  const report = await runRssLeg(
    {
      source,
      runContext: job.runContext,
      fan: leg.fan,
      keywords: shared.matcher,
      relevanceThreshold: job.topic.relevance_threshold,
      articleRules: job.topic.article_rules,
      maxBytes: job.http.maxBytes,
      timeoutMs: job.http.timeoutMs,
    },
    {
      client,
      cache: shared.cache,
      clock: job.clock,
      wallClock: fetchClock(ctx.env),
      signal: ctx.signal,
      log: { info: (m) => ctx.log.info(m), warning: (m) => ctx.log.warning(m) },
    },
  );
  logLeg(ctx, report);
  countLeg(ctx, report);
  const metrics = legMetricsRecord({
    runId: job.runContext.run_id,
    kind: 'rss',
    legId: leg.sourceId,
    fan: leg.fan,
    attempt: shared.attempt,
    correlationId: ctx.correlationId,
    status: report.artifact.status,
    durationMs: job.clock() - started,
    items: report.artifact.articles.length,
    bytes: tally.bytes,
    retries: report.artifact.metrics.retries,
    httpStatus: tally.statuses(),
    cacheHits: report.fromCache ? 1 : 0,
  });
  return { report, metrics };
}

/** The source's HTTP client: requests_per_minute bounds how fast its retries come. */
function sourceClient(ctx: ActionContext, source: Source, job: RssJob): HttpClient {
  return createHttpClient({
    ...job.http,
    ...(source.requests_per_minute === undefined
      ? {}
      : { minRetryDelayMs: Math.ceil(60_000 / source.requests_per_minute) }),
    onRetry: (e) =>
      ctx.log.info(
        `${source.id}: retry ${e.retry} in ${e.delayMs} ms after ${plainReason(e.reason, 160)}`,
      ),
    onRedirect: (e) =>
      ctx.log.debug(`${source.id}: HTTP ${e.status} redirect to ${untrusted(e.to)}`),
    ...job.httpOverrides,
  });
}

/**
 * The clock of a leg's fetch record (the news file's fetch times). SOURCE_DATE_EPOCH pins
 * every time a crawl writes, these too, so that a crawl run as one process and as many legs
 * writes the same bytes.
 */
function fetchClock(env: NodeJS.ProcessEnv): () => number {
  const pinned = sourceDateEpochMs(env['SOURCE_DATE_EPOCH']);
  return typeof pinned === 'number' ? () => pinned : Date.now;
}

/**
 * One GitHub shard leg: the search client and its per-shard cache, the
 * shard run and its uploads (star snapshot, then the shard artifact), the leg diagnostics of
 * a shard that cannot complete, and its metrics record. Imported by the action only once
 * its inputs are valid: the GitHub client and its dependencies are large.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { canonicalJson, writeFileAtomic } from '../canonical/index.js';
import {
  assertValid,
  type FanFrame,
  type GithubShard,
  type RunContext,
} from '../contracts/index.js';
import {
  attemptName,
  legArtifactName,
  legFileName,
  shardDiagnosticsBase,
  shardDiagnosticsFileName,
  starSnapshotArtifactName,
  starSnapshotFileName,
} from '../contracts/artifact-names.js';
import { ActionsArtifactStore, type ArtifactStore } from '../artifacts/index.js';
import { ConfigError } from '../config/index.js';
import { defaults as githubDefaults } from '@actions/github/lib/utils';
import type { ApiMetrics } from './artifact.js';
import { ResponseCache } from './cache.js';
import { SearchClient, type SearchClientOptions } from './client.js';
import { GithubError } from './errors.js';
import type { TopicQueries } from './queries.js';
import { cachedPages, runShard, ShardError, type ShardDeps, type ShardOutcome } from './shard.js';
import { SnapshotError } from './snapshot.js';
import type { QueryReport } from './types.js';
import type { ShardId } from '../runcontext/index.js';
import { legMetricsRecord, publishLegMetrics } from '../ledger/index.js';
import {
  HttpTally,
  InputError,
  instrumentFetch,
  sleep as runtimeSleep,
  type ActionContext,
  type ResponseTally,
} from '../runtime/index.js';
import { buildLegDiagnostics, type LegDiagnostics } from './leg-diagnostics.js';
import { formatTimestamp } from '../runcontext/time.js';
import { messageOf, reasonOf } from '../base/error-message.js';

/** The topic's queries, and the floor below which topic_secondary runs too. */
export interface Topic {
  queries: TopicQueries;
  minReposPerWeek: number;
}

/** A GitHub leg of the run's fan plan. */
export interface PlannedLeg {
  shardId: ShardId;
  fan: FanFrame[];
  required: boolean;
}

/** What a shard leg reads of the action's inputs. */
export interface ShardLegSettings {
  token: string;
  apiUrl: string;
  maxWaitSeconds: number;
  requestTimeoutSeconds: number;
  maxResults: number;
}

export type LegResult =
  | { leg: PlannedLeg; ok: true; outcome: ShardOutcome; artifact: string; snapshotArtifact: string }
  | {
      leg: PlannedLeg;
      ok: false;
      code: string;
      message: string;
      metrics: ApiMetrics;
      queries: QueryReport[];
    };

export const NO_METRICS: ApiMetrics = {
  calls_made: 0,
  cache_hits: 0,
  cache_misses: 0,
  secondary_rate_limit_events: 0,
  search_api_remaining: null,
};

export function codeOf(error: unknown): string {
  if (error instanceof ShardError || error instanceof GithubError) return error.code;
  if (error instanceof InputError || error instanceof ConfigError || error instanceof SnapshotError)
    return 'config';
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[a-z_]+$/.test(code) ? `artifact_${code}` : 'internal';
}

/** The client settings a test may replace (spacing, backoff units, the transport). */
export type SearchClientOverrides = Partial<SearchClientOptions>;

/**
 * The one rate-limited search client of the process. Every request gets a span and goes to
 * `tally` for the leg's metrics record; the transport underneath is the one SearchClient
 * would use (the proxy-aware fetch of @actions/github).
 */
export function openSearchClient(
  ctx: ActionContext,
  inputs: ShardLegSettings,
  clock: () => number,
  sleep: ((ms: number, signal: AbortSignal) => Promise<void>) | undefined,
  overrides: SearchClientOverrides | undefined,
  tally: ResponseTally,
): SearchClient {
  return new SearchClient({
    token: inputs.token,
    apiUrl: inputs.apiUrl,
    log: ctx.log,
    signal: ctx.signal,
    now: clock,
    sleep: sleep ?? runtimeSleep,
    maxWaitMs: inputs.maxWaitSeconds * 1000,
    requestTimeoutMs: inputs.requestTimeoutSeconds * 1000,
    ...overrides,
    fetch: instrumentFetch(
      (input, init) => transport(overrides?.fetch)(input, init),
      ctx.telemetry,
      tally,
    ),
  });
}

/**
 * One cache per shard: shards never share pages (see ResponseCache), so the calls and
 * counters of a shard do not depend on whether it runs alone or in the `all` mode.
 */
export function shardDeps(
  ctx: ActionContext,
  search: SearchClient,
  shardId: string,
  cache: { dir: string | undefined; runId: string; now: () => number },
): ShardDeps {
  const responses = new ResponseCache({
    ...(cache.dir === undefined ? {} : { dir: cache.dir }),
    runId: cache.runId,
    scope: shardId,
    now: cache.now,
    log: ctx.log,
  });
  const callsBefore = search.counts().calls;
  const secondaryBefore = search.counts().secondaryEvents;
  const waitedBefore = search.budget.waitedMs;
  return {
    pages: cachedPages(search, responses),
    meter: () => {
      const c = search.counts();
      return {
        calls: c.calls - callsBefore,
        cacheHits: responses.hits,
        cacheMisses: responses.misses,
        secondaryEvents: c.secondaryEvents - secondaryBefore,
        waitedMs: search.budget.waitedMs - waitedBefore,
      };
    },
    // The client is shared by the shards of `all`: what GitHub said to another shard's
    // call is not this shard's answer.
    searchRemaining: () => (search.counts().calls > callsBefore ? search.budget.remaining : null),
    log: ctx.log,
  };
}

/**
 * Every leg ends in an upload: its artifact, or its diagnostics. Loading the artifact client
 * (the Azure SDK, most of a second on a busy runner) while the search runs keeps the upload
 * of a cancelled job well inside the runner's grace period between its signal and SIGKILL.
 */
export function warmArtifactClient(store: ArtifactStore): void {
  if (!(store instanceof ActionsArtifactStore)) return;
  // Not swallowed: the upload imports the same module and reports its failure, if any.
  import('@actions/artifact').catch(() => undefined);
}

export async function runLeg(
  ctx: ActionContext,
  store: ArtifactStore,
  shardDeps: ShardDeps,
  leg: PlannedLeg,
  run: {
    runContext: RunContext;
    topic: Topic;
    previous: ShardOutcome['snapshot'] | null;
    inputs: ShardLegSettings;
    attempt: number;
    now: () => number;
  },
): Promise<LegResult> {
  try {
    const outcome = await ctx.phase(`shard ${leg.shardId}`, () =>
      runShard(shardDeps, {
        shardId: leg.shardId,
        runContext: run.runContext,
        fan: leg.fan,
        topic: run.topic.queries,
        minReposPerWeek: run.topic.minReposPerWeek,
        maxResults: run.inputs.maxResults,
        previous: run.previous,
        capturedAt: formatTimestamp(run.now()),
      }),
    );
    if (outcome.skipped !== null)
      ctx.log.info(`${leg.shardId}: queries skipped: ${outcome.skipped}`);
    // Our own output is checked like anyone's: a bug here must not reach the fan-in.
    const shard = assertValid<GithubShard>(
      'github_shard_v1',
      outcome.shard,
      `the ${leg.shardId} shard`,
    );
    const snapshotArtifact = starSnapshotArtifactName(leg.shardId, run.attempt);
    await store.upload(snapshotArtifact, [
      {
        name: starSnapshotFileName(run.runContext.week),
        data: canonicalJson(outcome.snapshot) + '\n',
      },
    ]);
    // Last: a present shard artifact implies its snapshot is there too.
    const artifact = legArtifactName('github', leg.shardId, run.attempt);
    await store.upload(artifact, [
      { name: legFileName('github', leg.shardId), data: canonicalJson(shard) + '\n' },
    ]);
    ctx.log.info(
      `${leg.shardId}: ${shard.repositories.length} repositories, ${shard.api_metrics.calls_made} calls, uploaded ${artifact}`,
    );
    return { leg, ok: true, outcome, artifact, snapshotArtifact };
  } catch (error) {
    if (error instanceof ShardError) {
      return {
        leg,
        ok: false,
        code: error.code,
        message: error.message,
        metrics: error.metrics,
        queries: error.queries,
      };
    }
    return {
      leg,
      ok: false,
      code: codeOf(error),
      message: messageOf(error),
      metrics: NO_METRICS,
      queries: [],
    };
  }
}

/** Writes the diagnostics to RUNNER_TEMP and uploads them; failing here is logged, the exit code is already non-zero. */
export async function writeDiagnostics(
  ctx: ActionContext,
  store: ArtifactStore,
  failure: Extract<LegResult, { ok: false }>,
  runContext: RunContext,
  attempt: number,
): Promise<void> {
  const diagnostics: LegDiagnostics = buildLegDiagnostics({
    shardId: failure.leg.shardId,
    runContext,
    attempt,
    correlationId: ctx.correlationId,
    fan: failure.leg.fan,
    required: failure.leg.required,
    code: failure.code,
    message: failure.message,
    metrics: failure.metrics,
    queries: failure.queries,
  });
  const file = shardDiagnosticsFileName(failure.leg.shardId);
  const data = canonicalJson(diagnostics) + '\n';
  const dir = ctx.env['RUNNER_TEMP'] || tmpdir();
  try {
    await writeFileAtomic(join(dir, file), data);
    await store.upload(attemptName(shardDiagnosticsBase(failure.leg.shardId), attempt), [
      { name: file, data },
    ]);
    ctx.log.info(`${failure.leg.shardId}: no shard artifact; diagnostics in ${join(dir, file)}`);
  } catch (error) {
    ctx.log.warning(
      `${failure.leg.shardId}: could not write the leg diagnostics: ${reasonOf(error)}`,
    );
  }
}

/** The fetch SearchClient would use by default, unless the caller gave one. */
function transport(given: typeof fetch | undefined): typeof fetch {
  return given ?? (githubDefaults.request?.fetch as typeof fetch | undefined) ?? globalThis.fetch;
}

/** The shard's counters, and its metrics record for the run ledger. */
export async function publishShardMetrics(
  ctx: ActionContext,
  store: ArtifactStore,
  r: LegResult,
  measured: { runId: string; attempt: number; durationMs: number; tally: HttpTally },
): Promise<void> {
  const m = r.ok ? r.outcome.shard.api_metrics : r.metrics;
  const attributes = { 'squadscope.shard_id': r.leg.shardId };
  ctx.telemetry.count('api.calls', m.calls_made, attributes);
  ctx.telemetry.count('cache.hits', m.cache_hits, attributes);
  ctx.telemetry.count('rate_limit.waits', m.secondary_rate_limit_events, attributes);
  await publishLegMetrics(
    store,
    legMetricsRecord({
      runId: measured.runId,
      kind: 'github',
      legId: r.leg.shardId,
      fan: r.leg.fan,
      attempt: measured.attempt,
      correlationId: ctx.correlationId,
      status: r.ok ? 'success' : 'failed',
      durationMs: measured.durationMs,
      items: r.ok ? r.outcome.shard.repositories.length : 0,
      bytes: measured.tally.bytes,
      httpStatus: measured.tally.statuses(),
      apiCalls: m.calls_made,
      cacheHits: m.cache_hits,
      rateLimitWaits: m.secondary_rate_limit_events,
    }),
    ctx.log,
  );
}

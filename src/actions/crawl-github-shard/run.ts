/**
 * The composition root of crawl-github-shard: run context and plan, topic config, previous
 * star snapshot, one rate-limited and cached search client, then each selected shard. A
 * shard that completes uploads its star snapshot and then its artifact; one that cannot
 * uploads no shard artifact but a leg diagnostics file, and the action exits non-zero.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { canonicalJson, writeFileAtomic } from '../../canonical/index.js';
import { assertValid, type GithubShard, type RunContext } from '../../contracts/index.js';
import {
  ActionsArtifactStore,
  attemptName,
  legArtifactName,
  openArtifactStore,
  runAttempt,
  type ArtifactStore,
} from '../../artifacts/index.js';
import { ConfigError, loadTopicConfig } from '../../config/index.js';
import { defaults as githubDefaults } from '@actions/github/lib/utils';
import type { ApiMetrics } from '../../github/artifact.js';
import { ResponseCache } from '../../github/cache.js';
import { SearchClient, type SearchClientOptions } from '../../github/client.js';
import { GithubError } from '../../github/errors.js';
import { pagesFor, type TopicQueries } from '../../github/queries.js';
import {
  cachedPages,
  runShard,
  ShardError,
  type ShardDeps,
  type ShardOutcome,
} from '../../github/shard.js';
import { SnapshotError } from '../../github/snapshot.js';
import type { QueryReport } from '../../github/types.js';
import { legMetricsRecord, publishLegMetrics } from '../../ledger/index.js';
import {
  HttpTally,
  InputError,
  instrumentFetch,
  sleep as runtimeSleep,
  untrusted,
  type ActionContext,
} from '../../runtime/index.js';
import { loadRunSetting } from '../shared/run-setting.js';
import { selectLegs, type PlannedLeg } from './context.js';
import {
  buildLegDiagnostics,
  diagnosticsArtifactBase,
  diagnosticsFileName,
  type LegDiagnostics,
} from './diagnostics.js';
import type { CrawlGithubInputs } from './main.js';
import { forInput } from '../shared/for-input.js';
import { formatTimestamp } from '../../runcontext/time.js';
import { loadPreviousSnapshot } from './previous.js';
import { messageOf } from '../../runtime/error-message.js';

/** topic_secondary runs when topic_primary finds fewer repositories than this (config default). */
export const DEFAULT_MIN_REPOS_PER_WEEK = 10;

export interface RunDeps {
  store?: ArtifactStore;
  /** Wall clock, epoch ms. */
  now?: () => number;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Client settings for tests (spacing, backoff units). */
  client?: Partial<SearchClientOptions>;
}

interface Topic {
  queries: TopicQueries;
  minReposPerWeek: number;
}

type LegResult =
  | { leg: PlannedLeg; ok: true; outcome: ShardOutcome; artifact: string; snapshotArtifact: string }
  | {
      leg: PlannedLeg;
      ok: false;
      code: string;
      message: string;
      metrics: ApiMetrics;
      queries: QueryReport[];
    };

const NO_METRICS: ApiMetrics = {
  calls_made: 0,
  cache_hits: 0,
  cache_misses: 0,
  secondary_rate_limit_events: 0,
  search_api_remaining: null,
};

function codeOf(error: unknown): string {
  if (error instanceof ShardError || error instanceof GithubError) return error.code;
  if (error instanceof InputError || error instanceof ConfigError || error instanceof SnapshotError)
    return 'config';
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[a-z_]+$/.test(code) ? `artifact_${code}` : 'internal';
}

/**
 * The topic config, checked against the run context's topic_config_checksum: a leg must
 * use the very bytes the run was planned with. Required only when a topic shard runs.
 */
async function loadTopic(
  path: string | undefined,
  runContext: RunContext,
  legs: readonly PlannedLeg[],
): Promise<Topic> {
  const needed = legs.filter(
    (l) => l.shardId === 'topic_primary' || l.shardId === 'topic_secondary',
  );
  if (path === undefined) {
    if (needed.length > 0) {
      throw new InputError(
        'topic-config',
        `is required for ${needed.map((l) => l.shardId).join(' and ')}`,
      );
    }
    return { queries: { primary: [], secondary: [] }, minReposPerWeek: DEFAULT_MIN_REPOS_PER_WEEK };
  }
  const loaded = await forInput('topic-config', () => loadTopicConfig(path));
  if (loaded.checksum !== runContext.topic_config_checksum) {
    throw new InputError(
      'topic-config',
      `its checksum ${loaded.checksum} differs from the run context's topic_config_checksum ${runContext.topic_config_checksum}: the run was planned with another topic config`,
    );
  }
  const github = loaded.topic.github;
  return {
    queries: {
      primary: github?.queries?.primary ?? [],
      secondary: github?.queries?.secondary ?? [],
    },
    minReposPerWeek: github?.min_repos_per_week ?? DEFAULT_MIN_REPOS_PER_WEEK,
  };
}

export async function runCrawlGithub(
  ctx: ActionContext,
  inputs: CrawlGithubInputs,
  deps: RunDeps = {},
): Promise<{ items: number }> {
  const now = deps.now ?? Date.now;
  const attempt = runAttempt(ctx.env);
  const store = deps.store ?? openArtifactStore({ artifactDir: inputs.artifactDir, env: ctx.env });

  const setting = await ctx.phase('run context', () =>
    loadRunSetting(store, inputs.runContext, inputs.fanPlan),
  );
  const { runContext } = setting;
  ctx.log.info(
    `Run ${runContext.run_id}: window ${runContext.since} .. ${runContext.until} (from ${setting.origin}); attempt ${attempt}`,
  );
  const legs = selectLegs(setting.plan, inputs.shardId);
  annotateRun(ctx, runContext.run_id, legs);
  if (legs.length === 0) {
    ctx.log.info('The fan plan has no GitHub shard: nothing to crawl');
    ctx.setOutput('repositories', 0);
    ctx.setOutput('calls', 0);
    ctx.setOutput('artifact-name', '');
    ctx.setOutput('snapshot-artifact-name', '');
    return { items: 0 };
  }

  warmArtifactClient(store);
  const results: LegResult[] = [];
  // Each shard's requests are tallied apart (shards run one after another on one client).
  const tallies = new Map<string, HttpTally>();
  const durations = new Map<string, number>();
  let tally = new HttpTally();
  let client: SearchClient | undefined;
  try {
    const topic = await loadTopic(inputs.topicConfig, runContext, legs);
    const previous = await ctx.phase('previous snapshot', () =>
      loadPreviousSnapshot(inputs.previousSnapshot, store, runContext.week),
    );
    ctx.log.info(previous.note);

    client = new SearchClient({
      token: inputs.token,
      apiUrl: inputs.apiUrl,
      log: ctx.log,
      signal: ctx.signal,
      now,
      sleep: deps.sleep ?? runtimeSleep,
      maxWaitMs: inputs.maxWaitSeconds * 1000,
      requestTimeoutMs: inputs.requestTimeoutSeconds * 1000,
      ...deps.client,
      // Every request gets a span and is tallied for the leg's metrics record; the transport
      // underneath is the one SearchClient would use (the proxy-aware fetch of @actions/github).
      fetch: instrumentFetch(
        (input, init) => transport(deps.client?.fetch)(input, init),
        ctx.telemetry,
        { add: (status, bytes) => tally.add(status, bytes) },
      ),
    });
    const search = client;
    // One cache per shard: shards never share pages (see ResponseCache), so the calls and
    // counters of a shard do not depend on whether it runs alone or in the `all` mode.
    const depsFor = (shardId: string): ShardDeps => {
      const cache = new ResponseCache({
        ...(inputs.cacheDir === undefined ? {} : { dir: inputs.cacheDir }),
        runId: runContext.run_id,
        scope: shardId,
        now,
        log: ctx.log,
      });
      const callsBefore = search.counts().calls;
      const secondaryBefore = search.counts().secondaryEvents;
      const waitedBefore = search.budget.waitedMs;
      return {
        pages: cachedPages(search, cache),
        meter: () => {
          const c = search.counts();
          return {
            calls: c.calls - callsBefore,
            cacheHits: cache.hits,
            cacheMisses: cache.misses,
            secondaryEvents: c.secondaryEvents - secondaryBefore,
            waitedMs: search.budget.waitedMs - waitedBefore,
          };
        },
        searchRemaining: () => search.budget.remaining,
        log: ctx.log,
      };
    };

    for (const leg of legs) {
      if (ctx.cancelled()) {
        results.push({
          leg,
          ok: false,
          code: 'cancelled',
          message: 'cancelled before the shard started',
          metrics: NO_METRICS,
          queries: [],
        });
        continue;
      }
      tally = new HttpTally();
      tallies.set(leg.shardId, tally);
      const started = performance.now();
      results.push(
        await runLeg(ctx, store, depsFor(leg.shardId), leg, {
          runContext,
          topic,
          previous: previous.snapshot,
          inputs,
          attempt,
          now,
        }),
      );
      durations.set(leg.shardId, performance.now() - started);
    }
  } catch (error) {
    // Before any shard ran (config, snapshot, client): every selected leg fails with it.
    const message = messageOf(error);
    const code = codeOf(error);
    for (const leg of legs.slice(results.length)) {
      results.push({ leg, ok: false, code, message, metrics: NO_METRICS, queries: [] });
    }
  }

  for (const r of results) {
    if (!r.ok) await writeDiagnostics(ctx, store, r, runContext, attempt);
    await publishShardMetrics(ctx, store, r, {
      runId: runContext.run_id,
      attempt,
      durationMs: durations.get(r.leg.shardId) ?? 0,
      tally: tallies.get(r.leg.shardId) ?? new HttpTally(),
    });
  }
  report(ctx, results, inputs.maxResults, client?.budget.pacedMs ?? 0);

  const failed = results.filter((r): r is Extract<LegResult, { ok: false }> => !r.ok);
  if (failed.length === 1 && results.length === 1) {
    throw new Error(
      `GitHub shard ${failed[0]!.leg.shardId} failed (${failed[0]!.code}): ${failed[0]!.message}`,
    );
  }
  if (failed.length > 0) {
    throw new Error(
      `${failed.length} of ${results.length} GitHub shards failed: ${failed.map((f) => `${f.leg.shardId} (${f.code}: ${f.message})`).join('; ')}`,
    );
  }
  return {
    items: results.reduce((n, r) => n + (r.ok ? r.outcome.shard.repositories.length : 0), 0),
  };
}

/**
 * Every leg ends in an upload: its artifact, or its diagnostics. Loading the artifact client
 * (the Azure SDK, most of a second on a busy runner) while the search runs keeps the upload
 * of a cancelled job well inside the runner's grace period between its signal and SIGKILL.
 */
function warmArtifactClient(store: ArtifactStore): void {
  if (!(store instanceof ActionsArtifactStore)) return;
  // Not swallowed: the upload imports the same module and reports its failure, if any.
  import('@actions/artifact').catch(() => undefined);
}

async function runLeg(
  ctx: ActionContext,
  store: ArtifactStore,
  shardDeps: ShardDeps,
  leg: PlannedLeg,
  run: {
    runContext: RunContext;
    topic: Topic;
    previous: ShardOutcome['snapshot'] | null;
    inputs: CrawlGithubInputs;
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
    const snapshotArtifact = attemptName(`stars-${leg.shardId}`, run.attempt);
    await store.upload(snapshotArtifact, [
      { name: `${run.runContext.week}-stars.json`, data: canonicalJson(outcome.snapshot) + '\n' },
    ]);
    // Last: a present shard artifact implies its snapshot is there too.
    const artifact = legArtifactName('github', leg.shardId, run.attempt);
    await store.upload(artifact, [
      { name: `github-${leg.shardId}.json`, data: canonicalJson(shard) + '\n' },
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
async function writeDiagnostics(
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
  const file = diagnosticsFileName(failure.leg.shardId);
  const data = canonicalJson(diagnostics) + '\n';
  const dir = ctx.env['RUNNER_TEMP'] || tmpdir();
  try {
    await writeFileAtomic(join(dir, file), data);
    await store.upload(attemptName(diagnosticsArtifactBase(failure.leg.shardId), attempt), [
      { name: file, data },
    ]);
    ctx.log.info(`${failure.leg.shardId}: no shard artifact; diagnostics in ${join(dir, file)}`);
  } catch (error) {
    ctx.log.warning(
      `${failure.leg.shardId}: could not write the leg diagnostics: ${untrusted(messageOf(error))}`,
    );
  }
}

/** The fetch SearchClient would use by default, unless the caller gave one. */
function transport(given: typeof fetch | undefined): typeof fetch {
  return given ?? (githubDefaults.request?.fetch as typeof fetch | undefined) ?? globalThis.fetch;
}

/** The run span's ids: run.id always; fan.id, fan.seq and the shard when one shard runs. */
function annotateRun(ctx: ActionContext, runId: string, legs: readonly PlannedLeg[]): void {
  ctx.telemetry.annotate({ 'run.id': runId, 'squadscope.legs': legs.length });
  const only = legs.length === 1 ? legs[0]! : undefined;
  const frame = only?.fan.at(-1);
  if (only === undefined || frame === undefined) return;
  ctx.telemetry.annotate({
    'fan.id': frame.fan_id,
    'fan.seq': frame.seq,
    'squadscope.shard_id': only.shardId,
  });
}

/** The shard's counters, and its metrics record for the run ledger. */
async function publishShardMetrics(
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

function seconds(ms: number): string {
  return `${Math.round(ms / 1000)} s`;
}

/** Outputs, metrics and the job summary; the least possible calls next to the calls made. */
function report(
  ctx: ActionContext,
  results: readonly LegResult[],
  maxResults: number,
  pacedMs: number,
): void {
  const ok = results.filter((r): r is Extract<LegResult, { ok: true }> => r.ok);
  const sum = (f: (m: ApiMetrics) => number) =>
    results.reduce((n, r) => n + f(r.ok ? r.outcome.shard.api_metrics : r.metrics), 0);
  // A lone topic_secondary leg must also read primary's pages until it knows whether
  // primary found enough: those pages are part of its least possible calls.
  const leastCalls = (outcome: ShardOutcome) =>
    outcome.checkPages +
    outcome.shard.queries
      .filter((q) => q.skipped === undefined)
      .reduce((n, q) => n + pagesFor(q.total_count, maxResults), 0);
  const repositories = ok.reduce((n, r) => n + r.outcome.shard.repositories.length, 0);
  const calls = sum((m) => m.calls_made);
  ctx.setOutput('repositories', repositories);
  ctx.setOutput('calls', calls);
  ctx.setOutput('artifact-name', ok.map((r) => r.artifact).join(','));
  ctx.setOutput('snapshot-artifact-name', ok.map((r) => r.snapshotArtifact).join(','));
  ctx.metric('repositories', repositories);
  ctx.metric('calls_made', calls);
  ctx.metric(
    'least_calls_cold_cache',
    ok.reduce((n, r) => n + leastCalls(r.outcome), 0),
  );
  ctx.metric(
    'cache_hits',
    sum((m) => m.cache_hits),
  );
  ctx.metric(
    'cache_misses',
    sum((m) => m.cache_misses),
  );
  ctx.metric(
    'secondary_rate_limit_events',
    sum((m) => m.secondary_rate_limit_events),
  );
  ctx.metric(
    'limit_wait_ms',
    ok.reduce((n, r) => n + r.outcome.waitedMs, 0),
  );
  // Spacing between search requests (2 s by default): not a limit, but wall time all the same.
  ctx.metric('search_spacing_ms', pacedMs);
  ctx.metric('shards_failed', results.length - ok.length);

  const rows = results.map((r) => {
    const m = r.ok ? r.outcome.shard.api_metrics : r.metrics;
    const queries = r.ok ? r.outcome.shard.queries : r.queries;
    return [
      r.leg.shardId,
      r.ok ? (r.outcome.skipped === null ? 'ok' : 'ok (queries skipped)') : `failed: ${r.code}`,
      r.ok ? String(r.outcome.shard.repositories.length) : '-',
      r.ok ? `${m.calls_made} (least ${leastCalls(r.outcome)})` : String(m.calls_made),
      `${m.cache_hits} / ${m.cache_misses}`,
      String(m.secondary_rate_limit_events),
      r.ok ? seconds(r.outcome.waitedMs) : '-',
      m.search_api_remaining === null ? 'unknown' : String(m.search_api_remaining),
      queries.filter((q) => q.capped || q.incomplete_results).length > 0
        ? queries
            .map((q) => (q.capped ? 'capped' : q.incomplete_results ? 'incomplete' : 'complete'))
            .join(', ')
        : queries.length === 0
          ? 'no queries'
          : 'complete',
      r.ok ? r.artifact : 'none (see diagnostics)',
    ];
  });
  const outcome = ok.length === results.length ? 'success' : ok.length === 0 ? 'failed' : 'partial';
  ctx.summary
    .heading(`GitHub shards: ${outcome}`)
    .paragraph(
      `${results.length} ${results.length === 1 ? 'shard' : 'shards'} (${results.length - ok.length} failed); ${repositories} repositories, ${calls} search calls.`,
    )
    .table(
      [
        'shard',
        'status',
        'repositories',
        'calls (least on a cold cache)',
        'cache hits / misses',
        'secondary limits',
        'waited on limits',
        'search remaining',
        'results',
        'artifact',
      ],
      rows,
    );
  const skipped = ok
    .filter((r) => r.outcome.skipped !== null)
    .map((r) => `${r.leg.shardId}: ${r.outcome.skipped}`);
  ctx.summary.list(skipped);
  const failed = results.filter((r): r is Extract<LegResult, { ok: false }> => !r.ok);
  ctx.summary.list(failed.map((f) => `${f.leg.shardId} failed (${f.code}): ${f.message}`));
}

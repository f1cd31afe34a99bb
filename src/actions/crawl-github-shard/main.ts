/**
 * crawl-github-shard: the composition root. Run context and plan, topic config, previous
 * star snapshot, then the selected shards (src/github/shard-legs.ts). A shard that
 * completes uploads its star snapshot and then its artifact; one that cannot uploads no
 * shard artifact but a leg diagnostics file, and the action exits non-zero.
 */
import type { ArtifactStore } from '../../artifacts/index.js';
import type { LegResult, SearchClientOverrides } from '../../github/leg.js';
import type { ActionContext } from '../../runtime/index.js';
import { runDefinedAction, type ActionDefinition, type ActionDeps } from '../common/action.js';
import { annotateLegRun } from '../common/leg-span.js';
import { openStore } from '../common/store.js';
import { readCrawlGithubInputs, type CrawlGithubInputs } from './inputs.js';
import { leastCalls, metricsOf, writeShardSummary } from './summary.js';

export const ACTION_NAME = 'crawl-github-shard';

export interface CrawlGithubShardDeps extends ActionDeps {
  store?: ArtifactStore;
  /** Wall clock, epoch ms (default Date.now). */
  clock?: () => number;
  /** Client settings for tests (spacing, backoff units). */
  client?: SearchClientOverrides;
}

async function run(
  ctx: ActionContext,
  inputs: CrawlGithubInputs,
  deps: CrawlGithubShardDeps,
): Promise<{ items: number }> {
  // The GitHub client and its dependencies load only now that the inputs are valid.
  const { crawlShardLegs } = await import('../../github/shard-legs.js');
  const { loadRunSetting } = await import('../common/run-setting.js');
  const { selectLegs } = await import('./context.js');
  const { loadTopic } = await import('./topic.js');
  const { runAttempt } = await import('../../contracts/artifact-names.js');
  const { loadPreviousSnapshot } = await import('../../github/previous-snapshot.js');
  const now = deps.clock ?? Date.now;
  const attempt = runAttempt(ctx.env);
  const store = await openStore(inputs.artifactDir, ctx.env, deps.store);

  const setting = await ctx.phase('run context', () =>
    loadRunSetting(store, inputs.runContext, inputs.fanPlan),
  );
  const { runContext } = setting;
  ctx.log.info(
    `Run ${runContext.run_id}: window ${runContext.since} .. ${runContext.until} (from ${setting.origin}); attempt ${attempt}`,
  );
  const legs = selectLegs(setting.plan, inputs.shardId);
  annotateLegRun(
    ctx,
    runContext.run_id,
    legs.map((leg) => ({ id: leg.shardId, fan: leg.fan })),
    'squadscope.shard_id',
  );
  if (legs.length === 0) return noShards(ctx);

  const { results, pacedMs } = await crawlShardLegs(ctx, store, legs, {
    runContext,
    attempt,
    settings: inputs,
    now,
    sleep: deps.sleep,
    overrides: deps.client,
    prepare: async () => {
      const topic = await loadTopic(inputs.topicConfig, runContext, legs);
      const previous = await ctx.phase('previous snapshot', () =>
        loadPreviousSnapshot(inputs.previousSnapshot, store, runContext.week),
      );
      ctx.log.info(previous.note);
      return { topic, previous: previous.snapshot };
    },
  });
  report(ctx, results, inputs.maxResults, pacedMs);
  writeShardSummary(ctx.summary, results, inputs.maxResults);
  throwIfFailed(results);
  return {
    items: results.reduce((n, r) => n + (r.ok ? r.outcome.shard.repositories.length : 0), 0),
  };
}

function noShards(ctx: ActionContext): { items: number } {
  ctx.log.info('The fan plan has no GitHub shard: nothing to crawl');
  ctx.setOutput('repositories', 0);
  ctx.setOutput('calls', 0);
  ctx.setOutput('artifact-name', '');
  ctx.setOutput('snapshot-artifact-name', '');
  return { items: 0 };
}

/** A failed shard fails the job (after every leg has uploaded what it could). */
function throwIfFailed(results: readonly LegResult[]): void {
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
}

/** Outputs and metrics; the least possible calls next to the calls made. */
function report(
  ctx: ActionContext,
  results: readonly LegResult[],
  maxResults: number,
  pacedMs: number,
): void {
  const ok = results.filter((r): r is Extract<LegResult, { ok: true }> => r.ok);
  const sum = (f: (m: ReturnType<typeof metricsOf>) => number) =>
    results.reduce((n, r) => n + f(metricsOf(r)), 0);
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
    ok.reduce((n, r) => n + leastCalls(r.outcome, maxResults), 0),
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
}

export const crawlGithubShardAction: ActionDefinition<CrawlGithubInputs, CrawlGithubShardDeps> = {
  name: ACTION_NAME,
  readInputs: readCrawlGithubInputs,
  jitterSeconds: (inputs) => (inputs.runImmediately ? 0 : inputs.jitterSeconds),
  run,
};

/** Runs the action in-process (tests pass env and fakes); returns the exit code. */
export function runCrawlGithubShardAction(deps: CrawlGithubShardDeps = {}): Promise<number> {
  return runDefinedAction(crawlGithubShardAction, deps);
}

/** The bundle entry. */
export function main(): Promise<number> {
  return runCrawlGithubShardAction();
}

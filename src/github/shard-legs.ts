/**
 * The GitHub legs of one job, one after another on one search client: each shard runs and
 * uploads (see leg.ts), then every leg publishes its metrics record and a failed one its
 * diagnostics. What fails before any shard starts (config, snapshot, client) fails every
 * selected leg with the same error.
 */
import type { ArtifactStore } from '../artifacts/index.js';
import type { RunContext } from '../contracts/index.js';
import { HttpTally, type ActionContext } from '../runtime/index.js';
import { messageOf } from '../base/error-message.js';
import type { SearchClient } from './client.js';
import {
  codeOf,
  NO_METRICS,
  openSearchClient,
  publishShardMetrics,
  runLeg,
  shardDeps,
  warmArtifactClient,
  writeDiagnostics,
  type LegResult,
  type PlannedLeg,
  type SearchClientOverrides,
  type ShardLegSettings,
  type Topic,
} from './leg.js';
import type { ShardOutcome } from './shard.js';

export interface ShardJob {
  runContext: RunContext;
  attempt: number;
  settings: ShardLegSettings & { cacheDir: string | undefined };
  /** Wall clock, epoch ms. */
  now: () => number;
  sleep: ((ms: number, signal: AbortSignal) => Promise<void>) | undefined;
  overrides: SearchClientOverrides | undefined;
  /** The topic and last week's snapshot, loaded once the legs are known. */
  prepare: () => Promise<{ topic: Topic; previous: ShardOutcome['snapshot'] | null }>;
}

/** Each shard's requests, tallied apart, and its wall time. */
interface Measures {
  tallies: Map<string, HttpTally>;
  durations: Map<string, number>;
}

/** Runs the legs; returns one result per leg (plan order) and the client's paced time. */
export async function crawlShardLegs(
  ctx: ActionContext,
  store: ArtifactStore,
  legs: readonly PlannedLeg[],
  job: ShardJob,
): Promise<{ results: LegResult[]; pacedMs: number }> {
  warmArtifactClient(store);
  const results: LegResult[] = [];
  const measures: Measures = { tallies: new Map(), durations: new Map() };
  let client: SearchClient | undefined;
  try {
    const { topic, previous } = await job.prepare();
    let tally = new HttpTally();
    client = openSearchClient(ctx, job.settings, job.now, job.sleep, job.overrides, {
      add: (status, bytes) => tally.add(status, bytes),
    });
    for (const leg of legs) {
      tally = new HttpTally();
      results.push(
        await crawlOneShard(ctx, store, client, leg, job, { topic, previous }, tally, measures),
      );
    }
  } catch (error) {
    const failure = { ok: false as const, code: codeOf(error), message: messageOf(error) };
    for (const leg of legs.slice(results.length))
      results.push({ leg, ...failure, metrics: NO_METRICS, queries: [] });
  }
  await publishLegRecords(ctx, store, results, job, measures);
  return { results, pacedMs: client?.budget.pacedMs ?? 0 };
}

async function crawlOneShard(
  ctx: ActionContext,
  store: ArtifactStore,
  search: SearchClient,
  leg: PlannedLeg,
  job: ShardJob,
  loaded: { topic: Topic; previous: ShardOutcome['snapshot'] | null },
  tally: HttpTally,
  measures: Measures,
): Promise<LegResult> {
  if (ctx.cancelled()) {
    const message = 'cancelled before the shard started';
    return { leg, ok: false, code: 'cancelled', message, metrics: NO_METRICS, queries: [] };
  }
  measures.tallies.set(leg.shardId, tally);
  const started = performance.now();
  const cache = { dir: job.settings.cacheDir, runId: job.runContext.run_id, now: job.now };
  const result = await runLeg(ctx, store, shardDeps(ctx, search, leg.shardId, cache), leg, {
    runContext: job.runContext,
    topic: loaded.topic,
    previous: loaded.previous,
    inputs: job.settings,
    attempt: job.attempt,
    now: job.now,
  });
  measures.durations.set(leg.shardId, performance.now() - started);
  return result;
}

async function publishLegRecords(
  ctx: ActionContext,
  store: ArtifactStore,
  results: readonly LegResult[],
  job: ShardJob,
  measures: Measures,
): Promise<void> {
  for (const r of results) {
    if (!r.ok) await writeDiagnostics(ctx, store, r, job.runContext, job.attempt);
    await publishShardMetrics(ctx, store, r, {
      runId: job.runContext.run_id,
      attempt: job.attempt,
      durationMs: measures.durations.get(r.leg.shardId) ?? 0,
      tally: measures.tallies.get(r.leg.shardId) ?? new HttpTally(),
    });
  }
}

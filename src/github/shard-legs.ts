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
    const cache = { dir: job.settings.cacheDir, runId: job.runContext.run_id, now: job.now };
    const run = { ...job, topic, previous, inputs: job.settings };
    for (const leg of legs) {
      if (ctx.cancelled()) {
        results.push(cancelledBeforeStart(leg));
        continue;
      }
      tally = new HttpTally();
      measures.tallies.set(leg.shardId, tally);
      const started = performance.now();
      const deps = shardDeps(ctx, client, leg.shardId, cache);
      results.push(await runLeg(ctx, store, deps, leg, run));
      measures.durations.set(leg.shardId, performance.now() - started);
    }
  } catch (error) {
    const failure = { ok: false as const, code: codeOf(error), message: messageOf(error) };
    for (const leg of legs.slice(results.length))
      results.push({ leg, ...failure, metrics: NO_METRICS, queries: [] });
  }
  await publishLegRecords(ctx, store, results, job, measures);
  return { results, pacedMs: client?.budget.pacedMs ?? 0 };
}

function cancelledBeforeStart(leg: PlannedLeg): LegResult {
  const message = 'cancelled before the shard started';
  return { leg, ok: false, code: 'cancelled', message, metrics: NO_METRICS, queries: [] };
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

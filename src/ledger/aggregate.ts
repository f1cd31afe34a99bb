/**
 * (pure) The run metrics ledger from the legs' records: per-leg figures, nearest-rank
 * percentiles of the leg durations, the slowest legs and the critical path. Apart from the
 * measured durations it depends only on the records (sorted here), never on their order.
 */
import { compareStrings } from '../canonical/index.js';
import type { LedgerStep, LegMetrics, RunMetrics } from '../contracts/index.js';

export interface LedgerInput {
  runId: string;
  week: string;
  plan: LegMetrics | null;
  legs: readonly LegMetrics[];
  fanInMs: number;
  leftOut: readonly { artifact: string; reason: string }[];
}

/** How many of the slowest legs the ledger names. */
export const SLOWEST_LEGS = 5;

const KIND_ORDER: Record<LegMetrics['kind'], number> = { plan: 0, rss: 1, github: 2 };

function byKindThenSeq(a: LegMetrics, b: LegMetrics): number {
  return (
    KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
    (a.seq ?? -1) - (b.seq ?? -1) ||
    compareStrings(a.leg_id, b.leg_id)
  );
}

export function stepName(leg: Pick<LegMetrics, 'kind' | 'leg_id'>): string {
  return leg.kind === 'plan' ? 'plan' : `${leg.kind}/${leg.leg_id}`;
}

/** Nearest rank: the smallest value with at least p % of the values at or below it. */
export function percentile(sortedAscending: readonly number[], p: number): number {
  if (sortedAscending.length === 0) throw new RangeError('percentile of no values');
  const rank = Math.max(1, Math.ceil((p / 100) * sortedAscending.length));
  return sortedAscending[rank - 1]!;
}

function slowestFirst(legs: readonly LegMetrics[]): LegMetrics[] {
  return [...legs].sort(
    (a, b) =>
      b.duration_ms - a.duration_ms ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      compareStrings(a.leg_id, b.leg_id),
  );
}

function addStatuses(into: Record<string, number>, from: LegMetrics['http_status']): void {
  for (const [status, n] of Object.entries(from)) into[status] = (into[status] ?? 0) + (n ?? 0);
}

function totals(legs: readonly LegMetrics[]): RunMetrics['totals'] {
  const sum = (f: (l: LegMetrics) => number) => legs.reduce((n, l) => n + f(l), 0);
  const statuses: Record<string, number> = {};
  for (const leg of legs) addStatuses(statuses, leg.http_status);
  const keys = Object.keys(statuses).sort(compareStrings);
  return {
    items: sum((l) => l.items),
    bytes: sum((l) => l.bytes),
    retries: sum((l) => l.retries),
    http_status: Object.fromEntries(keys.map((k) => [k, statuses[k]!])),
    api_calls: sum((l) => l.api_calls),
    cache_hits: sum((l) => l.cache_hits),
    rate_limit_waits: sum((l) => l.rate_limit_waits),
  };
}

function criticalPath(input: LedgerInput, slowest: LegMetrics | undefined): LedgerStep[] {
  const path: LedgerStep[] = [];
  if (input.plan !== null) path.push({ step: 'plan', duration_ms: input.plan.duration_ms });
  if (slowest !== undefined)
    path.push({ step: stepName(slowest), duration_ms: slowest.duration_ms });
  path.push({ step: 'fan-in', duration_ms: Math.max(0, Math.round(input.fanInMs)) });
  return path;
}

export function buildRunLedger(input: LedgerInput): RunMetrics {
  const legs = [...input.legs].sort(byKindThenSeq);
  const ranked = slowestFirst(legs);
  const durations = legs.map((l) => l.duration_ms).sort((a, b) => a - b);
  const path = criticalPath(input, ranked[0]);
  return {
    schema_version: 'run_metrics_v1',
    run_id: input.runId,
    week: input.week,
    plan: input.plan,
    legs,
    fan_in: { duration_ms: Math.max(0, Math.round(input.fanInMs)) },
    run: {
      legs: legs.length,
      leg_duration_ms:
        durations.length === 0
          ? null
          : {
              p50: percentile(durations, 50),
              p95: percentile(durations, 95),
              max: durations.at(-1)!,
            },
      slowest: ranked
        .slice(0, SLOWEST_LEGS)
        .map((l) => ({ step: stepName(l), duration_ms: l.duration_ms })),
      critical_path: path,
      critical_path_ms: path.reduce((n, s) => n + s.duration_ms, 0),
    },
    totals: totals(legs),
    left_out: [...input.leftOut].sort((a, b) => compareStrings(a.artifact, b.artifact)),
  };
}

/**
 * (pure) A leg's metrics record, from what the leg measured. The innermost fan frame gives
 * fan_id and seq (frames are inherited, never rewritten: the innermost one is the leg's own).
 */
import type { FanFrame, LegMetrics } from '../contracts/index.js';

export interface LegMeasurements {
  runId: string;
  kind: LegMetrics['kind'];
  legId: string;
  /** The leg's frames, outermost first; none for the plan. */
  fan: readonly FanFrame[];
  attempt: number;
  correlationId: string;
  status: LegMetrics['status'];
  durationMs: number;
  items: number;
  bytes?: number;
  retries?: number;
  httpStatus?: Record<string, number>;
  apiCalls?: number;
  cacheHits?: number;
  rateLimitWaits?: number;
}

/** A count: a finite number made a non-negative integer (a measurement is never negative). */
function count(value: number | undefined): number {
  return value === undefined || !Number.isFinite(value) ? 0 : Math.max(0, Math.round(value));
}

export function legMetricsRecord(m: LegMeasurements): LegMetrics {
  const frame = m.fan.at(-1);
  return {
    schema_version: 'leg_metrics_v1',
    run_id: m.runId,
    kind: m.kind,
    leg_id: m.legId,
    fan_id: m.kind === 'plan' ? null : (frame?.fan_id ?? null),
    seq: m.kind === 'plan' ? null : (frame?.seq ?? null),
    attempt: m.attempt,
    correlation_id: m.correlationId,
    status: m.status,
    duration_ms: count(m.durationMs),
    items: count(m.items),
    bytes: count(m.bytes),
    retries: count(m.retries),
    http_status: Object.fromEntries(
      Object.entries(m.httpStatus ?? {}).map(([status, n]) => [status, count(n)]),
    ),
    api_calls: count(m.apiCalls),
    cache_hits: count(m.cacheHits),
    rate_limit_waits: count(m.rateLimitWaits),
  };
}

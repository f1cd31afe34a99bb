/**
 * Where a leg's metrics record travels: an artifact of its own, `metrics-<kind>-<id>-a<N>`
 * holding one file `metrics-<kind>-<id>.json`. Its name starts with neither `rss-` nor
 * `github-`, so the fan-in's leg validation never mistakes it for a leg.
 */
import { attemptName } from '../artifacts/index.js';
import type { LegMetrics } from '../contracts/index.js';

export const METRICS_PREFIX = 'metrics-';

export function legMetricsBase(kind: LegMetrics['kind'], legId: string): string {
  return kind === 'plan' ? `${METRICS_PREFIX}plan` : `${METRICS_PREFIX}${kind}-${legId}`;
}

export function legMetricsArtifactName(record: LegMetrics): string {
  return attemptName(legMetricsBase(record.kind, record.leg_id), record.attempt);
}

export function legMetricsFileName(record: Pick<LegMetrics, 'kind' | 'leg_id'>): string {
  return `${legMetricsBase(record.kind, record.leg_id)}.json`;
}

/** `{week}-metrics.json`, written next to the canonical outputs. */
export function runMetricsFileName(week: string): string {
  return `${week}-metrics.json`;
}

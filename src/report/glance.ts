/**
 * (pure) A run at a glance: its outcome, its legs with failures first, what each leg brought
 * and how long it took, and the warnings. Built from the fan-in's diagnostics and, when
 * there is one, the run ledger; rendered as the fan-in's job summary (markdown.ts) and by
 * `squadscope crawl` (text.ts), so that both say the same.
 */
import { compareStrings } from '../canonical/index.js';
import type { FanInDiagnostics, RunMetrics } from '../contracts/index.js';

export type LegKind = 'rss' | 'github';
type DiagnosticsLeg = NonNullable<FanInDiagnostics['fans'][string]>['legs'][number];

export interface GlanceLeg {
  kind: LegKind;
  id: string;
  seq: number;
  status: DiagnosticsLeg['status'];
  required: boolean;
  /** Articles (rss) or repositories (github) accepted from the leg. */
  items: number;
  /** From the leg's metrics record; null when the ledger has none. */
  durationMs: number | null;
  verdict: string;
}

export interface Glance {
  week: string;
  runId: string;
  outcome: FanInDiagnostics['status'];
  reason: string | null;
  /** Failures first (failed, missing, partial, success), then rss before github, then seq. */
  legs: GlanceLeg[];
  articles: number;
  repositories: number;
  warnings: string[];
  rejected: { artifact: string; reason: string; pointer: string; message: string }[];
  /** From the ledger: where the run's time went. */
  timing: Pick<RunMetrics['run'], 'leg_duration_ms' | 'critical_path' | 'critical_path_ms'> | null;
}

const STATUS_ORDER: Record<DiagnosticsLeg['status'], number> = {
  failed: 0,
  missing: 1,
  partial: 2,
  success: 3,
};

function verdict(leg: DiagnosticsLeg): string {
  if (leg.artifact !== null) return `accepted ${leg.artifact}`;
  if (leg.error === 'unreadable') return 'unreadable (artifact service)';
  return leg.error === undefined || leg.error === 'no_artifact'
    ? 'no artifact'
    : `rejected (${leg.error})`;
}

export function failuresFirst(a: GlanceLeg, b: GlanceLeg): number {
  return (
    STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
    (a.kind === b.kind ? 0 : a.kind === 'rss' ? -1 : 1) ||
    a.seq - b.seq ||
    compareStrings(a.id, b.id)
  );
}

function legsOf(d: FanInDiagnostics, ledger: RunMetrics | null): GlanceLeg[] {
  const durations = new Map(
    (ledger?.legs ?? []).map((l) => [`${l.kind}/${l.leg_id}`, l.duration_ms] as const),
  );
  const legs: GlanceLeg[] = [];
  for (const kind of ['rss', 'github'] as const) {
    for (const leg of d.fans[kind]?.legs ?? []) {
      legs.push({
        kind,
        id: leg.id,
        seq: leg.seq,
        status: leg.status,
        required: leg.required,
        items: leg.items,
        durationMs: durations.get(`${kind}/${leg.id}`) ?? null,
        verdict: verdict(leg),
      });
    }
  }
  return legs.sort(failuresFirst);
}

export function glanceOf(d: FanInDiagnostics, ledger: RunMetrics | null): Glance {
  const legs = legsOf(d, ledger);
  const sum = (kind: LegKind) =>
    legs.filter((l) => l.kind === kind).reduce((n, l) => n + l.items, 0);
  return {
    week: d.week,
    runId: d.run_id,
    outcome: d.status,
    reason: d.reason,
    legs,
    articles: sum('rss'),
    repositories: sum('github'),
    warnings: [...d.warnings],
    rejected: d.artifacts
      .filter((a) => a.verdict === 'rejected')
      .map((a) => ({
        artifact: a.name,
        reason: a.reason ?? '',
        pointer: a.errors[0]?.pointer || '/',
        message: a.errors[0]?.message ?? '',
      })),
    timing:
      ledger === null
        ? null
        : {
            leg_duration_ms: ledger.run.leg_duration_ms,
            critical_path: ledger.run.critical_path,
            critical_path_ms: ledger.run.critical_path_ms,
          },
  };
}

/** `3 legs: 2 success, 1 failed` (statuses in failures-first order). */
export function legCounts(legs: readonly GlanceLeg[]): string {
  const counts = new Map<string, number>();
  for (const leg of legs) counts.set(leg.status, (counts.get(leg.status) ?? 0) + 1);
  const parts = (Object.keys(STATUS_ORDER) as DiagnosticsLeg['status'][])
    .filter((s) => counts.has(s))
    .map((s) => `${counts.get(s)} ${s}`);
  return `${legs.length} ${legs.length === 1 ? 'leg' : 'legs'}${parts.length ? `: ${parts.join(', ')}` : ''}`;
}

export function secondsText(ms: number | null): string {
  return ms === null ? '-' : `${(ms / 1000).toFixed(1)} s`;
}

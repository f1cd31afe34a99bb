// The job summary of fan-in: a table per fan (leg, status, items, verdict), the warnings
// and the rejected artifacts. JobSummary escapes every cell (leg ids and messages come
// from artifacts).

import type { FanInResult } from '../../fanin/index.js';
import type { JobSummary } from '../../runtime/index.js';

type FanDiagnostics = NonNullable<FanInResult['diagnostics']['fans'][string]>;

function verdict(leg: FanDiagnostics['legs'][number]): string {
  if (leg.artifact !== null) return `accepted ${leg.artifact}`;
  return leg.error === undefined || leg.error === 'no_artifact'
    ? 'no artifact'
    : `rejected (${leg.error})`;
}

export function writeFanInSummary(summary: JobSummary, result: FanInResult): void {
  const d = result.diagnostics;
  summary.heading(`Fan-in ${d.week}: ${d.status}`);
  summary.paragraph(`Run ${d.run_id}, merged at ${d.merged_at}.${d.reason ? ` ${d.reason}` : ''}`);
  if (d.skipped && d.skipped.length > 0) {
    summary.heading('Not planned', 3);
    summary.table(
      ['Source', 'Why'],
      d.skipped.map((s) => [s.id, s.reason]),
    );
  }
  for (const fan of ['rss', 'github'] as const) {
    const f = d.fans[fan];
    if (!f) continue;
    summary.heading(
      `${fan === 'rss' ? 'RSS sources' : 'GitHub shards'} (${f.legs.length} planned${f.closed ? '' : ', not all arrived'})`,
      3,
    );
    summary.table(
      ['Leg', 'Status', fan === 'rss' ? 'Articles' : 'Repositories', 'Verdict'],
      f.legs.map((leg) => [leg.id, leg.status, String(leg.items), verdict(leg)]),
    );
  }
  const written = result.files.map(
    (f) => `${f.outcome === 'written' ? 'wrote' : 'unchanged'} ${f.path}`,
  );
  if (written.length > 0) {
    summary.heading('Files', 3);
    summary.list(written);
  }
  if (d.warnings.length > 0) {
    summary.heading('Warnings', 3);
    summary.list(d.warnings);
  }
  const rejected = d.artifacts.filter((a) => a.verdict === 'rejected');
  if (rejected.length > 0) {
    summary.heading('Rejected artifacts', 3);
    summary.table(
      ['Artifact', 'Reason', 'Pointer', 'Message'],
      rejected.map((a) => [
        a.name,
        a.reason ?? '',
        a.errors[0]?.pointer || '/',
        a.errors[0]?.message ?? '',
      ]),
    );
  }
}

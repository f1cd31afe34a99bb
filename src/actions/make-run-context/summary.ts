// The job summary of make-run-context: the window, the run id, the planned legs and why
// any source was skipped, and when the next skipped source falls due. JobSummary escapes every cell.

import type { JobSummary } from '../../runtime/index.js';
import { nextDueLine, type PlannedRun } from '../../runcontext/index.js';

/** `nextDue`: the next-due output ('' when no source waits for its interval). */
export function writeRunSummary(
  summary: JobSummary,
  { context, plan }: PlannedRun,
  nextDue: string,
): void {
  summary.heading(`Run context ${context.week}`);
  summary.table(
    ['Field', 'Value'],
    [
      ['Window', `${context.since} to ${context.until} (until exclusive)`],
      ['Run id', context.run_id],
      ['Source config', context.source_config_checksum],
      ['Topic config', context.topic_config_checksum],
      ['Code', context.code_sha],
      ['Created', context.created_at],
    ],
  );

  summary.heading('Planned legs', 3);
  const rows: string[][] = [];
  for (const kind of ['rss', 'github'] as const) {
    const fan = plan.fans[kind];
    for (const leg of fan?.legs ?? []) {
      rows.push([kind, String(leg.seq), leg.id, leg.required ? 'yes' : 'no']);
    }
  }
  if (rows.length > 0) summary.table(['Fan', 'Seq', 'Leg', 'Required'], rows);
  else summary.paragraph('No legs: no source is due and the GitHub fan is off.');
  summary.paragraph(nextDueLine(nextDue));

  if (plan.skipped.length > 0) {
    summary.heading('Skipped sources', 3);
    summary.table(
      ['Source', 'Why'],
      plan.skipped.map((s) => [s.id, s.reason]),
    );
  }
}

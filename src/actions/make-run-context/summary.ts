// The job summary of make-run-context: the window, the run id, the planned legs and why
// any source was skipped. JobSummary escapes every cell.

import type { JobSummary } from '../../runtime/index.js';
import type { PlannedRun } from '../../runcontext/index.js';

export function writeRunSummary(summary: JobSummary, { context, plan }: PlannedRun): void {
  const legs = (['rss', 'github'] as const).map((kind) => plan.fans[kind]?.legs.length ?? 0);
  summary.heading(
    `Run context ${context.week}: ${legs[0]} RSS legs and ${legs[1]} GitHub shards planned`,
  );
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

  if (plan.skipped.length > 0) {
    summary.heading('Skipped sources', 3);
    summary.table(
      ['Source', 'Why'],
      plan.skipped.map((s) => [s.id, s.reason]),
    );
  }
}

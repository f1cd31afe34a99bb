// The job summary of okf-stats: the statistics as a table (JobSummary escapes every cell:
// top values come from the data).

import type { StatsResult } from '../../okf/index.js';
import type { JobSummary } from '../../runtime/index.js';

export function writeStatsSummary(summary: JobSummary, result: StatsResult): void {
  summary.heading(`okf stats ${result.ref} ${result.field}`);
  const rows = Object.entries(result)
    .filter(([key]) => key !== 'ref' && key !== 'field' && key !== 'top')
    .map(([key, value]) => [key, String(value)]);
  summary.table(['Statistic', 'Value'], rows);
  if (result.top !== undefined && result.top.length > 0) {
    summary.table(
      ['Top value', 'Count'],
      result.top.map((t) => [JSON.stringify(t.value), String(t.count)]),
    );
  }
}

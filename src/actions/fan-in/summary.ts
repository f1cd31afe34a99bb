// The job summary of fan-in: the run at a glance (src/report), from the diagnostics and the
// run ledger, and for a plan with no legs why nothing was planned. JobSummary escapes every
// cell (leg ids and messages come from artifacts).

import type { RunMetrics } from '../../contracts/index.js';
import type { FanInResult } from '../../fanin/index.js';
import { glanceOf, writeGlanceSummary } from '../../report/index.js';
import type { JobSummary } from '../../runtime/index.js';

export function writeFanInSummary(
  summary: JobSummary,
  result: FanInResult,
  ledger: RunMetrics | null,
): void {
  const d = result.diagnostics;
  writeGlanceSummary(summary, glanceOf(d, ledger));
  if (d.skipped && d.skipped.length > 0) {
    summary.heading('Not planned', 3);
    summary.table(
      ['Source', 'Why'],
      d.skipped.map((s) => [s.id, s.reason]),
    );
  }
}

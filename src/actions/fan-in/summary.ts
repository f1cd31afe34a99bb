// The job summary of fan-in: the run at a glance (src/report), from the diagnostics and the
// run ledger. JobSummary escapes every cell (leg ids and messages come from artifacts).

import type { RunMetrics } from '../../contracts/index.js';
import type { FanInResult } from '../../fanin/index.js';
import { glanceOf, writeGlanceSummary } from '../../report/index.js';
import type { JobSummary } from '../../runtime/index.js';

export function writeFanInSummary(
  summary: JobSummary,
  result: FanInResult,
  ledger: RunMetrics | null,
): void {
  writeGlanceSummary(summary, glanceOf(result.diagnostics, ledger));
}

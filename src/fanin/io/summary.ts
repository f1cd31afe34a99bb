// The job summary of fan-in: the run at a glance (src/report), from the diagnostics and the
// run ledger, and for a plan with no legs why nothing was planned. JobSummary escapes every
// cell (leg ids and messages come from artifacts).

import type { RunMetrics } from '../../contracts/index.js';
import type { FanInResult } from './run.js';
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

/** The job summary of a partial fan-in: the chunk and what its partial artifact holds. */
export function writePartialSummary(
  summary: JobSummary,
  p: {
    chunk: number;
    chunks: number | undefined;
    name: string;
    held: number;
    missing: number;
    partial: { legs: readonly unknown[] };
  },
): void {
  summary.heading(`Partial fan-in: chunk ${p.chunk} of ${p.chunks ?? '?'}`, 3);
  summary.table(
    ['Artifact', 'Legs', 'Held', 'Without a valid payload'],
    [[p.name, String(p.partial.legs.length), String(p.held), String(p.missing)]],
  );
}

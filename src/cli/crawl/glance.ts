/**
 * The fan-in's diagnostics and run ledger, read back from the files it wrote, as the run at
 * a glance. Both are checked against their schemas; a file that is missing or does not
 * validate leaves the glance out (the summary above it still stands).
 */
import { readFile } from 'node:fs/promises';
import { parseStrict } from '../../canonical/index.js';
import { validate, type FanInDiagnostics, type RunMetrics } from '../../contracts/index.js';
import { buildRunLedger } from '../../ledger/index.js';
import { glanceOf, type Glance } from '../../report/index.js';

/** The times the crawl measured for its steps, each a whole step as its table shows it. */
export interface StepTimes {
  planMs: number;
  fanInMs: number;
  /** A leg's step, by kind and leg id (undefined: the crawl ran no step of that id). */
  legMs: (kind: 'rss' | 'github', legId: string) => number | undefined;
}

/**
 * The ledger with the crawl's step times in place of the legs' own (pure). A leg measures
 * its work inside the step, without the process start the crawl's table counts: a chart of
 * those beside the table would show 0.0 s where the table says 0.2 s. One figure, the
 * table's, then feeds both, and the critical path is computed from it as the fan-in does.
 */
export function retimed(ledger: RunMetrics, times: StepTimes): RunMetrics {
  const ms = (value: number) => Math.max(0, Math.round(value));
  const legs = ledger.legs.map((leg) => {
    const step = leg.kind === 'plan' ? undefined : times.legMs(leg.kind, leg.leg_id);
    return step === undefined ? leg : { ...leg, duration_ms: ms(step) };
  });
  return buildRunLedger({
    runId: ledger.run_id,
    week: ledger.week,
    plan: ledger.plan === null ? null : { ...ledger.plan, duration_ms: ms(times.planMs) },
    legs,
    fanInMs: times.fanInMs,
    leftOut: ledger.left_out,
  });
}

const MAX_BYTES = 64 * 1024 * 1024;

async function readContract<T>(
  path: string | undefined,
  contract: 'fan_in_diagnostics_v1' | 'run_metrics_v1',
): Promise<T | null> {
  if (!path) return null;
  try {
    const value = parseStrict(await readFile(path), { source: path, maxBytes: MAX_BYTES });
    return validate(contract, value).ok ? (value as T) : null;
  } catch {
    return null;
  }
}

/** The run at a glance; its durations are `times`, the crawl's own, when given. */
export async function readGlance(
  diagnosticsPath: string | undefined,
  ledgerPath: string | undefined,
  times?: StepTimes,
): Promise<Glance | null> {
  const diagnostics = await readContract<FanInDiagnostics>(
    diagnosticsPath,
    'fan_in_diagnostics_v1',
  );
  if (diagnostics === null) return null;
  const ledger = await readContract<RunMetrics>(ledgerPath, 'run_metrics_v1');
  return glanceOf(diagnostics, ledger && times ? retimed(ledger, times) : ledger);
}

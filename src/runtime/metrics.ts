import { join } from 'node:path';
import { writeFileAtomic } from '../canonical/index.js';
import type { JobSummary } from './summary.js';

export interface PhaseTiming {
  name: string;
  ms: number;
}

export type Outcome = 'success' | 'failure' | 'cancelled';

/** The metrics file, `$RUNNER_TEMP/squadscope-metrics/<name>-<correlationId>.json`. */
export interface MetricsReport {
  action: string;
  correlation_id: string;
  outcome: Outcome;
  exit_code: number;
  duration_ms: number;
  phases: PhaseTiming[];
  /** Sorted by name (UTF-16 code units). */
  metrics: Record<string, number>;
}

/** Phase timings and named values of one action run; the last value of a name wins. */
export class MetricsRecorder {
  readonly #phases: PhaseTiming[] = [];
  readonly #values = new Map<string, number>();

  /** Returns false (recording nothing) when the value is not a finite number. */
  set(name: string, value: number): boolean {
    if (!Number.isFinite(value)) return false;
    this.#values.set(name, value);
    return true;
  }

  addPhase(name: string, ms: number): void {
    this.#phases.push({ name, ms: Math.max(0, Math.round(ms)) });
  }

  phases(): PhaseTiming[] {
    return this.#phases.map((p) => ({ ...p }));
  }

  values(): Record<string, number> {
    const names = [...this.#values.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(names.map((n) => [n, this.#values.get(n) as number]));
  }
}

/**
 * One line of outcome for an action that wrote no summary of its own (it failed before it
 * could): the action, its outcome and exit code, and how long it ran.
 */
export function addOutcomeToSummary(summary: JobSummary, report: MetricsReport): void {
  summary.heading(
    `${report.action}: ${report.outcome} (exit code ${report.exit_code}, ${(report.duration_ms / 1000).toFixed(1)} s)`,
    3,
  );
}

/** The metrics file path; the action name is reduced to file-name-safe characters. */
export function metricsFilePath(runnerTemp: string, action: string, correlationId: string): string {
  const safe = (s: string) => s.replace(/[^A-Za-z0-9._-]/g, '_');
  return join(runnerTemp, 'squadscope-metrics', `${safe(action)}-${safe(correlationId)}.json`);
}

/** Writes the metrics file under RUNNER_TEMP; returns its path, or undefined when RUNNER_TEMP is unset. */
export async function writeMetricsFile(
  report: MetricsReport,
  env: NodeJS.ProcessEnv,
): Promise<string | undefined> {
  const runnerTemp = env.RUNNER_TEMP;
  if (!runnerTemp) return undefined;
  const path = metricsFilePath(runnerTemp, report.action, report.correlation_id);
  await writeFileAtomic(path, `${JSON.stringify(report, null, 2)}\n`);
  return path;
}

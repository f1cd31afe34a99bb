/**
 * The fan-in's diagnostics and run ledger, read back from the files it wrote, as the run at
 * a glance. Both are checked against their schemas; a file that is missing or does not
 * validate leaves the glance out (the summary above it still stands).
 */
import { readFile } from 'node:fs/promises';
import { parseStrict } from '../../canonical/index.js';
import { validate, type FanInDiagnostics, type RunMetrics } from '../../contracts/index.js';
import { glanceOf, type Glance } from '../../report/index.js';

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

export async function readGlance(
  diagnosticsPath: string | undefined,
  ledgerPath: string | undefined,
): Promise<Glance | null> {
  const diagnostics = await readContract<FanInDiagnostics>(
    diagnosticsPath,
    'fan_in_diagnostics_v1',
  );
  if (diagnostics === null) return null;
  return glanceOf(diagnostics, await readContract<RunMetrics>(ledgerPath, 'run_metrics_v1'));
}

/**
 * The fan-in's outputs as artifacts of this attempt: the canonical outputs
 * (`canonical-<week>-a<attempt>`), the diagnostics, and the run ledger beside them. An
 * artifact that already exists with the same files (a rerun of the same attempt on a local
 * directory) is fine; with other files it is an error.
 */
import type { ArtifactStore } from '../../artifacts/store.js';
import { filesOf, uploadOnce } from '../../artifacts/upload-once.js';
import {
  canonicalArtifactName,
  fanInDiagnosticsArtifactName,
} from '../../contracts/artifact-names.js';
import { uploadRunLedger } from '../../ledger/upload.js';
import type { LedgerContext } from '../../ledger/write.js';
import { sameBytesApartFromVolatile } from './files.js';
import type { FanInResult } from './run.js';

/** Uploads the outputs of `result`; answers the canonical artifact's name ('' without one). */
export async function uploadFanInOutputs(
  log: LedgerContext['log'],
  store: ArtifactStore,
  result: FanInResult,
  attempt: number,
  ledgerPath: string | null,
): Promise<string> {
  const week = result.diagnostics.week;
  const upload = async (name: string, paths: string[]): Promise<void> => {
    const files = await filesOf(paths);
    const outcome = await uploadOnce(store, name, files, sameBytesApartFromVolatile);
    log.info(
      outcome === 'uploaded'
        ? `Uploaded artifact ${name} (${files.map((f) => f.name).join(', ')})`
        : `Artifact ${name} already exists with the same content`,
    );
  };
  let canonicalArtifact = '';
  const canonical = [result.paths.github, result.paths.news].filter((p): p is string => p !== null);
  if (canonical.length > 0) {
    canonicalArtifact = canonicalArtifactName(week, attempt);
    await upload(canonicalArtifact, canonical);
  }
  await upload(fanInDiagnosticsArtifactName(attempt), [result.paths.diagnostics]);
  if (ledgerPath !== null) await uploadRunLedger(log, store, week, attempt, ledgerPath);
  return canonicalArtifact;
}

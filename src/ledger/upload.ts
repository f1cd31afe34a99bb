/**
 * The run ledger's own artifact (`run-metrics-<week>-a<attempt>`). Its durations differ
 * from run to run, so an attempt run again keeps the first one; no problem here ever fails
 * the fan-in: it is a warning.
 */
import { ArtifactError } from '../artifacts/errors.js';
import type { ArtifactStore } from '../artifacts/store.js';
import { filesOf } from '../artifacts/upload-once.js';
import { runMetricsArtifactName } from '../contracts/artifact-names.js';
import { reasonOf } from '../base/error-message.js';
import type { LedgerContext } from './write.js';

export async function uploadRunLedger(
  log: LedgerContext['log'],
  store: ArtifactStore,
  week: string,
  attempt: number,
  path: string,
): Promise<void> {
  const name = runMetricsArtifactName(week, attempt);
  try {
    await store.upload(name, await filesOf([path]));
    log.info(`Uploaded artifact ${name}`);
  } catch (error) {
    if (error instanceof ArtifactError && error.code === 'exists')
      log.info(`Artifact ${name} already exists: kept`);
    else log.warning(`Could not upload the run ledger: ${reasonOf(error, 300)}`);
  }
}

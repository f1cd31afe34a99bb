/**
 * A leg's side of the ledger: uploads its metrics record as an artifact of its own. The
 * ledger is observability, not data: a failed upload is one warning, never a failed leg.
 */
import { ArtifactError, type ArtifactStore } from '../artifacts/index.js';
import { canonicalJson } from '../canonical/index.js';
import type { LegMetrics } from '../contracts/index.js';
import { legMetricsArtifactName, legMetricsFileName } from '../contracts/artifact-names.js';
import { messageOf } from '../base/error-message.js';

export async function publishLegMetrics(
  store: ArtifactStore,
  record: LegMetrics,
  log: { info(message: string): void; warning(message: string): void },
): Promise<string | null> {
  const name = legMetricsArtifactName(record);
  try {
    await store.upload(name, [
      { name: legMetricsFileName(record), data: canonicalJson(record) + '\n' },
    ]);
  } catch (error) {
    // The same attempt run again into one directory: its first record stays.
    if (error instanceof ArtifactError && error.code === 'exists') {
      log.info(`Metrics record ${name} already exists: kept`);
      return name;
    }
    log.warning(`Could not upload the metrics record ${name}: ${messageOf(error)}`);
    return null;
  }
  log.info(`Uploaded metrics record ${name}`);
  return name;
}

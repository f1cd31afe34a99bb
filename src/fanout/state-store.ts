/**
 * Latent gather states as artifacts: `gather-<collector>-<hash>-s<version>` holds
 * state.json. A pull reads the newest version (a corrupt or foreign one is an error, not
 * skipped: silently starting over would fold every leg again) and publishes the next one;
 * the previous versions stay, so a failed pull leaves the newest state intact.
 */
import { ArtifactError, type ArtifactStore } from '../artifacts/index.js';
import { messageOf } from '../runtime/error-message.js';
import { canonicalJson, parseStrict } from '../canonical/index.js';
import {
  GatherStateError,
  resumeGather,
  type AnyKernel,
  type GatherRecord,
  type GatherSpec,
} from '../gather/index.js';
import {
  checkUploadSize,
  MAX_STATE_BYTES,
  parseStateName,
  STATE_FILE,
  stateArtifactName,
} from './legs.js';

export interface StoredState {
  record: GatherRecord;
  version: number;
  artifact: string;
}

/** The newest state of (collector, fan) in `names`, or null when there is none yet. */
export function newestStateName(
  names: readonly string[],
  spec: GatherSpec,
): { name: string; version: number } | null {
  let best: { name: string; version: number } | null = null;
  for (const name of names) {
    const version = parseStateName(name, spec.collector, spec.fan_id);
    if (version !== null && (best === null || version > best.version)) best = { name, version };
  }
  return best;
}

export async function loadState(
  store: ArtifactStore,
  newest: { name: string; version: number },
  spec: GatherSpec,
  kernel: AnyKernel,
): Promise<StoredState> {
  const files = await store.download(newest.name, { maxBytes: MAX_STATE_BYTES, maxFiles: 1 });
  const bytes = files.get(STATE_FILE);
  if (bytes === undefined || files.size !== 1) {
    throw new GatherStateError(
      `gather state ${JSON.stringify(newest.name)} does not hold exactly ${STATE_FILE}`,
    );
  }
  let value: unknown;
  try {
    value = parseStrict(bytes, {
      maxBytes: MAX_STATE_BYTES,
      source: `${newest.name}/${STATE_FILE}`,
    });
  } catch (error) {
    throw new GatherStateError(
      `gather state ${JSON.stringify(newest.name)} is corrupt: ${messageOf(error)}`,
    );
  }
  return {
    record: resumeGather(value, spec, JSON.stringify(newest.name), kernel),
    version: newest.version,
    artifact: newest.name,
  };
}

/**
 * Publishes `record` as the next version; null when another pull published that version
 * first (the caller pulls again from it).
 */
export async function publishState(
  store: ArtifactStore,
  record: GatherRecord,
  version: number,
  maxBytes = MAX_STATE_BYTES,
): Promise<string | null> {
  const name = stateArtifactName(record.collector, record.fan_id, version);
  const data = `${canonicalJson(record)}\n`;
  checkUploadSize(`gather state ${name} (${STATE_FILE})`, data, maxBytes);
  try {
    await store.upload(name, [{ name: STATE_FILE, data }]);
    return name;
  } catch (error) {
    if (error instanceof ArtifactError && error.code === 'exists') return null;
    throw error;
  }
}

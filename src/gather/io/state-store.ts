/**
 * Latent gather states as artifacts: `gather-<collector>-<hash>-s<version>` holds
 * state.json. A pull reads the newest version (a corrupt or foreign one is an error, not
 * skipped: silently starting over would fold every leg again) and publishes the next one;
 * the previous versions stay, so a failed pull leaves the newest state intact.
 */
import { ArtifactError, type ArtifactStore } from '../../artifacts/index.js';
import { backoffDelayMs } from '../../http/retry.js';
import { messageOf } from '../../base/error-message.js';
import { canonicalJson, parseStrict } from '../../canonical/index.js';
import {
  GatherStateError,
  resumeGather,
  type AnyKernel,
  type GatherRecord,
  type GatherSpec,
} from '../index.js';
import {
  gatherStateArtifactName,
  parseGatherStateArtifactName,
  STATE_FILE,
} from '../../contracts/artifact-names.js';
import { checkUploadSize, MAX_STATE_BYTES } from './legs.js';

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
    const version = parseGatherStateArtifactName(name, spec.collector, spec.fan_id);
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
  const name = gatherStateArtifactName(record.collector, record.fan_id, version);
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

/** How long a pull that lost the race for a version waits at most for the winner's state. */
export const WINNER_WAIT_MS = 60_000;
/** The waits between looks for the winner's state: full jitter, from 100 ms up to 1 s. */
const WINNER_BACKOFF = { baseMs: 100, capMs: 1000 };

export interface WaitClock {
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  /** Uniform in [0, 1): spreads the looks of several losers. */
  random: () => number;
}

/**
 * After another pull published `version` first: whether the store lists it (or a newer
 * version) within WINNER_WAIT_MS. It looks at once, then after short jittered waits: the
 * winner's artifact is listed once its upload is finalized, which is usually at once.
 */
export async function awaitStateVersion(
  store: ArtifactStore,
  spec: GatherSpec,
  version: number,
  clock: WaitClock,
): Promise<boolean> {
  const deadline = clock.now() + WINNER_WAIT_MS;
  for (let look = 0; ; look++) {
    const names = (await store.list()).map((artifact) => artifact.name);
    if ((newestStateName(names, spec)?.version ?? 0) >= version) return true;
    const left = deadline - clock.now();
    if (left <= 0) return false;
    await clock.sleep(Math.min(left, backoffDelayMs(look, WINNER_BACKOFF, clock.random)));
  }
}

// The artifact store: how legs and fan-in exchange payloads (their only channel).

import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { ActionsArtifactStore } from './service/actions.js';
import { ArtifactError } from './errors.js';
import { LocalArtifactStore } from './local.js';
import type { ArtifactStore } from './store.js';
import type { FindBy } from './service/other-run.js';

export {
  ActionsArtifactStore,
  type ActionsStoreOptions,
  type ArtifactClientLike,
} from './service/actions.js';
export {
  DEFAULT_RANGE_LIMITS,
  FileByteSource,
  HttpRangeSource,
  type ByteCount,
  type ByteSource,
  type RangeLimits,
} from './byte-source.js';
export { ArtifactError, type ArtifactErrorCode } from './errors.js';
export type { FindBy } from './service/other-run.js';
export { parseRepository } from './service/repository.js';
export { DEFAULT_MAX_BYTES, DEFAULT_MAX_FILES, type DownloadOptions } from './limits.js';
export { LocalArtifactStore } from './local.js';
export { pinContent, readLocatedFile, ReadBuffer } from './located.js';
export type { ArtifactFile, ArtifactStore, ArtifactSummary } from './store.js';
export { readZip } from './zip.js';

export interface OpenArtifactStoreOptions {
  /** The `artifact-dir` input: when set (non-empty), a local directory store. */
  artifactDir?: string;
  env: NodeJS.ProcessEnv;
  /** Retention for GitHub artifacts, in days. */
  retentionDays?: number;
  /** Read the artifacts of another workflow run (read-only) through the public API. */
  findBy?: FindBy;
}

/**
 * `artifact-dir` set => a local directory; else on a runner (ACTIONS_RUNTIME_TOKEN
 * present) => GitHub Actions artifacts; else an error telling to set `artifact-dir`.
 */
export function openArtifactStore(opts: OpenArtifactStoreOptions): ArtifactStore {
  const dir = opts.artifactDir?.trim();
  if (dir && opts.findBy) {
    throw new ArtifactError(
      'no_store',
      'artifact-dir and run-id name two stores: give one (a local directory, or another run)',
    );
  }
  if (dir) return new LocalArtifactStore(resolve(dir));

  const { env } = opts;
  if (opts.findBy) {
    return new ActionsArtifactStore({
      tempRoot: env['RUNNER_TEMP'] || tmpdir(),
      env,
      findBy: opts.findBy,
    });
  }
  if (env['ACTIONS_RUNTIME_TOKEN']) {
    if (!env['ACTIONS_RESULTS_URL']) {
      throw new ArtifactError(
        'no_store',
        'ACTIONS_RUNTIME_TOKEN is set but ACTIONS_RESULTS_URL is not: this runner does not provide the artifact service; set the artifact-dir input to use a local directory',
      );
    }
    return new ActionsArtifactStore({
      tempRoot: env['RUNNER_TEMP'] || tmpdir(),
      ...(opts.retentionDays === undefined ? {} : { retentionDays: opts.retentionDays }),
    });
  }
  throw new ArtifactError(
    'no_store',
    'No artifact store: set the artifact-dir input (a local directory) when running outside GitHub Actions (ACTIONS_RUNTIME_TOKEN is not set)',
  );
}

// One error type for every store, so callers (fan-in diagnostics, the CLI) can
// branch on `code` without knowing which backend they talk to.

import { CodedError } from '../base/coded-error.js';

export type ArtifactErrorCode =
  /** An artifact with this name already exists (GitHub answers 409 Conflict). */
  | 'exists'
  | 'not_found'
  /** Over a byte or file-count limit. */
  | 'too_large'
  /** Contents that are not plain files: symlinks, directories, traversal names, bad zips. */
  | 'unsafe'
  /** No store can be opened with the given inputs and environment. */
  | 'no_store'
  /** The backend failed (network, service error). */
  | 'backend';

export class ArtifactError extends CodedError<ArtifactErrorCode> {
  override name = 'ArtifactError';
}

export function existsError(quotedName: string): ArtifactError {
  return new ArtifactError(
    'exists',
    `Artifact ${quotedName} already exists (409 Conflict): artifact names must be unique in a workflow run; ` +
      'leg artifacts carry the run attempt (-a<N>) so that reruns do not collide',
  );
}

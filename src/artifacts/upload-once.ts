// Uploading an artifact whose name carries the run attempt: on GitHub a rerun never collides;
// an existing artifact (a local directory used twice) is fine when it holds the same bytes.

import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { ArtifactError } from './errors.js';
import type { ArtifactFile, ArtifactStore } from './store.js';

/** Whether a kept file stands for ours (default: the same bytes). */
export type SameContent = (kept: Buffer, ours: Buffer) => boolean;

const SAME_BYTES: SameContent = (kept, ours) => kept.equals(ours);

/**
 * Uploads `files` as artifact `name`; when it already exists with the same files (by
 * `same`) this answers 'same', with other files it throws (naming the artifact).
 */
export async function uploadOnce(
  store: ArtifactStore,
  name: string,
  files: readonly ArtifactFile[],
  same: SameContent = SAME_BYTES,
): Promise<'uploaded' | 'same'> {
  try {
    await store.upload(name, [...files]);
    return 'uploaded';
  } catch (error) {
    if (!(error instanceof ArtifactError) || error.code !== 'exists') throw error;
    if (!(await holdsSame(store, name, files, same))) {
      throw new ArtifactError(
        'exists',
        `Artifact ${JSON.stringify(name)} already exists with other content: use an empty artifact-dir or a new run attempt`,
        { cause: error },
      );
    }
    return 'same';
  }
}

/** Whether artifact `name` holds exactly `files`, by `same` (read no further than their size). */
export async function holdsSame(
  store: ArtifactStore,
  name: string,
  files: readonly ArtifactFile[],
  same: SameContent = SAME_BYTES,
): Promise<boolean> {
  const limit = files.reduce((n, f) => n + Buffer.byteLength(f.data), 0);
  let existing: Map<string, Buffer>;
  try {
    existing = await store.download(name, { maxBytes: limit, maxFiles: files.length });
  } catch (error) {
    if (error instanceof ArtifactError && error.code === 'too_large') return false;
    throw error;
  }
  return (
    existing.size === files.length &&
    files.every((f) => {
      const kept = existing.get(f.name);
      return kept !== undefined && same(kept, Buffer.from(f.data));
    })
  );
}

/** The files at `paths` as artifact files, each named by its base name. */
export async function filesOf(paths: readonly string[]): Promise<ArtifactFile[]> {
  return Promise.all(paths.map(async (p) => ({ name: basename(p), data: await readFile(p) })));
}

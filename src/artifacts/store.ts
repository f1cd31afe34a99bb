// The contract every artifact backend fulfils (legs and
// fan-in exchange data only through artifacts).

import type { ByteSource } from './byte-source.js';
import type { DownloadOptions } from './limits.js';
import { ArtifactError } from './errors.js';
import type { LocatedFile } from '../base/located-file.js';
import { assertArtifactName, assertFileName, quoteName } from '../contracts/artifact-names.js';

export interface ArtifactFile {
  name: string;
  data: string | Uint8Array;
}

export interface ArtifactSummary {
  name: string;
  /**
   * Bytes as the backend reports them: the sum of the file sizes for a local
   * directory, the size of the zip archive for GitHub Actions artifacts.
   */
  size: number;
}

export interface ArtifactStore {
  /**
   * Store `files` (flat: plain names, no directories) as artifact `name`, all or
   * nothing. An existing artifact of that name => ArtifactError 'exists'.
   */
  upload(name: string, files: ArtifactFile[]): Promise<void>;
  /** The complete artifacts, sorted by name (UTF-16 code units). */
  list(): Promise<ArtifactSummary[]>;
  /**
   * The files of artifact `name` (file name -> bytes, sorted by name). Refuses
   * ('unsafe') anything but flat regular files, and ('too_large') passing a limit.
   */
  download(name: string, opts?: DownloadOptions): Promise<Map<string, Buffer>>;
  /**
   * Where the files of artifact `name` lie on this machine (sorted by name), after the
   * checks of download; read them with readLocatedFile. Only stores that keep artifacts
   * as plain files have it: a reader may then read a file more than once instead of
   * holding it.
   */
  locate?(name: string, opts?: DownloadOptions): Promise<Map<string, LocatedFile>>;
  /**
   * Store `data` alone, unzipped, as artifact `name` (all or nothing, 'exists' as upload): on
   * GitHub the artifact's blob is then the file itself, which openBlob reads by ranges.
   */
  uploadFile?(name: string, data: Uint8Array): Promise<void>;
  /**
   * Byte ranges of the one blob stored for artifact `name`: the file of uploadFile, the zip
   * of upload on GitHub, the single file of a local artifact. 'not_found' when absent,
   * 'too_large' when it is over `maxBytes`, 'unsafe' when a local artifact holds other than
   * one regular file.
   */
  openBlob?(name: string, opts: { maxBytes: number }): Promise<ByteSource>;
}

/** Validates an upload: a good artifact name, at least one file, distinct valid file names. */
export function checkUpload(name: string, files: readonly ArtifactFile[]): void {
  assertArtifactName(name);
  // GitHub refuses an artifact without files; refusing it here too keeps the
  // local store's "a complete artifact is a non-empty directory" invariant.
  if (files.length === 0) {
    throw new ArtifactError('unsafe', `Artifact ${quoteName(name)} has no files to upload`);
  }
  const seen = new Set<string>();
  for (const file of files) {
    assertFileName(file.name);
    if (seen.has(file.name)) {
      throw new ArtifactError(
        'unsafe',
        `Artifact ${quoteName(name)} lists file ${quoteName(file.name)} twice`,
      );
    }
    seen.add(file.name);
  }
}

export function compareNames(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A map with the same entries, in name order. */
export function sortedByName<V>(entries: Iterable<[string, V]>): Map<string, V> {
  return new Map([...entries].sort(([a], [b]) => compareNames(a, b)));
}

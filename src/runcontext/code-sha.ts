// code_sha (pure): one SHA-256 over a manifest of the files that decide the output.

import { compareStrings, sha256Hex } from '../canonical/index.js';

export interface ManifestEntry {
  /** Relative, `/`-separated path. */
  path: string;
  /** Lowercase hex SHA-256 of the file's bytes. */
  sha256: string;
}

const HEX64 = /^[0-9a-f]{64}$/;

/**
 * SHA-256 (bare hex) over the lines `<path>\0<sha256>\n`, one per entry, in path order
 * (UTF-16 code units; equal paths by digest). The manifest is a set: an entry listed twice
 * counts once, so the input order and repeats never change the result.
 */
export function codeSha(entries: readonly ManifestEntry[]): string {
  const lines = new Set<string>();
  for (const { path, sha256 } of entries) {
    // NUL and newline delimit the lines: inside a path they would make two manifests alike.
    if (path === '' || path.includes('\0') || path.includes('\n')) {
      throw new RangeError(
        `manifest path ${JSON.stringify(path)} is empty or holds NUL or a newline`,
      );
    }
    if (!HEX64.test(sha256)) {
      throw new RangeError(`manifest digest of ${JSON.stringify(path)} is not 64 lowercase hex`);
    }
    lines.add(`${path}\0${sha256}\n`);
  }
  // Sorting whole lines is path order: NUL sorts below every character a path can hold.
  return sha256Hex([...lines].sort(compareStrings).join(''));
}

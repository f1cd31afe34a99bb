// Limits applied to every download: artifact contents are untrusted input (a
// leg may be buggy or hostile), so nothing is read without a bound.

import { ArtifactError } from './errors.js';
import { quoteName } from '../contracts/artifact-names.js';

export interface DownloadOptions {
  /** Total bytes of all files of the artifact (default {@link DEFAULT_MAX_BYTES}). */
  maxBytes?: number;
  /** Bytes of any one file (default: maxBytes). */
  maxFileBytes?: number;
  /** Number of files (default {@link DEFAULT_MAX_FILES}). */
  maxFiles?: number;
}

export const DEFAULT_MAX_BYTES = 256 * 1024 * 1024;
export const DEFAULT_MAX_FILES = 1000;

export interface Limits {
  maxBytes: number;
  maxFileBytes: number;
  maxFiles: number;
}

export function resolveLimits(opts: DownloadOptions | undefined): Limits {
  const maxBytes = opts?.maxBytes ?? DEFAULT_MAX_BYTES;
  const maxFileBytes = Math.min(opts?.maxFileBytes ?? maxBytes, maxBytes);
  const maxFiles = opts?.maxFiles ?? DEFAULT_MAX_FILES;
  for (const [what, value] of [
    ['maxBytes', maxBytes],
    ['maxFileBytes', maxFileBytes],
    ['maxFiles', maxFiles],
  ] as const) {
    if (!Number.isSafeInteger(value) || value < 0) {
      throw new RangeError(`${what} must be a non-negative integer, got ${String(value)}`);
    }
  }
  return { maxBytes, maxFileBytes, maxFiles };
}

/**
 * The largest zip that can hold files within `limits`: the content (deflate can
 * grow incompressible data by well under 0.1 %) plus headers per entry (local +
 * central + data descriptor with names of at most 200 bytes stay under 1 KiB).
 * Used to refuse an oversized GitHub artifact from its listed size, before download.
 */
export function zipBudget(limits: Limits): number {
  return limits.maxBytes + Math.ceil(limits.maxBytes / 1000) + limits.maxFiles * 1024 + 22;
}

/** Accumulates file sizes and throws `too_large` the moment a limit is passed. */
export class ByteBudget {
  private total = 0;
  private files = 0;

  constructor(
    private readonly artifact: string,
    readonly limits: Limits,
  ) {}

  /** Account for one more file of `size` bytes (before reading or inflating it). */
  admit(fileName: string, size: number): void {
    this.files += 1;
    if (this.files > this.limits.maxFiles) {
      throw new ArtifactError(
        'too_large',
        `Artifact ${quoteName(this.artifact)} has more than ${this.limits.maxFiles} files`,
      );
    }
    if (size > this.limits.maxFileBytes) {
      throw new ArtifactError(
        'too_large',
        `File ${quoteName(fileName)} of artifact ${quoteName(this.artifact)} is ${size} bytes, over the limit of ${this.limits.maxFileBytes}`,
      );
    }
    this.total += size;
    if (this.total > this.limits.maxBytes) {
      throw new ArtifactError(
        'too_large',
        `Artifact ${quoteName(this.artifact)} is over the limit of ${this.limits.maxBytes} bytes`,
      );
    }
  }
}

// Artifact files read where they lie on disk (a local directory store), by any thread
// and more than once: the fan-in checks a leg in a worker from its file, and reads the
// file again when it writes the articles out, instead of holding every leg in memory.
//
// A located file carries the identity it had when it was found (device, inode, size and
// the nanosecond modification and change times). Every read checks the open file against
// it before and after reading, so a file replaced, written, truncated or appended to since
// it was located is refused rather than read as different bytes: the change time is kept
// by the kernel and moves with every write, as git's index and rsync rely on. The identity
// misses only a rewrite in place, of the same size, within one tick of the file system's
// clock: a file pinned to the CRC-32 of the bytes read once (pinContent) must also have
// those bytes on every later read.

import { closeSync, constants, fstatSync, openSync, readSync, type BigIntStats } from 'node:fs';
import { crc32 } from 'node:zlib';
import { ArtifactError } from './errors.js';
import { quoteName } from '../contracts/artifact-names.js';
import { errnoCode } from '../base/errno.js';
import type { LocatedFile } from '../base/located-file.js';

/** The file, pinned to `bytes` (as read from it): a later read must give the same bytes. */
export function pinContent(file: LocatedFile, bytes: Uint8Array): LocatedFile {
  return { ...file, crc32: crc32(bytes) };
}

export function fileIdentity(stat: BigIntStats): string {
  return `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeNs}:${stat.ctimeNs}`;
}

function changed(file: LocatedFile, when: string): ArtifactError {
  return new ArtifactError(
    'unsafe',
    `Artifact ${quoteName(file.artifact)} refused: ${quoteName(file.name)} changed ${when}`,
  );
}

/**
 * The bytes of a located file, read synchronously (one open, a few reads, no buffering
 * on the way): into `scratch` when it is large enough (the bytes are then a view of it,
 * valid until it is reused), else into a buffer of their own, never from Node's shared
 * pool, so it can move to another thread.
 */
export function readLocatedFile(file: LocatedFile, scratch?: Buffer): Buffer {
  let fd: number;
  try {
    // O_NOFOLLOW: a symlink swapped in after the file was located fails here.
    fd = openSync(file.path, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch (error) {
    if (errnoCode(error) === 'ELOOP') {
      throw new ArtifactError(
        'unsafe',
        `Artifact ${quoteName(file.artifact)} refused: ${quoteName(file.name)} is a symlink`,
      );
    }
    if (errnoCode(error) === 'ENOENT') throw changed(file, 'since it was listed (it is gone)');
    throw error;
  }
  try {
    if (fileIdentity(fstatSync(fd, { bigint: true })) !== file.identity) {
      throw changed(file, 'since it was listed');
    }
    const data =
      scratch && scratch.length >= file.size
        ? scratch.subarray(0, file.size)
        : Buffer.allocUnsafeSlow(file.size);
    let filled = 0;
    while (filled < data.length) {
      const read = readSync(fd, data, filled, data.length - filled, filled);
      if (read === 0) break;
      filled += read;
    }
    // The identity holds the size: a file that grew or shrank while read is caught here.
    if (filled !== file.size || fileIdentity(fstatSync(fd, { bigint: true })) !== file.identity) {
      throw changed(file, 'while being read');
    }
    if (file.crc32 !== undefined && crc32(data) !== file.crc32) {
      throw changed(file, 'since it was checked');
    }
    return data;
  } finally {
    closeSync(fd);
  }
}

/** One buffer that located files are read into, one after the other (grown as needed). */
export class ReadBuffer {
  #buffer = Buffer.allocUnsafeSlow(0);

  /** The bytes of `file`, valid until the next read. */
  read(file: LocatedFile): Buffer {
    if (this.#buffer.length < file.size) {
      this.#buffer = Buffer.allocUnsafeSlow(Math.max(file.size, 2 * this.#buffer.length));
    }
    return readLocatedFile(file, this.#buffer);
  }
}

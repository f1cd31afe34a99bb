// Atomic writes of the canonical outputs (I/O: the only module of src/canonical that
// touches the disk). It lives beside the canonical rules rather than in an I/O layer of its
// own because it is the one way every output is written, and it needs nothing but Node.
import { mkdir, open, rename, rm, type FileHandle } from 'node:fs/promises';
import { dirname, join, basename } from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * Writes a file so that readers see either the old bytes or all of the new ones:
 * write a temporary file beside it, flush it to disk, then rename over the target.
 * A crash mid-write leaves at most a stray temporary file, never half a canonical output;
 * a failure (of the disk, or of `data`) removes the temporary file.
 * `data` may be a sequence of byte chunks, so a large output is never held as one string;
 * the next chunk is taken while the previous one is being written (so producing a chunk
 * overlaps writing one), and a chunk must stay unchanged until the one after it is taken.
 */
export async function writeFileAtomic(
  path: string,
  data: string | Uint8Array | Iterable<Uint8Array>,
): Promise<void> {
  await (await prepareFileAtomic(path, data)).commit();
}

/** A file written and synced beside its target, not yet in place. */
export interface PreparedFile {
  /** Renames it over the target. */
  commit(): Promise<void>;
  /** Removes it, leaving the target as it was. */
  discard(): Promise<void>;
}

/**
 * writeFileAtomic up to the rename: several files can be prepared, then either all put in
 * place or all discarded.
 */
export async function prepareFileAtomic(
  path: string,
  data: string | Uint8Array | Iterable<Uint8Array>,
): Promise<PreparedFile> {
  const dir = dirname(path);
  await mkdir(dir, { recursive: true });
  const temp = join(dir, `.${basename(path)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  const discard = () => rm(temp, { force: true });
  const handle = await open(temp, 'wx', 0o644);
  try {
    try {
      if (typeof data === 'string' || data instanceof Uint8Array) {
        await handle.writeFile(data);
      } else {
        await writeChunks(handle, data);
      }
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch (error) {
    await discard();
    throw error;
  }
  return {
    discard,
    commit: async () => {
      try {
        await rename(temp, path);
      } catch (error) {
        await discard();
        throw error;
      }
    },
  };
}

/**
 * Bytes written between two flushes started while writing: the disk takes them while the
 * next chunks are produced, so that the sync at the end waits for the last few only (one
 * sync of a file of hundreds of MB at the end waits as long as writing it took).
 */
export const EARLY_SYNC_BYTES = 16 * 1024 * 1024;

/**
 * Writes the chunks one after the other, taking the next while one is written, and starts
 * a flush of what was written every EARLY_SYNC_BYTES (at most one at a time). The caller's
 * sync after this one still decides durability; these only move the disk's work earlier.
 */
async function writeChunks(handle: FileHandle, chunks: Iterable<Uint8Array>): Promise<void> {
  let writing: Promise<void> = Promise.resolve();
  let flushing: Promise<void> = Promise.resolve();
  let position = 0;
  let unflushed = 0;
  try {
    for (const chunk of chunks) {
      await writing;
      if (unflushed >= EARLY_SYNC_BYTES) {
        await flushing;
        flushing = handle.datasync();
        unflushed = 0;
      }
      writing = writeAll(handle, chunk, position);
      position += chunk.length;
      unflushed += chunk.length;
    }
  } catch (error) {
    // `chunks` failed: the write and flush in flight must end before the file is closed and
    // removed. Their own failures, if any, matter less than the one that stopped the output.
    await Promise.allSettled([writing, flushing]);
    throw error;
  }
  await Promise.all([writing, flushing]);
}

/** Writes all of `chunk` at `position` (write() may write less than asked). */
async function writeAll(handle: FileHandle, chunk: Uint8Array, position: number): Promise<void> {
  for (let done = 0; done < chunk.length;) {
    done += (await handle.write(chunk, done, chunk.length - done, position + done)).bytesWritten;
  }
}

import { mkdir, open, rename, rm, type FileHandle } from 'node:fs/promises';
import { dirname, join, basename } from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * Writes a file so that readers see either the old bytes or all of the new ones:
 * write a temporary file beside it, flush it to disk, then rename over the target.
 * A crash mid-write leaves at most a stray temporary file, never half a canonical output.
 * `data` may be a sequence of byte chunks, so a large output is never held as one string;
 * the next chunk is taken while the previous one is being written (so producing a chunk
 * overlaps writing one), and a chunk must stay unchanged until the one after it is taken.
 */
/** Writes all of `chunk` at `position` (write() may write less than asked). */
async function writeAll(handle: FileHandle, chunk: Uint8Array, position: number): Promise<void> {
  for (let done = 0; done < chunk.length;) {
    done += (await handle.write(chunk, done, chunk.length - done, position + done)).bytesWritten;
  }
}

export async function writeFileAtomic(
  path: string,
  data: string | Uint8Array | Iterable<Uint8Array>,
): Promise<void> {
  const dir = dirname(path);
  await mkdir(dir, { recursive: true });
  const temp = join(dir, `.${basename(path)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  const handle = await open(temp, 'wx', 0o644);
  try {
    if (typeof data === 'string' || data instanceof Uint8Array) {
      await handle.writeFile(data);
    } else {
      let writing: Promise<void> = Promise.resolve();
      let position = 0;
      for (const chunk of data) {
        await writing;
        writing = writeAll(handle, chunk, position);
        position += chunk.length;
      }
      await writing;
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

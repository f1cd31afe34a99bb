/**
 * Temporary directories for the tests of one file: `tempDirs(prefix)` gives a function that
 * makes a fresh directory under the system's temp dir; every directory it made is removed
 * after each test (the cleanup is registered with afterEach where tempDirs is called).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function tempDirs(prefix: string): () => Promise<string> {
  let made: string[] = [];
  afterEach(async () => {
    const done = made;
    made = [];
    await Promise.all(done.map((dir) => rm(dir, { recursive: true, force: true })));
  });
  return async () => {
    const dir = await mkdtemp(join(tmpdir(), prefix));
    made.push(dir);
    return dir;
  };
}

/** Writes `content` at `path` (slash-separated, relative to `dir`), making its parent directories. */
export async function putFile(dir: string, path: string, content: string): Promise<void> {
  const full = join(dir, ...path.split('/'));
  await mkdir(join(full, '..'), { recursive: true });
  await writeFile(full, content);
}

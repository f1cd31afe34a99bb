// Test support: a temporary directory for config files.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TempDir {
  dir: string;
  /** Writes `name` in the directory and returns its absolute path. */
  write(name: string, data: string | Uint8Array): Promise<string>;
  remove(): Promise<void>;
}

export async function tempDir(prefix = 'squadscope-config-'): Promise<TempDir> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  return {
    dir,
    async write(name, data) {
      const path = join(dir, name);
      await writeFile(path, data);
      return path;
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

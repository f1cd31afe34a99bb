// A local directory as the artifact store (the embedded default: no GitHub needed).
//
// Layout: `<dir>/<artifact name>/<file>`. An upload is written into a temporary
// directory inside `<dir>` (same file system) and renamed into place, so a reader
// sees an artifact completely or not at all. Temporary directories start with '.',
// which no artifact name may, so they are never listed. Every complete artifact
// holds at least one file; renaming onto a non-empty directory fails atomically,
// which gives GitHub's "409 already exists" even between concurrent processes.

import { constants } from 'node:fs';
import { lstat, mkdir, mkdtemp, open, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { ArtifactError, existsError } from './errors.js';
import { ByteBudget, resolveLimits, type DownloadOptions } from './limits.js';
import { assertArtifactName, nameProblem, quoteName } from './names.js';
import {
  checkUpload,
  compareNames,
  sortedByName,
  type ArtifactFile,
  type ArtifactStore,
  type ArtifactSummary,
} from './store.js';
import { errnoCode } from '../runtime/errno.js';

const TEMP_PREFIX = '.upload-';

export class LocalArtifactStore implements ArtifactStore {
  constructor(readonly dir: string) {}

  async upload(name: string, files: ArtifactFile[]): Promise<void> {
    checkUpload(name, files);
    await mkdir(this.dir, { recursive: true });
    const target = join(this.dir, name);
    // Cheap early answer; the rename below is what actually decides a race.
    if (await pathExists(target)) throw existsError(quoteName(name));

    const temp = await mkdtemp(join(this.dir, TEMP_PREFIX));
    try {
      for (const file of files) {
        // 'wx': never follow or overwrite something planted in the temp dir.
        const handle = await open(join(temp, file.name), 'wx', 0o644);
        try {
          await handle.writeFile(file.data);
          await handle.sync();
        } finally {
          await handle.close();
        }
      }
      try {
        await rename(temp, target);
      } catch (error) {
        const code = errnoCode(error);
        if (code === 'ENOTEMPTY' || code === 'EEXIST' || code === 'ENOTDIR' || code === 'EISDIR') {
          throw existsError(quoteName(name));
        }
        throw error;
      }
    } catch (error) {
      await rm(temp, { recursive: true, force: true });
      throw error;
    }
  }

  async list(): Promise<ArtifactSummary[]> {
    let entries;
    try {
      entries = await readdir(this.dir, { withFileTypes: true });
    } catch (error) {
      if (errnoCode(error) === 'ENOENT') return [];
      throw error;
    }
    const result: ArtifactSummary[] = [];
    for (const entry of entries) {
      // Temp dirs (leading '.'), stray files and symlinks are not artifacts.
      if (!entry.isDirectory() || nameProblem(entry.name) !== null) continue;
      let size = 0;
      for (const file of await readdir(join(this.dir, entry.name), { withFileTypes: true })) {
        if (file.isFile()) size += (await lstat(join(this.dir, entry.name, file.name))).size;
      }
      result.push({ name: entry.name, size });
    }
    return result.sort((a, b) => compareNames(a.name, b.name));
  }

  async download(name: string, opts?: DownloadOptions): Promise<Map<string, Buffer>> {
    assertArtifactName(name);
    const limits = resolveLimits(opts);
    const dir = join(this.dir, name);
    let stat;
    try {
      stat = await lstat(dir);
    } catch (error) {
      if (errnoCode(error) === 'ENOENT') {
        throw new ArtifactError(
          'not_found',
          `Artifact ${quoteName(name)} not found in ${quoteName(this.dir)}`,
        );
      }
      throw error;
    }
    if (!stat.isDirectory()) {
      throw new ArtifactError('unsafe', `Artifact ${quoteName(name)} refused: not a directory`);
    }

    const budget = new ByteBudget(name, limits);
    const files: [string, Buffer][] = [];
    const entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) =>
      compareNames(a.name, b.name),
    );
    for (const entry of entries) {
      const problem = nameProblem(entry.name);
      if (problem !== null) {
        throw new ArtifactError(
          'unsafe',
          `Artifact ${quoteName(name)} refused: file ${quoteName(entry.name)} ${problem}`,
        );
      }
      if (!entry.isFile()) {
        const what = entry.isSymbolicLink()
          ? 'a symlink'
          : entry.isDirectory()
            ? 'a directory'
            : 'not a regular file';
        throw new ArtifactError(
          'unsafe',
          `Artifact ${quoteName(name)} refused: ${quoteName(entry.name)} is ${what}`,
        );
      }
      files.push([
        entry.name,
        await readRegularFile(join(dir, entry.name), entry.name, budget, name),
      ]);
    }
    return sortedByName(files);
  }
}

async function pathExists(path: string): Promise<boolean> {
  try {
    await lstat(path);
    return true;
  } catch (error) {
    if (errnoCode(error) === 'ENOENT') return false;
    throw error;
  }
}

/**
 * Reads a file that must still be a regular file when opened (O_NOFOLLOW: a
 * symlink swapped in after readdir fails here), within the budget, and that
 * must not grow while it is read.
 */
async function readRegularFile(
  path: string,
  fileName: string,
  budget: ByteBudget,
  artifact: string,
): Promise<Buffer> {
  let handle;
  try {
    handle = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch (error) {
    if (errnoCode(error) === 'ELOOP') {
      throw new ArtifactError(
        'unsafe',
        `Artifact ${quoteName(artifact)} refused: ${quoteName(fileName)} is a symlink`,
      );
    }
    throw error;
  }
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) {
      throw new ArtifactError(
        'unsafe',
        `Artifact ${quoteName(artifact)} refused: ${quoteName(fileName)} is not a regular file`,
      );
    }
    budget.admit(fileName, stat.size);
    // Uninitialized (not zero-filled: the reads below fill it, or the file is refused for
    // having changed) and never from the shared pool, so it can move to a worker thread.
    const data = Buffer.allocUnsafeSlow(stat.size);
    let filled = 0;
    while (filled < data.length) {
      const { bytesRead } = await handle.read(data, filled, data.length - filled, filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    const probe = await handle.read(Buffer.alloc(1), 0, 1, filled);
    if (filled !== stat.size || probe.bytesRead !== 0) {
      throw new ArtifactError(
        'unsafe',
        `Artifact ${quoteName(artifact)} refused: ${quoteName(fileName)} changed while being read`,
      );
    }
    return data;
  } finally {
    await handle.close();
  }
}

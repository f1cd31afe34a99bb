// A local directory as the artifact store (the embedded default: no GitHub needed).
//
// Layout: `<dir>/<artifact name>/<file>`. An upload is written into a temporary
// directory inside `<dir>` (same file system) and renamed into place, so a reader
// sees an artifact completely or not at all. Temporary directories start with '.',
// which no artifact name may, so they are never listed. Every complete artifact
// holds at least one file; renaming onto a non-empty directory fails atomically,
// which gives GitHub's "409 already exists" even between concurrent processes.

import { lstat, mkdir, mkdtemp, open, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { FileByteSource, type ByteSource } from './byte-source.js';
import { ArtifactError, existsError } from './errors.js';
import { fileIdentity, readLocatedFile } from './located.js';
import type { LocatedFile } from '../base/located-file.js';
import { ByteBudget, resolveLimits, type DownloadOptions } from './limits.js';
import { assertArtifactName, nameProblem, quoteName } from '../contracts/artifact-names.js';
import { checkUpload, compareNames, sortedByName } from './store.js';
import type { ArtifactFile, ArtifactStore, ArtifactSummary } from './store.js';
import { errnoCode } from '../base/errno.js';

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

  /** A local artifact has no archive: the file is kept as `<dir>/<name>/<name>`. */
  uploadFile(name: string, data: Uint8Array): Promise<void> {
    return this.upload(name, [{ name, data }]);
  }

  /** The artifact's one file, opened for range reads (the same checks as locate). */
  async openBlob(name: string, opts: { maxBytes: number }): Promise<ByteSource> {
    const files = await this.locate(name, { maxBytes: opts.maxBytes, maxFiles: 1 });
    const [file] = files.values();
    if (!file) throw new ArtifactError('unsafe', `Artifact ${quoteName(name)} refused: no file`);
    return FileByteSource.open(`Artifact ${quoteName(name)}`, file.path, file.size);
  }

  async list(): Promise<ArtifactSummary[]> {
    let entries;
    try {
      entries = await readdir(this.dir, { withFileTypes: true });
    } catch (error) {
      if (errnoCode(error) === 'ENOENT') return [];
      throw error;
    }
    // Temp dirs (leading '.'), stray files and symlinks are not artifacts. The artifacts
    // are sized all at once: a fan-in lists hundreds before it can start its workers.
    const artifacts = entries.filter((e) => e.isDirectory() && nameProblem(e.name) === null);
    const result = await Promise.all(
      artifacts.map(async ({ name }): Promise<ArtifactSummary> => {
        const files = await readdir(join(this.dir, name), { withFileTypes: true });
        const sizes = await Promise.all(
          files
            .filter((f) => f.isFile())
            .map(async (f) => (await lstat(join(this.dir, name, f.name))).size),
        );
        return { name, size: sizes.reduce((a, b) => a + b, 0) };
      }),
    );
    return result.sort((a, b) => compareNames(a.name, b.name));
  }

  /**
   * The files read synchronously, one after the other (readLocatedFile): from a local disk
   * that is quicker than the thread-pool round trips of async reads; a large fan-in locates
   * its legs instead and reads them in worker threads.
   */
  async download(name: string, opts?: DownloadOptions): Promise<Map<string, Buffer>> {
    const located = await this.locate(name, opts);
    return new Map([...located].map(([file, where]) => [file, readLocatedFile(where)]));
  }

  /**
   * Where the files of artifact `name` lie (sorted by name), after the checks of download:
   * flat regular files within the limits. Each read of a located file checks that it is
   * still the file found here (located.ts).
   */
  async locate(name: string, opts?: DownloadOptions): Promise<Map<string, LocatedFile>> {
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
    const files: [string, LocatedFile][] = [];
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
      const path = join(dir, entry.name);
      // lstat, not the directory entry's type: that is the identity every read checks.
      const info = entry.isFile() ? await lstat(path, { bigint: true }) : undefined;
      if (!info?.isFile()) {
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
      const size = Number(info.size);
      budget.admit(entry.name, size);
      files.push([
        entry.name,
        { artifact: name, name: entry.name, path, size, identity: fileIdentity(info) },
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

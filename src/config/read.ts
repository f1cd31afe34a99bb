// The I/O edge of the config loaders: read a file's bytes, refusing anything that is not
// a regular file of at most `maxBytes`.

import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import { isAbsolute, resolve } from 'node:path';
import { ConfigError } from './errors.js';
import { MAX_CONFIG_BYTES } from './limits.js';
import { errnoCode } from '../base/errno.js';

export interface ReadConfigOptions {
  /** Directory a relative path is resolved against (default: the process's cwd). */
  baseDir?: string;
  /** Largest accepted file in bytes (default 1 MiB). */
  maxBytes?: number;
}

/** Absolute path of `path`, relative ones taken from `baseDir`. */
export function resolveConfigPath(path: string, baseDir?: string): string {
  return isAbsolute(path) ? path : resolve(baseDir ?? process.cwd(), path);
}

function openProblem(error: unknown): string | undefined {
  switch (errnoCode(error)) {
    case 'ENOENT':
      return 'file not found';
    case 'EACCES':
    case 'EPERM':
      return 'cannot be read (permission denied)';
    case 'EISDIR':
      return 'is a directory, not a file';
    case 'ENOTDIR':
      return 'file not found (a parent is not a directory)';
    case 'ELOOP':
      return 'cannot be read (too many symbolic links)';
    case 'ENAMETOOLONG':
      return 'path is too long';
    default:
      return undefined;
  }
}

/**
 * Reads a configuration file. `file` is the path as the user wrote it (it names the file
 * in errors). O_NONBLOCK keeps a FIFO from hanging the open; fstat then refuses it, like
 * any other non-regular file, before a byte is read. The file is read up to one byte past
 * the limit, so a file that grows while being read is refused too.
 * Throws ConfigError; `missing: 'undefined'` returns undefined for a file that does not exist.
 */
export async function readConfigBytes(
  file: string,
  options: ReadConfigOptions & { missing?: 'error' | 'undefined' } = {},
): Promise<Buffer | undefined> {
  const maxBytes = options.maxBytes ?? MAX_CONFIG_BYTES;
  if (file === '') throw new ConfigError(file, 'path is empty');
  if (file.includes('\0')) throw new ConfigError(file, 'path contains a NUL character');
  const path = resolveConfigPath(file, options.baseDir);
  let handle;
  try {
    handle = await open(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    if (errnoCode(error) === 'ENOENT' && options.missing === 'undefined') return undefined;
    const problem = openProblem(error);
    if (problem === undefined) throw error;
    throw new ConfigError(file, problem);
  }
  try {
    const stat = await handle.stat();
    if (stat.isDirectory()) throw new ConfigError(file, 'is a directory, not a file');
    if (!stat.isFile()) throw new ConfigError(file, 'is not a regular file');
    if (stat.size > maxBytes) {
      throw new ConfigError(file, `is ${stat.size} bytes, over the limit of ${maxBytes}`);
    }
    const buffer = Buffer.alloc(maxBytes + 1);
    let filled = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
      if (filled > maxBytes) {
        throw new ConfigError(file, `is over the limit of ${maxBytes} bytes`);
      }
    }
    return buffer.subarray(0, filled);
  } catch (error) {
    // EISDIR on read (some platforms open directories fine and fail here).
    const problem = error instanceof ConfigError ? undefined : openProblem(error);
    if (problem !== undefined) throw new ConfigError(file, problem);
    throw error;
  } finally {
    await handle.close();
  }
}

/**
 * A loader of one kind of configuration file: reads it (it must exist) and hands its
 * bytes to `parse`. Throws ConfigError.
 */
export function configLoader<T>(
  parse: (file: string, bytes: Buffer) => T,
): (file: string, options?: ReadConfigOptions) => Promise<T> {
  return async (file, options = {}) => {
    // Without `missing: 'undefined'` a missing file throws, so bytes are always there.
    const bytes = (await readConfigBytes(file, options)) as Buffer;
    return parse(file, bytes);
  };
}

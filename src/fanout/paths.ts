/**
 * Paths of user files (modules, record files, schemas): relative to the workspace and never
 * outside it, also after following symlinks.
 */
import { realpath } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { errnoCode } from '../runtime/errno.js';

function escapes(root: string, path: string): boolean {
  const inside = relative(root, path);
  return inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside);
}

/** The real path of the deepest existing ancestor of `path` (itself when it exists). */
async function realAncestor(path: string): Promise<string> {
  try {
    return await realpath(path);
  } catch (error) {
    if (errnoCode(error) !== 'ENOENT' || dirname(path) === path) throw error;
    return resolve(await realAncestor(dirname(path)), relative(dirname(path), path));
  }
}

/**
 * The absolute path of `file` in `workspace`; throws (naming `what`) for an absolute path
 * or one that leads outside the workspace. The file need not exist.
 */
export async function workspacePath(
  workspace: string,
  file: string,
  what: string,
): Promise<string> {
  if (file.length === 0 || isAbsolute(file)) {
    throw new Error(
      `${what} ${JSON.stringify(file.slice(0, 200))} must be a path relative to the workspace`,
    );
  }
  const root = await realpath(workspace);
  const path = await realAncestor(resolve(root, file));
  if (escapes(root, path) || path === root) {
    throw new Error(`${what} ${JSON.stringify(file.slice(0, 200))} leads outside the workspace`);
  }
  return path;
}

/**
 * Where a user path really is, once every symlink on the way is followed, and whether that
 * is inside the workspace: a `../` path and a symlink that leads elsewhere are both outside.
 */
import { realpath } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { errnoCode } from './errno.js';

/** Whether absolute `path` lies outside `root` (root itself counts as inside). */
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
 * `path` resolved against `workspace` with every symlink followed (a part that does not
 * exist yet is kept as written), and whether it lies strictly inside the workspace's real
 * path: the workspace itself is not a file in it.
 */
export async function realPathIn(
  workspace: string,
  path: string,
): Promise<{ real: string; inside: boolean }> {
  const root = await realpath(workspace);
  const real = await realAncestor(resolve(root, path));
  return { real, inside: real !== root && !escapes(root, real) };
}

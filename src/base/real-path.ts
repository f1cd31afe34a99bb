/**
 * Where a user path really is, once every symlink on the way is followed, and whether that
 * is inside the workspace: a `../` path and a symlink that leads elsewhere are both outside.
 */
import { realpathSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { errnoCode } from './errno.js';

/** Whether absolute `path` lies outside `root` (root itself counts as inside). */
function escapes(root: string, path: string): boolean {
  const inside = relative(root, path);
  return inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside);
}

/** The real path of the deepest existing ancestor of `path` (itself when it exists). */
function realAncestorSync(path: string): string {
  try {
    return realpathSync(path);
  } catch (error) {
    // ENOTDIR: a file on the way; the path cannot exist, and where it would be is still known.
    const code = errnoCode(error);
    if ((code !== 'ENOENT' && code !== 'ENOTDIR') || dirname(path) === path) throw error;
    return resolve(realAncestorSync(dirname(path)), relative(dirname(path), path));
  }
}

/**
 * The one refusal of a user path that leaves the workspace, whatever the input: every path
 * input, module and config path says it in these words, naming how it left.
 */
export class PathEscapeError extends Error {
  override name = 'PathEscapeError';
  constructor(
    readonly path: string,
    readonly how: 'an absolute path' | 'through ..' | 'through a symlink' | 'the workspace itself',
  ) {
    super(
      `${JSON.stringify(path.slice(0, 200))} leads outside the workspace (${how}): give a path inside it`,
    );
  }
}

/** How `path`, resolved in `root` to `real`, leaves it. */
function escapeHow(root: string, path: string, real: string): PathEscapeError['how'] {
  if (real === root) return 'the workspace itself';
  if (isAbsolute(path) && escapes(root, resolve(path))) return 'an absolute path';
  if (escapes(root, resolve(root, path))) return 'through ..';
  return 'through a symlink';
}

export interface WorkspacePathOptions {
  /** Other directories a path may lie in, where an input documents them (RUNNER_TEMP). */
  also?: readonly (string | undefined)[];
  /** The workspace (or another root) itself is a valid answer (a directory input). */
  root?: boolean;
}

/**
 * The real absolute path of user path `path` (relative to `workspace`, or absolute inside
 * it): every symlink followed, the parts not yet written kept as written. A path that leaves
 * the workspace (and every `also` root) by `..`, by being absolute elsewhere or through a
 * symlink throws PathEscapeError. Synchronous: input readers check paths before any work.
 */
export function workspacePathSync(
  workspace: string,
  path: string,
  options: WorkspacePathOptions = {},
): string {
  const roots = [workspace, ...(options.also ?? [])].filter(
    (r): r is string => r !== undefined && r !== '',
  );
  let first: { root: string; real: string } | undefined;
  for (const [index, given] of roots.entries()) {
    if (index > 0 && !isAbsolute(path)) continue; // relative paths are the workspace's
    // A root not made yet is where it would be: its deepest existing ancestor, resolved.
    const root = realAncestorSync(resolve(given));
    const real = realAncestorSync(resolve(root, path));
    if ((options.root === true && real === root) || (real !== root && !escapes(root, real)))
      return real;
    first ??= { root, real };
  }
  throw new PathEscapeError(path, first ? escapeHow(first.root, path, first.real) : 'through ..');
}

/**
 * Paths of user files (modules, record files, schemas): relative to the workspace and never
 * outside it, also after following symlinks.
 */
import { isAbsolute } from 'node:path';
import { realPathIn } from '../../base/real-path.js';

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
  const { real, inside } = await realPathIn(workspace, file);
  if (!inside) {
    throw new Error(`${what} ${JSON.stringify(file.slice(0, 200))} leads outside the workspace`);
  }
  return real;
}

/**
 * Paths of user files (modules, record files, schemas): in the workspace and never outside
 * it, also after following symlinks; refused in the words every path input uses.
 */
import { PathEscapeError, workspacePathSync } from '../../base/real-path.js';

/**
 * The absolute path of `file` in `workspace`; throws (naming `what`) for an empty path or
 * one that leads outside the workspace. The file need not exist.
 */
export async function workspacePath(
  workspace: string,
  file: string,
  what: string,
): Promise<string> {
  if (file.length === 0) throw new Error(`${what} is empty: give a path inside the workspace`);
  try {
    return await Promise.resolve(workspacePathSync(workspace, file));
  } catch (error) {
    if (error instanceof PathEscapeError) throw new Error(`${what} ${error.message}`);
    throw error;
  }
}

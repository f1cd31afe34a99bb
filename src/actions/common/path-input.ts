// Path inputs: every file or directory an action reads or writes by a user's path stays in
// the workspace (GITHUB_WORKSPACE, else the cwd), or in RUNNER_TEMP where the input says so.
// One helper, one refusal (src/base/real-path.ts): a `..`, an absolute path elsewhere or a
// symlink that leads out is an input error in the same words for every input.

import { PathEscapeError, workspacePathSync } from '../../base/real-path.js';
// The input error itself, not the runtime's front door: the fan-in's entry (also its
// leg-check worker) reads its inputs without loading the lifecycle.
import { InputError } from '../../runtime/input-error.js';

export interface PathInputOptions {
  /** The input documents RUNNER_TEMP as a place it may point to. */
  runnerTemp?: boolean;
  /** A directory input: the workspace itself is a valid answer. */
  directory?: boolean;
}

/** The absolute real path that input `name` (its value `raw`) names, inside the workspace. */
export function pathInput(
  name: string,
  raw: string,
  env: NodeJS.ProcessEnv,
  cwd: string,
  options: PathInputOptions = {},
): string {
  try {
    return workspacePathSync(env['GITHUB_WORKSPACE'] || cwd, raw, {
      also: options.runnerTemp ? [env['RUNNER_TEMP']] : [],
      root: options.directory === true,
    });
  } catch (error) {
    if (error instanceof PathEscapeError) throw new InputError(name, error.message);
    throw error;
  }
}

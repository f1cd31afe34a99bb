// Path inputs: every file or directory an action reads or writes by a user's path stays in
// the workspace (GITHUB_WORKSPACE, else the cwd), or in RUNNER_TEMP where the input says so.
// One helper, one refusal (src/base/real-path.ts): a `..`, an absolute path elsewhere or a
// symlink that leads out is an input error in the same words for every input.

import { PathEscapeError, workspacePathSync } from '../../base/real-path.js';
// The input error itself, not the runtime's front door: the fan-in's entry (also its
// leg-check worker) reads its inputs without loading the lifecycle.
import { InputError } from '../../runtime/input-error.js';
import type { Inputs } from '../../runtime/inputs.js';

export interface PathInputOptions {
  /** The input documents RUNNER_TEMP as a place it may point to. */
  runnerTemp?: boolean;
  /** A directory input: the workspace itself is a valid answer. */
  directory?: boolean;
  /**
   * Checked, then given back as written: the action resolves it in the same workspace itself
   * and names it in its messages as the workflow wrote it (or it may be a name, not a path).
   */
  asWritten?: boolean;
}

/**
 * Run data the job makes or restores (an artifact store, a cache, the scrape state, last
 * week's snapshot): in the workspace or under RUNNER_TEMP. The configs a repository holds
 * stay in the workspace (no options).
 */
export const RUN_DATA: PathInputOptions = { runnerTemp: true };
/** A directory of run data (artifact-dir, the caches): the same places, the roots included. */
export const RUN_DATA_DIR: PathInputOptions = { runnerTemp: true, directory: true };

/**
 * The absolute real path that input `name` (its value `raw`) names, inside the workspace
 * (`raw` itself with asWritten, once checked).
 */
export function pathInput(
  name: string,
  raw: string,
  env: NodeJS.ProcessEnv,
  cwd: string,
  options: PathInputOptions = {},
): string {
  try {
    const real = workspacePathSync(env['GITHUB_WORKSPACE'] || cwd, raw, {
      also: options.runnerTemp ? [env['RUNNER_TEMP']] : [],
      root: options.directory === true,
    });
    return options.asWritten === true ? raw : real;
  } catch (error) {
    if (error instanceof PathEscapeError) throw new InputError(name, error.message);
    throw error;
  }
}

/** Path input `name` as pathInput gives it; undefined when it is unset or empty. */
export function optionalPathInput(
  inputs: Inputs,
  name: string,
  env: NodeJS.ProcessEnv,
  cwd: string,
  options: PathInputOptions = {},
): string | undefined {
  const raw = inputs.optional(name);
  return raw === undefined ? undefined : pathInput(name, raw, env, cwd, options);
}

/** `artifact-dir` (every action has it): a directory of run data; undefined when unset. */
export function artifactDirInput(
  inputs: Inputs,
  env: NodeJS.ProcessEnv,
  cwd: string,
): string | undefined {
  return optionalPathInput(inputs, 'artifact-dir', env, cwd, RUN_DATA_DIR);
}

/**
 * `source-config` (required) and `topic-config` (default `topicDefault`): files the repository
 * holds, so in the workspace only; as written, since the action resolves them in the same
 * workspace and names them so in its messages.
 */
export function configPathInputs(
  inputs: Inputs,
  env: NodeJS.ProcessEnv,
  cwd: string,
  topicDefault: string,
): { sourceConfig: string; topicConfig: string } {
  const config = (name: string, raw: string) => pathInput(name, raw, env, cwd, { asWritten: true });
  return {
    sourceConfig: config('source-config', inputs.string('source-config', { required: true })),
    topicConfig: config('topic-config', inputs.string('topic-config', { default: topicDefault })),
  };
}

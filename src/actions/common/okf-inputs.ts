// The inputs okf-read and okf-stats share: the ref, where the dataset is read from and where
// the answer goes. Each action reads its own inputs in between: inputs are read in the order
// the action documents them, and of several bad ones the first read is the one reported.

import { isAbsolute, resolve } from 'node:path';
import { parseRef } from '../../okf/ref.js';
import type { Inputs } from '../../runtime/index.js';
import { forInputSync } from './for-input.js';
import { resultPath, type OkfQueryPlace } from './okf-result.js';
import { otherRunInput } from './other-run.js';
import { readLargeResultPolicy } from './result-output.js';

/** `artifact-dir`, resolved against the workspace; undefined when unset. */
export function artifactDirInput(
  inputs: Inputs,
  env: NodeJS.ProcessEnv,
  cwd: string,
): string | undefined {
  const dir = inputs.optional('artifact-dir');
  if (dir === undefined) return undefined;
  return isAbsolute(dir) ? dir : resolve(env['GITHUB_WORKSPACE'] || cwd, dir);
}

/**
 * The inputs of the OKF action `action`: the ref (checked first), then the action's own
 * inputs (`readOwn`), then the store and the result's place.
 */
export function readOkfInputs<T>(
  action: string,
  read: { inputs: Inputs; env: NodeJS.ProcessEnv; cwd: string },
  readOwn: () => T,
): OkfQueryPlace & T {
  const { inputs, env, cwd } = read;
  const ref = inputs.string('ref', { required: true });
  forInputSync('ref', () => parseRef(ref));
  const own = readOwn();
  return {
    ref,
    ...own,
    artifactDir: artifactDirInput(inputs, env, cwd),
    from: otherRunInput(inputs, env),
    resultPath: resultPath(inputs.optional('result-file'), env, action, cwd),
    largeResult: readLargeResultPolicy(inputs),
  };
}

// The inputs of okf-read, all checked before the store is opened.

import { isAbsolute, resolve } from 'node:path';
import { MAX_READ_ROWS, parseRows, type ReadRequest } from '../../okf/read-request.js';
import { parseRef } from '../../okf/ref.js';
import type { FindBy } from '../../artifacts/other-run.js';
import type { Inputs } from '../../runtime/index.js';
import { otherRunInput } from '../shared/other-run.js';
import { forInputSync } from '../shared/for-input.js';
import { resultPath } from '../shared/okf-result.js';
import { readLargeResultPolicy, type LargeResultPolicy } from '../shared/result-output.js';

export interface OkfReadInputs {
  ref: string;
  request: ReadRequest;
  artifactDir: string | undefined;
  from: FindBy | undefined;
  resultPath: string;
  largeResult: LargeResultPolicy;
}

export function artifactDirInput(
  inputs: Inputs,
  env: NodeJS.ProcessEnv,
  cwd: string,
): string | undefined {
  const dir = inputs.optional('artifact-dir');
  if (dir === undefined) return undefined;
  return isAbsolute(dir) ? dir : resolve(env['GITHUB_WORKSPACE'] || cwd, dir);
}

export function readOkfReadInputs(
  inputs: Inputs,
  env: NodeJS.ProcessEnv,
  cwd: string,
): OkfReadInputs {
  const ref = inputs.string('ref', { required: true });
  forInputSync('ref', () => parseRef(ref));
  const request: ReadRequest = {
    limit: inputs.int('limit', { default: 100, min: 1, max: MAX_READ_ROWS }),
  };
  const fields = inputs.list('fields');
  if (fields.length > 0) request.fields = fields;
  const rows = inputs.optional('rows');
  if (rows !== undefined) request.rows = forInputSync('rows', () => parseRows(rows));
  const where = inputs.optional('where');
  if (where !== undefined) request.where = where;
  return {
    ref,
    request,
    artifactDir: artifactDirInput(inputs, env, cwd),
    from: otherRunInput(inputs, env),
    resultPath: resultPath(inputs.optional('result-file'), env, 'okf-read', cwd),
    largeResult: readLargeResultPolicy(inputs),
  };
}

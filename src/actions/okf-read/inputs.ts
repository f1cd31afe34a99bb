// The inputs of okf-read, all checked before the store is opened.

import { MAX_READ_ROWS, parseRows, type ReadRequest } from '../../okf/read-request.js';
import type { Inputs } from '../../runtime/index.js';
import { forInputSync } from '../common/for-input.js';
import { readOkfInputs } from '../common/okf-inputs.js';
import type { OkfQueryPlace } from '../common/okf-result.js';

export interface OkfReadInputs extends OkfQueryPlace {
  request: ReadRequest;
}

function readRequest(inputs: Inputs): ReadRequest {
  const request: ReadRequest = {
    limit: inputs.int('limit', { default: 100, min: 1, max: MAX_READ_ROWS }),
  };
  const fields = inputs.list('fields');
  if (fields.length > 0) request.fields = fields;
  const rows = inputs.optional('rows');
  if (rows !== undefined) request.rows = forInputSync('rows', () => parseRows(rows));
  const where = inputs.optional('where');
  if (where !== undefined) request.where = where;
  return request;
}

export function readOkfReadInputs(
  inputs: Inputs,
  env: NodeJS.ProcessEnv,
  cwd: string,
): OkfReadInputs {
  return readOkfInputs('okf-read', { inputs, env, cwd }, () => ({
    request: readRequest(inputs),
  }));
}

// The inputs of okf-stats, all checked before the store is opened.

import { parseStatNames, STAT_NAMES, type StatName } from '../../okf/read-request.js';
import type { Inputs } from '../../runtime/index.js';
import { forInputSync } from '../common/for-input.js';
import { readOkfInputs } from '../common/okf-inputs.js';
import type { OkfQueryPlace } from '../common/okf-result.js';

export interface OkfStatsInputs extends OkfQueryPlace {
  field: string;
  numeric: boolean;
  stats: StatName[];
}

export function readOkfStatsInputs(
  inputs: Inputs,
  env: NodeJS.ProcessEnv,
  cwd: string,
): OkfStatsInputs {
  return readOkfInputs('okf-stats', { inputs, env, cwd }, () => ({
    field: inputs.string('field', { required: true }),
    numeric: inputs.bool('numeric', false),
    stats: forInputSync('stats', () =>
      parseStatNames(inputs.list('stats', { default: [...STAT_NAMES] })),
    ),
  }));
}

// The inputs of okf-stats, all checked before the store is opened.

import { parseStatNames, STAT_NAMES, type StatName } from '../../okf/read-request.js';
import { parseRef } from '../../okf/ref.js';
import type { FindBy } from '../../artifacts/other-run.js';
import type { Inputs } from '../../runtime/index.js';
import { otherRunInput } from '../shared/other-run.js';
import { resultPath } from '../shared/okf-result.js';
import { readLargeResultPolicy, type LargeResultPolicy } from '../shared/result-output.js';
import { forInputSync } from '../shared/for-input.js';
import { artifactDirInput } from '../okf-read/inputs.js';

export interface OkfStatsInputs {
  ref: string;
  field: string;
  numeric: boolean;
  stats: StatName[];
  artifactDir: string | undefined;
  from: FindBy | undefined;
  resultPath: string;
  largeResult: LargeResultPolicy;
}

export function readOkfStatsInputs(
  inputs: Inputs,
  env: NodeJS.ProcessEnv,
  cwd: string,
): OkfStatsInputs {
  const ref = inputs.string('ref', { required: true });
  forInputSync('ref', () => parseRef(ref));
  return {
    ref,
    field: inputs.string('field', { required: true }),
    numeric: inputs.bool('numeric', false),
    stats: forInputSync('stats', () =>
      parseStatNames(inputs.list('stats', { default: [...STAT_NAMES] })),
    ),
    artifactDir: artifactDirInput(inputs, env, cwd),
    from: otherRunInput(inputs, env),
    resultPath: resultPath(inputs.optional('result-file'), env, 'okf-stats', cwd),
    largeResult: readLargeResultPolicy(inputs),
  };
}

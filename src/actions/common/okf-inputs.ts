// The inputs okf-read and okf-stats share: the ref, where the dataset is read from and where
// the answer goes. Each action reads its own inputs in between: inputs are read in the order
// the action documents them, and of several bad ones the first read is the one reported.

import { parseRef, storeOfRef } from '../../okf/ref.js';
import { readClickHouseInputs } from './clickhouse-inputs.js';
import type { Inputs } from '../../runtime/index.js';
import { InputError } from '../../runtime/index.js';
import { forInputSync } from './for-input.js';
import { artifactDirInput } from './path-input.js';
import { resultPath, type OkfQueryPlace } from './okf-result.js';
import { otherRunInput } from './other-run.js';
import { readLargeResultPolicy } from './result-output.js';

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
  const parsed = forInputSync('ref', () => parseRef(ref));
  const own = readOwn();
  // Empty: the store the ref names; given, it must be that one (a check, not a switch).
  const store = storeOfRef(parsed);
  const asked = inputs.optional('store');
  if (asked !== undefined && asked !== store) {
    throw new InputError(
      'store',
      `is ${JSON.stringify(asked.slice(0, 40))}, but ref ${ref} names a dataset of the ${store} store (a ClickHouse ref ends with @clickhouse)`,
    );
  }
  const artifactDir = artifactDirInput(inputs, env, cwd);
  const from = otherRunInput(inputs, env);
  const clickhouse = readClickHouseInputs(inputs);
  if (store === 'clickhouse' && clickhouse === undefined) {
    throw new InputError('clickhouse-url', `is required: ${ref} is kept in ClickHouse`);
  }
  return {
    ref,
    ...own,
    artifactDir,
    from,
    ...(store === 'clickhouse' ? { clickhouse } : {}),
    resultPath: resultPath(inputs.optional('result-file'), env, action, cwd),
    largeResult: readLargeResultPolicy(inputs),
  };
}

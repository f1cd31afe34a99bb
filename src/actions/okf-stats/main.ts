// okf-stats: the composition root. Per-field statistics of an OKF dataset (only that
// column is read) from the run's artifacts or a local directory; the result is JSON.

import { okfStats } from '../../okf/index.js';
import {
  runAction,
  type ActionContext,
  type ActionSpec,
  type RuntimeDeps,
} from '../../runtime/index.js';
import { openOkfStore, publishResult } from '../shared/okf-result.js';
import { readOkfStatsInputs, type OkfStatsInputs } from './inputs.js';
import { writeStatsSummary } from './summary.js';

export const ACTION_NAME = 'okf-stats';

async function run(ctx: ActionContext, inputs: OkfStatsInputs): Promise<{ items: number }> {
  const store = await openOkfStore(inputs.artifactDir, ctx.env);
  const result = await ctx.phase('Stats', () =>
    okfStats(store, inputs.ref, { field: inputs.field, numeric: inputs.numeric }),
  );
  ctx.log.info(`${result.ref} ${result.field}: ${result.count} values, ${result.nulls} nulls`);
  await publishResult(ctx, inputs.resultPath, result);
  writeStatsSummary(ctx.summary, result);
  return { items: result.count + result.nulls };
}

export function okfStatsSpec(cwd: string = process.cwd()): ActionSpec<OkfStatsInputs> {
  return {
    name: ACTION_NAME,
    readInputs: (inputs, env) => readOkfStatsInputs(inputs, env, cwd),
    run,
  };
}

export function main(deps: RuntimeDeps = {}): Promise<number> {
  return runAction(okfStatsSpec(), deps);
}

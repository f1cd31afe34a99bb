// okf-read: the composition root. Reads a slice of an OKF dataset (fields and rows, or a
// where with a limit) from the run's artifacts or a local directory; the result is JSON.

import { okfRead } from '../../okf/index.js';
import {
  runAction,
  type ActionContext,
  type ActionSpec,
  type RuntimeDeps,
} from '../../runtime/index.js';
import { openOkfStore, publishResult } from '../shared/okf-result.js';
import { readOkfReadInputs, type OkfReadInputs } from './inputs.js';
import { writeReadSummary } from './summary.js';

export const ACTION_NAME = 'okf-read';

async function run(ctx: ActionContext, inputs: OkfReadInputs): Promise<{ items: number }> {
  const store = await openOkfStore(inputs.artifactDir, ctx.env);
  const result = await ctx.phase('Read', () => okfRead(store, inputs.ref, inputs.request));
  ctx.log.info(
    `${result.ref}: ${result.rows.length} rows of ${result.fields.length} fields${result.more ? '; more rows match' : ''}`,
  );
  await publishResult(ctx, inputs.resultPath, result);
  ctx.setOutput('rows', result.rows.length);
  ctx.setOutput('more', result.more);
  writeReadSummary(ctx.summary, inputs, result);
  ctx.metric('rows', result.rows.length);
  return { items: result.rows.length };
}

export function okfReadSpec(cwd: string = process.cwd()): ActionSpec<OkfReadInputs> {
  return {
    name: ACTION_NAME,
    readInputs: (inputs, env) => readOkfReadInputs(inputs, env, cwd),
    run,
  };
}

export function main(deps: RuntimeDeps = {}): Promise<number> {
  return runAction(okfReadSpec(), deps);
}

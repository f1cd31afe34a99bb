// okf-read: the composition root. Reads a slice of an OKF dataset (fields and rows, or a
// where with a limit) from the run's artifacts, a local directory or ClickHouse; the result is JSON.

import type { ActionContext } from '../../runtime/index.js';
import { runDefinedAction, type ActionDefinition, type ActionDeps } from '../common/action.js';
import { answerOkfQuery } from '../common/okf-result.js';
import { readFrom } from '../../okf/source.js';
import { readOkfReadInputs, type OkfReadInputs } from './inputs.js';
import { writeReadSummary } from './summary.js';

export const ACTION_NAME = 'okf-read';

async function run(ctx: ActionContext, inputs: OkfReadInputs): Promise<{ items: number }> {
  const result = await answerOkfQuery(
    ctx,
    inputs,
    'Read',
    (source) => readFrom(source, inputs.ref, inputs.request),
    (r) =>
      `${r.ref}: ${r.rows.length} rows of ${r.fields.length} fields${r.more ? '; more rows match' : ''}`,
  );
  if (result === undefined) return { items: 0 };
  ctx.setOutput('rows', result.rows.length);
  ctx.setOutput('more', result.more);
  writeReadSummary(ctx.summary, inputs, result);
  ctx.metric('rows', result.rows.length);
  return { items: result.rows.length };
}

export const okfReadAction: ActionDefinition<OkfReadInputs, ActionDeps> = {
  name: ACTION_NAME,
  readInputs: readOkfReadInputs,
  run,
};

export function runOkfReadAction(deps: ActionDeps = {}): Promise<number> {
  return runDefinedAction(okfReadAction, deps);
}

export function main(): Promise<number> {
  return runOkfReadAction();
}

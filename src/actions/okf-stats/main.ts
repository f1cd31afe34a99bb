// okf-stats: the composition root. Per-field statistics of an OKF dataset (only that
// column is read, or only the footer when its statistics answer the ones asked for) from the run's artifacts, a local directory or ClickHouse; the result is JSON.

import type { ActionContext } from '../../runtime/index.js';
import { runDefinedAction, type ActionDefinition, type ActionDeps } from '../common/action.js';
import { answerOkfQuery } from '../common/okf-result.js';
import { statsFrom } from '../../okf/source.js';
import { readOkfStatsInputs, type OkfStatsInputs } from './inputs.js';
import { writeStatsSummary } from './summary.js';

export const ACTION_NAME = 'okf-stats';

async function run(ctx: ActionContext, inputs: OkfStatsInputs): Promise<{ items: number }> {
  const request = { field: inputs.field, numeric: inputs.numeric, stats: inputs.stats };
  const result = await answerOkfQuery(
    ctx,
    inputs,
    'Stats',
    (source) => statsFrom(source, inputs.ref, request),
    (r) => `${r.ref} ${r.field}: ${r.count} values, ${r.nulls} nulls`,
  );
  if (result === undefined) return { items: 0 };
  writeStatsSummary(ctx.summary, result);
  return { items: result.count + result.nulls };
}

export const okfStatsAction: ActionDefinition<OkfStatsInputs, ActionDeps> = {
  name: ACTION_NAME,
  readInputs: readOkfStatsInputs,
  run,
};

export function runOkfStatsAction(deps: ActionDeps = {}): Promise<number> {
  return runDefinedAction(okfStatsAction, deps);
}

export function main(): Promise<number> {
  return runOkfStatsAction();
}

// Whether a run context is one make-run-context could have written (pure): a context that
// arrives as an input or an artifact is checked by the same rules the planner follows.

import type { RunContext } from '../contracts/index.js';
import { runId } from './run-id.js';
import { isoWeek } from './week.js';

/**
 * Why `context` is not one make-run-context could have written, or undefined: `since`
 * must be before `until`; `week` the ISO week that contains `since` (a window that is not
 * its week's Monday..Monday is a backfill, and the planner names a backfill after the week
 * of its `since`, so one rule covers both), or the one that contains `until` (the label
 * `run`: a Monday run names its files after the week it runs in, its window the week before); `run_id` its content address. The timestamps
 * have passed the schema's YYYY-MM-DDTHH:MM:SSZ pattern, so text order is time order.
 */
export function runContextProblem(context: RunContext): string | undefined {
  const { since, until, week } = context;
  if (since >= until) {
    return `the run context's since ${since} is not before its until ${until}`;
  }
  let sinceWeek: string;
  let untilWeek: string;
  try {
    sinceWeek = isoWeek(Date.parse(since));
    untilWeek = isoWeek(Date.parse(until));
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return `the run context's window ${since}..${until}: ${error.message}`;
  }
  if (week !== sinceWeek && week !== untilWeek) {
    return `the run context's week ${week} does not match its window: since ${since} is in ${sinceWeek}, until ${until} in ${untilWeek} (the week of a run, backfills included, is the ISO week of since, or of until when labelled by the week it runs in)`;
  }
  const address = runId(context);
  if (context.run_id !== address) {
    return `the run context's run_id ${context.run_id} is not its content address ${address} (a context edited after make-run-context wrote it)`;
  }
  return undefined;
}

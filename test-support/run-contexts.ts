// Run contexts as make-run-context writes them, and edited ones, for the tests of the
// readers that must accept or refuse them.
import fc from 'fast-check';
import type { RunContext } from '../src/contracts/index.js';
import { buildRunContext, runId } from '../src/runcontext/run-id.js';
import { formatTimestamp } from '../src/runcontext/time.js';
import { resolveWindow, type WindowInputs } from '../src/runcontext/window.js';
import { EXAMPLE_CONTEXT_INPUTS, exampleRunContext } from './contracts-examples.js';

/** Backfill windows (`since` and `until`) starting 2020 to 2030, a second to 60 days long. */
export const backfillWindows = fc
  .tuple(
    fc.integer({ min: Date.parse('2020-01-01') / 1000, max: Date.parse('2030-01-01') / 1000 }),
    fc.integer({ min: 1, max: 60 * 86_400 }),
  )
  .map(([since, length]) => ({
    since: formatTimestamp(since * 1000),
    until: formatTimestamp((since + length) * 1000),
  }));

/** The run context make-run-context writes for `inputs`, with the example's checksums and clock. */
export function plannedRunContext(inputs: WindowInputs): RunContext {
  return buildRunContext({ ...resolveWindow(inputs), ...EXAMPLE_CONTEXT_INPUTS });
}

/** The example context with `change` applied and its run_id recomputed (still its content address). */
export function readdressed(change: Partial<RunContext>): RunContext {
  const context = { ...exampleRunContext(), ...change };
  return { ...context, run_id: runId(context) };
}

// A run context from an input or an artifact is checked by the planner's own rules.
import fc from 'fast-check';
import {
  EXAMPLE_CONTEXT_INPUTS,
  exampleRunContext,
} from '../../test-support/contracts-examples.js';
import type { RunContext } from '../contracts/index.js';
import { runContextProblem } from './consistency.js';
import { buildRunContext, runId } from './run-id.js';
import { formatTimestamp } from './time.js';
import { resolveWindow } from './window.js';

const readdressed = (change: Partial<RunContext>): RunContext => {
  const context = { ...exampleRunContext(), ...change };
  return { ...context, run_id: runId(context) };
};

test('every context the planner writes for a since/until window passes', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: Date.parse('2020-01-01') / 1000, max: Date.parse('2030-01-01') / 1000 }),
      fc.integer({ min: 1, max: 60 * 86_400 }),
      (since, length) => {
        const window = resolveWindow({
          now: 0,
          since: formatTimestamp(since * 1000),
          until: formatTimestamp((since + length) * 1000),
        });
        const context = buildRunContext({ ...window, ...EXAMPLE_CONTEXT_INPUTS });
        expect(runContextProblem(context)).toBeUndefined();
      },
    ),
  );
});

test('an empty window, a week not of since, an edited context', () => {
  expect(runContextProblem(exampleRunContext())).toBeUndefined();
  expect(runContextProblem(readdressed({ until: '2026-06-01T00:00:00Z' }))).toMatch(
    /is not before its until/,
  );
  expect(runContextProblem(readdressed({ week: '2026-W24' }))).toMatch(
    /week 2026-W24 does not match its window: since 2026-06-01T00:00:00Z is in 2026-W23/,
  );
  expect(runContextProblem({ ...exampleRunContext(), until: '2026-06-09T00:00:00Z' })).toMatch(
    /is not its content address/,
  );
});

// A run context from an input or an artifact is checked by the planner's own rules.
import fc from 'fast-check';
import { exampleRunContext } from '../../test-support/contracts-examples.js';
import {
  backfillWindows,
  plannedRunContext,
  readdressed,
} from '../../test-support/run-contexts.js';
import { runContextProblem } from './consistency.js';

test('every context the planner writes for a since/until window passes', () => {
  fc.assert(
    fc.property(backfillWindows, (window) => {
      expect(runContextProblem(plannedRunContext({ now: 0, ...window }))).toBeUndefined();
    }),
  );
});

test('an empty window, a week not of since, an edited context', () => {
  expect(runContextProblem(exampleRunContext())).toBeUndefined();
  expect(runContextProblem(readdressed({ until: '2026-06-01T00:00:00Z' }))).toMatch(
    /is not before its until/,
  );
  expect(runContextProblem(readdressed({ week: '2026-W25' }))).toMatch(
    /week 2026-W25 does not match its window: since 2026-06-01T00:00:00Z is in 2026-W23, until 2026-06-08T00:00:00Z in 2026-W24/,
  );
  expect(runContextProblem({ ...exampleRunContext(), until: '2026-06-09T00:00:00Z' })).toMatch(
    /is not its content address/,
  );
});

test('a context labelled by the week its run is in (the ISO week of until) passes', () => {
  const labelled = plannedRunContext({
    now: 0,
    since: '2025-12-22',
    until: '2025-12-29',
    weekLabel: 'run',
  });
  expect(labelled.week).toBe('2026-W01');
  expect(runContextProblem(labelled)).toBeUndefined();
  expect(runContextProblem(readdressed({ week: '2026-W24' }))).toBeUndefined();
});

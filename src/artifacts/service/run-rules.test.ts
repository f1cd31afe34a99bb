// Which run another run's reader reads: the selector's match, the newest of the matches, the
// trust rule (no fork runs unless allowed), and how the filters read in a message.
import fc from 'fast-check';
import {
  describeFilters,
  isForkRun,
  matchesFilters,
  selectRun,
  trustProblem,
  type RunFilters,
  type WorkflowRun,
} from './run-rules.js';

const REPO = 'octo-org/octo-repo';

function run(over: Partial<WorkflowRun> & { id: number }): WorkflowRun {
  return {
    html_url: `https://github.com/${REPO}/actions/runs/${over.id}`,
    repository: REPO,
    head_repository: REPO,
    head_branch: 'main',
    head_sha: 'a'.repeat(40),
    event: 'schedule',
    status: 'completed',
    conclusion: 'success',
    created_at: '2026-11-30T06:00:00Z',
    workflow_id: 7,
    path: '.github/workflows/weekly.yml',
    ...over,
  };
}

const filters: RunFilters = { workflow: 'weekly.yml', conclusion: 'success' };
const trustAll = () => null;
const ownOnly = (r: WorkflowRun) => trustProblem(r, REPO, false);

test('a run matches when completed with the conclusion, of the workflow (file or id), and each filter', () => {
  expect(matchesFilters(run({ id: 1 }), filters)).toBe(true);
  expect(matchesFilters(run({ id: 1 }), { ...filters, workflow: '7' })).toBe(true);
  expect(
    matchesFilters(run({ id: 1, path: '.github/workflows/weekly.yml@refs/heads/x' }), filters),
  ).toBe(true);
  expect(matchesFilters(run({ id: 1, status: 'in_progress', conclusion: null }), filters)).toBe(
    false,
  );
  expect(matchesFilters(run({ id: 1, conclusion: 'failure' }), filters)).toBe(false);
  expect(matchesFilters(run({ id: 1, path: '.github/workflows/other.yml' }), filters)).toBe(false);
  expect(matchesFilters(run({ id: 1 }), { ...filters, workflow: '8' })).toBe(false);
  expect(matchesFilters(run({ id: 1, head_branch: 'x' }), { ...filters, branch: 'main' })).toBe(
    false,
  );
  expect(matchesFilters(run({ id: 1, event: 'push' }), { ...filters, event: 'schedule' })).toBe(
    false,
  );
  expect(matchesFilters(run({ id: 1 }), { ...filters, commit: 'A'.repeat(40) })).toBe(true);
  expect(matchesFilters(run({ id: 1 }), { ...filters, commit: 'b'.repeat(40) })).toBe(false);
});

test('the newest match wins, never the current run; a tie on time goes to the higher id', () => {
  const runs = [
    run({ id: 1, created_at: '2026-11-23T06:00:00Z' }),
    run({ id: 3, created_at: '2026-11-30T06:00:00Z' }),
    run({ id: 2, created_at: '2026-11-30T06:00:00Z' }),
    run({ id: 4, created_at: '2026-12-01T06:00:00Z', conclusion: 'failure' }),
  ];
  expect(selectRun(runs, filters, undefined, trustAll).run?.id).toBe(3);
  expect(selectRun(runs, filters, 3, trustAll).run?.id).toBe(2);
  expect(selectRun([], filters, undefined, trustAll)).toEqual({ run: undefined, refused: [] });
});

test('rule "no fork runs": a fork run is passed over by a selector and said why, whatever its event', () => {
  const fork = run({
    id: 9,
    created_at: '2026-12-03T06:00:00Z',
    event: 'pull_request',
    head_repository: 'mallory/octo-repo',
  });
  const own = run({ id: 5 });
  const chosen = selectRun([fork, own], filters, undefined, ownOnly);
  expect(chosen.run?.id).toBe(5);
  expect(chosen.refused).toEqual([
    'rule "no fork runs" refused run 9 (pull_request): its head repository is "mallory/octo-repo", ' +
      `not ${REPO}; its artifacts are whatever that fork wrote (set allow-forks: true to read it anyway)`,
  ]);
  expect(
    selectRun([fork, own], filters, undefined, (r) => trustProblem(r, REPO, true)).run?.id,
  ).toBe(9);
  expect(
    trustProblem(run({ id: 6, event: 'push', head_repository: 'mallory/x' }), REPO, false),
  ).toMatch(/^rule "no fork runs" refused run 6 \(push\)/);
  expect(trustProblem(run({ id: 7, head_repository: null }), REPO, false)).toContain(
    'its head repository is a deleted repository',
  );
  // The repository read is the one the run belongs to: another repository's run is not its own.
  expect(isForkRun(run({ id: 8 }), 'octo-org/other')).toBe(true);
  expect(isForkRun(run({ id: 8, head_repository: 'Octo-Org/Octo-Repo' }), REPO)).toBe(false);
});

test('the filters in a message: only those given, quoted, in a fixed order', () => {
  expect(describeFilters({ ...filters, branch: 'main', commit: 'c'.repeat(40) })).toBe(
    `workflow "weekly.yml", branch "main", conclusion "success", commit "${'c'.repeat(40)}"`,
  );
});

test('property: the choice is the newest trusted match, whatever the order of the runs', () => {
  const arbRun = fc.record({
    id: fc.integer({ min: 1, max: 50 }),
    day: fc.integer({ min: 1, max: 9 }),
    fork: fc.boolean(),
    conclusion: fc.constantFrom('success', 'failure'),
  });
  fc.assert(
    fc.property(fc.uniqueArray(arbRun, { selector: (r) => r.id, maxLength: 12 }), (specs) => {
      const runs = specs.map((s) =>
        run({
          id: s.id,
          created_at: `2026-12-0${s.day}T06:00:00Z`,
          head_repository: s.fork ? 'mallory/octo-repo' : REPO,
          conclusion: s.conclusion,
        }),
      );
      const chosen = selectRun(runs, filters, undefined, ownOnly);
      const reversed = selectRun([...runs].reverse(), filters, undefined, ownOnly);
      expect(reversed.run?.id).toBe(chosen.run?.id);
      const trusted = specs.filter((s) => !s.fork && s.conclusion === 'success');
      const best = trusted.sort((a, b) => b.day - a.day || b.id - a.id)[0];
      expect(chosen.run?.id).toBe(best?.id);
      expect(chosen.refused.length).toBe(
        specs.filter((s) => s.fork && s.conclusion === 'success').length,
      );
    }),
  );
});

// `actions:` is granted where a step reads another run: a run selector or run-id on gather,
// okf-read or okf-stats counts as a read through the API; the same step without them does not.
import { privilegeProblems } from './least-privilege.js';

const job = (uses: string, inputs: Record<string, string>) => ({
  jobs: { read: { permissions: { actions: 'read' }, steps: [{ uses, with: inputs }] } },
});

test('a run selector or run-id reads through the API; a gather of this run does not', () => {
  const gather = 'squadscope/matrix-crawl/actions/gather@v1';
  expect(privilegeProblems(job(gather, { 'fan-id': 'f', branch: 'main' }), 'w.yml')).toEqual([]);
  expect(
    privilegeProblems(job('./actions/okf-read', { ref: 'r', 'run-id': '7' }), 'w.yml'),
  ).toEqual([]);
  expect(privilegeProblems(job(gather, { 'fan-id': 'f' }), 'w.yml')).toEqual([
    "w.yml: job 'read' is granted `actions:` but reads nothing through the API",
  ]);
  expect(privilegeProblems(job('some/other@v1', { branch: 'main' }), 'w.yml')).toHaveLength(1);
});

// The local GitHub API server serves workflow runs as the REST API does: one by id, the runs
// of a workflow (by file or id) newest first with the API's filters, a fork's pull-request
// run with its head repository, a run on another branch.
import { startGithubApiServer, type GithubApiServer } from './github-api-server.js';
import { RUNS_REPOSITORY, type RunSpec } from './workflow-runs.js';

const RUNS: RunSpec[] = [
  { id: 1, created_at: '2026-11-23T06:00:00Z' },
  { id: 2, created_at: '2026-11-30T06:00:00Z', branch: 'feature', event: 'push' },
  { id: 3, created_at: '2026-12-01T06:00:00Z', event: 'pull_request', head_repository: 'm/r' },
];

let server: GithubApiServer;
beforeAll(async () => {
  server = await startGithubApiServer({ runs: RUNS });
});
afterAll(() => server.close());

const get = async (path: string): Promise<{ status: number; body: Record<string, unknown> }> => {
  const res = await fetch(`${server.url}/repos/${RUNS_REPOSITORY}${path}`, {
    headers: { authorization: 'Bearer t' },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

type Run = Record<string, unknown> & { head_repository: { full_name: string } };

test('a run by id has the fields of the real API; a missing one is 404', async () => {
  const { body } = await get('/actions/runs/3');
  expect(body).toMatchObject({
    id: 3,
    event: 'pull_request',
    head_branch: 'main',
    status: 'completed',
    conclusion: 'success',
    path: '.github/workflows/weekly.yml',
    html_url: `https://github.com/${RUNS_REPOSITORY}/actions/runs/3`,
    repository: { full_name: RUNS_REPOSITORY },
    head_repository: { full_name: 'm/r', fork: true },
  });
  expect(typeof body['workflow_id']).toBe('number');
  expect((await get('/actions/runs/9')).status).toBe(404);
});

test('the runs of a workflow, newest first, filtered by branch, event and status', async () => {
  const ids = async (query: string) =>
    ((await get(`/actions/workflows/weekly.yml/runs?${query}`)).body['workflow_runs'] as Run[]).map(
      (r) => r['id'],
    );
  expect(await ids('')).toEqual([3, 2, 1]);
  expect(await ids('branch=feature')).toEqual([2]);
  expect(await ids('event=pull_request&status=completed')).toEqual([3]);
  expect(await ids('per_page=1&page=2')).toEqual([2]);
  expect((await get('/actions/workflows/none.yml/runs')).status).toBe(404);
});

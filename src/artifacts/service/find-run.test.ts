// Finding the run through the REST API: pages newest first, at most MAX_RUN_PAGES of them,
// each run's fields checked, a 5xx retried, a 404 named.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  findRun,
  getRun,
  MAX_RUN_PAGES,
  parseRun,
  RUNS_PER_PAGE,
  type RunsApi,
} from './find-run.js';
import type { RunFilters, WorkflowRun } from './run-rules.js';

const REPO = 'octo-org/octo-repo';
const filters: RunFilters = { workflow: 'weekly.yml', conclusion: 'success', branch: 'main' };

const body = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  html_url: `https://github.com/${REPO}/actions/runs/${id}`,
  repository: { full_name: REPO },
  head_repository: { full_name: REPO },
  head_branch: 'main',
  head_sha: 'a'.repeat(40),
  event: 'schedule',
  status: 'completed',
  conclusion: 'success',
  created_at: new Date(Date.UTC(2026, 0, 1) + id * 1000).toISOString(),
  workflow_id: 7,
  path: '.github/workflows/weekly.yml',
  ...over,
});

let server: Server;
let api: RunsApi;
let pages: string[] = [];
let answer: (url: URL) => { status: number; body: unknown } = () => ({ status: 404, body: {} });

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    pages.push(url.pathname + url.search);
    const { status, body: b } = answer(url);
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(b));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  api = {
    api: `http://127.0.0.1:${port}`,
    token: 't',
    owner: 'octo-org',
    name: 'octo-repo',
    retry: { attempts: 3, baseMs: 1, capMs: 2, deadlineMs: 5000 },
  };
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  pages = [];
});

const trustAll = () => null;

test('the newest match of the first page that has one, asked with the filters the API applies', async () => {
  answer = () => ({
    status: 200,
    body: { workflow_runs: [body(9, { conclusion: 'failure' }), body(8), body(7)] },
  });
  const found = await findRun(api, filters, undefined, trustAll);
  expect(found.run?.id).toBe(8);
  expect(pages).toEqual([
    `/repos/${REPO}/actions/workflows/weekly.yml/runs?status=completed&branch=main&per_page=${RUNS_PER_PAGE}&page=1`,
  ]);
});

test(`at most ${MAX_RUN_PAGES} pages are read when no run matches`, async () => {
  answer = (url) => {
    const page = Number(url.searchParams.get('page'));
    const runs = Array.from({ length: RUNS_PER_PAGE }, (_, i) =>
      body(100_000 - page * RUNS_PER_PAGE - i, { conclusion: 'failure' }),
    );
    return { status: 200, body: { workflow_runs: runs } };
  };
  const found = await findRun(api, filters, undefined, trustAll);
  expect(found.run).toBeUndefined();
  expect(pages).toHaveLength(MAX_RUN_PAGES);
});

test('a short page is the last one; a 5xx is retried; the current run is never chosen', async () => {
  let calls = 0;
  answer = () =>
    ++calls === 1 ? { status: 502, body: {} } : { status: 200, body: { workflow_runs: [body(5)] } };
  expect((await findRun(api, filters, 5, trustAll)).run).toBeUndefined();
  expect(pages).toHaveLength(2);
});

test('one run by id; a missing run and a malformed one are errors that say so', async () => {
  answer = (url) =>
    url.pathname.endsWith('/4')
      ? { status: 200, body: body(4) }
      : url.pathname.endsWith('/5')
        ? { status: 200, body: body(5, { head_sha: 5 }) }
        : { status: 404, body: { message: 'Not Found' } };
  expect((await getRun(api, 4)).id).toBe(4);
  await expect(getRun(api, 6)).rejects.toThrow(`Run 6 not found in ${REPO}`);
  await expect(getRun(api, 5)).rejects.toThrow('has no valid head_sha');
});

test('a run parsed: a deleted fork is a null head repository, a missing repository an error', () => {
  const parsed: WorkflowRun = parseRun(body(3, { head_repository: null }));
  expect(parsed.head_repository).toBeNull();
  expect(() => parseRun(body(3, { repository: null }))).toThrow('has no valid repository');
  expect(() => parseRun([])).toThrow('is not an object');
});

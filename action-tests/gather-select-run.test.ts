// gather finding the run it reads by name (workflow, branch, event, conclusion, commit) as
// actions/download-artifact does, through the real @actions/artifact client against the local
// artifact service, whose REST side also serves the workflow runs: the newest successful run
// on main is read, a fork's pull-request run carrying the same artifact names is passed over
// (or read with allow-forks), and each if-no-run mode when nothing matches.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StepResult } from '../src/local/step.js';
import { jobStep, ok } from './job-step.js';
import { startArtifactService, type ArtifactService } from './artifact-service.js';
import { RUNS_REPOSITORY, type RunSpec } from './workflow-runs.js';

let artifacts: ArtifactService;
let dir: string;

/** The runs of weekly.yml: a week-old one, the newest on main, a failed and a branch run, a fork's. */
export const RUNS: RunSpec[] = [
  { id: 71, created_at: '2026-11-23T06:00:00Z' },
  { id: 75, created_at: '2026-11-30T06:00:00Z' },
  { id: 76, created_at: '2026-12-01T06:00:00Z', conclusion: 'failure' },
  { id: 77, created_at: '2026-12-02T06:00:00Z', branch: 'feature', event: 'push' },
  {
    id: 78,
    created_at: '2026-12-03T06:00:00Z',
    event: 'pull_request',
    head_repository: 'mallory/octo-repo',
  },
  { id: 79, created_at: '2026-12-03T07:00:00Z', workflow: 'other.yml' },
  // The run that reads: in progress, and never read by its own selector.
  { id: 80, created_at: '2026-12-04T06:00:00Z', status: 'in_progress', conclusion: null },
];

beforeAll(async () => {
  artifacts = await startArtifactService({ runs: RUNS });
  dir = await mkdtemp(join(tmpdir(), 'e2e-gather-select-run-'));
  // Each run's legs say which run wrote them; the fork's say what a fork would like read.
  for (const run of ['71', '75', '76', '77', '78', '79']) {
    const payload = join(dir, `${run}.json`);
    await writeFile(payload, JSON.stringify({ written_by: run === '78' ? 'mallory' : run }));
    ok(await step(run, 'emit', { payload, seq: '0', expected: '1' }));
  }
}, 180_000);

afterAll(async () => {
  await artifacts?.close();
  await rm(dir, { recursive: true, force: true });
});

/** A step of run `run`, in workflow weekly.yml of the repository, with a token. */
export function step(
  run: string,
  action: string,
  inputs: Record<string, string>,
): Promise<StepResult> {
  const fan: Record<string, string> =
    action === 'emit' || action === 'gather' ? { 'fan-id': 'weekly' } : {};
  return jobStep(
    artifacts,
    dir,
    { run, job: action },
    action,
    { ...fan, ...inputs },
    {
      GITHUB_API_URL: artifacts.url,
      GITHUB_TOKEN: 'a-token-with-actions-read',
      GITHUB_REPOSITORY: RUNS_REPOSITORY,
      GITHUB_WORKFLOW_REF: `${RUNS_REPOSITORY}/.github/workflows/weekly.yml@refs/heads/main`,
    },
  );
}

const writer = (result: StepResult): unknown =>
  (JSON.parse(result.outputs['result']!) as { written_by: string }[])[0]?.written_by;

test('branch main: the newest successful run on main, the fork passed over and said why', async () => {
  const gathered = ok(await step('80', 'gather', { branch: 'main' }));
  expect(gathered.outputs['source-run-id']).toBe('75');
  expect(gathered.outputs['source-run-url']).toBe(
    `https://github.com/${RUNS_REPOSITORY}/actions/runs/75`,
  );
  expect(gathered.outputs['source-run-branch']).toBe('main');
  expect(gathered.outputs['source-run-event']).toBe('schedule');
  expect(gathered.outputs['source-run-created-at']).toBe('2026-11-30T06:00:00Z');
  expect(gathered.outputs['source-run-fork']).toBe('false');
  expect(gathered.outputs['status']).toBe('complete');
  expect(writer(gathered)).toBe('75');
  expect(gathered.stdout).toContain('Reading run 75');
  expect(gathered.stdout).toContain('rule "no fork runs" refused run 78');
}, 120_000);

test('the selector filters: event, branch, commit and conclusion each pick their run', async () => {
  expect(ok(await step('80', 'gather', { event: 'push' })).outputs['source-run-id']).toBe('77');
  expect(ok(await step('80', 'gather', { branch: 'feature' })).outputs['source-run-id']).toBe('77');
  const commit = (71).toString(16).padStart(40, 'a');
  expect(ok(await step('80', 'gather', { commit })).outputs['source-run-id']).toBe('71');
  expect(ok(await step('80', 'gather', { conclusion: 'failure' })).outputs['source-run-id']).toBe(
    '76',
  );
  expect(ok(await step('80', 'gather', { workflow: 'other.yml' })).outputs['source-run-id']).toBe(
    '79',
  );
}, 180_000);

test('a fork run with the right artifact names is refused by default, read with allow-forks', async () => {
  const refused = await step('80', 'gather', { event: 'pull_request' });
  expect(refused.exitCode).toBe(1);
  expect(refused.stdout).toContain('rule "no fork runs" refused run 78');
  expect(refused.stdout).toContain('event "pull_request"');
  expect(refused.outputs['result']).toBeUndefined();
  const allowed = ok(await step('80', 'gather', { event: 'pull_request', 'allow-forks': 'true' }));
  expect(allowed.outputs['source-run-id']).toBe('78');
  expect(allowed.outputs['source-run-fork']).toBe('true');
  expect(allowed.stdout).toContain("::warning::Run 78 is a fork's run");
  expect(writer(allowed)).toBe('mallory');
}, 120_000);

test("a fork's run named by run-id is refused the same way, and read with allow-forks", async () => {
  const before = artifacts.calls().filter((c) => c.op === 'rest:list').length;
  const refused = await step('80', 'gather', { 'run-id': '78' });
  expect(refused.exitCode).toBe(1);
  expect(refused.stdout).toContain('rule "no fork runs" refused run 78');
  // Refused before any artifact of the run is listed.
  expect(artifacts.calls().filter((c) => c.op === 'rest:list').length).toBe(before);
  const allowed = ok(await step('80', 'gather', { 'run-id': '78', 'allow-forks': 'true' }));
  expect(allowed.outputs['source-run-fork']).toBe('true');
  expect(writer(allowed)).toBe('mallory');
}, 120_000);

describe('no run matches: if-no-run', () => {
  const none = { branch: 'nowhere' };
  const filters = 'workflow "weekly.yml", branch "nowhere", conclusion "success"';

  test('fail (the default): the step fails naming the filters', async () => {
    const failed = await step('80', 'gather', none);
    expect(failed.exitCode).toBe(1);
    expect(failed.stdout).toContain(`No completed run of ${RUNS_REPOSITORY} matches ${filters}`);
  }, 60_000);

  test('warn: a warning, status no-run, no result', async () => {
    const warned = ok(await step('80', 'gather', { ...none, 'if-no-run': 'warn' }));
    expect(warned.outputs['status']).toBe('no-run');
    expect(warned.outputs['result']).toBe('');
    expect(warned.outputs['result-path']).toBe('');
    expect(warned.stdout).toContain(`::warning::No completed run of ${RUNS_REPOSITORY}`);
  }, 60_000);

  test('ignore: no warning, status no-run, no result (okf-read too, no result file)', async () => {
    const ignored = ok(await step('80', 'gather', { ...none, 'if-no-run': 'ignore' }));
    expect(ignored.outputs['status']).toBe('no-run');
    expect(ignored.outputs['result']).toBe('');
    expect(ignored.stdout).not.toContain('::warning::');
    const read = ok(
      await step('80', 'okf-read', {
        ref: 'okf:claims#v1',
        ...none,
        'if-no-run': 'ignore',
        'result-file': 'okf.json',
      }),
    );
    expect(read.outputs['status']).toBe('no-run');
    expect(read.outputs['result-path']).toBeUndefined();
  }, 60_000);
});

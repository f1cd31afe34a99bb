// The reliability suite's cases for reading another run and for path inputs (docs/hostile.md,
// "Other runs and paths"): a fork's run that carries the artifact names a gather reads, found
// by a selector or named by run-id, and every confined path input pointed out of the
// workspace by `..`, by an absolute path and through a symlink. Each case passes the suite's
// verdict (no hang, no crash, no foreign command, declared outputs only), is refused for its
// own reason, and writes nothing outside the workspace.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runStep, type StepResult } from '../src/local/step.js';
import { jobStep } from './job-step.js';
import { startArtifactService, type ArtifactService } from './artifact-service.js';
import { verdict } from './hostile/harness.js';
import { RUNS_REPOSITORY, type RunSpec } from './workflow-runs.js';

let artifacts: ArtifactService;
let base: string;
let workspace: string;
let outside: string;
const OUTSIDE_BYTES = '{"outside": "untouched"}';

const RUNS: RunSpec[] = [
  { id: 75, created_at: '2026-11-30T06:00:00Z' },
  {
    id: 78,
    created_at: '2026-12-03T06:00:00Z',
    event: 'pull_request',
    head_repository: 'mallory/octo-repo',
  },
  // A fork's push run: the rule is the head repository, whatever the event.
  { id: 79, created_at: '2026-12-03T07:00:00Z', event: 'push', head_repository: 'mallory/x' },
];

beforeAll(async () => {
  artifacts = await startArtifactService({ runs: RUNS });
  base = await mkdtemp(join(tmpdir(), 'hostile-runs-'));
  workspace = join(base, 'ws');
  outside = join(base, 'outside');
  await mkdir(workspace);
  await mkdir(outside);
  await symlink(outside, join(workspace, 'out-link'));
  await writeFile(join(workspace, 'payload.json'), '{"written_by": "PWNED"}');
  // The target of the absolute and symlink cases exists: a reader would find it, a writer
  // would replace it.
  await writeFile(join(outside, 'escape.json'), OUTSIDE_BYTES);
  for (const run of ['75', '78', '79'])
    expect(
      (await step(run, 'emit', { 'fan-id': 'weekly', payload: 'payload.json' })).exitCode,
    ).toBe(0);
}, 120_000);

afterAll(async () => {
  await artifacts?.close();
  await rm(base, { recursive: true, force: true });
});

function step(run: string, action: string, inputs: Record<string, string>): Promise<StepResult> {
  return jobStep(artifacts, workspace, { run, job: action }, action, inputs, {
    GITHUB_API_URL: artifacts.url,
    GITHUB_TOKEN: 'a-token-with-actions-read',
    GITHUB_REPOSITORY: RUNS_REPOSITORY,
    GITHUB_WORKFLOW_REF: `${RUNS_REPOSITORY}/.github/workflows/weekly.yml@refs/heads/main`,
  });
}

/** The step failed for `reason`, by the suite's rules, and wrote nothing outside. */
async function refused(action: string, result: StepResult, reason: string): Promise<void> {
  expect(verdict(action, result)).toEqual([]);
  expect(result.exitCode).toBe(1);
  expect(result.stdout).toMatch(
    new RegExp(`::error::.*${reason.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  );
  expect(await readdir(outside)).toEqual(['escape.json']);
  expect(await readFile(join(outside, 'escape.json'), 'utf8')).toBe(OUTSIDE_BYTES);
  expect(await readdir(base)).toEqual(['outside', 'ws']);
  expect(existsSync(join(base, '..', 'escape.json'))).toBe(false);
}

describe('trust rules', () => {
  test('rule "no fork runs", selector: the pull-request run of a fork is passed over', async () => {
    const result = await step('80', 'gather', { 'fan-id': 'weekly', event: 'pull_request' });
    await refused('gather', result, 'rule "no fork runs" refused run 78');
  }, 60_000);

  test('rule "no fork runs", run-id: a push run of a fork is refused too (not by event)', async () => {
    const result = await step('80', 'gather', { 'fan-id': 'weekly', 'run-id': '79' });
    await refused('gather', result, 'rule "no fork runs" refused run 79');
  }, 60_000);

  test('rule "no fork runs", okf-read by run-id', async () => {
    const result = await step('80', 'okf-read', { ref: 'okf:claims#v1', 'run-id': '78' });
    await refused('okf-read', result, 'rule "no fork runs" refused run 78');
  }, 60_000);
});

/**
 * Every confined path input (the table of src/actions/common/path-input.test.ts), with the
 * other inputs its action needs to reach it: the inputs that write, that read a file, and
 * that name a directory of run data.
 */
const PATH_INPUTS: [string, string, Record<string, string>][] = [
  ['okf-read', 'result-file', { ref: 'okf:claims#v1' }],
  ['okf-read', 'artifact-dir', { ref: 'okf:claims#v1' }],
  ['okf-stats', 'result-file', { ref: 'okf:claims#v1', field: 'x' }],
  ['okf-stats', 'artifact-dir', { ref: 'okf:claims#v1', field: 'x' }],
  ['gather', 'result-path', { 'fan-id': 'weekly' }],
  ['gather', 'artifact-dir', { 'fan-id': 'weekly' }],
  ['emit', 'payload', { 'fan-id': 'escape' }],
  ['emit', 'artifact-dir', { 'fan-id': 'escape', payload: 'payload.json' }],
  ['fan-in', 'output-dir', {}],
  ['fan-in', 'artifact-dir', {}],
  ['fan-in', 'topic-config', {}],
  ['fan-in', 'state', {}],
  ...(['source-config', 'topic-config', 'state', 'artifact-dir'] as const).map(
    (input): [string, string, Record<string, string>] => [
      'make-run-context',
      input,
      { 'source-config': 'sources.json', 'artifact-dir': 'store' },
    ],
  ),
  ...(['source-config', 'topic-config', 'http-cache-dir', 'artifact-dir'] as const).map(
    (input): [string, string, Record<string, string>] => [
      'crawl-rss-leg',
      input,
      { 'source-id': 'all', 'source-config': 'sources.json' },
    ],
  ),
  ...(['topic-config', 'previous-snapshot', 'cache-dir', 'artifact-dir'] as const).map(
    (input): [string, string, Record<string, string>] => [
      'crawl-github-shard',
      input,
      { 'shard-id': 'all', 'github-token': 'a-token' },
    ],
  ),
];

describe.each(PATH_INPUTS)('%s %s escaping the workspace', (action, input, needs) => {
  test.each([
    ['../../escape.json', 'through ..'],
    ['<outside>/escape.json', 'an absolute path'],
    ['out-link/escape.json', 'through a symlink'],
  ])(
    '%s (%s) is refused before any work',
    async (given, how) => {
      const value = given.replace('<outside>', outside);
      const result = await runStep(
        action,
        { ...needs, [input]: value },
        { cwd: workspace, timeoutMs: 30_000 },
      );
      await refused(action, result, `Input '${input}'`);
      expect(result.stdout).toContain(`leads outside the workspace (${how})`);
    },
    60_000,
  );
});

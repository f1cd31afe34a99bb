// gather reading the legs of another workflow run (run-id, repository, github-token), as
// actions/download-artifact reads another run's artifacts: the legs are emitted by run 71
// through the real @actions/artifact client, and a job of run 72 gathers them through the
// public REST API of the local artifact service. Also the history of examples/gather-history.yml:
// a record emitted by one run is gathered by the next.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StepResult } from '../src/local/step.js';
import { jobStep, ok } from './job-step.js';
import { startArtifactService, type ArtifactService } from './artifact-service.js';

let artifacts: ArtifactService;
let dir: string;

beforeAll(async () => {
  // Run 71 as the REST API describes it: read only once its head repository is checked.
  artifacts = await startArtifactService({
    runs: [{ id: 71, created_at: '2026-11-30T06:00:00Z' }],
  });
  dir = await mkdtemp(join(tmpdir(), 'e2e-gather-other-run-'));
});

afterAll(async () => {
  await artifacts?.close();
  await rm(dir, { recursive: true, force: true });
});

/** A step of job `job` of run `run`, with what a read of another run needs. */
function step(
  run: string,
  job: string,
  action: string,
  inputs: Record<string, string>,
  env: Record<string, string> = {},
): Promise<StepResult> {
  return jobStep(artifacts, dir, { run, job }, action, inputs, {
    GITHUB_API_URL: artifacts.url,
    GITHUB_TOKEN: 'a-token-with-actions-read',
    GITHUB_REPOSITORY: 'octo-org/octo-repo',
    ...env,
  });
}

const REGIONS = ['eu', 'us', 'ap'];

beforeAll(async () => {
  for (const [index, region] of REGIONS.entries()) {
    const payload = join(dir, `${region}.json`);
    await writeFile(payload, JSON.stringify({ region, score: index + 1 }));
    ok(
      await step(
        '71',
        'assess',
        'emit',
        { payload },
        {
          STRATEGY_JOB_INDEX: String(index),
          STRATEGY_JOB_TOTAL: String(REGIONS.length),
          MATRIX_JSON: JSON.stringify({ region }),
        },
      ),
    );
  }
}, 120_000);

test("a gather of run 72 reads run 71's legs, keyed by the matrix, through the REST API", async () => {
  const before = artifacts.calls().length;
  const gathered = ok(
    await step('72', 'report', 'gather', {
      'fan-id': 'assess',
      'key-by': 'matrix',
      'run-id': '71',
    }),
  );
  expect(JSON.parse(gathered.outputs['result']!)).toEqual({
    ap: { region: 'ap', score: 3 },
    eu: { region: 'eu', score: 1 },
    us: { region: 'us', score: 2 },
  });
  expect(gathered.outputs['status']).toBe('complete');
  const calls = artifacts.calls().slice(before);
  expect(calls.some((c) => c.op === 'rest:list')).toBe(true);
  // Run 71's artifacts are read through the public API only, never through this run's token.
  expect(calls.some((c) => c.op === 'ListArtifacts')).toBe(false);
}, 120_000);

test('without run-id the gather reads this run, where the fan has no leg', async () => {
  const alone = await step('72', 'report', 'gather', { 'fan-id': 'assess' });
  expect(alone.exitCode).toBe(1);
  expect(alone.outputs['status']).toBe('incomplete');
  expect(alone.stdout).toContain('no leg of the fan has arrived');
}, 120_000);

test('run-id refuses latent mode and a bad repository before any call', async () => {
  const before = artifacts.calls().length;
  const latent = await step('72', 'report', 'gather', {
    'fan-id': 'assess',
    mode: 'latent',
    'run-id': '71',
  });
  expect(latent.exitCode).toBe(1);
  expect(latent.stdout).toContain("Input 'mode'");
  const repo = await step('72', 'report', 'gather', {
    'fan-id': 'assess',
    'run-id': '71',
    repository: 'no-slash',
  });
  expect(repo.exitCode).toBe(1);
  expect(repo.stdout).toContain("Input 'repository'");
  expect(artifacts.calls().length).toBe(before);
}, 120_000);

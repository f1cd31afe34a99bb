// OKF datasets as the runner keeps them: published by one job through the real
// @actions/artifact client as one unzipped Parquet file per artifact, then read by the
// okf-read and okf-stats bundles of another job with HTTP range requests to the artifact's
// blob, never downloading it whole.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ActionsArtifactStore } from '../src/artifacts/index.js';
import { ArtifactOkfStore, okfRead, okfStats, publishOkf } from '../src/okf/index.js';
import { parseDatasetKey } from '../src/okf/ref.js';
import { MemoryOkfStore } from '../test-support/okf.js';
import { runStep } from '../src/local/step.js';
import { byteRange, startArtifactService, type ArtifactService } from './artifact-service.js';

const rows = Array.from({ length: 30_000 }, (_, n) => ({
  n,
  branch: ['north', 'south', 'east'][n % 3]!,
  title: `Claim ${n} about a roof in street ${n % 97}`,
  risk: ((n * 7919) % 1000) / 1000,
}));
const ROW_GROUP_ROWS = 2000;

const CLIENT_ENV_KEYS = ['ACTIONS_RUNTIME_TOKEN', 'ACTIONS_RESULTS_URL', 'GITHUB_RUN_ID'];

/** Runs `fn` with the environment the runner gives one job (the client reads process.env). */
async function asJob<T>(env: Record<string, string>, fn: () => Promise<T>): Promise<T> {
  const saved = new Map(CLIENT_ENV_KEYS.map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  const write = process.stdout.write;
  process.stdout.write = (() => true) as typeof process.stdout.write;
  try {
    return await fn();
  } finally {
    process.stdout.write = write;
    for (const [key, value] of saved) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

let service: ArtifactService;
let tempRoot: string;
let ref: string;
let key: string;
const whole = new MemoryOkfStore();

beforeAll(async () => {
  // Run 51 as the REST API describes it: read only once its head repository is checked.
  service = await startArtifactService({ runs: [{ id: 51, created_at: '2026-11-30T06:00:00Z' }] });
  tempRoot = await mkdtemp(join(tmpdir(), 'okf-ranges-'));
  const store = new ArtifactOkfStore(new ActionsArtifactStore({ tempRoot }));
  const item = await asJob(service.env(51, 'publisher'), () =>
    publishOkf(rows, store, { name: 'claims', rowGroupRows: ROW_GROUP_ROWS }),
  );
  ref = item.ref;
  await publishOkf(rows, whole, { name: 'claims', rowGroupRows: ROW_GROUP_ROWS });
  key = service
    .artifacts()
    .map((a) => a.name)
    .find((name) => parseDatasetKey(name) !== undefined)!;
}, 60_000);
afterAll(async () => {
  await service?.close();
  await rm(tempRoot, { recursive: true, force: true });
});

function blobGets(): { status: number }[] {
  return service.calls().filter((c) => c.op === 'blob:get' && c.name === key);
}

test('the dataset artifact is the Parquet file itself, named by its key', () => {
  const blob = service.blob(51, key)!;
  expect(blob.subarray(0, 4).toString()).toBe('PAR1');
  expect(blob.subarray(-4).toString()).toBe('PAR1');
  expect(Buffer.from(whole.data.get(whole.onlyKey())!)).toEqual(blob);
});

test('okf-read of another job reads a slice by range requests only', async () => {
  const before = blobGets().length;
  const step = await runStep(
    'okf-read',
    { ref, rows: '15000:15050', fields: 'n,title' },
    { env: service.env(51, 'reader') },
  );
  expect([step.exitCode, step.stderr]).toEqual([0, '']);
  const expected = await okfRead(whole, ref, {
    rows: { start: 15000, end: 15050 },
    fields: ['n', 'title'],
  });
  expect(JSON.parse(step.outputs['result']!)).toEqual(expected);
  const gets = blobGets().slice(before);
  expect(gets.length).toBeGreaterThan(0);
  expect(gets.every((g) => g.status === 206)).toBe(true);
});

test('okf-read with a where, and okf-stats, through range requests', async () => {
  const before = blobGets().length;
  const where = 'risk > 0.99 and branch = "north"';
  const read = await runStep(
    'okf-read',
    { ref, where, limit: '20' },
    { env: service.env(51, 'reader') },
  );
  expect([read.exitCode, read.stderr]).toEqual([0, '']);
  expect(JSON.parse(read.outputs['result']!)).toEqual(
    await okfRead(whole, ref, { where, limit: 20 }),
  );
  const stats = await runStep(
    'okf-stats',
    { ref, field: 'risk', numeric: 'true' },
    { env: service.env(51, 'reader') },
  );
  expect([stats.exitCode, stats.stderr]).toEqual([0, '']);
  expect(JSON.parse(stats.outputs['result']!)).toEqual(
    await okfStats(whole, ref, { field: 'risk', numeric: true }),
  );
  expect(
    blobGets()
      .slice(before)
      .every((g) => g.status === 206),
  ).toBe(true);
});

describe('reads from another run (run-id, repository, github-token)', () => {
  const otherRun = (extra: Record<string, string> = {}) => ({
    ...service.env(52, 'reader'),
    GITHUB_API_URL: service.url,
    GITHUB_TOKEN: 'a-token-with-actions-read',
    GITHUB_REPOSITORY: 'octo-org/octo-repo',
    ...extra,
  });

  test("okf-read and okf-stats read a previous run's dataset by ranges through the REST API", async () => {
    const before = service.calls().length;
    const step = await runStep(
      'okf-read',
      { ref, rows: '29990:30010', fields: 'n', 'run-id': '51' },
      { env: otherRun() },
    );
    expect([step.exitCode, step.stderr]).toEqual([0, '']);
    expect(JSON.parse(step.outputs['result']!).rows).toEqual(
      Array.from({ length: 10 }, (_, i) => ({ n: 29990 + i })),
    );
    const calls = service.calls().slice(before);
    expect(calls.some((c) => c.op === 'rest:list' && c.status === 200)).toBe(true);
    expect(calls.some((c) => c.op === 'rest:zip' && c.status === 302)).toBe(true);
    expect(calls.filter((c) => c.op.startsWith('blob:get')).every((c) => c.status === 206)).toBe(
      true,
    );
    // The other run's artifacts are read through the public API only.
    expect(calls.some((c) => c.op === 'ListArtifacts' || c.op === 'GetSignedArtifactURL')).toBe(
      false,
    );

    const stats = await runStep(
      'okf-stats',
      { ref, field: 'n', 'run-id': '51', repository: 'octo-org/octo-repo' },
      { env: otherRun() },
    );
    expect([stats.exitCode, stats.stderr]).toEqual([0, '']);
    expect(JSON.parse(stats.outputs['result']!)).toMatchObject({
      field: 'n',
      count: 30_000,
      max: 29_999,
    });
  });

  test('without run-id the current run is read, where the dataset is not', async () => {
    const step = await runStep('okf-read', { ref }, { env: otherRun() });
    expect(step.exitCode).toBe(1);
    expect(step.stdout).toContain('not found');
  });

  test('bad run-id and repository inputs fail before any call', async () => {
    const before = service.calls().length;
    const bad = await runStep('okf-read', { ref, 'run-id': '5x' }, { env: otherRun() });
    expect(bad.exitCode).toBe(1);
    expect(bad.stdout).toContain("Input 'run-id': must be a workflow run id");
    const repo = await runStep(
      'okf-read',
      { ref, 'run-id': '51', repository: 'no-slash' },
      { env: otherRun() },
    );
    expect(repo.stdout).toContain("Input 'repository': must be owner/name");
    expect(service.calls().length).toBe(before);
  });
});

test('the service answers range requests as blob storage does', () => {
  expect(byteRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
  expect(byteRange('bytes=90-200', 100)).toEqual({ start: 90, end: 99 });
  expect(byteRange('bytes=50-', 100)).toEqual({ start: 50, end: 99 });
  expect(byteRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
  expect(byteRange('bytes=100-110', 100)).toBe('unsatisfiable');
  expect(byteRange(undefined, 100)).toBeNull();
  expect(byteRange('bytes=5-1', 100)).toBeNull();
});

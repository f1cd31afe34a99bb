// okf-read and okf-stats as the runner runs them: over a local artifact directory, and
// over the run's artifacts through the real @actions/artifact client (a dataset uploaded
// by one job, read by another job of the same run).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localOkfStore, publishOkf } from '../src/okf/index.js';
import {
  ALTERNATING_ROWS,
  MemoryOkfStore,
  publishedAs,
  runLengthBomb,
} from '../test-support/okf.js';
import { runStep } from '../src/local/step.js';
import { craftZip, startArtifactService, type ArtifactService } from './artifact-service.js';

const rows = Array.from({ length: 40 }, (_, n) => ({
  n,
  branch: ['north', 'south'][n % 2]!,
  risk: (n % 10) / 10,
}));

let dir: string;
let service: ArtifactService;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'okf-actions-'));
  service = await startArtifactService();
  await publishOkf(rows, localOkfStore(dir), { name: 'claims' });
});
afterAll(async () => {
  await service?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('okf-read and okf-stats over a local artifact directory', () => {
  test('a where with a limit: the result as an output and as a file', async () => {
    const step = await runStep(
      'okf-read',
      {
        ref: 'okf:claims#v1',
        where: 'risk >= 0.8 and branch = "north"',
        fields: 'n,risk',
        limit: '3',
        'artifact-dir': dir,
      },
      { keepTemp: true, cwd: dir },
    );
    expect([step.exitCode, step.stderr]).toEqual([0, '']);
    const expected = {
      ref: 'okf:claims#v1',
      fields: ['n', 'risk'],
      row_numbers: [8, 18, 28],
      rows: [
        { n: 8, risk: 0.8 },
        { n: 18, risk: 0.8 },
        { n: 28, risk: 0.8 },
      ],
      more: true,
    };
    expect(JSON.parse(step.outputs['result']!)).toEqual(expected);
    expect(JSON.parse(await readFile(step.outputs['result-path']!, 'utf8'))).toEqual(expected);
    expect([step.outputs['rows'], step.outputs['more']]).toEqual(['3', 'true']);
    await rm(step.runnerTemp, { recursive: true, force: true });
  });

  test('stats of a number', async () => {
    const step = await runStep(
      'okf-stats',
      {
        ref: 'okf:claims#v1',
        field: 'risk',
        numeric: 'true',
        'artifact-dir': dir,
      },
      { cwd: dir },
    );
    expect(step.exitCode).toBe(0);
    expect(JSON.parse(step.outputs['result']!)).toMatchObject({
      field: 'risk',
      type: 'float',
      count: 40,
      min: 0,
      max: 0.9,
      p50: 0.4,
    });
  });

  test.each([
    ['okf-read', { ref: 'claims' }, 'Malformed OKF ref'],
    ['okf-read', { ref: 'okf:claims#v1', rows: '9:1' }, 'rows'],
    ['okf-read', { ref: 'okf:claims#v1', limit: '10001' }, 'limit'],
    ['okf-read', { ref: 'okf:claims#v2' }, 'not found'],
    ['okf-read', { ref: 'okf:claims#v1', where: 'risk > "x"' }, 'risk is float'],
    ['okf-stats', { ref: 'okf:claims#v1', field: 'branch', numeric: 'true' }, 'not a number'],
  ])('%s %j fails with a clear error', async (action, inputs, message) => {
    const step = await runStep(
      action,
      { ...inputs, 'artifact-dir': dir } as Record<string, string>,
      { cwd: dir },
    );
    expect(step.exitCode).toBe(1);
    expect(step.stdout).toContain(`::error::`);
    expect(step.stdout).toContain(message);
  });
});

describe('through the real artifact client', () => {
  test('a dataset uploaded by one job of the run is read by another job', async () => {
    const store = new MemoryOkfStore();
    const item = await publishOkf(rows, store, { name: 'claims' });
    // Every key the publisher stored (the version claim and the dataset), as its artifacts.
    for (const [key, data] of store.data)
      service.inject(31, key, craftZip([{ name: 'data.parquet', data }]), { jobId: 'publisher' });
    const step = await runStep(
      'okf-read',
      { ref: item.ref, rows: '38:45', fields: 'n' },
      { env: service.env(31, 'reader') },
    );
    expect([step.exitCode, step.stderr]).toEqual([0, '']);
    expect(JSON.parse(step.outputs['result']!).rows).toEqual([{ n: 38 }, { n: 39 }]);
    const other = await runStep('okf-read', { ref: item.ref }, { env: service.env(32, 'reader') });
    expect(other.exitCode).toBe(1);
    expect(other.stdout).toContain('not found');
  });
});

describe('a dataset crafted to exhaust the decoder', () => {
  test('six bytes of levels claiming 2^30 values: okf-read finishes calmly', async () => {
    for (const [key, data] of publishedAs('crafted', runLengthBomb()))
      service.inject(33, key, craftZip([{ name: 'data.parquet', data }]));
    const step = await runStep(
      'okf-read',
      { ref: 'okf:crafted#v1', fields: 'a' },
      { env: service.env(33, 'reader') },
    );
    // The bundled decoder bounds the run by its page: the rows read, and no crash.
    expect([step.exitCode, step.stderr]).toEqual([0, '']);
    expect(JSON.parse(step.outputs['result']!).rows).toHaveLength(ALTERNATING_ROWS.length);
  });
});

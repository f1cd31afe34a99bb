import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localOkfStore, publishOkf } from '../../okf/index.js';
import { printed } from '../../../test-support/printed.js';
import { cli } from '../index.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cli-okf-'));
  const rows = Array.from({ length: 12 }, (_, n) => ({
    n,
    branch: n % 2 ? 'north' : 'south',
    amount: n * 10,
  }));
  await publishOkf(rows, localOkfStore(dir), { name: 'claims' });
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const { out, err, sink } = printed();
  const code = await cli(argv, { ...sink, env: {} });
  return { code, out: out.join(''), err: err.join('') };
}

describe('squadscope okf', () => {
  /** okf read of the claims dataset, with `options`. */
  const readClaims = (...options: string[]) =>
    run('okf', 'read', 'okf:claims#v1', ...options, '--artifact-dir', dir);

  test('read --fields --rows', async () => {
    const { code, out } = await readClaims('--fields', 'n,branch', '--rows', '2:4');
    expect(code).toBe(0);
    expect(JSON.parse(out)).toEqual({
      ref: 'okf:claims#v1',
      fields: ['n', 'branch'],
      row_numbers: [2, 3],
      rows: [
        { n: 2, branch: 'south' },
        { n: 3, branch: 'north' },
      ],
      more: false,
    });
  });

  test('read --where --limit', async () => {
    const where = 'amount > 50 and branch = "north"';
    const { code, out } = await readClaims('--where', where, '--limit', '2', '--fields', 'n');
    expect(code).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ rows: [{ n: 7 }, { n: 9 }], more: true });
  });

  /** okf stats of the amount field, with `options`. */
  const amountStats = (...options: string[]) =>
    run('okf', 'stats', 'okf:claims#v1', '--field', 'amount', ...options, '--artifact-dir', dir);

  test('stats --field', async () => {
    const { code, out } = await amountStats('--numeric');
    expect(code).toBe(0);
    expect(JSON.parse(out)).toMatchObject({
      ref: 'okf:claims#v1',
      field: 'amount',
      count: 12,
      min: 0,
      max: 110,
      p50: 50,
    });
  });

  test('stats --stats reports only those asked for, besides count and nulls', async () => {
    const { code, out } = await amountStats('--stats', 'max, min');
    expect(code).toBe(0);
    expect(JSON.parse(out)).toEqual({
      ref: 'okf:claims#v1',
      field: 'amount',
      type: 'int',
      count: 12,
      nulls: 0,
      min: 0,
      max: 110,
    });
  });

  test('a ClickHouse server that is down: exit 1, naming the server', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise((resolve) => closed.close(resolve));
    const url = `http://127.0.0.1:${port}`;
    const ref = 'okf:claims#v1@clickhouse';
    const { code, err } = await run(
      'okf',
      'read',
      ref,
      '--clickhouse-url',
      url,
      '--allow-private-network',
    );
    expect(code).toBe(1);
    expect(err).toContain(`squadscope okf: ClickHouse at ${url}: `);
  });

  test.each([
    [['okf', 'read', 'claims', '--artifact-dir'], 2, 'argument missing'],
    [['okf', 'read', 'okf:claims#v9', '--artifact-dir', 'DIR'], 1, 'not found'],
    [['okf', 'stats', 'okf:claims#v1', '--field', 'n', '--stats', 'median'], 1, 'is not one of'],
    [['okf', 'read', 'nope', '--artifact-dir', 'DIR'], 1, 'Malformed OKF ref'],
    [
      ['okf', 'read', 'okf:claims#v1', '--where', 'amount >', '--artifact-dir', 'DIR'],
      1,
      'at position 9',
    ],
    [
      ['okf', 'stats', 'okf:claims#v1', '--field', 'branch', '--numeric', '--artifact-dir', 'DIR'],
      1,
      'not a number',
    ],
    [['okf', 'stats', 'okf:claims#v1', '--artifact-dir', 'DIR'], 2, '--field'],
    [['okf', 'read', 'okf:claims#v1'], 1, 'artifact-dir'],
    [['okf', 'read', 'okf:claims#v1@clickhouse'], 2, 'kept in ClickHouse: give --clickhouse-url'],
    [
      ['okf', 'read', 'okf:claims#v1@clickhouse', '--artifact-dir', 'DIR'],
      2,
      'read with --clickhouse-url, not --artifact-dir',
    ],
    [
      [
        'okf',
        'read',
        'okf:claims#v1',
        '--clickhouse-url',
        'http://x.test:8123',
        '--artifact-dir',
        'DIR',
      ],
      2,
      '--clickhouse-url: only for a ref kept in ClickHouse',
    ],
    [
      ['okf', 'read', 'okf:claims#v1', '--allow-private-network', '--artifact-dir', 'DIR'],
      2,
      '--allow-private-network: only for a ref kept in ClickHouse',
    ],
    // Refused before any connection: no server listens there.
    [
      ['okf', 'read', 'okf:claims#v1@clickhouse', '--clickhouse-url', 'http://127.0.0.1:9'],
      1,
      'needs --allow-private-network)',
    ],
    [
      ['okf', 'stats', 'okf:c#v1@clickhouse', '--field', 'n', '--clickhouse-url', 'ftp://x.test'],
      1,
      'clickhouse-url:',
    ],
  ])('%j exits %i', async (argv, status, message) => {
    const { code, err } = await run(...argv.map((a) => (a === 'DIR' ? dir : a)));
    expect(code).toBe(status);
    expect(err).toContain(message);
  });
});

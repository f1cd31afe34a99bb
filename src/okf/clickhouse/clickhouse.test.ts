// The ClickHouse store against a real server (started here, on 127.0.0.1): the same answers
// as the artifacts store, hostile strings through the escaping, publishing that is atomic
// and idempotent, and one clear error per failure, never with the password.
import fc from 'fast-check';
import { createServer, type Server } from 'node:http';
import { STAT_NAMES } from '../read-request.js';
import { okfRead, okfStats } from '../query.js';
import { publishOkf } from '../publish.js';
import { expectSameJson, MemoryOkfStore } from '../../../test-support/okf.js';
import {
  FIELDS,
  filterArb,
  payloadSchema,
  render,
  rowArb,
  WORDS,
} from '../../../test-support/okf-arbitraries.js';
import { startClickHouse, type TestClickHouse } from '../../../test-support/clickhouse.js';
import { ClickHouse, type ClickHouseOptions } from './connection.js';
import { dropVersion, publishClickHouse } from './publish.js';
import { clickhouseRead, clickhouseStats } from './query.js';
import { sqlValue } from './sql.js';
import { listVersions } from './tables.js';

let server: TestClickHouse | undefined;
let database = 0;

beforeAll(async () => {
  const started = await startClickHouse();
  if ('skipped' in started) console.warn(`ClickHouse tests skipped: ${started.skipped}`);
  else server = started;
}, 60_000);
afterAll(async () => server?.stop());

/** A connection to a fresh database of the test server. */
async function connect(options: Partial<ClickHouseOptions> = {}): Promise<ClickHouse> {
  const name = `t${++database}`;
  const admin = new ClickHouse({ ...base(), database: 'default' });
  await admin.query(`CREATE DATABASE IF NOT EXISTS ${name}`);
  return new ClickHouse({ ...base(), database: name, ...options });
}

function base(): ClickHouseOptions {
  return {
    url: server!.url,
    user: server!.user,
    password: server!.password,
    database: 'default',
    allowPrivateNetwork: true,
  };
}

/** The answer without its ref, which names the store. */
function unref<T extends { ref: string }>(answer: T): Omit<T, 'ref'> {
  const { ref: _ref, ...rest } = answer;
  return rest;
}

/**
 * The same answers as the JSON a reader gets, except that means of float columns may differ
 * in their last bits (the server's order of additions).
 */
function sameStats(a: Record<string, unknown>, b: Record<string, unknown>): void {
  if (a['type'] === 'float' && typeof a['mean'] === 'number' && typeof b['mean'] === 'number') {
    expect(Math.abs(a['mean'] - b['mean'])).toBeLessThanOrEqual(
      1e-12 * Math.max(1, Math.abs(a['mean'])),
    );
    expectSameJson({ ...a, mean: 0 }, { ...b, mean: 0 });
  } else expectSameJson(a, b);
}

describe('ClickHouse store', () => {
  test('escaping: any string comes back from the server as it went in', async () => {
    if (!server) return;
    const ch = await connect();
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.string({ unit: 'grapheme' }),
            fc.constantFrom("'", '\\', "\\'", '`', '\u0000', '\n', "');DROP TABLE x;--"),
          ),
          { minLength: 1, maxLength: 8 },
        ),
        async (strings) => {
          const select = strings.map((s, i) => `${sqlValue(s)} AS s${i}`).join(', ');
          const [row] = await ch.rows(`SELECT ${select}`);
          expect(strings.map((_, i) => row?.[`s${i}`])).toEqual(strings);
        },
      ),
      { numRuns: 40 },
    );
  });

  test('the same rows give the same read and stats answers as the artifacts store', async () => {
    if (!server) return;
    const ch = await connect();
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(rowArb, { minLength: 1, maxLength: 40 }),
        fc.array(
          fc.record({
            filter: fc.option(filterArb, { nil: undefined }),
            fields: fc.subarray([...FIELDS], { minLength: 1 }),
            limit: fc.integer({ min: 1, max: 15 }),
            range: fc.option(fc.tuple(fc.nat(45), fc.nat(45)), { nil: undefined }),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        async (rows, queries) => {
          const name = `p${++n}`;
          const artifacts = new MemoryOkfStore();
          const a = await publishOkf(rows, artifacts, { name, payloadSchema });
          const c = await publishClickHouse(rows, ch, { name, payloadSchema, batchRows: 7 });
          expect(c.ref).toBe(`${a.ref}@clickhouse`);
          expect(c.schema).toEqual({ ...a.schema, store: 'clickhouse' });
          for (const q of queries) {
            const request = {
              fields: q.fields,
              limit: q.limit,
              ...(q.filter === undefined ? {} : { where: render(q.filter) }),
              ...(q.range === undefined
                ? {}
                : { rows: { start: Math.min(...q.range), end: Math.max(...q.range) } }),
            };
            const fromArtifacts = await okfRead(artifacts, a.ref, request);
            const fromClickHouse = await clickhouseRead(ch, c.ref, request);
            expectSameJson(unref(fromClickHouse), unref(fromArtifacts));
          }
          for (const field of FIELDS) {
            for (const stats of [STAT_NAMES, ['min', 'max'] as const, [] as const]) {
              const fromArtifacts = await okfStats(artifacts, a.ref, { field, stats });
              const fromClickHouse = await clickhouseStats(ch, c.ref, { field, stats });
              expect(Object.keys(fromClickHouse)).toEqual(Object.keys(fromArtifacts));
              sameStats(unref(fromClickHouse), unref(fromArtifacts));
            }
          }
        },
      ),
      { numRuns: 12 },
    );
  }, 240_000);

  test('publishing is idempotent, a version appears whole, the retention rule drops old ones', async () => {
    if (!server) return;
    const ch = await connect({ tablePrefix: 'x_' });
    const rows = WORDS.map((word, i) => ({ word, i }));
    const first = await publishClickHouse(rows, ch, { name: 'w', batchRows: 2 });
    const again = await publishClickHouse(rows, ch, { name: 'w', batchRows: 3 });
    expect(again.ref).toBe(first.ref);
    expect(await listVersions(ch, 'w')).toEqual([1]);
    const [count] = await ch.rows('SELECT count() AS n FROM x_okf_w_v1');
    expect(Number(count?.['n'])).toBe(rows.length + 1);
    // No staging table is left behind.
    const tables = await ch.rows(
      `SELECT name FROM system.tables WHERE database = ${sqlValue(ch.database)}`,
    );
    expect(tables.map((t) => t['name'])).toEqual(['x_okf_w_v1']);
    for (let k = 0; k < 3; k++) await publishClickHouse([{ k }], ch, { name: 'w', keep: 2 });
    expect(await listVersions(ch, 'w')).toEqual([3, 4]);
    await dropVersion(ch, 'w', 3);
    await expect(clickhouseRead(ch, 'okf:w#v3@clickhouse', {})).rejects.toMatchObject({
      code: 'not_found',
      message: expect.stringContaining('versions of w in ClickHouse database') as unknown,
    });
  });

  test('a ref of the other store is refused, naming where the dataset is', async () => {
    if (!server) return;
    const ch = await connect();
    await expect(clickhouseRead(ch, 'okf:w#v1', {})).rejects.toMatchObject({ code: 'bad_ref' });
    await expect(okfRead(new MemoryOkfStore(), 'okf:w#v1@clickhouse', {})).rejects.toMatchObject({
      code: 'bad_ref',
      message: expect.stringContaining('kept in clickhouse') as unknown,
    });
  });
});

describe('ClickHouse failures: one clear error each, no password, nothing half visible', () => {
  const noPassword = (error: unknown): void => {
    expect(String((error as Error).message)).not.toContain(server!.password);
    expect(JSON.stringify(error)).not.toContain(server!.password);
  };

  test('refused credentials', async () => {
    if (!server) return;
    const ch = new ClickHouse({ ...base(), password: `${server.password}-wrong` });
    const error = await publishClickHouse([{ a: 1 }], ch, { name: 'n' }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'denied',
      message: expect.stringMatching(
        /^ClickHouse at http:\/\/127\.0\.0\.1:\d+ refused user "okf"/u,
      ) as unknown,
    });
    expect(String((error as Error).message)).not.toContain(`${server.password}-wrong`);
  });

  test('a missing table, a missing database', async () => {
    if (!server) return;
    const ch = await connect();
    await expect(
      clickhouseStats(ch, 'okf:none#v1@clickhouse', { field: 'a' }),
    ).rejects.toMatchObject({
      code: 'not_found',
      message: expect.stringContaining('no dataset named none') as unknown,
    });
    const other = new ClickHouse({ ...base(), database: 'absent' });
    const error = await clickhouseRead(other, 'okf:none#v1@clickhouse', {}).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: 'store_error' });
    noPassword(error);
  });

  test('a server that is down, and one that does not answer in time', async () => {
    if (!server) return;
    const silent: Server = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    try {
      const slow = new ClickHouse({ ...base(), url: `http://127.0.0.1:${port}`, timeoutMs: 300 });
      const error = await clickhouseRead(slow, 'okf:a#v1@clickhouse', {}).catch((e: unknown) => e);
      expect(error).toMatchObject({
        code: 'unavailable',
        message: expect.stringContaining('no answer within 0.3 s') as unknown,
      });
      noPassword(error);
    } finally {
      silent.close();
    }
    const down = new ClickHouse({ ...base(), url: `http://127.0.0.1:${port}` });
    const error = await publishClickHouse([{ a: 1 }], down, { name: 'n' }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'unavailable',
      message: expect.stringContaining('ECONNREFUSED') as unknown,
    });
  });

  test('an insert cut in the middle leaves no version and no staging table', async () => {
    if (!server) return;
    const ch = await connect();
    const query = ch.query.bind(ch);
    let inserts = 0;
    // The second batch is cut: its connection dies after the first half of its bytes.
    ch.query = async (sql: string, body?: Uint8Array) => {
      if (body !== undefined && ++inserts === 2) {
        await query(sql, body.subarray(0, Math.floor(body.byteLength / 2))).catch(() => {});
        throw new Error('socket hang up');
      }
      return query(sql, body);
    };
    const rows = Array.from({ length: 10 }, (_, i) => ({ i, s: `row ${i}` }));
    await expect(publishClickHouse(rows, ch, { name: 'cut', batchRows: 4 })).rejects.toThrow(
      'socket hang up',
    );
    ch.query = query;
    const tables = await ch.rows(
      `SELECT name FROM system.tables WHERE database = ${sqlValue(ch.database)}`,
    );
    expect(tables).toEqual([]);
  });

  test('a type conflict: the server refuses rows that do not fit the table, nothing is published', async () => {
    if (!server) return;
    const ch = await connect();
    const query = ch.query.bind(ch);
    // Another writer changes the staging table's column under the publisher.
    ch.query = async (sql: string, body?: Uint8Array) => {
      const answer = await query(sql, body);
      if (sql.startsWith('CREATE TABLE')) {
        const table = /CREATE TABLE (\S+)/u.exec(sql)![1]!;
        await query(`ALTER TABLE ${table} MODIFY COLUMN c0 Nullable(UInt8)`);
      }
      return answer;
    };
    const error = await publishClickHouse([{ a: 'x' }], ch, { name: 'typed' }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: expect.stringMatching(/^(store_error)$/u) as unknown });
    ch.query = query;
    expect(await listVersions(ch, 'typed')).toEqual([]);
  });

  test('a loopback server needs allow-private-network', () => {
    if (!server) return;
    expect(() => new ClickHouse({ ...base(), allowPrivateNetwork: false })).toThrow(
      /clickhouse-url: address 127\.0\.0\.1 is loopback.*allow-private-network: true/u,
    );
  });
});

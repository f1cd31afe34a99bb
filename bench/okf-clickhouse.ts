/**
 * The ClickHouse figures of `npm run bench -- --only okf` (through bench/run.js): the same
 * news-like rows as bench/okf-ranges.ts, published to a ClickHouse server started here
 * (test-support/clickhouse.ts: Debian's clickhouse-server on 127.0.0.1), timed against the
 * Parquet writer on the same rows; then a 50-row slice, a where + limit 20 and the stats of
 * one column, as okf-read and okf-stats run them (medians of 5 after a warm-up).
 * Prints one JSON object. Usage: okf-clickhouse.js <rows>
 */
import { encodeDataset } from '../src/okf/encode.js';
import { ClickHouse } from '../src/okf/clickhouse/connection.js';
import { publishClickHouse } from '../src/okf/clickhouse/publish.js';
import { clickhouseRead, clickhouseStats } from '../src/okf/clickhouse/query.js';
import { startClickHouse } from '../test-support/clickhouse.js';

const rows = Number(process.argv[2] ?? 500_000);
const TOPICS = ['agents', 'code', 'vision', 'speech'];
const ROUNDS = 5;

function newsRows(count: number): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, k) => ({
    n: k,
    score: ((k * 7919) % 100_000) / 100_000,
    source: `source_${k % 256}`,
    stars: (k * 31) % 5000,
    title: `Story ${k}: a new open model for ${TOPICS[k % 4]!} (${k % 97})`,
  }));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function timedMedian(fn: () => Promise<unknown>): Promise<number> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return Math.round(median(times) * 10) / 10;
}

async function main(): Promise<void> {
  const server = await startClickHouse();
  if ('skipped' in server) throw new Error(`no ClickHouse: ${server.skipped}`);
  try {
    const options = {
      url: server.url,
      user: server.user,
      password: server.password,
      database: 'default',
      allowPrivateNetwork: true,
    };
    await new ClickHouse(options).query('CREATE DATABASE bench');
    const ch = new ClickHouse({ ...options, database: 'bench' });
    const data = newsRows(rows);
    let start = performance.now();
    encodeDataset(data);
    const parquetMs = performance.now() - start;
    start = performance.now();
    const item = await publishClickHouse(data, ch, { name: 'news' });
    const publishMs = performance.now() - start;
    const middle = Math.floor(rows / 2);
    const where = `n >= ${middle} and n < ${middle + 5000} and source = "source_7"`;
    const result = {
      rows,
      parquetRowsPerSecond: Math.round(rows / (parquetMs / 1000)),
      clickhouseRowsPerSecond: Math.round(rows / (publishMs / 1000)),
      slice50Ms: await timedMedian(() =>
        clickhouseRead(ch, item.ref, { rows: { start: middle, end: middle + 50 }, limit: 50 }),
      ),
      where20Ms: await timedMedian(() => clickhouseRead(ch, item.ref, { where, limit: 20 })),
      statsScoreMs: await timedMedian(() => clickhouseStats(ch, item.ref, { field: 'score' })),
      statsScoreMinMaxMs: await timedMedian(() =>
        clickhouseStats(ch, item.ref, { field: 'score', stats: ['min', 'max'] }),
      ),
    };
    console.log(JSON.stringify({ okfClickHouse: result }));
  } finally {
    await server.stop();
  }
}

await main();

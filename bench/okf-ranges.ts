/**
 * The ranged-read figures of `npm run bench -- --only okf` (through bench/run.js): for each
 * dataset size, an OKF dataset of news-like rows (ints, floats, strings) is published to the
 * local artifact service through the real @actions/artifact client (one unzipped Parquet
 * artifact), then read as okf-read and okf-stats read it on a runner: by HTTP range requests
 * to the artifact's signed blob URL. Each read is set against downloading the whole artifact
 * with the client (what okf-read did before). Prints one JSON object.
 * Usage: okf-ranges.js <rows,rows,...> [rowGroupRows]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ByteWriter, ParquetWriter, schemaFromColumnData } from 'hyparquet-writer';
import type { ColumnSource } from 'hyparquet-writer';
import { DefaultArtifactClient } from '@actions/artifact';
import { sha256Hex } from '../src/canonical/index.js';
import {
  ActionsArtifactStore,
  type ArtifactStore,
  type ByteSource,
  type HttpRangeSource,
} from '../src/artifacts/index.js';
import { OKF_FORMAT, OKF_SCHEMA_KEY, PAGE_BYTES, ROW_GROUP_ROWS } from '../src/okf/encode.js';
import { ArtifactOkfStore, okfRead, okfStats } from '../src/okf/index.js';
import { claimKey, datasetKey, formatRef, HASH_DIGITS } from '../src/okf/ref.js';
import { startArtifactService } from '../action-tests/artifact-service.js';

const sizes = (process.argv[2] ?? '10000,500000').split(',').map(Number);
const rowGroupRows = Number(process.argv[3] ?? ROW_GROUP_ROWS);
const BATCH = 100_000;
const TOPICS = ['agents', 'code', 'vision', 'speech'];

const COLUMNS = {
  n: { type: 'int', desc: 'row number' },
  score: { type: 'float', desc: 'relevance 0-1' },
  source: { type: 'str', desc: 'feed' },
  stars: { type: 'int', desc: 'stars gained' },
  title: { type: 'str', desc: 'headline' },
} as const;

/** Rows [from, to) as the column arrays the writer takes (no row objects: 5M rows fit). */
function batch(from: number, to: number): ColumnSource[] {
  const count = to - from;
  const n = new Array<bigint>(count);
  const score = new Float64Array(count);
  const source = new Array<string>(count);
  const stars = new Array<bigint>(count);
  const title = new Array<string>(count);
  for (let i = 0; i < count; i++) {
    const k = from + i;
    n[i] = BigInt(k);
    score[i] = ((k * 7919) % 100_000) / 100_000;
    source[i] = `source_${k % 256}`;
    stars[i] = BigInt((k * 31) % 5000);
    title[i] = `Story ${k}: a new open model for ${TOPICS[k % 4]!} (${k % 97})`;
  }
  const col = (name: string, data: unknown, type: 'INT64' | 'DOUBLE' | 'STRING') =>
    ({ name, data, type, nullable: true }) as ColumnSource;
  return [
    col('n', n, 'INT64'),
    col('score', score, 'DOUBLE'),
    col('source', source, 'STRING'),
    col('stars', stars, 'INT64'),
    col('title', title, 'STRING'),
  ];
}

/** The OKF Parquet file of `rows` rows, written a batch at a time (as encode.ts writes it). */
function encode(rows: number): Uint8Array {
  const writer = new ByteWriter();
  const first = batch(0, Math.min(rows, BATCH));
  const parquet = new ParquetWriter({
    writer,
    schema: schemaFromColumnData({ columnData: first }),
    statistics: true,
    createdBy: 'squadscope okf',
    kvMetadata: [
      {
        key: OKF_SCHEMA_KEY,
        value: JSON.stringify({ format: OKF_FORMAT, rows, columns: COLUMNS }),
      },
    ],
  });
  for (let from = 0; from < rows; from += BATCH) {
    const columnData = from === 0 ? first : batch(from, Math.min(rows, from + BATCH));
    void parquet.write({ columnData, rowGroupSize: rowGroupRows, pageSize: PAGE_BYTES });
  }
  void parquet.finish();
  return new Uint8Array(writer.getBuffer());
}

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await fn();
  return { ms: Math.round((performance.now() - started) * 10) / 10, value };
}

/** An artifact store that remembers the byte sources it opened (to count their bytes). */
function counting(store: ActionsArtifactStore): { store: ArtifactStore; opened: ByteSource[] } {
  const opened: ByteSource[] = [];
  const counted: ArtifactStore = {
    upload: (name, files) => store.upload(name, files),
    uploadFile: (name, data) => store.uploadFile(name, data),
    list: () => store.list(),
    download: (name, opts) => store.download(name, opts),
    openBlob: async (name, opts) => {
      const source = await store.openBlob(name, opts);
      opened.push(source);
      return source;
    },
  };
  return { store: counted, opened };
}

const ROUNDS = 5;

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}

/** Bytes and requests of the last round, the median time of ROUNDS (after one warm-up). */
async function ranged(
  artifacts: ActionsArtifactStore,
  query: (store: ArtifactOkfStore) => Promise<unknown>,
  size: number,
  wholeMs: number,
) {
  const times: number[] = [];
  let opened: ByteSource[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    const counted = counting(artifacts);
    const { ms } = await timed(() => query(new ArtifactOkfStore(counted.store)));
    if (round > 0) times.push(ms);
    opened = counted.opened;
  }
  const ms = median(times);
  const fetched = opened.map((s) => (s as HttpRangeSource).counted);
  const bytes = fetched.reduce((sum, c) => sum + c.bytes, 0);
  const requests = fetched.reduce((sum, c) => sum + c.requests, 0);
  return {
    bytes,
    requests,
    ms,
    bytesShare: Number(((100 * bytes) / size).toFixed(3)),
    timeShare: Number((ms / wholeMs).toFixed(3)),
  };
}

async function benchSize(rows: number, tempRoot: string, env: Record<string, string>) {
  Object.assign(process.env, env);
  const { ms: encodeMs, value: bytes } = await timed(() => Promise.resolve(encode(rows)));
  const key = { name: `news${rows}`, version: 1, hash: sha256Hex(bytes).slice(0, HASH_DIGITS) };
  const artifacts = new ActionsArtifactStore({ tempRoot });
  const { ms: uploadMs } = await timed(async () => {
    await artifacts.upload(claimKey(key), [{ name: 'claim', data: key.hash }]);
    await artifacts.uploadFile(datasetKey(key), bytes);
  });
  const ref = formatRef(key);
  const client = new DefaultArtifactClient();
  const wholeTimes: number[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    const { ms } = await timed(async () => {
      const { artifact } = await client.getArtifact(datasetKey(key));
      const path = await mkdtemp(join(tempRoot, 'whole-'));
      await client.downloadArtifact(artifact.id, { path, skipDecompress: true });
      await rm(path, { recursive: true, force: true });
    });
    if (round > 0) wholeTimes.push(ms);
  }
  const whole = { ms: median(wholeTimes) };
  const middle = Math.floor(rows / 2);
  const where = `n >= ${middle} and n < ${middle + 5000} and source = "source_7"`;
  const slice = await ranged(
    artifacts,
    (s) => okfRead(s, ref, { rows: { start: middle, end: middle + 50 } }),
    bytes.length,
    whole.ms,
  );
  const filtered = await ranged(
    artifacts,
    (s) => okfRead(s, ref, { where, limit: 20 }),
    bytes.length,
    whole.ms,
  );
  const stats = await ranged(
    artifacts,
    (s) => okfStats(s, ref, { field: 'score', numeric: true }),
    bytes.length,
    whole.ms,
  );
  // Count, nulls, min and max alone: the footer's statistics answer them, no column is read.
  const footerStats = await ranged(
    artifacts,
    (s) => okfStats(s, ref, { field: 'score', numeric: true, stats: ['min', 'max'] }),
    bytes.length,
    whole.ms,
  );
  return {
    rows,
    rowGroupRows,
    datasetBytes: bytes.length,
    encodeMs,
    uploadMs,
    wholeDownload: { bytes: bytes.length, ms: whole.ms },
    slice50: slice,
    where20: { where, ...filtered },
    statsScore: stats,
    statsScoreFooter: footerStats,
  };
}

const service = await startArtifactService();
const tempRoot = await mkdtemp(join(tmpdir(), 'bench-okf-ranges-'));
// The client logs every call on stdout; the result is the last line.
const quiet = process.stdout.write.bind(process.stdout);
process.stdout.write = (() => true) as typeof process.stdout.write;
try {
  const results = [];
  for (const [i, rows] of sizes.entries())
    results.push(await benchSize(rows, tempRoot, service.env(900 + i, 'bench')));
  quiet(`${JSON.stringify({ okfRanges: results })}\n`);
} finally {
  process.stdout.write = quiet;
  await service.close();
  await rm(tempRoot, { recursive: true, force: true });
}

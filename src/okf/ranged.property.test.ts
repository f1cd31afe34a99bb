// A dataset read by HTTP ranges (the path an Actions artifact takes: a blob read through
// its signed URL) gives what a whole-file read gives, for random rows, slices, fields and
// filters; a blob that is cut, lies about its size or serves other bytes is refused.
import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import {
  ArtifactError,
  DEFAULT_RANGE_LIMITS,
  HttpRangeSource,
  type ArtifactStore,
  type ByteSource,
} from '../artifacts/index.js';
import { okfRead, okfStats } from './query.js';
import { publishOkf } from './publish.js';
import { ArtifactOkfStore, TAIL_FETCH } from './store.js';
import { MemoryOkfStore } from '../../test-support/okf.js';
import { rangeFetch, type RangeFaults } from '../../test-support/range-fetch.js';

/** Artifacts in memory whose blobs are read through range requests with `faults`. */
class RangedArtifacts implements ArtifactStore {
  readonly blobs = new Map<string, Uint8Array>();
  faults: RangeFaults = {};
  sources: HttpRangeSource[] = [];
  /** The blob's size as listed (default: its true size). */
  listedSize: number | undefined;

  /** Claims come this way; datasets through uploadFile. */
  upload(name: string, files: { data: string | Uint8Array }[]): Promise<void> {
    const data = files[0]!.data;
    return this.uploadFile(name, typeof data === 'string' ? Buffer.from(data) : data);
  }
  uploadFile(name: string, data: Uint8Array): Promise<void> {
    if (this.blobs.has(name)) return Promise.reject(new ArtifactError('exists', name));
    this.blobs.set(name, data.slice());
    return Promise.resolve();
  }
  list() {
    return Promise.resolve([...this.blobs].map(([name, b]) => ({ name, size: b.length })));
  }
  download(): Promise<Map<string, Buffer>> {
    return Promise.reject(new Error('a ranged read never downloads'));
  }
  openBlob(name: string): Promise<ByteSource> {
    const bytes = this.blobs.get(name);
    if (!bytes) return Promise.reject(new ArtifactError('not_found', name));
    const { fetch } = rangeFetch(bytes, this.faults);
    const limits = { ...DEFAULT_RANGE_LIMITS, retryDelayMs: 1, attempts: 2 };
    const size = this.listedSize ?? bytes.length;
    const source = new HttpRangeSource(`Artifact ${name}`, 'http://h/b', size, limits, fetch);
    this.sources.push(source);
    return Promise.resolve(source);
  }
}

const WORDS = ['a', 'b', 'c', 'north', 'south'];
const rowArb = fc.record({
  i: fc.option(fc.integer({ min: -50, max: 50 }), { nil: null }),
  f: fc.double({ noNaN: true, noDefaultInfinity: true, min: -10, max: 10 }),
  s: fc.constantFrom(...WORDS),
});
const whereArb = fc.oneof(
  fc.integer({ min: -50, max: 50 }).map((k) => `i > ${k}`),
  fc.constantFrom(...WORDS).map((w) => `s = "${w}"`),
  fc
    .tuple(fc.integer({ min: -10, max: 10 }), fc.constantFrom(...WORDS))
    .map(([x, w]) => `f <= ${x} and s != "${w}"`),
);

/** A result or the error's words (a where on a column of nulls, typed str, is refused). */
function outcome<T>(promise: Promise<T>): Promise<{ ok: T } | { error: string }> {
  return promise.then(
    (ok) => ({ ok }),
    (error: unknown) => ({ error: (error as Error).message }),
  );
}

async function bothStores(
  rows: unknown[],
  options = { name: 'd', rowGroupRows: 7, pageBytes: 64 },
) {
  const whole = new MemoryOkfStore();
  const artifacts = new RangedArtifacts();
  const ranged = new ArtifactOkfStore(artifacts);
  const a = await publishOkf(rows, whole, options);
  const b = await publishOkf(rows, ranged, options);
  expect(b.ref).toBe(a.ref);
  return { whole, ranged, artifacts, ref: a.ref };
}

test('a ranged read equals a whole-file read for random slices, fields and filters', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(rowArb, { minLength: 1, maxLength: 60 }),
      fc.subarray(['f', 'i', 's'], { minLength: 1 }),
      fc.nat({ max: 70 }),
      fc.integer({ min: 1, max: 30 }),
      fc.option(whereArb, { nil: undefined }),
      fc.constantFrom('i', 'f', 's'),
      async (rows, fields, start, span, where, statsField) => {
        const { whole, ranged, ref } = await bothStores(rows);
        const request = {
          fields,
          rows: { start, end: start + span },
          limit: 10,
          ...(where === undefined ? {} : { where }),
        };
        expect(await outcome(okfRead(ranged, ref, request))).toEqual(
          await outcome(okfRead(whole, ref, request)),
        );
        expect(await outcome(okfStats(ranged, ref, { field: statsField }))).toEqual(
          await outcome(okfStats(whole, ref, { field: statsField })),
        );
      },
    ),
    { numRuns: 100 },
  );
}, 60_000);

describe('a blob that disagrees with its listing is refused', () => {
  // Over the tail fetched on opening, so that reading rows takes further range requests.
  const rows = Array.from({ length: 30_000 }, (_, n) => ({ n, s: `${WORDS[n % 5]!} ${n}` }));
  const read = { rows: { start: 3, end: 9 } };
  const big = { name: 'd', rowGroupRows: 1000, pageBytes: 4096 };

  test('a cut blob (shorter than listed)', async () => {
    const { ranged, artifacts, ref } = await bothStores(rows, big);
    const [key, bytes] = [...artifacts.blobs].find(([, b]) => b.length > 100)!;
    artifacts.blobs.set(key, bytes.subarray(0, bytes.length - 100));
    artifacts.listedSize = bytes.length;
    await expect(okfRead(ranged, ref, read)).rejects.toMatchObject({
      message: expect.stringMatching(/shorter than its listed|listing says/u),
    });
  });

  test('a blob that lies about its size', async () => {
    const { ranged, artifacts, ref } = await bothStores(rows, big);
    artifacts.faults = { total: 1 << 20 };
    await expect(okfRead(ranged, ref, read)).rejects.toMatchObject({
      message: expect.stringContaining('the stored blob is 1048576 bytes, its listing says'),
    });
  });

  test('a blob that serves other bytes after the footer', async () => {
    const { ranged, artifacts, ref } = await bothStores(rows, big);
    const size = [...artifacts.blobs.values()].find((b) => b.length > 100)!.length;
    artifacts.faults = { switchAt: 1, other: randomBytes(size) };
    await expect(okfRead(ranged, ref, read)).rejects.toMatchObject({
      message: expect.stringContaining('the blob changed'),
    });
  });

  test('only the footer and the pages needed are fetched', async () => {
    const many = Array.from({ length: 60_000 }, (_, n) => ({ n, s: `row ${n}`, f: n / 7 }));
    const artifacts = new RangedArtifacts();
    const item = await publishOkf(many, new ArtifactOkfStore(artifacts), { name: 'big' });
    const size = [...artifacts.blobs.values()].find((b) => b.length > 100)!.length;
    await okfRead(new ArtifactOkfStore(artifacts), item.ref, {
      rows: { start: 39_000, end: 39_050 },
    });
    const fetched = artifacts.sources.at(-1)!.counted;
    expect(fetched.bytes).toBeLessThan(TAIL_FETCH + size / 8);
    expect(fetched.requests).toBeLessThan(10);
  });
});

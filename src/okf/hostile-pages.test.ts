// A dataset artifact is untrusted bytes: a file written by OKF and then altered (in its pages,
// behind a footer that passes every check, or in the footer) must fail a read as corrupt or
// read some values; never exhaust memory, hang, or throw anything but an OkfError. The
// Parquet decoder (hyparquet) gets there with the patches in patches/, applied by npm ci.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { openDataset, type Dataset } from './dataset.js';
import { OkfError } from './errors.js';
import { publishOkf } from './publish.js';
import { readDataset } from './read.js';
import { statsOf } from './stats.js';
import { MemoryOkfStore } from '../../test-support/okf.js';

const require = createRequire(import.meta.url);

/** 40 rows whose column `a` is null in every other row, so its definition levels are bit-packed. */
const alternating = Array.from({ length: 40 }, (_, n) => ({ n, a: n % 2 ? null : `v${n % 3}` }));

/** Every OKF type, nulls here and there, repeated strings (a dictionary). */
const mixed = Array.from({ length: 60 }, (_, n) => ({
  n,
  f: n % 7 ? n / 4 : null,
  b: n % 3 === 0,
  s: n % 5 ? `s${n % 4}` : null,
  j: n % 2 ? { k: [n, 'x'] } : null,
}));

/** Three row groups of pages of a few values: offset indexes and statistics to read. */
const SMALL = { rowGroupRows: 25, pageBytes: 64 };

async function published(
  rows: unknown[],
  layout: { rowGroupRows?: number; pageBytes?: number } = {},
): Promise<{ store: MemoryOkfStore; bytes: Uint8Array; ref: string }> {
  const store = new MemoryOkfStore();
  const item = await publishOkf(rows, store, { name: 'pages', ...layout });
  return { store, bytes: store.data.get(store.onlyKey())!, ref: item.ref };
}

/** Every value of every column, through both read paths (rows, and whole columns for stats). */
async function readEverything(dataset: Dataset): Promise<void> {
  await readDataset(dataset, { limit: 1000 });
  // A slice through the offset index, and a where that skips row groups by their statistics.
  await readDataset(dataset, { rows: { start: 30, end: 45 }, fields: ['s', 'n'] });
  await readDataset(dataset, { where: 'n >= 20 and b = true', limit: 100 });
  for (const field of Object.keys(dataset.schema.columns)) await statsOf(dataset, { field });
}

/** Where the pages end: the footer's length sits in the 4 bytes before the closing magic. */
function footerStart(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return bytes.byteLength - 8 - view.getUint32(bytes.byteLength - 8, true);
}

function indexOfBytes(haystack: Uint8Array, needle: readonly number[]): number {
  return Buffer.from(haystack).indexOf(Buffer.from(needle));
}

describe('a dataset artifact altered after OKF wrote it', () => {
  test('a run-length run claiming 2^30 values fills no more than its page', async () => {
    const { store, bytes, ref } = await published(alternating);
    // The levels of `a` (1,0,1,0 ...): one bit-packed run of 5 groups of 8 (header 0x0b).
    const at = indexOfBytes(bytes, [0x0b, 0x55, 0x55, 0x55, 0x55, 0x55]);
    expect(at).toBeGreaterThan(0);
    // The same 6 bytes as one RLE run: header 2^31 (a 5-byte varint, so 2^30 values), value 1.
    bytes.set([0x80, 0x80, 0x80, 0x80, 0x08, 0x01], at);
    const dataset = await openDataset(store, ref);
    const heapBefore = process.memoryUsage().heapUsed;
    const read = await readDataset(dataset, { fields: ['a'], limit: 1000 }).catch((e) => e);
    if (read instanceof Error) expect(read).toBeInstanceOf(OkfError);
    else expect(read.rows).toHaveLength(40);
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(64 * 2 ** 20);
  });

  // Without the patches the properties below loop forever rather than fail: say so first.
  test('the hardened hyparquet is installed (npm ci applies patches/ with patch-package)', () => {
    expect(hardened()).toBe(true);
  });

  test('any bytes written over the pages: values or a corrupt error, nothing else', async () => {
    expect(hardened()).toBe(true);
    const pagesEnd = footerStart((await published(mixed, SMALL)).bytes);
    await overwritten({ from: 4, to: pagesEnd }, 1500);
  });

  test('any bytes written over the footer: refused as corrupt, or read as it says', async () => {
    expect(hardened()).toBe(true);
    const { bytes } = await published(mixed, SMALL);
    await overwritten({ from: footerStart(bytes), to: bytes.byteLength - 8 }, 500);
  });
});

/** Whether the installed hyparquet carries this repository's patches. */
function hardened(): boolean {
  const column = readFileSync(require.resolve('hyparquet/src/column.js'), 'utf8');
  const snappy = readFileSync(require.resolve('hyparquet/src/snappy.js'), 'utf8');
  return column.includes('function checkPageHeader') && snappy.includes('len < 1 ||');
}

/**
 * Writes 1 to 8 random bytes at a random offset in [from, to) of the published dataset, then
 * opens it and reads every value: anything thrown must be an OkfError.
 */
async function overwritten(range: { from: number; to: number }, numRuns: number): Promise<void> {
  expect(await unhandledDuring(() => runOverwritten(range, numRuns))).toEqual([]);
}

/**
 * The rejections left unhandled while `run` runs (and shortly after). A read that fails must
 * not leave a sibling read to reject later: in an action that is a crash with a stack trace
 * after the error was reported.
 */
async function unhandledDuring(run: () => Promise<void>): Promise<string[]> {
  const unhandled: string[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(String(reason));
  process.on('unhandledRejection', onUnhandled);
  try {
    await run();
    await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    process.off('unhandledRejection', onUnhandled);
  }
  return unhandled;
}

async function runOverwritten(range: { from: number; to: number }, numRuns: number): Promise<void> {
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: range.from, max: range.to - 1 }),
      fc.uint8Array({ minLength: 1, maxLength: 8 }),
      async (offset, patch) => {
        const { store, bytes, ref } = await published(mixed, SMALL);
        bytes.set(patch.subarray(0, range.to - offset), offset);
        const error = await openDataset(store, ref)
          .then(readEverything)
          .then(
            () => undefined,
            (e: unknown) => e,
          );
        if (error !== undefined && !(error instanceof OkfError)) throw error;
      },
    ),
    { numRuns },
  );
}

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
import { MemoryOkfStore, publishedAs, runLengthBomb } from '../../test-support/okf.js';

const require = createRequire(import.meta.url);

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

/** The mixed rows published in small pages: the store, and the dataset's bytes and ref. */
async function published(): Promise<{ store: MemoryOkfStore; bytes: Uint8Array; ref: string }> {
  const store = new MemoryOkfStore();
  const item = await publishOkf(mixed, store, { name: 'pages', ...SMALL });
  return { store, bytes: store.data.get(store.onlyKey())!, ref: item.ref };
}

/** A store holding copies of `template`'s artifacts (which a test may then alter). */
function copyOf(template: MemoryOkfStore): MemoryOkfStore {
  const store = new MemoryOkfStore();
  for (const [key, bytes] of template.data) store.data.set(key, bytes.slice());
  return store;
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

describe('a dataset artifact altered after OKF wrote it', () => {
  test('a run-length run claiming 2^30 values fills no more than its page', async () => {
    const store = new MemoryOkfStore();
    for (const [key, bytes] of publishedAs('bomb', runLengthBomb())) store.data.set(key, bytes);
    const dataset = await openDataset(store, 'okf:bomb#v1');
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
    await overwritten((bytes) => ({ from: 4, to: footerStart(bytes) }), 1500);
  });

  test('any bytes written over the footer: refused as corrupt, or read as it says', async () => {
    expect(hardened()).toBe(true);
    await overwritten((bytes) => ({ from: footerStart(bytes), to: bytes.byteLength - 8 }), 500);
  });
});

/** Whether the installed hyparquet carries this repository's patches. */
function hardened(): boolean {
  const column = readFileSync(require.resolve('hyparquet/src/column.js'), 'utf8');
  const snappy = readFileSync(require.resolve('hyparquet/src/snappy.js'), 'utf8');
  return column.includes('function checkPageHeader') && snappy.includes('len < 1 ||');
}

/** Byte offsets [from, to) of a dataset's file. */
type Range = (bytes: Uint8Array) => { from: number; to: number };

/**
 * Writes 1 to 8 random bytes at a random offset in range of the published dataset, then
 * opens it and reads every value: anything thrown must be an OkfError.
 */
async function overwritten(range: Range, numRuns: number): Promise<void> {
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

async function runOverwritten(range: Range, numRuns: number): Promise<void> {
  // Published once: each run alters a copy.
  const template = await published();
  const key = template.store.onlyKey();
  const { from, to } = range(template.bytes);
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: from, max: to - 1 }),
      fc.uint8Array({ minLength: 1, maxLength: 8 }),
      async (offset, patch) => {
        const store = copyOf(template.store);
        store.data.get(key)!.set(patch.subarray(0, to - offset), offset);
        const error = await openDataset(store, template.ref)
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

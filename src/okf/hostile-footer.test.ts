// Every length a Parquet file claims is checked against the file's real size and the cap of
// one read before anything is fetched or allocated: a footer that claims 1.5 GiB fails as
// corrupt after reads of at most the cap, however large the file says it is. A footer whose
// recorded types disagree with the stored ones is corrupt; a value too long to report is
// refused by okf-stats.
import { CountingBuffer, MAX_SLICE_BYTES, openDataset } from './dataset.js';
import { publishOkf } from './publish.js';
import type { RangeReader } from './store.js';
import { columnStats, MAX_STATS_VALUE_CHARS } from './stats.js';
import { MemoryOkfStore } from '../../test-support/okf.js';

/** A file of `byteLength` bytes whose last 8 are `tail`; it records the largest read asked. */
function claimingReader(byteLength: number, tail: Uint8Array) {
  const asked = { largest: 0 };
  const reader: RangeReader = {
    byteLength,
    read: (start, end) => {
      asked.largest = Math.max(asked.largest, end - start);
      const out = new Uint8Array(end - start);
      for (let i = Math.max(start, byteLength - tail.length); i < end; i++)
        out[i - start] = tail[i - (byteLength - tail.length)]!;
      return Promise.resolve(out);
    },
    close: () => Promise.resolve(),
  };
  return { reader, asked };
}

test('a footer that claims 1.5 GiB is refused as corrupt after reads within the cap', async () => {
  const store = new MemoryOkfStore();
  const { ref } = await publishOkf([{ a: 1 }], store, { name: 'big' });
  const claimed = 1.5 * 1024 ** 3;
  const tail = new Uint8Array(8);
  new DataView(tail.buffer).setUint32(0, claimed, true);
  tail.set(Buffer.from('PAR1'), 4);
  const { reader, asked } = claimingReader(claimed + 1024, tail);
  store.open = () => Promise.resolve(reader);
  await expect(openDataset(store, ref)).rejects.toMatchObject({
    code: 'corrupt',
    message: expect.stringContaining(`over the ${MAX_SLICE_BYTES} bytes one read may ask for`),
  });
  expect(asked.largest).toBeLessThanOrEqual(MAX_SLICE_BYTES);
});

test('a read outside the file or over the cap is refused before the store is asked', async () => {
  const { reader, asked } = claimingReader(MAX_SLICE_BYTES * 4, new Uint8Array(8));
  const file = new CountingBuffer(reader);
  await expect(file.slice(0, MAX_SLICE_BYTES + 1)).rejects.toThrow(/over the \d+ bytes/u);
  await expect(file.slice(-1, 10)).rejects.toThrow(/outside the file/u);
  await expect(file.slice(10, MAX_SLICE_BYTES * 4 + 1)).rejects.toThrow(/outside the file/u);
  await expect(file.slice(20, 10)).rejects.toThrow(/outside the file/u);
  expect(asked.largest).toBe(0);
  expect((await file.slice(0, 16)).byteLength).toBe(16);
});

test.each([
  ['str', 'int'],
  ['int', 'str'],
  ['bool', 'str'],
  ['float', 'bool'],
])(
  'a column stored as %s that the footer records as %s is corrupt (schema and data disagree)',
  async (stored, recorded) => {
    const store = new MemoryOkfStore();
    const value = { str: 'text', int: 7, float: 1.5, json: { a: 1 }, bool: true }[stored];
    const { ref } = await publishOkf([{ v: value }], store, { name: 'lies' });
    const key = store.onlyKey();
    const bytes = Buffer.from(store.data.get(key)!);
    const from = Buffer.from(`"v":{"type":"${stored}"`);
    const at = bytes.indexOf(from);
    expect(at).toBeGreaterThan(0);
    // Same length: the footer stays well-formed Thrift, only the recorded type lies (a
    // shorter name is padded with JSON white space).
    const to = Buffer.from(`"v":{"type":"${recorded}"`.padEnd(from.length, ' '));
    expect(to.length).toBe(from.length);
    to.copy(bytes, at);
    store.data.set(key, bytes);
    await expect(openDataset(store, ref)).rejects.toMatchObject({
      code: 'corrupt',
      message: expect.stringContaining('schema and data disagree'),
    });
  },
);

test.each([
  ['str', 'x'.repeat(MAX_STATS_VALUE_CHARS + 1)],
  ['json', { long: 'x'.repeat(MAX_STATS_VALUE_CHARS) }],
] as const)('okf-stats refuses a %s value too long to report (too_large)', (type, value) => {
  expect(() => columnStats('v', type, ['short', value])).toThrow(
    expect.objectContaining({ code: 'too_large', message: expect.stringContaining('okf-read') }),
  );
  expect(columnStats('v', type, ['short'])).toMatchObject({ count: 1 });
});

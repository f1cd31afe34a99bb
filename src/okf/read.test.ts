import { sha256Hex } from '../canonical/index.js';
import { openDataset } from './dataset.js';
import { publishOkf } from './publish.js';
import { readDataset } from './read.js';
import { MAX_READ_ROWS, parseRows } from './read-request.js';
import { statsOf } from './stats.js';
import { MemoryOkfStore } from '../../test-support/okf.js';

async function dataset(rows: unknown[], rowGroupRows?: number) {
  const store = new MemoryOkfStore();
  const item = await publishOkf(rows, store, {
    name: 'd',
    ...(rowGroupRows ? { rowGroupRows } : {}),
  });
  return openDataset(store, item.ref);
}

const claims = Array.from({ length: 30 }, (_, n) => ({
  n,
  branch: ['north', 'south', 'east'][n % 3]!,
  risk: (n % 10) / 10,
  flagged: n % 4 === 0,
  tags: n % 5 === 0 ? ['big'] : [],
}));

describe('okf read', () => {
  test('--fields a,b --rows 0:3', async () => {
    const result = await readDataset(await dataset(claims), {
      fields: ['branch', 'risk'],
      rows: parseRows('0:3'),
    });
    expect(result).toEqual({
      ref: 'okf:d#v1',
      fields: ['branch', 'risk'],
      row_numbers: [0, 1, 2],
      rows: [
        { branch: 'north', risk: 0 },
        { branch: 'south', risk: 0.1 },
        { branch: 'east', risk: 0.2 },
      ],
      more: false,
    });
  });

  test('--where with --limit, and whether more rows match', async () => {
    const result = await readDataset(await dataset(claims, 4), {
      where: 'risk >= 0.7 and branch = "north"',
      limit: 2,
      fields: ['n'],
    });
    expect(result.rows).toEqual([{ n: 9 }, { n: 18 }]);
    expect(result.more).toBe(true);
    const all = await readDataset(await dataset(claims, 4), {
      where: 'risk >= 0.7 and branch = "north"',
      limit: 20,
      fields: ['n'],
    });
    expect(all.rows).toEqual([{ n: 9 }, { n: 18 }, { n: 27 }]);
    expect(all.more).toBe(false);
  });

  test('rows out of range give an empty slice, not an error', async () => {
    const d = await dataset(claims);
    expect((await readDataset(d, { rows: { start: 100, end: 150 } })).rows).toEqual([]);
    expect((await readDataset(d, { rows: { start: 28, end: 40 } })).row_numbers).toEqual([28, 29]);
  });

  test('a rows range is cut at the limit; more says whether rows of the range remain', async () => {
    const d = await dataset(claims);
    const cut = await readDataset(d, { rows: { start: 5, end: 20 }, limit: 4, fields: ['n'] });
    expect(cut.row_numbers).toEqual([5, 6, 7, 8]);
    expect(cut.rows).toEqual([{ n: 5 }, { n: 6 }, { n: 7 }, { n: 8 }]);
    expect(cut.more).toBe(true);
    const whole = await readDataset(d, { rows: { start: 5, end: 9 }, limit: 4 });
    expect([whole.row_numbers, whole.more]).toEqual([[5, 6, 7, 8], false]);
    const pastEnd = await readDataset(d, { rows: { start: 28, end: 40 }, limit: 5 });
    expect([pastEnd.row_numbers, pastEnd.more]).toEqual([[28, 29], false]);
    const byDefault = await readDataset(d, { rows: { start: 0, end: 30 } });
    expect(byDefault.row_numbers).toHaveLength(30);
  });

  test('bad options: unknown field, limit over the maximum, malformed rows', async () => {
    const d = await dataset(claims);
    await expect(readDataset(d, { fields: ['amount'] })).rejects.toMatchObject({
      code: 'unknown_field',
      message: expect.stringContaining('"amount"'),
    });
    await expect(readDataset(d, { limit: MAX_READ_ROWS + 1 })).rejects.toMatchObject({
      code: 'bad_option',
    });
    await expect(
      readDataset(d, { rows: { start: 0, end: MAX_READ_ROWS + 1 } }),
    ).rejects.toMatchObject({ code: 'bad_option' });
    expect(() => parseRows('5:2')).toThrow(expect.objectContaining({ code: 'bad_option' }));
    expect(() => parseRows('a:b')).toThrow(expect.objectContaining({ code: 'bad_option' }));
  });

  test('a where skips the row groups its statistics rule out', async () => {
    const d = await dataset(
      claims.map((c) => ({ n: c.n })),
      5,
    );
    const before = d.file.bytesRead;
    await readDataset(d, { where: 'n >= 25' });
    const selective = d.file.bytesRead - before;
    await readDataset(d, { where: 'n >= 0' });
    const everything = d.file.bytesRead - before - selective;
    expect(selective * 3).toBeLessThan(everything);
  });

  test('a slice within one row group reads only the pages holding its rows', async () => {
    // Notes that do not compress, so the pages (not the footer) make up the file.
    const rows = Array.from({ length: 10_000 }, (_, n) => ({
      n,
      note: sha256Hex(String(n)).repeat(2),
    }));
    const d = await dataset(rows);
    expect(d.metadata.row_groups).toHaveLength(1);
    const result = await readDataset(d, { rows: { start: 5000, end: 5050 } });
    expect(result.rows).toEqual(rows.slice(5000, 5050));
    expect(d.file.bytesRead / d.file.byteLength).toBeLessThan(0.15);
  });

  test('a 50-row slice of a 500,000-row dataset reads under 5 % of the file', async () => {
    const rows = Array.from({ length: 500_000 }, (_, n) => ({
      id: n,
      risk: ((n * 7919) % 1000) / 1000,
    }));
    const store = new MemoryOkfStore();
    const item = await publishOkf(rows, store, { name: 'big' });
    const d = await openDataset(store, item.ref);
    const result = await readDataset(d, { rows: { start: 250_000, end: 250_050 } });
    expect(result.rows[0]).toEqual(rows[250_000]);
    expect(result.rows).toHaveLength(50);
    const share = d.file.bytesRead / d.file.byteLength;
    expect(share).toBeLessThan(0.05);
  }, 120_000);
});

describe('okf stats', () => {
  test('numbers: count, nulls, distinct, min, max, mean, p50, p95', async () => {
    const rows = [...Array.from({ length: 20 }, (_, n) => ({ amount: n + 1 })), { amount: null }];
    expect(await statsOf(await dataset(rows), { field: 'amount', numeric: true })).toEqual({
      field: 'amount',
      type: 'int',
      count: 20,
      nulls: 1,
      distinct: 20,
      min: 1,
      max: 20,
      mean: 10.5,
      p50: 10,
      p95: 19,
    });
  });

  test('the mean of numbers whose sum leaves the doubles is still their mean', async () => {
    const rows = [{ x: 1e308 }, { x: 1e308 }, { x: -1e308 }, { x: 1.5e308 }];
    const stats = await statsOf(await dataset(rows), { field: 'x', numeric: true });
    expect(stats).toMatchObject({ count: 4, min: -1e308, max: 1.5e308, mean: 6.25e307 });
  });

  test('strings: top values, ties by value', async () => {
    const stats = await statsOf(await dataset(claims), { field: 'branch' });
    expect(stats).toEqual({
      field: 'branch',
      type: 'str',
      count: 30,
      nulls: 0,
      distinct: 3,
      min: 'east',
      max: 'south',
      top: [
        { value: 'east', count: 10 },
        { value: 'north', count: 10 },
        { value: 'south', count: 10 },
      ],
    });
  });

  test('numeric statistics of a non-numeric field, and an unknown field, are refused', async () => {
    const d = await dataset(claims);
    await expect(statsOf(d, { field: 'branch', numeric: true })).rejects.toMatchObject({
      code: 'not_numeric',
    });
    await expect(statsOf(d, { field: 'amount' })).rejects.toMatchObject({ code: 'unknown_field' });
  });
});

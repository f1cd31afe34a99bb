// read and stats equal a naive evaluation over the same rows, for random data (small row
// groups, so that statistics skip some of them) and random filters.
import fc from 'fast-check';
import { compareStrings } from '../canonical/index.js';
import { openDataset } from './dataset.js';
import { publishOkf } from './publish.js';
import { readColumn, readDataset } from './read.js';
import { STAT_NAMES } from './read-request.js';
import { columnStats, selectStats, statsOf } from './stats.js';
import { expectSameJson, MemoryOkfStore } from '../../test-support/okf.js';
import {
  FIELDS,
  filterArb,
  payloadSchema,
  render,
  rowArb,
  type Filter,
  type Row,
} from '../../test-support/okf-arbitraries.js';

// The naive evaluation, written apart from evaluate.ts so the two can disagree.
function holds(f: Filter, row: Row): boolean {
  if ('l' in f) {
    const sides = [holds(f.l, row), holds(f.r, row)];
    return f.op === 'and' ? !sides.includes(false) : sides.includes(true);
  }
  if (f.op === 'not') return !holds(f.a, row);
  return leafHolds(f, row);
}

function leafHolds(f: Exclude<Filter, { op: 'and' | 'or' | 'not' }>, row: Row): boolean {
  switch (f.op) {
    case 'in':
      return row[f.field] !== null && (f.values as unknown[]).includes(row[f.field]);
    case 'contains': {
      const v = row[f.field];
      return v !== null && (typeof v === 'string' ? v.includes(f.value) : v.includes(f.value));
    }
    case 'cmp': {
      const v = row[f.field];
      if (f.value === null) return f.cmp === '=' ? v === null : v !== null;
      if (v === null) return false;
      const c =
        typeof v === 'string' ? compareStrings(v, f.value as string) : Number(v) - Number(f.value);
      return { '=': c === 0, '!=': c !== 0, '<': c < 0, '<=': c <= 0, '>': c > 0, '>=': c >= 0 }[
        f.cmp
      ]!;
    }
  }
}

function project(row: Row, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((f) => [f, row[f as keyof Row]]));
}

async function published(rows: Row[], rowGroupRows: number) {
  const store = new MemoryOkfStore();
  // Pages of a few values: slices then read part of a row group through the offset index.
  const item = await publishOkf(rows, store, {
    name: 'p',
    rowGroupRows,
    pageBytes: 24,
    payloadSchema,
  });
  return openDataset(store, item.ref);
}

const fieldsArb = fc.subarray([...FIELDS], { minLength: 1 });
/** Rows (at least one) and one of their fields. */
const rowsAndFieldArb = fc.tuple(
  fc.array(rowArb, { minLength: 1, maxLength: 60 }),
  fc.constantFrom(...FIELDS),
);

describe('okf read and stats against a naive evaluation', () => {
  test('where + limit + rows range', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(rowArb, { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 1, max: 9 }),
        filterArb,
        fieldsArb,
        fc.integer({ min: 1, max: 20 }),
        fc.option(fc.tuple(fc.nat(70), fc.nat(70)), { nil: undefined }),
        async (rows, groupRows, filter, fields, limit, range) => {
          const dataset = await published(rows, groupRows);
          const rowsRange = range && { start: Math.min(...range), end: Math.max(...range) };
          const result = await readDataset(dataset, {
            where: render(filter),
            fields,
            limit,
            ...(rowsRange ? { rows: rowsRange } : {}),
          });
          const lo = rowsRange?.start ?? 0;
          const hi = rowsRange?.end ?? rows.length;
          const hits = rows.flatMap((row, n) =>
            n >= lo && n < hi && holds(filter, row) ? [n] : [],
          );
          expect(result.row_numbers).toEqual(hits.slice(0, limit));
          expectSameJson(
            result.rows,
            hits.slice(0, limit).map((n) => project(rows[n]!, fields)),
          );
          expect(result.more).toBe(hits.length > limit);
        },
      ),
      { numRuns: 300 },
    );
  });

  test('slices of fields and rows up to a limit (out of range gives fewer or no rows)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(rowArb, { maxLength: 40 }),
        fc.integer({ min: 1, max: 9 }),
        fieldsArb,
        fc.nat(50),
        fc.nat(50),
        fc.integer({ min: 1, max: 60 }),
        async (rows, groupRows, fields, a, b, limit) => {
          const dataset = await published(rows, groupRows);
          const [start, end] = [Math.min(a, b), Math.max(a, b)];
          const result = await readDataset(dataset, {
            fields: rows.length ? fields : [],
            rows: { start, end },
            limit,
          });
          const inRange = rows.slice(start, end);
          expectSameJson(
            result.rows,
            inRange.slice(0, limit).map((row) => project(row, rows.length ? fields : [])),
          );
          expect(result.more).toBe(inRange.length > limit);
        },
      ),
      { numRuns: 80 },
    );
  });

  test('stats asked for are those of the column, read from the footer alone when it answers them', async () => {
    await fc.assert(
      fc.asyncProperty(
        rowsAndFieldArb,
        fc.subarray([...STAT_NAMES]),
        async ([rows, field], stats) => {
          const dataset = await published(rows, 7);
          const before = dataset.file.bytesRead;
          const answered = await statsOf(dataset, { field, stats });
          const footerOnly = dataset.file.bytesRead === before;
          const type = dataset.schema.columns[field]!.type;
          const column = columnStats(field, type, await readColumn(dataset, field));
          expectSameJson(answered, selectStats(column, stats));
          const bounds = stats.every((name) => name === 'min' || name === 'max');
          const numeric = field === 'i' || field === 'f';
          expect(footerOnly).toBe(stats.length === 0 || (bounds && numeric));
        },
      ),
      { numRuns: 120 },
    );
  });

  test('stats', async () => {
    await fc.assert(
      fc.asyncProperty(rowsAndFieldArb, async ([rows, field]) => {
        const dataset = await published(rows, 7);
        const stats = await statsOf(dataset, { field });
        const values = rows.map((r) => r[field]).filter((v) => v !== null);
        expect(stats.count).toBe(values.length);
        expect(stats.nulls).toBe(rows.length - values.length);
        const keys = values.map((v) => JSON.stringify(v));
        expect(stats.distinct).toBe(new Set(field === 'f' ? values : keys).size);
        if (field === 'i' || field === 'f') {
          const sorted = (values as number[]).slice().sort((x, y) => x - y);
          const rank = (q: number) =>
            sorted.length ? sorted[Math.ceil(q * sorted.length) - 1] : null;
          const sum = (values as number[]).reduce((x, y) => x + y, 0);
          const { min, max, p50, p95, mean } = stats;
          expectSameJson(
            { min, max, p50, p95, mean },
            {
              min: sorted[0] ?? null,
              max: sorted.at(-1) ?? null,
              p50: rank(0.5),
              p95: rank(0.95),
              mean: sorted.length ? sum / sorted.length : null,
            },
          );
        } else {
          const counts = new Map<string, number>();
          for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
          const top = [...counts]
            .sort((x, y) => y[1] - x[1] || compareStrings(x[0], y[0]))
            .slice(0, 10);
          expect(stats.top?.map((t) => [JSON.stringify(t.value), t.count])).toEqual(top);
        }
      }),
      { numRuns: 100 },
    );
  });
});

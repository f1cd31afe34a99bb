// okf read: a slice of fields and rows, or the rows matching a where, up to a limit.
// Only the columns named (plus those the where tests) and the row groups that hold the
// wanted rows are fetched; a where skips the row groups its statistics rule out.

import { parquetRead, parquetReadObjects } from 'hyparquet';
import { corrupt, OKF_COMPRESSORS, type Dataset } from './dataset.js';
import { OkfError } from './errors.js';
import { quoted } from '../base/untrusted.js';
import { mayMatch, matches, type ChunkStats } from './evaluate.js';
import { DEFAULT_LIMIT, MAX_READ_ROWS, type ReadRequest } from './read-request.js';
import { parseWhere, type Predicate } from './where.js';

export type Row = Record<string, unknown>;

export interface ReadResult {
  ref: string;
  fields: string[];
  /** Row numbers (0-based, in the dataset) of the rows returned. */
  row_numbers: number[];
  rows: Row[];
  /** More rows match beyond the limit (for a where) or lie in the range (for rows). */
  more: boolean;
}

/** What the checks of a request need of a dataset: any store's, opened. */
export type DatasetHead = Pick<Dataset, 'ref' | 'schema'>;

export function checkFields(dataset: DatasetHead, fields: readonly string[] | undefined): string[] {
  const all = Object.keys(dataset.schema.columns);
  if (fields === undefined) return all;
  for (const field of fields) {
    if (!Object.hasOwn(dataset.schema.columns, field)) {
      throw new OkfError(
        'unknown_field',
        `Unknown field ${quoted(field)} in ${dataset.ref} (fields: ${all.slice(0, 30).join(', ')})`,
      );
    }
  }
  return [...new Set(fields)];
}

function checkLimit(request: ReadRequest): number {
  const limit = request.limit ?? DEFAULT_LIMIT;
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > MAX_READ_ROWS) {
    throw new OkfError(
      'bad_option',
      `limit must be an integer from 1 to ${MAX_READ_ROWS}, got ${String(limit)}`,
    );
  }
  return limit;
}

/** A read request checked against a dataset: what every store then answers. */
export interface ReadPlan {
  fields: string[];
  predicate: Predicate | undefined;
  limit: number;
  /** The rows [start, end) read or filtered, within the dataset. */
  start: number;
  end: number;
}

export function planRead(dataset: DatasetHead, request: ReadRequest): ReadPlan {
  const fields = checkFields(dataset, request.fields);
  const predicate =
    request.where === undefined ? undefined : parseWhere(request.where, dataset.schema);
  const limit = checkLimit(request);
  const range = request.rows ?? { start: 0, end: dataset.schema.rows };
  if (request.rows && !request.where && range.end - range.start > MAX_READ_ROWS) {
    throw new OkfError(
      'bad_option',
      `rows ${range.start}:${range.end} spans ${range.end - range.start} rows, over the maximum of ${MAX_READ_ROWS}`,
    );
  }
  const start = Math.min(range.start, dataset.schema.rows);
  const end = Math.min(range.end, dataset.schema.rows);
  return { fields, predicate, limit, start, end };
}

export async function readDataset(dataset: Dataset, request: ReadRequest): Promise<ReadResult> {
  const { fields, predicate, limit, start, end } = planRead(dataset, request);
  if (!predicate) {
    const take = Math.min(end, start + limit);
    const rows = await readRows(dataset, fields, start, take);
    return { ref: dataset.ref, fields, row_numbers: numbers(start, take), rows, more: take < end };
  }
  return filterRows(dataset, fields, predicate, { start, end }, limit);
}

export function numbers(start: number, end: number): number[] {
  return Array.from({ length: end - start }, (_, i) => start + i);
}

/** Rows [start, end) of `fields`, ints as numbers. */
export async function readRows(
  dataset: Dataset,
  fields: string[],
  start: number,
  end: number,
): Promise<Row[]> {
  if (end <= start) return [];
  if (fields.length === 0) return numbers(start, end).map(() => ({}));
  let rows: Row[];
  try {
    rows = await parquetReadObjects({
      file: dataset.file,
      metadata: dataset.metadata,
      columns: fields,
      rowStart: start,
      rowEnd: end,
      compressors: OKF_COMPRESSORS,
      // Only the pages holding rows [start, end): the offset index says where they lie.
      useOffsetIndex: true,
    });
  } catch (error) {
    throw corrupt(dataset.ref, error);
  }
  if (rows.length !== end - start)
    throw corrupt(dataset.ref, new Error(`expected ${end - start} rows, read ${rows.length}`));
  return rows.map((row) => plainRow(row, fields));
}

/** A row with the fields in the order asked, bigints (INT64) as numbers. */
function plainRow(row: Row, fields: string[]): Row {
  const out: Row = {};
  for (const field of fields) {
    const value = row[field];
    out[field] = typeof value === 'bigint' ? Number(value) : (value ?? null);
  }
  return out;
}

/** Every value of one column, in row order (column chunks, no row objects: cheaper). */
export async function readColumn(dataset: Dataset, field: string): Promise<unknown[]> {
  let values: unknown[] = [];
  let filled = 0;
  try {
    // Inside the try: a footer that lies about the row count fails as corrupt.
    values = new Array<unknown>(dataset.schema.rows);
    await parquetRead({
      file: dataset.file,
      metadata: dataset.metadata,
      compressors: OKF_COMPRESSORS,
      columns: [field],
      onChunk: (chunk) => {
        const data = chunk.columnData;
        for (let i = 0; i < data.length; i++) {
          const value: unknown = data[i];
          values[chunk.rowStart + i] = typeof value === 'bigint' ? Number(value) : (value ?? null);
        }
        filled += data.length;
      },
    });
  } catch (error) {
    throw corrupt(dataset.ref, error);
  }
  if (filled !== dataset.schema.rows) {
    throw corrupt(
      dataset.ref,
      new Error(`expected ${dataset.schema.rows} values of ${field}, read ${filled}`),
    );
  }
  return values;
}

function fieldsOf(predicate: Predicate, into = new Set<string>()): Set<string> {
  switch (predicate.kind) {
    case 'and':
    case 'or':
      fieldsOf(predicate.left, into);
      return fieldsOf(predicate.right, into);
    case 'not':
      return fieldsOf(predicate.arg, into);
    default:
      into.add(predicate.field);
      return into;
  }
}

/** The row groups as [start, end) row ranges, with a reader of their column statistics. */
export function rowGroups(
  dataset: Dataset,
): { start: number; end: number; stats: (field: string) => ChunkStats | undefined }[] {
  let start = 0;
  return dataset.metadata.row_groups.map((group) => {
    const rows = Number(group.num_rows);
    const first = start;
    start += rows;
    const stats = (field: string): ChunkStats | undefined => {
      const chunk = group.columns.find((c) => c.meta_data?.path_in_schema.join('.') === field);
      const s = chunk?.meta_data?.statistics;
      if (!s) return undefined;
      return {
        rows,
        nulls: s.null_count === undefined ? undefined : Number(s.null_count),
        min: statValue(s.min_value ?? s.min),
        max: statValue(s.max_value ?? s.max),
      };
    };
    return { start: first, end: first + rows, stats };
  });
}

function statValue(value: unknown): number | boolean | undefined {
  if (typeof value === 'bigint') return Number(value);
  return typeof value === 'number' || typeof value === 'boolean' ? value : undefined;
}

async function filterRows(
  dataset: Dataset,
  fields: string[],
  predicate: Predicate,
  range: { start: number; end: number },
  limit: number,
): Promise<ReadResult> {
  const tested = [...fieldsOf(predicate)];
  const found: number[] = [];
  const rows: Row[] = [];
  for (const group of rowGroups(dataset)) {
    const start = Math.max(group.start, range.start);
    const end = Math.min(group.end, range.end);
    if (start >= end || !mayMatch(predicate, group.stats)) continue;
    const candidates = await readRows(dataset, tested, start, end);
    const hits = candidates.flatMap((row, i) => (matches(predicate, row) ? [start + i] : []));
    const wanted = hits.slice(0, limit + 1 - found.length);
    found.push(...wanted);
    const kept = wanted.slice(0, Math.max(0, limit - rows.length));
    if (kept.length > 0) rows.push(...(await pickRows(dataset, fields, kept)));
    if (found.length > limit) break;
  }
  return {
    ref: dataset.ref,
    fields,
    row_numbers: found.slice(0, limit),
    rows,
    more: found.length > limit,
  };
}

/** The rows at `positions` (ascending, within one row group). */
async function pickRows(dataset: Dataset, fields: string[], positions: number[]): Promise<Row[]> {
  const first = positions[0]!;
  const last = positions[positions.length - 1]!;
  const span = await readRows(dataset, fields, first, last + 1);
  return positions.map((p) => span[p - first]!);
}

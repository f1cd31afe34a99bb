// Rows => the bytes of an OKF Parquet file (pure: no I/O, no clock).
//
// Row groups of ROW_GROUP_ROWS rows and small pages, so a slice or a filtered read fetches
// a few pages of the row groups and columns it needs; min/max statistics per column chunk, so a filter skips
// the row groups whose range cannot match. The OKF schema (types and descriptions) rides
// in the file's key-value metadata under OKF_SCHEMA_KEY, so the file alone is a dataset.
// The bytes depend only on the rows and the payload schema: the writer name carries no
// version and no time, which is what makes the content hash (and so the ref) stable.

import { parquetWriteBuffer } from 'hyparquet-writer';
import type { ColumnSource } from 'hyparquet-writer';
import { inferSchema, type OkfSchema, type OkfType } from './schema.js';

/**
 * Measured through range requests (docs/okf.md, "Row groups"): a slice reads the same pages
 * whatever the group size, while larger groups keep the footer (read on every open) small
 * and make a full column scan take fewer requests; a where that skips by statistics reads
 * a little more per group it keeps.
 */
export const ROW_GROUP_ROWS = 50_000;
/**
 * Pages of about 32 KiB (uncompressed) with an offset index: a slice of a few rows decodes
 * the one page of each column that holds them, not the whole row group.
 */
export const PAGE_BYTES = 32 * 1024;
export const OKF_SCHEMA_KEY = 'okf.schema';
export const OKF_FORMAT = 1;
const CREATED_BY = 'squadscope okf';

/** The metadata record: the OKF column types and descriptions, and the format version. */
export interface OkfFileSchema {
  format: number;
  /** The row count (Parquet counts no rows in a file without columns). */
  rows: number;
  columns: OkfSchema['columns'];
}

const BASIC_TYPE = {
  str: 'STRING',
  int: 'INT64',
  float: 'DOUBLE',
  bool: 'BOOLEAN',
  json: 'JSON',
} as const satisfies Record<OkfType, string>;

/**
 * The column's values, missing keys as null; ints as bigint (what the INT64 encoder takes);
 * a json column stores any value as JSON text.
 */
function columnData(
  rows: readonly Record<string, unknown>[],
  field: string,
  type: OkfType,
): unknown[] {
  return rows.map((row) => {
    const value = Object.hasOwn(row, field) ? (row[field] ?? null) : null;
    return type === 'int' && value !== null ? BigInt(value as number) : value;
  });
}

export interface EncodedDataset {
  bytes: Uint8Array;
  schema: OkfSchema;
}

export interface EncodeOptions {
  payloadSchema?: unknown;
  /** Rows per row group (default ROW_GROUP_ROWS; tests use small groups). */
  rowGroupRows?: number;
  /** Target page size in bytes (default PAGE_BYTES; tests use small pages). */
  pageBytes?: number;
}

export function encodeDataset(
  rows: readonly unknown[],
  options: EncodeOptions = {},
): EncodedDataset {
  const { payloadSchema, rowGroupRows = ROW_GROUP_ROWS, pageBytes = PAGE_BYTES } = options;
  const schema = inferSchema(rows, payloadSchema);
  const objects = rows as readonly Record<string, unknown>[];
  const columns: ColumnSource[] = Object.entries(schema.columns).map(([name, column]) => ({
    name,
    data: columnData(objects, name, column.type),
    type: BASIC_TYPE[column.type],
    nullable: true,
  }));
  const fileSchema: OkfFileSchema = {
    format: OKF_FORMAT,
    rows: schema.rows,
    columns: schema.columns,
  };
  const buffer = parquetWriteBuffer({
    columnData: columns,
    rowGroupSize: rowGroupRows,
    pageSize: pageBytes,
    statistics: true,
    createdBy: CREATED_BY,
    kvMetadata: [{ key: OKF_SCHEMA_KEY, value: JSON.stringify(fileSchema) }],
  });
  return { bytes: new Uint8Array(buffer), schema };
}

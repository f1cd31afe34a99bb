// How an OKF dataset lies in ClickHouse (pure): one table per version, its rows encoded as
// RowBinary for the insert.
//
// Table `<prefix>okf_<name>_v<k>` (ORDER BY okf_row): `okf_row` Int64 is the row's 0-based
// number, column `c<i>` holds the i-th field of the schema (field names never reach SQL
// as identifiers: any name a dataset may have works), typed from the OKF type:
//   str Nullable(String), int Nullable(Int64), float Nullable(Float64), bool Nullable(UInt8),
//   json Nullable(String) (the JSON text) plus `c<i>_el` Array(String), the JSON text of
//   each element of an array value, for `contains`.
// One more row, okf_row = -1, holds in `okf_meta` the dataset's schema and hash: it is in the
// table from before the table gets its version's name, so a version and its schema appear
// together or not at all.

import type { OkfColumn, OkfSchema, OkfType } from '../schema.js';
import { sqlIdent, sqlTable } from './sql.js';
import type { SqlColumn } from './where-sql.js';

export const ROW_COLUMN = 'okf_row';
export const META_COLUMN = 'okf_meta';
export const META_ROW = -1;
export const META_FORMAT = 1;

/** What the meta row holds. */
export interface TableMeta {
  format: number;
  /** SHA-256 (hex) of the rows as inserted and the schema: the same rows publish once. */
  hash: string;
  rows: number;
  columns: Record<string, OkfColumn>;
}

const CH_TYPE: Record<OkfType, string> = {
  str: 'Nullable(String)',
  int: 'Nullable(Int64)',
  float: 'Nullable(Float64)',
  bool: 'Nullable(UInt8)',
  json: 'Nullable(String)',
};

export function versionTable(prefix: string, name: string, version: number): string {
  return `${prefix}okf_${name}_v${version}`;
}

export function stagingTable(prefix: string, name: string, token: string): string {
  return `${prefix}okf_${name}__staging_${token}`;
}

/** The version of `table` if it is a version table of `name`, else undefined. */
export function versionOfTable(prefix: string, name: string, table: string): number | undefined {
  const head = `${prefix}okf_${name}_v`;
  if (!table.startsWith(head)) return undefined;
  const rest = table.slice(head.length);
  return /^[1-9][0-9]{0,8}$/u.test(rest) ? Number(rest) : undefined;
}

/** Field => where it lies in the table, in schema order. */
export function columnsOf(columns: Record<string, OkfColumn>): Map<string, SqlColumn> {
  const out = new Map<string, SqlColumn>();
  Object.entries(columns).forEach(([field, column], i) => {
    const sql: SqlColumn = { column: `c${i}`, type: column.type };
    if (column.type === 'json') sql.elements = `c${i}_el`;
    out.set(field, sql);
  });
  return out;
}

export function createTableSql(database: string, table: string, schema: OkfSchema): string {
  const defs = [`${sqlIdent(ROW_COLUMN)} Int64`, `${sqlIdent(META_COLUMN)} String`];
  for (const column of columnsOf(schema.columns).values()) {
    defs.push(`${sqlIdent(column.column)} ${CH_TYPE[column.type]}`);
    if (column.elements) defs.push(`${sqlIdent(column.elements)} Array(String)`);
  }
  return `CREATE TABLE ${sqlTable(database, table)} (${defs.join(', ')}) ENGINE = MergeTree ORDER BY ${sqlIdent(ROW_COLUMN)}`;
}

/** Appends RowBinary values to a growing buffer. */
export class RowBinaryWriter {
  private buffer = Buffer.allocUnsafe(1 << 16);
  length = 0;

  private room(bytes: number): void {
    if (this.length + bytes <= this.buffer.length) return;
    const next = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + bytes));
    this.buffer.copy(next, 0, 0, this.length);
    this.buffer = next;
  }

  varUInt(value: number): void {
    this.room(10);
    let v = value;
    while (v >= 0x80) {
      this.buffer[this.length++] = (v % 0x80) | 0x80;
      v = Math.floor(v / 0x80);
    }
    this.buffer[this.length++] = v;
  }

  string(text: string): void {
    const bytes = Buffer.byteLength(text, 'utf8');
    this.varUInt(bytes);
    this.room(bytes);
    this.length += this.buffer.write(text, this.length, 'utf8');
  }

  int64(value: number): void {
    this.room(8);
    this.buffer.writeBigInt64LE(BigInt(value), this.length);
    this.length += 8;
  }

  float64(value: number): void {
    this.room(8);
    // -0 is stored as 0: the two print alike in JSON, and the server would count them apart.
    this.buffer.writeDoubleLE(value === 0 ? 0 : value, this.length);
    this.length += 8;
  }

  byte(value: number): void {
    this.room(1);
    this.buffer[this.length++] = value;
  }

  /** The bytes written so far, and a fresh start. */
  take(): Buffer {
    const out = Buffer.from(this.buffer.subarray(0, this.length));
    this.length = 0;
    return out;
  }
}

/** One row (okf_row, okf_meta, then each column) in RowBinary. */
export function writeRow(
  out: RowBinaryWriter,
  row: Record<string, unknown> | null,
  number: number,
  meta: string,
  columns: readonly [string, SqlColumn][],
): void {
  out.int64(number);
  out.string(meta);
  for (const [field, column] of columns) {
    const value = row !== null && Object.hasOwn(row, field) ? (row[field] ?? null) : null;
    if (value === null) out.byte(1);
    else {
      out.byte(0);
      writeValue(out, column.type, value);
    }
    if (column.elements) writeElements(out, value);
  }
}

function writeValue(out: RowBinaryWriter, type: OkfType, value: unknown): void {
  switch (type) {
    case 'str':
      return out.string(value as string);
    case 'int':
      return out.int64(value as number);
    case 'float':
      return out.float64(value as number);
    case 'bool':
      return out.byte(value === true ? 1 : 0);
    case 'json':
      return out.string(JSON.stringify(value));
  }
}

/** The JSON text of the elements `contains` can match: those of an array that are not objects. */
function writeElements(out: RowBinaryWriter, value: unknown): void {
  const elements = Array.isArray(value)
    ? (value as unknown[]).filter((e) => typeof e !== 'object' || e === null)
    : [];
  out.varUInt(elements.length);
  for (const element of elements) out.string(JSON.stringify(element) ?? 'null');
}

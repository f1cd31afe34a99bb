// Finding the versions of a dataset in ClickHouse and opening one (I/O).

import { OkfError } from '../errors.js';
import { formatRef, parseRef } from '../ref.js';
import type { OkfSchema } from '../schema.js';
import { CH_UNKNOWN_TABLE, ClickHouseError, type ClickHouse } from './connection.js';
import {
  META_COLUMN,
  META_FORMAT,
  META_ROW,
  ROW_COLUMN,
  versionOfTable,
  versionTable,
  type TableMeta,
} from './layout.js';
import { sqlIdent, sqlTable, sqlValue } from './sql.js';

/** The versions of `name` in the database, ascending. */
export async function listVersions(ch: ClickHouse, name: string): Promise<number[]> {
  const head = `${ch.tablePrefix}okf_${name}_v`;
  const rows = await ch.rows(
    `SELECT name FROM system.tables WHERE database = ${sqlValue(ch.database)} AND startsWith(name, ${sqlValue(head)})`,
  );
  return rows
    .map((row) => versionOfTable(ch.tablePrefix, name, String(row['name'])))
    .filter((v): v is number => v !== undefined)
    .sort((a, b) => a - b);
}

/** The meta of each version (a version dropped meanwhile is left out). */
export async function readMetas(
  ch: ClickHouse,
  name: string,
  versions: readonly number[],
): Promise<Map<number, TableMeta>> {
  const metas = new Map<number, TableMeta>();
  for (const version of versions) {
    const meta = await readMeta(ch, versionTable(ch.tablePrefix, name, version)).catch(
      (error: unknown) => {
        if (error instanceof OkfError && error.code === 'not_found') return undefined;
        throw error;
      },
    );
    if (meta) metas.set(version, meta);
  }
  return metas;
}

async function readMeta(ch: ClickHouse, table: string): Promise<TableMeta> {
  let rows: Record<string, unknown>[];
  try {
    rows = await ch.rows(
      `SELECT ${sqlIdent(META_COLUMN)} AS meta FROM ${sqlTable(ch.database, table)} WHERE ${sqlIdent(ROW_COLUMN)} = ${sqlValue(META_ROW)}`,
    );
  } catch (error) {
    if (error instanceof ClickHouseError && error.serverCode === CH_UNKNOWN_TABLE) {
      throw new OkfError('not_found', `table ${table} does not exist`, { cause: error });
    }
    throw error;
  }
  const meta = parseMeta(rows.length === 1 ? rows[0]!['meta'] : undefined);
  if (!meta) {
    throw new OkfError(
      'corrupt',
      `ClickHouse table ${table} has no OKF meta row (written outside the OKF publisher?)`,
    );
  }
  return meta;
}

function parseMeta(text: unknown): TableMeta | undefined {
  if (typeof text !== 'string') return undefined;
  try {
    const meta = JSON.parse(text) as TableMeta;
    const ok =
      meta.format === META_FORMAT &&
      typeof meta.hash === 'string' &&
      Number.isSafeInteger(meta.rows) &&
      typeof meta.columns === 'object' &&
      meta.columns !== null;
    return ok ? meta : undefined;
  } catch {
    return undefined;
  }
}

/** A version of a dataset, opened: its ref, table and schema. */
export interface ClickHouseDataset {
  ref: string;
  table: string;
  schema: OkfSchema;
}

/** Opens the dataset a `…@clickhouse` ref names; not_found lists the versions there are. */
export async function openClickHouseDataset(
  ch: ClickHouse,
  refText: string,
): Promise<ClickHouseDataset> {
  const ref = parseRef(refText);
  if (ref.store !== 'clickhouse') {
    throw new OkfError(
      'bad_ref',
      `Dataset ${formatRef(ref)} is kept in the artifacts, not in ClickHouse: read it without store clickhouse`,
    );
  }
  const table = versionTable(ch.tablePrefix, ref.name, ref.version);
  try {
    const meta = await readMeta(ch, table);
    return {
      ref: formatRef(ref),
      table,
      schema: { rows: meta.rows, columns: meta.columns, store: 'clickhouse' },
    };
  } catch (error) {
    if (!(error instanceof OkfError && error.code === 'not_found')) throw error;
    const versions = await listVersions(ch, ref.name);
    const have = versions.length
      ? `versions of ${ref.name} in ClickHouse database ${ch.database}: ${versions.map((v) => `v${v}`).join(', ')}`
      : `no dataset named ${ref.name} in ClickHouse database ${ch.database}`;
    throw new OkfError('not_found', `Dataset ${formatRef(ref)} not found (${have})`, {
      cause: error,
    });
  }
}

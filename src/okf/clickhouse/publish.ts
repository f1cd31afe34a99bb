// Publishing an OKF dataset to ClickHouse (I/O): rows typed by the Parquet writer's inference
// (inferSchema), inserted in bounded batches into a staging table, then given their version
// by one RENAME.
//
// Why staging + rename rather than a committed-version marker: RENAME TABLE is atomic on
// every ClickHouse release and refuses a name that exists, so it is both the commit (readers
// only ever open `…_v<k>`, which exists complete or not at all) and the claim of k (of two
// publishers renaming to one k exactly one wins; the other takes the next k). A marker row
// would need a second write after the data, and a way to settle two markers for one k.
//
// Idempotent: the meta row records the SHA-256 of the rows as inserted and of the schema. A
// publisher that finds a version with its hash drops its staging table and answers that
// version's ref, so a rerun of the same gather adds no row twice. A publisher that fails
// drops its staging table; one killed leaves it, never visible (see docs/okf.md).

import { createHash, randomBytes } from 'node:crypto';
import { OkfError } from '../errors.js';
import { assertDatasetName, formatRef } from '../ref.js';
import { inferSchema, type OkfItem, type OkfSchema } from '../schema.js';
import { CH_TABLE_ALREADY_EXISTS, ClickHouseError, type ClickHouse } from './connection.js';
import {
  columnsOf,
  createTableSql,
  META_FORMAT,
  META_ROW,
  RowBinaryWriter,
  stagingTable,
  versionTable,
  writeRow,
  type TableMeta,
} from './layout.js';
import { listVersions, readMetas } from './tables.js';
import { sqlTable } from './sql.js';

export interface ClickHousePublishOptions {
  name: string;
  payloadSchema?: unknown;
  /** Rows per insert request (default INSERT_BATCH_ROWS). */
  batchRows?: number;
  /** Keep only the newest `keep` versions of the name after publishing (default: all). */
  keep?: number;
}

/** Rows per insert: a few MiB per request, well under the server's default block size. */
export const INSERT_BATCH_ROWS = 100_000;
const MAX_RACES = 8;

export async function publishClickHouse(
  rows: readonly unknown[],
  ch: ClickHouse,
  options: ClickHousePublishOptions,
): Promise<OkfItem> {
  assertDatasetName(options.name);
  const schema = inferSchema(rows, options.payloadSchema);
  const staging = stagingTable(ch.tablePrefix, options.name, randomBytes(6).toString('hex'));
  let renamed = false;
  try {
    await ch.query(createTableSql(ch.database, staging, schema));
    const hash = await insertRows(ch, staging, rows, schema, options.batchRows);
    await checkCount(ch, staging, rows.length);
    const result = await claimVersion(ch, staging, options.name, hash);
    renamed = result.renamed;
    const ref = formatRef({ name: options.name, version: result.version, store: 'clickhouse' });
    if (options.keep !== undefined) await dropOlder(ch, options.name, result.version, options.keep);
    return { ref, schema: { ...schema, store: 'clickhouse' } };
  } finally {
    if (!renamed)
      await ch.query(`DROP TABLE IF EXISTS ${sqlTable(ch.database, staging)}`).catch(() => {});
  }
}

/** Inserts the rows, then the meta row, in batches; the hash of rows and schema. */
async function insertRows(
  ch: ClickHouse,
  table: string,
  rows: readonly unknown[],
  schema: OkfSchema,
  batchRows = INSERT_BATCH_ROWS,
): Promise<string> {
  const insert = `INSERT INTO ${sqlTable(ch.database, table)} FORMAT RowBinary`;
  const columns = [...columnsOf(schema.columns).entries()];
  const hash = createHash('sha256').update(JSON.stringify(schema.columns));
  const out = new RowBinaryWriter();
  for (let start = 0; start < rows.length; start += batchRows) {
    const end = Math.min(rows.length, start + batchRows);
    for (let i = start; i < end; i++)
      writeRow(out, rows[i] as Record<string, unknown>, i, '', columns);
    const batch = out.take();
    hash.update(batch);
    await ch.query(insert, batch);
  }
  const digest = hash.digest('hex');
  const meta: TableMeta = {
    format: META_FORMAT,
    hash: digest,
    rows: rows.length,
    columns: schema.columns,
  };
  writeRow(out, null, META_ROW, JSON.stringify(meta), columns);
  await ch.query(insert, out.take());
  return digest;
}

/** An insert cut on the way (a proxy, a dropped connection) shows as a missing row here. */
async function checkCount(ch: ClickHouse, table: string, rows: number): Promise<void> {
  const [answer] = await ch.rows(`SELECT count() AS n FROM ${sqlTable(ch.database, table)}`);
  const stored = Number(answer?.['n']);
  if (stored !== rows + 1) {
    throw new OkfError(
      'store_error',
      `ClickHouse at ${ch.origin}: the staging table holds ${stored - 1} of the ${rows} rows inserted; nothing was published`,
    );
  }
}

/** The version the staging table becomes (or the one that already holds the same rows). */
async function claimVersion(
  ch: ClickHouse,
  staging: string,
  name: string,
  hash: string,
): Promise<{ version: number; renamed: boolean }> {
  for (let attempt = 0; attempt < MAX_RACES; attempt++) {
    const versions = await listVersions(ch, name);
    const metas = await readMetas(ch, name, versions);
    const same = versions.find((v) => metas.get(v)?.hash === hash);
    if (same !== undefined) return { version: same, renamed: false };
    const version = Math.max(0, ...versions) + 1;
    const target = sqlTable(ch.database, versionTable(ch.tablePrefix, name, version));
    try {
      await ch.query(`RENAME TABLE ${sqlTable(ch.database, staging)} TO ${target}`);
      return { version, renamed: true };
    } catch (error) {
      if (error instanceof ClickHouseError && error.serverCode === CH_TABLE_ALREADY_EXISTS)
        continue;
      throw error;
    }
  }
  throw new OkfError(
    'conflict',
    `Dataset ${name}: lost ${MAX_RACES} races for a version number to other publishers`,
  );
}

/** Drops the versions of `name` older than the newest `keep` (the retention rule). */
async function dropOlder(
  ch: ClickHouse,
  name: string,
  newest: number,
  keep: number,
): Promise<void> {
  for (const version of await listVersions(ch, name)) {
    if (version <= newest - keep) await dropVersion(ch, name, version);
  }
}

/** Drops one version of a dataset (its ref then reads `not_found`). */
export async function dropVersion(ch: ClickHouse, name: string, version: number): Promise<void> {
  assertDatasetName(name);
  await ch.query(
    `DROP TABLE IF EXISTS ${sqlTable(ch.database, versionTable(ch.tablePrefix, name, version))}`,
  );
}

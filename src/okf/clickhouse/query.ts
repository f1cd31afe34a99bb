// okf read and okf stats of a dataset kept in ClickHouse (I/O): the request is checked as
// for the artifacts store (planRead, planStats), then answered by SQL on the server, in the
// JSON the artifacts store gives. No row leaves the server but those the answer holds.

import type { ReadRequest } from '../read-request.js';
import { numbers, planRead, type ReadResult, type Row } from '../read.js';
import type { OkfType } from '../schema.js';
import {
  planStats,
  selectStats,
  TOP_VALUES,
  type FieldStats,
  type StatsRequest,
} from '../stats.js';
import type { StatsResult } from '../query.js';
import { OkfError } from '../errors.js';
import type { ClickHouse } from './connection.js';
import { columnsOf, ROW_COLUMN } from './layout.js';
import { sqlIdent, sqlTable, sqlValue } from './sql.js';
import { openClickHouseDataset, type ClickHouseDataset } from './tables.js';
import { whereSql, type SqlColumn } from './where-sql.js';

export async function clickhouseRead(
  ch: ClickHouse,
  ref: string,
  request: ReadRequest,
): Promise<ReadResult> {
  const dataset = await openClickHouseDataset(ch, ref);
  const plan = planRead(dataset, request);
  const columns = columnsOf(dataset.schema.columns);
  const columnOf = (field: string): SqlColumn => columns.get(field)!;
  const selected = plan.fields.map(
    (field, i) => `${sqlIdent(columnOf(field).column)} AS ${sqlIdent(`f${i}`)}`,
  );
  const row = sqlIdent(ROW_COLUMN);
  const from = `SELECT ${[row, ...selected].join(', ')} FROM ${sqlTable(ch.database, dataset.table)}`;
  if (!plan.predicate) {
    const take = Math.min(plan.end, plan.start + plan.limit);
    const answer = await ch.rows(
      `${from} WHERE ${row} >= ${sqlValue(plan.start)} AND ${row} < ${sqlValue(take)} ORDER BY ${row}`,
    );
    if (answer.length !== Math.max(0, take - plan.start)) {
      throw new OkfError(
        'corrupt',
        `${dataset.ref}: expected ${take - plan.start} rows, read ${answer.length}`,
      );
    }
    const rows = answer.map((r) => plainRow(r, plan.fields, columnOf));
    return {
      ref: dataset.ref,
      fields: plan.fields,
      row_numbers: numbers(plan.start, take),
      rows,
      more: take < plan.end,
    };
  }
  const condition = whereSql(plan.predicate, columnOf);
  const answer = await ch.rows(
    `${from} WHERE ${row} >= ${sqlValue(plan.start)} AND ${row} < ${sqlValue(plan.end)} AND ${condition} ORDER BY ${row} LIMIT ${plan.limit + 1}`,
  );
  const kept = answer.slice(0, plan.limit);
  return {
    ref: dataset.ref,
    fields: plan.fields,
    row_numbers: kept.map((r) => Number(r[ROW_COLUMN])),
    rows: kept.map((r) => plainRow(r, plan.fields, columnOf)),
    more: answer.length > plan.limit,
  };
}

/** A row of the answer (f0, f1, …) as the artifacts store gives it: fields in the order asked. */
function plainRow(
  answer: Record<string, unknown>,
  fields: string[],
  columnOf: (field: string) => SqlColumn,
): Row {
  const out: Row = {};
  fields.forEach((field, i) => {
    out[field] = fromServer(columnOf(field).type, answer[`f${i}`]);
  });
  return out;
}

/** A value as the server's JSON gives it (Int64 as a string, bool as 0/1, json as text). */
function fromServer(type: OkfType, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (type) {
    case 'int':
      return Number(value);
    case 'bool':
      return value === 1 || value === '1';
    case 'json':
      return JSON.parse(value as string) as unknown;
    default:
      return value;
  }
}

export async function clickhouseStats(
  ch: ClickHouse,
  ref: string,
  request: StatsRequest,
): Promise<StatsResult> {
  const dataset = await openClickHouseDataset(ch, ref);
  const { field, type, wanted } = planStats(dataset, request);
  const column = columnsOf(dataset.schema.columns).get(field)!;
  const stats =
    type === 'int' || type === 'float'
      ? await numberStats(ch, dataset, field, column, wanted)
      : await valueStats(ch, dataset, field, column, wanted);
  return { ref: dataset.ref, ...selectStats(stats, wanted) };
}

/** FROM the data rows of the dataset (the meta row left out). */
function dataRows(ch: ClickHouse, dataset: ClickHouseDataset): string {
  return `FROM ${sqlTable(ch.database, dataset.table)} WHERE ${sqlIdent(ROW_COLUMN)} >= 0`;
}

async function counts(
  ch: ClickHouse,
  dataset: ClickHouseDataset,
  c: string,
  extra: string[],
): Promise<Record<string, unknown>> {
  const [answer] = await ch.rows(
    `SELECT ${[`count(${c}) AS n_count`, `countIf(${c} IS NULL) AS n_nulls`, `uniqExact(${c}) AS n_distinct`, ...extra].join(', ')} ${dataRows(ch, dataset)}`,
  );
  return answer ?? {};
}

async function numberStats(
  ch: ClickHouse,
  dataset: ClickHouseDataset,
  field: string,
  column: SqlColumn,
  wanted: readonly string[],
): Promise<FieldStats> {
  const c = sqlIdent(column.column);
  const answer = await counts(ch, dataset, c, [
    `min(${c}) AS v_min`,
    `max(${c}) AS v_max`,
    `sum(${c}) AS v_sum`,
    `sum(toFloat64(${c})) AS v_fsum`,
  ]);
  const n = Number(answer['n_count']);
  const number = (v: unknown): number | null => (n === 0 || v === null ? null : Number(v));
  const ranks =
    wanted.includes('p50') || wanted.includes('p95')
      ? await nearestRanks(ch, dataset, c, n)
      : [null, null];
  return {
    field,
    type: column.type as 'int' | 'float',
    count: n,
    nulls: Number(answer['n_nulls']),
    distinct: Number(answer['n_distinct'] ?? 0),
    min: number(answer['v_min']),
    max: number(answer['v_max']),
    mean: n === 0 ? null : meanOf(column.type, answer, n),
    p50: ranks[0],
    p95: ranks[1],
  };
}

/**
 * sum / n, as the artifacts store computes it: an int column's Int64 sum is exact (the
 * store's double sum is too while it stays under 2^53; past 2^62 the server's Int64 sum
 * could wrap, so the double sum is taken); a float column's sum is the server's, whose
 * order of additions may differ in the last bits (docs/okf.md).
 */
function meanOf(type: OkfType, answer: Record<string, unknown>, n: number): number {
  const fsum = Number(answer['v_fsum']);
  if (type === 'int' && Math.abs(fsum) < 2 ** 62)
    return Number(BigInt(String(answer['v_sum']))) / n;
  if (Number.isFinite(fsum)) return fsum / n;
  throw new OkfError(
    'store_error',
    'the sum of the column leaves the doubles; mean is not available',
  );
}

/**
 * p50 and p95 by nearest rank, the values at 0-based positions k = ceil(q n) - 1 of the
 * sorted non-null values, in one pass: quantilesExact(level) answers the value at position
 * floor(level n) (nth_element, no full sort), so level (k + 0.5) / n lands on k exactly.
 */
async function nearestRanks(
  ch: ClickHouse,
  dataset: ClickHouseDataset,
  c: string,
  n: number,
): Promise<[number | null, number | null]> {
  if (n === 0) return [null, null];
  // Computed numbers, not user text; written as decimals: a function's level is a literal.
  const level = (q: number): string => String((Math.max(0, Math.ceil(q * n) - 1) + 0.5) / n);
  const [answer] = await ch.rows(
    `SELECT quantilesExact(${level(0.5)}, ${level(0.95)})(${c}) AS q ${dataRows(ch, dataset)} AND ${c} IS NOT NULL`,
  );
  const q = (answer?.['q'] ?? []) as unknown[];
  return [Number(q[0]), Number(q[1])];
}

async function valueStats(
  ch: ClickHouse,
  dataset: ClickHouseDataset,
  field: string,
  column: SqlColumn,
  wanted: readonly string[],
): Promise<FieldStats> {
  const c = sqlIdent(column.column);
  const bounds = column.type === 'str' ? [`min(${c}) AS v_min`, `max(${c}) AS v_max`] : [];
  const answer = await counts(ch, dataset, c, bounds);
  const count = Number(answer['n_count']);
  const top = wanted.includes('top')
    ? await ch.rows(
        `SELECT ${c} AS v, count() AS n ${dataRows(ch, dataset)} AND ${c} IS NOT NULL GROUP BY ${c} ORDER BY n DESC, ${c} ASC LIMIT ${TOP_VALUES}`,
      )
    : [];
  const stats: FieldStats = {
    field,
    type: column.type as 'str' | 'bool' | 'json',
    count,
    nulls: Number(answer['n_nulls']),
    distinct: Number(answer['n_distinct'] ?? 0),
    top: top.map((r) => ({ value: fromServer(column.type, r['v']), count: Number(r['n']) })),
  };
  if (column.type === 'str') {
    stats.min = count === 0 ? null : (answer['v_min'] as string);
    stats.max = count === 0 ? null : (answer['v_max'] as string);
  }
  return stats;
}

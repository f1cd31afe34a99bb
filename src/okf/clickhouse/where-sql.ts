// The where predicate (where.ts, already parsed and checked against the schema) as a
// ClickHouse condition (pure), with the meaning evaluate.ts gives it on one row.
//
// Every comparison is `ifNull(<test>, 0)`: SQL compares NULL to unknown, and `not` of
// unknown stays unknown, where the grammar's comparison with a missing value is false and
// `not` negates it (`not (risk > 0.8)` holds for a row with no risk). With ifNull each
// condition is 0 or 1, so and, or and not are the plain boolean ones. Identifiers and
// values are written by sqlIdent and sqlValue only.

import type { OkfType } from '../schema.js';
import type { Literal, Predicate } from '../where.js';
import { sqlIdent, sqlValue } from './sql.js';

/** Where a field lives in the table: its column, and for json its element column. */
export interface SqlColumn {
  column: string;
  type: OkfType;
  /** json only: the JSON text of each element of an array value (empty for other values). */
  elements?: string;
}

export function whereSql(predicate: Predicate, columnOf: (field: string) => SqlColumn): string {
  switch (predicate.kind) {
    case 'and':
    case 'or':
      return `(${whereSql(predicate.left, columnOf)} ${predicate.kind.toUpperCase()} ${whereSql(predicate.right, columnOf)})`;
    case 'not':
      return `(NOT ${whereSql(predicate.arg, columnOf)})`;
    case 'in': {
      const column = columnOf(predicate.field);
      const tests = predicate.values.map((value) => equals(column, value));
      return `(${tests.join(' OR ')})`;
    }
    case 'contains':
      return contains(columnOf(predicate.field), predicate.value);
    case 'cmp': {
      const column = columnOf(predicate.field);
      const name = sqlIdent(column.column);
      if (predicate.value === null)
        return predicate.op === '=' ? `(${name} IS NULL)` : `(${name} IS NOT NULL)`;
      if (predicate.op === '=') return equals(column, predicate.value);
      return `ifNull(${name} ${predicate.op} ${sqlValue(predicate.value)}, 0)`;
    }
  }
}

/** column = value; a json column holds JSON text, equal to the value's when the values are. */
function equals(column: SqlColumn, value: Literal): string {
  const literal = column.type === 'json' ? sqlValue(JSON.stringify(value)) : sqlValue(value);
  return `ifNull(${sqlIdent(column.column)} = ${literal}, 0)`;
}

function contains(column: SqlColumn, value: Literal): string {
  if (column.type === 'json') {
    // An element test: the element column lists the JSON text of each element of an array.
    return `has(${sqlIdent(column.elements!)}, ${sqlValue(JSON.stringify(value))})`;
  }
  // A substring test in UTF-8 bytes finds the same substrings as in UTF-16 code units.
  return `ifNull(position(${sqlIdent(column.column)}, ${sqlValue(value)}) > 0, 0)`;
}

// The meaning of a where predicate (pure): on one row, and on a row group's statistics.
//
// A comparison with a missing value (null) is false, except `= null`; 'not' negates its
// condition (so `not (risk > 0.8)` holds for rows without a risk). Strings order by UTF-16
// code units, numbers numerically.

import type { Literal, Predicate } from './where.js';

type Row = Readonly<Record<string, unknown>>;

export function matches(predicate: Predicate, row: Row): boolean {
  switch (predicate.kind) {
    case 'and':
    case 'or':
      return joined(predicate, (side) => matches(side, row));
    case 'not':
      return !matches(predicate.arg, row);
    case 'in': {
      const value = row[predicate.field] ?? null;
      return value !== null && predicate.values.includes(value as Literal);
    }
    case 'contains':
      return contains(row[predicate.field] ?? null, predicate.value);
    case 'cmp':
      return compare(row[predicate.field] ?? null, predicate.op, predicate.value);
  }
}

type Junction = Extract<Predicate, { kind: 'and' | 'or' }>;

/** Both sides of an `and`, either side of an `or`, each side judged by `holds`. */
function joined(predicate: Junction, holds: (side: Predicate) => boolean): boolean {
  return predicate.kind === 'and'
    ? holds(predicate.left) && holds(predicate.right)
    : holds(predicate.left) || holds(predicate.right);
}

function contains(value: unknown, wanted: Literal): boolean {
  if (typeof value === 'string') return typeof wanted === 'string' && value.includes(wanted);
  return Array.isArray(value) && value.some((element) => element === wanted);
}

function compare(value: unknown, op: string, literal: Literal | null): boolean {
  if (literal === null) return op === '=' ? value === null : value !== null;
  if (value === null) return false;
  const v = value as Literal;
  switch (op) {
    case '=':
      return v === literal;
    case '!=':
      return v !== literal;
    case '<':
      return v < literal;
    case '<=':
      return v <= literal;
    case '>':
      return v > literal;
    default:
      return v >= literal;
  }
}

/** What the footer says about one column in one row group. */
export interface ChunkStats {
  rows: number;
  nulls: number | undefined;
  min: number | boolean | undefined;
  max: number | boolean | undefined;
}

/**
 * False only when no row of the group can match (the group is skipped). Only number and
 * bool statistics are used: string bounds in the footer may be truncated and order by
 * bytes, so string conditions never skip a group.
 */
export function mayMatch(
  predicate: Predicate,
  stats: (field: string) => ChunkStats | undefined,
): boolean {
  switch (predicate.kind) {
    case 'and':
    case 'or':
      return joined(predicate, (side) => mayMatch(side, stats));
    case 'not':
    case 'contains':
      return true;
    case 'in': {
      const s = stats(predicate.field);
      return !s || predicate.values.some((v) => inRange(s, v, v));
    }
    case 'cmp':
      return cmpMayMatch(predicate.op, predicate.value, stats(predicate.field));
  }
}

function allNull(s: ChunkStats): boolean {
  return s.nulls !== undefined && s.nulls >= s.rows;
}

function inRange(s: ChunkStats, low: Literal, high: Literal): boolean {
  if (allNull(s)) return false;
  if (s.min === undefined || s.max === undefined || typeof low === 'string') return true;
  if (typeof s.min !== typeof low) return true;
  return !(high < s.min || low > s.max);
}

function cmpMayMatch(op: string, value: Literal | null, s: ChunkStats | undefined): boolean {
  if (!s) return true;
  if (value === null) {
    if (s.nulls === undefined) return true;
    return op === '=' ? s.nulls > 0 : s.nulls < s.rows;
  }
  if (allNull(s)) return false;
  if (
    s.min === undefined ||
    s.max === undefined ||
    typeof value === 'string' ||
    typeof s.min !== typeof value
  )
    return true;
  switch (op) {
    case '=':
      return inRange(s, value, value);
    case '!=':
      return !(s.min === value && s.max === value);
    case '<':
      return s.min < value;
    case '<=':
      return s.min <= value;
    case '>':
      return s.max > value;
    default:
      return s.max >= value;
  }
}

// okf stats: per-field statistics of one column (the column alone is fetched, and only the
// footer when its statistics answer what was asked).
//
// `count` is the number of values that are not null, `nulls` the others, `distinct` the
// number of different non-null values. Numbers (int, float) get min, max, mean and the
// nearest-rank percentiles p50 and p95; other types get min and max (str only) and the
// TOP_VALUES most frequent values (ties by value). A json value counts by its JSON text.

import { compareStrings } from '../canonical/index.js';
import type { Dataset } from './dataset.js';
import { OkfError } from './errors.js';
import { quoted } from '../base/untrusted.js';
import { STAT_NAMES, type StatName } from './read-request.js';
import { checkFields, readColumn, rowGroups, type DatasetHead } from './read.js';
import type { OkfType } from './schema.js';

export const TOP_VALUES = 10;

/**
 * The longest value (a str, or a json value's JSON text) okf-stats reports as min, max or a
 * top value: what one job output holds. A column holding a longer one is refused
 * (`too_large`) rather than three copies of it built into one result (a 256 MiB value would
 * pass the longest string JavaScript can make).
 */
export const MAX_STATS_VALUE_CHARS = 1_000_000;

export interface NumberStats {
  field: string;
  type: 'int' | 'float';
  count: number;
  nulls: number;
  distinct: number;
  min: number | null;
  max: number | null;
  mean: number | null;
  p50: number | null;
  p95: number | null;
}

export interface ValueStats {
  field: string;
  type: 'str' | 'bool' | 'json';
  count: number;
  nulls: number;
  distinct: number;
  min?: string | null;
  max?: string | null;
  top: { value: unknown; count: number }[];
}

export type FieldStats = NumberStats | ValueStats;

/** The statistics of `values`, a column of type `type` (pure). */
export function columnStats(field: string, type: OkfType, values: readonly unknown[]): FieldStats {
  const present = values.filter((v) => v !== null && v !== undefined);
  const nulls = values.length - present.length;
  if (type === 'int' || type === 'float')
    return numberStats(field, type, present as number[], nulls);
  return valueStats(field, type, present, nulls);
}

function percentile(sorted: Float64Array, q: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]!;
}

/** Different values of a sorted array (0 and -0 count as one, as in a Set). */
function distinctSorted(sorted: Float64Array): number {
  let distinct = sorted.length > 0 ? 1 : 0;
  for (let i = 1; i < sorted.length; i++) if (sorted[i] !== sorted[i - 1]) distinct += 1;
  return distinct;
}

/**
 * The mean of finite numbers: the sum over n, or, when the sum leaves the doubles (two
 * values of 1e308), the sum of each over n, which cannot.
 */
function mean(values: readonly number[]): number {
  let sum = 0;
  for (const v of values) sum += v;
  if (Number.isFinite(sum)) return sum / values.length;
  let scaled = 0;
  for (const v of values) scaled += v / values.length;
  return scaled;
}

function numberStats(
  field: string,
  type: 'int' | 'float',
  values: number[],
  nulls: number,
): NumberStats {
  const sorted = Float64Array.from(values).sort();
  const n = sorted.length;
  return {
    field,
    type,
    count: n,
    nulls,
    distinct: distinctSorted(sorted),
    min: n ? sorted[0]! : null,
    max: n ? sorted[n - 1]! : null,
    mean: n ? mean(values) : null,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
  };
}

function valueStats(
  field: string,
  type: 'str' | 'bool' | 'json',
  values: unknown[],
  nulls: number,
): ValueStats {
  const counts = new Map<string, { value: unknown; count: number }>();
  for (const value of values) {
    const key = type === 'json' ? JSON.stringify(value) : String(value);
    if (key.length > MAX_STATS_VALUE_CHARS) {
      throw new OkfError(
        'too_large',
        `Field ${quoted(field)} holds a value of ${key.length} characters, over the ${MAX_STATS_VALUE_CHARS} okf-stats reports as min, max or a top value: read it with okf-read`,
      );
    }
    const entry = counts.get(key);
    if (entry) entry.count += 1;
    else counts.set(key, { value, count: 1 });
  }
  const top = [...counts.entries()]
    .sort(([ka, a], [kb, b]) => b.count - a.count || compareStrings(ka, kb))
    .slice(0, TOP_VALUES)
    .map(([, entry]) => entry);
  const result: ValueStats = {
    field,
    type,
    count: values.length,
    nulls,
    distinct: counts.size,
    top,
  };
  if (type === 'str') {
    const keys = [...counts.keys()].sort(compareStrings);
    result.min = keys[0] ?? null;
    result.max = keys[keys.length - 1] ?? null;
  }
  return result;
}

export interface StatsRequest {
  field: string;
  /** Refuse (not_numeric) a field that is not int or float. */
  numeric?: boolean;
  /** What to report besides count and nulls (default: all of STAT_NAMES). */
  stats?: readonly StatName[];
}

/** count and nulls, and those of the other statistics that were asked for (and apply to the type). */
export type SelectedStats = Pick<FieldStats, 'field' | 'type' | 'count' | 'nulls'> &
  Partial<Omit<NumberStats, 'field' | 'type' | 'min' | 'max'>> &
  Partial<Pick<ValueStats, 'top'>> & { min?: number | string | null; max?: number | string | null };

/** `stats` with the statistics that were not asked for left out. */
export function selectStats(stats: FieldStats, wanted: readonly StatName[]): SelectedStats {
  const left = new Set<string>(STAT_NAMES.filter((name) => !wanted.includes(name)));
  return Object.fromEntries(
    Object.entries(stats).filter(([key]) => !left.has(key)),
  ) as SelectedStats;
}

/**
 * count, nulls, min and max of a number field from the footer's statistics alone, or null
 * when they cannot answer: something else was asked for, or a row group lacks a null count
 * (or, when min or max was asked for, a finite bound of its values). The string bounds a
 * Parquet writer records follow its byte order and may be truncated, so a str field's min
 * and max always come from its values.
 */
export function footerStats(
  dataset: Dataset,
  field: string,
  wanted: readonly StatName[],
): SelectedStats | null {
  const type = dataset.schema.columns[field]!.type;
  if (wanted.some((name) => name !== 'min' && name !== 'max')) return null;
  const bounds = wanted.length > 0;
  if (bounds && type !== 'int' && type !== 'float') return null;
  let count = 0;
  let nulls = 0;
  let min: number | null = null;
  let max: number | null = null;
  for (const group of rowGroups(dataset)) {
    const stats = group.stats(field);
    if (stats?.nulls === undefined) return null;
    const present = stats.rows - stats.nulls;
    count += present;
    nulls += stats.nulls;
    if (!bounds || present === 0) continue;
    const { min: low, max: high } = stats;
    if (typeof low !== 'number' || typeof high !== 'number') return null;
    if (!Number.isFinite(low) || !Number.isFinite(high)) return null;
    min = min === null ? low : Math.min(min, low);
    max = max === null ? high : Math.max(max, high);
  }
  const all = { field, type, count, nulls, min, max } as FieldStats;
  return selectStats(all, wanted);
}

/** A stats request checked against a dataset: the field, its type, the statistics wanted. */
export function planStats(
  dataset: DatasetHead,
  request: StatsRequest,
): { field: string; type: OkfType; wanted: readonly StatName[] } {
  const field = checkFields(dataset, [request.field])[0]!;
  const type = dataset.schema.columns[field]!.type;
  if (request.numeric && type !== 'int' && type !== 'float') {
    throw new OkfError(
      'not_numeric',
      `Field ${quoted(field)} of ${dataset.ref} is ${type}, not a number: numeric statistics (mean, p50, p95) need an int or float field`,
    );
  }
  return { field, type, wanted: request.stats ?? STAT_NAMES };
}

export async function statsOf(dataset: Dataset, request: StatsRequest): Promise<SelectedStats> {
  const { field, type, wanted } = planStats(dataset, request);
  const fromFooter = footerStats(dataset, field, wanted);
  if (fromFooter !== null) return fromFooter;
  return selectStats(columnStats(field, type, await readColumn(dataset, field)), wanted);
}

// What an okf read asks for, and the parsing of its inputs: kept apart from the reader so
// that an action can check its inputs without loading the Parquet reader.

import { OkfError } from './errors.js';
import { quoted } from '../base/untrusted.js';

/** The most rows one read returns (a `limit` or `rows` range over it is refused). */
export const MAX_READ_ROWS = 10_000;
export const DEFAULT_LIMIT = 100;

export interface ReadRequest {
  /** Fields to return, in this order; default: every field of the dataset. */
  fields?: readonly string[];
  /** Rows [start, end) to read (or to filter, with `where`). */
  rows?: { start: number; end: number };
  where?: string;
  /** The most rows returned (default DEFAULT_LIMIT, at most MAX_READ_ROWS). */
  limit?: number;
}

/** Parses `a:b` (0-based, end exclusive). */
export function parseRows(text: string): { start: number; end: number } {
  const match = /^\s*(\d{1,15})\s*:\s*(\d{1,15})\s*$/u.exec(text);
  const start = Number(match?.[1]);
  const end = Number(match?.[2]);
  if (!match || end < start) {
    throw new OkfError(
      'bad_option',
      `rows ${quoted(text)} is not a range start:end with start <= end, e.g. 0:50`,
    );
  }
  return { start, end };
}

/** What okf stats reports beyond `count` and `nulls`, which it always reports. */
export const STAT_NAMES = ['distinct', 'min', 'max', 'mean', 'p50', 'p95', 'top'] as const;
export type StatName = (typeof STAT_NAMES)[number];

/** The statistics a list names (each once, in STAT_NAMES order); 'bad_option' for another name. */
export function parseStatNames(names: readonly string[]): StatName[] {
  for (const name of names) {
    if (!(STAT_NAMES as readonly string[]).includes(name)) {
      throw new OkfError(
        'bad_option',
        `stats ${quoted(name)} is not one of ${STAT_NAMES.join(', ')} (count and nulls are always reported)`,
      );
    }
  }
  return STAT_NAMES.filter((name) => names.includes(name));
}

/**
 * Summarizers (pure): how the window kernel digests the items it evicts and how an rlm
 * record compacts its oldest entries. A summarizer folds items into a JSON digest; the
 * built-in `stats` keeps the count of items and, per numeric top-level field, its count,
 * sum, min, max and mean. A user module can take its place (see kernels/transform.ts).
 */
import type { FanFrame } from '../contracts/index.js';
import { isPlainObject } from './json-value.js';
import { isCount } from '../base/count.js';

export interface Summarizer<Digest = unknown> {
  /** `stats`, or the workspace path of a user module. */
  readonly name: string;
  init(): Digest;
  /** Loads and checks the code the summarizer runs (a user module) before any item. */
  prepare?(): Promise<void>;
  add(digest: Digest, item: unknown, frame: FanFrame | null): Digest | Promise<Digest>;
  /** The digest as it appears in a result. */
  finish(digest: Digest): unknown | Promise<unknown>;
  /** Why a digest read back from an artifact cannot be this summarizer's, or null. */
  digestProblem?(digest: unknown): string | null;
}

export interface FieldStats {
  count: number;
  sum: number;
  min: number;
  max: number;
  mean: number;
}

export interface StatsDigest {
  /** Every item folded, numeric fields or not. */
  count: number;
  /** Per top-level field holding a finite number, in the order fields were first seen. */
  fields: Record<string, FieldStats>;
}

function addField(stats: FieldStats | undefined, value: number): FieldStats {
  if (stats === undefined) return { count: 1, sum: value, min: value, max: value, mean: value };
  const count = stats.count + 1;
  const sum = stats.sum + value;
  return {
    count,
    sum,
    min: Math.min(stats.min, value),
    max: Math.max(stats.max, value),
    mean: sum / count,
  };
}

export const statsSummarizer: Summarizer<StatsDigest> = {
  name: 'stats',
  init: () => ({ count: 0, fields: {} }),
  add(digest, item) {
    // Without a prototype: a field named `constructor` or `__proto__` is a field like any other.
    const fields: Record<string, FieldStats> = Object.assign(Object.create(null), digest.fields);
    if (isPlainObject(item)) {
      for (const [key, value] of Object.entries(item)) {
        if (typeof value === 'number' && Number.isFinite(value)) {
          fields[key] = addField(fields[key], value);
        }
      }
    }
    return { count: digest.count + 1, fields };
  },
  finish: (digest) => digest,
  digestProblem(digest) {
    if (!isPlainObject(digest) || !isCount(digest['count']) || !isPlainObject(digest['fields'])) {
      return 'is not {count, fields}';
    }
    for (const [key, stats] of Object.entries(digest['fields'])) {
      if (!isFieldStats(stats))
        return `has field ${JSON.stringify(key.slice(0, 80))} without {count, sum, min, max, mean}`;
    }
    return null;
  },
};

function isFieldStats(value: unknown): boolean {
  if (!isPlainObject(value) || !isCount(value['count'])) return false;
  return ['sum', 'min', 'max', 'mean'].every((key) => Number.isFinite(value[key]));
}

/** Resolves a summarizer option to a summarizer; RangeError for an unknown one. */
export type SummarizerResolver = (name: string, option: string) => Summarizer;

/** Only the built-in `stats` (the pure kernels' default; kernels/transform.ts adds modules). */
export const builtinSummarizers: SummarizerResolver = (name, option) => {
  if (name === 'stats') return statsSummarizer;
  throw new RangeError(
    `kernel option '${option}': unknown summarizer ${JSON.stringify(name.slice(0, 80))} (built in: stats; a user module is a workspace path ending in .js or .mjs)`,
  );
};

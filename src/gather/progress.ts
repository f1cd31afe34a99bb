/**
 * What a waiting gather says while it waits (pure): which legs it still waits for, by their
 * matrix values when the matrix is known, else by seq; how many arrived; and the time left.
 * At most one line every {@link PROGRESS_EVERY_MS}, or when the count of arrived legs changes.
 */
import { isPlainObject } from './json-value.js';
import { combinationKey } from './kernels/result-key.js';
import { missingSentence, seqList } from './record.js';
import { counted } from '../base/count.js';

/** The quiet time between two progress lines of a wait when nothing changes. */
export const PROGRESS_EVERY_MS = 30_000;

/** Legs named in one progress line at most; the others are counted. */
const NAMED = 10;

/** Legs of a matrix this module expands at most (GitHub runs at most 256 jobs a matrix). */
const MAX_COMBINATIONS = 256;

/**
 * The label of each seq of a matrix, in GitHub's job order: for an object of dimension arrays
 * the product (first dimension outermost), for an array one combination (or value) per job.
 * Null when `matrix` has another shape, or uses include/exclude (whose order is not simple).
 */
export function matrixLabels(matrix: unknown): string[] | null {
  if (Array.isArray(matrix)) {
    if (matrix.length === 0 || matrix.length > MAX_COMBINATIONS) return null;
    return matrix.map((value) =>
      isPlainObject(value) ? combinationKey(value) : combinationKey({ value }),
    );
  }
  if (!isPlainObject(matrix)) return null;
  const names = Object.keys(matrix);
  if (names.length === 0 || names.includes('include') || names.includes('exclude')) return null;
  let combinations: Record<string, unknown>[] = [{}];
  for (const name of names) {
    const values = matrix[name];
    if (!Array.isArray(values) || values.length === 0) return null;
    combinations = combinations.flatMap((c) => values.map((v) => ({ ...c, [name]: v })));
    if (combinations.length > MAX_COMBINATIONS) return null;
  }
  // Named as key-by matrix keys a result: the values in the order of the dimension names.
  return combinations.map(combinationKey);
}

export interface WaitState {
  /** Legs arrived (seen or held). */
  arrived: number;
  expected: number | null;
  missing: readonly number[];
  /** Milliseconds of the wait left. */
  leftMs: number;
}

/** The legs `missing` names: their labels when known, else their seqs. */
export function missingLegs(missing: readonly number[], labels: readonly string[] | null): string {
  const known = labels !== null && missing.every((seq) => seq < labels.length);
  if (!known) return `seq${missing.length === 1 ? '' : 's'} ${seqList(missing, NAMED)}`;
  const names = missing.slice(0, NAMED).map((seq) => labels[seq]!);
  const more = missing.length > NAMED ? ` and ${missing.length - NAMED} more` : '';
  return `${names.join(', ')}${more}`;
}

/** "seq 5 is missing", or the missing legs by their matrix values: "eu-west is missing". */
export function missingText(missing: readonly number[], labels: readonly string[] | null): string {
  if (labels === null) return missingSentence(missing);
  return `${missingLegs(missing, labels)} ${missing.length === 1 ? 'is' : 'are'} missing`;
}

/** "2 of 3 legs seen"; before any leg of the fan is seen its size is unknown: "no leg seen". */
export function seenText(outcome: { seen: number; expected: number | null }): string {
  if (outcome.expected === null) return 'no leg seen';
  return `${outcome.seen} of ${counted(outcome.expected, 'leg')} seen`;
}

/** The counts and the missing legs: "3 of 4 legs seen; eu-west is missing". */
export function seenSentence(
  outcome: { seen: number; expected: number | null; missing: readonly number[] },
  labels: readonly string[] | null,
): string {
  const missing = outcome.missing.length > 0 ? `; ${missingText(outcome.missing, labels)}` : '';
  return `${seenText(outcome)}${missing}`;
}

/** One progress line. */
export function progressLine(state: WaitState, labels: readonly string[] | null): string {
  const left = `${Math.max(0, Math.ceil(state.leftMs / 1000))} s left`;
  if (state.expected === null) {
    return `Waiting for the first leg of the fan (none arrived, ${left})`;
  }
  const waiting = state.missing.length;
  return `Waiting for ${waiting} of ${counted(state.expected, 'leg')}: ${missingLegs(state.missing, labels)} (${state.arrived} arrived, ${left})`;
}

/**
 * A progress reporter for one wait: given the state after each look and the time, the line
 * to log, or null when the last line is younger than {@link PROGRESS_EVERY_MS} and the
 * count of arrived legs has not changed.
 */
export function waitProgress(
  labels: readonly string[] | null,
  everyMs = PROGRESS_EVERY_MS,
): (state: WaitState, now: number) => string | null {
  let last: { at: number; arrived: number } | null = null;
  return (state, now) => {
    if (last !== null && last.arrived === state.arrived && now - last.at < everyMs) return null;
    last = { at: now, arrived: state.arrived };
    return progressLine(state, labels);
  };
}

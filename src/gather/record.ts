/**
 * The durable gather record (pure): everything a collector knows about one fan, as plain
 * JSON, so that it can be persisted between pulls and resumed. See engine.ts for how it
 * changes, and docs/gather.md for the modes.
 */
import { compareStrings } from '../canonical/index.js';
import type { FanFrame } from '../contracts/index.js';
import { isCount } from '../base/count.js';
import { MAX_FAN_SEQS } from '../contracts/generated/limits.js';

export const GATHER_FORMAT = 'squadscope-gather/1';
/**
 * The version of the record's fields. A record without one was written before the record
 * kept its fan's enclosing frames: it is still read, as a record whose frames are not known
 * yet (the next leg folded tells them). Any other version is refused.
 */
export const GATHER_SCHEMA_VERSION = 2;

/** A fan's number of seqs: an integer from 1 to MAX_FAN_SEQS. */
export function isFanSize(value: unknown): value is number {
  return isCount(value) && value >= 1 && value <= MAX_FAN_SEQS;
}

/** A seq of a fan of `expected` seqs: an integer from 0 to expected - 1. */
export function isSeqOf(value: unknown, expected: number): value is number {
  return isCount(value) && value < expected;
}

export type GatherMode = 'perfect' | 'latent';
/** complete: every seq folded; incomplete: closed without them (timeout); open: still waiting. */
export type GatherStatus = 'complete' | 'incomplete' | 'open';

/** The delivery folded (or, in perfect mode, held) for a seq. */
export interface SeenDelivery {
  attempt: number;
  name: string;
}

/** Perfect mode: a delivery held for its seq until the fan is complete. */
export interface Slot<T> {
  seq: number;
  attempt: number;
  name: string;
  item: T;
  /** The arrival's whole frame stack (the kernel sees it); absent in older states. */
  frames?: FanFrame[];
  matrix?: Record<string, unknown>;
}

/**
 * A delivery that was not folded: `duplicate` (the attempt held, another copy), `superseded`
 * (an older attempt), `late_attempt` (latent mode: a newer attempt of a seq already folded).
 */
export interface PassedDelivery {
  seq: number;
  attempt: number;
  name: string;
  outcome: 'duplicate' | 'superseded' | 'late_attempt';
}

/** A delivery whose frame disagrees with the fan. */
export interface RejectedDelivery {
  name: string;
  detail: string;
}

export interface GatherRecord {
  format: typeof GATHER_FORMAT;
  schema_version: typeof GATHER_SCHEMA_VERSION;
  fan_id: string;
  collector: string;
  mode: GatherMode;
  /** Seqs in the fan; null until the first leg's frame (or an explicit n) tells. */
  expected: number | null;
  /**
   * The frames that enclose this fan (those below its frame on the legs' stacks, outermost
   * first): what a result of this gather carries on. Null until the first leg of the fan is
   * offered; every later leg must carry the same ones.
   */
  frames: FanFrame[] | null;
  /** seq (decimal) → the delivery folded for it. */
  seen: Record<string, SeenDelivery>;
  /** Perfect mode only: the items held until the fan is complete, by seq. */
  pending: Slot<unknown>[];
  /** Sorted by seq, attempt, name; each delivery once. */
  passed: PassedDelivery[];
  /** Sorted by name; each once. */
  rejected: RejectedDelivery[];
  kernel: string;
  /** The kernel options as given (compared when a state is resumed). */
  options: Record<string, unknown>;
  /** The kernel's state. */
  state: unknown;
  /** The kernel's result so far (latent) or final (closed perfect); null before any fold. */
  result: unknown;
  closed: boolean;
  status: GatherStatus;
}

/** Seqs 0..expected-1 not yet seen, ascending (empty while expected is unknown). */
export function missingSeqs(record: GatherRecord): number[] {
  const missing: number[] = [];
  if (record.expected === null) return missing;
  const held = new Set(record.pending.map((s) => s.seq));
  for (let seq = 0; seq < record.expected; seq++) {
    if (!Object.hasOwn(record.seen, String(seq)) && !held.has(seq)) missing.push(seq);
  }
  return missing;
}

/**
 * Seqs for a message, as a sentence lists them: "5", "5 and 7", "1, 2 and 3"; past `shown`
 * of them, the first ones and how many more (a fan may miss a million).
 */
export function seqList(seqs: readonly number[], shown = 20): string {
  if (seqs.length > shown) {
    return `${seqs.slice(0, shown).join(', ')} and ${seqs.length - shown} more`;
  }
  if (seqs.length < 2) return seqs.join('');
  return `${seqs.slice(0, -1).join(', ')} and ${seqs[seqs.length - 1]!}`;
}

/** "seq 5 is missing", "seqs 5 and 7 are missing" (`seqs` not empty). */
export function missingSentence(seqs: readonly number[], shown = 20): string {
  return seqs.length === 1
    ? `seq ${seqs[0]!} is missing`
    : `seqs ${seqList(seqs, shown)} are missing`;
}

/** How many seqs are present (folded or held). */
export function seenCount(record: GatherRecord): number {
  return Object.keys(record.seen).length + record.pending.length;
}

/** The order of `passed`: seq, attempt, name. */
export function comparePassed(a: PassedDelivery, b: PassedDelivery): number {
  return a.seq - b.seq || a.attempt - b.attempt || compareStrings(a.name, b.name);
}

/** Adds entries to a sorted, duplicate-free list. */
export function mergeSorted<T>(
  list: readonly T[],
  more: readonly T[],
  compare: (a: T, b: T) => number,
): T[] {
  const all = [...list, ...more].sort(compare);
  return all.filter((item, i) => i === 0 || compare(all[i - 1]!, item) !== 0);
}

/** The record's rejected deliveries with `rejected` added (sorted by name, each once). */
export function withRejected(
  record: GatherRecord,
  rejected: readonly RejectedDelivery[],
): RejectedDelivery[] {
  return mergeSorted(
    record.rejected,
    rejected,
    (a, b) => compareStrings(a.name, b.name) || compareStrings(a.detail, b.detail),
  );
}

/**
 * The durable gather record (pure): everything a collector knows about one fan, as plain
 * JSON, so that it can be persisted between pulls and resumed. See engine.ts for how it
 * changes, and docs/gather.md for the modes.
 */
import type { Slot } from './collector.js';
import { isCount } from './json-value.js';

export const GATHER_FORMAT = 'squadscope-gather/1';

/**
 * Most seqs a fan may have. A matrix level holds 256 jobs and fans nest, but a bound is
 * needed: missing seqs are listed one by one, so an `expected` of 2^53 from a crafted
 * frame or state would never finish.
 */
export const MAX_FAN_SEQS = 1_000_000;

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
  fan_id: string;
  collector: string;
  mode: GatherMode;
  /** Seqs in the fan; null until the first leg's frame (or an explicit n) tells. */
  expected: number | null;
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

/** Seqs for a message: the first `shown` of them, then how many more (a fan may miss a million). */
export function seqList(seqs: readonly number[], shown = 20): string {
  const listed = seqs.slice(0, shown).join(', ');
  return seqs.length > shown ? `${listed}, … (${seqs.length - shown} more)` : listed;
}

/** How many seqs are present (folded or held). */
export function seenCount(record: GatherRecord): number {
  return Object.keys(record.seen).length + record.pending.length;
}

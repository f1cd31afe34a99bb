/**
 * A perfect collector (docs/contracts.md, "Gather"): a gather keyed by one fan id,
 * with `expected` seqs; it is closed once every seq 0..expected-1 holds an item.
 *
 * Dedup is by seq: a rerun or redelivery of a leg never counts twice. Each arrival carries
 * the run attempt that produced it; for one seq the newest attempt wins whatever order the
 * arrivals come in (a rerun that lands after the barrier still replaces its older attempt),
 * so the final state depends only on the set of arrivals. The state is plain JSON
 * (`toJSON` / `fromJSON`) so a gather can be persisted and resumed.
 *
 * The kernel is `append`: the result is the items in seq order.
 */
import type { FanFrame } from '../contracts/index.js';
import { checkArrival, comparePassed, passOutcome, replaces } from './dedup.js';
import { missingSentence } from './record.js';

export interface Arrival<T> {
  /** The fan frames of the payload (outermost first). */
  frames: readonly FanFrame[];
  /** The run attempt that produced it (>= 1). */
  attempt: number;
  /** A name for diagnostics (an artifact name). */
  name: string;
  item: T;
  /** The matrix combination of the job that produced it, when it recorded one. */
  matrix?: Record<string, unknown>;
}

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
 * An arrival that was not kept. Its outcome is relative to the attempt finally held for
 * its seq (same attempt: duplicate, older: superseded), so it too is order-independent.
 */
export interface Passed {
  seq: number;
  attempt: number;
  name: string;
  outcome: 'superseded' | 'duplicate';
}

export type OfferOutcome =
  /** Stored in an empty slot, or replaced an older attempt (see `displaced`). */
  | 'accepted'
  /** An older attempt than the one held: not kept. */
  | 'superseded'
  /** The attempt already held (a redelivery): not kept. */
  | 'duplicate'
  /** The payload has no frame of this fan: not ours, passes through. */
  | 'foreign'
  /** Its frame disagrees with this fan (seq out of range or another expected count). */
  | 'invalid';

export interface OfferResult<T> {
  outcome: OfferOutcome;
  /** The slot an accepted arrival replaced (now recorded as superseded). */
  displaced?: Slot<T>;
  detail?: string;
}

export interface CollectorState<T> {
  mode: 'perfect';
  kernel: 'append';
  fan_id: string;
  expected: number;
  /** Sorted by seq. */
  slots: Slot<T>[];
  /** Sorted by seq, attempt, name. */
  passed: Passed[];
}

export class PerfectCollector<T> {
  readonly #slots = new Map<number, Slot<T>>();
  readonly #passed: Omit<Passed, 'outcome'>[] = [];

  constructor(
    readonly fanId: string,
    readonly expected: number,
  ) {
    if (fanId.length === 0) throw new RangeError('a collector needs a fan id');
    if (!Number.isSafeInteger(expected) || expected < 1) {
      throw new RangeError(`a perfect collector expects at least one seq, got ${String(expected)}`);
    }
  }

  offer(arrival: Arrival<T>): OfferResult<T> {
    const check = checkArrival(arrival.frames, this.fanId, this.expected, arrival.attempt);
    if (check.outcome !== 'ours') return check;
    const { seq } = check.frame;
    const slot: Slot<T> = {
      seq,
      attempt: arrival.attempt,
      name: arrival.name,
      item: arrival.item,
      frames: arrival.frames.map((f) => ({ ...f })),
      ...(arrival.matrix === undefined ? {} : { matrix: arrival.matrix }),
    };
    const held = this.#slots.get(seq);
    if (held === undefined) {
      this.#slots.set(seq, slot);
      return { outcome: 'accepted' };
    }
    if (replaces(slot, held)) {
      this.#slots.set(seq, slot);
      this.#pass(held);
      return { outcome: 'accepted', displaced: held };
    }
    this.#pass(slot);
    return { outcome: passOutcome(slot, held) };
  }

  #pass(slot: Slot<T>): void {
    this.#passed.push({ seq: slot.seq, attempt: slot.attempt, name: slot.name });
  }

  /** Every expected seq holds an item: the barrier is reached. */
  get closed(): boolean {
    return this.#slots.size === this.expected;
  }

  /** The seqs that have no item yet, ascending. */
  missing(): number[] {
    const result: number[] = [];
    for (let seq = 0; seq < this.expected; seq++) if (!this.#slots.has(seq)) result.push(seq);
    return result;
  }

  get(seq: number): Slot<T> | undefined {
    return this.#slots.get(seq);
  }

  /** The held slots in seq order. */
  slots(): Slot<T>[] {
    return [...this.#slots.values()].sort((a, b) => a.seq - b.seq);
  }

  /** Arrivals not kept (superseded or duplicate), in seq, attempt, name order. */
  passed(): Passed[] {
    return this.#passed
      .map((p): Passed => {
        const held = this.#slots.get(p.seq);
        return { ...p, outcome: held === undefined ? 'superseded' : passOutcome(p, held) };
      })
      .sort(comparePassed);
  }

  /** The `append` kernel: the items in seq order. Only a closed collector has a result. */
  result(): T[] {
    if (!this.closed) {
      throw new Error(`gather ${this.fanId} is not closed: ${missingSentence(this.missing())}`);
    }
    return this.slots().map((s) => s.item);
  }

  toJSON(): CollectorState<T> {
    return {
      mode: 'perfect',
      kernel: 'append',
      fan_id: this.fanId,
      expected: this.expected,
      slots: this.slots().map((s) => ({ ...s })),
      passed: this.passed(),
    };
  }

  /** Resumes a collector from `toJSON()` output (after a JSON round trip). */
  static fromJSON<T>(state: CollectorState<T>): PerfectCollector<T> {
    if (state.mode !== 'perfect' || state.kernel !== 'append') {
      throw new Error(`cannot resume a ${String(state.mode)}/${String(state.kernel)} gather`);
    }
    const collector = new PerfectCollector<T>(state.fan_id, state.expected);
    for (const slot of state.slots) {
      if (!Number.isSafeInteger(slot.seq) || slot.seq < 0 || slot.seq >= state.expected) {
        throw new Error(`gather state holds seq ${slot.seq}, outside 0..${state.expected - 1}`);
      }
      if (collector.#slots.has(slot.seq))
        throw new Error(`gather state holds seq ${slot.seq} twice`);
      collector.#slots.set(slot.seq, { ...slot });
    }
    for (const { seq, attempt, name } of state.passed)
      collector.#passed.push({ seq, attempt, name });
    return collector;
  }
}

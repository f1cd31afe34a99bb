/**
 * The gather engine (pure: no I/O, no clock): opens a {@link GatherRecord}, pulls arrivals
 * into it, and closes it.
 *
 * - perfect: arrivals are held (the newest attempt of each seq wins, whatever their order);
 *   once every seq 0..n-1 is present they are folded in seq order, once each, and the
 *   record closes with the result. A timeout may close it `incomplete` with the seqs present.
 *   A closed record looks at no more arrivals (a rerun of the gather starts a new record).
 * - latent: never closes. Each pull folds, in the order given, every seq not folded yet and
 *   returns the result so far. A seq already folded is never folded again: another copy of
 *   its attempt is a `duplicate`, an older attempt `superseded`, a newer one `late_attempt`
 *   (reported, not folded: the folded state cannot take an item back out).
 *
 * Which arrival belongs to the fan and which attempt wins is decided by dedup.ts, the one
 * rule every collector uses.
 */
import { compareStrings } from '../canonical/index.js';
import type { FanFrame } from '../contracts/index.js';
import { PerfectCollector, type Arrival } from './collector.js';
import { checkArrival, comparePassed, passOutcome } from './dedup.js';
import { findFrame, sameFrames } from './frames.js';
import type { AnyKernel, ItemOrigin } from './kernel.js';
import { messageOf } from '../base/error-message.js';
import {
  GATHER_FORMAT,
  GATHER_SCHEMA_VERSION,
  isFanSize,
  MAX_FAN_SEQS,
  missingSeqs,
  seenCount,
  type GatherMode,
  type GatherRecord,
  type PassedDelivery,
  type RejectedDelivery,
} from './record.js';

export interface GatherSpec {
  fan_id: string;
  collector: string;
  mode: GatherMode;
  kernel: string;
  options: Record<string, unknown>;
  /** An explicit n; else the first leg's frame says. */
  expected?: number;
}

/** A kernel failed on one item: names the kernel, the seq and the delivery. */
export class GatherKernelError extends Error {
  constructor(
    readonly kernel: string,
    readonly seq: number | null,
    readonly delivery: string | null,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(
      seq === null
        ? `kernel '${kernel}' failed to finalize: ${message}`
        : `kernel '${kernel}' failed on seq ${seq} (${delivery ?? '?'}): ${message}`,
      options,
    );
    this.name = 'GatherKernelError';
  }
}

export interface PullReport {
  /** Seqs folded (latent) or newly held (perfect) by this pull, ascending. */
  added: number[];
  /** Arrivals without a frame of this fan (they pass through). */
  foreign: number;
}

const COLLECTOR_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,63}$/;

/** Why a collector name is refused (it names artifacts and files), or null. */
export function collectorNameProblem(name: string): string | null {
  if (!COLLECTOR_NAME.test(name) || name.includes('..')) {
    return 'must be 1 to 64 letters, digits, _ . - (not starting with . or -, no ..)';
  }
  return null;
}

function checkExpected(expected: number): void {
  if (!isFanSize(expected)) {
    throw new RangeError(`a gather expects 1 to ${MAX_FAN_SEQS} seqs, got ${String(expected)}`);
  }
}

/** A new, empty record; the kernel checks its options here (RangeError naming the option). */
export function openGather(spec: GatherSpec, kernel: AnyKernel): GatherRecord {
  if (spec.fan_id.length === 0) throw new RangeError('a gather needs a fan id');
  const problem = collectorNameProblem(spec.collector);
  if (problem !== null) throw new RangeError(`collector name ${problem}`);
  if (spec.expected !== undefined) checkExpected(spec.expected);
  if (kernel.name !== spec.kernel) {
    throw new RangeError(`kernel '${kernel.name}' given for a gather of kernel '${spec.kernel}'`);
  }
  return {
    format: GATHER_FORMAT,
    schema_version: GATHER_SCHEMA_VERSION,
    fan_id: spec.fan_id,
    collector: spec.collector,
    mode: spec.mode,
    expected: spec.expected ?? null,
    frames: null,
    seen: {},
    pending: [],
    passed: [],
    rejected: [],
    kernel: spec.kernel,
    options: spec.options,
    state: kernel.init(spec.options, { collector: spec.collector }),
    result: null,
    closed: false,
    status: 'open',
  };
}

/** Adds entries to a sorted, duplicate-free list. */
function mergeSorted<T>(
  list: readonly T[],
  more: readonly T[],
  compare: (a: T, b: T) => number,
): T[] {
  const all = [...list, ...more].sort(compare);
  return all.filter((item, i) => i === 0 || compare(all[i - 1]!, item) !== 0);
}

function withRejected(record: GatherRecord, rejected: RejectedDelivery[]): RejectedDelivery[] {
  return mergeSorted(
    record.rejected,
    rejected,
    (a, b) => compareStrings(a.name, b.name) || compareStrings(a.detail, b.detail),
  );
}

/** The fan's size: the record's, else the first arrival's frame of this fan. */
function expectedOf(record: GatherRecord, arrivals: readonly Arrival<unknown>[]): number | null {
  if (record.expected !== null) return record.expected;
  for (const arrival of arrivals) {
    const found = findFrame(arrival.frames, record.fan_id);
    if (found && isFanSize(found.frame.expected)) {
      return found.frame.expected;
    }
  }
  return null;
}

/** One delivery as the kernel folds it: the item, its delivery, and where it came from. */
interface Fold {
  item: unknown;
  name: string;
  origin: ItemOrigin;
}

async function fold(kernel: AnyKernel, state: unknown, delivery: Fold): Promise<unknown> {
  try {
    return await kernel.apply(state, delivery.item, delivery.origin);
  } catch (error) {
    const { seq } = delivery.origin;
    throw new GatherKernelError(kernel.name, seq, delivery.name, messageOf(error), {
      cause: error,
    });
  }
}

/** The fold of an arrival (or a held slot) whose frame of this fan is `frame`. */
function foldOf(
  leg: {
    item: unknown;
    name: string;
    attempt: number;
    frames?: readonly FanFrame[];
    matrix?: Record<string, unknown>;
  },
  frame: FanFrame,
): Fold {
  return {
    item: leg.item,
    name: leg.name,
    origin: {
      seq: frame.seq,
      attempt: leg.attempt,
      frame,
      frames: leg.frames ?? [frame],
      matrix: leg.matrix ?? null,
    },
  };
}

async function finalizeState(kernel: AnyKernel, state: unknown): Promise<unknown> {
  try {
    return await kernel.finalize(state);
  } catch (error) {
    throw new GatherKernelError(kernel.name, null, null, messageOf(error), { cause: error });
  }
}

function statusOf(record: GatherRecord): GatherRecord['status'] {
  return record.expected !== null && Object.keys(record.seen).length === record.expected
    ? 'complete'
    : 'open';
}

/**
 * Offers `arrivals` (in this order) to the record and returns the new record; the record
 * given is not changed, so a pull that throws leaves the previous state intact.
 */
export async function pull(
  record: GatherRecord,
  arrivals: readonly Arrival<unknown>[],
  kernel: AnyKernel,
): Promise<{ record: GatherRecord; report: PullReport }> {
  if (kernel.name !== record.kernel) {
    throw new RangeError(`kernel '${kernel.name}' given for a gather of kernel '${record.kernel}'`);
  }
  const expected = expectedOf(record, arrivals);
  if (expected === null) {
    return { record, report: { added: [], foreign: arrivals.length } };
  }
  const framed = withEnclosingFrames({ ...record, expected }, arrivals);
  return record.mode === 'perfect'
    ? pullPerfect(framed.record, framed.arrivals, kernel)
    : pullLatent(framed.record, framed.arrivals, kernel);
}

/**
 * The frames below this fan's frame on a leg's stack are the fans that enclose it, the same
 * for every leg of the fan: the first leg offered sets them (they are what the gather's
 * result carries on), and a leg that disagrees is rejected, since it cannot be a leg of
 * the same fan-out. Arrivals without a frame of the fan pass untouched.
 */
function withEnclosingFrames<R extends GatherRecord>(
  record: R,
  arrivals: readonly Arrival<unknown>[],
): { record: R; arrivals: Arrival<unknown>[] } {
  let frames = record.frames;
  const kept: Arrival<unknown>[] = [];
  const rejected: RejectedDelivery[] = [];
  for (const arrival of arrivals) {
    const found = findFrame(arrival.frames, record.fan_id);
    const enclosing = found === undefined ? null : arrival.frames.slice(0, found.index);
    if (enclosing !== null && frames === null) frames = enclosing.map((f) => ({ ...f }));
    if (enclosing !== null && frames !== null && !sameFrames(enclosing, frames)) {
      rejected.push({
        name: arrival.name,
        detail: `its enclosing frames ${JSON.stringify(enclosing).slice(0, 300)} differ from the fan's ${JSON.stringify(frames).slice(0, 300)}`,
      });
      continue;
    }
    kept.push(arrival);
  }
  return {
    record: { ...record, frames, rejected: withRejected(record, rejected) },
    arrivals: kept,
  };
}

async function pullLatent(
  record: GatherRecord & { expected: number },
  arrivals: readonly Arrival<unknown>[],
  kernel: AnyKernel,
): Promise<{ record: GatherRecord; report: PullReport }> {
  const seen = { ...record.seen };
  const passed: PassedDelivery[] = [];
  const rejected: RejectedDelivery[] = [];
  const added: number[] = [];
  let foreign = 0;
  let state = record.state;
  for (const arrival of arrivals) {
    const check = checkArrival(arrival.frames, record.fan_id, record.expected, arrival.attempt);
    if (check.outcome === 'foreign') foreign++;
    if (check.outcome === 'invalid') rejected.push({ name: arrival.name, detail: check.detail });
    if (check.outcome !== 'ours') continue;
    const { seq } = check.frame;
    const incoming = { attempt: arrival.attempt, name: arrival.name };
    const held = seen[String(seq)];
    if (held === undefined) {
      state = await fold(kernel, state, foldOf(arrival, check.frame));
      seen[String(seq)] = incoming;
      added.push(seq);
    } else if (held.attempt !== incoming.attempt || held.name !== incoming.name) {
      // The same attempt under another name is a copy: in latent mode a folded seq stays.
      const outcome =
        incoming.attempt > held.attempt ? 'late_attempt' : passOutcome(incoming, held);
      passed.push({ seq, ...incoming, outcome });
    }
  }
  let next: GatherRecord = {
    ...record,
    seen,
    passed: mergeSorted(record.passed, passed, comparePassed),
    rejected: withRejected(record, rejected),
    state,
  };
  if (added.length > 0 || record.result === null) {
    next = { ...next, result: await finalizeState(kernel, state) };
  }
  next = { ...next, status: statusOf(next) };
  return { record: next, report: { added: added.sort((a, b) => a - b), foreign } };
}

function collectorOf(record: GatherRecord & { expected: number }): PerfectCollector<unknown> {
  return PerfectCollector.fromJSON({
    mode: 'perfect',
    kernel: 'append',
    fan_id: record.fan_id,
    expected: record.expected,
    slots: record.pending,
    passed: record.passed.map(({ seq, attempt, name }) => ({
      seq,
      attempt,
      name,
      outcome: 'duplicate',
    })),
  });
}

async function pullPerfect(
  record: GatherRecord & { expected: number },
  arrivals: readonly Arrival<unknown>[],
  kernel: AnyKernel,
): Promise<{ record: GatherRecord; report: PullReport }> {
  if (record.closed) return { record, report: { added: [], foreign: 0 } };
  const collector = collectorOf(record);
  const before = new Set(record.pending.map((s) => s.seq));
  const rejected: RejectedDelivery[] = [];
  let foreign = 0;
  for (const arrival of arrivals) {
    const offered = collector.offer(arrival);
    if (offered.outcome === 'foreign') foreign++;
    if (offered.outcome === 'invalid') {
      rejected.push({ name: arrival.name, detail: offered.detail ?? 'invalid frame' });
    }
  }
  const slots = collector.slots();
  // Each delivery once; the held delivery listed again (the same artifact) is not a copy.
  const held = new Map(slots.map((s) => [s.seq, s]));
  const copies = collector
    .passed()
    .filter((p) => held.get(p.seq)?.attempt !== p.attempt || held.get(p.seq)?.name !== p.name);
  const next: GatherRecord & { expected: number } = {
    ...record,
    pending: slots,
    passed: mergeSorted([], copies, comparePassed),
    rejected: withRejected(record, rejected),
  };
  const added = slots.filter((s) => !before.has(s.seq)).map((s) => s.seq);
  const done = collector.closed ? await foldHeld(next, kernel, 'complete') : next;
  return { record: done, report: { added, foreign } };
}

/** Folds the held items of a perfect record in seq order and closes it. */
async function foldHeld(
  record: GatherRecord,
  kernel: AnyKernel,
  status: 'complete' | 'incomplete',
): Promise<GatherRecord> {
  let state = record.state;
  const seen = { ...record.seen };
  for (const slot of record.pending) {
    const frame = { fan_id: record.fan_id, seq: slot.seq, expected: record.expected ?? 0 };
    state = await fold(kernel, state, foldOf(slot, frame));
    seen[String(slot.seq)] = { attempt: slot.attempt, name: slot.name };
  }
  const result = await finalizeState(kernel, state);
  return { ...record, seen, pending: [], state, result, closed: true, status };
}

/**
 * Closes a perfect record that is still open (its time is up): the seqs present are folded
 * in seq order and the record closes `incomplete`. A closed or latent record is returned
 * as is.
 */
export async function closeIncomplete(
  record: GatherRecord,
  kernel: AnyKernel,
): Promise<GatherRecord> {
  if (record.mode !== 'perfect' || record.closed) return record;
  return foldHeld(record, kernel, 'incomplete');
}

export { missingSeqs, seenCount };

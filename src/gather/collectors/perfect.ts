/**
 * The perfect collector (pure): arrivals are held in the record's `pending` slots, the
 * newest attempt of each seq winning whatever their order (a rerun that lands later still
 * replaces its older attempt); once every seq 0..n-1 is held they are folded in seq order,
 * once each, and the record closes with the result. A timeout may close it `incomplete`
 * with the seqs present. A closed record looks at no more arrivals.
 *
 * The record is the collector's only state: `pending` holds the kept slots and `passed`
 * the deliveries not kept, each judged against the slot finally held for its seq, so the
 * record depends only on the set of arrivals (and resumes from its JSON as it was).
 */
import { passOutcome, replaces, sortArrivals, type Delivery } from '../dedup.js';
import { finalizeState, fold, foldOf, type Arrival, type PullReport } from '../fold.js';
import type { AnyKernel } from '../kernel.js';
import {
  comparePassed,
  mergeSorted,
  withRejected,
  type GatherRecord,
  type PassedDelivery,
  type RejectedDelivery,
  type Slot,
} from '../record.js';

/** The record's slots and passed deliveries once `arrivals` are offered to them. */
interface Held {
  pending: Slot<unknown>[];
  passed: PassedDelivery[];
  rejected: RejectedDelivery[];
  foreign: number;
}

function slotOf(arrival: Arrival<unknown>, seq: number): Slot<unknown> {
  return {
    seq,
    attempt: arrival.attempt,
    name: arrival.name,
    item: arrival.item,
    frames: arrival.frames.map((f) => ({ ...f })),
    ...(arrival.matrix === undefined ? {} : { matrix: arrival.matrix }),
  };
}

/**
 * Offers `arrivals` to the slots of `record`: each seq keeps its winning delivery (dedup.ts)
 * and every other delivery is passed, as a duplicate of the attempt held or superseded by
 * it. The held delivery listed again (the same artifact) is not a copy.
 */
function hold(
  record: GatherRecord & { expected: number },
  arrivals: readonly Arrival<unknown>[],
): Held {
  const slots = new Map(record.pending.map((s) => [s.seq, s]));
  const passed: (Delivery & { seq: number })[] = record.passed.map(({ seq, attempt, name }) => ({
    seq,
    attempt,
    name,
  }));
  const { ours, rejected, foreign } = sortArrivals(arrivals, record.fan_id, record.expected);
  for (const { arrival, frame } of ours) {
    const slot = slotOf(arrival, frame.seq);
    const held = slots.get(slot.seq);
    if (held !== undefined && !replaces(slot, held)) {
      passed.push(slot);
      continue;
    }
    if (held !== undefined) passed.push(held);
    slots.set(slot.seq, slot);
  }
  const copies = passed.flatMap((p): PassedDelivery[] => {
    const held = slots.get(p.seq);
    if (held?.attempt === p.attempt && held.name === p.name) return [];
    const outcome = held === undefined ? 'superseded' : passOutcome(p, held);
    return [{ seq: p.seq, attempt: p.attempt, name: p.name, outcome }];
  });
  return {
    pending: [...slots.values()].sort((a, b) => a.seq - b.seq),
    passed: mergeSorted([], copies, comparePassed),
    rejected,
    foreign,
  };
}

/** Holds `arrivals` in a perfect record and closes it once every seq is held. */
export async function pullPerfect(
  record: GatherRecord & { expected: number },
  arrivals: readonly Arrival<unknown>[],
  kernel: AnyKernel,
): Promise<{ record: GatherRecord; report: PullReport }> {
  if (record.closed) return { record, report: { added: [], foreign: 0 } };
  const before = new Set(record.pending.map((s) => s.seq));
  const held = hold(record, arrivals);
  const next: GatherRecord = {
    ...record,
    pending: held.pending,
    passed: held.passed,
    rejected: withRejected(record, held.rejected),
  };
  const added = held.pending.filter((s) => !before.has(s.seq)).map((s) => s.seq);
  const complete = held.pending.length === record.expected;
  const done = complete ? await foldHeld(next, kernel, 'complete') : next;
  return { record: done, report: { added, foreign: held.foreign } };
}

/** Folds the held items of a perfect record in seq order and closes it. */
export async function foldHeld(
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

/**
 * The one rule for arrivals of a fan (pure): which fan frame an arrival belongs to, whether
 * that frame agrees with the fan, and which of two arrivals of one seq wins. Both collectors
 * of the gather engine (collectors/perfect.ts, collectors/latent.ts) ask here, and every
 * gather goes through them (the emit/gather actions, the crawl's fan-in and its outer fan of
 * partials), so that a rerun or a redelivery is judged the same way everywhere.
 */
import { newestFirst } from '../contracts/artifact-names.js';
import { counted } from '../base/count.js';
import type { FanFrame } from '../contracts/index.js';
import type { Arrival } from './fold.js';
import { findFrame } from './frames.js';
import type { RejectedDelivery } from './record.js';

/** What identifies one delivery of a seq: the run attempt that produced it and its name. */
export interface Delivery {
  attempt: number;
  name: string;
}

export type FrameCheck =
  | { outcome: 'ours'; frame: FanFrame }
  /** The payload has no frame of this fan: not ours, it passes through. */
  | { outcome: 'foreign' }
  /** Its frame disagrees with the fan (seq out of range, another expected) or a bad attempt. */
  | { outcome: 'invalid'; detail: string };

/** Finds the frame of `fanId` and checks it against a fan of `expected` seqs. */
export function checkArrival(
  frames: readonly FanFrame[],
  fanId: string,
  expected: number,
  attempt: number,
): FrameCheck {
  const found = findFrame(frames, fanId);
  if (!found) return { outcome: 'foreign' };
  const { seq } = found.frame;
  if (found.frame.expected !== expected) {
    return {
      outcome: 'invalid',
      detail: `its frame expects ${counted(found.frame.expected, 'leg')}, the fan ${expected}`,
    };
  }
  if (!Number.isSafeInteger(seq) || seq < 0 || seq >= expected) {
    return { outcome: 'invalid', detail: `seq ${seq} is outside 0..${expected - 1}` };
  }
  if (!Number.isSafeInteger(attempt) || attempt < 1) {
    return { outcome: 'invalid', detail: `attempt ${attempt} is not an integer >= 1` };
  }
  return { outcome: 'ours', frame: found.frame };
}

/** The arrivals offered to a fan, sorted by `checkArrival`: its own (with their frame) in order. */
export interface SortedArrivals<T> {
  ours: { arrival: Arrival<T>; frame: FanFrame }[];
  rejected: RejectedDelivery[];
  /** Arrivals without a frame of the fan (they pass through). */
  foreign: number;
}

/** Checks every arrival against a fan of `expected` seqs, keeping the order given. */
export function sortArrivals<T>(
  arrivals: readonly Arrival<T>[],
  fanId: string,
  expected: number,
): SortedArrivals<T> {
  const sorted: SortedArrivals<T> = { ours: [], rejected: [], foreign: 0 };
  for (const arrival of arrivals) {
    const check = checkArrival(arrival.frames, fanId, expected, arrival.attempt);
    if (check.outcome === 'foreign') sorted.foreign++;
    if (check.outcome === 'invalid')
      sorted.rejected.push({ name: arrival.name, detail: check.detail });
    if (check.outcome === 'ours') sorted.ours.push({ arrival, frame: check.frame });
  }
  return sorted;
}

/**
 * Whether `incoming` replaces `held` for one seq: the newest attempt wins; within one
 * attempt the smaller name, so that two different payloads claiming the same attempt
 * resolve the same way in any arrival order.
 */
export function replaces(incoming: Delivery, held: Delivery): boolean {
  return newestFirst(incoming, held) < 0;
}

/** How a delivery that was not kept relates to the one held: same attempt or older. */
export function passOutcome(passed: Delivery, held: Delivery): 'duplicate' | 'superseded' {
  return passed.attempt === held.attempt ? 'duplicate' : 'superseded';
}

/**
 * The gather engine (pure: no I/O, no clock): opens a {@link GatherRecord}, pulls arrivals
 * into it, and closes it. The record is the one state of a gather, in both modes:
 *
 * - perfect (collectors/perfect.ts): arrivals are held until every seq 0..n-1 is present,
 *   then folded in seq order, once each, and the record closes with the result. A timeout
 *   may close it `incomplete` with the seqs present. A closed record looks at no more
 *   arrivals (a rerun of the gather starts a new record).
 * - latent (collectors/latent.ts): never closes; each pull folds the seqs not folded yet
 *   and returns the result so far.
 *
 * Which arrival belongs to the fan and which attempt wins is decided by dedup.ts, the one
 * rule every collector uses.
 */
import { pullLatent } from './collectors/latent.js';
import { foldHeld, pullPerfect } from './collectors/perfect.js';
import type { Arrival, PullReport } from './fold.js';
import { findFrame, sameFrames } from './frames.js';
import type { AnyKernel } from './kernel.js';
import {
  GATHER_FORMAT,
  GATHER_SCHEMA_VERSION,
  isFanSize,
  withRejected,
  type GatherMode,
  type GatherRecord,
  type RejectedDelivery,
} from './record.js';
import { MAX_FAN_SEQS } from '../contracts/generated/limits.js';

export interface GatherSpec {
  fan_id: string;
  collector: string;
  mode: GatherMode;
  kernel: string;
  options: Record<string, unknown>;
  /** An explicit n; else the first leg's frame says. */
  expected?: number;
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

/**
 * What a pull saw of the fan, folded or not: the fan's size and the seqs present once
 * `arrivals` are offered. A pull whose fold throws leaves the record as it was; this is
 * what it had in hand (two legs that collide were both there).
 */
export function arrivedSeqs(
  record: GatherRecord,
  arrivals: readonly Arrival<unknown>[],
): { expected: number | null; seqs: number[] } {
  const expected = expectedOf(record, arrivals);
  const seqs = new Set([
    ...Object.keys(record.seen).map(Number),
    ...record.pending.map((s) => s.seq),
  ]);
  for (const arrival of arrivals) {
    const seq = findFrame(arrival.frames, record.fan_id)?.frame.seq;
    if (seq !== undefined && (expected === null || seq < expected)) seqs.add(seq);
  }
  return { expected, seqs: [...seqs].sort((a, b) => a - b) };
}

/**
 * Offers `arrivals` (in this order) to the record and returns the new record; the record
 * given is not changed, so a pull that throws leaves the previous state intact (save for
 * the state of an in-memory kernel, which folds in place and is never kept past a failure).
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

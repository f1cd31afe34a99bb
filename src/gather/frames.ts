/**
 * Fan frames: every leg payload carries a stack of frames
 * `{fan_id, seq, expected}`, outermost first. A leg that fans out again pushes a frame;
 * frames are inherited and never rewritten, so a collector anywhere downstream finds
 * "its" fan by id, however many hops the payload went through.
 */
import type { FanFrame } from '../contracts/index.js';
import { MAX_FAN_ID_CHARS, MAX_FRAME_DEPTH } from '../contracts/generated/limits.js';
import { isPlainObject } from './json-value.js';
import { extraKeys } from '../base/prototype-keys.js';
import { isFanSize, isSeqOf } from './record.js';

/** A fan id: 1 to MAX_FAN_ID_CHARS well-formed characters, no control characters (C0, DEL, C1). */
export function isFanId(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length >= 1 &&
    value.length <= MAX_FAN_ID_CHARS &&
    value.isWellFormed() &&
    !/[\u0000-\u001f\u007f-\u009f]/u.test(value)
  );
}

/** A frame's fields, exactly: any other key (`note`, `__proto__`) makes it no frame. */
const FRAME_KEYS = ['fan_id', 'seq', 'expected'];

function isFrame(value: unknown): value is FanFrame {
  if (!isPlainObject(value) || extraKeys(value, FRAME_KEYS).length > 0) return false;
  if (!isFanId(value['fan_id'])) return false;
  const { seq, expected } = value;
  return isFanSize(expected) && isSeqOf(seq, expected);
}

/**
 * Whether `value` is a frame stack: at most MAX_FRAME_DEPTH frames, each of exactly the three
 * fields, with a valid fan id and integers 0 <= seq < expected <= MAX_FAN_SEQS.
 */
export function areFrames(value: unknown): value is FanFrame[] {
  return Array.isArray(value) && value.length <= MAX_FRAME_DEPTH && value.every(isFrame);
}

/** A frame stack, or null when `value` is not one (see {@link areFrames}). */
export function asFrames(value: unknown): FanFrame[] | null {
  return areFrames(value) ? value : null;
}

/** The frame of `fanId` in a stack, with its index (for JSON pointers), or undefined. */
export function findFrame(
  frames: readonly FanFrame[],
  fanId: string,
): { frame: FanFrame; index: number } | undefined {
  // Innermost first: when a fan id repeats (it should not), the nearest fan-out wins.
  for (let index = frames.length - 1; index >= 0; index--) {
    const frame = frames[index];
    if (frame !== undefined && frame.fan_id === fanId) return { frame, index };
  }
  return undefined;
}

/** Whether two stacks hold the same frames, in the same order (other fields aside). */
export function sameFrames(a: readonly FanFrame[], b: readonly FanFrame[]): boolean {
  return (
    a.length === b.length &&
    a.every((f, i) => {
      const g = b[i]!;
      return f.fan_id === g.fan_id && f.seq === g.seq && f.expected === g.expected;
    })
  );
}

/**
 * The frames of child `seq` of a fan-out of `expected` children: the parent's frames,
 * inherited unchanged, plus one frame pushed on top.
 */
export function childFrames(
  parent: readonly FanFrame[],
  fanId: string,
  seq: number,
  expected: number,
): FanFrame[] {
  if (!Number.isSafeInteger(expected) || expected < 1) {
    throw new RangeError(`a fan-out expects at least one child, got ${String(expected)}`);
  }
  if (!Number.isSafeInteger(seq) || seq < 0 || seq >= expected) {
    throw new RangeError(`seq ${String(seq)} is outside 0..${expected - 1}`);
  }
  if (findFrame(parent, fanId)) {
    throw new RangeError(`fan id ${JSON.stringify(fanId)} is already on the frame stack`);
  }
  return [...parent.map((f) => ({ ...f })), { fan_id: fanId, seq, expected }];
}

/**
 * The frames of a leg emitted into fan `fanId` by a job that inherited `inherited` (the
 * frames of a gather result, or of an enclosing leg):
 * - when the top inherited frame is of `fanId`, the leg *is* that frame's leg (a gathered
 *   region emitted back as its leg of the outer fan): the stack stays as it is, and seq and
 *   expected are the frame's;
 * - otherwise this fan's frame is pushed on top, with `seq` and `expected`.
 */
export function legFrames(
  inherited: readonly FanFrame[],
  fanId: string,
  place: { seq?: number | undefined; expected?: number | undefined },
): { frames: FanFrame[]; inherited: boolean } {
  const top = inherited[inherited.length - 1];
  if (top !== undefined && top.fan_id === fanId) {
    return { frames: inherited.map((f) => ({ ...f })), inherited: true };
  }
  if (place.seq === undefined || place.expected === undefined) {
    throw new RangeError(
      `seq and expected are needed: the frames inherited hold no frame of fan ${JSON.stringify(fanId.slice(0, 200))} on top`,
    );
  }
  return { frames: childFrames(inherited, fanId, place.seq, place.expected), inherited: false };
}

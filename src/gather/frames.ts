/**
 * Fan frames: every leg payload carries a stack of frames
 * `{fan_id, seq, expected}`, outermost first. A leg that fans out again pushes a frame;
 * frames are inherited and never rewritten, so a collector anywhere downstream finds
 * "its" fan by id, however many hops the payload went through.
 */
import type { FanFrame } from '../contracts/index.js';

export type { FanFrame };

/** The frame of `fanId` in a stack, with its index (for JSON pointers), or undefined. */
export function findFrame(
  frames: readonly FanFrame[],
  fanId: string,
): { frame: FanFrame; index: number } | undefined {
  // Innermost first: when a fan id repeats (it should not), the nearest fan-out wins,
  // as in the seed's `fan_seq(ev, fan_id)`.
  for (let index = frames.length - 1; index >= 0; index--) {
    const frame = frames[index];
    if (frame !== undefined && frame.fan_id === fanId) return { frame, index };
  }
  return undefined;
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
 * Copies the frames of `source` onto a payload that has none (the seed's `carry_fan`):
 * a transformed payload stays attributed to its fan-out.
 */
export function carryFrames<T extends { fan?: FanFrame[] }>(
  source: readonly FanFrame[],
  target: T,
): T {
  if (target.fan && target.fan.length > 0) return target;
  return { ...target, fan: source.map((f) => ({ ...f })) };
}

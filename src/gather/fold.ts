/**
 * What a pull of the gather engine works with (pure): the arrivals offered to a record, the
 * fold of one delivery by the kernel, a kernel's failure naming the seq and the delivery,
 * and what a pull reports. Both collectors (collectors/perfect.ts, collectors/latent.ts)
 * fold through here, so a kernel is called, and fails, the same way in either mode.
 */
import type { FanFrame } from '../contracts/index.js';
import { messageOf } from '../base/error-message.js';
import type { AnyKernel, ItemOrigin } from './kernel.js';

/** One delivery offered to a gather. */
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

export interface PullReport {
  /** Seqs folded (latent) or newly held (perfect) by this pull, ascending. */
  added: number[];
  /** Arrivals without a frame of this fan (they pass through). */
  foreign: number;
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

/** One delivery as the kernel folds it: the item, its delivery, and where it came from. */
export interface Fold {
  item: unknown;
  name: string;
  origin: ItemOrigin;
}

/** The fold of an arrival (or a held slot) whose frame of this fan is `frame`. */
export function foldOf(
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

/** The kernel's next state after `delivery`; a failure becomes a GatherKernelError. */
export async function fold(kernel: AnyKernel, state: unknown, delivery: Fold): Promise<unknown> {
  try {
    return await kernel.apply(state, delivery.item, delivery.origin);
  } catch (error) {
    const { seq } = delivery.origin;
    throw new GatherKernelError(kernel.name, seq, delivery.name, messageOf(error), {
      cause: error,
    });
  }
}

/** The kernel's result of `state`; a failure becomes a GatherKernelError. */
export async function finalizeState(kernel: AnyKernel, state: unknown): Promise<unknown> {
  try {
    return await kernel.finalize(state);
  } catch (error) {
    throw new GatherKernelError(kernel.name, null, null, messageOf(error), { cause: error });
  }
}

/**
 * The kernel interface of a gather (pure): how the items of one fan are folded, one at a
 * time, into a JSON state, and how that state becomes the result. Built-in kernels are pure
 * and synchronous; a kernel backed by a user module runs it in a worker and answers with a
 * Promise. A kernel that must do I/O after finalizing (write a dataset to a store) exports a
 * publish step beside it, which the action or CLI layer runs on the finalized result.
 *
 * Two kinds of kernel (docs/gather.md, "For kernel authors"): a persisted kernel (the
 * default, every kernel of the registry) keeps plain JSON, so a gather can be saved between
 * pulls and resumed; an in-memory kernel (`inMemory`) keeps any value and folds into it in
 * place, for a gather opened, pulled and closed in one pass that is never saved (the
 * crawl's fan-in).
 */
import type { FanFrame } from '../contracts/index.js';

/**
 * Where an item came from: its seq in the fan, the run attempt, the frame of this fan, the
 * leg's whole frame stack (outermost first) and the matrix combination its job recorded.
 */
export interface ItemOrigin {
  seq: number;
  attempt: number;
  frame: FanFrame;
  /** Always set by the engine (optional for kernels called directly). */
  frames?: readonly FanFrame[];
  matrix?: Readonly<Record<string, unknown>> | null;
}

/** What a kernel may know of the gather it serves, besides its options. */
export interface KernelContext {
  /** The collector's name (e.g. the default name of what the kernel publishes). */
  collector: string;
}

/** A kernel folds items one at a time into a JSON state and finalizes it into a result. */
export interface Kernel<State, Result> {
  readonly name: string;
  /** The state lives in memory for one pass: any value (typed arrays, maps), folded in
   *  place, never persisted. The engine refuses to resume a gather of such a kernel and the
   *  gather action (which persists every pull) refuses to run one. */
  readonly inMemory?: true;
  /** Checks and normalizes the kernel's options (RangeError naming the option when invalid)
   *  and returns the empty state: plain JSON (persisted between pulls) unless `inMemory`. */
  init(options: Readonly<Record<string, unknown>>, context?: KernelContext): State;
  /** The fields of the state that `init` derives from the options (which module runs, its
   *  limits, sizes). A state read back from an artifact is untrusted: resuming it re-runs
   *  `init` on the gather's options and refuses a state whose config fields differ. */
  readonly config?: readonly string[];
  /** Why a state read back from an artifact cannot be this kernel's (what `apply` relies
   *  on that it lacks), or null. Checked when a state is resumed, after `config`. */
  stateProblem?(state: unknown): string | null;
  /** Loads and checks the code the kernel runs (a user module), before any leg is read, so
   *  that a module that is missing or does not parse fails the gather at once. */
  prepare?(state: State): Promise<void>;
  /** Folds one item. Pure and synchronous for built-in kernels; a kernel backed by a user
   *  module may return a Promise (it runs in a worker). */
  apply(state: State, item: unknown, origin: ItemOrigin): State | Promise<State>;
  /** The result of the state (does not mutate it). */
  finalize(state: State): Result | Promise<Result>;
}

/** Any kernel, as the registry holds them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyKernel = Kernel<any, unknown>;

/** Why a gather of `kernel` cannot be saved and resumed (an in-memory kernel), or null. */
export function unpersistableProblem(kernel: AnyKernel): string | null {
  return kernel.inMemory === true
    ? `kernel '${kernel.name}' keeps its state in memory: a gather of it is never saved nor resumed`
    : null;
}

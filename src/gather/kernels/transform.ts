/**
 * The `transform` kernel: a user module from the workspace exporting
 * `step(state, item, frame, leg)` (returns the next state) and `finish(state)` (returns the
 * result); `frame` is the leg's frame of this fan, `leg` is `{frames, matrix}`: the leg's
 * whole frame stack (outermost first) and the matrix combination its job recorded (or null).
 * The state starts as the `initial` option (default null) and must stay plain JSON.
 * The module is loaded and checked before any leg is read (`prepare`); every call of one
 * gather runs in the module's worker thread, each with a time and memory limit
 * (io/module-worker.ts).
 *
 * A user module can also take the place of the `stats` summarizer (window and rlm kernels):
 * the digest starts as null, `step(digest, item, frame)` folds an item into it, and
 * `finish(digest)` is what the result shows.
 */
import {
  builtinSummarizers,
  intOption,
  onlyOptions,
  stringOption,
  type Kernel,
  type Summarizer,
  type SummarizerResolver,
} from '../index.js';
import { isModulePath, type ModuleWorkers } from '../io/user-module.js';
import type { ModuleLimits } from '../io/module-worker.js';

export interface TransformState {
  module: string;
  timeout_ms: number;
  memory_mb: number;
  /** The user module's own state. */
  state: unknown;
}

function limitsOf(options: Readonly<Record<string, unknown>>): ModuleLimits {
  return {
    timeoutMs: intOption(options, 'timeout-seconds', { min: 1, max: 600, default: 30 }) * 1000,
    memoryMb: intOption(options, 'memory-mb', { min: 16, max: 4096, default: 256 }),
  };
}

/** The functions a module must export to fold items (a transform, a summarizer). */
const FOLD_EXPORTS = ['step', 'finish'];

/** The limits of a summarizer module (the window and rlm kernels have no options for them). */
const SUMMARIZER_LIMITS: ModuleLimits = { timeoutMs: 30_000, memoryMb: 256 };

function workerOf(modules: ModuleWorkers, state: TransformState) {
  return modules.get(state.module, { timeoutMs: state.timeout_ms, memoryMb: state.memory_mb });
}

async function call(
  modules: ModuleWorkers,
  state: TransformState,
  fn: string,
  args: unknown[],
): Promise<unknown> {
  return (await workerOf(modules, state)).call(fn, args);
}

export function makeTransformKernel(modules: ModuleWorkers): Kernel<TransformState, unknown> {
  return {
    name: 'transform',
    config: ['module', 'timeout_ms', 'memory_mb'],
    init(options) {
      onlyOptions('transform', options, ['module', 'initial', 'timeout-seconds', 'memory-mb']);
      const module = stringOption(options, 'module');
      if (!isModulePath(module)) {
        throw new RangeError(
          `kernel option 'module' must name a .js, .mjs or .cjs file of the workspace`,
        );
      }
      const limits = limitsOf(options);
      return {
        module,
        timeout_ms: limits.timeoutMs,
        memory_mb: limits.memoryMb,
        state: options['initial'] ?? null,
      };
    },
    async prepare(state) {
      await (await workerOf(modules, state)).check(FOLD_EXPORTS);
    },
    async apply(state, item, origin) {
      const leg = { frames: origin.frames ?? [origin.frame], matrix: origin.matrix ?? null };
      const next = await call(modules, state, 'step', [state.state, item, origin.frame, leg]);
      return { ...state, state: next };
    },
    finalize: (state) => call(modules, state, 'finish', [state.state]),
  };
}

/** `stats`, or a user module of the workspace (default limits) as a summarizer. */
export function workspaceSummarizers(modules: ModuleWorkers): SummarizerResolver {
  return (name, option) => {
    if (!isModulePath(name)) return builtinSummarizers(name, option);
    const worker = () => modules.get(name, SUMMARIZER_LIMITS);
    const summarizer: Summarizer = {
      name,
      init: () => null,
      prepare: async () => (await worker()).check(FOLD_EXPORTS),
      add: async (digest, item, frame) => (await worker()).call('step', [digest, item, frame]),
      finish: async (digest) => (await worker()).call('finish', [digest]),
    };
    return summarizer;
  };
}

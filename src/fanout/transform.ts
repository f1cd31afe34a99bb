/**
 * The `transform` kernel: a user module from the workspace exporting
 * `step(state, item, frame, leg)` (returns the next state) and `finish(state)` (returns the
 * result); `frame` is the leg's frame of this fan, `leg` is `{frames, matrix}`: the leg's
 * whole frame stack (outermost first) and the matrix combination its job recorded (or null). The state starts as the `initial` option (default null) and must stay plain JSON.
 * Each call runs in a worker thread with a time and memory limit (user-module.ts).
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
} from '../gather/index.js';
import {
  callUserModule,
  isModulePath,
  resolveWorkspaceModule,
  type ModuleLimits,
} from './user-module.js';

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

async function call(
  workspace: string,
  state: TransformState,
  fn: string,
  args: unknown[],
): Promise<unknown> {
  const path = await resolveWorkspaceModule(workspace, state.module);
  return callUserModule(state.module, path, fn, args, {
    timeoutMs: state.timeout_ms,
    memoryMb: state.memory_mb,
  });
}

export function makeTransformKernel(workspace: string): Kernel<TransformState, unknown> {
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
    async apply(state, item, origin) {
      const leg = { frames: origin.frames ?? [origin.frame], matrix: origin.matrix ?? null };
      const next = await call(workspace, state, 'step', [state.state, item, origin.frame, leg]);
      return { ...state, state: next };
    },
    finalize: (state) => call(workspace, state, 'finish', [state.state]),
  };
}

/** `stats`, or a user module of the workspace (default limits) as a summarizer. */
export function workspaceSummarizers(workspace: string): SummarizerResolver {
  return (name, option) => {
    if (!isModulePath(name)) return builtinSummarizers(name, option);
    const state = (digest: unknown): TransformState => ({
      module: name,
      timeout_ms: 30_000,
      memory_mb: 256,
      state: digest,
    });
    const summarizer: Summarizer = {
      name,
      init: () => null,
      add: (digest, item, frame) => call(workspace, state(digest), 'step', [digest, item, frame]),
      finish: (digest) => call(workspace, state(digest), 'finish', [digest]),
    };
    return summarizer;
  };
}

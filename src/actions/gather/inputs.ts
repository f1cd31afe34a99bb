// The inputs of gather, all validated before any artifact is listed; the kernel checks its
// options here too (a bad option fails before any leg is read).

import {
  collectorNameProblem,
  isPlainObject,
  openGather,
  type GatherSpec,
} from '../../gather/index.js';
import { MAX_FAN_SEQS } from '../../contracts/generated/limits.js';
import type { ArtifactStore } from '../../artifacts/index.js';
import type { GatherRunOptions } from '../../gather/io/gather-run.js';
import { kernelRegistry, publishStep, registeredKernel } from '../../gather/registry.js';
import { InputError, type Inputs } from '../../runtime/index.js';
import { readLargeResultPolicy, type LargeResultPolicy } from '../common/result-output.js';
import { otherRunInput, type OtherRunRequest } from '../common/other-run.js';
import { artifactDirInput, pathInput } from '../common/path-input.js';
import { readFanId } from '../common/fan-id.js';
import { readClickHouseInputs } from '../common/clickhouse-inputs.js';
import type { ClickHouseOptions } from '../../okf/clickhouse/connection.js';
import { matrixLabels } from '../../gather/progress.js';

export interface GatherInputs {
  spec: GatherSpec;
  timeoutSeconds: number;
  watchSeconds: number;
  pollSeconds: number;
  onIncomplete: 'fail' | 'close';
  /** Absolute, or undefined: RUNNER_TEMP/gather-<collector>-<hash>.json. */
  resultPath: string | undefined;
  largeResult: LargeResultPolicy;
  artifactDir: string | undefined;
  /** Another workflow run whose legs are read (run-id or a selector), else this one. */
  from: OtherRunRequest | undefined;
  /** This run's key in an rlm record (the kernel option run-id overrides it). */
  runId: string;
  workspace: string;
  /** The connection of an okf dataset published to ClickHouse (clickhouse-* inputs). */
  clickhouse: ClickHouseOptions | undefined;
  /** Each seq's matrix values (from the matrix input), naming the legs a wait waits for. */
  legLabels: string[] | null;
}

/**
 * The legs of another run are read from its artifacts (read-only); what a gather publishes
 * (an okf dataset) goes to this run. A latent collector keeps its state beside the legs, so
 * it gathers this run's legs only.
 */
function checkOtherRun(
  from: OtherRunRequest | undefined,
  mode: GatherSpec['mode'],
  artifactDir: string | undefined,
): void {
  if (from === undefined) return;
  if (artifactDir !== undefined)
    throw new InputError('run-id', "reads another run's artifacts: not with artifact-dir");
  if (mode === 'latent')
    throw new InputError(
      'mode',
      "latent keeps its state beside the legs: gather another run's legs with mode perfect",
    );
}

/**
 * The kernel options: `kernel-options`, with `key-by` (an input of its own, so that the
 * short form needs no JSON) added as the append kernel's option of that name.
 */
function kernelOptions(inputs: Inputs, kernel: string): Record<string, unknown> {
  const value = inputs.json('kernel-options') ?? {};
  if (!isPlainObject(value)) throw new InputError('kernel-options', 'must be a JSON object');
  const keyBy = inputs.optional('key-by');
  if (keyBy === undefined) return value;
  if (kernel !== 'append') {
    throw new InputError('key-by', `keys the append kernel's result; kernel ${kernel} has none`);
  }
  if (Object.hasOwn(value, 'key-by')) {
    throw new InputError('key-by', 'is given twice: as an input and in kernel-options');
  }
  return { ...value, 'key-by': keyBy };
}

export function readGatherInputs(
  inputs: Inputs,
  env: NodeJS.ProcessEnv,
  cwd: string,
): GatherInputs {
  const workspace = env['GITHUB_WORKSPACE'] || cwd;
  const collector = inputs.string('collector', { default: 'default' });
  const problem = collectorNameProblem(collector);
  if (problem !== null) throw new InputError('collector', problem);
  const mode = inputs.oneOf('mode', ['perfect', 'latent'] as const, 'perfect');
  const kernel = inputs.string('kernel', { default: 'append' });
  const n =
    inputs.optional('n') === undefined ? undefined : inputs.int('n', { min: 1, max: MAX_FAN_SEQS });
  const spec: GatherSpec = {
    fan_id: readFanId(inputs),
    collector,
    mode,
    kernel,
    options: kernelOptions(inputs, kernel),
    ...(n === undefined ? {} : { expected: n }),
  };
  const registry = kernelRegistry(workspace);
  const found = registeredKernel(registry, kernel);
  if (found === undefined) {
    throw new InputError(
      'kernel',
      `must be one of ${Object.keys(registry.kernels).join(', ')}, got ${JSON.stringify(kernel.slice(0, 60))}`,
    );
  }
  if (mode === 'latent' && publishStep(registry, kernel) !== undefined) {
    throw new InputError('kernel', `${kernel} publishes once its gather closes: use mode perfect`);
  }
  try {
    openGather(spec, found);
  } catch (error) {
    if (error instanceof RangeError)
      throw new InputError(blamedOption(inputs, error), error.message);
    throw error;
  }
  const resultPath = inputs.optional('result-path');
  const artifactDir = artifactDirInput(inputs, env, cwd);
  const from = otherRunInput(inputs, env);
  checkOtherRun(from, mode, artifactDir);
  const clickhouse = readClickHouseInputs(inputs);
  if (spec.options['store'] === 'clickhouse' && clickhouse === undefined) {
    throw new InputError('clickhouse-url', 'is required: kernel option store is clickhouse');
  }
  return {
    spec,
    timeoutSeconds: inputs.int('timeout-seconds', { default: 0, min: 0, max: 6 * 3600 }),
    watchSeconds: inputs.int('watch-seconds', { default: 0, min: 0, max: 6 * 3600 }),
    pollSeconds: inputs.int('poll-seconds', { default: 10, min: 1, max: 600 }),
    onIncomplete: inputs.oneOf('on-incomplete', ['fail', 'close'] as const, 'fail'),
    resultPath:
      resultPath === undefined
        ? undefined
        : pathInput('result-path', resultPath, env, cwd, { runnerTemp: true }),
    largeResult: readLargeResultPolicy(inputs),
    artifactDir,
    from,
    runId: env['GITHUB_RUN_ID'] || 'local',
    workspace,
    clickhouse,
    legLabels: readMatrix(inputs),
  };
}

/** The input at fault for a kernel option refused: key-by when it is that option and given. */
function blamedOption(inputs: Inputs, error: Error): string {
  const keyBy = inputs.optional('key-by') !== undefined && /\bkey-by\b/.test(error.message);
  return keyBy ? 'key-by' : 'kernel-options';
}

/** The matrix input: the label of each seq, or null when not given. */
function readMatrix(inputs: Inputs): string[] | null {
  const matrix = inputs.json('matrix');
  if (matrix === undefined) return null;
  const labels = matrixLabels(matrix);
  if (labels === null) {
    throw new InputError(
      'matrix',
      'must be the matrix as written in the workflow: an object of dimension arrays (no include or exclude), or an array of combinations, at most 256 jobs',
    );
  }
  return labels;
}

/** What a gather run needs besides its inputs: the store, the clock and where lines go. */
export interface GatherRunEnvironment {
  store: ArtifactStore;
  publishStore?: ArtifactStore;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  log: (line: string) => void;
  signal?: AbortSignal;
  /** The step's environment, of which user modules see the allow-list only (default process.env). */
  env?: Readonly<Record<string, string | undefined>>;
  quiet?: <T>(fn: () => Promise<T>) => Promise<T>;
}

/** The run options of `inputs` (one builder for the action and the CLI). */
export function gatherRunOptions(
  inputs: GatherInputs,
  { env, ...environment }: GatherRunEnvironment,
): GatherRunOptions {
  return {
    spec: inputs.spec,
    registry: kernelRegistry(inputs.workspace, env),
    workspace: inputs.workspace,
    runId: inputs.runId,
    timeoutMs: inputs.timeoutSeconds * 1000,
    watchMs: inputs.watchSeconds * 1000,
    pollMs: inputs.pollSeconds * 1000,
    onIncomplete: inputs.onIncomplete,
    clickhouse: inputs.clickhouse,
    legLabels: inputs.legLabels,
    ...environment,
  };
}

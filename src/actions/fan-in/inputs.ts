// The inputs of fan-in, all validated before any artifact is listed (fail fast).

import { artifactDirInput, optionalPathInput, pathInput, RUN_DATA } from '../common/path-input.js';
import { validate, type FanPlan, type RunContext } from '../../contracts/index.js';
import { MAX_CHUNK_ARGUMENT } from '../../runcontext/nesting.js';
import { InputError } from '../../runtime/input-error.js';
import type { Inputs } from '../../runtime/index.js';

export interface FanInInputs {
  runContext: RunContext | undefined;
  fanPlan: FanPlan | undefined;
  /** Absolute, or undefined: GitHub Actions artifacts of this run. */
  artifactDir: string | undefined;
  outputDir: string;
  minSourceRatio: number;
  keepQueryParams: string[];
  topicConfig: string | undefined;
  state: string | undefined;
  upload: boolean;
  /** Also publish the merged articles as an OKF dataset (output news-okf). */
  okf: boolean;
  /** With partial-chunk: the partial fan-in of that chunk (of chunk-size legs) instead. */
  partial: { chunk: number; chunkSize: number } | undefined;
}

/** partial-chunk and chunk-size: both, or neither. */
function readPartial(inputs: Inputs): FanInInputs['partial'] {
  const chunk = inputs.optional('partial-chunk');
  const size = inputs.optional('chunk-size');
  if (chunk === undefined && size === undefined) return undefined;
  if (chunk === undefined) {
    throw new InputError('chunk-size', 'is read only with partial-chunk (a partial fan-in)');
  }
  if (size === undefined) {
    throw new InputError('chunk-size', 'is required with partial-chunk: the legs per chunk');
  }
  return {
    chunk: inputs.int('partial-chunk', { min: 0, max: MAX_CHUNK_ARGUMENT }),
    chunkSize: inputs.int('chunk-size', { min: 1, max: MAX_CHUNK_ARGUMENT }),
  };
}

const QUERY_PARAM = /^[A-Za-z0-9._~-]{1,100}$/;

function contract<T>(
  inputs: Inputs,
  name: string,
  which: 'run_context_v1' | 'fan_plan_v1',
): T | undefined {
  const value = inputs.json(name);
  if (value === undefined) return undefined;
  const result = validate(which, value);
  if (!result.ok) {
    const first = result.errors[0];
    throw new InputError(
      name,
      `is not a valid ${which}: ${first?.pointer || '/'} ${first?.message ?? ''}`,
    );
  }
  return value as T;
}

export function readFanInInputs(inputs: Inputs, env: NodeJS.ProcessEnv, cwd: string): FanInInputs {
  const keep = inputs.list('keep-query-params');
  for (const name of keep) {
    if (!QUERY_PARAM.test(name)) {
      throw new InputError(
        'keep-query-params',
        `${JSON.stringify(name.slice(0, 60))} is not a query parameter name`,
      );
    }
  }
  return {
    runContext: contract<RunContext>(inputs, 'run-context', 'run_context_v1'),
    fanPlan: contract<FanPlan>(inputs, 'fan-plan', 'fan_plan_v1'),
    artifactDir: artifactDirInput(inputs, env, cwd),
    outputDir: pathInput(
      'output-dir',
      inputs.string('output-dir', { default: 'data/raw' }),
      env,
      cwd,
      {
        directory: true,
      },
    ),
    minSourceRatio: inputs.number('min-source-ratio', { default: 0.6, min: 0, max: 1 }),
    keepQueryParams: keep,
    topicConfig: optionalPathInput(inputs, 'topic-config', env, cwd),
    state: optionalPathInput(inputs, 'state', env, cwd, RUN_DATA),
    upload: inputs.bool('upload', true),
    okf: inputs.bool('okf', false),
    partial: readPartial(inputs),
  };
}

// The inputs of emit, all validated before the payload is read.

import { artifactDirInput, pathInput } from '../common/path-input.js';
import type { FanFrame } from '../../contracts/index.js';
import type { EmitFilesOptions } from '../../gather/io/emit.js';
import { isPlainObject, asFrames } from '../../gather/index.js';
import { MAX_FAN_SEQS, MAX_FRAME_DEPTH } from '../../contracts/generated/limits.js';
import { InputError, type Inputs } from '../../runtime/index.js';
import { readFanId } from '../common/fan-id.js';

export interface EmitInputs {
  fanId: string;
  /** The payload file (absolute, and as the input named it), or the value given inline. */
  payload: { path: string; name: string } | { value: string };
  /** Relative to the workspace, or undefined. */
  schema: string | undefined;
  /** Undefined only outside Actions (the CLI), where the inherited top frame may decide. */
  seq: number | undefined;
  expected: number | undefined;
  frames: FanFrame[] | undefined;
  /** The matrix combination to record; null when the job has none. */
  matrix: Record<string, unknown> | null;
  artifactDir: string | undefined;
  workspace: string;
}

/**
 * seq and expected, both or neither (neither: the inherited top frame must be of this fan;
 * in Actions they default to the job's place in its matrix).
 */
function readPlace(inputs: Inputs): { seq: number | undefined; expected: number | undefined } {
  const given = (name: string) => inputs.optional(name) !== undefined;
  if (!given('seq') && !given('expected')) return { seq: undefined, expected: undefined };
  const expected = inputs.int('expected', { min: 1, max: MAX_FAN_SEQS });
  const seq = inputs.int('seq', { min: 0, max: MAX_FAN_SEQS - 1 });
  if (seq >= expected) {
    throw new InputError('seq', `must be below expected (${expected}), got ${seq}`);
  }
  return { seq, expected };
}

/** Largest matrix combination recorded (it travels in every leg). */
const MAX_MATRIX_CHARS = 64 * 1024;

/**
 * The `matrix` input (default `toJSON(matrix)`): a JSON object; `null` or `{}` (a job
 * without a matrix) records none.
 */
function readMatrix(inputs: Inputs): Record<string, unknown> | null {
  const raw = inputs.optional('matrix');
  if (raw !== undefined && raw.length > MAX_MATRIX_CHARS) {
    throw new InputError('matrix', `must be at most ${MAX_MATRIX_CHARS} characters`);
  }
  const value = inputs.json('matrix');
  if (value === undefined || value === null) return null;
  if (!isPlainObject(value)) {
    throw new InputError('matrix', 'must be a JSON object (the matrix combination), or null');
  }
  return Object.keys(value).length === 0 ? null : value;
}

/** Most characters of a value given inline (the runner passes inputs in the environment). */
const MAX_VALUE_CHARS = 1024 * 1024;

/** What the leg publishes: exactly one of payload (a file) and value (the JSON or YAML itself). */
function readPayload(
  inputs: Inputs,
  path: (p: string) => string,
): { path: string; name: string } | { value: string } {
  const file = inputs.optional('payload');
  const value = inputs.optional('value');
  if (file !== undefined && value !== undefined)
    throw new InputError(
      'value',
      'and payload are both given: give one (value inline, or payload a file)',
    );
  if (value !== undefined) {
    if (value.length > MAX_VALUE_CHARS)
      throw new InputError(
        'value',
        `must be at most ${MAX_VALUE_CHARS} characters: write a file and give it as payload`,
      );
    return { value };
  }
  if (file === undefined)
    throw new InputError(
      'payload',
      'or value is required: payload a JSON file, value the JSON or YAML itself',
    );
  if (/^[{[]/.test(file))
    throw new InputError(
      'payload',
      'is the path of a JSON file, and this looks like JSON itself: give it as the value input instead',
    );
  return { path: path(file), name: file };
}

export function readEmitInputs(inputs: Inputs, env: NodeJS.ProcessEnv, cwd: string): EmitInputs {
  const workspace = env['GITHUB_WORKSPACE'] || cwd;
  const { seq, expected } = readPlace(inputs);
  let frames: FanFrame[] | undefined;
  const rawFrames = inputs.json('frames');
  if (rawFrames !== undefined) {
    const parsed = asFrames(rawFrames);
    if (parsed === null) {
      throw new InputError(
        'frames',
        `must be a JSON array of at most ${MAX_FRAME_DEPTH} {fan_id, seq, expected} frames, each of exactly those fields (0 <= seq < expected)`,
      );
    }
    frames = parsed;
  }
  const payload = readPayload(inputs, (p) =>
    pathInput('payload', p, env, cwd, { runnerTemp: true }),
  );
  const schemaInput = inputs.optional('schema');
  const artifactDir = artifactDirInput(inputs, env, cwd);
  return {
    fanId: readFanId(inputs),
    payload,
    schema: schemaInput,
    seq,
    expected,
    frames,
    matrix: readMatrix(inputs),
    artifactDir,
    workspace,
  };
}

/** The emit options of `inputs` for run attempt `attempt` (one builder for the action and the CLI). */
export function emitFilesOptions(inputs: EmitInputs, attempt: number): EmitFilesOptions {
  return {
    fanId: inputs.fanId,
    seq: inputs.seq,
    expected: inputs.expected,
    attempt,
    payload: inputs.payload,
    workspace: inputs.workspace,
    ...(inputs.schema === undefined ? {} : { schema: inputs.schema }),
    ...(inputs.frames ? { frames: inputs.frames } : {}),
    matrix: inputs.matrix,
  };
}

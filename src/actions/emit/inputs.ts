// The inputs of emit, all validated before the payload is read.

import { isAbsolute, resolve } from 'node:path';
import type { FanFrame } from '../../contracts/index.js';
import type { EmitFilesOptions } from '../../fanout/emit.js';
import { MAX_FAN_SEQS } from '../../gather/index.js';
import { asFrames, isFanId, MAX_FAN_ID_CHARS, MAX_FRAME_DEPTH } from '../../fanout/legs.js';
import { InputError, type Inputs } from '../../runtime/index.js';

export interface EmitInputs {
  fanId: string;
  /** Absolute. */
  payload: string;
  payloadInput: string;
  /** Relative to the workspace, or undefined. */
  schema: string | undefined;
  seq: number;
  expected: number;
  frames: FanFrame[] | undefined;
  artifactDir: string | undefined;
  workspace: string;
}

/** The largest matrix GitHub runs is 256 jobs; nested fans and chunked plans go further. */

export function readFanId(inputs: Inputs): string {
  const fanId = inputs.string('fan-id', { required: true });
  if (!isFanId(fanId)) {
    throw new InputError(
      'fan-id',
      `must be at most ${MAX_FAN_ID_CHARS} characters, without control characters`,
    );
  }
  return fanId;
}

export function readEmitInputs(inputs: Inputs, env: NodeJS.ProcessEnv, cwd: string): EmitInputs {
  const workspace = env['GITHUB_WORKSPACE'] || cwd;
  const path = (p: string) => (isAbsolute(p) ? p : resolve(workspace, p));
  const expected = inputs.int('expected', { min: 1, max: MAX_FAN_SEQS });
  const seq = inputs.int('seq', { min: 0, max: MAX_FAN_SEQS - 1 });
  if (seq >= expected) {
    throw new InputError('seq', `must be below expected (${expected}), got ${seq}`);
  }
  let frames: FanFrame[] | undefined;
  const rawFrames = inputs.json('frames');
  if (rawFrames !== undefined) {
    const parsed = asFrames(rawFrames);
    if (parsed === null) {
      throw new InputError(
        'frames',
        `must be a JSON array of at most ${MAX_FRAME_DEPTH} {fan_id, seq, expected} frames (0 <= seq < expected)`,
      );
    }
    frames = parsed;
  }
  const payloadInput = inputs.string('payload', { required: true });
  const schemaInput = inputs.optional('schema');
  const artifactDir = inputs.optional('artifact-dir');
  return {
    fanId: readFanId(inputs),
    payload: path(payloadInput),
    payloadInput,
    schema: schemaInput,
    seq,
    expected,
    frames,
    artifactDir: artifactDir === undefined ? undefined : path(artifactDir),
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
    payload: { path: inputs.payload, name: inputs.payloadInput },
    workspace: inputs.workspace,
    ...(inputs.schema === undefined ? {} : { schema: inputs.schema }),
    ...(inputs.frames ? { frames: inputs.frames } : {}),
  };
}

/**
 * The result of a gather: canonical JSON for the `result` output (which holds it when it
 * fits the 1 MB GitHub keeps for one output), and the result file at result-path, an
 * envelope that also carries the frames of the fans enclosing the gathered fan, so that
 * emitting the file on keeps them.
 */
import { canonicalJson } from '../../canonical/index.js';
import { writeFileAtomic } from '../../canonical/write.js';
import type { FanFrame } from '../../contracts/index.js';
import { asFrames, isPlainObject } from '../index.js';

export const RESULT_FORMAT = 'squadscope-result/1';
export const RESULT_SCHEMA_VERSION = 1;

/** The file at result-path: the result and the frames it carries on. */
export interface ResultEnvelope {
  format: typeof RESULT_FORMAT;
  schema_version: typeof RESULT_SCHEMA_VERSION;
  fan: FanFrame[];
  result: unknown;
}

export function resultEnvelope(frames: readonly FanFrame[], result: unknown): ResultEnvelope {
  return {
    format: RESULT_FORMAT,
    schema_version: RESULT_SCHEMA_VERSION,
    fan: frames.map((f) => ({ ...f })),
    result: result ?? null,
  };
}

/**
 * The frames and result of `value` when it is a result envelope; null when it is not one
 * (another format). An envelope of another version, or with bad frames, is an error.
 */
export function readResultEnvelope(
  value: unknown,
  source: string,
): { frames: FanFrame[]; result: unknown } | null {
  if (!isPlainObject(value) || value['format'] !== RESULT_FORMAT) return null;
  if (value['schema_version'] !== RESULT_SCHEMA_VERSION) {
    throw new RangeError(
      `${source} is a ${RESULT_FORMAT} file of schema_version ${JSON.stringify(value['schema_version'])?.slice(0, 40)}, not ${RESULT_SCHEMA_VERSION}`,
    );
  }
  const frames = asFrames(value['fan']);
  if (frames === null || !Object.hasOwn(value, 'result')) {
    throw new RangeError(`${source} is a ${RESULT_FORMAT} file without a valid fan and result`);
  }
  return { frames, result: value['result'] };
}

export const MAX_OUTPUT_BYTES = 1_000_000;

export class ResultTooLargeError extends Error {
  constructor(
    readonly bytes: number,
    path: string,
  ) {
    super(
      `the result is ${bytes} bytes, above the ${MAX_OUTPUT_BYTES} bytes a job output holds (on-large-result: fail): it is in ${path} (result-path); read the file in this job`,
    );
    this.name = 'ResultTooLargeError';
  }
}

/** The result's bytes, and whether they fit in an output. */
export function resultText(result: unknown): { text: string; bytes: number; fits: boolean } {
  const text = canonicalJson(result ?? null);
  const bytes = Buffer.byteLength(text);
  return { text, bytes, fits: bytes <= MAX_OUTPUT_BYTES };
}

/**
 * Writes the result envelope to `path` (canonical JSON and a newline) and answers the
 * result's own text (the `result` output). Atomic (a temporary file renamed into place): a
 * reader never sees half a result, and a cancelled job leaves the previous file whole.
 */
export async function writeResult(
  path: string,
  result: unknown,
  frames: readonly FanFrame[],
): Promise<{ text: string; bytes: number; fits: boolean }> {
  const out = resultText(result);
  await writeFileAtomic(path, `${canonicalJson(resultEnvelope(frames, result))}\n`);
  return out;
}

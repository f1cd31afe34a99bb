/**
 * Leg artifacts of a fan (any matrix, via `emit`): the artifact holds one file, leg.json, an
 * envelope `{format, fan, payload}` whose `fan` is the frame stack (outermost first) and
 * `payload` the leg's result. The names of leg and state artifacts are built and parsed in
 * src/contracts/artifact-names.ts.
 */
import { canonicalJson, parseStrict } from '../../canonical/index.js';
import type { FanFrame } from '../../contracts/index.js';
import { ArtifactError } from '../../artifacts/errors.js';
import { LEG_FILE } from '../../contracts/artifact-names.js';
import { asFrames, findFrame, isPlainObject, type Arrival } from '../index.js';
import { MAX_FRAME_DEPTH } from '../../contracts/generated/limits.js';
import { messageOf } from '../../base/error-message.js';

export const LEG_FORMAT = 'squadscope-leg/1';
/**
 * The version of the envelope's fields (`matrix` came with it). A leg without one was
 * written by an earlier emit and is read as this version; any other version is refused.
 */
export const LEG_SCHEMA_VERSION = 1;
/** Largest leg file read (a leg is a result, not a dataset: use the okf kernel for those). */
export const MAX_LEG_BYTES = 64 * 1024 * 1024;
export const MAX_STATE_BYTES = 256 * 1024 * 1024;

/**
 * Refuses to upload a file its reader would refuse: a gather downloads leg and state files
 * with the limits above, so a larger file would only fail later, on the gathering side.
 */
export function checkUploadSize(what: string, data: string, maxBytes: number): void {
  const bytes = Buffer.byteLength(data);
  if (bytes > maxBytes) {
    throw new ArtifactError(
      'too_large',
      `${what} is ${bytes} bytes, above the ${maxBytes} bytes a gather reads: not uploaded`,
    );
  }
}

export interface LegEnvelope {
  format: typeof LEG_FORMAT;
  schema_version: typeof LEG_SCHEMA_VERSION;
  fan: FanFrame[];
  /** The matrix combination of the job that emitted the leg, when it had one. */
  matrix?: Record<string, unknown>;
  payload: unknown;
}

/** The bytes of leg.json. */
export function legFile(
  frames: readonly FanFrame[],
  payload: unknown,
  matrix: Record<string, unknown> | null = null,
): string {
  const envelope: LegEnvelope = {
    format: LEG_FORMAT,
    schema_version: LEG_SCHEMA_VERSION,
    fan: [...frames],
    ...(matrix === null ? {} : { matrix }),
    payload,
  };
  return `${canonicalJson(envelope)}\n`;
}

/**
 * The arrival a leg artifact makes, or a reason to reject it: strict JSON, the envelope
 * format, a frame stack, and a frame of this fan whose seq is the one in the name.
 */
export function readLeg(
  name: string,
  bytes: Buffer,
  fanId: string,
  expect: { seq: number; attempt: number },
): { arrival: Arrival<unknown> } | { rejected: string } {
  let value: unknown;
  try {
    value = parseStrict(bytes, { maxBytes: MAX_LEG_BYTES, source: `${name}/${LEG_FILE}` });
  } catch (error) {
    return { rejected: messageOf(error) };
  }
  if (!isPlainObject(value) || value['format'] !== LEG_FORMAT) {
    return { rejected: `${LEG_FILE} is not a ${LEG_FORMAT} envelope` };
  }
  if (Object.hasOwn(value, 'schema_version') && value['schema_version'] !== LEG_SCHEMA_VERSION) {
    return {
      rejected: `${LEG_FILE} has schema_version ${JSON.stringify(value['schema_version'])?.slice(0, 40)}, not ${LEG_SCHEMA_VERSION} (written by another version of emit)`,
    };
  }
  const matrix = value['matrix'];
  if (matrix !== undefined && !isPlainObject(matrix)) {
    return { rejected: `${LEG_FILE} has a matrix that is not a JSON object` };
  }
  const frames = asFrames(value['fan']);
  if (frames === null) {
    return {
      rejected: `${LEG_FILE} has no valid fan frame stack (at most ${MAX_FRAME_DEPTH} frames, each a fan id and integers 0 <= seq < expected)`,
    };
  }
  const own = findFrame(frames, fanId)?.frame;
  // The name says this fan; a stack without its frame cannot say which seq it fills.
  if (own === undefined) return { rejected: 'its frames hold no frame of this fan' };
  if (own.seq !== expect.seq) {
    return { rejected: `its frame says seq ${own.seq}, its name seq ${expect.seq}` };
  }
  return {
    arrival: {
      frames,
      attempt: expect.attempt,
      name,
      item: value['payload'],
      ...(matrix === undefined ? {} : { matrix }),
    },
  };
}

/**
 * emit: publishes one leg of a fan as an artifact. The leg's frames are the frames it
 * inherits (given, or carried by a gather result file or a leg file used as the payload)
 * with this fan's frame pushed on top; when the top inherited frame is already this fan's,
 * the leg is that frame's leg (a gathered result emitted back into its enclosing fan).
 */
import { uploadOnce } from '../../artifacts/upload-once.js';
import type { ArtifactStore } from '../../artifacts/index.js';
import { fanLegArtifactName, LEG_FILE } from '../../contracts/artifact-names.js';
import type { FanFrame } from '../../contracts/index.js';
import { isPlainObject, legFrames, sameFrames } from '../index.js';
import { MAX_FRAME_DEPTH } from '../../contracts/generated/limits.js';
import { checkUploadSize, LEG_FORMAT, legFile, MAX_LEG_BYTES } from './legs.js';
import { asFrames } from '../frames.js';
import { workspacePath } from './paths.js';
import {
  bomNote,
  checkPayloadSchema,
  parsePayloadValue,
  readJsonFile,
  readPayloadFile,
} from './payload.js';
import { readResultEnvelope } from './result.js';

export interface EmitOptions {
  fanId: string;
  /** This leg's place; not needed when the inherited top frame is of this fan (it decides). */
  seq?: number | undefined;
  expected?: number | undefined;
  attempt: number;
  payload: unknown;
  /** Frames of the enclosing fans; default: those a result or leg file payload carries. */
  frames?: readonly FanFrame[] | undefined;
  /** The matrix combination of the job, recorded in the leg (null or absent: none). */
  matrix?: Record<string, unknown> | null | undefined;
}

export interface Emitted {
  artifact: string;
  frames: FanFrame[];
  /** This leg's place in the fan (its top frame). */
  seq: number;
  expected: number;
  /** The leg is the top inherited frame's leg: seq and expected came from that frame. */
  inherited: boolean;
  /** 'same': the artifact already existed with these bytes (a local rerun). */
  outcome: 'uploaded' | 'same';
}

/** The frames and payload of a leg file (squadscope-leg/1) used as a payload, or null. */
function legEnvelopeOf(payload: unknown): { frames: FanFrame[]; result: unknown } | null {
  if (!isPlainObject(payload) || payload['format'] !== LEG_FORMAT) return null;
  const frames = asFrames(payload['fan']);
  if (frames === null || !Object.hasOwn(payload, 'payload')) {
    throw new RangeError(`the payload is a ${LEG_FORMAT} file without a valid fan and payload`);
  }
  return { frames, result: payload['payload'] };
}

/**
 * What a leg inherits and publishes: a gather result file (`squadscope-result/1`) or a leg
 * file (`squadscope-leg/1`) given as the payload is unwrapped: its result (or payload) is
 * published, its frames inherited. Frames given as well must be the same ones.
 */
export function incomingLeg(
  payload: unknown,
  given?: readonly FanFrame[],
): { payload: unknown; frames: FanFrame[] } {
  const carried = readResultEnvelope(payload, 'the payload') ?? legEnvelopeOf(payload);
  if (carried === null) return { payload, frames: [...(given ?? [])] };
  const frames = carried.frames.map(({ fan_id, seq, expected }) => ({ fan_id, seq, expected }));
  if (given !== undefined && !sameFrames(frames, given)) {
    throw new RangeError(
      `the frames given (${JSON.stringify(given).slice(0, 300)}) differ from those the payload file carries (${JSON.stringify(frames).slice(0, 300)})`,
    );
  }
  return { payload: carried.result, frames };
}

export async function emitLeg(store: ArtifactStore, options: EmitOptions): Promise<Emitted> {
  const incoming = incomingLeg(options.payload, options.frames);
  const placed = legFrames(incoming.frames, options.fanId, options);
  const { frames } = placed;
  if (frames.length > MAX_FRAME_DEPTH) {
    throw new RangeError(
      `the leg would carry ${frames.length} frames, above the ${MAX_FRAME_DEPTH} a gather reads (fans nested too deep)`,
    );
  }
  const own = frames[frames.length - 1]!;
  const artifact = fanLegArtifactName(options.fanId, own.seq, options.attempt, options.matrix);
  const data = legFile(frames, incoming.payload, options.matrix ?? null);
  checkUploadSize(`leg ${artifact} (${LEG_FILE})`, data, MAX_LEG_BYTES);
  const outcome = await uploadOnce(store, artifact, [{ name: LEG_FILE, data }]);
  return {
    artifact,
    frames,
    seq: own.seq,
    expected: own.expected,
    inherited: placed.inherited,
    outcome,
  };
}

export interface EmitFilesOptions extends Omit<EmitOptions, 'payload'> {
  /**
   * Absolute path of the payload file and how the user named it (for messages), or the
   * value itself (JSON or YAML text).
   */
  payload: { path: string; name: string } | { value: string };
  /** Where a note goes (a dropped byte order mark). */
  note?: (line: string) => void;
  /** A JSON Schema path relative to the workspace. */
  schema?: string;
  workspace: string;
}

/** Reads the payload (its file, or the value given inline), checks it against its schema, and emits it. */
export async function emitFromFiles(
  store: ArtifactStore,
  options: EmitFilesOptions,
): Promise<Emitted> {
  const given = options.payload;
  const read =
    'value' in given ? parsePayloadValue(given.value) : await readPayloadFile(given.path);
  const name = 'value' in given ? 'value' : given.name;
  if (read.bomDropped)
    options.note?.(bomNote(`The ${'value' in given ? 'value' : 'payload file'}`));
  const payload = read.value;
  if (options.schema !== undefined) {
    const schemaPath = await workspacePath(options.workspace, options.schema, 'schema');
    await checkPayloadSchema(payload, await readJsonFile(schemaPath), {
      payload: name,
      schema: options.schema,
    });
  }
  return emitLeg(store, { ...options, payload });
}

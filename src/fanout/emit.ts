/**
 * emit: publishes one leg of a fan as an artifact. The leg's frames are the incoming frames
 * (given, or carried by the payload itself when it is a gather result or a leg of an outer
 * fan) with this fan's frame pushed on top.
 */
import { uploadOnce } from '../artifacts/upload-once.js';
import type { ArtifactStore } from '../artifacts/index.js';
import type { FanFrame } from '../contracts/index.js';
import { childFrames, isPlainObject } from '../gather/index.js';
import {
  asFrames,
  checkUploadSize,
  LEG_FILE,
  legArtifactName,
  legFile,
  MAX_FRAME_DEPTH,
  MAX_LEG_BYTES,
} from './legs.js';
import { workspacePath } from './paths.js';
import { checkPayloadSchema, readJsonFile } from './payload.js';

export interface EmitOptions {
  fanId: string;
  seq: number;
  expected: number;
  attempt: number;
  payload: unknown;
  /** Frames of the enclosing fans; default: the payload's own `fan`, else none. */
  frames?: readonly FanFrame[];
}

export interface Emitted {
  artifact: string;
  frames: FanFrame[];
  /** 'same': the artifact already existed with these bytes (a local rerun). */
  outcome: 'uploaded' | 'same';
}

/** The frames a leg inherits: given ones, else the payload's `fan` when it is a stack. */
export function incomingFrames(payload: unknown, given?: readonly FanFrame[]): FanFrame[] {
  if (given !== undefined) return [...given];
  const carried = isPlainObject(payload) ? asFrames(payload['fan']) : null;
  return carried ?? [];
}

export async function emitLeg(store: ArtifactStore, options: EmitOptions): Promise<Emitted> {
  const frames = childFrames(
    incomingFrames(options.payload, options.frames),
    options.fanId,
    options.seq,
    options.expected,
  );
  if (frames.length > MAX_FRAME_DEPTH) {
    throw new RangeError(
      `the leg would carry ${frames.length} frames, above the ${MAX_FRAME_DEPTH} a gather reads (fans nested too deep)`,
    );
  }
  const artifact = legArtifactName(options.fanId, options.seq, options.attempt);
  const data = legFile(frames, options.payload);
  checkUploadSize(`leg ${artifact} (${LEG_FILE})`, data, MAX_LEG_BYTES);
  const outcome = await uploadOnce(store, artifact, [{ name: LEG_FILE, data }]);
  return { artifact, frames, outcome };
}

export interface EmitFilesOptions extends Omit<EmitOptions, 'payload'> {
  /** Absolute path of the payload file, and how the user named it (for messages). */
  payload: { path: string; name: string };
  /** A JSON Schema path relative to the workspace. */
  schema?: string;
  workspace: string;
}

/** Reads the payload file, checks it against its schema, and emits it. */
export async function emitFromFiles(
  store: ArtifactStore,
  options: EmitFilesOptions,
): Promise<Emitted> {
  const payload = await readJsonFile(options.payload.path);
  if (options.schema !== undefined) {
    const schemaPath = await workspacePath(options.workspace, options.schema, 'schema');
    await checkPayloadSchema(payload, await readJsonFile(schemaPath), {
      payload: options.payload.name,
      schema: options.schema,
    });
  }
  return emitLeg(store, { ...options, payload });
}

/**
 * Resuming a persisted gather record (pure). The record comes from an artifact, so it is
 * untrusted: everything the engine relies on is checked, and a record of another fan,
 * collector, mode, kernel or options is refused rather than silently mixed in.
 */
import { canonicalJson } from '../canonical/index.js';
import type { GatherSpec } from './engine.js';
import { unpersistableProblem, type AnyKernel } from './kernel.js';
import { isPlainObject, jsonProblem } from './json-value.js';
import { areFrames } from './frames.js';
import {
  GATHER_FORMAT,
  GATHER_SCHEMA_VERSION,
  isFanSize,
  isSeqOf,
  type GatherRecord,
  type PassedDelivery,
} from './record.js';
import { MAX_FAN_SEQS } from '../contracts/generated/limits.js';

/** A persisted record that cannot be resumed: corrupt, or made for another gather. */
export class GatherStateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatherStateError';
  }
}

const PASS_OUTCOMES: ReadonlySet<unknown> = new Set<PassedDelivery['outcome']>([
  'duplicate',
  'superseded',
  'late_attempt',
]);

function isDelivery(
  value: unknown,
): value is Record<string, unknown> & { attempt: number; name: string } {
  return (
    isPlainObject(value) &&
    Number.isSafeInteger(value['attempt']) &&
    (value['attempt'] as number) >= 1 &&
    typeof value['name'] === 'string'
  );
}

function checkShape(value: Record<string, unknown>): string | null {
  const problem = jsonProblem(value);
  if (problem !== null) return problem;
  if (value['mode'] !== 'perfect' && value['mode'] !== 'latent')
    return 'mode is not perfect or latent';
  const expected = value['expected'];
  if (expected !== null && !isFanSize(expected)) {
    return `expected is not null or an integer from 1 to ${MAX_FAN_SEQS}`;
  }
  const n = (expected as number | null) ?? 0;
  if (!isPlainObject(value['seen'])) return 'seen is not an object';
  for (const [seq, delivery] of Object.entries(value['seen'])) {
    if (!/^(0|[1-9][0-9]*)$/.test(seq) || !isSeqOf(Number(seq), n))
      return `seen holds seq ${seq}, outside the fan`;
    if (!isDelivery(delivery)) return `seen[${seq}] is not {attempt, name}`;
  }
  for (const key of ['pending', 'passed', 'rejected'] as const) {
    if (!Array.isArray(value[key])) return `${key} is not an array`;
  }
  const held = new Set<unknown>();
  for (const slot of value['pending'] as unknown[]) {
    if (!isDelivery(slot) || !isSeqOf((slot as Record<string, unknown>)['seq'], n)) {
      return 'pending holds an entry that is not {seq, attempt, name, item} of the fan';
    }
    if (held.has(slot['seq'])) return `pending holds seq ${String(slot['seq'])} twice`;
    held.add(slot['seq']);
  }
  for (const passed of value['passed'] as unknown[]) {
    if (
      !isDelivery(passed) ||
      !isSeqOf(passed['seq'], n) ||
      !PASS_OUTCOMES.has(passed['outcome'])
    ) {
      return 'passed holds an entry that is not {seq, attempt, name, outcome} of the fan';
    }
  }
  for (const rejected of value['rejected'] as unknown[]) {
    if (
      !isPlainObject(rejected) ||
      typeof rejected['name'] !== 'string' ||
      typeof rejected['detail'] !== 'string'
    ) {
      return 'rejected holds an entry that is not {name, detail}';
    }
  }
  if (value['frames'] !== null && !areFrames(value['frames'])) {
    return 'frames is not null or a stack of {fan_id, seq, expected} frames';
  }
  if (typeof value['closed'] !== 'boolean') return 'closed is not a boolean';
  if (!['open', 'complete', 'incomplete'].includes(value['status'] as string))
    return 'status is not open, complete or incomplete';
  if (!isPlainObject(value['options'])) return 'options is not an object';
  return null;
}

/**
 * The first config field (see Kernel.config) where the persisted kernel state differs from
 * the state `kernel.init` derives from this gather's options; null when they all agree.
 */
function configProblem(state: unknown, spec: GatherSpec, kernel: AnyKernel): string | null {
  const fields = kernel.config ?? [];
  if (fields.length === 0) return null;
  // Not an object at all: the kernel's own shape check names that as corruption.
  if (!isPlainObject(state))
    return kernel.stateProblem ? null : 'its kernel state is not an object';
  const fresh = kernel.init(spec.options, { collector: spec.collector }) as Record<string, unknown>;
  for (const field of fields) {
    if (canonicalJson(state[field] ?? null) !== canonicalJson(fresh[field] ?? null)) {
      return `its kernel state's ${field} is ${JSON.stringify(state[field] ?? null).slice(0, 80)}, the options of this gather give ${JSON.stringify(fresh[field] ?? null).slice(0, 80)}`;
    }
  }
  return null;
}

/**
 * The record in the fields of the current version: a record without `schema_version` (kept
 * no frames) reads as one whose enclosing frames are not known yet; another version is
 * refused, naming it.
 */
function withSchemaVersion(
  value: Record<string, unknown>,
  fail: (why: string) => never,
): Record<string, unknown> {
  if (!Object.hasOwn(value, 'schema_version')) {
    return { ...value, schema_version: GATHER_SCHEMA_VERSION, frames: null };
  }
  if (value['schema_version'] !== GATHER_SCHEMA_VERSION) {
    return fail(
      `has schema_version ${JSON.stringify(value['schema_version'])?.slice(0, 40)}, not ${GATHER_SCHEMA_VERSION}: it was written by another version of gather`,
    );
  }
  return value;
}

/**
 * The record in `value`, checked against the gather `spec` it is resumed for and the
 * `kernel` that will fold into it. Throws {@link GatherStateError} naming what is wrong;
 * `where` names the source (an artifact).
 */
export function resumeGather(
  value: unknown,
  spec: GatherSpec,
  where: string,
  kernel: AnyKernel,
): GatherRecord {
  const fail = (why: string): never => {
    throw new GatherStateError(`gather state ${where} ${why}`);
  };
  const unpersistable = unpersistableProblem(kernel);
  if (unpersistable !== null) throw new RangeError(unpersistable);
  if (!isPlainObject(value)) return fail('is not a JSON object');
  if (value['format'] !== GATHER_FORMAT) {
    return fail(
      `is not a ${GATHER_FORMAT} record (format ${JSON.stringify(value['format'])?.slice(0, 60)})`,
    );
  }
  const versioned = withSchemaVersion(value, fail);
  const problem = checkShape(versioned);
  if (problem !== null) return fail(`is corrupt: ${problem}`);
  for (const key of ['fan_id', 'collector', 'mode', 'kernel'] as const) {
    if (value[key] !== spec[key]) {
      return fail(
        `belongs to another gather: its ${key} is ${JSON.stringify(value[key])?.slice(0, 80)}, this gather's ${JSON.stringify(spec[key]).slice(0, 80)}`,
      );
    }
  }
  if (canonicalJson(value['options']) !== canonicalJson(spec.options)) {
    return fail(
      'was made with other kernel options: use another collector name, or the same options',
    );
  }
  if (
    spec.expected !== undefined &&
    value['expected'] !== null &&
    value['expected'] !== spec.expected
  ) {
    return fail(`expects ${String(value['expected'])} seqs, this gather ${spec.expected}`);
  }
  const config = configProblem(value['state'], spec, kernel);
  if (config !== null) return fail(`does not match its kernel options: ${config}`);
  const state = kernel.stateProblem?.(value['state']) ?? null;
  if (state !== null) return fail(`is corrupt: its ${kernel.name} state ${state}`);
  const record = versioned as unknown as GatherRecord;
  // Saved before any leg told the fan's size: the size this gather is given holds from now.
  // (No seq was seen then: with expected null, checkShape admits none.)
  if (record.expected === null && spec.expected !== undefined) {
    return { ...record, expected: spec.expected };
  }
  return record;
}

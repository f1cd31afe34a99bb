/**
 * The fan-in's side of the ledger: reads every `metrics-…` artifact of the run, keeps for
 * each leg the newest attempt whose record is valid and belongs to this run's plan, and
 * says why each other one was left out. A record is untrusted input: size-limited, parsed
 * strictly, validated against leg_metrics_v1, and checked against the plan.
 */
import type { ArtifactStore } from '../artifacts/index.js';
import { parseStrict } from '../canonical/index.js';
import {
  attemptsByKey,
  legMetricsBase,
  legMetricsFileName,
  METRICS_PREFIX,
  parseAttemptName,
  splitAttemptName,
  type Attempted,
} from '../contracts/artifact-names.js';
import { validate, type LegMetrics } from '../contracts/index.js';
import { messageOf } from '../base/error-message.js';
import { runPool } from '../base/pool.js';

/** A metrics record is a few hundred bytes: anything past this is not one. */
export const MAX_RECORD_BYTES = 64 * 1024;

/** Where each planned leg sits: `<kind>/<id>` => its fan and seq. */
export type PlannedSeats = ReadonlyMap<string, { fan_id: string; seq: number }>;

export interface CollectedLedger {
  plan: LegMetrics | null;
  legs: LegMetrics[];
  leftOut: { artifact: string; reason: string }[];
}

/** The record in artifact `name`, or why it cannot be joined. */
async function readRecord(
  store: ArtifactStore,
  name: string,
  base: string,
  runId: string,
  seats: PlannedSeats,
): Promise<LegMetrics | string> {
  let files: Map<string, Buffer>;
  try {
    files = await store.download(name, { maxBytes: MAX_RECORD_BYTES, maxFiles: 1 });
  } catch (error) {
    return `cannot be read: ${messageOf(error)}`;
  }
  const [[file, bytes] = ['', Buffer.alloc(0)]] = [...files];
  let value: unknown;
  try {
    value = parseStrict(bytes, { source: file, maxBytes: MAX_RECORD_BYTES });
  } catch (error) {
    return `is not JSON: ${messageOf(error)}`;
  }
  const result = validate('leg_metrics_v1', value);
  if (!result.ok) {
    const first = result.errors[0];
    return `fails leg_metrics_v1 at ${first?.pointer || '/'}: ${first?.message ?? 'invalid'}`;
  }
  const record = value as LegMetrics;
  if (legMetricsBase(record.kind, record.leg_id) !== base || file !== legMetricsFileName(record))
    return `its record is of ${record.kind} ${record.leg_id}, not of the artifact's leg`;
  if (parseAttemptName(name, base) !== record.attempt)
    return `its record says attempt ${record.attempt}`;
  if (record.run_id !== runId) return `is of run ${record.run_id}, not ${runId}`;
  if (record.kind === 'plan') return record;
  const seat = seats.get(`${record.kind}/${record.leg_id}`);
  if (seat === undefined) return `${record.kind} leg ${record.leg_id} is not in the plan`;
  if (seat.fan_id !== record.fan_id || seat.seq !== record.seq)
    return `its fan_id and seq differ from the plan's (${seat.fan_id}, ${seat.seq})`;
  return record;
}

/**
 * Every metrics artifact of the store, newest attempt first for each leg; an attempt left
 * out falls back to the previous one, and each one left out is reported.
 */
export async function collectLedger(
  store: ArtifactStore,
  runId: string,
  seats: PlannedSeats,
): Promise<CollectedLedger> {
  const byBase = attemptsByKey(
    (await store.list()).map((a) => a.name),
    (name) => {
      const split = splitAttemptName(name);
      return split?.base.startsWith(METRICS_PREFIX)
        ? { key: split.base, attempt: split.attempt }
        : null;
    },
  );
  // Each leg's attempts are read newest first; legs are read concurrently (one download
  // each on GitHub) and joined in the order of their names.
  const perLeg = await runPool([...byBase], READ_CONCURRENCY, ([base, attempts]) =>
    newestValid(store, attempts, base, runId, seats),
  );
  const out: CollectedLedger = { plan: null, legs: [], leftOut: [] };
  for (const { record, leftOut } of perLeg) {
    out.leftOut.push(...leftOut);
    if (record === null) continue;
    if (record.kind === 'plan') out.plan = record;
    else out.legs.push(record);
  }
  return out;
}

/** Metrics records read at once. */
const READ_CONCURRENCY = 8;

/** The newest attempt of one leg whose record is valid, and why each newer one was not. */
async function newestValid(
  store: ArtifactStore,
  newestFirst: readonly Attempted[],
  base: string,
  runId: string,
  seats: PlannedSeats,
): Promise<{ record: LegMetrics | null; leftOut: CollectedLedger['leftOut'] }> {
  const leftOut: CollectedLedger['leftOut'] = [];
  for (const { name } of newestFirst) {
    const record = await readRecord(store, name, base, runId, seats);
    if (typeof record !== 'string') return { record, leftOut };
    leftOut.push({ artifact: name, reason: record.slice(0, 500) });
  }
  return { record: null, leftOut };
}

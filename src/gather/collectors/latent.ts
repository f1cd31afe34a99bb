/**
 * The latent collector (pure): a gather that never closes. Each pull folds, in the order
 * given, every seq not folded yet and returns the result so far. A seq already folded is
 * never folded again: another copy of its attempt is a `duplicate`, an older attempt
 * `superseded`, a newer one `late_attempt` (reported, not folded: the folded state cannot
 * take an item back out).
 */
import { passOutcome, sortArrivals } from '../dedup.js';
import { finalizeState, fold, foldOf, type Arrival, type PullReport } from '../fold.js';
import type { AnyKernel } from '../kernel.js';
import {
  comparePassed,
  mergeSorted,
  withRejected,
  type GatherRecord,
  type PassedDelivery,
} from '../record.js';

function statusOf(record: GatherRecord): GatherRecord['status'] {
  return record.expected !== null && Object.keys(record.seen).length === record.expected
    ? 'complete'
    : 'open';
}

/** Folds the new seqs among `arrivals` into a latent record (the record given is unchanged). */
export async function pullLatent(
  record: GatherRecord & { expected: number },
  arrivals: readonly Arrival<unknown>[],
  kernel: AnyKernel,
): Promise<{ record: GatherRecord; report: PullReport }> {
  const seen = { ...record.seen };
  const passed: PassedDelivery[] = [];
  const added: number[] = [];
  const { ours, rejected, foreign } = sortArrivals(arrivals, record.fan_id, record.expected);
  let state = record.state;
  for (const { arrival, frame } of ours) {
    const { seq } = frame;
    const incoming = { attempt: arrival.attempt, name: arrival.name };
    const held = seen[String(seq)];
    if (held === undefined) {
      state = await fold(kernel, state, foldOf(arrival, frame));
      seen[String(seq)] = incoming;
      added.push(seq);
    } else if (held.attempt !== incoming.attempt || held.name !== incoming.name) {
      // The same attempt under another name is a copy: in latent mode a folded seq stays.
      const outcome =
        incoming.attempt > held.attempt ? 'late_attempt' : passOutcome(incoming, held);
      passed.push({ seq, ...incoming, outcome });
    }
  }
  let next: GatherRecord = {
    ...record,
    seen,
    passed: mergeSorted(record.passed, passed, comparePassed),
    rejected: withRejected(record, rejected),
    state,
  };
  if (added.length > 0 || record.result === null) {
    next = { ...next, result: await finalizeState(kernel, state) };
  }
  next = { ...next, status: statusOf(next) };
  return { record: next, report: { added: added.sort((a, b) => a - b), foreign } };
}

/**
 * The `rlm` kernel (pure part): a durable record that outlives the run, e.g. a
 * week-over-week history. A gather with this kernel collects its items like `append`; once
 * it closes, its result becomes one entry of the record, keyed by run id, and the publish
 * step (src/gather/io/rlm-publish.ts) folds it into the record file with {@link foldRlmRecord}.
 *
 * The record keeps at most `max-entries` entries; older ones are compacted into a digest by
 * a summarizer (each item of a compacted entry is added to it). Folding is idempotent by run
 * id: a rerun replaces its entry (keeping its place), and a run already compacted into the
 * digest is never counted again.
 */
import { canonicalJson } from '../../canonical/index.js';
import type { Kernel } from '../kernel.js';
import { intOption, onlyOptions, stringOption } from '../options.js';
import type { Summarizer } from '../summarizer.js';
import { appendKernel, type AppendState } from './append.js';
import { itemsProblem } from './state-shape.js';

export const RLM_FORMAT = 'squadscope-rlm/1';
export const MAX_RLM_ENTRIES = 10_000;

export interface RlmEntry {
  run_id: string;
  result: unknown;
}

export interface RlmRecord {
  format: typeof RLM_FORMAT;
  /** Newest last; run ids distinct. */
  entries: RlmEntry[];
  /** Run ids compacted into the digest, sorted. */
  compacted: string[];
  digest: unknown;
}

export interface RlmState extends AppendState {
  record: string;
  max_entries: number;
  summarize: string;
  run_id: string | null;
}

export type RlmFoldOutcome = 'added' | 'replaced' | 'unchanged' | 'already-compacted';

export function emptyRlmRecord(summarizer: Summarizer): RlmRecord {
  return { format: RLM_FORMAT, entries: [], compacted: [], digest: summarizer.init() };
}

/** Folds the result of run `runId` into the record (returns a new record). */
export async function foldRlmRecord(
  record: RlmRecord,
  entry: RlmEntry,
  maxEntries: number,
  summarizer: Summarizer,
): Promise<{ record: RlmRecord; outcome: RlmFoldOutcome }> {
  if (record.compacted.includes(entry.run_id)) return { record, outcome: 'already-compacted' };
  const at = record.entries.findIndex((e) => e.run_id === entry.run_id);
  const entries = [...record.entries];
  let outcome: RlmFoldOutcome = 'added';
  if (at >= 0) {
    outcome =
      canonicalJson(entries[at]!.result) === canonicalJson(entry.result) ? 'unchanged' : 'replaced';
    entries[at] = { run_id: entry.run_id, result: entry.result };
  } else {
    entries.push({ run_id: entry.run_id, result: entry.result });
  }
  let digest = record.digest;
  const compacted = [...record.compacted];
  while (entries.length > maxEntries) {
    const old = entries.shift()!;
    for (const item of Array.isArray(old.result) ? old.result : [old.result]) {
      digest = await summarizer.add(digest, item, null);
    }
    compacted.push(old.run_id);
  }
  compacted.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return { record: { format: RLM_FORMAT, entries, compacted, digest }, outcome };
}

export const rlmKernel: Kernel<RlmState, unknown[]> = {
  name: 'rlm',
  config: ['record', 'max_entries', 'summarize', 'run_id'],
  init(options) {
    onlyOptions('rlm', options, ['record', 'max-entries', 'summarize', 'run-id']);
    const runId = options['run-id'] === undefined ? null : stringOption(options, 'run-id');
    return {
      ...appendKernel.init({}),
      record: stringOption(options, 'record'),
      max_entries: intOption(options, 'max-entries', { min: 1, max: MAX_RLM_ENTRIES, default: 52 }),
      summarize: stringOption(options, 'summarize', 'stats'),
      run_id: runId,
    };
  },
  stateProblem: itemsProblem,
  async apply(state, item, origin) {
    const { items } = await appendKernel.apply(state, item, origin);
    return { ...state, items };
  },
  finalize: (state) => appendKernel.finalize(state) as unknown[],
};

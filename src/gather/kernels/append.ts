/**
 * The `append` kernel (pure): the items in seq order. Each item is inserted at its seq, so
 * the result does not depend on the order of the folds (perfect and latent agree).
 *
 * With the option `key-by` the result is an object instead, each item under its key (see
 * ./result-key.ts): the keys decide nothing about the order (canonical JSON sorts them), and
 * two seqs with one key are an error naming both.
 */
import type { Kernel } from '../kernel.js';
import { onlyOptions } from '../options.js';
import { itemsProblem } from './state-shape.js';
import { parseKeyBy, resultKey, type KeyBy } from './result-key.js';

export interface AppendState {
  /** Sorted by seq; one entry per seq; `key` only when the kernel keys its result. */
  items: { seq: number; item: unknown; key?: string }[];
  /** The `key-by` option, parsed (absent: the result is a list). */
  key_by?: KeyBy;
}

/** Index of the first entry whose seq is >= `seq`. */
function insertionPoint(items: AppendState['items'], seq: number): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (items[mid]!.seq < seq) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function keyedProblem(state: unknown): string | null {
  const problem = itemsProblem(state);
  if (problem !== null) return problem;
  const { items, key_by } = state as AppendState;
  if (key_by === undefined) return null;
  return items.every((e) => typeof e.key === 'string')
    ? null
    : 'items holds an entry without its key';
}

export const appendKernel: Kernel<AppendState, unknown> = {
  name: 'append',
  init(options) {
    onlyOptions('append', options, ['key-by']);
    const keyBy = options['key-by'];
    return keyBy === undefined ? { items: [] } : { items: [], key_by: parseKeyBy(keyBy) };
  },
  config: ['key_by'],
  stateProblem: keyedProblem,
  apply(state, item, origin) {
    const at = insertionPoint(state.items, origin.seq);
    if (state.items[at]?.seq === origin.seq) {
      throw new Error(`append: seq ${origin.seq} folded twice`);
    }
    const entry: AppendState['items'][number] = { seq: origin.seq, item };
    if (state.key_by !== undefined) {
      const key = resultKey(state.key_by, item, origin);
      const other = state.items.find((e) => e.key === key);
      if (other !== undefined) {
        const [a, b] = [other.seq, origin.seq].sort((x, y) => x - y);
        throw new Error(
          `seqs ${a} and ${b} both have the key ${JSON.stringify(key.slice(0, 200))} (key-by ${state.key_by})`,
        );
      }
      entry.key = key;
    }
    const items = [...state.items];
    items.splice(at, 0, entry);
    return { ...state, items };
  },
  finalize: (state) =>
    state.key_by === undefined
      ? state.items.map((entry) => entry.item)
      : Object.fromEntries(state.items.map((entry) => [entry.key!, entry.item])),
};

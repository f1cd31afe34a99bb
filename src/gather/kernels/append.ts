/**
 * The `append` kernel (pure): the items in seq order. Each item is inserted at its seq, so
 * the result does not depend on the order of the folds (perfect and latent agree).
 */
import type { Kernel } from '../kernel.js';
import { onlyOptions } from '../options.js';
import { itemsProblem } from './state-shape.js';

export interface AppendState {
  /** Sorted by seq; one entry per seq. */
  items: { seq: number; item: unknown }[];
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

export const appendKernel: Kernel<AppendState, unknown[]> = {
  name: 'append',
  init(options) {
    onlyOptions('append', options, []);
    return { items: [] };
  },
  stateProblem: itemsProblem,
  apply(state, item, origin) {
    const at = insertionPoint(state.items, origin.seq);
    if (state.items[at]?.seq === origin.seq) {
      throw new Error(`append: seq ${origin.seq} folded twice`);
    }
    const items = [...state.items];
    items.splice(at, 0, { seq: origin.seq, item });
    return { items };
  },
  finalize: (state) => state.items.map((entry) => entry.item),
};

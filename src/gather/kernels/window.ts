/**
 * The `window` kernel (pure): keeps the last `size` items verbatim and folds each item it
 * evicts into a digest through a summarizer (built-in `stats`, or a user module resolved by
 * the caller). "Last" is fold order: a perfect gather folds in seq order, so its result is
 * deterministic; a latent gather folds legs as pulls find them.
 */
import type { Kernel } from '../kernel.js';
import { intOption, onlyOptions, stringOption } from '../options.js';
import { isPlainObject } from '../json-value.js';
import { builtinSummarizers, type SummarizerResolver } from '../summarizer.js';
import { seqEntriesProblem } from './state-shape.js';

export const MAX_WINDOW_SIZE = 10_000;

export interface WindowState {
  size: number;
  summarize: string;
  /** The last `size` items folded, oldest first. */
  recent: { seq: number; item: unknown }[];
  /** Items evicted so far. */
  evicted: number;
  digest: unknown;
}

export interface WindowResult {
  /** The last `size` items, oldest first. */
  items: unknown[];
  /** How many older items the digest summarizes. */
  evicted: number;
  digest: unknown;
}

export function makeWindowKernel(resolve: SummarizerResolver): Kernel<WindowState, WindowResult> {
  return {
    name: 'window',
    config: ['size', 'summarize'],
    init(options) {
      onlyOptions('window', options, ['size', 'summarize']);
      const size = intOption(options, 'size', { min: 1, max: MAX_WINDOW_SIZE });
      const summarize = stringOption(options, 'summarize', 'stats');
      const summarizer = resolve(summarize, 'summarize');
      return { size, summarize, recent: [], evicted: 0, digest: summarizer.init() };
    },
    stateProblem(state) {
      // size and summarize are config fields: checked against the options before this.
      if (!isPlainObject(state)) return 'is not an object';
      const { recent, evicted, size, summarize, digest } = state;
      const entries = seqEntriesProblem(recent, 'recent', false);
      if (entries !== null) return entries;
      if ((recent as unknown[]).length > (size as number))
        return `recent holds more than ${String(size)} items`;
      if (!Number.isSafeInteger(evicted) || (evicted as number) < 0)
        return 'evicted is not a count';
      const summary = resolve(summarize as string, 'summarize').digestProblem?.(digest) ?? null;
      return summary === null ? null : `digest ${summary}`;
    },
    async apply(state, item, origin) {
      const recent = [...state.recent, { seq: origin.seq, item }];
      if (recent.length <= state.size) return { ...state, recent };
      const out = recent.shift()!;
      const summarizer = resolve(state.summarize, 'summarize');
      const frame = { ...origin.frame, seq: out.seq };
      const digest = await summarizer.add(state.digest, out.item, frame);
      return { ...state, recent, evicted: state.evicted + 1, digest };
    },
    async finalize(state) {
      const summarizer = resolve(state.summarize, 'summarize');
      return {
        items: state.recent.map((r) => r.item),
        evicted: state.evicted,
        digest: await summarizer.finish(state.digest),
      };
    },
  };
}

/** The window kernel with the built-in summarizers only. */
export const windowKernel = makeWindowKernel(builtinSummarizers);

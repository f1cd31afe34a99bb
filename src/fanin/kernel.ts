/**
 * The crawl fan-in's gathers on the gather engine (src/gather): each planned fan is a
 * perfect gather of collector `fan-in` whose kernel is the fan-in's merge. The engine decides
 * everything about arrivals (which frame is the fan's, which attempt of a seq is kept, what
 * is a duplicate or superseded, when the fan is complete: the one rule of
 * src/gather/dedup.ts); the fan-in keeps its own validation (before) and merge (the kernel).
 *
 * The kernels are in-memory kernels (src/gather/kernel.ts, `inMemory`): the fan-in opens,
 * pulls and closes each gather in one pass and never persists one, so a kernel keeps each
 * leg's item by seq and the fan's merge in memory (the typed-array article set, the
 * repository set) and folds into them in place. A JSON state would copy every article at
 * every fold, the cost the typed arrays exist to avoid (docs/performance.md).
 */
import {
  closeIncomplete,
  onlyOptions,
  openGather,
  pull,
  type Arrival,
  type GatherRecord,
  type Kernel,
} from '../gather/index.js';
import type { GithubItem, RssItem } from './leg-check.js';
import { addShard, emptyRepoSet, type RepoSet } from './merge-github.js';
import { ArticleSet } from './fast/merge-news.js';

/** The collector name of the fan-in's gathers. */
export const FAN_IN_COLLECTOR = 'fan-in';

/** What a fan-in kernel holds: each folded leg's item by seq, and the fan's merge of them. */
export interface LegFold<T, M> {
  items: Map<number, T>;
  merged: M;
}

export type FanInKernel<T, M> = Kernel<LegFold<T, M>, LegFold<T, M>>;

/** A kernel that keeps each item by seq and folds it into `merged` with `add`. */
export function foldKernel<T, M>(
  name: string,
  start: () => M,
  add: (merged: M, item: T) => void,
): FanInKernel<T, M> {
  return {
    name,
    inMemory: true,
    init(options) {
      onlyOptions(name, options, []);
      return { items: new Map(), merged: start() };
    },
    apply(state, item, origin) {
      state.items.set(origin.seq, item as T);
      add(state.merged, item as T);
      return state;
    },
    finalize: (state) => state,
  };
}

/**
 * The news kernel: the articles of every leg into one article set (order-independent: the
 * winner of each URL identity is decided by a total order). `expectedArticles` sizes it.
 */
export function newsKernel(
  keepQueryParams: ReadonlySet<string>,
  expectedArticles: number,
): FanInKernel<RssItem, ArticleSet> {
  return foldKernel(
    'fan-in-news',
    () => new ArticleSet(keepQueryParams, expectedArticles),
    (set, item) => void set.add(item.articles),
  );
}

/** The GitHub kernel: the repositories of every shard into one repository set. */
export function githubKernel(): FanInKernel<GithubItem, RepoSet> {
  return foldKernel('fan-in-github', emptyRepoSet, (set, item) =>
    addShard(set, item.shard_id, item.repositories),
  );
}

/** One fan gathered: the closed record, and what its kernel folded. */
export interface FanGather<T, M> {
  /** The fan's planned number of seqs. */
  expected: number;
  record: GatherRecord;
  folded: LegFold<T, M>;
}

/** The leg held for `seq`: its artifact, attempt and item. */
export interface HeldLeg<T> {
  name: string;
  attempt: number;
  item: T;
}

/**
 * Gathers one fan from the valid legs that arrived (in any order): one pull of the perfect
 * gather, then, when seqs are missing, the close that folds the ones present
 * (status `incomplete`). Every arrival was validated against the same plan, so an arrival the
 * engine finds foreign or invalid is a bug here, not a bad leg.
 */
export async function gatherFan<T, M>(
  fan: { fan_id: string; expected: number },
  arrivals: readonly Arrival<T>[],
  kernel: FanInKernel<T, M>,
): Promise<FanGather<T, M>> {
  const spec = {
    fan_id: fan.fan_id,
    collector: FAN_IN_COLLECTOR,
    mode: 'perfect' as const,
    kernel: kernel.name,
    options: {},
    expected: fan.expected,
  };
  const pulled = await pull(openGather(spec, kernel), arrivals, kernel);
  const refused = pulled.record.rejected[0];
  if (pulled.report.foreign > 0 || refused !== undefined) {
    const why = refused ? `${refused.name}: ${refused.detail}` : 'an arrival without its frame';
    throw new Error(`gather ${fan.fan_id} refused a leg that validation accepted (${why})`);
  }
  const record = await closeIncomplete(pulled.record, kernel);
  return { expected: fan.expected, record, folded: record.result as LegFold<T, M> };
}

/** The leg the gather kept for `seq`, if any. */
export function heldLeg<T>(gather: FanGather<T, unknown>, seq: number): HeldLeg<T> | undefined {
  const seen = gather.record.seen[String(seq)];
  const item = gather.folded.items.get(seq);
  if (seen === undefined || item === undefined) return undefined;
  return { name: seen.name, attempt: seen.attempt, item };
}

/** The items kept, in seq order. */
export function heldItems<T>(gather: FanGather<T, unknown>): T[] {
  return [...gather.folded.items.entries()].sort(([a], [b]) => a - b).map(([, item]) => item);
}

/** Every seq holds a leg. */
export function isComplete(gather: FanGather<unknown, unknown>): boolean {
  return gather.record.status === 'complete';
}

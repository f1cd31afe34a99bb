/**
 * Types shared inside src/github. The contract types (GithubShard, Repository, RunContext …)
 * live in src/contracts; these are the shapes around them: the shard ids, the crawl window,
 * the search API's answer and the star snapshot.
 */

// One list of shard ids for the suite: the planner's (src/runcontext), in monolithic order.
export { isShardId, SHARD_IDS, type ShardId } from '../runcontext/shards.js';

/** The crawl window of the run context: `since` inclusive, `until` exclusive, `YYYY-MM-DDTHH:MM:SSZ`. */
export interface CrawlWindow {
  since: string;
  until: string;
}

/** One page of `GET /search/repositories`, after its shape was checked. */
export interface SearchPage {
  total_count: number;
  incomplete_results: boolean;
  /** The raw items: each is checked and mapped one by one (a bad item is counted, not fatal). */
  items: unknown[];
}

/** One query of a shard and what paging it found; the shard artifact's `queries` entries. */
export interface QueryReport {
  q: string;
  /** The API's total_count on the first page (what matched, not what can be fetched). */
  total_count: number;
  /** True when any page said incomplete_results (the search timed out on GitHub's side). */
  incomplete_results: boolean;
  /** Items received (before filters and de-duplication). */
  fetched: number;
  /** True when more results matched than were fetched: max-results or GitHub's 1,000 cap. */
  capped: boolean;
  /** Set when the query was not run, with the reason (then the counts are zero). */
  skipped?: string;
}

export type { StarSnapshot } from '../contracts/index.js';

/**
 * Types shared inside src/github. The contract types (GithubShard, Repository, RunContext …)
 * live in src/contracts; these are the shapes around them: the shard ids, the crawl window,
 * the search API's answer and the star snapshot.
 */

import type { OwnGithubShard } from '../contracts/index.js';

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

/**
 * One query of a shard and what paging it found: the shard artifact's `queries` entries.
 * `total_count` is the API's count on the first page (what matched, not what can be
 * fetched); `incomplete_results` is true when any page said so (the search timed out on
 * GitHub's side); `fetched` counts the items received before filters and de-duplication;
 * `skipped` says why a query was not run (its counts are then zero).
 */
export type QueryReport = OwnGithubShard['queries'][number];

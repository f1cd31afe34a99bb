/**
 * The shard artifact (github_shard_v1) from what a shard run collected. Pure: the same
 * inputs give the same bytes, whatever order the repositories arrived in.
 */
import type { FanFrame, FullRepository, OwnGithubShard, RunContext } from '../contracts/index.js';
import { checksumOf, compareStrings, sortedBy } from '../canonical/index.js';
import type { QueryReport } from './types.js';
import type { ShardId } from '../runcontext/index.js';

export interface ApiMetrics {
  calls_made: number;
  cache_hits: number;
  cache_misses: number;
  secondary_rate_limit_events: number;
  search_api_remaining: number | null;
}

export interface ShardParts {
  shardId: ShardId;
  runContext: RunContext;
  fan: FanFrame[];
  repositories: readonly FullRepository[];
  apiMetrics: ApiMetrics;
  queries: readonly QueryReport[];
  filterSummary: Readonly<Record<string, number>>;
  /** The stars of every search result read, dropped ones too (the star snapshot's input). */
  candidateStars: ReadonlyMap<string, number>;
}

/** The checksum of the contract: over the repositories sorted by full_name. */
export function repositoriesChecksum(repositories: readonly FullRepository[]): string {
  return checksumOf(sortedBy(repositories, (r) => r.full_name));
}

/**
 * The artifact, repositories sorted by full_name (the order of the checksum and of the
 * canonical output; the search order carries no meaning once merged).
 */
export function buildGithubShard(parts: ShardParts): OwnGithubShard {
  const repositories = sortedBy(parts.repositories, (r) => r.full_name);
  return {
    schema_version: 'github_shard_v1',
    shard_id: parts.shardId,
    run_context: parts.runContext,
    fan: parts.fan,
    repositories,
    api_metrics: { ...parts.apiMetrics },
    queries: parts.queries.map((q) => ({ ...q })),
    filter_summary: { ...parts.filterSummary },
    candidate_stars: Object.fromEntries(
      [...parts.candidateStars].sort(([a], [b]) => compareStrings(a, b)),
    ),
    checksum: checksumOf(repositories),
  };
}

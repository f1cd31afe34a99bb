/**
 * The repository merge (pure). Repositories are deduplicated by full_name across every
 * shard: the record with the highest stars_gained wins (null counts lowest), ties decided
 * by canonical JSON (smallest first), a total order, so the merge is associative and
 * commutative. List membership comes from the shards: `new_repos` is the union of the
 * new_repos, topic_primary and topic_secondary shards, `trending_repos` the trending
 * shard; a repository in both lists appears in both with the same (winning) record.
 */
import { canonicalJson, compareStrings } from '../canonical/index.js';
import type { GithubShard, Repository } from '../contracts/index.js';

export type ShardId = GithubShard['shard_id'];

export interface RepoSet {
  records: Map<string, Repository>;
  newRepos: Set<string>;
  trending: Set<string>;
}

export function emptyRepoSet(): RepoSet {
  return { records: new Map(), newRepos: new Set(), trending: new Set() };
}

/** Negative when `a` wins over `b`. */
export function compareRepoWinners(a: Repository, b: Repository): number {
  const ga = a.stars_gained ?? -1;
  const gb = b.stars_gained ?? -1;
  if (ga !== gb) return gb - ga;
  return a === b ? 0 : compareStrings(canonicalJson(a), canonicalJson(b));
}

function keep(records: Map<string, Repository>, repo: Repository): void {
  const held = records.get(repo.full_name);
  if (held === undefined || compareRepoWinners(repo, held) < 0) records.set(repo.full_name, repo);
}

/** Adds one shard's repositories to `set` in place; returns `set`. */
export function addShard(
  set: RepoSet,
  shardId: ShardId,
  repositories: readonly Repository[],
): RepoSet {
  const list = shardId === 'trending_repos' ? set.trending : set.newRepos;
  for (const repo of repositories) {
    keep(set.records, repo);
    list.add(repo.full_name);
  }
  return set;
}

/** The merge of two partial results (neither is modified). */
export function mergeRepoSets(a: RepoSet, b: RepoSet): RepoSet {
  const records = new Map(a.records);
  for (const repo of b.records.values()) keep(records, repo);
  return {
    records,
    newRepos: new Set([...a.newRepos, ...b.newRepos]),
    trending: new Set([...a.trending, ...b.trending]),
  };
}

function listOf(set: RepoSet, names: ReadonlySet<string>): Repository[] {
  return [...names].sort(compareStrings).map((name) => set.records.get(name) as Repository);
}

/** Both lists, sorted by full_name. */
export function finalRepos(set: RepoSet): {
  new_repos: Repository[];
  trending_repos: Repository[];
} {
  return { new_repos: listOf(set, set.newRepos), trending_repos: listOf(set, set.trending) };
}

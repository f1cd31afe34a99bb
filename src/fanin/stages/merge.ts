/**
 * Fan-in stage "merge": the canonical GitHub file and the canonical news file, each built
 * (and validated) from what its gather holds when the policy lets it be written. Neither is
 * written here: both are built before either is put in place (write.ts).
 */
import type { RunContext } from '../../contracts/index.js';
import type { GithubItem } from '../leg-check.js';
import { runReader } from '../leg-files.js';
import { addShard, emptyRepoSet, finalRepos } from '../merge-github.js';
import { articleSetOf } from '../merge-news.js';
import { buildGithub, buildNews, type BuiltGithub, type BuiltNews } from '../outputs.js';
import type { PolicyResult } from '../policy.js';
import type { Collected } from './collect.js';
import type { Outcomes } from './verdicts.js';

export interface Merged {
  github?: BuiltGithub;
  news?: BuiltNews;
}

export interface MergeInput {
  runContext: RunContext;
  collected: Collected;
  outcomes: Outcomes;
  policy: PolicyResult;
  keepQueryParams: ReadonlySet<string>;
  threshold: number;
  mergedAt: string;
}

export function merge(input: MergeInput): Merged {
  const merged: Merged = {};
  const github = mergeGithub(input);
  if (github) merged.github = github;
  const news = mergeNews(input);
  if (news) merged.news = news;
  return merged;
}

function mergeGithub(input: MergeInput): BuiltGithub | undefined {
  const { policy, outcomes } = input;
  const gather = input.collected.gathers.github;
  if (!policy.writeGithub || !gather || !outcomes.github) return undefined;
  const set = emptyRepoSet();
  const shards: GithubItem[] = [];
  for (const slot of gather.slots()) {
    addShard(set, slot.item.shard_id, slot.item.repositories);
    shards.push(slot.item);
  }
  const lists = finalRepos(set);
  return buildGithub({
    runContext: input.runContext,
    legs: outcomes.github.legs,
    shards,
    newRepos: lists.new_repos,
    trendingRepos: lists.trending_repos,
    partialFailures: policy.githubWarnings,
    mergedAt: input.mergedAt,
  });
}

function mergeNews(input: MergeInput): BuiltNews | undefined {
  const { policy, outcomes, collected } = input;
  const gather = collected.gathers.rss;
  if (!policy.writeNews || !gather || !outcomes.rss) return undefined;
  // The set built as legs arrived, unless a rerun displaced a leg already in it.
  const set = collected.articles.stale
    ? articleSetOf(
        gather.slots().map((slot) => slot.item.articles),
        input.keepQueryParams,
      )
    : collected.articles.set;
  return buildNews({
    runContext: input.runContext,
    legs: outcomes.rss.legs,
    articles: set.final(),
    readRun: runReader(),
    threshold: input.threshold,
    warnings: policy.rssWarnings,
    sourcesSucceeded: policy.sourcesSucceeded,
    sourcesFailed: policy.sourcesFailed,
    mergedAt: input.mergedAt,
  });
}

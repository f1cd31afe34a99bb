/**
 * Fan-in stage "merge": the canonical GitHub file and the canonical news file, each built
 * (and validated) from what its gather's kernel folded (src/fanin/kernel.ts) when
 * the policy lets it be written. Neither is written here: both are built before either is
 * put in place (write.ts).
 */
import type { RunContext } from '../../../contracts/index.js';
import { runReader } from '../leg-files.js';
import { finalRepos } from '../../merge-github.js';
import { heldItems } from '../../kernel.js';
import { buildGithub, buildNews, type BuiltGithub, type BuiltNews } from '../../outputs.js';
import type { LegNewsStats } from '../../news-legacy.js';
import type { PolicyResult } from '../../policy.js';
import type { Gathers } from './collect.js';
import type { Outcomes } from './verdicts.js';

export interface Merged {
  github?: BuiltGithub;
  news?: BuiltNews;
}

export interface MergeInput {
  runContext: RunContext;
  gathers: Gathers;
  outcomes: Outcomes;
  policy: PolicyResult;
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
  const gather = input.gathers.github;
  if (!policy.writeGithub || !gather || !outcomes.github) return undefined;
  const shards = heldItems(gather);
  const lists = finalRepos(gather.folded.merged);
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
  const { policy, outcomes } = input;
  const gather = input.gathers.rss;
  if (!policy.writeNews || !gather || !outcomes.rss) return undefined;
  const legStats = new Map<string, LegNewsStats>();
  for (const item of heldItems(gather)) {
    if (item.articleCount === 0) continue; // counted as zero
    let relevant = 0;
    for (const score of item.articles.scores) if (score >= input.threshold) relevant++;
    legStats.set(item.articles.source, {
      relevant,
      githubLinks: item.articles.links.distinct,
      ...(item.fetch === undefined ? {} : { fetch: item.fetch }),
      ...(item.contentChecksum === undefined ? {} : { contentChecksum: item.contentChecksum }),
    });
  }
  return buildNews({
    runContext: input.runContext,
    legs: outcomes.rss.legs,
    articles: gather.folded.merged.final(),
    readRun: runReader(),
    threshold: input.threshold,
    legStats,
    warnings: policy.rssWarnings,
    sourcesSucceeded: policy.sourcesSucceeded,
    sourcesFailed: policy.sourcesFailed,
    mergedAt: input.mergedAt,
  });
}

/**
 * The crawl's fan-in: the legs of a run's artifacts checked, merged and written as the
 * canonical outputs (docs/contracts.md, "Fan-in"). Three kinds of module:
 *
 * * here, the rules (pure): validation, the failure policy, the merge rules (the article
 *   merge as written to be read: article-merge.ts), url identity and order, the outputs'
 *   content, the reasons;
 * * fast/: what exists only to go fast (the article merge in typed arrays, articles'
 *   canonical bytes taken from the leg, the one-sided article check, record JSON), each
 *   held to its plain rule by a property test;
 * * io/: what reads artifacts or files, writes the outputs or starts threads (the run and
 *   its stages, packs, partial fan-ins, leg files and checkers, the scrape state).
 *
 * The rules and fast/ reach neither the artifact store nor the runtime (purity.test.ts).
 */
export {
  runFanIn,
  validationLine,
  DEFAULT_MAX_ARTIFACT_BYTES,
  DEFAULT_MIN_SOURCE_RATIO,
  MAX_WORKERS,
} from './io/run.js';
export { serveLegChecks } from './io/leg-checkers.js';
export type { FanInDeps, FanInOptions, FanInResult } from './io/run.js';
export { FanInSetupError } from './reasons.js';
export type { ArtifactProblem, ReasonCode } from './reasons.js';
export { validateGithubShard, validateRssLeg } from './validate.js';
export type { LegExpectation, Rejection, ValidGithubShard, ValidRssLeg } from './validate.js';
export { applyPolicy, rssLegOk } from './policy.js';
export type {
  Decision,
  FanInStatus,
  FanName,
  LegOutcome,
  LegStatus,
  PolicyInput,
  PolicyResult,
} from './policy.js';
export { normalizeUrl } from './url.js';
export {
  ArticleSet,
  articleSetOf,
  legArticles,
  mergeArticleSets,
  urlOfJson,
} from './fast/merge-news.js';
export type { FinalArticles, LegArticles } from './fast/merge-news.js';
export { addShard, emptyRepoSet, finalRepos, mergeRepoSets } from './merge-github.js';
export type { RepoSet, ShardId } from './merge-github.js';
export { checkPlan, classifyArtifact, parseFanPlan, parseRunContext } from './io/artifacts.js';
export { resolveMergedAt } from './time.js';
export { runPartialFanIn } from './io/partial-fanin.js';
export type { PartialFanInOptions, PartialFanInResult } from './io/partial-fanin.js';

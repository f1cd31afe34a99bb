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
export {
  checkPlan,
  classifyArtifact,
  legFileName,
  parseFanPlan,
  parseRunContext,
} from './io/artifacts.js';
export { resolveMergedAt, formatTimestamp } from './time.js';
export { runPartialFanIn } from './io/partial-fanin.js';
export type { PartialFanInOptions, PartialFanInResult } from './io/partial-fanin.js';
export { partialArtifactName, parsePartialArtifactName } from './io/partial-payload.js';

/**
 * The GitHub side of the crawl: search queries of the four shards, the rate-limited and
 * cached search client, repository records and the shard artifact.
 */
export {
  buildGithubShard,
  repositoriesChecksum,
  type ApiMetrics,
  type ShardParts,
} from './artifact.js';
export {
  limitWaitSeconds,
  MIN_LIMIT_WAIT_SECONDS,
  parseRateLimitHeaders,
  retryAfterSeconds,
  SearchBudget,
  type RateLimitState,
} from './budget.js';
export { CACHE_SUBDIR, ResponseCache, type CacheOptions } from './cache.js';
export {
  DEFAULT_REQUEST_TIMEOUT_MS,
  normaliseApiUrl,
  SearchClient,
  USER_AGENT,
  type ClientCounters,
  type ClientLog,
  type FetchedPage,
  type SearchClientOptions,
} from './client.js';
export { fetchWithDeadline } from './deadline.js';
export { GithubError, redact, type GithubErrorCode } from './errors.js';
export { parseSearchPage } from './page.js';
export {
  fillTemplate,
  MIN_STARS,
  newReposQuery,
  pagesFor,
  PER_PAGE,
  QueryError,
  SEARCH_RESULT_CAP,
  shardQueries,
  trendingReposQuery,
  windowDates,
  type TopicQueries,
  type WindowDates,
} from './queries.js';
export {
  filterReason,
  isHttpUrl,
  isLowSignal,
  normaliseTopics,
  readSearchItem,
  REPOSITORY_LIMITS,
  starsGained,
  toRepository,
  type FilterReason,
  type ItemProblem,
  type SearchItem,
} from './records.js';
export {
  cachedPages,
  runShard,
  ShardError,
  type MeterReading,
  type PageSource,
  type ShardDeps,
  type ShardInput,
  type ShardOutcome,
} from './shard.js';
export {
  assertEarlierWeek,
  buildStarSnapshot,
  mergeStarSnapshots,
  parseStarSnapshot,
  SnapshotError,
} from './snapshot.js';
export {
  isShardId,
  SHARD_IDS,
  type CrawlWindow,
  type QueryReport,
  type SearchPage,
  type ShardId,
} from './types.js';

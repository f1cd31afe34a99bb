/**
 * One shard run: its queries paged through the (cached) search, items checked, filtered and
 * de-duplicated, stars_gained from last week's snapshot, and the artifact and this week's
 * star snapshot built. The I/O is behind PageSource; this module only orchestrates.
 */
import type {
  FanFrame,
  FullRepository,
  OwnGithubShard,
  RunContext,
  StarSnapshot,
} from '../contracts/index.js';
import { untrusted } from '../base/untrusted.js';
import { buildGithubShard, type ApiMetrics } from './artifact.js';
import type { ResponseCache } from './cache.js';
import type { SearchClient } from './client.js';
import { GithubError, type GithubErrorCode } from './errors.js';
import { parseSearchPage } from './page.js';
import {
  PER_PAGE,
  QueryError,
  SEARCH_RESULT_CAP,
  shardQueries,
  type TopicQueries,
} from './queries.js';
import {
  candidateStars,
  filterReason,
  readSearchItem,
  starsGained,
  toRepository,
  type Candidate,
} from './records.js';
import { canonicalJson, compareStrings } from '../canonical/index.js';
import { buildStarSnapshot } from './snapshot.js';
import type { CrawlWindow, QueryReport, SearchPage } from './types.js';
import type { ShardId } from '../runcontext/index.js';
import { messageOf } from '../base/error-message.js';

/** Where search pages come from: the cache, else the API. */
export interface PageSource {
  page(q: string, page: number): Promise<SearchPage>;
}

/**
 * Pages through the response cache. Incomplete answers (GitHub's search timed out) are not
 * cached: a rerun should get the chance of a complete one.
 */
export function cachedPages(client: SearchClient, cache: ResponseCache): PageSource {
  return {
    async page(q, pageNo) {
      const url = client.searchUrl(q, pageNo, PER_PAGE);
      const source = `cached search ${untrusted(q, 120)} page ${pageNo}`;
      const cached = await cache.get(url, (body) => parseSearchPage(body, source));
      if (cached) return cached;
      const fetched = await client.searchPage(q, pageNo, PER_PAGE);
      if (!fetched.page.incomplete_results) await cache.put(url, fetched.body);
      return fetched.page;
    },
  };
}

/** A reading of the counters behind a shard's api_metrics; the shard reports the difference. */
export interface MeterReading {
  calls: number;
  cacheHits: number;
  cacheMisses: number;
  secondaryEvents: number;
  waitedMs: number;
}

export interface ShardDeps {
  pages: PageSource;
  meter(): MeterReading;
  /** The search budget left as GitHub last reported it; null when no answer said. */
  searchRemaining(): number | null;
  log: { info(message: string): void; warning(message: string): void };
}

export interface ShardInput {
  shardId: ShardId;
  runContext: RunContext;
  fan: FanFrame[];
  topic: TopicQueries;
  /** topic_secondary runs only when topic_primary finds fewer repositories than this. */
  minReposPerWeek: number;
  /** Results fetched per query at most (GitHub serves 1,000 at most). */
  maxResults: number;
  previous: StarSnapshot | null;
  /** captured_at of this week's star snapshot. */
  capturedAt: string;
}

export interface ShardOutcome {
  shard: OwnGithubShard;
  snapshot: StarSnapshot;
  /** Why the shard's queries were not run, when they were not. */
  skipped: string | null;
  /** Search pages topic_secondary read to learn whether primary found enough (0 for others). */
  checkPages: number;
  waitedMs: number;
}

/** A shard that could not complete, with what it had done (for the leg diagnostics). */
export class ShardError extends Error {
  constructor(
    readonly code: GithubErrorCode,
    message: string,
    readonly queries: QueryReport[],
    readonly metrics: ApiMetrics,
  ) {
    super(message);
    this.name = 'ShardError';
  }
}

/** Repositories of a shard so far: checked, filtered, de-duplicated, with drop reasons counted. */
class Collector {
  readonly repos = new Map<string, FullRepository>();
  readonly dropped: Record<string, number> = {};
  /** Every result by name, kept or dropped; of two copies the later (see laterCandidate). */
  readonly candidates = new Map<string, Candidate>();

  constructor(
    private readonly shardId: ShardId,
    private readonly window: CrawlWindow,
    private readonly previous: StarSnapshot | null,
    private readonly log: ShardDeps['log'],
  ) {}

  private drop(reason: string): void {
    this.dropped[reason] = (this.dropped[reason] ?? 0) + 1;
  }

  add(raw: unknown): void {
    const candidate = candidateStars(raw);
    if (candidate !== null) {
      const held = this.candidates.get(candidate.full_name);
      if (held === undefined || laterCandidate(held, candidate) === candidate)
        this.candidates.set(candidate.full_name, candidate);
    }
    const read = readSearchItem(raw);
    if (!read.ok) {
      this.log.warning(`A search item was skipped: ${read.problem}`);
      this.drop(read.reason);
      return;
    }
    const item = read.item;
    const reason = filterReason(item, this.shardId, this.window);
    if (reason !== null) return this.drop(reason);
    // Several pages or queries can find one repository, read seconds or minutes apart: the
    // later copy is kept, whatever order the answers came in.
    const copy = toRepository(item, starsGained(item, this.window, this.previous));
    const held = this.repos.get(item.full_name);
    if (held !== undefined) {
      this.drop('duplicate');
      if (laterCopy(held, copy) === held) return;
    }
    this.repos.set(item.full_name, copy);
  }
}

/** The kept-copy rule of laterCopy on what a snapshot entry knows: updated_at, then stars. */
function laterCandidate(a: Candidate, b: Candidate): Candidate {
  if (a.updated_at !== b.updated_at) return a.updated_at > b.updated_at ? a : b;
  return a.stars >= b.stars ? a : b;
}

/**
 * Of two copies of one repository, the later: newest `updated_at`, then most stars (stars
 * move a repository between pages of a search sorted by them), then the greater JSON, a
 * total order on what the shard holds, so that it never depends on the order of the answers.
 */
function laterCopy(a: FullRepository, b: FullRepository): FullRepository {
  if (a.updated_at !== b.updated_at) return a.updated_at > b.updated_at ? a : b;
  if (a.stars !== b.stars) return a.stars > b.stars ? a : b;
  return compareStrings(canonicalJson(a), canonicalJson(b)) >= 0 ? a : b;
}

/**
 * Pages one query: per_page 100, up to maxResults (and GitHub's 1,000), stopping at an
 * empty page or when the first page's total_count is reached, so a cold cache costs at most
 * ceil(min(total, max) / 100) pages. A short page does not end the query: GitHub serves
 * short pages mid-way when its search timed out (`incomplete_results`) or it hid items.
 * `enough` may stop it early (the primary check).
 */
async function runQuery(
  pages: PageSource,
  q: string,
  maxResults: number,
  onItems: (items: unknown[]) => void,
  enough: () => boolean = () => false,
): Promise<QueryReport> {
  const limit = Math.min(maxResults, SEARCH_RESULT_CAP);
  let fetched = 0;
  let total = 0;
  let incomplete = false;
  for (let pageNo = 1; ; pageNo++) {
    const page = await pages.page(q, pageNo);
    if (pageNo === 1) total = page.total_count;
    incomplete ||= page.incomplete_results;
    const items = page.items.slice(0, limit - fetched);
    fetched += items.length;
    onItems(items);
    const reachable = Math.min(total, limit);
    if (enough() || fetched >= limit || page.items.length === 0 || pageNo * PER_PAGE >= reachable)
      break;
  }
  return {
    q,
    total_count: total,
    incomplete_results: incomplete,
    fetched,
    // Cut by max-results or GitHub's 1,000: what the limit left out, not what search lost.
    capped: total > limit,
  };
}

function diff(before: MeterReading, after: MeterReading, remaining: number | null): ApiMetrics {
  return {
    calls_made: after.calls - before.calls,
    cache_hits: after.cacheHits - before.cacheHits,
    cache_misses: after.cacheMisses - before.cacheMisses,
    secondary_rate_limit_events: after.secondaryEvents - before.secondaryEvents,
    search_api_remaining: remaining,
  };
}

/**
 * Whether topic_primary finds at least min_repos_per_week repositories (topic_secondary
 * runs only when it does not). The secondary leg cannot see the primary leg's artifact, so
 * it pages primary's queries itself, exactly as the primary leg does (same pages, same
 * filters), and stops as soon as the minimum is reached (more pages cannot lower the
 * count): the decision equals primary's own count given the same max-results and answers.
 * The pages read are real calls (each shard has a cache of its own), and part of the least
 * calls a lone secondary leg needs. Returns the skip reason, or null when the secondary
 * queries must run, and the pages read.
 */
async function primaryFoundEnough(
  deps: ShardDeps,
  input: ShardInput,
): Promise<{ skipped: string | null; pages: number }> {
  const min = input.minReposPerWeek;
  const check = new Collector('topic_primary', input.runContext, null, deps.log);
  const enough = () => check.repos.size >= min;
  let pages = 0;
  const counted: PageSource = {
    page: (q, pageNo) => {
      pages++;
      return deps.pages.page(q, pageNo);
    },
  };
  for (const q of shardQueries('topic_primary', input.runContext, input.topic)) {
    if (enough()) break;
    await runQuery(
      counted,
      q,
      input.maxResults,
      (items) => items.forEach((i) => check.add(i)),
      enough,
    );
  }
  if (!enough()) {
    deps.log.info(
      `topic_primary finds ${check.repos.size} repositories, fewer than ${min}: running the secondary queries`,
    );
    return { skipped: null, pages };
  }
  return {
    skipped: `topic_primary found at least ${min} repositories (min_repos_per_week ${min})`,
    pages,
  };
}

export async function runShard(deps: ShardDeps, input: ShardInput): Promise<ShardOutcome> {
  const before = deps.meter();
  const queries: QueryReport[] = [];
  const window: CrawlWindow = input.runContext;
  try {
    const collector = new Collector(input.shardId, window, input.previous, deps.log);
    const planned = shardQueries(input.shardId, window, input.topic);
    const check =
      input.shardId === 'topic_secondary' && planned.length > 0
        ? await primaryFoundEnough(deps, input)
        : { skipped: null, pages: 0 };
    const skipped = check.skipped;
    if (planned.length === 0)
      deps.log.info(`${input.shardId}: the topic config has no queries for this shard`);
    for (const q of planned) {
      if (skipped !== null) {
        queries.push({
          q,
          total_count: 0,
          incomplete_results: false,
          fetched: 0,
          capped: false,
          skipped,
        });
        continue;
      }
      const report = await runQuery(deps.pages, q, input.maxResults, (items) =>
        items.forEach((i) => collector.add(i)),
      );
      queries.push(report);
      deps.log.info(
        `${input.shardId}: ${untrusted(q, 160)}: total_count ${report.total_count}, fetched ${report.fetched}` +
          (report.capped ? ' (capped: more results exist than were fetched)' : '') +
          (report.incomplete_results ? ' (GitHub reported incomplete_results)' : ''),
      );
    }
    const after = deps.meter();
    const repositories = [...collector.repos.values()];
    return {
      shard: buildGithubShard({
        shardId: input.shardId,
        runContext: input.runContext,
        fan: input.fan,
        repositories,
        apiMetrics: diff(before, after, deps.searchRemaining()),
        queries,
        filterSummary: collector.dropped,
        candidateStars: new Map([...collector.candidates].map(([name, c]) => [name, c.stars])),
      }),
      snapshot: buildStarSnapshot(input.runContext.week, input.capturedAt, [
        ...collector.candidates.values(),
      ]),
      skipped,
      checkPages: check.pages,
      waitedMs: after.waitedMs - before.waitedMs,
    };
  } catch (error) {
    const metrics = diff(before, deps.meter(), deps.searchRemaining());
    if (error instanceof GithubError)
      throw new ShardError(error.code, error.message, queries, metrics);
    if (error instanceof QueryError)
      throw new ShardError('config', error.message, queries, metrics);
    throw new ShardError('internal', messageOf(error), queries, metrics);
  }
}

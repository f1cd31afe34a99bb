// One RSS leg: fetch => decode => parse => extract => artifact, for one source.
// Every outcome, including a bug in this code, ends in an artifact that says
// what happened: the fan-in must learn about a failed leg from the leg itself.

import type { FanFrame, LegError, RssArtifact, RunContext } from '../contracts/index.js';
import { HttpError, type HttpClient } from '../http/index.js';
import { buildRssArtifact } from './artifact.js';
import type { HttpCache } from './cache.js';
import { decodeFeed } from './decode.js';
import { extractArticles, type ExtractContext, type Extraction } from './extract.js';
import { fetchFeed, type FetchOutcome } from './fetch.js';
import { FeedParseError, parseFeed, type Repair } from './parse.js';
import type { KeywordMatcher } from './relevance.js';
import { messageOf } from '../base/error-message.js';

export interface RssLegInput {
  source: { id: string; feed_url: string };
  runContext: RunContext;
  fan: FanFrame[];
  keywords: readonly string[] | KeywordMatcher;
  relevanceThreshold: number;
  /** Topic config `article_rules` (default: SquadScope's crawler's). */
  articleRules?: 'squadscope' | 'strict';
  /** The byte limit the client was built with. */
  maxBytes: number;
  /** The client's timeout per request, in ms (reported in the artifact's fetch record). */
  timeoutMs?: number;
}

export interface RssLegDeps {
  client: HttpClient;
  cache: HttpCache | null;
  /** A monotonic clock in ms (performance.now), for fetch_duration_ms. */
  clock: () => number;
  /** The wall clock in epoch ms (Date.now): with it, the artifact records when it fetched. */
  wallClock?: () => number;
  signal?: AbortSignal;
  log?: {
    info(message: string): void;
    warning(message: string): void;
  };
}

/** What the leg saw, beside the artifact: for logs and the job summary. */
export interface RssLegReport {
  artifact: RssArtifact;
  extraction: Extraction | null;
  fromCache: boolean;
  finalUrl: string | null;
  charset: string | null;
  repaired: Repair | null;
}

export async function runRssLeg(input: RssLegInput, deps: RssLegDeps): Promise<RssLegReport> {
  const report: Omit<RssLegReport, 'artifact'> = {
    extraction: null,
    fromCache: false,
    finalUrl: null,
    charset: null,
    repaired: null,
  };
  const started = deps.clock();
  const startedWall = deps.wallClock?.();
  let fetchDurationMs = 0;
  let retries = 0;
  let cut: 'max_bytes' | 'cancelled' | null = null;
  const finish = (error: LegError | null): RssLegReport => ({
    ...report,
    artifact: buildRssArtifact({
      sourceId: input.source.id,
      runContext: input.runContext,
      fan: input.fan,
      extraction: report.extraction,
      cut,
      error,
      fetchDurationMs,
      retries,
      maxBytes: input.maxBytes,
      ...fetchRecord(input, deps, startedWall, retries),
    }),
  });

  try {
    if (deps.signal?.aborted === true)
      return finish({ code: 'cancelled', message: 'cancelled before the fetch started' });
    let fetched;
    try {
      fetched = await fetchFeed(input.source.feed_url, {
        client: deps.client,
        cache: deps.cache,
        maxBytes: input.maxBytes,
        ...(deps.signal === undefined ? {} : { signal: deps.signal }),
        onCacheProblem: (m) => deps.log?.warning(m),
      });
    } catch (err) {
      fetchDurationMs = deps.clock() - started;
      if (err instanceof HttpError) {
        retries = err.retries;
        return finish(httpFailure(err));
      }
      throw err;
    }
    fetchDurationMs = deps.clock() - started;
    retries = fetched.retries;
    report.finalUrl = fetched.url;
    if (fetched.kind === 'status') {
      return finish({
        code: 'http_status',
        message: `HTTP ${fetched.status}`,
        ...statusField(fetched.status),
      });
    }
    report.fromCache = fetched.fromCache;
    cut = fetched.cut;
    return finish(await readDocument(input, fetched, report));
  } catch (err) {
    // A bug, not a property of the feed: still a truthful artifact.
    report.extraction = null;
    return finish({
      code: 'internal',
      message: `internal error: ${messageOf(err)}`,
    });
  }
}

/** Decodes, parses and extracts the fetched document into the report; its error, if any. */
async function readDocument(
  input: RssLegInput,
  fetched: Extract<FetchOutcome, { kind: 'document' }>,
  report: Omit<RssLegReport, 'artifact'>,
): Promise<LegError | null> {
  const decoded = decodeFeed(fetched.body, fetched.contentType);
  report.charset = decoded.charset;
  const extraction = await parseAndExtract(decoded.text, {
    sourceId: input.source.id,
    documentUrl: fetched.url,
    since: input.runContext.since,
    until: input.runContext.until,
    keywords: input.keywords,
    relevanceThreshold: input.relevanceThreshold,
    ...(input.articleRules === undefined ? {} : { articleRules: input.articleRules }),
    truncated: fetched.cut !== null,
    onRepaired: (how) => {
      report.repaired = how;
    },
  }).catch((err: unknown) => {
    if (!(err instanceof FeedParseError)) throw err;
    return err;
  });
  if (!(extraction instanceof FeedParseError)) {
    report.extraction = extraction;
    return null;
  }
  // A document cut short is not "not a feed": report the cut.
  if (fetched.cut === 'max_bytes')
    return {
      code: 'too_large',
      message: `body over the byte limit of ${input.maxBytes} bytes; ${extraction.message}`,
    };
  if (fetched.cut === 'cancelled')
    return { code: 'cancelled', message: `cancelled mid-body; ${extraction.message}` };
  return { code: 'parse_error', message: extraction.message };
}

/** What the leg says of its fetch, when it has a wall clock: the news file's fetch fields. */
function fetchRecord(
  input: RssLegInput,
  deps: RssLegDeps,
  startedWall: number | undefined,
  retries: number,
): { fetch?: RssArtifact['fetch'] } {
  if (startedWall === undefined || deps.wallClock === undefined) return {};
  const ended = Math.max(deps.wallClock(), startedWall);
  const seconds = (ms: number) =>
    new Date(Math.floor(ms / 1000) * 1000).toISOString().slice(0, 19) + 'Z';
  return {
    fetch: {
      host: feedHost(input.source.feed_url),
      started_at: seconds(startedWall),
      ended_at: seconds(ended),
      duration_seconds: Math.round(ended - startedWall) / 1000,
      timeout_seconds: (input.timeoutMs ?? 0) / 1000,
      attempts: Math.min(retries + 1, 1000),
    },
  };
}

/** The feed's host as SquadScope's crawler reports it: lower case, no trailing dot or brackets. */
export function feedHost(feedUrl: string): string {
  let host: string;
  try {
    host = new URL(feedUrl).hostname;
  } catch {
    return '';
  }
  return host
    .replace(/^\[|\]$/g, '')
    .replace(/\.+$/, '')
    .toLowerCase()
    .slice(0, 253);
}

/**
 * The `status` of a leg error: HTTP's own range, 100 to 599 (the contract's). A server may
 * send any three digits; a code outside the range stays in the message only.
 */
function statusField(status: number | undefined): { status?: number } {
  return status !== undefined && status >= 100 && status <= 599 ? { status } : {};
}

function httpFailure(err: HttpError): LegError {
  switch (err.code) {
    case 'too_many_redirects':
      return {
        code: 'http_status',
        message: err.message,
        ...statusField(err.status),
      };
    case 'blocked_url':
      return {
        code: err.code,
        message: err.privateAddress ? withPrivateNetworkMend(err.message) : err.message,
      };
    case 'timeout':
    case 'network':
    case 'cancelled':
      return { code: err.code, message: err.message };
  }
}

// The plan refuses what it can see without DNS; a host name that resolves to a private
// address is only seen here, so the leg names the mend the plan would have named.
function withPrivateNetworkMend(message: string): string {
  return `${message}: set allow-private-network: true to crawl it`;
}

export interface ParseAndExtractContext extends ExtractContext {
  /** The text is a prefix of the document (cut at the byte limit or by a cancellation). */
  truncated?: boolean;
  onRepaired?: (how: Repair) => void;
}

/**
 * Parse + extract of decoded feed text: the leg's CPU work, and what the
 * benchmark measures against a bare rss-parser parse. Throws FeedParseError.
 */
export async function parseAndExtract(
  text: string,
  ctx: ParseAndExtractContext,
): Promise<Extraction> {
  const parsed = await parseFeed(text, { truncated: ctx.truncated === true });
  if (parsed.repaired !== null) ctx.onRepaired?.(parsed.repaired);
  return extractArticles(parsed.entries, ctx);
}

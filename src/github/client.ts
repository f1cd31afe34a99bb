/**
 * The GitHub search client: Octokit from @actions/github with the throttling plugin (no
 * retry plugin: searchPage retries in the project's one retry loop, src/http/retry-loop.ts),
 * wired so that every wait goes through one SearchBudget (injected clock and sleep, one cap)
 * and every request is counted.
 *
 * Who handles what:
 * - the budget (as the throttling plugin's search group) paces each search request and
 *   waits for the reset when the x-ratelimit-remaining of the last answer is at the reserve;
 * - the throttling plugin recognises a primary limit (403/429 with remaining 0) and the
 *   documented "secondary rate limit" message; its handlers below wait through the budget;
 * - 403/429 answers that carry retry-after without that message, and any other 429, are
 *   secondary limits too (GitHub's documentation): searchPage waits them out itself;
 * - every attempt has one deadline for connecting, the headers and the whole body
 *   (fetchWithDeadline); the job's cancellation signal ends an attempt at once;
 * - searchPage retries 5xx answers, network failures and deadlines with backoff; never
 *   400/401/403/404/410/422/451 (401, 404 and 422 cannot get better by asking again);
 * - a malformed body (the JSON cut short) is retried a few times, then fails;
 * - every wait (limits, reset, backoff) goes through the budget, so each one is cancelled by
 *   the signal and all of them together are capped by max-wait-seconds.
 * The token goes to Octokit and nowhere else: every message built here is redacted.
 */
import { getOctokit } from '@actions/github';
import { defaults as githubDefaults } from '@actions/github/lib/utils';
import { throttling, type ThrottlingOptions } from '@octokit/plugin-throttling';
import { untrusted } from '../base/untrusted.js';
import {
  limitWaitSeconds,
  parseRateLimitHeaders,
  retryAfterSeconds,
  SearchBudget,
} from './budget.js';
import { deadlineErrorOf, fetchWithDeadline } from './deadline.js';
import { GithubError } from './errors.js';
import { redact } from '../base/secrets.js';
import { parseSearchPage, MAX_PAGE_BYTES } from './page.js';
import type { SearchPage } from './types.js';
import { sleep } from '../runtime/jitter.js';
import { messageOf, plainReason } from '../base/error-message.js';
import { apiRoot, apiUrlProblem } from './api-url.js';
import { retryLoop } from '../http/retry-loop.js';

export interface ClientLog {
  info(message: string): void;
  debug(message: string): void;
  warning(message: string): void;
}

export interface SearchClientOptions {
  token: string;
  /** REST API root: https://api.github.com, or https://HOST/api/v3 on GitHub Enterprise Server. */
  apiUrl: string;
  log: ClientLog;
  signal?: AbortSignal;
  /** Wall clock, epoch ms. */
  now?: () => number;
  /** Waits ms or until the signal aborts; never rejects. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Cap on the total time waiting for rate limits (default 15 min). */
  maxWaitMs?: number;
  /** Wait for the reset when remaining <= reserve (default 1). */
  reserve?: number;
  /** Spacing between search requests (default 2000 ms: 30 a minute). */
  minIntervalMs?: number;
  /** Retries of 5xx answers, network failures and deadlines (default 3). */
  retries?: number;
  /** Backoff unit of those retries: (n+1)² × base ms (default 1000). */
  retryBaseMs?: number;
  /** Waits for one request's secondary limits before giving up (default 5). */
  maxLimitRetries?: number;
  /** Retries of a malformed answer (default 2). */
  malformedRetries?: number;
  maxBodyBytes?: number;
  /** Deadline of one attempt: connect, headers and the whole body (default 30 s). */
  requestTimeoutMs?: number;
  userAgent?: string;
  /** The transport; default the proxy-aware fetch of @actions/github. */
  fetch?: typeof fetch;
}

export interface ClientCounters {
  /** Search requests sent (every attempt, retries included). */
  calls: number;
  secondaryEvents: number;
  primaryEvents: number;
}

export interface FetchedPage {
  page: SearchPage;
  /** The body as received, for the response cache. */
  body: string;
}

/** The user agent GitHub asks for: it identifies the tool in their logs. */
export const USER_AGENT = 'squadscope-crawl-github-shard';

/** The deadline of one request when the caller sets none. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

/** Why an attempt failed, and whether asking again can help. */
type Failure =
  | { kind: null; error: GithubError }
  /** 5xx, network failure, deadline: retried with backoff. */
  | { kind: 'transient'; error: GithubError }
  /** A body that is not the JSON it should be: asked again a few times. */
  | { kind: 'malformed'; error: GithubError }
  /** A secondary limit the throttling plugin did not handle: waited out. */
  | { kind: 'limit'; error: GithubError; seconds: number; status: number };

interface RequestErrorLike {
  status: number;
  message: string;
  response?: { headers?: Record<string, string | number | undefined>; data?: unknown };
}

// Duck-typed rather than instanceof: errors may come from another realm (jest's VM, undici).
function isRequestError(error: unknown): error is RequestErrorLike {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { status?: unknown }).status === 'number' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

function serverMessage(error: RequestErrorLike): string {
  const data = error.response?.data;
  if (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { message?: unknown }).message === 'string'
  ) {
    return (data as { message: string }).message;
  }
  return error.message;
}

const SECONDARY_MESSAGE = /\bsecondary rate\b/i;

/** Reads a response body stream (its size is bounded by fetchWithDeadline). */
async function readBody(data: unknown): Promise<string> {
  if (typeof data === 'string') return data;
  // Duck-typed: the proxy-aware fetch of @actions/github is undici's, not the global one.
  if (typeof (data as ReadableStream | null)?.getReader !== 'function') {
    throw new GithubError('invalid_response', 'the answer has no body');
  }
  const reader = (data as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export class SearchClient {
  readonly apiUrl: string;
  readonly budget: SearchBudget;
  private readonly counters: ClientCounters = { calls: 0, secondaryEvents: 0, primaryEvents: 0 };
  private readonly octokit: ReturnType<typeof getOctokit>;
  private readonly secrets: string[];
  private readonly signal: AbortSignal;
  private readonly log: ClientLog;
  private readonly maxLimitRetries: number;
  private readonly malformedRetries: number;
  private readonly retries: number;
  private readonly retryBaseMs: number;
  /** Retry-After of the latest search answer (null without one): the plugin cannot tell 0 from absent. */
  private lastRetryAfter: number | null = null;
  private readonly maxBodyBytes: number;
  private readonly sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  /** A failure a plugin handler decided (cap reached): thrown instead of the HTTP error. */
  private pendingFailure: Error | null = null;

  constructor(opts: SearchClientOptions) {
    if (opts.token.trim() === '') throw new GithubError('config', 'the GitHub token is empty');
    this.apiUrl = normaliseApiUrl(opts.apiUrl);
    this.secrets = [opts.token, encodeURIComponent(opts.token)];
    this.signal = opts.signal ?? new AbortController().signal;
    this.log = opts.log;
    this.maxLimitRetries = opts.maxLimitRetries ?? 5;
    this.malformedRetries = opts.malformedRetries ?? 2;
    this.retries = opts.retries ?? 3;
    this.retryBaseMs = opts.retryBaseMs ?? 1000;
    this.maxBodyBytes = opts.maxBodyBytes ?? MAX_PAGE_BYTES;
    this.sleep = opts.sleep ?? sleep;
    const now = opts.now ?? Date.now;
    this.budget = new SearchBudget({
      now,
      sleep: this.sleep,
      maxWaitMs: opts.maxWaitMs ?? 15 * 60_000,
      reserve: opts.reserve ?? 1,
      minIntervalMs: opts.minIntervalMs ?? 2000,
      signal: this.signal,
      log: { info: (m) => this.log.info(this.redact(m)) },
    });

    const baseFetch = fetchWithDeadline(
      opts.fetch ?? (githubDefaults.request?.fetch as typeof fetch | undefined) ?? globalThis.fetch,
      opts.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
      this.maxBodyBytes,
    );
    const redactLog = (write: (m: string) => void) => (message: unknown) =>
      write(this.redact(typeof message === 'string' ? message : String(message)));
    this.octokit = getOctokit(
      opts.token,
      {
        baseUrl: this.apiUrl,
        userAgent: opts.userAgent ?? USER_AGENT,
        log: {
          debug: redactLog((m) => this.log.debug(m)),
          info: redactLog((m) => this.log.debug(m)),
          warn: redactLog((m) => this.log.warning(m)),
          error: redactLog((m) => this.log.warning(m)),
        },
        request: { fetch: this.countingFetch(baseFetch), signal: this.signal },
        throttle: this.throttle(),
      },
      throttling,
    );
  }

  /**
   * The innermost layer: sees every attempt, so calls are counted and the budget learns
   * from every answer, retries and error answers included.
   */
  private countingFetch(baseFetch: typeof fetch): typeof fetch {
    return async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
      const url = new URL(input instanceof Request ? input.url : input.toString());
      const isSearch = url.pathname.includes('/search/');
      if (isSearch) {
        this.counters.calls += 1;
        this.log.debug(`GitHub search request: ${untrusted(url.pathname + url.search, 300)}`);
      }
      const response = await baseFetch(input, init);
      if (isSearch) this.lastRetryAfter = retryAfterSeconds(response.headers);
      const limits = parseRateLimitHeaders(response.headers);
      if (limits && (limits.resource === 'search' || (limits.resource === null && isSearch))) {
        this.budget.observe(limits);
      }
      return response;
    };
  }

  /** The throttling plugin's options: every wait goes through the budget. */
  private throttle(): ThrottlingOptions {
    const budget = this.budget;
    // The throttling plugin schedules a no-op in its search group before each search
    // request; a group whose schedule first asks the budget makes every search attempt
    // (retries too) wait on the injected clock instead of Bottleneck's fixed 2 s timer.
    const searchGroup = {
      key: () => ({
        schedule: async (
          _options: unknown,
          fn: (...args: unknown[]) => unknown,
          ...args: unknown[]
        ) => {
          await budget.beforeSearch();
          return fn(...args);
        },
      }),
    } as unknown as NonNullable<ThrottlingOptions['search']>;
    return {
      search: searchGroup,
      // The handlers below do the waiting (through the budget); the plugin adds none.
      retryAfterBaseValue: 0,
      onRateLimit: async (_retryAfter, _options, _octokit, retryCount) => {
        this.counters.primaryEvents += 1;
        if (retryCount >= this.maxLimitRetries) {
          this.pendingFailure = new GithubError(
            'rate_limited',
            `the search rate limit was still exhausted after ${retryCount} waits for its reset`,
            403,
          );
          return false;
        }
        return this.waitInHandler(() =>
          this.budget.waitForReset('search rate limit exhausted (HTTP 403/429)'),
        );
      },
      // The plugin's retryAfter turns 0 into its fallback; the header itself decides here.
      onSecondaryRateLimit: async (_retryAfter, _options, _octokit, retryCount) => {
        this.counters.secondaryEvents += 1;
        if (retryCount >= this.maxLimitRetries) {
          this.pendingFailure = new GithubError(
            'rate_limited',
            `GitHub's secondary rate limit persisted after ${retryCount} waits`,
            403,
          );
          return false;
        }
        const seconds = limitWaitSeconds(this.lastRetryAfter);
        return this.waitInHandler(() =>
          this.budget.waitForLimit(
            seconds * 1000,
            `secondary rate limit (retry-after ${this.lastRetryAfter ?? 'absent'}: ${seconds} s)`,
          ),
        );
      },
    };
  }

  /** Counters so far; callers diff two readings to meter one shard. */
  counts(): ClientCounters {
    return { ...this.counters };
  }

  /** The URL of one search page: what the response cache is keyed by (never the token). */
  searchUrl(q: string, page: number, perPage: number): string {
    const params = new URLSearchParams({
      q,
      sort: 'stars',
      order: 'desc',
      per_page: String(perPage),
      page: String(page),
    });
    return `${this.apiUrl}/search/repositories?${params.toString()}`;
  }

  /** Replaces the token wherever it might appear. */
  redact(text: string): string {
    return redact(text, this.secrets);
  }

  /**
   * One page of `GET /search/repositories?q=…&sort=stars&order=desc`. Throws a GithubError
   * with a one-line, redacted message when the page cannot be had.
   */
  async searchPage(q: string, page: number, perPage: number): Promise<FetchedPage> {
    const what = `search ${untrusted(q, 120)} page ${page}`;
    return retryLoop<FetchedPage, Failure>(
      async () => {
        this.pendingFailure = null;
        this.throwIfCancelled();
        try {
          const body = await this.fetchBody(q, page, perPage, what);
          return { page: parseSearchPage(body, what), body };
        } catch (error) {
          this.throwIfCancelled();
          throw error;
        }
      },
      {
        sort: (error) => this.failureOf(error, what),
        retries: (failure) => this.retriesOf(failure.kind),
        waitMs: (failure, retry) => retryWaitMs(failure, retry, this.retryBaseMs),
        settle: (_error, failure, end) => {
          throw failure.kind === 'transient' && end.retries > 0
            ? new GithubError(
                failure.error.code,
                `${failure.error.message} (after ${end.retries} retries)`,
                failure.error.status,
              )
            : failure.error;
        },
        pause: (ms, failure, retry) => this.beforeRetry(failure, ms, retry),
      },
    );
  }

  /** One request (the plugins' limit waits included) and its body, read with a size limit. */
  private async fetchBody(q: string, page: number, perPage: number, what: string): Promise<string> {
    const response = await this.octokit.request('GET /search/repositories', {
      q,
      sort: 'stars',
      order: 'desc',
      per_page: perPage,
      page,
      // The body is read here, with a size limit, and parsed strictly.
      request: { parseSuccessResponseBody: false },
    });
    try {
      return await readBody(response.data);
    } catch (error) {
      if (deadlineErrorOf(error)) throw error;
      if (error instanceof GithubError)
        throw new GithubError(error.code, this.redact(`${what}: ${error.message}`), error.status);
      throw new GithubError(
        'network',
        this.redact(`${what}: reading the answer failed: ${messageOf(error)}`),
      );
    }
  }

  /** Sorts a failed attempt into final, transient, malformed or a limit to wait out. */
  private failureOf(error: unknown, what: string): Failure {
    // Cancelled: thrown as is, whatever a plugin handler left pending.
    if (error instanceof GithubError && error.code === 'cancelled') return { kind: null, error };
    if (this.pendingFailure) {
      const pending = this.pendingFailure;
      return {
        kind: null,
        error:
          pending instanceof GithubError
            ? pending
            : new GithubError('internal', this.redact(pending.message)),
      };
    }
    const deadline = deadlineErrorOf(error);
    if (deadline) {
      return {
        kind: 'transient',
        error: new GithubError('timeout', this.redact(`${what}: ${deadline.message}`)),
      };
    }
    if (error instanceof GithubError) {
      if (error.code === 'invalid_response') return { kind: 'malformed', error };
      if (error.code === 'network') return { kind: 'transient', error };
      return { kind: null, error };
    }
    const converted = this.toGithubError(error, what);
    const wait = this.unhandledSecondaryLimit(error);
    if (wait !== null) {
      const status = (error as RequestErrorLike).status;
      return { kind: 'limit', error: converted, seconds: wait, status };
    }
    if (converted.code === 'network' || converted.code === 'server_error')
      return { kind: 'transient', error: converted };
    return { kind: null, error: converted };
  }

  /** The retries each class of failure gets. */
  private retriesOf(kind: NonNullable<Failure['kind']>): number {
    if (kind === 'limit') return this.maxLimitRetries;
    return kind === 'malformed' ? this.malformedRetries : this.retries;
  }

  /** Waits before retry `retry` of the failure's class, through the budget (cancellable, capped). */
  private async beforeRetry(failure: Failure, ms: number, retry: number): Promise<void> {
    switch (failure.kind) {
      case 'limit':
        this.counters.secondaryEvents += 1;
        await this.budget.waitForLimit(
          ms,
          `secondary rate limit (HTTP ${failure.status}: ${failure.seconds} s)`,
        );
        return;
      case 'malformed':
        this.log.warning(
          this.redact(
            `${failure.error.message}; asking again (${retry} of ${this.malformedRetries})`,
          ),
        );
        await this.budget.waitToRetry(ms, failure.error.message);
        return;
      case 'transient':
        this.log.warning(
          this.redact(
            `${failure.error.message}; retrying (${retry} of ${this.retries}) in ${ms} ms`,
          ),
        );
        await this.budget.waitToRetry(ms, failure.error.message);
        return;
    }
  }

  private async waitInHandler(wait: () => Promise<void>): Promise<boolean> {
    try {
      await wait();
      return true;
    } catch (error) {
      // The plugin would swallow a throw here; keep it for searchPage to raise.
      this.pendingFailure = error instanceof Error ? error : new Error(String(error));
      return false;
    }
  }

  /**
   * Seconds to wait for a secondary limit the throttling plugin does not recognise: a 403
   * or 429 with retry-after, or any 429 (GitHub: wait at least a minute), unless it is the
   * primary limit or the plugin already handled it (its message).
   */
  private unhandledSecondaryLimit(error: unknown): number | null {
    if (!isRequestError(error) || (error.status !== 403 && error.status !== 429)) return null;
    const headers = error.response?.headers ?? {};
    if (String(headers['x-ratelimit-remaining'] ?? '') === '0') return null;
    if (SECONDARY_MESSAGE.test(error.message)) return null;
    const after = retryAfterSeconds(headers);
    if (after !== null) return limitWaitSeconds(after);
    return error.status === 429 ? limitWaitSeconds(null) : null;
  }

  private toGithubError(error: unknown, what: string): GithubError {
    if (!isRequestError(error)) {
      return new GithubError('internal', this.redact(`${what}: ${messageOf(error)}`));
    }
    const status = error.status;
    if (!error.response) {
      // Octokit reports a transport failure as status 500 without a response.
      return new GithubError(
        'network',
        this.redact(`${what}: network failure: ${plainReason(error.message, 200)}`),
      );
    }
    const told = untrusted(serverMessage(error));
    const remaining = String(error.response.headers?.['x-ratelimit-remaining'] ?? '');
    const m = (text: string) => this.redact(`${what}: HTTP ${status} ${told}${text}`);
    if (status === 401)
      return new GithubError('unauthorized', m(' (check the github-token input)'), status);
    if (status === 403 && remaining === '0') return new GithubError('rate_limited', m(''), status);
    if (status === 403) return new GithubError('forbidden', m(''), status);
    if (status === 404)
      return new GithubError('not_found', m(' (check the api-url input)'), status);
    if (status === 422)
      return new GithubError('validation', m(' (GitHub refused the query)'), status);
    if (status === 429) return new GithubError('rate_limited', m(''), status);
    if (status >= 500) return new GithubError('server_error', m(''), status);
    return new GithubError('internal', m(''), status);
  }

  private throwIfCancelled(): void {
    if (this.signal.aborted)
      throw new GithubError('cancelled', 'cancelled before the search finished');
  }
}

/**
 * The wait before retry `retry` of a failure's class (1 = its first): a limit's own wait; a
 * malformed answer, a second per retry; a transient failure, (n+1)² backoff units (1, 4, 9 …
 * seconds by default). No jitter: the budget paces the search requests of a shard.
 */
function retryWaitMs(failure: Failure & { kind: string }, retry: number, baseMs: number): number {
  if (failure.kind === 'limit') return failure.seconds * 1000;
  return failure.kind === 'malformed' ? 1000 * retry : retry ** 2 * baseMs;
}

/**
 * The API root without a trailing slash. Credentials in the URL would be sent and logged:
 * refused, as is anything but http(s).
 */
export function normaliseApiUrl(raw: string): string {
  const problem = apiUrlProblem(raw);
  if (problem !== undefined) {
    // Never quoted: a URL with credentials in it would print them.
    throw new GithubError('config', `api-url ${problem}`);
  }
  return apiRoot(raw);
}

/**
 * The search budget: GitHub allows 30 search requests a minute per token, shared by every
 * leg of a run that uses it. Each response says what is left (x-ratelimit-*); before each
 * search request the budget waits for the reset when the remainder is at the reserve, and
 * spaces requests evenly. Every wait for a limit goes through here, with the injected clock
 * and sleep, and is capped: past the cap the crawl fails clearly instead of hanging.
 */
import { GithubError } from './errors.js';

export interface RateLimitState {
  limit: number | null;
  remaining: number | null;
  /** Epoch seconds at which the window resets. */
  reset: number | null;
  used: number | null;
  resource: string | null;
}

/** Fetch headers (of any fetch implementation: undici's class is not the global one) or a plain record. */
type HeaderSource =
  { get(name: string): string | null } | Record<string, string | number | undefined>;

function header(headers: HeaderSource, name: string): string | undefined {
  if (typeof headers['get'] === 'function') {
    return (headers as { get(name: string): string | null }).get(name) ?? undefined;
  }
  const value = (headers as Record<string, string | number | undefined>)[name];
  return value === undefined ? undefined : String(value);
}

function intHeader(headers: HeaderSource, name: string): number | null {
  const raw = header(headers, name);
  if (raw === undefined || !/^\d{1,15}$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

/** The x-ratelimit-* headers of a response, or null when it has none (rate limiting off on GHES). */
export function parseRateLimitHeaders(headers: HeaderSource): RateLimitState | null {
  const state: RateLimitState = {
    limit: intHeader(headers, 'x-ratelimit-limit'),
    remaining: intHeader(headers, 'x-ratelimit-remaining'),
    reset: intHeader(headers, 'x-ratelimit-reset'),
    used: intHeader(headers, 'x-ratelimit-used'),
    resource: header(headers, 'x-ratelimit-resource')?.trim() ?? null,
  };
  return state.remaining === null && state.reset === null ? null : state;
}

/**
 * The shortest wait for a limit, in seconds. `Retry-After: 0` (or a reset already past) would
 * otherwise send the next request at once, into the same limit.
 */
export const MIN_LIMIT_WAIT_SECONDS = 1;

/** GitHub's documentation: without retry-after, wait at least a minute after a secondary limit. */
export const SECONDARY_LIMIT_DEFAULT_SECONDS = 60;

/** The wait for a secondary limit: its Retry-After raised to the minimum, a minute without one. */
export function limitWaitSeconds(retryAfter: number | null): number {
  if (retryAfter === null) return SECONDARY_LIMIT_DEFAULT_SECONDS;
  return Math.max(retryAfter, MIN_LIMIT_WAIT_SECONDS);
}

/** Seconds from a Retry-After header: delta-seconds only (GitHub never sends a date). */
export function retryAfterSeconds(headers: HeaderSource): number | null {
  const raw = header(headers, 'retry-after');
  if (raw === undefined || !/^\d{1,9}$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

export interface BudgetOptions {
  /** Wall clock in epoch ms (reset times are epoch seconds). */
  now: () => number;
  /** Waits ms or until the signal aborts; never rejects. */
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  /**
   * Cap on the total time spent waiting: for limits (primary reset, secondary retry-after)
   * and before retries (backoff) together. A wait that would pass it fails instead.
   */
  maxWaitMs: number;
  /** Wait for the reset once remaining is at or below this (others share the budget). */
  reserve: number;
  /** Spacing between search requests (60 s / 30 = 2 s on github.com). */
  minIntervalMs: number;
  signal: AbortSignal;
  log: { info(message: string): void };
}

/** A margin after the reset: GitHub's documentation says to retry after it, not at it. */
const RESET_MARGIN_MS = 1000;

export class SearchBudget {
  private state: RateLimitState | null = null;
  private lastStart: number | null = null;
  private waited = 0;
  private backedOff = 0;
  private paced = 0;

  constructor(private readonly opts: BudgetOptions) {}

  /** Records the latest headers of a search response. */
  observe(state: RateLimitState): void {
    this.state = state;
  }

  /** The remaining search requests as last reported by GitHub; null before any answer. */
  get remaining(): number | null {
    return this.state?.remaining ?? null;
  }

  get limits(): RateLimitState | null {
    return this.state;
  }

  /** Milliseconds spent waiting for rate limits so far. */
  get waitedMs(): number {
    return this.waited;
  }

  /** Milliseconds spent waiting before retries (backoff) so far. */
  get backoffMs(): number {
    return this.backedOff;
  }

  /** Milliseconds spent spacing requests (not limited, just polite). */
  get pacedMs(): number {
    return this.paced;
  }

  /**
   * Called before every search request (first tries and retries alike): waits for the reset
   * when the budget is at the reserve, then keeps the spacing.
   */
  async beforeSearch(): Promise<void> {
    const s = this.state;
    if (s && s.remaining !== null && s.remaining <= this.opts.reserve && s.reset !== null) {
      const ms = s.reset * 1000 + RESET_MARGIN_MS - this.opts.now();
      if (ms > 0) {
        await this.waitForLimit(
          ms,
          `search budget at ${s.remaining} of ${s.limit ?? '?'} requests: waiting for its reset`,
        );
      }
      // What is left after the reset is unknown until the next answer says.
      this.state = { ...s, remaining: null };
    }
    if (this.lastStart !== null && this.opts.minIntervalMs > 0) {
      const gap = this.lastStart + this.opts.minIntervalMs - this.opts.now();
      if (gap > 0) {
        await this.opts.sleep(gap, this.opts.signal);
        this.paced += gap;
        this.throwIfCancelled();
      }
    }
    this.lastStart = this.opts.now();
  }

  /** Waits until the reset the last answer announced (a primary limit hit despite the reserve). */
  async waitForReset(why: string): Promise<void> {
    const reset = this.state?.reset;
    const ms = reset == null ? 60_000 : reset * 1000 + RESET_MARGIN_MS - this.opts.now();
    // A reset already past (clocks differ) still gets the minimum: asking at once hits the limit again.
    await this.waitForLimit(Math.max(ms, MIN_LIMIT_WAIT_SECONDS * 1000), why);
    if (this.state) this.state = { ...this.state, remaining: null };
  }

  /**
   * Waits ms for a limit, within the cap. Past the cap this throws a `rate_limited`
   * GithubError before sleeping: waiting and failing anyway would only waste the job's time.
   */
  async waitForLimit(ms: number, why: string): Promise<void> {
    const wait = this.checkWait(ms, why, 'rate_limited');
    this.opts.log.info(`${why}: waiting ${Math.ceil(wait / 1000)} s`);
    await this.opts.sleep(wait, this.opts.signal);
    this.waited += wait;
    this.throwIfCancelled();
  }

  /**
   * Waits ms before retrying a failed request, within the same cap. Past the cap this throws
   * `retry_exhausted` naming why the request failed.
   */
  async waitToRetry(ms: number, why: string): Promise<void> {
    const wait = this.checkWait(ms, why, 'retry_exhausted');
    await this.opts.sleep(wait, this.opts.signal);
    this.backedOff += wait;
    this.throwIfCancelled();
  }

  /** The wait in whole ms, or a GithubError when it would pass the cap (or the job is cancelled). */
  private checkWait(ms: number, why: string, code: 'rate_limited' | 'retry_exhausted'): number {
    this.throwIfCancelled();
    const wait = Math.ceil(Math.max(ms, 0));
    const spent = this.waited + this.backedOff;
    if (spent + wait > this.opts.maxWaitMs) {
      throw new GithubError(
        code,
        `${why}: ${Math.ceil(wait / 1000)} s more would pass the cap of ${Math.round(this.opts.maxWaitMs / 1000)} s on waiting (max-wait-seconds; ${Math.round(spent / 1000)} s waited so far)`,
      );
    }
    return wait;
  }

  private throwIfCancelled(): void {
    if (this.opts.signal.aborted)
      throw new GithubError('cancelled', 'cancelled while waiting for GitHub rate limits');
  }
}

// The one retry loop of the HTTP calls the project makes itself (the artifact service, the
// signed URL and its blob, ranged blob reads): a call is tried until it succeeds, fails
// for good, has been tried `attempts` times, or the next attempt would start past the
// deadline. Between attempts: full-jitter backoff (retry.ts), or the wait the server asked
// for when that is longer, never above the policy's cap. The caller's rule says which
// failures are transient; the clock (time, sleep, random) can be replaced by tests.

import { messageOf } from '../base/error-message.js';
import { backoffDelayMs, type BackoffPolicy } from './retry.js';

export interface RetryPolicy extends BackoffPolicy {
  /** Attempts in all (the first one included). */
  attempts: number;
  /** No attempt starts later than this many ms after the first. */
  deadlineMs: number;
}

/** What the loop asks of a failure. */
export interface RetryRule {
  /** Whether another attempt of the same call may succeed. */
  transient(error: unknown): boolean;
  /** The wait the server asked for (`Retry-After`), in ms, or null. */
  askedMs(error: unknown): number | null;
}

export interface RetryClock {
  now(): number;
  sleep(ms: number): Promise<void>;
  random(): number;
}

export const REAL_CLOCK: RetryClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: Math.random,
};

/** The wait before retry number `retry` (0 = the first): the backoff, or what the server asked. */
export function waitBeforeRetryMs(
  retry: number,
  askedMs: number | null,
  policy: RetryPolicy,
  random: () => number,
): number {
  const backoff = backoffDelayMs(retry, { baseMs: policy.baseMs, capMs: policy.capMs }, random);
  return Math.min(policy.capMs, Math.max(askedMs ?? 0, backoff));
}

/**
 * Runs `call` under `policy`. A failure the rule finds final is thrown as is; a transient one
 * that outlasts the policy is thrown as RetriesExhaustedError (the last failure its cause).
 */
export async function withRetries<T>(
  call: (attempt: number) => Promise<T>,
  policy: RetryPolicy,
  rule: RetryRule,
  clock: RetryClock = REAL_CLOCK,
): Promise<T> {
  const start = clock.now();
  for (let attempt = 1; ; attempt++) {
    try {
      return await call(attempt);
    } catch (error) {
      if (!rule.transient(error)) throw error;
      const wait = waitBeforeRetryMs(attempt - 1, rule.askedMs(error), policy, clock.random);
      const elapsed = clock.now() - start;
      if (attempt >= policy.attempts || elapsed + wait > policy.deadlineMs) {
        throw new RetriesExhaustedError(attempt, elapsed, error);
      }
      await clock.sleep(wait);
    }
  }
}

/** A transient failure that outlasted the retries. */
export class RetriesExhaustedError extends Error {
  constructor(
    readonly attempts: number,
    readonly elapsedMs: number,
    cause: unknown,
  ) {
    super(
      `${messageOf(cause).split('\n', 1)[0] ?? ''} (${attempts} ${attempts === 1 ? 'attempt' : 'attempts'} in ${(elapsedMs / 1000).toFixed(1)} s)`,
      { cause },
    );
    this.name = 'RetriesExhaustedError';
  }
}

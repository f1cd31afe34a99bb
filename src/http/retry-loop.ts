// The one retry loop of the project's network calls: the feed and POST client
// (src/http/client.ts), the GitHub search client (src/github/client.ts), the artifact service,
// the signed URL and its blob, and ranged blob reads. A call is tried until it succeeds, fails
// for good, has spent the retries of its failure's class, or the next attempt would start
// past the deadline. Each caller gives its plan: which failures are worth another attempt
// (in which class), the wait before each retry, what a failure that ends the loop becomes,
// and how to wait (where it logs, reports and is cancelled). withRetries is the plan of the
// calls the artifact store makes: full-jitter backoff (retry.ts), or the wait the server
// asked for when that is longer, never above the policy's cap.

import { messageOf } from '../base/error-message.js';
import { backoffDelayMs, type BackoffPolicy } from './retry.js';

/** How the plan sorts a failure: the class of one worth another attempt, or null when final. */
export interface Verdict<K extends string = string> {
  /** Each class counts its own retries; null: the failure ends the loop. */
  kind: K | null;
}

/** Where the loop stands when a failure ends it. */
export interface LoopEnd {
  /** Attempts made, the first one included. */
  attempts: number;
  /** Retries made in the class of the last failure. */
  retries: number;
  elapsedMs: number;
  /** The failure was worth another attempt, but the retries or the deadline were spent. */
  exhausted: boolean;
}

/** What one caller's calls retry, how long they wait, and what a final failure becomes. */
export interface RetryPlan<T, V extends Verdict> {
  sort(error: unknown): V;
  /** Retries allowed in the verdict's class. */
  retries(verdict: V & { kind: string }): number;
  /** The wait before retry `retry` of the verdict's class (1 = its first), in ms. */
  waitMs(verdict: V & { kind: string }, retry: number): number;
  /** No retry starts later than this many ms after the first attempt (default: no deadline). */
  deadlineMs?: number;
  /** Epoch ms (default Date.now); read only under a deadline. */
  now?: () => number;
  /** What a failure that ends the loop becomes: thrown, or (an answer that stands) returned. */
  settle(error: unknown, verdict: V, end: LoopEnd): T;
  /** Waits `ms` before retry `retry` of the verdict's class; it may throw (cancelled). */
  pause(ms: number, verdict: V & { kind: string }, retry: number): Promise<void>;
}

/** Runs `call` (attempt 1, 2 …) under `plan`. */
export async function retryLoop<T, V extends Verdict>(
  call: (attempt: number) => Promise<T>,
  plan: RetryPlan<T, V>,
): Promise<T> {
  const now = plan.now ?? Date.now;
  const start = plan.deadlineMs === undefined ? 0 : now();
  const made = new Map<string, number>();
  for (let attempt = 1; ; attempt++) {
    try {
      return await call(attempt);
    } catch (error) {
      const verdict = plan.sort(error);
      const end = (retries: number, exhausted: boolean): LoopEnd => ({
        attempts: attempt,
        retries,
        elapsedMs: plan.deadlineMs === undefined ? 0 : now() - start,
        exhausted,
      });
      if (!isRetryable(verdict)) return plan.settle(error, verdict, end(0, false));
      const retries = made.get(verdict.kind) ?? 0;
      if (retries >= plan.retries(verdict)) return plan.settle(error, verdict, end(retries, true));
      const wait = plan.waitMs(verdict, retries + 1);
      if (plan.deadlineMs !== undefined && end(0, true).elapsedMs + wait > plan.deadlineMs)
        return plan.settle(error, verdict, end(retries, true));
      made.set(verdict.kind, retries + 1);
      await plan.pause(wait, verdict, retries + 1);
    }
  }
}

function isRetryable<V extends Verdict>(verdict: V): verdict is V & { kind: string } {
  return verdict.kind !== null;
}

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
export function withRetries<T>(
  call: (attempt: number) => Promise<T>,
  policy: RetryPolicy,
  rule: RetryRule,
  clock: RetryClock = REAL_CLOCK,
): Promise<T> {
  return retryLoop<T, Verdict<'transient'> & { error: unknown }>(call, {
    sort: (error) => ({ kind: rule.transient(error) ? 'transient' : null, error }),
    retries: () => policy.attempts - 1,
    waitMs: (v, retry) => waitBeforeRetryMs(retry - 1, rule.askedMs(v.error), policy, clock.random),
    deadlineMs: policy.deadlineMs,
    now: clock.now,
    settle: (error, _v, end) => {
      throw end.exhausted ? new RetriesExhaustedError(end.attempts, end.elapsedMs, error) : error;
    },
    pause: (ms) => clock.sleep(ms),
  });
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

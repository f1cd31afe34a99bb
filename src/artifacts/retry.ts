// How the artifact store retries a call to the artifact service: which failures are
// transient, how many attempts, the backoff between them and an overall deadline.
//
// The @actions/artifact client retries 5xx and 429 answers of its own RPCs for about half
// a minute, but throws at once on a network error (a reset, a refused connection, a
// timeout): those are ours to retry. Calls this store makes itself (the signed URL and the
// blob) are retried here on every transient failure. See docs/contracts.md, "Artifact
// service retries".

import { backoffDelayMs, isRetryableStatus } from '../http/retry.js';
import { messageOf } from '../base/error-message.js';
import { errnoCode } from '../base/errno.js';

export interface ArtifactRetryPolicy {
  /** Attempts in all (the first one included). */
  attempts: number;
  /** Ceiling of the first backoff in ms (it doubles per retry, full jitter). */
  baseMs: number;
  /** Ceiling of any one wait in ms, `Retry-After` included. */
  capMs: number;
  /** No attempt starts later than this many ms after the first. */
  deadlineMs: number;
}

export const DEFAULT_ARTIFACT_RETRY: ArtifactRetryPolicy = {
  attempts: 5,
  baseMs: 250,
  capMs: 4000,
  deadlineMs: 60_000,
};

/** A failure of the service that another attempt may not see (a status, a dropped connection). */
export class TransientServiceError extends Error {
  constructor(
    message: string,
    /** The wait the service asked for (429/503 `Retry-After`), in ms. */
    readonly retryAfterMs: number | null = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'TransientServiceError';
  }
}

const NETWORK_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
]);

// The client wraps its NetworkError: "Failed to ListArtifacts: Unable to make request: ECONNRESET".
const CLIENT_NETWORK_ERROR = /Unable to make request: (E[A-Z_]+)/u;

/** Whether another attempt of the same call may succeed. */
export function isTransient(error: unknown): boolean {
  if (error instanceof TransientServiceError) return true;
  const code = errnoCode(error) ?? errnoCode((error as { cause?: unknown } | null)?.cause);
  if (code !== undefined && NETWORK_CODES.has(code)) return true;
  const match = CLIENT_NETWORK_ERROR.exec(messageOf(error));
  return match?.[1] !== undefined && NETWORK_CODES.has(match[1]);
}

/** A transient error for an HTTP answer the store reads itself, or null when it is final. */
export function statusError(
  what: string,
  status: number,
  retryAfterMs: number | null,
): TransientServiceError | null {
  return isRetryableStatus(status)
    ? new TransientServiceError(`${what} answered ${status}`, retryAfterMs)
    : null;
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

/** The wait before retry number `retry` (0 = the first): the backoff, or what the service asked. */
export function retryWaitMs(
  retry: number,
  error: unknown,
  policy: ArtifactRetryPolicy,
  random: () => number,
): number {
  const asked = error instanceof TransientServiceError ? error.retryAfterMs : null;
  const backoff = backoffDelayMs(retry, { baseMs: policy.baseMs, capMs: policy.capMs }, random);
  return Math.min(policy.capMs, Math.max(asked ?? 0, backoff));
}

/**
 * Runs `call` until it succeeds, fails with an error that is not transient, has been tried
 * `policy.attempts` times, or the next attempt would start past the deadline. The error
 * thrown is the last one, its message saying how many attempts were made.
 */
export async function withRetry<T>(
  call: (attempt: number) => Promise<T>,
  policy: ArtifactRetryPolicy = DEFAULT_ARTIFACT_RETRY,
  clock: RetryClock = REAL_CLOCK,
): Promise<T> {
  const start = clock.now();
  for (let attempt = 1; ; attempt++) {
    try {
      return await call(attempt);
    } catch (error) {
      if (!isTransient(error)) throw error;
      const wait = retryWaitMs(attempt - 1, error, policy, clock.random);
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

// How the artifact store retries a call to the artifact service: which failures are
// transient, how many attempts, the backoff between them and an overall deadline.
//
// The @actions/artifact client retries 5xx and 429 answers of its own RPCs for about half
// a minute, but throws at once on a network error (a reset, a refused connection, a
// timeout): those are ours to retry. Calls this store makes itself (the signed URL and the
// blob) are retried here on every transient failure. See docs/contracts.md, "Artifact
// service retries".

import { isRetryableStatus } from '../../http/retry.js';
import {
  REAL_CLOCK,
  waitBeforeRetryMs,
  withRetries,
  type RetryClock,
  type RetryPolicy,
  type RetryRule,
} from '../../http/retry-loop.js';
import { messageOf } from '../../base/error-message.js';
import { errnoCode } from '../../base/errno.js';

/** The artifact store's retry policy: the HTTP calls' one policy (src/http/retry-loop.ts). */
export type ArtifactRetryPolicy = RetryPolicy;

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

/** The wait before retry number `retry` (0 = the first): the backoff, or what the service asked. */
export function retryWaitMs(
  retry: number,
  error: unknown,
  policy: ArtifactRetryPolicy,
  random: () => number,
): number {
  return waitBeforeRetryMs(retry, ARTIFACT_RULE.askedMs(error), policy, random);
}

const ARTIFACT_RULE: RetryRule = {
  transient: isTransient,
  askedMs: (error) => (error instanceof TransientServiceError ? error.retryAfterMs : null),
};

/**
 * Runs `call` until it succeeds, fails with an error that is not transient, has been tried
 * `policy.attempts` times, or the next attempt would start past the deadline. The error
 * thrown is the last one, its message saying how many attempts were made.
 */
export function withRetry<T>(
  call: (attempt: number) => Promise<T>,
  policy: ArtifactRetryPolicy = DEFAULT_ARTIFACT_RETRY,
  clock: RetryClock = REAL_CLOCK,
): Promise<T> {
  return withRetries(call, policy, ARTIFACT_RULE, clock);
}

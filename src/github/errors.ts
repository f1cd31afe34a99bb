/**
 * Why a GitHub shard could not complete. The code goes into the leg diagnostics; the
 * message is one line, never contains the token (see redact), and quotes server text.
 */
export type GithubErrorCode =
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'validation'
  | 'rate_limited'
  /** A failing request whose next retry would pass max-wait-seconds. */
  | 'retry_exhausted'
  | 'server_error'
  | 'network'
  /** No complete answer within the request deadline (request-timeout-seconds). */
  | 'timeout'
  | 'invalid_response'
  | 'too_large'
  | 'cancelled'
  | 'config'
  | 'internal';

export class GithubError extends Error {
  constructor(
    readonly code: GithubErrorCode,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'GithubError';
  }
}

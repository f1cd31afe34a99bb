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

/** Secrets shorter than this are not searched for: replacing "a" everywhere would ruin messages. */
const MIN_SECRET_LENGTH = 4;

/** Replaces every occurrence of each secret with `***` (what the runner's own masking prints). */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    if (secret.length >= MIN_SECRET_LENGTH) out = out.split(secret).join('***');
  }
  return out;
}

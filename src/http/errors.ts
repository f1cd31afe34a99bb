// Transport failures of the HTTP client. An HTTP status (404, 503 …) is not an
// error here: the response comes back and the caller decides what it means.

export type HttpErrorCode =
  | 'timeout' // the attempt's total or header deadline passed
  | 'network' // connect, DNS, TLS, reset, bad framing, undecodable body
  | 'blocked_url' // SSRF guard: scheme or address refused
  | 'cancelled' // the caller's signal was aborted
  | 'too_many_redirects'; // more redirects than allowed (a loop, usually)

export class HttpError extends Error {
  constructor(
    readonly code: HttpErrorCode,
    message: string,
    /** Retries made before giving up (attempts - 1). */
    readonly retries: number,
    /** The URL of the failing hop. */
    readonly url: string,
    /** The last HTTP status seen, for too_many_redirects. */
    readonly status?: number,
    /** blocked_url only because the address is loopback or private (allowPrivateNetwork reaches it). */
    readonly privateAddress = false,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

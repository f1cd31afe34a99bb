/**
 * One deadline per GitHub request: connecting, waiting for the headers and reading the whole
 * body must all end within `timeoutMs`, as the feed client's attempts must. Without it a
 * server that accepts and never answers holds a request for undici's default five minutes
 * per attempt, and one that trickles its body holds it for ever.
 *
 * The caller's signal (the job's cancellation) still ends the request at once; the deadline
 * only adds a second way to abort it. The timer stops as soon as the body has been read or
 * dropped, so no timer outlives its request.
 *
 * Every body also stops at a byte limit, error answers included: Octokit reads the body of
 * a 4xx/5xx answer whole, and a fast server could otherwise fill the memory within the
 * deadline.
 */
import { GithubError } from './errors.js';

/** Statuses whose answers never have a body (a Response refuses one for them). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * A fetch like `base` whose every call, body included, ends within `timeoutMs`, and whose
 * bodies stop with a `too_large` error past `maxBytes`.
 */
export function fetchWithDeadline(
  base: typeof fetch,
  timeoutMs: number,
  maxBytes: number,
): typeof fetch {
  for (const [name, value] of [
    ['timeoutMs', timeoutMs],
    ['maxBytes', maxBytes],
  ] as const) {
    if (!Number.isSafeInteger(value) || value < 1)
      throw new RangeError(`${name} must be an integer >= 1, got ${value}`);
  }
  return async (input, init = {}) => {
    const deadline = new AbortController();
    const timer = setTimeout(
      () =>
        deadline.abort(
          new GithubError('timeout', `no complete answer within ${describeMs(timeoutMs)}`),
        ),
      timeoutMs,
    );
    const stop = () => clearTimeout(timer);
    const signal = init.signal ? AbortSignal.any([init.signal, deadline.signal]) : deadline.signal;
    let response: Response;
    try {
      response = await base(input, { ...init, signal });
    } catch (error) {
      stop();
      throw deadline.signal.aborted ? (deadline.signal.reason as GithubError) : error;
    }
    if (response.body === null || NULL_BODY_STATUSES.has(response.status)) {
      stop();
      return response;
    }
    return withGuardedBody(response, deadline.signal, stop, maxBytes);
  };
}

/**
 * The same answer, its body read through a stream that reports the deadline's error when the
 * deadline cut it (undici reports a bare abort), stops at the byte limit, and stops the
 * timer once the body is done.
 */
function withGuardedBody(
  response: Response,
  deadline: AbortSignal,
  stop: () => void,
  maxBytes: number,
): Response {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  let received = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          stop();
          controller.close();
          return;
        }
        received += value.byteLength;
        if (received > maxBytes) {
          stop();
          await reader.cancel();
          controller.error(
            new GithubError('too_large', `the answer is larger than ${maxBytes} bytes`),
          );
          return;
        }
        controller.enqueue(value);
      } catch (error) {
        stop();
        controller.error(deadline.aborted ? deadline.reason : error);
      }
    },
    async cancel(reason) {
      stop();
      await reader.cancel(reason);
    },
  });
  const guarded = new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
  // A constructed Response has no URL; keep the one that answered (Octokit reports it).
  Object.defineProperty(guarded, 'url', { value: response.url });
  return guarded;
}

/** "30 s", or "250 ms" below a second. */
function describeMs(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`;
}

/** The deadline's error behind an Octokit request error (Octokit wraps what fetch threw). */
export function deadlineErrorOf(error: unknown): GithubError | null {
  for (let e = error, depth = 0; e && depth < 4; depth++) {
    if (e instanceof GithubError && e.code === 'timeout') return e;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

// The default HTTP client of every action: GET over node:http
// and node:https with a deadline per attempt, an identifying User-Agent,
// decompression under a byte limit, manual redirects re-checked by the SSRF
// guard, and retries with full-jitter backoff that honour Retry-After.
//
// The SSRF guard checks the address a request connects to after DNS resolution, through
// node:http's `lookup` option (undici's fetch can do the same only when given an undici
// Agent whose `connect.lookup` is the guard; the global fetch alone cannot).

import * as http from 'node:http';
import * as https from 'node:https';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { pipeline, type Readable } from 'node:stream';
import { setTimeout as sleepFor } from 'node:timers/promises';
import { ACCEPT_ENCODING, decodersFor, UnsupportedEncodingError } from './content-encoding.js';
import { HttpError, type HttpErrorCode } from './errors.js';
import {
  backoffDelayMs,
  isRetryableStatus,
  parseRetryAfterMs,
  type BackoffPolicy,
} from './retry.js';
import {
  BlockedUrlError,
  checkTargetUrl,
  defaultAddressPolicy,
  guardedLookup,
  systemResolver,
  type AddressPolicy,
  type Resolver,
} from './ssrf.js';
import { messageOf } from '../base/error-message.js';
import { retryLoop } from './retry-loop.js';

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export interface HttpClientOptions {
  /** Sent on every request: who is crawling and where to complain. */
  userAgent: string;
  /** Deadline of one attempt, redirects and body included, in ms. */
  timeoutMs: number;
  /** Deadline for the response headers of each hop, in ms (default: min(timeoutMs, 10 s)). */
  headerTimeoutMs?: number;
  /** Attempts in all (1 = no retry). */
  maxAttempts: number;
  /** Largest body kept, counted after decompression. */
  maxBytes: number;
  /** Redirects followed per attempt (default 5). */
  maxRedirects?: number;
  /**
   * Allows loopback, private and ULA addresses (local tests, intranet feeds).
   * Link-local and cloud metadata addresses stay refused; schemes stay http(s).
   */
  allowPrivateNetwork?: boolean;
  /** Replaces the address policy (tests that simulate a public host on loopback). */
  addressPolicy?: AddressPolicy;
  /** Default: 1 s doubling, capped at 30 s. */
  backoff?: BackoffPolicy;
  /** The shortest wait before any retry, in ms (a per-site request rate; default 0). */
  minRetryDelayMs?: number;
  /** A Retry-After above this is not waited for: the answer is returned as is (default 120 s). */
  retryAfterCapMs?: number;
  sleep?: Sleep;
  random?: () => number;
  now?: () => number;
  resolver?: Resolver;
  onRetry?: (event: RetryEvent) => void;
  onRedirect?: (event: RedirectEvent) => void;
}

export interface RetryEvent {
  /** 1 for the first retry. */
  retry: number;
  delayMs: number;
  /** "HTTP 503", or the error code and message. */
  reason: string;
  url: string;
}

export interface RedirectEvent {
  status: number;
  from: string;
  to: string;
}

export interface RequestOptions {
  /** Extra request headers (conditional GET validators …). */
  headers?: Record<string, string>;
  /** Aborting it cancels the request and any wait between attempts. */
  signal?: AbortSignal;
  /**
   * When the signal aborts while the body is arriving, return what was read
   * (truncated, cut 'cancelled') instead of throwing 'cancelled'.
   */
  partialOnCancel?: boolean;
}

export interface HttpResponse {
  /** The URL that answered (after redirects). */
  url: string;
  status: number;
  headers: IncomingHttpHeaders;
  /** Decoded body of a 2xx answer; empty for other statuses. */
  body: Buffer;
  /** The body stopped early: at the byte limit, or cancelled mid-way. */
  truncated: boolean;
  cut: 'max_bytes' | 'cancelled' | null;
  /** Retries made (attempts - 1). */
  retries: number;
  redirects: number;
}

export interface HttpClient {
  get(url: string, options?: RequestOptions): Promise<HttpResponse>;
}

/** POSTs a body (reports sent to a service: error events); redirects are not followed. */
export interface HttpPoster {
  post(
    url: string,
    body: { bytes: Buffer; contentType: string },
    options?: RequestOptions,
  ): Promise<HttpResponse>;
}

/** What one request sends: a GET, or a POST with its body. */
type Outgoing = { method: 'GET' } | { method: 'POST'; bytes: Buffer; contentType: string };

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 1000, capMs: 30_000 };

const defaultSleep: Sleep = async (ms, signal) => {
  await sleepFor(ms, undefined, signal === undefined ? undefined : { signal });
};

/** Why the attempt's own controller aborted. */
class Deadline {
  constructor(readonly message: string) {}
}

/** One failed attempt, and whether another one could succeed. */
class AttemptFailure extends Error {
  constructor(
    readonly code: HttpErrorCode,
    message: string,
    readonly retryable: boolean,
    readonly url: string,
    readonly status?: number,
    readonly privateAddress = false,
  ) {
    super(message);
  }
}

type AttemptResult = Omit<HttpResponse, 'retries'>;

/** The client's options with every default filled in and checked. */
interface Settings {
  options: HttpClientOptions;
  maxRedirects: number;
  headerTimeoutMs: number;
  policy: AddressPolicy;
  backoff: BackoffPolicy;
  retryAfterCapMs: number;
  minRetryDelayMs: number;
  sleep: Sleep;
  random: () => number;
  now: () => number;
  lookup: ReturnType<typeof guardedLookup>;
}

function settingsOf(options: HttpClientOptions): Settings {
  assertPositiveInt('maxAttempts', options.maxAttempts);
  assertPositiveInt('timeoutMs', options.timeoutMs);
  assertPositiveInt('maxBytes', options.maxBytes);
  const maxRedirects = options.maxRedirects ?? 5;
  if (!Number.isSafeInteger(maxRedirects) || maxRedirects < 0)
    throw new RangeError('maxRedirects must be >= 0');
  const headerTimeoutMs = options.headerTimeoutMs ?? Math.min(options.timeoutMs, 10_000);
  assertPositiveInt('headerTimeoutMs', headerTimeoutMs);
  const policy =
    options.addressPolicy ?? defaultAddressPolicy(options.allowPrivateNetwork === true);
  return {
    options,
    maxRedirects,
    headerTimeoutMs,
    policy,
    backoff: options.backoff ?? DEFAULT_BACKOFF,
    retryAfterCapMs: options.retryAfterCapMs ?? 120_000,
    minRetryDelayMs: Math.max(0, options.minRetryDelayMs ?? 0),
    sleep: options.sleep ?? defaultSleep,
    random: options.random ?? Math.random,
    now: options.now ?? Date.now,
    lookup: guardedLookup(options.resolver ?? systemResolver, policy),
  };
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const settings = settingsOf(options);
  return { get: (url, req = {}) => send(settings, url, req, { method: 'GET' }) };
}

/** The same client for POST requests: the same deadlines, limits, retries and address rules. */
export function createHttpPoster(options: HttpClientOptions): HttpPoster {
  const settings = settingsOf(options);
  return { post: (url, body, req = {}) => send(settings, url, req, { method: 'POST', ...body }) };
}

function requestHeadersOf(options: HttpClientOptions, outgoing: Outgoing): Record<string, string> {
  if (outgoing.method === 'POST')
    return {
      'user-agent': options.userAgent,
      accept: 'application/json, */*;q=0.5',
      'accept-encoding': ACCEPT_ENCODING,
      'content-type': outgoing.contentType,
      'content-length': String(outgoing.bytes.length),
    };
  return {
    'user-agent': options.userAgent,
    accept:
      'application/rss+xml, application/atom+xml, application/rdf+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
    'accept-encoding': ACCEPT_ENCODING,
  };
}

/** An answer whose status is worth another attempt: it stands when no retry follows. */
class RetryableAnswer {
  constructor(
    readonly result: AttemptResult,
    /** The wait its Retry-After asks for, in ms, or null. */
    readonly askedMs: number | null,
  ) {}
}

/** A failed attempt, sorted: retried (in the one class of this client), or final. */
interface Sorted {
  kind: 'retry' | null;
  askedMs: number | null;
  reason: string;
}

/** The request's attempts, with a pause before each retry (the one loop, http/retry-loop.ts). */
function send(
  settings: Settings,
  url: string,
  req: RequestOptions,
  outgoing: Outgoing,
): Promise<HttpResponse> {
  const { options } = settings;
  const signal = req.signal;
  const headers: Record<string, string> = {
    ...requestHeadersOf(options, outgoing),
    ...lowerKeys(req.headers ?? {}),
  };
  const request = { url, headers, outgoing };
  return retryLoop<HttpResponse, Sorted>(
    async (attempt) => {
      if (isAborted(signal)) throw new HttpError('cancelled', 'cancelled', attempt - 1, url);
      const result = await attemptOnce(settings, request, signal, req.partialOnCancel === true);
      if (!isRetryableStatus(result.status)) return { ...result, retries: attempt - 1 };
      throw new RetryableAnswer(
        result,
        parseRetryAfterMs(result.headers['retry-after'], settings.now()),
      );
    },
    {
      sort: (error) => sortFailure(settings, error, url),
      retries: () => options.maxAttempts - 1,
      // The wait a server asks for replaces the backoff (above the cap the answer stands).
      waitMs: (sorted, retry) =>
        Math.max(
          sorted.askedMs ?? backoffDelayMs(retry - 1, settings.backoff, settings.random),
          settings.minRetryDelayMs,
        ),
      settle: (error, _sorted, end) => settle(error, url, end.attempts - 1),
      pause: async (delayMs, sorted, retry) => {
        options.onRetry?.({ retry, delayMs, reason: sorted.reason, url });
        try {
          await settings.sleep(delayMs, signal);
        } catch {
          throw new HttpError('cancelled', 'cancelled while waiting to retry', retry - 1, url);
        }
        if (isAborted(signal))
          throw new HttpError('cancelled', 'cancelled while waiting to retry', retry - 1, url);
      },
    },
  );
}

/** Whether a failed attempt is worth another, and why it failed. */
function sortFailure(settings: Settings, error: unknown, url: string): Sorted {
  if (error instanceof RetryableAnswer) {
    // A server asking for a longer pause than we are willing to wait gets no
    // early retry: the answer stands (politeness beats completeness).
    const standing = error.askedMs !== null && error.askedMs > settings.retryAfterCapMs;
    const reason = `HTTP ${error.result.status}`;
    return { kind: standing ? null : 'retry', askedMs: error.askedMs, reason };
  }
  if (error instanceof HttpError) return { kind: null, askedMs: null, reason: error.message };
  const failure = toFailure(error, url);
  return {
    kind: failure.retryable ? 'retry' : null,
    askedMs: null,
    reason: `${failure.code}: ${failure.message}`,
  };
}

/** What ends the attempts: the answer that stands, or the failure as an HttpError. */
function settle(error: unknown, url: string, retries: number): HttpResponse {
  if (error instanceof RetryableAnswer) return { ...error.result, retries };
  if (error instanceof HttpError) throw error;
  const failure = toFailure(error, url);
  throw new HttpError(
    failure.code,
    failure.message,
    retries,
    failure.url,
    failure.status,
    failure.privateAddress,
  );
}

/** One attempt: the redirect chain and the body, under one deadline. */
async function attemptOnce(
  settings: Settings,
  request: { url: string; headers: Record<string, string>; outgoing: Outgoing },
  signal: AbortSignal | undefined,
  partialOnCancel: boolean,
): Promise<AttemptResult> {
  const { options, policy } = settings;
  const { url: startUrl, outgoing } = request;
  const own = new AbortController();
  const combined = signal === undefined ? own.signal : AbortSignal.any([signal, own.signal]);
  const deadline = setTimeout(
    () => own.abort(new Deadline(`no complete response within ${options.timeoutMs} ms`)),
    options.timeoutMs,
  );
  let current = startUrl;
  try {
    let target = checkTargetUrl(startUrl, policy);
    current = target.href;
    for (let redirects = 0; ; redirects++) {
      const res = await requestHeaders(settings, target, request, combined, own);
      const status = res.statusCode ?? 0;
      const location = res.headers.location;
      const follow = outgoing.method === 'GET' && REDIRECT_STATUSES.has(status);
      if (follow && typeof location === 'string' && location !== '') {
        res.destroy();
        target = redirectTarget(settings, status, location, target, current, redirects);
        options.onRedirect?.({ status, from: current, to: target.href });
        current = target.href;
        continue;
      }
      if (status < 200 || status > 299) {
        res.destroy();
        const empty = { body: Buffer.alloc(0), truncated: false, cut: null };
        return { url: current, status, headers: res.headers, ...empty, redirects };
      }
      const body = await readBody(
        res,
        options.maxBytes,
        () => partialOnCancel && signal?.aborted === true,
      );
      return { url: current, status, headers: res.headers, ...body, redirects };
    }
  } catch (err) {
    throw attemptFailure(err, signal, own, current);
  } finally {
    clearTimeout(deadline);
  }
}

/** Where a redirect leads, checked like the first URL; a failure past the redirect limit. */
function redirectTarget(
  settings: Settings,
  status: number,
  location: string,
  from: URL,
  current: string,
  redirects: number,
): URL {
  if (redirects >= settings.maxRedirects) {
    throw new AttemptFailure(
      'too_many_redirects',
      `more than ${settings.maxRedirects} redirects`,
      false,
      current,
      status,
    );
  }
  let next: URL;
  try {
    next = new URL(location, from);
  } catch {
    throw new AttemptFailure(
      'network',
      `HTTP ${status} with an invalid Location`,
      false,
      current,
      status,
    );
  }
  return checkTargetUrl(next, settings.policy);
}

/** What ended an attempt: the caller's cancellation, our deadline, or the error itself. */
function attemptFailure(
  err: unknown,
  signal: AbortSignal | undefined,
  own: AbortController,
  current: string,
): AttemptFailure {
  if (signal?.aborted === true) return new AttemptFailure('cancelled', 'cancelled', false, current);
  if (own.signal.aborted) {
    const why = own.signal.reason as unknown;
    const message = why instanceof Deadline ? why.message : 'timed out';
    return new AttemptFailure('timeout', message, true, current);
  }
  return toFailure(err, current);
}

/** Sends the request and resolves with the response once its headers arrived. */
function requestHeaders(
  settings: Settings,
  target: URL,
  { headers, outgoing }: { headers: Record<string, string>; outgoing: Outgoing },
  signal: AbortSignal,
  own: AbortController,
): Promise<IncomingMessage> {
  const method = outgoing.method;
  const { headerTimeoutMs, lookup } = settings;
  return new Promise((resolve, reject) => {
    const headerTimer = setTimeout(
      () => own.abort(new Deadline(`no response headers within ${headerTimeoutMs} ms`)),
      headerTimeoutMs,
    );
    const request = target.protocol === 'https:' ? https.request : http.request;
    // agent: false = a fresh connection per request, closed after: nothing can
    // outlive the leg, and no pooled socket skips the lookup check.
    const req = request(target, { method, headers, agent: false, lookup, signal }, (res) => {
      clearTimeout(headerTimer);
      resolve(res);
    });
    req.on('error', (err) => {
      clearTimeout(headerTimer);
      reject(err);
    });
    req.end(outgoing.method === 'POST' ? outgoing.bytes : undefined);
  });
}

/**
 * Reads the (decoded) body up to `maxBytes`. Stops early, returning what it has,
 * when the decoded or the raw size passes the limit, or when `cancelledPartial()`
 * says a cancellation should keep the bytes read so far.
 */
async function readBody(
  res: IncomingMessage,
  maxBytes: number,
  cancelledPartial: () => boolean,
): Promise<{ body: Buffer; truncated: boolean; cut: 'max_bytes' | 'cancelled' | null }> {
  const encoding = res.headers['content-encoding'];
  const decoders = decodersFor(typeof encoding === 'string' ? encoding : undefined);
  let rawOver = false;
  let out: Readable = res;
  if (decoders.length > 0) {
    let raw = 0;
    // The compressed size gets the same limit: a body that is large both before
    // and after decoding stops as early as possible.
    res.on('data', (chunk: Buffer) => {
      raw += chunk.length;
      if (raw > maxBytes && !rawOver) {
        rawOver = true;
        res.destroy(new Error('raw body over the byte limit'));
      }
    });
    out = pipeline([res, ...decoders], () => {
      // Errors surface through the iteration below.
    }) as unknown as Readable;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let cut: 'max_bytes' | 'cancelled' | null = null;
  try {
    for await (const chunk of out) {
      const buf = chunk as Buffer;
      const room = maxBytes - size;
      if (buf.length > room) {
        if (room > 0) chunks.push(buf.subarray(0, room));
        size += room;
        cut = 'max_bytes';
        break;
      }
      chunks.push(buf);
      size += buf.length;
    }
  } catch (err) {
    if (rawOver) cut = 'max_bytes';
    else if (cancelledPartial() && size > 0) cut = 'cancelled';
    else throw err;
  } finally {
    out.destroy();
    res.destroy();
  }
  return { body: Buffer.concat(chunks, size), truncated: cut !== null, cut };
}

function toFailure(err: unknown, url: string): AttemptFailure {
  if (err instanceof AttemptFailure) return err;
  if (err instanceof BlockedUrlError)
    return new AttemptFailure(
      'blocked_url',
      err.message,
      false,
      url,
      undefined,
      err.privateAddress,
    );
  if (err instanceof UnsupportedEncodingError)
    return new AttemptFailure('network', err.message, false, url);
  const e = err as NodeJS.ErrnoException;
  const code = typeof e?.code === 'string' ? e.code : '';
  const message = messageOf(err);
  return new AttemptFailure(
    'network',
    code !== '' && !message.includes(code) ? `${code}: ${message}` : message,
    true,
    url,
  );
}

// A function, not an inline check: TypeScript would keep `aborted` narrowed across awaits.
function isAborted(signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true;
}

function lowerKeys(headers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) out[k.toLowerCase()] = v;
  return out;
}

function assertPositiveInt(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 1)
    throw new RangeError(`${name} must be an integer >= 1, got ${value}`);
}

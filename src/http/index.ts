export { createHttpClient, createHttpPoster } from './client.js';
export type {
  HttpClient,
  HttpClientOptions,
  HttpPoster,
  HttpResponse,
  RedirectEvent,
  RequestOptions,
  RetryEvent,
  Sleep,
} from './client.js';
export { HttpError } from './errors.js';
export type { HttpErrorCode } from './errors.js';
export { backoffDelayMs, isRetryableStatus, parseRetryAfterMs } from './retry.js';
export type { BackoffPolicy } from './retry.js';
export {
  BlockedUrlError,
  checkTargetUrl,
  defaultAddressPolicy,
  guardedLookup,
  isBlockedAddress,
  systemResolver,
} from './ssrf.js';
export type { AddressPolicy, Resolver } from './ssrf.js';
export { ACCEPT_ENCODING } from './content-encoding.js';

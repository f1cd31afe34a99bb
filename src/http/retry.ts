// Retry policy: which answers are worth another attempt and how long to wait.
// Pure: the clock and the random source come in as parameters.

/** 408 (timeout), 429 (rate limited) and 5xx are transient; other 4xx are final. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || (status >= 500 && status <= 599);
}

export interface BackoffPolicy {
  /** Delay ceiling of the first retry, in ms; it doubles per retry. */
  baseMs: number;
  /** Ceiling of any computed delay, in ms. */
  capMs: number;
}

/**
 * "Full jitter" exponential backoff: a uniform delay in [0, min(cap, base * 2^retry)).
 * Spreading retries uniformly keeps many legs hitting one host from retrying in step.
 * `retry` is 0 for the first retry. `random` returns [0, 1).
 */
export function backoffDelayMs(retry: number, policy: BackoffPolicy, random: () => number): number {
  const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** Math.min(retry, 52));
  const r = random();
  const unit = Number.isFinite(r) ? Math.min(Math.max(r, 0), 1) : 0;
  return Math.floor(unit * ceiling);
}

/**
 * The delay a `Retry-After` header asks for, in ms, or null when the header is
 * absent or unreadable. Accepts delta-seconds and an HTTP-date (RFC 9110 §10.2.3);
 * a date in the past means "now" (0).
 */
export function parseRetryAfterMs(
  value: string | string[] | undefined,
  nowMs: number,
): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (raw === undefined) return null;
  const text = raw.trim();
  if (/^[0-9]{1,10}$/.test(text)) return Number(text) * 1000;
  // IMF-fixdate and the two obsolete forms all carry a weekday, a month name and a zone.
  if (text.length > 64 || !/^[A-Za-z]{3,9},? [0-9A-Za-z :-]+ GMT$/.test(text)) return null;
  const at = Date.parse(text);
  if (!Number.isFinite(at)) return null;
  return Math.max(0, at - nowMs);
}

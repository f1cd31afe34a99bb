import fc from 'fast-check';
import {
  limitWaitSeconds,
  MIN_LIMIT_WAIT_SECONDS,
  parseRateLimitHeaders,
  retryAfterSeconds,
  SearchBudget,
} from './budget.js';
import { GithubError } from './errors.js';
import { redact } from '../base/secrets.js';
import { fakeClock, recordingLog } from '../../test-support/github.js';

function budget(
  clock = fakeClock(),
  overrides: Partial<ConstructorParameters<typeof SearchBudget>[0]> = {},
) {
  return new SearchBudget({
    now: clock.now,
    sleep: clock.sleep,
    maxWaitMs: 120_000,
    reserve: 1,
    minIntervalMs: 0,
    signal: new AbortController().signal,
    log: recordingLog(),
    ...overrides,
  });
}

describe('rate limit headers', () => {
  test('reads x-ratelimit-* from fetch Headers and from plain records', () => {
    const expected = { limit: 30, remaining: 7, reset: 1780000000, used: 23, resource: 'search' };
    const record = {
      'x-ratelimit-limit': '30',
      'x-ratelimit-remaining': '7',
      'x-ratelimit-reset': '1780000000',
      'x-ratelimit-used': 23,
      'x-ratelimit-resource': 'search',
    };
    expect(parseRateLimitHeaders(record)).toEqual(expected);
    expect(
      parseRateLimitHeaders(new Headers(Object.entries(record).map(([k, v]) => [k, String(v)]))),
    ).toEqual(expected);
  });

  test('no headers (rate limiting disabled on GHES) => null; junk values => null fields', () => {
    expect(parseRateLimitHeaders({})).toBeNull();
    expect(
      parseRateLimitHeaders({ 'x-ratelimit-remaining': 'lots', 'x-ratelimit-reset': '12' }),
    ).toMatchObject({
      remaining: null,
      reset: 12,
    });
  });

  test('retry-after in seconds only', () => {
    expect(retryAfterSeconds({ 'retry-after': '60' })).toBe(60);
    expect(retryAfterSeconds({ 'retry-after': 'Wed, 21 Oct 2015 07:28:00 GMT' })).toBeNull();
    expect(retryAfterSeconds({})).toBeNull();
  });
});

describe('SearchBudget', () => {
  test('waits for the reset (+1 s) once remaining reaches the reserve, then forgets the count', async () => {
    const clock = fakeClock();
    const b = budget(clock);
    const reset = Math.floor(clock.now() / 1000) + 30;
    b.observe({ limit: 30, remaining: 1, reset, used: 29, resource: 'search' });
    await b.beforeSearch();
    expect(clock.sleeps).toHaveLength(1);
    expect(clock.now()).toBe(reset * 1000 + 1000);
    expect(b.remaining).toBeNull();
    await b.beforeSearch();
    expect(clock.sleeps).toHaveLength(1);
  });

  test('does not wait above the reserve or when the reset has passed', async () => {
    const clock = fakeClock();
    const b = budget(clock);
    b.observe({
      limit: 30,
      remaining: 2,
      reset: Math.floor(clock.now() / 1000) + 30,
      used: 28,
      resource: 'search',
    });
    await b.beforeSearch();
    b.observe({
      limit: 30,
      remaining: 0,
      reset: Math.floor(clock.now() / 1000) - 5,
      used: 30,
      resource: 'search',
    });
    await b.beforeSearch();
    expect(clock.sleeps).toEqual([]);
  });

  test('past the cap it throws rate_limited without sleeping', async () => {
    const clock = fakeClock();
    const b = budget(clock, { maxWaitMs: 10_000 });
    b.observe({
      limit: 30,
      remaining: 0,
      reset: Math.floor(clock.now() / 1000) + 60,
      used: 30,
      resource: 'search',
    });
    await expect(b.beforeSearch()).rejects.toMatchObject({ code: 'rate_limited' });
    expect(clock.sleeps).toEqual([]);
  });

  test('property: total waited never passes the cap', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 50_000 }), { maxLength: 20 }),
        fc.integer({ min: 0, max: 200_000 }),
        async (waits, cap) => {
          const clock = fakeClock();
          const b = budget(clock, { maxWaitMs: cap });
          for (const ms of waits) {
            try {
              await b.waitForLimit(ms, 'test');
            } catch (error) {
              expect(error).toBeInstanceOf(GithubError);
            }
          }
          expect(b.waitedMs).toBeLessThanOrEqual(cap);
          expect(clock.sleeps.reduce((a, c) => a + c, 0)).toBe(b.waitedMs);
        },
      ),
      { numRuns: 50 },
    );
  });

  test('spacing keeps requests minIntervalMs apart and is not counted as limit waiting', async () => {
    const clock = fakeClock();
    const b = budget(clock, { minIntervalMs: 2000 });
    await b.beforeSearch();
    clock.advance(500);
    await b.beforeSearch();
    expect(clock.sleeps).toEqual([1500]);
    expect(b.pacedMs).toBe(1500);
    expect(b.waitedMs).toBe(0);
  });

  test('a cancelled signal turns a wait into a cancelled error', async () => {
    const controller = new AbortController();
    controller.abort();
    const b = budget(fakeClock(), { signal: controller.signal });
    await expect(b.waitForLimit(1000, 'test')).rejects.toMatchObject({ code: 'cancelled' });
  });
});

describe('redact', () => {
  test('replaces every occurrence of each secret', () => {
    expect(redact('a ghs_secret1 b ghs_secret1', ['ghs_secret1'])).toBe('a *** b ***');
  });
  test('ignores secrets too short to search for', () => {
    expect(redact('abc', ['a'])).toBe('abc');
  });
  test('property: a token-shaped secret never survives', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.stringMatching(/^[A-Za-z0-9_]{4,40}$/),
        fc.string(),
        (before, secret, after) => {
          expect(redact(`${before}${secret}${after}`, [secret])).not.toContain(secret);
        },
      ),
    );
  });
});

describe('waits: a minimum for limits, one cap for every wait', () => {
  test('a secondary limit waits its retry-after, at least the minimum, a minute without one', () => {
    expect(limitWaitSeconds(0)).toBe(MIN_LIMIT_WAIT_SECONDS);
    expect(limitWaitSeconds(null)).toBe(60);
    fc.assert(
      fc.property(fc.nat(10 ** 9), (n) => {
        const wait = limitWaitSeconds(n);
        expect(wait).toBeGreaterThanOrEqual(MIN_LIMIT_WAIT_SECONDS);
        expect(wait).toBe(Math.max(n, MIN_LIMIT_WAIT_SECONDS));
      }),
    );
  });

  test('a reset already past still waits the minimum', async () => {
    const clock = fakeClock();
    const b = budget(clock);
    const past = Math.floor(clock.now() / 1000) - 120;
    b.observe({ limit: 30, remaining: 0, reset: past, used: 30, resource: 'search' });
    await b.waitForReset('primary limit');
    expect(clock.sleeps).toEqual([MIN_LIMIT_WAIT_SECONDS * 1000]);
  });

  test('limit waits and backoff share max-wait-seconds; the wait past it is never started', async () => {
    fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 50_000 })), { maxLength: 12 }),
        fc.integer({ min: 0, max: 100_000 }),
        async (waits, cap) => {
          const clock = fakeClock();
          const b = budget(clock, { maxWaitMs: cap });
          for (const [limit, ms] of waits) {
            const before = clock.sleeps.length;
            const spent = b.waitedMs + b.backoffMs;
            try {
              if (limit) await b.waitForLimit(ms, 'limit');
              else await b.waitToRetry(ms, 'backoff');
            } catch (error) {
              expect(error).toBeInstanceOf(GithubError);
              expect((error as GithubError).code).toBe(limit ? 'rate_limited' : 'retry_exhausted');
              expect((error as GithubError).message).toContain('max-wait-seconds');
              expect(spent + ms).toBeGreaterThan(cap);
              expect(clock.sleeps.length).toBe(before);
              continue;
            }
            expect(spent + ms).toBeLessThanOrEqual(cap);
          }
          const slept = clock.sleeps.reduce((a, x) => a + x, 0);
          expect(slept).toBe(b.waitedMs + b.backoffMs);
          expect(slept).toBeLessThanOrEqual(cap);
        },
      ),
    );
  });
});

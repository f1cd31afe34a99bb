import fc from 'fast-check';
import { backoffDelayMs, isRetryableStatus, parseRetryAfterMs } from './retry.js';

describe('isRetryableStatus', () => {
  it('retries 408, 429 and 5xx only', () => {
    for (const s of [408, 429, 500, 502, 503, 504, 599]) expect(isRetryableStatus(s)).toBe(true);
    for (const s of [200, 301, 304, 400, 401, 403, 404, 410, 451])
      expect(isRetryableStatus(s)).toBe(false);
  });
});

describe('backoffDelayMs', () => {
  const policy = { baseMs: 1000, capMs: 30_000 };
  it('is full jitter: random() scales the exponential ceiling', () => {
    expect(backoffDelayMs(0, policy, () => 0.5)).toBe(500);
    expect(backoffDelayMs(1, policy, () => 0.5)).toBe(1000);
    expect(backoffDelayMs(3, policy, () => 0.999)).toBe(7992);
    expect(backoffDelayMs(10, policy, () => 0.5)).toBe(15_000);
    expect(backoffDelayMs(2, policy, () => 0)).toBe(0);
  });

  it('stays in [0, min(cap, base*2^n)] for any retry and random value (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (n, r) => {
          const d = backoffDelayMs(n, policy, () => r);
          expect(Number.isInteger(d)).toBe(true);
          expect(d).toBeGreaterThanOrEqual(0);
          expect(d).toBeLessThanOrEqual(
            Math.min(policy.capMs, policy.baseMs * 2 ** Math.min(n, 52)),
          );
        },
      ),
    );
  });

  it('clamps a broken random source', () => {
    expect(backoffDelayMs(0, policy, () => NaN)).toBe(0);
    expect(backoffDelayMs(0, policy, () => 7)).toBe(1000);
  });
});

describe('parseRetryAfterMs', () => {
  const now = Date.parse('2026-06-05T12:00:00Z');
  it('reads delta-seconds', () => {
    expect(parseRetryAfterMs('0', now)).toBe(0);
    expect(parseRetryAfterMs(' 120 ', now)).toBe(120_000);
    expect(parseRetryAfterMs(['3', '9'], now)).toBe(3000);
  });
  it('reads an HTTP-date relative to now, past dates meaning 0', () => {
    expect(parseRetryAfterMs('Fri, 05 Jun 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfterMs('Fri, 05 Jun 2026 11:00:00 GMT', now)).toBe(0);
  });
  it('ignores garbage and absence', () => {
    for (const v of [
      undefined,
      '',
      '-1',
      '1.5',
      'soon',
      'Fri, 05 Jun 2026 12:00:30 PST',
      '99999999999',
    ]) {
      expect(parseRetryAfterMs(v, now)).toBeNull();
    }
  });
});

import fc from 'fast-check';
import { jitterDelayMs, sleep } from './jitter.js';

describe('jitterDelayMs', () => {
  it('is 0 for no, negative or non-finite jitter', () => {
    for (const s of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(jitterDelayMs(s, () => 0.5)).toBe(0);
    }
  });

  it('scales the random draw to milliseconds', () => {
    expect(jitterDelayMs(180, () => 0.5)).toBe(90_000);
    expect(jitterDelayMs(10, () => 0)).toBe(0);
  });

  it('property: within [0, seconds * 1000) for any draw in [0, 1]', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.001, max: 3600, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (seconds, draw) => {
          const ms = jitterDelayMs(seconds, () => draw);
          expect(Number.isInteger(ms)).toBe(true);
          expect(ms).toBeGreaterThanOrEqual(0);
          expect(ms).toBeLessThan(Math.max(1, seconds * 1000));
        },
      ),
    );
  });
});

describe('sleep', () => {
  it('waits the given time', async () => {
    const t0 = Date.now();
    await sleep(30, new AbortController().signal);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(25);
  });

  it('returns early, without rejecting, when aborted', async () => {
    const controller = new AbortController();
    const t0 = Date.now();
    setTimeout(() => controller.abort(), 20);
    await sleep(60_000, controller.signal);
    expect(Date.now() - t0).toBeLessThan(10_000);
  });

  it('returns at once when already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const t0 = Date.now();
    await sleep(60_000, controller.signal);
    expect(Date.now() - t0).toBeLessThan(10_000);
  });
});

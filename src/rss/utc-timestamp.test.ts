import fc from 'fast-check';
import { formatTimestamp } from '../runcontext/time.js';
import { formatUtcSeconds } from './utc-timestamp.js';

const MIN_MS = -62_167_219_200_000;
const MAX_MS = 253_402_300_799_999;

describe('formatUtcSeconds', () => {
  it('writes what formatTimestamp writes, over the years 0000 to 9999', () => {
    fc.assert(
      fc.property(fc.integer({ min: MIN_MS, max: MAX_MS }), (ms) => {
        expect(formatUtcSeconds(ms)).toBe(formatTimestamp(ms));
      }),
      { numRuns: 20_000 },
    );
  });

  it('agrees at the edges: the range, leap days, century years, midnight, fractions', () => {
    const instants = [
      MIN_MS,
      MAX_MS,
      0,
      -1,
      999,
      -1000,
      Date.UTC(2000, 1, 29, 23, 59, 59, 999),
      Date.UTC(1900, 1, 28, 12),
      Date.UTC(2100, 2, 1),
      Date.UTC(2026, 5, 7, 23, 59, 59, 500),
      Date.UTC(2026, 11, 31, 23, 59, 59),
      -62_135_596_800_001, // the last millisecond of year 0
    ];
    for (const ms of instants) expect(formatUtcSeconds(ms)).toBe(formatTimestamp(ms));
  });

  it('throws as formatTimestamp does outside the range', () => {
    for (const ms of [MIN_MS - 1, MAX_MS + 1, Number.NaN, Infinity])
      expect(() => formatUtcSeconds(ms)).toThrow(/outside the years 0000-9999/);
  });
});

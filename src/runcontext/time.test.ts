import fc from 'fast-check';
import { RunContextError } from './errors.js';
import {
  formatTimestamp,
  formatTimestampCeil,
  parseBoundary,
  parseNow,
  utcDateMs,
} from './time.js';

describe('formatTimestamp', () => {
  test('whole seconds, Z', () => {
    expect(formatTimestamp(Date.parse('2026-06-05T17:42:56.999Z'))).toBe('2026-06-05T17:42:56Z');
    expect(formatTimestampCeil(Date.parse('2026-06-05T17:42:56.001Z'))).toBe(
      '2026-06-05T17:42:57Z',
    );
    expect(formatTimestampCeil(Date.parse('2026-06-05T17:42:56Z'))).toBe('2026-06-05T17:42:56Z');
    expect(formatTimestamp(utcDateMs(5, 0, 1))).toBe('0005-01-01T00:00:00Z');
    expect(formatTimestamp(Date.parse('1969-12-31T23:59:59.500Z'))).toBe('1969-12-31T23:59:59Z');
  });
  test('refuses what the format cannot hold', () => {
    expect(() => formatTimestamp(utcDateMs(10000, 0, 1))).toThrow(RangeError);
    expect(() => formatTimestamp(NaN)).toThrow(RangeError);
  });
  test('round trips through parseBoundary', () => {
    fc.assert(
      fc.property(fc.integer({ min: utcDateMs(0, 0, 1), max: utcDateMs(9999, 11, 31) }), (ms) => {
        const text = formatTimestamp(ms);
        expect(text).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
        expect(parseBoundary('since', text)).toBe(Math.floor(ms / 1000) * 1000);
      }),
    );
  });
});

describe('parseBoundary', () => {
  test('timestamps and dates', () => {
    expect(parseBoundary('since', '2026-06-01T00:00:00Z')).toBe(Date.parse('2026-06-01T00:00:00Z'));
    expect(parseBoundary('since', '2026-06-01')).toBe(Date.parse('2026-06-01T00:00:00Z'));
    expect(parseBoundary('until', '2024-02-29T23:59:59Z')).toBe(Date.parse('2024-02-29T23:59:59Z'));
  });
  test.each([
    '2026-06-01T00:00:00.000Z',
    '2026-06-01T00:00:00+02:00',
    '2026-06-01T00:00:00',
    '2026-06-01 00:00:00Z',
    '2026-02-30',
    '2025-02-29',
    '2026-13-01',
    '2026-06-01T24:00:00Z',
    '2026-06-01T23:59:60Z',
    'yesterday',
    '',
  ])('refuses %j, naming the input', (text) => {
    expect(() => parseBoundary('until', text)).toThrow(RunContextError);
    expect(() => parseBoundary('until', text)).toThrow(/^until: must be a UTC timestamp/);
  });
});

describe('parseNow', () => {
  test('RFC 3339 with any offset and fraction, or a date; floored to the second', () => {
    const z = Date.parse('2026-06-05T17:42:56Z');
    expect(parseNow('now', '2026-06-05T17:42:56Z')).toBe(z);
    expect(parseNow('now', '2026-06-05T17:42:56.987Z')).toBe(z);
    expect(parseNow('now', '2026-06-05T19:42:56+02:00')).toBe(z);
    expect(parseNow('now', '2026-06-05T12:12:56.5-05:30')).toBe(z);
    expect(parseNow('now', '2026-06-05')).toBe(Date.parse('2026-06-05T00:00:00Z'));
    // Seventeen nines are 1 as a double: the last second of a week stays in it.
    expect(parseNow('now', '2026-06-07T23:59:59.99999999999999999Z')).toBe(
      Date.parse('2026-06-07T23:59:59Z'),
    );
  });
  test.each([
    '2026-06-05T17:42:56',
    'now',
    '1717600000',
    '2026-06-31T00:00:00Z',
    '2026-06-05T17:42:56+24:00',
  ])('refuses %j', (text) => {
    expect(() => parseNow('now', text)).toThrow(/^now: must be an ISO 8601 timestamp/);
  });
});

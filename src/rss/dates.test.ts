import fc from 'fast-check';
import { formatTimestamp } from '../runcontext/time.js';
import { parseFeedDate, parseUtcSeconds } from './dates.js';

const at = (iso: string): number => Date.parse(iso);

describe('parseFeedDate', () => {
  it.each([
    ['Tue, 02 Jun 2026 10:00:00 GMT', '2026-06-02T10:00:00Z'],
    ['Tue, 02 Jun 2026 10:00:00 +0000', '2026-06-02T10:00:00Z'],
    ['Wed, 03 Jun 2026 10:00:00 +0300', '2026-06-03T07:00:00Z'],
    ['Wed, 3 Jun 2026 10:00 -0430', '2026-06-03T14:30:00Z'],
    ['03 Jun 2026 10:00:00 EDT', '2026-06-03T14:00:00Z'],
    ['Tue, 02 Jun 26 10:00:00 PST', '2026-06-02T18:00:00Z'],
    ['Tuesday, 02-Jun-26 10:00:00 GMT', '2026-06-02T10:00:00Z'],
    ['Tue, 02 June 2026 10:00:00 GMT', '2026-06-02T10:00:00Z'],
    ['Tue, 02 Jun 2026 10:00:00 +0000 (UTC)', '2026-06-02T10:00:00Z'],
    ['2026-06-04T08:00:00+02:00', '2026-06-04T06:00:00Z'],
    ['2026-06-04T08:00:00.123456Z', '2026-06-04T08:00:00Z'],
    ['2026-06-04T08:00:00+0530', '2026-06-04T02:30:00Z'],
    ['2026-06-04 08:00:00 UTC', '2026-06-04T08:00:00Z'],
    ['2026-06-04', '2026-06-04T00:00:00Z'],
    ['2026-06-04T24:00:00Z', '2026-06-05T00:00:00Z'],
    ['  2026-06-04T08:00Z  ', '2026-06-04T08:00:00Z'],
    ['June 4, 2026 08:00:00 GMT', '2026-06-04T08:00:00Z'],
  ])('reads %j', (raw, expected) => {
    expect(parseFeedDate(raw)).toBe(at(expected));
  });

  it('reads dates without a zone as UTC, whatever the process time zone', () => {
    const saved = process.env['TZ'];
    try {
      process.env['TZ'] = 'America/New_York';
      expect(parseFeedDate('2026-06-04T08:00:00')).toBe(at('2026-06-04T08:00:00Z'));
      expect(parseFeedDate('Thu, 04 Jun 2026 08:00:00')).toBe(at('2026-06-04T08:00:00Z'));
    } finally {
      if (saved === undefined) delete process.env['TZ'];
      else process.env['TZ'] = saved;
    }
  });

  it('reads other spellings the same in every process time zone, or not at all', () => {
    const spellings = [
      'June 4, 2026 08:00:00 GMT',
      '2026/06/04 08:00:00 +0000',
      'Jun 4 2026 08:00 UTC',
      'UTC 08:00 June 4 2026',
      'Z 2026-06-04 08:00',
      'GMT June 4, 2026 08:00',
    ];
    const saved = process.env['TZ'];
    const readIn = (zone: string) => {
      process.env['TZ'] = zone;
      return spellings.map((s) => parseFeedDate(s));
    };
    try {
      const utc = readIn('UTC');
      expect(readIn('Asia/Tokyo')).toEqual(utc);
      expect(readIn('America/Los_Angeles')).toEqual(utc);
      expect(utc.slice(0, 3)).toEqual(Array(3).fill(at('2026-06-04T08:00:00Z')));
      expect(utc.slice(3)).toEqual([null, null, null]);
    } finally {
      if (saved === undefined) delete process.env['TZ'];
      else process.env['TZ'] = saved;
    }
  });

  it.each([
    '',
    'the day after tomorrow',
    '2026-13-01T00:00:00Z',
    '2026-02-30',
    '2026-06-04T25:00:00Z',
    '2026-06-04T10:61:00Z',
    'Tue, 02 Foo 2026 10:00:00 GMT',
    'Tue, 02 Jun 2026 10:00:00 XYZ',
    'Tue, 02 Jun 2026 10:00:00 +9900',
    '1718000000',
    'June 4, 2026 08:00:00',
    '<script>2026-06-04</script>',
    '2026-06-04T08:00:00Z'.repeat(10),
  ])('refuses %j', (raw) => {
    expect(parseFeedDate(raw)).toBeNull();
  });

  it('round-trips every second-precision instant through ISO and RFC 1123 forms (property)', () => {
    const instant = fc
      .integer({ min: at('1970-01-01T00:00:00Z') / 1000, max: at('2999-12-31T23:59:59Z') / 1000 })
      .map((s) => s * 1000);
    fc.assert(
      fc.property(instant, (ms) => {
        expect(parseFeedDate(formatTimestamp(ms))).toBe(ms);
        expect(parseFeedDate(new Date(ms).toUTCString())).toBe(ms);
        expect(parseFeedDate(formatTimestamp(ms).replace('Z', ''))).toBe(ms);
      }),
    );
  });

  it('applies any numeric offset consistently (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -14 * 60, max: 14 * 60 }), (offset) => {
        const sign = offset < 0 ? '-' : '+';
        const abs = Math.abs(offset);
        const hh = String(Math.floor(abs / 60)).padStart(2, '0');
        const mm = String(abs % 60).padStart(2, '0');
        const local = parseFeedDate(`2026-06-04T12:00:00${sign}${hh}:${mm}`);
        expect(local).toBe(at('2026-06-04T12:00:00Z') - offset * 60_000);
        expect(parseFeedDate(`Thu, 04 Jun 2026 12:00:00 ${sign}${hh}${mm}`)).toBe(local);
      }),
    );
  });
});

describe('parseUtcSeconds', () => {
  it('knows the last day of every month, leap years included', () => {
    for (const year of [1000, 1600, 1700, 1900, 2000, 2023, 2024, 2100, 2400, 9999])
      for (let month = 1; month <= 12; month++) {
        const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
        const ym = `${year}-${String(month).padStart(2, '0')}`;
        expect(parseFeedDate(`${ym}-${last}`)).toBe(Date.UTC(year, month - 1, last));
        expect(parseFeedDate(`${ym}-${last + 1}`)).toBeNull();
      }
  });
  it('parses only the canonical form', () => {
    expect(parseUtcSeconds('2026-06-01T00:00:00Z')).toBe(at('2026-06-01T00:00:00Z'));
    expect(() => parseUtcSeconds('2026-06-01')).toThrow(RangeError);
    expect(() => parseUtcSeconds('2026-06-31T00:00:00Z')).toThrow(RangeError);
  });
});

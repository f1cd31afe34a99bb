import fc from 'fast-check';
import { RunContextError } from './errors.js';
import { DAY_MS, utcDateMs } from './time.js';
import { isoWeek, mondayMs, parseWeek, shiftWeek, weeksInYear, weekWindow } from './week.js';

const at = (text: string) => new Date(text);

describe('isoWeek', () => {
  test.each([
    // Around the turn of the year: the ISO year, not the calendar year.
    ['2027-01-01T00:00:00Z', '2026-W53'],
    ['2026-12-28T00:00:00Z', '2026-W53'],
    ['2021-01-03T23:59:59Z', '2020-W53'],
    ['2021-01-04T00:00:00Z', '2021-W01'],
    // ISO 8601 examples (Wikipedia "ISO week date").
    ['2005-01-01T12:00:00Z', '2004-W53'],
    ['2005-01-02T12:00:00Z', '2004-W53'],
    ['2005-12-31T12:00:00Z', '2005-W52'],
    ['2007-01-01T12:00:00Z', '2007-W01'],
    ['2007-12-30T12:00:00Z', '2007-W52'],
    ['2007-12-31T12:00:00Z', '2008-W01'],
    ['2008-12-28T12:00:00Z', '2008-W52'],
    ['2008-12-29T12:00:00Z', '2009-W01'],
    ['2009-12-31T12:00:00Z', '2009-W53'],
    ['2010-01-03T12:00:00Z', '2009-W53'],
    ['2010-01-04T12:00:00Z', '2010-W01'],
    // A Friday evening: ISO week 23 began on Monday 2026-06-01.
    ['2026-06-05T17:42:56Z', '2026-W23'],
    ['2026-06-01T00:00:00Z', '2026-W23'],
    ['2026-05-31T23:59:59Z', '2026-W22'],
  ])('%s is in %s', (date, week) => {
    expect(isoWeek(at(date))).toBe(week);
  });

  test('works on dates before 1970 and in years below 100', () => {
    expect(isoWeek(at('1969-12-31T23:59:59Z'))).toBe('1970-W01');
    expect(isoWeek(utcDateMs(1, 0, 1))).toBe('0001-W01'); // a Monday
    expect(isoWeek(utcDateMs(99, 11, 31))).toBe('0099-W53'); // a Thursday
  });

  test('refuses instants outside the supported ISO years', () => {
    expect(() => isoWeek(utcDateMs(0, 11, 31))).toThrow(RangeError);
    expect(() => isoWeek(utcDateMs(9999, 5, 1))).toThrow(RangeError);
    expect(() => isoWeek(new Date(NaN))).toThrow(RangeError);
  });
});

// Computed independently with Python's date.isocalendar(): random dates over years 1-9998,
// then dates within a week of a year end (where the ISO year differs most often).
const PYTHON_ISOCALENDAR: [string, string][] = [
  ['3719-10-10', '3719-W41'],
  ['1733-04-18', '1733-W16'],
  ['4535-01-01', '4534-W52'],
  ['7476-01-31', '7476-W05'],
  ['0555-07-03', '0555-W27'],
  ['0832-10-30', '0832-W44'],
  ['9432-03-14', '9432-W11'],
  ['6154-11-12', '6154-W46'],
  ['1081-12-15', '1081-W50'],
  ['4200-06-07', '4200-W23'],
  ['6693-07-07', '6693-W27'],
  ['0667-01-15', '0667-W03'],
  ['5828-03-13', '5828-W11'],
  ['2466-07-06', '2466-W27'],
  ['0431-08-03', '0431-W31'],
  ['0987-12-26', '0987-W52'],
  ['4980-10-26', '4980-W43'],
  ['4803-02-17', '4803-W08'],
  ['0803-03-12', '0803-W11'],
  ['2764-09-06', '2764-W36'],
  ['1042-09-18', '1042-W37'],
  ['6329-01-06', '6329-W01'],
  ['4876-01-06', '4876-W02'],
  ['0679-10-21', '0679-W43'],
  ['9496-04-02', '9496-W14'],
  ['6494-06-14', '6494-W24'],
  ['1422-09-12', '1422-W37'],
  ['2564-08-04', '2564-W31'],
  ['7242-11-12', '7242-W46'],
  ['7206-03-15', '7206-W11'],
  ['6695-11-30', '6695-W48'],
  ['0711-05-28', '0711-W21'],
  ['6628-03-25', '6628-W13'],
  ['6725-02-18', '6725-W08'],
  ['4556-04-29', '4556-W18'],
  ['0570-06-19', '0570-W25'],
  ['2539-10-27', '2539-W44'],
  ['0535-12-09', '0535-W49'],
  ['6393-07-11', '6393-W27'],
  ['9859-04-28', '9859-W17'],
  ['7413-01-04', '7413-W01'],
  ['7403-12-31', '7403-W52'],
  ['3027-01-04', '3027-W01'],
  ['3051-12-29', '3052-W01'],
  ['7318-01-01', '7317-W52'],
  ['2324-12-29', '2325-W01'],
  ['8826-12-28', '8826-W53'],
  ['9757-01-03', '9757-W01'],
  ['7422-12-30', '7423-W01'],
  ['0246-12-29', '0246-W53'],
  ['0976-12-28', '0976-W52'],
  ['3117-12-31', '3118-W01'],
  ['9825-12-28', '9825-W52'],
  ['7603-01-02', '7603-W01'],
  ['7218-12-31', '7219-W01'],
  ['8506-12-31', '8506-W52'],
  ['4821-01-04', '4821-W01'],
  ['0076-12-29', '0076-W53'],
  ['7494-01-01', '7494-W01'],
  ['6665-12-29', '6665-W52'],
  ['4163-01-02', '4162-W52'],
  ['3764-01-01', '3763-W52'],
  ['0488-12-29', '0488-W53'],
  ['9227-12-29', '9227-W52'],
  ['6561-12-29', '6561-W53'],
  ['4768-01-03', '4768-W01'],
  ['1095-12-28', '1095-W52'],
  ['0009-12-31', '0009-W53'],
  ['3437-12-28', '3437-W52'],
  ['7702-01-03', '7702-W01'],
];

test('agrees with an independent implementation (Python isocalendar)', () => {
  for (const [date, week] of PYTHON_ISOCALENDAR) {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    expect([date, isoWeek(utcDateMs(y, m - 1, d) + 12 * 3600 * 1000)]).toEqual([date, week]);
  }
});

describe('parseWeek', () => {
  test('accepts real weeks', () => {
    expect(parseWeek('2026-W53')).toEqual({ year: 2026, week: 53 });
    expect(parseWeek('2020-W53')).toEqual({ year: 2020, week: 53 });
    expect(parseWeek('2025-W01')).toEqual({ year: 2025, week: 1 });
  });

  test.each([
    ['2026-W54', /ISO year 2026 has weeks 01 to 53/],
    ['2025-W53', /ISO year 2025 has weeks 01 to 52/],
    ['2026-W00', /does not exist/],
    ['2026-W5', /must be an ISO week YYYY-Www/],
    ['2026W05', /must be an ISO week/],
    ['2026-w05', /must be an ISO week/],
    [' 2026-W05', /must be an ISO week/],
    ['0000-W01', /outside the ISO years/],
    ['9999-W01', /outside the ISO years/],
  ])('refuses %s', (text, message) => {
    let error: unknown;
    try {
      parseWeek(text);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RunContextError);
    expect((error as RunContextError).input).toBe('week');
    expect((error as RunContextError).problem).toMatch(message);
  });

  test('names another input when asked', () => {
    expect(() => parseWeek('x', 'from')).toThrow('from: must be an ISO week');
  });

  test('years with 53 weeks: Jan 1 a Thursday, or a Wednesday in a leap year', () => {
    const long = [];
    for (let y = 2000; y <= 2040; y += 1) if (weeksInYear(y) === 53) long.push(y);
    expect(long).toEqual([2004, 2009, 2015, 2020, 2026, 2032, 2037]);
  });
});

describe('weekWindow and shiftWeek', () => {
  test.each([
    ['2026-W23', '2026-06-01T00:00:00Z', '2026-06-08T00:00:00Z'],
    ['2026-W53', '2026-12-28T00:00:00Z', '2027-01-04T00:00:00Z'],
    ['2020-W53', '2020-12-28T00:00:00Z', '2021-01-04T00:00:00Z'],
    ['2026-W01', '2025-12-29T00:00:00Z', '2026-01-05T00:00:00Z'],
  ])('%s runs Monday to Monday', (week, since, until) => {
    expect(weekWindow(week)).toEqual({ since, until });
  });

  test('shifts across ISO year ends', () => {
    expect(shiftWeek('2026-W53', 1)).toBe('2027-W01');
    expect(shiftWeek('2027-W01', -1)).toBe('2026-W53');
    expect(shiftWeek('2026-W23', 0)).toBe('2026-W23');
    expect(shiftWeek('2026-W23', -52)).toBe('2025-W23');
  });

  test('refuses offsets that are not integers or leave the supported years', () => {
    expect(() => shiftWeek('2026-W23', 0.5)).toThrow(RunContextError);
    expect(() => shiftWeek('2026-W23', 1e6)).toThrow('week-offset: 1000000 weeks from 2026-W23');
  });
});

// Instants across the supported range, weighted towards the years that matter.
const recent = fc.integer({ min: utcDateMs(1970, 0, 1), max: utcDateMs(2200, 0, 1) });
const anyYear = fc.integer({ min: utcDateMs(1, 0, 1), max: utcDateMs(9998, 11, 20) });
const instant = fc.oneof(recent, anyYear);

describe('properties', () => {
  test('the window of the week of a date holds the date, is Monday..Monday, 7 days', () => {
    fc.assert(
      fc.property(instant, (ms) => {
        const week = isoWeek(ms);
        const { since, until } = weekWindow(week);
        const s = Date.parse(since);
        const u = Date.parse(until);
        expect(s).toBeLessThanOrEqual(ms);
        expect(ms).toBeLessThan(u);
        expect(u - s).toBe(7 * DAY_MS);
        expect(new Date(s).getUTCDay()).toBe(1);
        expect(Math.abs(s % DAY_MS)).toBe(0);
        expect(since).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/);
        // Round trip: both ends of the window are in the same week, its neighbours are not.
        expect(isoWeek(s)).toBe(week);
        expect(isoWeek(u - 1)).toBe(week);
        expect(parseWeek(week)).toBeDefined();
      }),
      { numRuns: 2000 },
    );
  });

  test('the ISO year is the calendar year of the week Thursday', () => {
    fc.assert(
      fc.property(instant, (ms) => {
        const thursday = mondayMs(isoWeek(ms)) + 3 * DAY_MS;
        expect(isoWeek(ms).slice(0, 4)).toBe(
          String(new Date(thursday).getUTCFullYear()).padStart(4, '0'),
        );
      }),
    );
  });

  test('shiftWeek moves the window by whole weeks and composes', () => {
    fc.assert(
      fc.property(
        recent,
        fc.integer({ min: -600, max: 600 }),
        fc.integer({ min: -600, max: 600 }),
        (ms, a, b) => {
          const week = isoWeek(ms);
          expect(mondayMs(shiftWeek(week, a))).toBe(mondayMs(week) + a * 7 * DAY_MS);
          expect(shiftWeek(shiftWeek(week, a), b)).toBe(shiftWeek(week, a + b));
        },
      ),
    );
  });

  test('consecutive weeks of a year tile it; the week after the last does not exist', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 9998 }), (year) => {
        const last = weeksInYear(year - 1);
        const pad = (n: number) => String(n).padStart(2, '0');
        const y = String(year).padStart(4, '0');
        const py = String(year - 1).padStart(4, '0');
        expect(weekWindow(`${py}-W${pad(last)}`).until).toBe(weekWindow(`${y}-W01`).since);
        expect(() => parseWeek(`${py}-W${pad(last + 1)}`)).toThrow(RunContextError);
      }),
    );
  });
});

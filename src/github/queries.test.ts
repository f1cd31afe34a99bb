import fc from 'fast-check';
import {
  fillTemplate,
  newReposQuery,
  pagesFor,
  QueryError,
  shardQueries,
  trendingReposQuery,
  windowDates,
} from './queries.js';

const WEEK = { since: '2026-06-01T00:00:00Z', until: '2026-06-08T00:00:00Z' };
const NO_TOPIC = { primary: [], secondary: [] };

function iso(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19) + 'Z';
}

describe('windowDates', () => {
  test('a Monday-to-Monday week is since..until-1day, inclusive dates', () => {
    expect(windowDates(WEEK)).toEqual({
      firstDay: '2026-06-01',
      lastDay: '2026-06-07',
      range: '2026-06-01..2026-06-07',
    });
  });

  test('the ISO week that spans a year keeps calendar dates', () => {
    expect(
      windowDates({ since: '2026-12-28T00:00:00Z', until: '2027-01-04T00:00:00Z' }).range,
    ).toBe('2026-12-28..2027-01-03');
  });

  test('a window that is not whole days keeps its times and ends a second before until', () => {
    expect(
      windowDates({ since: '2026-06-01T12:00:00Z', until: '2026-06-02T06:30:00Z' }).range,
    ).toBe('2026-06-01T12:00:00+00:00..2026-06-02T06:29:59+00:00');
  });

  test.each([
    [{ since: '2026-06-08T00:00:00Z', until: '2026-06-01T00:00:00Z' }, /empty/],
    [{ since: '2026-06-01T00:00:00Z', until: '2026-06-01T00:00:00Z' }, /empty/],
    [{ since: '2026-06-01', until: '2026-06-08T00:00:00Z' }, /since/],
    [{ since: '2026-02-30T00:00:00Z', until: '2026-03-08T00:00:00Z' }, /since/],
    [{ since: '2026-06-01T00:00:00Z', until: '2026-06-08T00:00:00.000Z' }, /until/],
  ])('refuses %j', (window, message) => {
    expect(() => windowDates(window)).toThrow(QueryError);
    expect(() => windowDates(window)).toThrow(message);
  });

  test('property: a whole-day range covers exactly the days of the window', () => {
    const day = 86_400_000;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 1, max: 60 }),
        (start, days) => {
          const since = Date.UTC(2000, 0, 1) + start * day;
          const until = since + days * day;
          const { firstDay, lastDay, range } = windowDates({
            since: iso(since),
            until: iso(until),
          });
          expect(range).toBe(`${firstDay}..${lastDay}`);
          expect(firstDay).toBe(iso(since).slice(0, 10));
          // The last day is inside the window, the until day is not.
          expect(Date.parse(`${lastDay}T00:00:00Z`)).toBe(until - day);
        },
      ),
    );
  });

  test('property: any window maps to a range inside [since, until)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 946_684_800, max: 4_000_000_000 }),
        fc.integer({ min: 1, max: 90 * 86_400 }),
        (sinceS, lengthS) => {
          const since = sinceS * 1000;
          const until = since + lengthS * 1000;
          const { range } = windowDates({ since: iso(since), until: iso(until) });
          const [from, to] = range.split('..') as [string, string];
          const start = Date.parse(from.length === 10 ? `${from}T00:00:00Z` : from);
          const end =
            to.length === 10 ? Date.parse(`${to}T00:00:00Z`) + 86_400_000 : Date.parse(to) + 1000;
          expect(start).toBe(since);
          expect(end).toBe(until);
        },
      ),
    );
  });
});

describe('shard queries', () => {
  test('new_repos and trending_repos carry the window and the stars bar', () => {
    expect(newReposQuery(WEEK)).toBe('created:2026-06-01..2026-06-07 stars:>50');
    expect(trendingReposQuery(WEEK)).toBe('pushed:2026-06-01..2026-06-07 stars:>50');
    expect(shardQueries('new_repos', WEEK, NO_TOPIC)).toEqual([newReposQuery(WEEK)]);
    expect(shardQueries('trending_repos', WEEK, { primary: ['x'], secondary: ['y'] })).toEqual([
      trendingReposQuery(WEEK),
    ]);
  });

  test('topic templates get {last_week} = first day and {today} = last day of the window', () => {
    expect(fillTemplate('topic:machine-learning stars:>50 pushed:>{last_week}', WEEK)).toBe(
      'topic:machine-learning stars:>50 pushed:>2026-06-01',
    );
    expect(fillTemplate('  topic:llm   pushed:{last_week}..{today} ', WEEK)).toBe(
      'topic:llm pushed:2026-06-01..2026-06-07',
    );
  });

  test('topic shards use their own templates, duplicates once, in config order', () => {
    const topic = {
      primary: ['topic:b pushed:>{last_week}', 'topic:a', 'topic:b pushed:>{last_week}'],
      secondary: ['topic:c'],
    };
    expect(shardQueries('topic_primary', WEEK, topic)).toEqual([
      'topic:b pushed:>2026-06-01',
      'topic:a',
    ]);
    expect(shardQueries('topic_secondary', WEEK, topic)).toEqual(['topic:c']);
    expect(shardQueries('topic_secondary', WEEK, NO_TOPIC)).toEqual([]);
  });

  test.each([
    ['topic:x pushed:>{yesterday}', /unknown placeholder/],
    ['{}', /unknown placeholder/],
    ['   ', /empty/],
    [`topic:${'x'.repeat(260)}`, /256/],
  ])('refuses the template %j', (template, message) => {
    expect(() => fillTemplate(template, WEEK)).toThrow(message);
  });
});

describe('pagesFor', () => {
  test('property: the least pages for min(total, max, 1000) results, at least one', () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000 }), fc.integer({ min: 1, max: 1000 }), (total, max) => {
        const pages = pagesFor(total, max);
        expect(pages).toBe(Math.max(1, Math.ceil(Math.min(total, max, 1000) / 100)));
        expect(pages).toBeLessThanOrEqual(10);
      }),
    );
  });
});

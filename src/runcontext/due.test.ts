import fc from 'fast-check';
import type { ScrapeState, SourceEntry } from '../contracts/index.js';
import { DUE_TOLERANCE_MS, dueAfter, dueSources, nextDue, nextDueLine, nextDueMs } from './due.js';
import { HOUR_MS, MINUTE_MS } from './time.js';

const NOW = Date.parse('2026-06-05T17:42:56Z');

function state(entries: Record<string, string>): ScrapeState {
  return {
    schema_version: 'scrape_state_v1',
    sources: Object.fromEntries(
      Object.entries(entries).map(([id, t]) => [id, { last_scraped_at: t }]),
    ),
  };
}

const source = (id: string, extra: Partial<SourceEntry> = {}): SourceEntry => ({
  id,
  feed_url: `https://${id}.test/feed`,
  ...extra,
});

describe('dueSources', () => {
  test('active and never scraped: due; inactive: skipped; config order kept', () => {
    const sources = [source('c'), source('a', { active: false }), source('b')];
    expect(dueSources(sources, state({}), NOW)).toEqual({
      due: [sources[0], sources[2]],
      skipped: [{ id: 'a', reason: 'inactive' }],
    });
  });

  test('an inactive source is skipped even when never scraped or long overdue', () => {
    const s = [source('a', { active: false })];
    expect(dueSources(s, state({ a: '2020-01-01T00:00:00Z' }), NOW).due).toEqual([]);
  });

  test('default interval 168 h with 30 min tolerance: the boundary instants', () => {
    const s = [source('a')];
    // Scraped exactly a week before now minus 30 min + 1 s: the gap is 167.5 h - 1 s, not due.
    const last = NOW - 168 * HOUR_MS + 30 * MINUTE_MS;
    const at = (ms: number) => new Date(ms).toISOString().slice(0, 19) + 'Z';
    expect(dueSources(s, state({ a: at(last) }), NOW).due).toEqual([]); // gap == 167.5 h: not due (strict >)
    expect(dueSources(s, state({ a: at(last) }), NOW + 1).due).toEqual(s); // 1 ms later: due
    expect(dueSources(s, state({ a: at(last - 1000) }), NOW).due).toEqual(s);
  });

  test('the reason says when the source is next due', () => {
    const s = [source('a', { interval_hours: 24 })];
    expect(dueSources(s, state({ a: '2026-06-05T06:00:00Z' }), NOW).skipped).toEqual([
      {
        id: 'a',
        reason:
          'not due until 2026-06-06T05:30:00Z (last scraped 2026-06-05T06:00:00Z, every 24 h)',
      },
    ]);
  });

  test('a last scrape in the future (clock skew) is not due', () => {
    expect(dueSources([source('a')], state({ a: '2026-06-06T00:00:00Z' }), NOW).due).toEqual([]);
  });

  test('state entries of unknown sources are ignored; "__proto__"-like ids are plain keys', () => {
    const s = [source('constructor'), source('b')];
    expect(dueSources(s, state({ x: '2026-06-05T00:00:00Z' }), NOW).due).toEqual(s);
  });

  test('a fractional interval is taken to the millisecond', () => {
    expect(dueAfter(0, 0.6)).toBe(0.6 * HOUR_MS - DUE_TOLERANCE_MS);
    expect(dueAfter(0, 0.1)).toBe(360_000 - DUE_TOLERANCE_MS);
  });

  test('property: due exactly when now - last > interval - 30 min', () => {
    const seconds = fc.integer({ min: 0, max: 2_000_000_000 }).map((s) => s * 1000);
    fc.assert(
      fc.property(
        seconds,
        fc.integer({ min: 1, max: 24 * 400 }),
        fc.integer({ min: -3 * HOUR_MS, max: 3 * HOUR_MS }),
        fc.boolean(),
        (last, hours, delta, active) => {
          const boundary = last + hours * HOUR_MS - DUE_TOLERANCE_MS;
          const now = boundary + delta;
          const lastText = new Date(last).toISOString().slice(0, 19) + 'Z';
          const s = [source('a', { interval_hours: hours, active })];
          const result = dueSources(s, state({ a: lastText }), now);
          const expected = active && now - last > hours * HOUR_MS - 30 * MINUTE_MS;
          expect(result.due.length).toBe(expected ? 1 : 0);
          expect(result.due.length + result.skipped.length).toBe(1);
          if (!expected && active) {
            // "not due until X": at X it is still not due, one second after X it is.
            const until = Date.parse(/until (\S+)/.exec(result.skipped[0]!.reason)![1]!);
            expect(dueSources(s, state({ a: lastText }), until).due).toHaveLength(0);
            expect(dueSources(s, state({ a: lastText }), until + 1000).due).toHaveLength(1);
          }
        },
      ),
    );
  });
});

describe('nextDue', () => {
  test('the earliest instant a skipped source falls due, from the state and the tolerance', () => {
    const sources = [
      source('weekly'),
      source('daily', { interval_hours: 24 }),
      source('fresh'),
      source('off', { active: false }),
    ];
    const s = state({
      weekly: '2026-06-01T06:00:00Z', // due after 2026-06-08T05:30:00Z
      daily: '2026-06-05T06:00:00Z', // due after 2026-06-06T05:30:00Z
      off: '2026-06-05T17:00:00Z',
    });
    // 'fresh' was never scraped: due now, so it is not waiting.
    expect(nextDue(sources, s, NOW)).toBe('2026-06-06T05:30:00Z');
    expect(nextDueMs(sources, s, NOW)).toBe(Date.parse('2026-06-06T05:30:00Z'));
  });

  test('a source last scraped near the end of 9999 waits until its last second', () => {
    const s = state({ a: '9999-12-30T23:59:59Z' });
    expect(nextDue([source('a')], s, NOW)).toBe('9999-12-31T23:59:59Z');
    expect(dueSources([source('a')], s, NOW).skipped).toEqual([
      {
        id: 'a',
        reason:
          'not due until 9999-12-31T23:59:59Z (last scraped 9999-12-30T23:59:59Z, every 168 h)',
      },
    ]);
  });

  test('none when no active source waits: all inactive, all due, or no source', () => {
    expect(
      nextDue([source('a', { active: false })], state({ a: '2026-06-05T17:00:00Z' }), NOW),
    ).toBe('');
    expect(nextDue([source('a')], state({}), NOW)).toBe('');
    expect(nextDue([source('a')], state({ a: '2026-01-01T00:00:00Z' }), NOW)).toBe('');
    expect(nextDue([], state({}), NOW)).toBe('');
  });

  test('a fraction of a second rounds up, as the skipped reason does', () => {
    // 1.0001 h is 3600.36 s: due after 18:00:00.360, said as 18:00:01.
    const s = [source('a', { interval_hours: 1.0001 })];
    const last = '2026-06-05T17:30:00Z';
    expect(nextDueMs(s, state({ a: last }), NOW)).toBe(Date.parse('2026-06-05T18:00:00.360Z'));
    expect(nextDue(s, state({ a: last }), NOW)).toBe('2026-06-05T18:00:01Z');
    expect(dueSources(s, state({ a: last }), NOW).skipped[0]!.reason).toContain(
      'not due until 2026-06-05T18:00:01Z',
    );
  });

  test('the line for the summary and the CLI', () => {
    expect(nextDueLine('2026-06-06T05:30:00Z')).toBe(
      'Next due: 2026-06-06T05:30:00Z (the earliest skipped source falls due after it)',
    );
    expect(nextDueLine('')).toBe('Next due: none (no active source is waiting for its interval)');
  });

  test('property: nothing new is due up to next-due, something is just after it', () => {
    const hourMs = fc.integer({ min: 0, max: 400 * 24 }).map((h) => h * HOUR_MS);
    const entry = fc.record({
      active: fc.boolean(),
      hours: fc.integer({ min: 1, max: 24 * 30 }),
      // Last scrape relative to now; undefined: never scraped.
      ago: fc.option(fc.integer({ min: -2 * 24 * HOUR_MS, max: 40 * 24 * HOUR_MS }), {
        nil: undefined,
      }),
    });
    fc.assert(
      fc.property(
        fc.array(entry, { maxLength: 6 }),
        hourMs,
        fc.integer({ min: 0, max: 3_600_000 }),
        (entries, base, jitter) => {
          const now = Date.parse('2026-01-05T00:00:00Z') + base + jitter;
          const sources = entries.map((e, i) =>
            source(`s${i}`, { active: e.active, interval_hours: e.hours }),
          );
          const scraped: Record<string, string> = {};
          entries.forEach((e, i) => {
            if (e.ago !== undefined)
              scraped[`s${i}`] =
                new Date(Math.floor((now - e.ago) / 1000) * 1000).toISOString().slice(0, 19) + 'Z';
          });
          const st = state(scraped);
          const dueAt = (t: number) => dueSources(sources, st, t).due.map((d) => d.id);
          const next = nextDueMs(sources, st, now);
          const dueNow = dueAt(now);
          if (next === null) {
            // No source waits: a clock far later finds the same sources due.
            expect(dueAt(now + 10_000 * 24 * HOUR_MS)).toEqual(dueNow);
            return;
          }
          expect(next).toBeGreaterThanOrEqual(now);
          expect(dueAt(next)).toEqual(dueNow);
          expect(dueAt(next + 1).length).toBeGreaterThan(dueNow.length);
          expect(Date.parse(nextDue(sources, st, now))).toBeGreaterThanOrEqual(next);
        },
      ),
    );
  });
});

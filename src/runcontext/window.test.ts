import { RunContextError } from './errors.js';
import { resolveWindow } from './window.js';

const NOW = Date.parse('2026-06-05T17:42:56Z'); // a Friday of 2026-W23

function refusal(inputs: Parameters<typeof resolveWindow>[0]): RunContextError {
  try {
    resolveWindow(inputs);
  } catch (error) {
    expect(error).toBeInstanceOf(RunContextError);
    return error as RunContextError;
  }
  throw new Error('resolveWindow accepted the inputs');
}

describe('resolveWindow', () => {
  test('default: the ISO week of now', () => {
    expect(resolveWindow({ now: NOW })).toEqual({
      week: '2026-W23',
      since: '2026-06-01T00:00:00Z',
      until: '2026-06-08T00:00:00Z',
      origin: 'now',
      ignored: [],
    });
  });

  test('week-offset shifts the week of now (-1: the finished week)', () => {
    expect(resolveWindow({ now: NOW, weekOffset: -1 })).toMatchObject({
      week: '2026-W22',
      since: '2026-05-25T00:00:00Z',
      until: '2026-06-01T00:00:00Z',
    });
    // Monday 00:00 is already the new week.
    expect(resolveWindow({ now: Date.parse('2027-01-04T00:00:00Z'), weekOffset: -1 }).week).toBe(
      '2026-W53',
    );
  });

  test('an explicit week', () => {
    expect(resolveWindow({ now: NOW, week: '2026-W53' })).toEqual({
      week: '2026-W53',
      since: '2026-12-28T00:00:00Z',
      until: '2027-01-04T00:00:00Z',
      origin: 'week',
      ignored: [],
    });
  });

  test('an explicit week or window wins over week-offset, which is reported ignored', () => {
    expect(resolveWindow({ now: NOW, week: '2026-W10', weekOffset: -1 })).toMatchObject({
      week: '2026-W10',
      ignored: ['week-offset'],
    });
    expect(
      resolveWindow({ now: NOW, since: '2026-03-02', until: '2026-03-05', weekOffset: 2 }),
    ).toMatchObject({ week: '2026-W10', ignored: ['week-offset'] });
  });

  test('explicit since/until: any span; the week is the ISO week of since', () => {
    expect(resolveWindow({ now: NOW, since: '2027-01-01', until: '2027-01-15T12:00:00Z' })).toEqual(
      {
        week: '2026-W53',
        since: '2027-01-01T00:00:00Z',
        until: '2027-01-15T12:00:00Z',
        origin: 'since-until',
        ignored: [],
      },
    );
  });

  test('a week given with since/until must be the week of since', () => {
    expect(
      resolveWindow({ now: NOW, week: '2026-W53', since: '2027-01-01', until: '2027-01-02' }).week,
    ).toBe('2026-W53');
    const error = refusal({ now: NOW, week: '2027-W01', since: '2027-01-01', until: '2027-01-02' });
    expect(error.input).toBe('week');
    expect(error.problem).toMatch(
      /does not match since 2027-01-01T00:00:00Z, which is in 2026-W53/,
    );
  });

  test.each([
    [{ week: '2026-W54' }, 'week', /does not exist/],
    [{ week: '2025-W53' }, 'week', /has weeks 01 to 52/],
    [{ since: '2026-06-01' }, 'until', /is required when since is set/],
    [{ until: '2026-06-01' }, 'since', /is required when until is set/],
    [{ since: '2026-06-08', until: '2026-06-01' }, 'since', /must be before until/],
    [{ since: '2026-06-01', until: '2026-06-01T00:00:00Z' }, 'since', /must be before until/],
    [{ since: '2026-06-01', until: 'soon' }, 'until', /must be a UTC timestamp/],
    [{ since: '06/01/2026', until: '2026-06-08' }, 'since', /must be a UTC timestamp/],
    [{ week: 'W23', since: '2026-06-01', until: '2026-06-08' }, 'week', /must be an ISO week/],
    [{ weekOffset: 1.5 }, 'week-offset', /must be an integer/],
    [{ weekOffset: 10_000_000 }, 'week-offset', /outside the ISO years/],
  ] as const)('refuses %j naming %s', (inputs, input, problem) => {
    const error = refusal({ now: NOW, ...inputs });
    expect(error.input).toBe(input);
    expect(error.problem).toMatch(problem);
  });
});

describe("week-label run: the files are named after the week the run is in, as SquadScope's Monday cron does", () => {
  test.each([
    // Monday 00:07 UTC, the cron's time. ISO year, not calendar year, at the turn of a year.
    ['2026-06-08T00:07:00Z', '2026-W24', '2026-06-01T00:00:00Z', '2026-06-08T00:00:00Z'],
    ['2025-12-29T00:07:00Z', '2026-W01', '2025-12-22T00:00:00Z', '2025-12-29T00:00:00Z'],
    ['2027-01-04T00:07:00Z', '2027-W01', '2026-12-28T00:00:00Z', '2027-01-04T00:00:00Z'],
    ['2021-01-04T00:07:00Z', '2021-W01', '2020-12-28T00:00:00Z', '2021-01-04T00:00:00Z'],
    ['2024-12-30T00:07:00Z', '2025-W01', '2024-12-23T00:00:00Z', '2024-12-30T00:00:00Z'],
    // A run late on a Sunday still names the week it runs in; its window is the week before.
    ['2026-01-04T23:59:59Z', '2026-W01', '2025-12-22T00:00:00Z', '2025-12-29T00:00:00Z'],
  ])('run at %s: week %s, since %s, until %s', (now, week, since, until) => {
    expect(resolveWindow({ now: Date.parse(now), weekLabel: 'run' })).toEqual({
      week,
      since,
      until,
      origin: 'now',
      ignored: [],
    });
  });

  test('an explicit week is the label; the window is the week before it', () => {
    expect(resolveWindow({ now: NOW, week: '2026-W01', weekLabel: 'run' })).toMatchObject({
      week: '2026-W01',
      since: '2025-12-22T00:00:00Z',
      until: '2025-12-29T00:00:00Z',
    });
  });

  test('explicit since/until: the week is the ISO week of until', () => {
    expect(
      resolveWindow({ now: NOW, since: '2025-12-22', until: '2025-12-29', weekLabel: 'run' }),
    ).toMatchObject({ week: '2026-W01', since: '2025-12-22T00:00:00Z' });
    expect(
      refusal({
        now: NOW,
        since: '2025-12-22',
        until: '2025-12-29',
        week: '2025-W52',
        weekLabel: 'run',
      }).problem,
    ).toMatch(/does not match until 2025-12-29T00:00:00Z, which is in 2026-W01/);
  });

  test('the default label keeps the week of since', () => {
    expect(
      resolveWindow({ now: Date.parse('2025-12-29T00:07:00Z'), weekOffset: -1 }),
    ).toMatchObject({
      week: '2025-W52',
      since: '2025-12-22T00:00:00Z',
      until: '2025-12-29T00:00:00Z',
    });
  });
});

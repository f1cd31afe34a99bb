// ISO 8601 weeks (pure): weeks start on Monday, and week 1 of an ISO year is the week
// holding the year's first Thursday, so a week belongs to the ISO year of its Thursday
// (2027-01-01 is a Friday of 2026-W53; 2021-01-03 is a Sunday of 2020-W53).

import { quoted } from '../base/untrusted.js';
import { RunContextError } from './errors.js';
import { DAY_MS, formatTimestamp, utcDateMs } from './time.js';

/** ISO years this module handles: every week of them has a writable window. */
export const MIN_ISO_YEAR = 1;
export const MAX_ISO_YEAR = 9998;

export interface IsoWeek {
  year: number;
  week: number;
}

export interface WeekWindow {
  /** Monday 00:00:00Z of the week (inclusive). */
  since: string;
  /** The next Monday 00:00:00Z (exclusive). */
  until: string;
}

const WEEK = /^(\d{4})-W(\d{2})$/;

function formatWeek({ year, week }: IsoWeek): string {
  return `${String(year).padStart(4, '0')}-W${String(week).padStart(2, '0')}`;
}

/** The ISO week of an instant (in UTC). */
export function isoWeekOf(ms: number): IsoWeek {
  if (!Number.isFinite(ms)) throw new RangeError(`not a valid instant: ${ms}`);
  const midnight = Math.floor(ms / DAY_MS) * DAY_MS;
  const mondayBased = (new Date(midnight).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const thursday = midnight + (3 - mondayBased) * DAY_MS;
  const year = new Date(thursday).getUTCFullYear();
  if (year < MIN_ISO_YEAR || year > MAX_ISO_YEAR) {
    throw new RangeError(`ISO year ${year} is outside ${MIN_ISO_YEAR}-${MAX_ISO_YEAR}`);
  }
  const week = Math.floor((thursday - utcDateMs(year, 0, 1)) / DAY_MS / 7) + 1;
  return { year, week };
}

/** `YYYY-Www` of a date, with the ISO year (not the calendar year). */
export function isoWeek(date: Date | number): string {
  return formatWeek(isoWeekOf(typeof date === 'number' ? date : date.getTime()));
}

/** 52 or 53: December 28 always lies in an ISO year's last week. */
export function weeksInYear(year: number): number {
  return isoWeekOf(utcDateMs(year, 11, 28)).week;
}

/**
 * Parses `YYYY-Www`, refusing weeks that do not exist in that ISO year (2026-W54,
 * 2025-W53, W00). `input` names the input in the RunContextError.
 */
export function parseWeek(text: string, input = 'week'): IsoWeek {
  const m = WEEK.exec(text);
  if (!m) throw new RunContextError(input, `must be an ISO week YYYY-Www, got ${quoted(text)}`);
  const year = Number(m[1]);
  const week = Number(m[2]);
  if (year < MIN_ISO_YEAR || year > MAX_ISO_YEAR) {
    throw new RunContextError(
      input,
      `${quoted(text)} is outside the ISO years ${MIN_ISO_YEAR}-${MAX_ISO_YEAR}`,
    );
  }
  const weeks = weeksInYear(year);
  if (week < 1 || week > weeks) {
    throw new RunContextError(
      input,
      `${quoted(text)} does not exist: ISO year ${year} has weeks 01 to ${weeks}`,
    );
  }
  return { year, week };
}

/** Milliseconds of Monday 00:00Z of a week (January 4 is always in week 1). */
export function mondayMs(week: string | IsoWeek): number {
  const { year, week: n } = typeof week === 'string' ? parseWeek(week) : week;
  const jan4 = utcDateMs(year, 0, 4);
  const mondayBased = (new Date(jan4).getUTCDay() + 6) % 7;
  return jan4 - mondayBased * DAY_MS + (n - 1) * 7 * DAY_MS;
}

/** The window of a week: Monday 00:00:00Z to the next Monday (exclusive). */
export function weekWindow(week: string): WeekWindow {
  const since = mondayMs(week);
  return { since: formatTimestamp(since), until: formatTimestamp(since + 7 * DAY_MS) };
}

/** The week `offset` weeks after `week` (negative: before). */
export function shiftWeek(week: string, offset: number, input = 'week-offset'): string {
  if (!Number.isSafeInteger(offset)) {
    throw new RunContextError(input, `must be an integer, got ${offset}`);
  }
  const monday = mondayMs(week) + offset * 7 * DAY_MS;
  try {
    return isoWeek(monday);
  } catch {
    throw new RunContextError(
      input,
      `${offset} weeks from ${week} is outside the ISO years ${MIN_ISO_YEAR}-${MAX_ISO_YEAR}`,
    );
  }
}

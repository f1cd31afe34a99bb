// Feed dates to UTC instants. Pure and independent of the process time zone:
// `new Date("2026-06-03T10:00:00")` is read in the local zone, so a date without
// a zone is normalised here to UTC instead of being handed to Date.parse.
//
// Accepted: ISO 8601 / RFC 3339 (date, date-time, with or without a zone) and
// RFC 822 / 2822 / 850 dates with numeric or named zones. Anything else, after a
// character check, goes to Date.parse only when it names its zone explicitly.

import { singleSpaced } from './single-spaced.js';

const MONTHS: Record<string, number> = {
  jan: 0,
  feb: 1,
  mar: 2,
  apr: 3,
  may: 4,
  jun: 5,
  jul: 6,
  aug: 7,
  sep: 8,
  sept: 8,
  oct: 9,
  nov: 10,
  dec: 11,
  january: 0,
  february: 1,
  march: 2,
  april: 3,
  june: 5,
  july: 6,
  august: 7,
  september: 8,
  october: 9,
  november: 10,
  december: 11,
};

// RFC 822 named zones (and the common extras feeds use), in minutes east of UTC.
const ZONES: Record<string, number> = {
  z: 0,
  ut: 0,
  utc: 0,
  gmt: 0,
  est: -300,
  edt: -240,
  cst: -360,
  cdt: -300,
  mst: -420,
  mdt: -360,
  pst: -480,
  pdt: -420,
  cet: 60,
  cest: 120,
  eet: 120,
  eest: 180,
  bst: 60,
  ist: 330,
  jst: 540,
  aest: 600,
  aedt: 660,
};

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d{1,9})?)?)?\s*(Z|z|UTC|GMT|[+-]\d{2}(?::?\d{2})?)?$/;

const RFC822 =
  /^(?:[A-Za-z]{2,9},?\s+)?(\d{1,2})[\s-]+([A-Za-z]{3,9})\.?[\s-]+(\d{2}|\d{4})\s+(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?\s*([A-Za-z]{1,5}|[+-]\d{4}|[+-]\d{2}:\d{2})?(?:\s*\([^)]{0,40}\))?$/;

/** Longest date string considered: anything longer is not a date. */
const MAX_DATE_LENGTH = 100;

/**
 * The instant (epoch ms) a feed date string denotes, or null when it is not a
 * date this parser is sure about. A date without a zone is taken as UTC.
 */
export function parseFeedDate(raw: string): number | null {
  const text = singleSpaced(raw);
  if (text === '' || text.length > MAX_DATE_LENGTH) return null;
  const iso = ISO.exec(text);
  if (iso !== null) {
    return fromParts(
      Number(iso[1]),
      Number(iso[2]) - 1,
      Number(iso[3]),
      Number(iso[4] ?? 0),
      Number(iso[5] ?? 0),
      Number(iso[6] ?? 0),
      zoneOffset(iso[7]),
    );
  }
  const rfc = RFC822.exec(text);
  if (rfc !== null) {
    const month = MONTHS[rfc[2]!.toLowerCase()];
    if (month === undefined) return null;
    let year = Number(rfc[3]);
    // RFC 2822 §4.3: two-digit years below 50 are 20xx, the others 19xx.
    if (rfc[3]!.length === 2) year += year < 50 ? 2000 : 1900;
    const offset = zoneOffset(rfc[7]);
    if (offset === null) return null;
    return fromParts(
      year,
      month,
      Number(rfc[1]),
      Number(rfc[4]),
      Number(rfc[5]),
      Number(rfc[6] ?? 0),
      offset,
    );
  }
  return fallback(text);
}

const NUMERIC_ZONE = /^([+-])(\d{2}):?(\d{2})?$/;

/** Minutes east of UTC; 0 for no zone (UTC); null for an unknown zone name. */
function zoneOffset(zone: string | undefined): number | null {
  if (zone === undefined) return 0;
  const numeric = zone[0] === '+' || zone[0] === '-' ? NUMERIC_ZONE.exec(zone) : null;
  if (numeric !== null) {
    const hours = Number(numeric[2]);
    const minutes = Number(numeric[3] ?? 0);
    if (hours > 23 || minutes > 59) return null;
    return (numeric[1] === '-' ? -1 : 1) * (hours * 60 + minutes);
  }
  const named = ZONES[zone.toLowerCase()];
  return named ?? null;
}

function fromParts(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  offsetMinutes: number | null,
): number | null {
  if (offsetMinutes === null) return null;
  if (year < 1000 || year > 9999 || month < 0 || month > 11 || day < 1) return null;
  if (day > daysInMonth(year, month)) return null;
  // 24:00:00 is midnight at the end of the day (ISO 8601); a leap second 60 is
  // read as 59 so that the instant stays inside its minute.
  if (hour === 24 && (minute !== 0 || second !== 0)) return null;
  if (hour > 24 || minute > 59 || second > 60) return null;
  const ms = Date.UTC(year, month, day, hour, minute, Math.min(second, 59));
  return ms - offsetMinutes * 60_000;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Days in a month of the proleptic Gregorian calendar (what Date uses); month 0-11. */
function daysInMonth(year: number, month: number): number {
  if (month !== 1) return MONTH_DAYS[month]!;
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
}

/**
 * Other spellings ("June 3, 2026 10:00 GMT", "2026/06/03 10:00:00 +0000"):
 * only plain date characters, and only with an explicit zone or offset at the end,
 * because Date.parse reads a zoneless string in the process's local zone, and
 * one whose zone comes before the time ("UTC 10:00 June 3 2026") too.
 */
function fallback(text: string): number | null {
  if (!/^[A-Za-z0-9 ,.:/+-]+$/.test(text)) return null;
  if (!/(?:\b(?:GMT|UTC|UT|Z)|[+-]\d{4})$/.test(text)) return null;
  const ms = Date.parse(text);
  if (!Number.isFinite(ms)) return null;
  const year = new Date(ms).getUTCFullYear();
  return year >= 1000 && year <= 9999 ? ms : null;
}

/** Parses a `YYYY-MM-DDTHH:MM:SSZ` timestamp (the run context's since/until). */
export function parseUtcSeconds(text: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/.exec(text);
  const ms = m === null ? null : fromParts(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!, 0);
  if (ms === null)
    throw new RangeError(
      `not a YYYY-MM-DDTHH:MM:SSZ timestamp: ${JSON.stringify(text.slice(0, 40))}`,
    );
  return ms;
}

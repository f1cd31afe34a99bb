// UTC instants and their text forms (pure). The contracts use `YYYY-MM-DDTHH:MM:SSZ`.

import { quoted } from '../base/untrusted.js';
import { RunContextError } from './errors.js';

export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Milliseconds of UTC midnight of a calendar date; correct for years 0–99 too (Date.UTC is not). */
export function utcDateMs(year: number, monthIndex: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  return date.getTime();
}

/** Years whose instants the `YYYY-MM-DDTHH:MM:SSZ` form can write. */
const MIN_MS = utcDateMs(0, 0, 1);
const MAX_MS = utcDateMs(10000, 0, 1) - 1;

/**
 * SOURCE_DATE_EPOCH (reproducible builds' convention: whole seconds since 1970) in ms:
 * undefined when unset or empty, null when it is not whole seconds.
 */
export function sourceDateEpochMs(raw: string | undefined): number | null | undefined {
  const text = raw?.trim();
  if (text === undefined || text === '') return undefined;
  return /^\d{1,15}$/.test(text) ? Number(text) * 1000 : null;
}

/** `YYYY-MM-DDTHH:MM:SSZ`, fractions of a second dropped (floor). */
export function formatTimestamp(ms: number): string {
  if (!Number.isFinite(ms) || ms < MIN_MS || ms > MAX_MS) {
    throw new RangeError(`instant ${ms} is outside the years 0000-9999`);
  }
  return new Date(Math.floor(ms / SECOND_MS) * SECOND_MS).toISOString().slice(0, 19) + 'Z';
}

/** Like formatTimestamp, but a fraction of a second rounds up (for "not before" instants). */
export function formatTimestampCeil(ms: number): string {
  return formatTimestamp(Math.ceil(ms / SECOND_MS) * SECOND_MS);
}

/**
 * formatTimestampCeil for an instant computed forward (a last scrape plus its interval):
 * past the last second of 9999, that second, the latest instant a timestamp can name.
 */
export function formatTimestampCeilCapped(ms: number): string {
  return formatTimestampCeil(Math.min(ms, MAX_MS - (MAX_MS % SECOND_MS)));
}

const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const RFC3339 =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;

/** Milliseconds of a calendar date and time, or undefined when a field is out of range (Feb 30, 24:00). */
function fieldsMs(y: number, mo: number, d: number, h = 0, mi = 0, s = 0): number | undefined {
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59) return undefined;
  const ms = utcDateMs(y, mo - 1, d);
  // A day past the month's end rolls over into the next month.
  if (new Date(ms).getUTCDate() !== d) return undefined;
  return ms + h * HOUR_MS + mi * MINUTE_MS + s * SECOND_MS;
}

/**
 * A window boundary (`since`/`until`): `YYYY-MM-DDTHH:MM:SSZ` or a date `YYYY-MM-DD`
 * (midnight UTC). Anything else, or a date that does not exist, throws RunContextError.
 */
export function parseBoundary(input: string, text: string): number {
  const t = TIMESTAMP.exec(text);
  const d = t ? undefined : DATE.exec(text);
  const m = t ?? d;
  const ms = m
    ? fieldsMs(...(m.slice(1).map(Number) as [number, number, number, number, number, number]))
    : undefined;
  if (ms === undefined) {
    throw new RunContextError(
      input,
      `must be a UTC timestamp YYYY-MM-DDTHH:MM:SSZ or a date YYYY-MM-DD, got ${quoted(text)}`,
    );
  }
  return ms;
}

/**
 * The `now` input: an RFC 3339 date-time (any offset, fractions allowed) or a date
 * `YYYY-MM-DD`. Returned in whole seconds (floor), the precision of `created_at`.
 */
export function parseNow(input: string, text: string): number {
  const date = DATE.exec(text);
  let ms: number | undefined;
  if (date) {
    ms = fieldsMs(Number(date[1]), Number(date[2]), Number(date[3]));
  } else {
    const m = RFC3339.exec(text);
    if (m) {
      const [, y, mo, d, h, mi, s, fraction, zone] = m;
      const local = fieldsMs(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s));
      let offset: number | undefined = 0;
      if (zone !== undefined && zone.toUpperCase() !== 'Z') {
        const oh = Number(zone.slice(1, 3));
        const om = Number(zone.slice(4, 6));
        offset = oh > 23 || om > 59 ? undefined : (oh * 60 + om) * MINUTE_MS;
        if (offset !== undefined && zone.startsWith('-')) offset = -offset;
      }
      if (local !== undefined && offset !== undefined) {
        // Milliseconds from the first three digits: Number('0.99999999999999999') is 1,
        // which would round 23:59:59.999… up into the next second (and week).
        const fractionMs = fraction ? Number(fraction.slice(1, 4).padEnd(3, '0')) : 0;
        ms = local - offset + fractionMs;
      }
    }
  }
  if (ms === undefined || ms < MIN_MS || ms > MAX_MS) {
    throw new RunContextError(
      input,
      `must be an ISO 8601 timestamp such as 2026-06-05T17:42:56Z, got ${quoted(text)}`,
    );
  }
  return Math.floor(ms / SECOND_MS) * SECOND_MS;
}

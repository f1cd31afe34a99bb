// `YYYY-MM-DDTHH:MM:SSZ` of an instant by integer arithmetic: what formatTimestamp
// (src/runcontext/time.ts) writes, without a Date object and its ISO string for
// every article. A property test holds the two equal over the whole range. Pure.

import { formatTimestamp } from '../runcontext/time.js';

const DAY_MS = 86_400_000;
/** Instants of the years 0000 to 9999, the range formatTimestamp writes. */
const MIN_MS = -62_167_219_200_000;
const MAX_MS = 253_402_300_799_999;

function pad2(n: number): string {
  return n < 10 ? `0${n}` : `${n}`;
}

function pad4(n: number): string {
  return n < 10 ? `000${n}` : n < 100 ? `00${n}` : n < 1000 ? `0${n}` : `${n}`;
}

/**
 * The civil date of a day count since 1970-01-01 (proleptic Gregorian): the days-to-date
 * algorithm of H. Hinnant, on eras of 400 years (146,097 days).
 */
function civilDate(days: number): [year: number, month: number, day: number] {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return [yoe + era * 400 + (month <= 2 ? 1 : 0), month, day];
}

/** `YYYY-MM-DDTHH:MM:SSZ`, fractions of a second dropped (floor); throws as formatTimestamp does. */
export function formatUtcSeconds(ms: number): string {
  if (!Number.isFinite(ms) || ms < MIN_MS || ms > MAX_MS) return formatTimestamp(ms);
  const days = Math.floor(ms / DAY_MS);
  const seconds = Math.floor((ms - days * DAY_MS) / 1000);
  const [year, month, day] = civilDate(days);
  const hour = Math.floor(seconds / 3600);
  const minute = Math.floor((seconds % 3600) / 60);
  return `${pad4(year)}-${pad2(month)}-${pad2(day)}T${pad2(hour)}:${pad2(minute)}:${pad2(seconds % 60)}Z`;
}

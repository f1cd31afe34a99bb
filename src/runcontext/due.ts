// Which sources a run crawls (pure), by the due rule: a source is due when it
// is active and was never scraped, or its last scrape is more than interval_hours minus a
// 30-minute tolerance before now (a weekly cron that fires a little early still finds the
// week-old scrape due).

import type { ScrapeState, SourceEntry } from '../contracts/index.js';
import { SOURCE_DEFAULTS } from '../config/limits.js';
import { formatTimestamp, formatTimestampCeilCapped, HOUR_MS, MINUTE_MS } from './time.js';

export const DUE_TOLERANCE_MS = 30 * MINUTE_MS;

export interface SkippedLeg {
  id: string;
  reason: string;
}

export interface DueSelection<S extends SourceEntry> {
  /** Due sources, in config order. */
  due: S[];
  /** The others, in config order, with the reason. */
  skipped: SkippedLeg[];
}

function intervalMs(hours: number): number {
  // To the millisecond: 0.1 h must be exactly 360000 ms, not a float a hair above it.
  return Math.round(hours * HOUR_MS);
}

/**
 * The instant (ms) after which a source scraped at `lastMs` is due again: it is due when
 * `now > lastMs + interval - 30 min`.
 */
export function dueAfter(lastMs: number, intervalHours: number): number {
  return lastMs + intervalMs(intervalHours) - DUE_TOLERANCE_MS;
}

/** When the source was last scraped (ms), or undefined when the state does not know it. */
function lastScrapedMs(state: ScrapeState, id: string): number | undefined {
  const last = Object.hasOwn(state.sources, id) ? state.sources[id]?.last_scraped_at : undefined;
  return last === undefined ? undefined : Date.parse(last);
}

/** Splits the sources into due and skipped. Entries of the state for unknown ids are ignored. */
export function dueSources<S extends SourceEntry>(
  sources: readonly S[],
  state: ScrapeState,
  now: number,
): DueSelection<S> {
  const due: S[] = [];
  const skipped: SkippedLeg[] = [];
  for (const source of sources) {
    if (!(source.active ?? SOURCE_DEFAULTS.active)) {
      skipped.push({ id: source.id, reason: 'inactive' });
      continue;
    }
    const last = lastScrapedMs(state, source.id);
    if (last === undefined) {
      due.push(source);
      continue;
    }
    const hours = source.interval_hours ?? SOURCE_DEFAULTS.interval_hours;
    const after = dueAfter(last, hours);
    if (now > after) {
      due.push(source);
    } else {
      skipped.push({
        id: source.id,
        reason: `not due until ${formatTimestampCeilCapped(after)} (last scraped ${formatTimestamp(last)}, every ${hours} h)`,
      });
    }
  }
  return { due, skipped };
}

/**
 * When the next skipped source falls due: the earliest `dueAfter` (ms) of the active
 * sources that are not due at `now`. Until that instant the due sources stay exactly those
 * of `now`; just after it, at least one more is due. null when no source is waiting for
 * its interval (every source inactive or already due, or no source at all): then no later
 * run finds more due than this one, whatever its clock.
 */
export function nextDueMs(
  sources: readonly SourceEntry[],
  state: ScrapeState,
  now: number,
): number | null {
  let next: number | null = null;
  for (const source of sources) {
    if (!(source.active ?? SOURCE_DEFAULTS.active)) continue;
    const last = lastScrapedMs(state, source.id);
    if (last === undefined) continue;
    const after = dueAfter(last, source.interval_hours ?? SOURCE_DEFAULTS.interval_hours);
    if (now <= after && (next === null || after < next)) next = after;
  }
  return next;
}

/**
 * The `next-due` output: nextDueMs as `YYYY-MM-DDTHH:MM:SSZ`, rounded up to the second (a
 * run whose clock is later than it finds the source due), or '' when no source will be.
 */
export function nextDue(sources: readonly SourceEntry[], state: ScrapeState, now: number): string {
  const ms = nextDueMs(sources, state, now);
  return ms === null ? '' : formatTimestampCeilCapped(ms);
}

/** The one line that make-run-context's summary and `squadscope crawl` print. */
export function nextDueLine(next: string): string {
  return next === ''
    ? 'Next due: none (no active source is waiting for its interval)'
    : `Next due: ${next} (the earliest skipped source falls due after it)`;
}

// Which sources a run crawls (pure), by the due rule: a source is due when it
// is active and was never scraped, or its last scrape is more than interval_hours minus a
// 30-minute tolerance before now (a weekly cron that fires a little early still finds the
// week-old scrape due).

import type { ScrapeState, SourceEntry } from '../contracts/index.js';
import { SOURCE_DEFAULTS } from '../config/limits.js';
import { formatTimestamp, formatTimestampCeil, HOUR_MS, MINUTE_MS } from './time.js';

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
    const last = Object.hasOwn(state.sources, source.id)
      ? state.sources[source.id]?.last_scraped_at
      : undefined;
    if (last === undefined) {
      due.push(source);
      continue;
    }
    const hours = source.interval_hours ?? SOURCE_DEFAULTS.interval_hours;
    const after = dueAfter(Date.parse(last), hours);
    if (now > after) {
      due.push(source);
    } else {
      skipped.push({
        id: source.id,
        reason: `not due until ${formatTimestampCeil(after)} (last scraped ${formatTimestamp(Date.parse(last))}, every ${hours} h)`,
      });
    }
  }
  return { due, skipped };
}

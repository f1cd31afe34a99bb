// Which week and window a run covers (pure): explicit since/until, an explicit week, or
// the ISO week of `now` shifted by `week-offset`.

import { quoted } from '../base/untrusted.js';
import { RunContextError } from './errors.js';
import { formatTimestamp, parseBoundary } from './time.js';
import { isoWeek, parseWeek, shiftWeek, weekWindow, type WeekWindow } from './week.js';
import { messageOf } from '../base/error-message.js';

export interface WindowInputs {
  /** The clock (ms), already parsed; only used when neither week nor since/until is given. */
  now: number;
  week?: string | undefined;
  weekOffset?: number | undefined;
  since?: string | undefined;
  until?: string | undefined;
  /**
   * What names the week: `window` (default) the ISO week of since; `run` the ISO week the run
   * is in, the window being the seven days before it (a Monday cron labelling its files
   * after the day it runs, with the finished week as its window).
   */
  weekLabel?: WeekLabel | undefined;
}

export type WeekLabel = 'window' | 'run';
export const WEEK_LABELS: readonly WeekLabel[] = ['window', 'run'];

export interface ResolvedWindow {
  week: string;
  since: string;
  until: string;
  /** Where the window came from. */
  origin: 'since-until' | 'week' | 'now';
  /** Inputs given but not used (logged by the action), e.g. a week-offset beside a week. */
  ignored: string[];
}

/**
 * Resolves the window. Rules, in order:
 * * `since` and `until`, both or neither; `since < until`. The week is the ISO week of
 *   `since` (label `run`: of `until`); a `week` given as well must be that week.
 * * else `week` (`YYYY-Www`) gives Monday..Monday (label `run`: the week before it).
 * * else the ISO week of `now`, shifted by `weekOffset` (a Monday cron that collects the
 *   finished week uses -1, or label `run` and no offset), as the previous rule.
 * An explicit week or window wins over `weekOffset` (a workflow can pass a dispatch input
 * `week` that is empty on scheduled runs beside a fixed offset); it is reported as ignored.
 */
export function resolveWindow(inputs: WindowInputs): ResolvedWindow {
  const { now, week, since, until } = inputs;
  const byRun = inputs.weekLabel === 'run';
  const offset = inputs.weekOffset ?? 0;
  if (!Number.isSafeInteger(offset)) {
    throw new RunContextError('week-offset', `must be an integer, got ${offset}`);
  }
  const ignored =
    offset !== 0 && (week !== undefined || since !== undefined) ? ['week-offset'] : [];

  if (since !== undefined || until !== undefined) {
    if (since === undefined) throw new RunContextError('since', 'is required when until is set');
    if (until === undefined) throw new RunContextError('until', 'is required when since is set');
    const sinceMs = parseBoundary('since', since);
    const untilMs = parseBoundary('until', until);
    if (sinceMs >= untilMs) {
      throw new RunContextError(
        'since',
        `must be before until (since ${formatTimestamp(sinceMs)}, until ${formatTimestamp(untilMs)})`,
      );
    }
    const [edge, edgeMs] = byRun ? (['until', untilMs] as const) : (['since', sinceMs] as const);
    const edgeWeek = weekOfBoundary(edge, edgeMs);
    if (week !== undefined) {
      parseWeek(week);
      if (week !== edgeWeek) {
        throw new RunContextError(
          'week',
          `${quoted(week)} does not match ${edge} ${formatTimestamp(edgeMs)}, which is in ${edgeWeek} (with since/until the week is the ISO week of ${edge})`,
        );
      }
    }
    return {
      week: edgeWeek,
      since: formatTimestamp(sinceMs),
      until: formatTimestamp(untilMs),
      origin: 'since-until',
      ignored,
    };
  }

  if (week !== undefined) {
    parseWeek(week);
    return { week, ...labelledWindow(week, byRun), origin: 'week', ignored };
  }

  const current = weekOfBoundary('now', now);
  const shifted = shiftWeek(current, offset);
  return { week: shifted, ...labelledWindow(shifted, byRun), origin: 'now', ignored };
}

/** The window a week label stands for: its own week, or (run label) the week before it. */
function labelledWindow(week: string, byRun: boolean): WeekWindow {
  return weekWindow(byRun ? shiftWeek(week, -1, 'week') : week);
}

function weekOfBoundary(input: string, ms: number): string {
  try {
    return isoWeek(ms);
  } catch (error) {
    throw new RunContextError(input, messageOf(error));
  }
}

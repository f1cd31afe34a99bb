/**
 * merged_at: the one field allowed to differ between two fan-ins of the same inputs. It
 * comes from an injected clock, or from SOURCE_DATE_EPOCH when set (reproducible builds'
 * convention: integer seconds since the epoch), which pins it too.
 */
import { formatTimestamp, sourceDateEpochMs } from '../runcontext/time.js';
import { FanInSetupError } from './reasons.js';

export function resolveMergedAt(nowMs: number, sourceDateEpoch?: string): string {
  const pinned = sourceDateEpochMs(sourceDateEpoch);
  if (pinned === undefined) return formatTimestamp(nowMs);
  if (pinned === null) {
    throw new FanInSetupError(
      `SOURCE_DATE_EPOCH must be whole seconds since 1970-01-01, got ${JSON.stringify((sourceDateEpoch ?? '').trim().slice(0, 40))}`,
    );
  }
  return formatTimestamp(pinned);
}

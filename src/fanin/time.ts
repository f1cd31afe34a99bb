/**
 * merged_at: the one field allowed to differ between two fan-ins of the same inputs. It
 * comes from an injected clock, or from SOURCE_DATE_EPOCH when set (reproducible builds'
 * convention: integer seconds since the epoch), which pins it too.
 */
import { FanInSetupError } from './reasons.js';

/** `YYYY-MM-DDTHH:MM:SSZ` (the contracts' timestamp: UTC, whole seconds). */
export function formatTimestamp(ms: number): string {
  if (!Number.isFinite(ms)) throw new RangeError(`not a time: ${String(ms)}`);
  const iso = new Date(Math.floor(ms / 1000) * 1000).toISOString();
  if (!/^\d{4}-/.test(iso)) throw new RangeError(`time outside years 0000-9999: ${iso}`);
  return `${iso.slice(0, 19)}Z`;
}

export function resolveMergedAt(nowMs: number, sourceDateEpoch?: string): string {
  const raw = sourceDateEpoch?.trim();
  if (raw === undefined || raw === '') return formatTimestamp(nowMs);
  if (!/^\d{1,15}$/.test(raw)) {
    throw new FanInSetupError(
      `SOURCE_DATE_EPOCH must be whole seconds since 1970-01-01, got ${JSON.stringify(raw.slice(0, 40))}`,
    );
  }
  return formatTimestamp(Number(raw) * 1000);
}

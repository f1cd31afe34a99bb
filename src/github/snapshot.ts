/**
 * The weekly star snapshot (`{week}-stars.json`): built from a shard's repositories, read back
 * the next week for stars_gained. Pure.
 */
import type { StarSnapshot } from '../contracts/index.js';
import { assertValid, ContractError } from '../contracts/index.js';
import { parseStrict, StrictJsonError } from '../canonical/index.js';

export class SnapshotError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SnapshotError';
  }
}

/** Snapshots of thousands of repositories are a few hundred KB; refuse anything absurd. */
export const MAX_SNAPSHOT_BYTES = 32 * 1024 * 1024;

/**
 * This week's snapshot of `repos`. A name seen twice keeps its highest count, so the result
 * does not depend on the order of the input.
 */
export function buildStarSnapshot(
  week: string,
  capturedAt: string,
  repos: readonly { full_name: string; stars: number }[],
): StarSnapshot {
  const stars = new Map<string, number>();
  for (const r of repos) stars.set(r.full_name, Math.max(stars.get(r.full_name) ?? 0, r.stars));
  return {
    schema_version: 'star_snapshot_v1',
    week,
    captured_at: capturedAt,
    repository_count: stars.size,
    stars: Object.fromEntries(stars),
  };
}

/**
 * Parses and validates snapshot bytes (strict JSON: duplicate names would be ambiguous).
 * Bytes that are no snapshot are a SnapshotError, whatever is wrong with them: the file
 * is the user's input, not an artifact of the run.
 */
export function parseStarSnapshot(bytes: Uint8Array | string, source: string): StarSnapshot {
  let snapshot: StarSnapshot;
  try {
    const value = parseStrict(bytes, { maxBytes: MAX_SNAPSHOT_BYTES, source });
    snapshot = assertValid<StarSnapshot>('star_snapshot_v1', value, source);
  } catch (error) {
    if (error instanceof StrictJsonError || error instanceof ContractError) {
      throw new SnapshotError(error.message);
    }
    throw error;
  }
  const count = Object.keys(snapshot.stars).length;
  if (snapshot.repository_count !== count) {
    throw new SnapshotError(
      `${source}: repository_count is ${snapshot.repository_count} but stars lists ${count} repositories`,
    );
  }
  return snapshot;
}

/**
 * One snapshot from several of the same week (the four shards of last week each upload
 * theirs): the union, highest count per repository, latest captured_at.
 */
export function mergeStarSnapshots(snapshots: readonly StarSnapshot[]): StarSnapshot {
  const first = snapshots[0];
  if (first === undefined) throw new SnapshotError('no star snapshot to merge');
  const other = snapshots.find((s) => s.week !== first.week);
  if (other) {
    throw new SnapshotError(
      `star snapshots of different weeks cannot be merged: ${first.week} and ${other.week}`,
    );
  }
  const entries = snapshots.flatMap((s) =>
    Object.entries(s.stars).flatMap(([full_name, stars]) =>
      stars === undefined ? [] : [{ full_name, stars }],
    ),
  );
  const capturedAt = snapshots.map((s) => s.captured_at).reduce((a, b) => (b > a ? b : a));
  return buildStarSnapshot(first.week, capturedAt, entries);
}

/**
 * A previous snapshot must be of an earlier week than the run: comparing a week with itself
 * would report zero gains everywhere. ISO weeks `YYYY-Www` order correctly as strings.
 */
export function assertEarlierWeek(snapshot: StarSnapshot, runWeek: string, source: string): void {
  if (!(snapshot.week < runWeek)) {
    throw new SnapshotError(
      `${source} is the star snapshot of ${snapshot.week}, not of a week before the run's ${runWeek}`,
    );
  }
}

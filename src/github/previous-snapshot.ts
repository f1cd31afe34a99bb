/**
 * Last week's star snapshot, from the `previous-snapshot` input: a file path (the workflow
 * restored `data/snapshots/{week}-stars.json`, or downloaded last run's artifact), a folder
 * of such files (`data/snapshots/`: the newest of a week before the run's is read, as the
 * legacy crawler picks its previous snapshot), or the
 * name of an artifact in this run's store (exact, or the newest `<name>-a<N>`) holding one
 * or more `*-stars.json` files, merged.
 */
import { open, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type ArtifactStore } from '../artifacts/index.js';
import { newestAttempt, nameProblem } from '../contracts/artifact-names.js';
import type { StarSnapshot } from '../contracts/index.js';
import {
  assertEarlierWeek,
  MAX_SNAPSHOT_BYTES,
  mergeStarSnapshots,
  parseStarSnapshot,
  SnapshotError,
} from './snapshot.js';
import { untrusted } from '../base/untrusted.js';
import { errnoCode } from '../base/errno.js';

export interface PreviousSnapshot {
  snapshot: StarSnapshot | null;
  /** What was used, or why none was, for the log and the job summary. */
  note: string;
}

/** The bytes of a regular file, or undefined when there is no such file. */
async function readFileIfPresent(path: string): Promise<Buffer | undefined> {
  let handle;
  try {
    handle = await open(path, 'r');
  } catch (error) {
    const code = errnoCode(error);
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw error;
  }
  try {
    const stat = await handle.stat();
    if (!stat.isFile())
      throw new SnapshotError(`previous-snapshot ${untrusted(path)} is not a regular file`);
    if (stat.size > MAX_SNAPSHOT_BYTES) {
      throw new SnapshotError(
        `previous-snapshot ${untrusted(path)} is larger than ${MAX_SNAPSHOT_BYTES} bytes`,
      );
    }
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}

async function fromStore(
  store: ArtifactStore,
  name: string,
): Promise<{ name: string; snapshot: StarSnapshot } | null> {
  if (nameProblem(name) !== null) return null;
  const names = (await store.list()).map((a) => a.name);
  const found = names.includes(name) ? name : newestAttempt(names, name)?.name;
  if (found === undefined) return null;
  const files = await store.download(found, { maxBytes: MAX_SNAPSHOT_BYTES });
  const snapshots = [...files]
    .filter(([file]) => file.endsWith('-stars.json'))
    .map(([file, bytes]) => parseStarSnapshot(bytes, `artifact ${found}/${file}`));
  if (snapshots.length === 0)
    throw new SnapshotError(`artifact ${untrusted(found)} holds no *-stars.json file`);
  return { name: found, snapshot: mergeStarSnapshots(snapshots) };
}

/**
 * Loads the snapshot. Not set, or naming neither a file nor an artifact (the very first
 * run has no previous week), is not an error: stars_gained is then null except for
 * repositories created in the window, and the note says so. A snapshot that exists but is
 * invalid, or is not of an earlier week than the run, fails: it would give wrong numbers.
 */
export async function loadPreviousSnapshot(
  value: string | undefined,
  store: ArtifactStore,
  runWeek: string,
): Promise<PreviousSnapshot> {
  if (value === undefined) {
    return {
      snapshot: null,
      note: 'no previous-snapshot given: stars_gained is unknown (null)',
    };
  }
  const path = await snapshotPath(value, runWeek);
  if (path === null) {
    return {
      snapshot: null,
      note: `previous-snapshot folder ${untrusted(value)} holds no {week}-stars.json of a week before ${runWeek}: stars_gained is unknown`,
    };
  }
  const bytes = await readFileIfPresent(path);
  let snapshot: StarSnapshot;
  let source: string;
  if (bytes !== undefined) {
    source = `file ${untrusted(path)}`;
    snapshot = parseStarSnapshot(bytes, `previous-snapshot ${path}`);
  } else {
    const found = await fromStore(store, value);
    if (found === null) {
      return {
        snapshot: null,
        note: `previous-snapshot ${untrusted(value)} is neither a file, a folder nor an artifact of this run: stars_gained is unknown (null)`,
      };
    }
    source = `artifact ${untrusted(found.name)}`;
    snapshot = found.snapshot;
  }
  assertEarlierWeek(snapshot, runWeek, `previous-snapshot (${source})`);
  return {
    snapshot,
    note: `previous snapshot: ${source}, week ${snapshot.week}, ${snapshot.repository_count} repositories`,
  };
}

const SNAPSHOT_FILE = /^(\d{4}-W\d{2})-stars\.json$/;

/**
 * The file to read: `value` itself, or in a folder the `{week}-stars.json` of the latest
 * week before `runWeek` (null when there is none). Week labels sort as text.
 */
export async function snapshotPath(value: string, runWeek: string): Promise<string | null> {
  let isFolder = false;
  try {
    isFolder = (await stat(value)).isDirectory();
  } catch (error) {
    const code = errnoCode(error);
    if (code !== 'ENOENT' && code !== 'ENOTDIR') throw error;
  }
  if (!isFolder) return value;
  const weeks = (await readdir(value))
    .map((name) => SNAPSHOT_FILE.exec(name)?.[1])
    .filter((week): week is string => week !== undefined && week < runWeek)
    .sort();
  const newest = weeks.at(-1);
  return newest === undefined ? null : join(value, `${newest}-stars.json`);
}

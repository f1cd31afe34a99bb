/**
 * Fan-in stage "download + validate, gather per fan": each leg is fetched (or located, where
 * the store keeps plain files and the checker reads them itself: leg-files.ts), checked
 * (leg-check.ts, in worker threads when there are any) and offered to the perfect gather of
 * its fan, which keeps the newest valid attempt of each seq. Each leg gives its diagnostics
 * record: rejected (with the problems), or accepted for now (superseded and duplicate
 * verdicts are settled once every attempt has arrived: verdicts.ts).
 */
import type { ArtifactStore } from '../../artifacts/index.js';
import type { FanFrame } from '../../contracts/index.js';
import { PerfectCollector, type OfferResult } from '../../gather/index.js';
import { runPool } from '../../runtime/pool.js';
import { legFileName } from '../artifacts.js';
import type { GithubItem, RssItem } from '../leg-check.js';
import type { LegChecker } from '../leg-checkers.js';
import { fetchProblem, type LegTask } from '../leg-files.js';
import { ArticleSet } from '../merge-news.js';
import type { ArtifactProblem } from '../reasons.js';
import type { ArtifactRecord, LegEntry } from './classify.js';

/** The perfect gather of each planned fan. */
export interface Gathers {
  rss?: PerfectCollector<RssItem>;
  github?: PerfectCollector<GithubItem>;
}

/** What collecting gave: the gathers, and the articles of the RSS gather's legs merged. */
export interface Collected {
  gathers: Gathers;
  /**
   * The articles of the legs the RSS gather holds, merged as they arrive (the merge is
   * order-independent), so that it overlaps the validation of other legs. `stale` once a
   * newer attempt displaced a leg already merged: then the set is rebuilt at the end.
   */
  articles: { set: ArticleSet; stale: boolean };
}

export interface CollectSetting {
  store: ArtifactStore;
  checker: LegChecker;
  maxBytes: number;
  /** Legs fetched and checked at once. */
  concurrency: number;
  keepQueryParams: ReadonlySet<string>;
  /** Bytes of the leg artifacts (the article set is sized from them). */
  legBytes: number;
}

/** Collects every leg; their records join `records`. Stops at the first backend failure. */
export async function collectLegs(
  legs: readonly LegEntry[],
  fans: { rss?: { fan_id: string; expected: number }; github?: typeof fans.rss },
  setting: CollectSetting,
  records: ArtifactRecord[],
): Promise<Collected> {
  const gathers: Gathers = {};
  if (fans.rss) gathers.rss = new PerfectCollector(fans.rss.fan_id, fans.rss.expected);
  if (fans.github) gathers.github = new PerfectCollector(fans.github.fan_id, fans.github.expected);
  // Sized for the articles the leg bytes may hold (a canonical article is ~300 bytes).
  const set = new ArticleSet(setting.keepQueryParams, Math.ceil(setting.legBytes / 300));
  const collected: Collected = { gathers, articles: { set, stale: false } };
  try {
    await runPool(
      legs,
      setting.concurrency,
      async (entry) => void records.push(await collectLeg(setting, collected, entry)),
      { stopOnError: true },
    );
  } finally {
    await setting.checker.close();
  }
  return collected;
}

/** The leg's task for the checker: its bytes, or its file; undefined when the artifact lacks it. */
async function fetchLeg(setting: CollectSetting, entry: LegEntry): Promise<LegTask | undefined> {
  const { name, leg } = entry;
  const at = { name, fan: leg.fan, id: leg.id };
  if (entry.content) return { ...at, ...entry.content };
  const fileName = legFileName(leg.fan, leg.id);
  const limits = { maxBytes: setting.maxBytes };
  if (setting.store.locate) {
    const file = (await setting.store.locate(name, limits)).get(fileName);
    return file && { ...at, file };
  }
  const bytes = (await setting.store.download(name, limits)).get(fileName);
  return bytes && { ...at, bytes };
}

async function collectLeg(
  setting: CollectSetting,
  collected: Collected,
  entry: LegEntry,
): Promise<ArtifactRecord> {
  const { name, leg } = entry;
  const record: ArtifactRecord = {
    name,
    fan: leg.fan,
    id: leg.id,
    attempt: leg.attempt,
    seq: leg.seq,
    verdict: 'rejected',
    errors: [],
  };
  const reject = (problems: ArtifactProblem[]): ArtifactRecord => {
    record.reason = problems[0]?.code ?? 'schema';
    record.errors = problems;
    return record;
  };
  let task: LegTask | undefined;
  try {
    task = await fetchLeg(setting, entry);
  } catch (error) {
    // A backend failure is not a verdict on the leg: the fan-in stops and can be rerun.
    const problem = fetchProblem(error);
    if (!problem) throw error;
    return reject([problem]);
  }
  if (task === undefined) {
    const message = `the artifact holds no file ${legFileName(leg.fan, leg.id)}`;
    return reject([{ code: 'name', pointer: '', message }]);
  }
  const verdict = await setting.checker.check(task);
  if (!verdict.ok) return reject(verdict.problems);
  const { gathers, articles } = collected;
  if (verdict.fan === 'rss') {
    const offered = offer(gathers.rss, verdict.frames, leg.attempt, name, verdict.item);
    if (offered.outcome === 'accepted') {
      if (offered.displaced) articles.stale = true;
      else articles.set.add(verdict.item.articles);
    }
  } else offer(gathers.github, verdict.frames, leg.attempt, name, verdict.item);
  record.verdict = 'accepted';
  return record;
}

function offer<T>(
  gather: PerfectCollector<T> | undefined,
  frames: readonly FanFrame[],
  attempt: number,
  name: string,
  item: T,
): OfferResult<T> {
  if (!gather) throw new Error(`no gather for ${name}: classifyArtifact only admits planned fans`);
  const result = gather.offer({ frames, attempt, name, item });
  if (result.outcome === 'foreign' || result.outcome === 'invalid') {
    // validate.ts checked the frame against the same plan: this is a bug, not a bad leg.
    throw new Error(`gather refused ${name} (${result.outcome}) after validation accepted it`);
  }
  return result;
}

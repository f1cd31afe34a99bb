/**
 * Fan-in stage "download + validate, gather per fan": each leg is fetched (or located, where
 * the store keeps plain files and the checker reads them itself: leg-files.ts) and checked
 * (leg-check.ts, in worker threads when there are any). The valid ones then go to the
 * perfect gather of their fan on the gather engine (src/fanin/kernel.ts), which
 * keeps the newest valid attempt of each seq and folds them with the fan-in's merge. Each
 * leg gives its diagnostics record: rejected (with the problems), or accepted for now
 * (superseded and duplicate verdicts are settled from the gather: verdicts.ts).
 */
import type { ArtifactStore } from '../../../artifacts/index.js';
import type { Arrival } from '../../../gather/index.js';
import { runPool } from '../../../base/pool.js';
import { legFileName } from '../../../contracts/artifact-names.js';
import type { GithubItem, RssItem } from '../../leg-check.js';
import type { LegChecker } from '../leg-checkers.js';
import { fetchProblem, type LegTask } from '../leg-files.js';
import type { RepoSet } from '../../merge-github.js';
import type { ArticleSet } from '../../fast/merge-news.js';
import { gatherFan, githubKernel, newsKernel, type FanGather } from '../../kernel.js';
import type { ArtifactProblem } from '../../reasons.js';
import type { ArtifactRecord, LegEntry } from './classify.js';

/** The gather of each planned fan. */
export interface Gathers {
  rss?: FanGather<RssItem, ArticleSet>;
  github?: FanGather<GithubItem, RepoSet>;
}

/** The valid legs of each fan, as they arrived. */
interface Arrivals {
  rss: Arrival<RssItem>[];
  github: Arrival<GithubItem>[];
}

export interface CollectSetting {
  store: ArtifactStore;
  checker: LegChecker;
  maxBytes: number;
  /** Legs fetched and checked at once. */
  concurrency: number;
  keepQueryParams: ReadonlySet<string>;
}

type PlannedFan = { fan_id: string; expected: number };

/** Collects every leg and gathers each fan; the legs' records join `records`. */
export async function collectLegs(
  legs: readonly LegEntry[],
  fans: { rss?: PlannedFan; github?: PlannedFan },
  setting: CollectSetting,
  records: ArtifactRecord[],
): Promise<Gathers> {
  const arrivals: Arrivals = { rss: [], github: [] };
  try {
    await runPool(
      legs,
      setting.concurrency,
      async (entry) => void records.push(await collectLeg(setting, arrivals, entry)),
      { stopOnError: true },
    );
  } finally {
    await setting.checker.close();
  }
  for (const fan of ['rss', 'github'] as const) {
    if (!fans[fan] && arrivals[fan].length > 0) {
      throw new Error(
        `valid ${fan} legs without a planned fan: classifyArtifact only admits planned fans`,
      );
    }
  }
  const gathers: Gathers = {};
  if (fans.rss) {
    // Sized for the articles that arrived (an upper bound: superseded attempts count too).
    // Bytes per article vary by writer (indented legs take twice the bytes): a table sized
    // from bytes is twice too large for them, and a larger table costs its scans and misses.
    const articles = arrivals.rss.reduce((n, arrival) => n + arrival.item.articleCount, 0);
    const kernel = newsKernel(setting.keepQueryParams, articles);
    gathers.rss = await gatherFan(fans.rss, arrivals.rss, kernel);
  }
  if (fans.github) gathers.github = await gatherFan(fans.github, arrivals.github, githubKernel());
  return gathers;
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
  arrivals: Arrivals,
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
  const at = { attempt: leg.attempt, name };
  if (verdict.fan === 'rss')
    arrivals.rss.push({ frames: verdict.frames, ...at, item: verdict.item });
  else arrivals.github.push({ frames: verdict.frames, ...at, item: verdict.item });
  record.verdict = 'accepted';
  return record;
}

/**
 * The check of one downloaded leg artifact (pure: bytes in, verdict out): validation by
 * the contract, then what the gather keeps of a valid leg. This is the costly part of a
 * fan-in, one leg at a time and independent of every other leg, so it may run in worker
 * threads (io/leg-checkers.ts): job, setting and verdict are plain data that cross a thread
 * boundary by structured clone, the large buffers of a verdict by transfer.
 */
import type { FanFrame, FanPlan, Repository, RssArtifact, RunContext } from '../contracts/index.js';
import type { ShardId } from './merge-github.js';
import { legArticles, type LegArticles } from './fast/merge-news.js';
import { LinkNumbering } from './fast/leg-links.js';
import type { ArtifactProblem } from './reasons.js';
import { validateGithubShard, validateRssLeg, type ValidRssLeg } from './validate.js';
import type { AcceptedShard } from './outputs.js';

/** What every check of one fan-in shares. */
export interface LegSetting {
  runContext: RunContext;
  plan: FanPlan;
  /** Largest accepted payload in bytes. */
  maxBytes: number;
  /** Query parameters that stay part of an article's URL identity. */
  keepQueryParams: ReadonlySet<string>;
  /**
   * The seed of the hashes of article keys and links (hashKey), drawn afresh by each fan-in
   * so that no leg can be written to make them collide; every leg of one fan-in shares it.
   */
  hashSeed: number;
}

/** One downloaded leg artifact: its name as classified, and the bytes of its file. */
export interface LegJob {
  name: string;
  fan: 'rss' | 'github';
  /** The leg id the artifact name gives. */
  id: string;
  bytes: Uint8Array;
}

/** What the gather keeps of a valid RSS leg. */
export interface RssItem {
  status: RssArtifact['status'];
  error: RssArtifact['error'];
  articleCount: number;
  /** How it fetched its feed, and its articles' checksum in SquadScope's form, when it said. */
  fetch?: RssArtifact['fetch'];
  contentChecksum?: string;
  articles: LegArticles;
}

/** What the gather keeps of a valid GitHub shard. */
export interface GithubItem extends AcceptedShard {
  shard_id: ShardId;
  repositories: Repository[];
}

export type LegVerdict =
  | { ok: false; problems: ArtifactProblem[] }
  | { ok: true; fan: 'rss'; frames: FanFrame[]; item: RssItem }
  | { ok: true; fan: 'github'; frames: FanFrame[]; item: GithubItem };

/** `numbering`: the checker's numbering of links (by default, the leg's own). */
export function checkLeg(job: LegJob, setting: LegSetting, numbering?: LinkNumbering): LegVerdict {
  const fan = setting.plan.fans[job.fan];
  if (!fan) throw new Error(`no planned fan ${job.fan} for ${job.name}`);
  const expect = { runContext: setting.runContext, fan, maxBytes: setting.maxBytes };
  if (job.fan === 'rss') {
    const leg = validateRssLeg(job.id, job.bytes, expect, job.name);
    if (!leg.ok) return { ok: false, problems: leg.problems };
    return {
      ok: true,
      fan: 'rss',
      frames: [...leg.frames],
      item: rssItemOf(leg, setting, numbering),
    };
  }
  const shard = validateGithubShard(job.id, job.bytes, expect, job.name);
  if (!shard.ok) return { ok: false, problems: shard.problems };
  const { shard_id, repositories, api_metrics, filter_summary, candidate_stars } = shard.payload;
  const item = {
    shard_id,
    repositories,
    api_metrics,
    filter_summary,
    ...(candidate_stars === undefined ? {} : { candidate_stars }),
  };
  return { ok: true, fan: 'github', frames: [...shard.frames], item };
}

function rssItemOf(leg: ValidRssLeg, setting: LegSetting, numbering?: LinkNumbering): RssItem {
  const { status, error, articles, fetch, source_content_checksum } = leg.payload;
  const { keepQueryParams, hashSeed } = setting;
  const links = (numbering ?? new LinkNumbering(hashSeed)).number(articles, leg.order);
  const packed = legArticles(leg.seq, leg.sorted, keepQueryParams, leg.packed, links, hashSeed);
  return {
    status,
    error,
    articleCount: articles.length,
    ...(fetch === undefined ? {} : { fetch }),
    ...(source_content_checksum === undefined ? {} : { contentChecksum: source_content_checksum }),
    articles: packed,
  };
}

/**
 * The buffers behind a verdict, to move rather than copy to another thread. Only for a
 * verdict made in a worker: there every buffer was made by the check or is the job's
 * bytes, which arrived by transfer or as a copy, never a buffer something else shares.
 */
export function transferablesOf(verdict: LegVerdict): ArrayBuffer[] {
  if (!verdict.ok || verdict.fan !== 'rss') return [];
  const { json, ends, keys, hashes, scores, lost, links } = verdict.item.articles;
  const views = [ends, keys.bytes, keys.ends, hashes, scores];
  views.push(links.starts, links.ids);
  if (links.kind === 'numbered') views.push(links.added.bytes, links.added.ends, links.hashes);
  if ('bytes' in json) views.push(json.bytes);
  if ('bytes' in json && json.sources) views.push(json.sources);
  if ('places' in json) views.push(json.places);
  if (lost) views.push(lost);
  return [...new Set(views.map((view) => view.buffer as ArrayBuffer))];
}

/**
 * From a search API item to a Repository record: shape checks, the quality filters of the
 * legacy crawler, and stars_gained from last week's star snapshot. Pure: no I/O, no clock.
 */
import type { FullRepository, StarSnapshot } from '../contracts/index.js';
import { fullFormats } from '../contracts/formats.js';
import { compareStrings } from '../canonical/index.js';
import { formatTimestamp } from '../runcontext/time.js';
import type { CrawlWindow } from './types.js';
import type { ShardId } from '../runcontext/index.js';
import { isCount } from '../base/count.js';

/** The fields of a search item this crawler reads, after their types were checked. */
export interface SearchItem {
  id: number;
  node_id: string;
  name: string;
  full_name: string;
  owner: string;
  private: boolean;
  fork: boolean;
  is_template: boolean;
  archived: boolean;
  disabled: boolean;
  description: string | null;
  language: string | null;
  stars: number;
  forks: number;
  created_at: string;
  updated_at: string;
  pushed_at: string;
  topics: string[];
  license: string | null;
  html_url: string;
  api_url: string;
}

/**
 * Why an item was refused: a field that is not an http(s) URL (a `javascript:` or `file:`
 * link must never reach a digest), or any other malformed or over-long field.
 */
export type ItemProblem = 'invalid_url' | 'invalid_record';

export type ItemResult =
  { ok: true; item: SearchItem } | { ok: false; reason: ItemProblem; problem: string };

/**
 * The bounds of a repository record, as in github_shard_v1 `$defs/repository` (a test holds
 * the two equal). Lengths count code points, as JSON Schema does. GitHub's own limits are
 * far lower (names of 100, logins of 39, 20 topics of 50 characters): these only stop a
 * hostile or broken answer from flooding the artifacts.
 */
export const REPOSITORY_LIMITS = {
  nodeId: 200,
  name: 100,
  owner: 100,
  fullName: 201,
  description: 4000,
  language: 100,
  license: 200,
  topics: 100,
  topic: 100,
  url: 2048,
} as const;

type Obj = Record<string, unknown>;

function isObj(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * The API writes `YYYY-MM-DDTHH:MM:SSZ`; GitHub Enterprise Server versions have written
 * offsets and fractions. Normalise to the contract's second-precision UTC form.
 */
export function normaliseTimestamp(value: unknown): string | null {
  if (typeof value !== 'string' || !ISO_INSTANT.test(value)) return null;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return null;
  const year = new Date(ms).getUTCFullYear();
  if (year < 1970 || year > 9999) return null;
  return formatTimestamp(ms);
}

/**
 * The SPDX id, "NOASSERTION" included (GitHub's id of a license it cannot name, as the
 * legacy crawler writes it); the license name only without an id; null without a license.
 */
export function licenseOf(value: unknown): string | null | undefined {
  if (value === null || value === undefined) return null;
  if (!isObj(value)) return undefined;
  const spdx = value['spdx_id'];
  if (typeof spdx === 'string' && spdx !== '') return spdx;
  const name = value['name'];
  if (typeof name === 'string' && name !== '') return name;
  return null;
}

function optionalBool(value: unknown): boolean | undefined {
  // Older GitHub Enterprise Server answers lack is_template/disabled: absent means false.
  if (value === undefined) return false;
  return typeof value === 'boolean' ? value : undefined;
}

function nullableString(value: unknown, max: number): string | null | undefined {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' && fits(value, max) ? value : undefined;
}

/** At most `max` code points (a string never has more code points than UTF-16 units). */
export function fits(text: string, max: number): boolean {
  if (text.length <= max) return true;
  let n = 0;
  for (const _ of text) if (++n > max) return false;
  return true;
}

function boundedString(value: unknown, max: number): value is string {
  return typeof value === 'string' && value !== '' && fits(value, max);
}

/** The `uri` format the contracts' validators check (ajv-formats, full mode: a function). */
const uriFormat = ((): ((text: string) => boolean) => {
  const format: unknown = fullFormats.uri;
  if (typeof format !== 'function') throw new Error('ajv-formats has no uri function');
  return format as (text: string) => boolean;
})();

/**
 * An http(s) URL as the contracts define one (`common#/$defs/httpUrl`): the scheme in lower
 * case, at most 2048 code points, and an RFC 3986 URI (the format check of the validators).
 */
export function isHttpUrl(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    /^https?:\/\//.test(value) &&
    fits(value, REPOSITORY_LIMITS.url) &&
    uriFormat(value)
  );
}

/** Lower-cased and trimmed topics, or null when there are too many or one is too long. */
function readTopics(value: unknown): string[] | null {
  if (!Array.isArray(value) || value.length > REPOSITORY_LIMITS.topics) return null;
  if (!value.every((t) => typeof t === 'string')) return null;
  const topics = normaliseTopics(value as string[]);
  return topics.every((t) => fits(t, REPOSITORY_LIMITS.topic)) ? topics : null;
}

/**
 * Checks one raw search item. A malformed item is reported with the field at fault so the
 * shard can count it (`invalid_record`) instead of dropping it silently or failing the
 * whole shard for one odd repository.
 */
export function readSearchItem(raw: unknown): ItemResult {
  if (!isObj(raw)) return { ok: false, reason: 'invalid_record', problem: 'item is not an object' };
  const bad = (field: string): ItemResult => ({
    ok: false,
    reason: 'invalid_record',
    problem: `field ${field} is missing, malformed or too long`,
  });
  const owner = raw['owner'];
  if (!isObj(owner) || !boundedString(owner['login'], REPOSITORY_LIMITS.owner))
    return bad('owner.login');
  if (!isCount(raw['id'])) return bad('id');
  for (const field of ['html_url', 'url'] as const) {
    if (!isHttpUrl(raw[field])) {
      return {
        ok: false,
        reason: 'invalid_url',
        problem: `field ${field} is not an http(s) URL of at most ${REPOSITORY_LIMITS.url} characters`,
      };
    }
  }
  if (!boundedString(raw['node_id'], REPOSITORY_LIMITS.nodeId)) return bad('node_id');
  if (!boundedString(raw['name'], REPOSITORY_LIMITS.name)) return bad('name');
  const fullName = raw['full_name'];
  if (!boundedString(fullName, REPOSITORY_LIMITS.fullName) || !/^[^/\s]+\/[^/\s]+$/.test(fullName))
    return bad('full_name');
  const flags: Record<string, boolean> = {};
  for (const field of ['private', 'fork', 'archived'] as const) {
    if (typeof raw[field] !== 'boolean') return bad(field);
    flags[field] = raw[field];
  }
  for (const field of ['is_template', 'disabled'] as const) {
    const value = optionalBool(raw[field]);
    if (value === undefined) return bad(field);
    flags[field] = value;
  }
  const description = nullableString(raw['description'], REPOSITORY_LIMITS.description);
  if (description === undefined) return bad('description');
  const language = nullableString(raw['language'], REPOSITORY_LIMITS.language);
  if (language === undefined) return bad('language');
  if (!isCount(raw['stargazers_count'])) return bad('stargazers_count');
  if (!isCount(raw['forks_count'])) return bad('forks_count');
  const created = normaliseTimestamp(raw['created_at']);
  if (created === null) return bad('created_at');
  const updated = normaliseTimestamp(raw['updated_at']);
  if (updated === null) return bad('updated_at');
  // An empty repository has pushed_at null; it has nothing to show a digest reader.
  const pushed = normaliseTimestamp(raw['pushed_at']);
  if (pushed === null) return bad('pushed_at');
  const topics = readTopics(raw['topics'] ?? []);
  if (topics === null) return bad('topics');
  const license = licenseOf(raw['license']);
  if (license === undefined || (license !== null && !fits(license, REPOSITORY_LIMITS.license)))
    return bad('license');
  return {
    ok: true,
    item: {
      id: raw['id'] as number,
      node_id: raw['node_id'] as string,
      name: raw['name'] as string,
      full_name: fullName,
      owner: owner['login'] as string,
      private: flags['private']!,
      fork: flags['fork']!,
      is_template: flags['is_template']!,
      archived: flags['archived']!,
      disabled: flags['disabled']!,
      description,
      language,
      stars: raw['stargazers_count'] as number,
      forks: raw['forks_count'] as number,
      created_at: created,
      updated_at: updated,
      pushed_at: pushed,
      topics,
      license,
      html_url: raw['html_url'] as string,
      api_url: raw['url'] as string,
    },
  };
}

/** Lower-cased, trimmed, without empties and duplicates, in UTF-16 order. */
export function normaliseTopics(topics: readonly string[]): string[] {
  const set = new Set(topics.map((t) => t.trim().toLowerCase()).filter((t) => t !== ''));
  return [...set].sort(compareStrings);
}

/** Why a repository is dropped; each dropped repository is counted under exactly one reason. */
export type FilterReason =
  | 'private'
  | 'fork'
  | 'template_repo'
  | 'missing_description'
  | 'low_signal_topic'
  | 'low_signal_keyword'
  | 'low_signal_phrase'
  | 'outside_window';

/*
 * The low-signal rules of SquadScope's own crawler, word for word, so that a drop-in keeps
 * and drops the same repositories (and counts them under the same reasons): course work,
 * templates and tutorials rather than projects.
 */
const LOW_SIGNAL_TOPICS = new Set(
  'assignment assignments bootcamp course courses example examples exercise homework learning starter-template template templates tutorial tutorials workshop workshops'.split(
    ' ',
  ),
);
/** Words of the name and description together. */
const LOW_SIGNAL_WORDS = new Set(
  'assignment assignments bootcamp cheatsheet course courses example examples exercise exercises homework leetcode template tutorial tutorials walkthrough workshop'.split(
    ' ',
  ),
);
/** Words of the name alone. */
const LOW_SIGNAL_NAME_WORDS = new Set(
  'demo kata lab labs lesson lessons practice sample starter'.split(' '),
);
/** Matched anywhere in the lower-cased "name description", word boundaries or not. */
const LOW_SIGNAL_PHRASES = [
  'course project',
  'for beginners',
  'getting started tutorial',
  'my solution',
  'starter template',
  'step by step',
  'step-by-step',
  'study notes',
];

/** Lower-cased runs of ASCII letters and digits (the legacy crawler's words). */
function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

/** The low-signal reason of a repository, or null (its description is not empty). */
export function lowSignalReason(
  item: Pick<SearchItem, 'name' | 'topics' | 'description'>,
): FilterReason | null {
  if (item.topics.some((t) => LOW_SIGNAL_TOPICS.has(t.toLowerCase()))) return 'low_signal_topic';
  const combined = `${item.name} ${(item.description ?? '').trim()}`.toLowerCase();
  if (words(combined).some((w) => LOW_SIGNAL_WORDS.has(w))) return 'low_signal_keyword';
  if (words(item.name).some((w) => LOW_SIGNAL_NAME_WORDS.has(w))) return 'low_signal_keyword';
  if (LOW_SIGNAL_PHRASES.some((phrase) => combined.includes(phrase))) return 'low_signal_phrase';
  return null;
}

export function inWindow(timestamp: string, window: CrawlWindow): boolean {
  const t = Date.parse(timestamp);
  return t >= Date.parse(window.since) && t < Date.parse(window.until);
}

/**
 * The filter a repository fails, or null when it is kept. Private repositories can appear
 * when the token sees them and never belong in a published digest; archived and disabled
 * ones are kept (the record says so). `new_repos` also drops repositories created outside
 * the window (a date-granular query can reach past a window that is not whole days).
 * README presence is not checked: it would cost one more API call per repository.
 */
export function filterReason(
  item: SearchItem,
  shardId: ShardId,
  window: CrawlWindow,
): FilterReason | null {
  if (item.private) return 'private';
  if (item.fork) return 'fork';
  if (item.is_template) return 'template_repo';
  if (item.description === null || item.description.trim() === '') return 'missing_description';
  const lowSignal = lowSignalReason(item);
  if (lowSignal !== null) return lowSignal;
  if (shardId === 'new_repos' && !inWindow(item.created_at, window)) return 'outside_window';
  return null;
}

/**
 * The star snapshot's entry for one search result, read before any filter: the legacy
 * snapshot keeps every result, so that next week's gains are known for a repository this
 * week dropped. Private repositories stay out, as they stay out of every output: the
 * snapshot file is committed where its readers may not see them. Null when the item has no
 * usable name or star count.
 */
export function candidateStars(raw: unknown): Candidate | null {
  if (!isObj(raw) || raw['private'] === true) return null;
  const fullName = raw['full_name'];
  const stars = raw['stargazers_count'];
  if (!boundedString(fullName, REPOSITORY_LIMITS.fullName) || !/^[^/\s]+\/[^/\s]+$/.test(fullName))
    return null;
  if (!isCount(stars)) return null;
  const updated = normaliseTimestamp(raw['updated_at']) ?? '';
  return { full_name: fullName, stars, updated_at: updated };
}

/** A search result as the star snapshot sees it; updated_at is '' when the item has none. */
export interface Candidate {
  full_name: string;
  stars: number;
  updated_at: string;
}

/**
 * Stars gained since last week's snapshot: max(current − previous, 0) when the snapshot
 * knows the repository; all its stars when it was created since the window began (it had
 * none before); otherwise unknown (null), never guessed. Without a snapshot, or with an
 * empty one (the first week), nothing is known: null for every repository, as the legacy
 * crawler leaves stars_gained out.
 */
export function starsGained(
  item: Pick<SearchItem, 'full_name' | 'stars' | 'created_at'>,
  window: CrawlWindow,
  previous: StarSnapshot | null,
): number | null {
  if (previous === null || previous.repository_count === 0) return null;
  const before = previous.stars[item.full_name];
  if (before !== undefined) return Math.max(item.stars - before, 0);
  if (Date.parse(item.created_at) >= Date.parse(window.since)) return item.stars;
  return null;
}

/** The contract record: github_raw_v2's own fields plus the legacy record's identifying ones. */
export function toRepository(item: SearchItem, stars_gained: number | null): FullRepository {
  return {
    id: item.id,
    node_id: item.node_id,
    name: item.name,
    owner: item.owner,
    full_name: item.full_name,
    description: item.description,
    language: item.language,
    stars: item.stars,
    forks: item.forks,
    archived: item.archived,
    disabled: item.disabled,
    created_at: item.created_at,
    updated_at: item.updated_at,
    pushed_at: item.pushed_at,
    topics: item.topics,
    license: item.license,
    url: item.html_url,
    api_url: item.api_url,
    stars_gained,
  };
}

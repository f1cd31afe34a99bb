/**
 * The search query of each shard, from the run context's window only (never the clock), so
 * that every leg of a run, and every rerun of it, asks GitHub the same question.
 */
import { filled, queryProblem, templateProblem } from '../config/query-template.js';
import type { CrawlWindow } from './types.js';
import type { ShardId } from '../runcontext/index.js';

/** Repositories below this many stars are noise for a weekly digest (the legacy crawler's bar). */
export const MIN_STARS = 50;

const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/;
const DAY_MS = 86_400_000;

export class QueryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'QueryError';
  }
}

function parseTimestamp(value: string, what: string): number {
  const m = TIMESTAMP.exec(value);
  const ms = m ? Date.parse(value) : NaN;
  // Date.parse accepts 2026-02-31; the round trip rejects it.
  if (!m || Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 19) + 'Z' !== value) {
    throw new QueryError(
      `${what} ${JSON.stringify(value)} is not a YYYY-MM-DDTHH:MM:SSZ timestamp`,
    );
  }
  return ms;
}

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function isoSecondsUtc(ms: number): string {
  // GitHub's search syntax documents times as THH:MM:SS+00:00 after the date.
  return new Date(ms).toISOString().slice(0, 19) + '+00:00';
}

export interface WindowDates {
  /** The first day of the window, YYYY-MM-DD. */
  firstDay: string;
  /** The last day inside the window (until − 1 day when until is midnight), YYYY-MM-DD. */
  lastDay: string;
  /** The inclusive range for a date qualifier: `first..last`, with times when the window is not whole days. */
  range: string;
}

/**
 * The dates of a window. GitHub date ranges (`a..b`) are inclusive, the window's `until`
 * exclusive: a window of whole UTC days (the normal Monday-to-Monday week) becomes
 * `since..until-1day`; any other window keeps its times (`…T12:00:00+00:00..…`), ending
 * one second before `until`, so the query never reaches past the window.
 */
export function windowDates(window: CrawlWindow): WindowDates {
  const since = parseTimestamp(window.since, 'since');
  const until = parseTimestamp(window.until, 'until');
  if (until <= since) {
    throw new QueryError(
      `the window is empty: until ${window.until} is not after since ${window.since}`,
    );
  }
  const wholeDays = since % DAY_MS === 0 && until % DAY_MS === 0;
  const firstDay = isoDate(since);
  const lastDay = isoDate(until - (wholeDays ? DAY_MS : 1000));
  const range = wholeDays
    ? `${firstDay}..${lastDay}`
    : `${isoSecondsUtc(since)}..${isoSecondsUtc(until - 1000)}`;
  return { firstDay, lastDay, range };
}

/** `new_repos`: created inside the window. */
export function newReposQuery(window: CrawlWindow): string {
  return `created:${windowDates(window).range} stars:>${MIN_STARS}`;
}

/** `trending_repos`: pushed inside the window (ranked by stars gained downstream). */
export function trendingReposQuery(window: CrawlWindow): string {
  return `pushed:${windowDates(window).range} stars:>${MIN_STARS}`;
}

/**
 * Fills a topic config query template. `{last_week}` is the window's first day and `{today}`
 * its last day (so `pushed:{last_week}..{today}` is exactly the window; the legacy crawler
 * filled them from the clock). Any other `{…}` is a config error, reported rather than sent
 * to GitHub as literal text (make-run-context refuses it before planning: templateProblem).
 */
export function fillTemplate(template: string, window: CrawlWindow): string {
  const problem = templateProblem(template);
  if (problem !== undefined) throw new QueryError(problem);
  const { firstDay, lastDay } = windowDates(window);
  const q = filled(template, { last_week: firstDay, today: lastDay });
  const invalid = queryProblem(q);
  if (invalid !== undefined) throw new QueryError(invalid);
  return q;
}

/** The topic config's query templates for the topic shards. */
export interface TopicQueries {
  primary: readonly string[];
  secondary: readonly string[];
}

/** The query reports a github_shard_v1 holds at most. */
export const MAX_SHARD_QUERIES = 1000;

/**
 * Same query twice would fetch the same pages twice: keep the first occurrence. More than
 * a shard can report is refused before the first call, not after the last.
 */
function unique(queries: string[]): string[] {
  const distinct = [...new Set(queries)];
  if (distinct.length > MAX_SHARD_QUERIES) {
    throw new QueryError(
      `the topic config gives ${distinct.length} distinct queries for one shard, more than the ${MAX_SHARD_QUERIES} a shard reports`,
    );
  }
  return distinct;
}

/**
 * The queries of one shard, in the order they run. Topic shards without templates have no
 * queries (the shard is empty, and says so); new and trending ignore the topic config.
 */
export function shardQueries(shardId: ShardId, window: CrawlWindow, topic: TopicQueries): string[] {
  switch (shardId) {
    case 'new_repos':
      return [newReposQuery(window)];
    case 'trending_repos':
      return [trendingReposQuery(window)];
    case 'topic_primary':
      return unique(topic.primary.map((t) => fillTemplate(t, window)));
    case 'topic_secondary':
      return unique(topic.secondary.map((t) => fillTemplate(t, window)));
  }
}

/** The pages needed for `maxResults` results: GitHub serves 100 a page and 1,000 at most. */
export const PER_PAGE = 100;
export const SEARCH_RESULT_CAP = 1000;

export function pagesFor(totalCount: number, maxResults: number): number {
  const reachable = Math.min(totalCount, maxResults, SEARCH_RESULT_CAP);
  return Math.max(1, Math.ceil(reachable / PER_PAGE));
}

// Feed entries to articles. Pure: the window, the keywords and the
// document URL come in; nothing reads a clock.
//
// Per entry: an absolute http(s) URL (relative links resolved against the
// xml:base chain and the document URL) and a parseable date are required, or
// the entry is dropped and counted; entries outside [since, until) are left out
// (not an error); one article per URL (the first in document order wins).

import type { Article } from '../contracts/index.js';
import { compareStrings } from '../canonical/index.js';
import { parseUrl } from './absolute-url.js';
import { parseFeedDate, parseUtcSeconds } from './dates.js';
import { titleEntities } from './entities.js';
import { githubRepoUrls } from './github-urls.js';
import type { FeedEntry } from './parse.js';
import { compileKeywords, relevanceScore, type KeywordMatcher } from './relevance.js';
import {
  squadscopeEntities,
  squadscopeGithubLinks,
  squadscopeRelevance,
  pythonStrip,
  squadscopeSummary,
  squadscopeTitle,
} from './squadscope-rules.js';
import { collapseWhitespace, truncateText, wellFormed } from './text.js';
import { formatUtcSeconds } from './utc-timestamp.js';

export interface ExtractContext {
  sourceId: string;
  /** The URL the document was served from (after redirects): the base of relative links. */
  documentUrl: string;
  /** Window from the run context, `YYYY-MM-DDTHH:MM:SSZ`; since inclusive, until exclusive. */
  since: string;
  until: string;
  /** Topic keywords, or a matcher compiled once for many feeds. */
  keywords: readonly string[] | KeywordMatcher;
  /** Score from which an article counts as relevant (topic config, default 0.4). */
  relevanceThreshold: number;
  /**
   * Whose rules score and annotate an article (topic config `article_rules`): SquadScope's
   * crawler's (the default) or the strict ones (`keywords` as whole words, repository links).
   */
  articleRules?: 'squadscope' | 'strict';
}

export interface Extraction {
  /** Sorted by URL (UTF-16 code units). */
  articles: Article[];
  /** Entries in the document. */
  entries: number;
  /** Entries dropped as invalid, by reason. */
  dropped: { no_link: number; bad_date: number };
  /** Valid entries published outside the window. */
  outsideWindow: number;
  /** Entries whose URL an earlier entry already had. */
  duplicates: number;
  /** Articles with relevance_score >= the threshold. */
  relevant: number;
}

/** Schema limits (rss_source_v2). */
const MAX_URL_LENGTH = 2048;
const MAX_TITLE_LENGTH = 2000;

export function extractArticles(entries: readonly FeedEntry[], ctx: ExtractContext): Extraction {
  const since = parseUtcSeconds(ctx.since);
  const until = parseUtcSeconds(ctx.until);
  const matcher = Array.isArray(ctx.keywords)
    ? compileKeywords(ctx.keywords)
    : (ctx.keywords as KeywordMatcher);
  const result: Extraction = {
    articles: [],
    entries: entries.length,
    dropped: { no_link: 0, bad_date: 0 },
    outsideWindow: 0,
    duplicates: 0,
    relevant: 0,
  };
  const seen = new Set<string>();
  const baseOf = baseResolver(ctx.documentUrl);
  for (const entry of entries) {
    const url = resolveEntryUrl(entry, baseOf(entry.bases));
    if (url === null) {
      result.dropped.no_link++;
      continue;
    }
    const ms = entryDate(entry);
    if (ms === null) {
      result.dropped.bad_date++;
      continue;
    }
    const second = Math.floor(ms / 1000) * 1000;
    if (second < since || second >= until) {
      result.outsideWindow++;
      continue;
    }
    if (seen.has(url)) {
      result.duplicates++;
      continue;
    }
    seen.add(url);
    const article =
      ctx.articleRules === 'strict'
        ? strictArticle(entry, url, matcher)
        : squadscopeArticle(entry, url);
    if (article.relevance_score >= ctx.relevanceThreshold) result.relevant++;
    result.articles.push({ ...article, published: formatUtcSeconds(second), source: ctx.sourceId });
  }
  result.articles.sort((a, b) => compareStrings(a.url, b.url));
  return result;
}

type ArticleBody = Omit<Article, 'published' | 'source'>;

/** The article by the strict rules: topic keywords as whole words, repository links only. */
function strictArticle(entry: FeedEntry, url: string, matcher: KeywordMatcher): ArticleBody {
  const title = cleanTitle(entry.title ?? '');
  const categories = categoryTerms(entry.categories);
  const matched = matcher.count(`${title}\n${entry.summary}\n${entry.categories.join('\n')}`);
  // The HTML's parts one by one: no repository link spans the newline that joins them.
  const githubUrls = githubRepoUrls([url, ...(entry.htmlParts ?? [entry.html]), entry.summary]);
  return {
    url,
    title,
    relevance_score: relevanceScore(matched, githubUrls.length > 0),
    github_urls: githubUrls,
    entities: titleEntities(title),
    categories,
    summary: squadscopeText(entry).summary,
  };
}

/** The article by SquadScope's crawler's rules (squadscope-rules.ts). */
function squadscopeArticle(entry: FeedEntry, url: string): ArticleBody {
  const markup = entry.titleMarkup ?? null;
  const title = truncateText(
    squadscopeTitle(wellFormed(entry.title ?? ''), markup === null ? null : wellFormed(markup)),
    MAX_TITLE_LENGTH,
  );
  const categories = categoryTerms(entry.categories);
  const { summary, links } = squadscopeText(entry);
  const githubUrls = githubRepoUrls([url, ...(entry.htmlParts ?? [entry.html]), entry.summary]);
  return {
    url,
    title,
    relevance_score: squadscopeRelevance(title, summary, categories, links.length > 0),
    github_urls: githubUrls,
    entities: squadscopeEntities(title),
    categories,
    summary,
    github_links: links,
  };
}

/** Its summary (of the summary, else the content) and its links (of the content, else the summary). */
function squadscopeText(entry: FeedEntry): { summary: string; links: string[] } {
  const source = entry.bodySource;
  const summaryOf = source?.summary ?? source?.content ?? null;
  const linksOf = source?.content ?? source?.summary ?? null;
  return {
    summary: summaryOf === null ? '' : squadscopeSummary(summaryOf.body, summaryOf.html),
    links: linksOf === null ? [] : squadscopeGithubLinks(linksOf.body),
  };
}

/** The first date of the entry that parses, or null. */
function entryDate(entry: FeedEntry): number | null {
  for (const raw of entry.dates) {
    const ms = parseFeedDate(raw);
    if (ms !== null) return ms;
  }
  return null;
}

/** The entry's link (or permalink guid) as an absolute http(s) URL, or null. */
export function entryUrl(entry: FeedEntry, documentUrl: string): string | null {
  return resolveEntryUrl(entry, baseResolver(documentUrl)(entry.bases));
}

function resolveEntryUrl(entry: FeedEntry, base: URL | null): string | null {
  const link = entry.link === null ? null : absoluteHttpUrl(entry.link, base);
  if (link !== null) return link;
  // A guid is a permalink only when it is a URL by itself: `<guid>483920</guid>` is an id
  // (permalink by default, by RSS 2.0's wording), and against the feed's address it would
  // make up a page that does not exist.
  return entry.permalinkGuid === null ? null : absoluteHttpUrl(entry.permalinkGuid, null);
}

/**
 * The base URL of an entry from its xml:base chain (outermost first) and the
 * document URL. Entries of one document nearly always share their chain, so
 * each distinct chain is parsed once per document, not once per entry. The URLs
 * handed out are only ever read (as the base of `new URL`), never changed.
 */
function baseResolver(documentUrl: string): (bases: readonly string[]) => URL | null {
  const documentBase = parseUrl(documentUrl, null);
  const byChain = new Map<string, URL | null>();
  // The entries of a document mostly share one chain array: it is looked up once.
  let lastChain: readonly string[] | null = null;
  let lastBase: URL | null = null;
  return (bases) => {
    if (bases.length === 0) return documentBase;
    if (bases === lastChain) return lastBase;
    const key = JSON.stringify(bases);
    let base = byChain.get(key);
    if (base === undefined) {
      base = documentBase;
      for (const b of bases) base = parseUrl(b, base) ?? base;
      byChain.set(key, base);
    }
    lastChain = bases;
    lastBase = base;
    return base;
  };
}

function absoluteHttpUrl(raw: string, base: URL | null): string | null {
  const text = raw.trim();
  if (text === '') return null;
  const url = parseUrl(text, base);
  if (
    url === null ||
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.hostname === ''
  )
    return null;
  // Credentials in a link would end up in artifacts and summaries. (Only set when
  // present: each setter reserialises the whole URL.)
  if (url.username !== '') url.username = '';
  if (url.password !== '') url.password = '';
  const href = toRfc3986(url);
  return href.length > MAX_URL_LENGTH ? null : href;
}

/**
 * WHATWG serialisation leaves a few characters RFC 3986 does not allow in a URI
 * (`[ ] { } | ^` and backtick in paths and queries, a "%" without two hex digits): they are
 * percent-encoded, so that every URL is also a valid JSON Schema "uri".
 */
const NEEDS_ENCODING = /[^A-Za-z0-9\-._~:/?#@!$&'()*+,;=%]|%(?![0-9A-Fa-f]{2})|#.*#/;

function toRfc3986(url: URL): string {
  const href = url.href;
  if (!NEEDS_ENCODING.test(href)) return href;
  const origin = url.origin;
  const rest = href.slice(origin.length);
  // Only the first "#" starts the fragment; another one inside it is data.
  const hash = rest.indexOf('#');
  const head = hash < 0 ? rest : rest.slice(0, hash + 1);
  const fragment = hash < 0 ? '' : rest.slice(hash + 1);
  return (
    origin +
    encodeOutside(head, /[^A-Za-z0-9\-._~:/?#@!$&'()*+,;=%]/g) +
    encodeOutside(fragment, /[^A-Za-z0-9\-._~:/?@!$&'()*+,;=%]/g)
  );
}

/** Percent-encodes (UTF-8) what `disallowed` matches, and every "%" not starting an escape. */
function encodeOutside(text: string, disallowed: RegExp): string {
  return text
    .replace(/%(?![0-9A-Fa-f]{2})/g, '%25')
    .replace(disallowed, (c) =>
      [...Buffer.from(c, 'utf8')]
        .map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`)
        .join(''),
    );
}

/** The entry's title is already text (markup and references resolved when parsed). */
/** Most category terms an article keeps, and the longest term (the article schema's bounds). */
const MAX_CATEGORIES = 100;
const MAX_CATEGORY_LENGTH = 200;

/**
 * The entry's category terms as an article keeps them: stripped as SquadScope's crawler
 * reads them (spaces inside kept), empty terms and repeats dropped (first kept), each at
 * most 200 characters, at most 100 terms.
 */
export function categoryTerms(terms: readonly string[]): string[] {
  const out = new Set<string>();
  for (const term of terms) {
    if (out.size === MAX_CATEGORIES) break;
    const clean = truncateText(pythonStrip(wellFormed(term)), MAX_CATEGORY_LENGTH);
    if (clean !== '') out.add(clean);
  }
  return [...out];
}

function cleanTitle(text: string): string {
  return truncateText(collapseWhitespace(wellFormed(text)), MAX_TITLE_LENGTH);
}

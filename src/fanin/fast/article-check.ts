/**
 * A fast, one-sided check of the article schema (rss_source_v2 `$defs/article`): when it
 * says yes, the JSON Schema validator would say yes too. It never says no; when it cannot
 * prove an article valid, the caller validates the whole payload with the schema
 * validator as before, so a verdict and its error list never depend on this module.
 *
 * Why: ajv runs the `format` keywords of every article (a long RFC 3986 regex for `uri`,
 * a split and two regexes for `date-time`), the bulk of the schema time of a fan-in over
 * hundreds of thousands of articles. The common shapes have cheaper sufficient checks:
 *
 * * `url` (`https?://` pattern, `uri` format, at most 2048 code points): a strict subset
 *   of ajv-formats' URI regex (scheme http/https, host of letters, digits, `-` and `.`, no
 *   port, no percent escape, the path, query and fragment characters of that regex); any
 *   other url is checked by the very `uri` function ajv uses.
 * * `published` (timestamp pattern and `date-time` format): days 01-28 exist in every
 *   month, so the pattern with such a day implies the format; days 29-31 are checked by
 *   the schema pattern and ajv-formats' `date-time` function.
 * * lengths: ajv counts code points, never more than UTF-16 units, so `length <= max`
 *   implies the maximum and a non-empty string has at least one code point.
 *
 * The implication is a property test against the schema validator (article-check.test.ts).
 */
import { fullFormats } from '../../contracts/formats.js';
import { LEG_ID_PATTERN } from '../../runcontext/leg-id.js';

type StringCheck = (text: string) => boolean;

/** The format functions the contracts' validators use (ajv-formats, full mode). */
function formatCheck(name: 'uri' | 'date-time'): StringCheck {
  const format: unknown = fullFormats[name];
  if (typeof format === 'function') return format as StringCheck;
  if (typeof format === 'object' && format !== null && 'validate' in format) {
    const validate = (format as { validate: unknown }).validate;
    if (typeof validate === 'function') return validate as StringCheck;
    if (validate instanceof RegExp) return (text) => validate.test(text);
  }
  throw new Error(`ajv-formats has no usable ${name} format`);
}

const uriFormat = formatCheck('uri');
const dateTimeFormat = formatCheck('date-time');

// Ajv compiles schema patterns with the `u` flag; these are the schema's patterns verbatim.
const HTTP_URL_PATTERN = /^https?:\/\//u;
const TIMESTAMP_PATTERN =
  /^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]Z$/u;
const GITHUB_URL_PATTERN = /^https:\/\/github\.com\/[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/u;

/**
 * A subset of ajv-formats' URI regex (see the module comment) that also matches the
 * case-sensitive `^https?://` pattern: no `i` flag (the URI regex has one, so its letter
 * classes match both cases; here upper case is spelled out where it is allowed).
 */
const SIMPLE_HTTP_URL =
  /^https?:\/\/[a-z0-9\-.]+(?:\/[a-zA-Z0-9\-._~!$&'()*+,;=:@]*)*(?:\?[a-zA-Z0-9\-._~!$&'()*+,;=:@/?]*)?(?:#[a-zA-Z0-9\-._~!$&'()*+,;=:@/?]*)?$/;
/** The timestamp pattern restricted to days 01-28 (valid in every month of every year). */
const SAFE_TIMESTAMP =
  /^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|1[0-9]|2[0-8])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]Z$/;

/** The required keys; `categories`, `github_links` and `summary` are optional. */
const REQUIRED_ARTICLE_KEYS = [
  'url',
  'title',
  'published',
  'source',
  'relevance_score',
  'github_urls',
  'entities',
] as const;

function urlValid(url: unknown): boolean {
  if (typeof url !== 'string' || url.length > 2048) return false;
  if (SIMPLE_HTTP_URL.test(url)) return true;
  return HTTP_URL_PATTERN.test(url) && uriFormat(url);
}

function timestampValid(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  return SAFE_TIMESTAMP.test(text) || (TIMESTAMP_PATTERN.test(text) && dateTimeFormat(text));
}

function githubUrlsValid(urls: unknown): boolean {
  if (!Array.isArray(urls)) return false;
  for (const url of urls as unknown[]) {
    if (typeof url !== 'string' || !GITHUB_URL_PATTERN.test(url)) return false;
  }
  // uniqueItems: strings are equal exactly when they are the same string. Articles carry a
  // few links: comparing pairs costs less than building a set for each article.
  if (urls.length > 8) return new Set(urls).size === urls.length;
  for (let i = 1; i < urls.length; i++) {
    for (let j = 0; j < i; j++) if (urls[i] === urls[j]) return false;
  }
  return true;
}

function entitiesValid(entities: unknown): boolean {
  if (!Array.isArray(entities)) return false;
  for (const entity of entities as unknown[]) {
    if (typeof entity !== 'string' || entity.length < 1 || entity.length > 200) return false;
  }
  return true;
}

/** At most 100 terms, each 1 to 200 characters, no two the same. */
function categoriesValid(categories: unknown): boolean {
  if (!entitiesValid(categories)) return false;
  const terms = categories as string[];
  return terms.length <= 100 && new Set(terms).size === terms.length;
}

const GITHUB_LINK_PATTERN = /^https?:\/\/github\.com\/[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/u;

/** At most 1,000 links of at most 2048 characters, each of the pattern, no two the same. */
function githubLinksValid(links: unknown): boolean {
  if (!Array.isArray(links) || links.length > 1000) return false;
  for (const link of links as unknown[]) {
    if (typeof link !== 'string' || link.length > 2048 || !GITHUB_LINK_PATTERN.test(link))
      return false;
  }
  return new Set(links).size === links.length;
}

/** The optional members present in `a`, each valid; -1 when one is not. */
function optionalMembers(a: Record<string, unknown>): number {
  let n = 0;
  if (Object.hasOwn(a, 'categories')) {
    if (!categoriesValid(a['categories'])) return -1;
    n++;
  }
  if (Object.hasOwn(a, 'github_links')) {
    if (!githubLinksValid(a['github_links'])) return -1;
    n++;
  }
  if (Object.hasOwn(a, 'summary')) {
    const summary = a['summary'];
    if (typeof summary !== 'string' || summary.length > 500) return -1;
    n++;
  }
  return n;
}

/**
 * True only when `value` satisfies the article schema. False means "not proven": the
 * schema validator decides (it may still accept the article).
 */
export function articleSurelyValid(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  // Exactly the seven required keys, each present, and the optional ones when valid: no other.
  const a = value as Record<string, unknown>;
  const optional = optionalMembers(a);
  if (optional < 0) return false;
  if (Object.keys(value).length !== REQUIRED_ARTICLE_KEYS.length + optional) return false;
  for (const key of REQUIRED_ARTICLE_KEYS) if (!Object.hasOwn(a, key)) return false;
  const { title, source, relevance_score: score } = a;
  return (
    urlValid(a['url']) &&
    typeof title === 'string' &&
    title.length <= 2000 &&
    timestampValid(a['published']) &&
    typeof source === 'string' &&
    LEG_ID_PATTERN.test(source) &&
    typeof score === 'number' &&
    Number.isFinite(score) &&
    score >= 0 &&
    score <= 1 &&
    githubUrlsValid(a['github_urls']) &&
    entitiesValid(a['entities'])
  );
}

/** articleSurelyValid for every item (false when `articles` is not an array). */
export function articlesSurelyValid(articles: unknown): boolean {
  if (!Array.isArray(articles)) return false;
  for (const article of articles as unknown[]) if (!articleSurelyValid(article)) return false;
  return true;
}

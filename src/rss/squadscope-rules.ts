// The article rules of SquadScope's own news crawler, the default of our legs: a file that
// replaces its crawl step carries what it would have written (docs/contracts.md, "The news
// file (techcrunch_crawler.py)"). Pure. The stricter rules of relevance.ts, entities.ts and
// github-urls.ts are the topic config's opt-in (`article_rules: strict`).
//
// * relevance: how many of a fixed set of keywords occur anywhere in the lower-cased
//   title, summary and category terms (substrings: "raises" contains "ai"), / 5, capped at
//   1, plus 0.2 when the entry has a GitHub link, capped at 1, to two decimals;
// * entities: the title's capitalised words, Unicode word boundaries ("GPT-5" gives "GPT",
//   "Open-Source" gives "Open" and "Source"), without its stop words and one-letter words;
// * github_links: every http(s) link under github.com with two path segments in the body,
//   as written (case kept), in order, duplicates dropped ("github.com/features/copilot" too);
// * summary: the summary (else the content) with its tags removed, as its sanitizer leaves
//   it (script and style elements dropped, character references kept as written), trimmed,
//   at most 500 characters (497 and "...").

import { decodeHTMLStrict } from 'entities';
import { compareCodePoints, pythonNumber, sha256Hex } from '../canonical/index.js';
import type { Article } from '../contracts/index.js';

const KEYWORDS = [
  'ai',
  'ml',
  'machine learning',
  'deep learning',
  'open-source',
  'open source',
  'github',
  'developer',
  'api',
  'framework',
  'sdk',
  'llm',
  'gpt',
  'model',
  'neural',
  'transformer',
  'cloud',
  'devops',
  'kubernetes',
  'docker',
  'rust',
  'python',
  'javascript',
  'typescript',
  'golang',
  'database',
  'vector',
  'embedding',
  'agent',
  'rag',
  'fine-tuning',
  'inference',
  'startup',
  'oss',
] as const;

/** The keyword set SquadScope's crawler scores with (not the topic config's). */
export const SQUADSCOPE_KEYWORDS: readonly string[] = KEYWORDS;

export function squadscopeRelevance(
  title: string,
  summary: string,
  categories: readonly string[],
  hasGithubLink: boolean,
): number {
  const text = `${title} ${summary} ${categories.join(' ')}`.toLowerCase();
  if (pythonStrip(text) === '') return 0;
  let matches = 0;
  for (const keyword of KEYWORDS) if (text.includes(keyword)) matches++;
  // In hundredths, so that no float sum is rounded (0.2 + 0.4 is not 0.6).
  const hundredths = Math.min(Math.min(matches, 5) * 20 + (hasGithubLink ? 20 : 0), 100);
  return hundredths / 100;
}

const STOP_WORDS = new Set(
  (
    'a an the and or but in on at to for of with by from is are was were be been has have had do does did ' +
    'will would could should may might can this that these those it its new how why what when where who all ' +
    'just more most some any no not than too very also about up out into over after before between under ' +
    'again here there now then once well back still even big first last next says said gets got makes made ' +
    'takes took goes went comes came wants launches raises builds looks like use using used'
  ).split(' '),
);

// Python's \b between \w (letters, digits, underscore: Unicode) and anything else.
const ENTITY = /(?<![\p{L}\p{N}_])[A-Z][a-zA-Z0-9]*(?:\.[a-zA-Z]+)*(?![\p{L}\p{N}_])/gu;

export function squadscopeEntities(title: string): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const [word] of title.matchAll(ENTITY)) {
    if (STOP_WORDS.has(word.toLowerCase()) || word.length < 2 || seen.has(word)) continue;
    seen.add(word);
    out.push(word);
  }
  return out;
}

const GITHUB_LINK = /https?:\/\/github\.com\/[a-zA-Z0-9_.-]+\/[a-zA-Z0-9_.-]+/g;
/** The links an article keeps (the article schema's bounds). */
const MAX_LINKS = 1000;
const MAX_LINK_LENGTH = 2048;

export function squadscopeGithubLinks(html: string): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  if (!html.includes('github.com')) return out;
  for (const [match] of html.matchAll(GITHUB_LINK)) {
    // Its rstrip(".,;)"): only "." can end a match.
    const url = match.replace(/\.+$/, '');
    if (seen.has(url) || url.length > MAX_LINK_LENGTH || !/\/[^/]+\/[^/]+$/.test(url)) continue;
    seen.add(url);
    out.push(url);
    if (out.length === MAX_LINKS) break;
  }
  return out;
}

const MAX_SUMMARY = 500;

/**
 * The summary from the body's markup. `html`: the markup is HTML, as the crawler's
 * sanitizer sees it (false: plain text, left as it is before the tags are removed).
 */
export function squadscopeSummary(body: string, html: boolean): string {
  const text = pythonStrip(removeTags(html ? sanitized(body) : body));
  const points = Array.from(text);
  return points.length > MAX_SUMMARY ? `${points.slice(0, MAX_SUMMARY - 3).join('')}...` : text;
}

/** `re.sub(r"<[^>]+>", "", text)`, in linear time (the regex backtracks on many "<"). */
export function removeTags(text: string): string {
  let out = '';
  let from = 0;
  for (let lt = text.indexOf('<'); lt >= 0;) {
    const gt = text.indexOf('>', lt + 1);
    // No ">" after this "<": none after any later "<" either.
    if (gt < 0) break;
    if (gt === lt + 1) {
      lt = text.indexOf('<', lt + 1);
      continue;
    }
    out += text.slice(from, lt);
    from = gt + 1;
    lt = text.indexOf('<', from);
  }
  return out + text.slice(from);
}

const DROPPED_ELEMENTS = /<(script|style|applet)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi;
// A reference as its HTML reader cuts one: a name followed by a character that ends it.
const NAMED_REFERENCE = /&([a-zA-Z][-.a-zA-Z0-9]*)(;|(?=[^a-zA-Z0-9]))/g;

/** What its sanitizer leaves of markup, as far as the text is concerned. */
function sanitized(html: string): string {
  let text = html.includes('<') ? html.replace(DROPPED_ELEMENTS, '') : html;
  if (text.includes('&')) {
    // A known name is written back as a reference; an unknown one as text ("AT&T"); the
    // decimal references of the two quotes become the quotes.
    text = text
      .replace(NAMED_REFERENCE, (_, name: string) =>
        decodeHTMLStrict(`&${name};`) === `&${name};` ? `&amp;${name}` : `&${name};`,
      )
      .replace(/&#0*34;/g, '"')
      .replace(/&#0*39;/g, "'");
  }
  return text;
}

/**
 * The title as its crawler writes it: its parser's text, only stripped (runs of spaces and
 * newlines inside are kept); a title of HTML with markup as its sanitizer leaves it (the
 * markup kept, references as written, a bare "&" before a name as "&amp;").
 */
export function squadscopeTitle(text: string, markup: string | null): string {
  return pythonStrip(markup === null ? text : sanitized(markup));
}

// Python's str.strip(): what str.isspace() calls whitespace (U+FEFF is not; U+001C-1F are).
const PY_SPACE = /[\t\n\v\f\r\x1c-\x20\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/;

export function pythonStrip(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && PY_SPACE.test(text[start]!)) start++;
  while (end > start && PY_SPACE.test(text[end - 1]!)) end--;
  return text.slice(start, end);
}

/**
 * Its checksum of one source's articles (its provenance's content_checksum): bare hex
 * SHA-256 of Python's sorted, compact JSON of the articles in its form (its nine fields, the
 * score a float: "1.0"), newest first as it orders them (published, source, url, title).
 */
export function squadscopeContentChecksum(articles: readonly Article[]): string {
  const key = (a: Article) => [a.published, a.source, a.url, a.title];
  const sorted = [...articles].sort((x, y) => {
    const a = key(x);
    const b = key(y);
    for (let i = 0; i < a.length; i++) {
      const c = compareCodePoints(b[i]!, a[i]!);
      if (c !== 0) return c;
    }
    return 0;
  });
  return sha256Hex(`[${sorted.map(crawlerArticleJson).join(',')}]`);
}

function crawlerArticleJson(a: Article): string {
  const s = (v: unknown) => JSON.stringify(v);
  const score = Number.isInteger(a.relevance_score)
    ? a.relevance_score.toFixed(1)
    : pythonNumber(a.relevance_score);
  return (
    `{"categories":${s(a.categories ?? [])},"entities":${s(a.entities)}` +
    `,"github_links":${s(a.github_links ?? a.github_urls)},"published_at":${s(a.published)}` +
    `,"relevance_score":${score},"source":${s(a.source)},"summary":${s(a.summary ?? '')}` +
    `,"title":${s(a.title)},"url":${s(a.url)}}`
  );
}

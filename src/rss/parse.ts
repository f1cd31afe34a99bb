// Feed text to entries, with rss-parser's parseString (RSS 0.9x/1.0/2.0, Atom).
//
// rss-parser is used for what it does well (telling the formats apart, picking
// links, titles and content), with three guards around it:
// * a DOCTYPE that declares entities is refused before parsing (billion laughs,
//   external entities; sax would not expand them, but nothing such a document
//   says can be trusted);
// * its per-entry builders are wrapped: they are only given the fields read
//   from their output (title and link), and an entry they cannot build becomes
//   an entry with fewer fields instead of a lost feed. What they would do with
//   the rest is work thrown away, and some of it is hostile to untrusted input:
//   rss-parser turns Atom dates into ISO strings with `new Date(x).toISOString()`,
//   which throws on one bad date and would reject the whole feed;
// * a bare "&" (invalid XML, common in real feeds) gets one retry with the
//   ampersands escaped; Atom elements with a namespace prefix are unprefixed.
// Dates, xml:base and categories are read from the raw XML of each entry: the
// dates because rss-parser reads zoneless dates in the local time zone.

import {
  closeTruncatedFeed,
  declaresEntities,
  escapeBareAmpersands,
  hasBareAmpersand,
  unprefixAtom,
} from './repair.js';
import { htmlToText } from './text.js';
import { oneLine } from '../runtime/untrusted.js';

export type FeedFormat = 'rss2' | 'rss1' | 'rss0.9' | 'atom';

/** One entry of a feed, as found (nothing validated or resolved yet). */
export interface FeedEntry {
  title: string | null;
  /** The link as written: may be relative. */
  link: string | null;
  /** An RSS guid that is a permalink (isPermaLink not "false"): a link fallback. */
  permalinkGuid: string | null;
  /** xml:base values from the document root down to the entry, outermost first. */
  bases: string[];
  /** Date strings in the order they should be tried (published before updated). */
  dates: string[];
  /** Plain text of the summary or description. */
  summary: string;
  /** HTML where repository links are looked for: content, content:encoded, summary. */
  html: string;
  categories: string[];
}

export interface ParsedFeed {
  format: FeedFormat;
  entries: FeedEntry[];
  /** The document was repaired (bare ampersands escaped, or closed after a cut). */
  repaired: 'ampersands' | 'truncated' | null;
}

export class FeedParseError extends Error {
  readonly code = 'parse_error';
  constructor(message: string) {
    super(message);
    this.name = 'FeedParseError';
  }
}

export interface ParseOptions {
  /** The text is a prefix of the document (cut at the byte limit or by a cancellation). */
  truncated?: boolean;
}

/**
 * Parses a feed. Throws FeedParseError when the text is not a feed. A truncated
 * text with no complete entry gives zero entries (nothing could be salvaged).
 */
export async function parseFeed(text: string, options: ParseOptions = {}): Promise<ParsedFeed> {
  if (declaresEntities(text)) {
    throw new FeedParseError(
      'document declares XML entities in its DOCTYPE (refused: entity expansion)',
    );
  }
  if (options.truncated === true) {
    const closed = closeTruncatedFeed(text);
    if (closed === null) return { format: guessFormat(text), entries: [], repaired: 'truncated' };
    const parsed = await parseWithRecovery(closed);
    return { ...parsed, repaired: 'truncated' };
  }
  return parseWithRecovery(text);
}

async function parseWithRecovery(input: string): Promise<ParsedFeed> {
  const text = unprefixAtom(input);
  try {
    return { ...(await parseOnce(text)), repaired: null };
  } catch (err) {
    if (err instanceof FeedParseError && /entity/i.test(err.message) && hasBareAmpersand(text)) {
      return { ...(await parseOnce(escapeBareAmpersands(text))), repaired: 'ampersands' };
    }
    throw err;
  }
}

function guessFormat(text: string): FeedFormat {
  return /<feed[\s>]/.test(text.slice(0, 4096)) ? 'atom' : 'rss2';
}

// ---------------------------------------------------------------------------
// rss-parser, with its internals wrapped

type Xml = Record<string, unknown>;
type Item = Record<string, unknown>;

/** The rss-parser methods this module wraps (rss-parser 3.13 internals, pinned in package.json). */
interface ParserInternals {
  parseString(xml: string): Promise<{ items: Item[] }>;
  buildAtomFeed(xmlObj: Xml): unknown;
  buildRSS0_9(xmlObj: Xml): unknown;
  buildRSS1(xmlObj: Xml): unknown;
  buildRSS2(xmlObj: Xml): unknown;
  parseItemAtom(entry: Xml): Item;
  parseItemRss(xmlItem: Xml, itemFields: unknown): Item;
}

type ParserClass = new (options: Record<string, unknown>) => unknown;
let parserClass: ParserClass | null = null;

/** rss-parser is imported on first use, so that an action fails on bad inputs before loading it. */
async function loadParser(): Promise<ParserClass> {
  if (parserClass === null) {
    const mod = (await import('rss-parser')) as unknown as { default: ParserClass };
    parserClass = mod.default;
  }
  return parserClass;
}

async function parseOnce(text: string): Promise<Omit<ParsedFeed, 'repaired'>> {
  const Parser = await loadParser();
  // A parser per document: the wrappers below keep per-document state.
  const parser = new Parser({ defaultRSS: 2 }) as ParserInternals;
  let format: FeedFormat | null = null;
  let rootBases: string[] = [];

  const buildAtom = parser.buildAtomFeed.bind(parser);
  parser.buildAtomFeed = (xmlObj) => {
    format = 'atom';
    rootBases = baseOf(xmlObj['feed']);
    return buildAtom(xmlObj);
  };
  const rssBuilder = (name: 'buildRSS0_9' | 'buildRSS2', fmt: FeedFormat) => {
    const build = parser[name].bind(parser);
    parser[name] = (xmlObj) => {
      format = fmt;
      const rss = asXml(xmlObj['rss']);
      const channel = first(rss?.['channel']);
      if (channel === undefined) throw new FeedParseError('<rss> document without a <channel>');
      rootBases = [...baseOf(rss), ...baseOf(channel)];
      return build(xmlObj);
    };
  };
  rssBuilder('buildRSS0_9', 'rss0.9');
  rssBuilder('buildRSS2', 'rss2');
  const buildRdf = parser.buildRSS1.bind(parser);
  parser.buildRSS1 = (xmlObj) => {
    format = 'rss1';
    const rdf = asXml(xmlObj['rdf:RDF']);
    if (first(rdf?.['channel']) === undefined)
      throw new FeedParseError('RDF document without a <channel>');
    rootBases = baseOf(rdf);
    return buildRdf(xmlObj);
  };

  // The raw XML of each item rss-parser builds, for what is read from it directly.
  // A Map, not a WeakMap: it lives only as long as this parse, and ephemeron
  // tables make every garbage collection during the parse slower.
  const raws = new Map<Item, Xml>();
  const withRaw = (build: () => Item, raw: Xml): Item => {
    let item: Item;
    try {
      item = build();
    } catch {
      // rss-parser could not build this entry (e.g. an Atom <link> without attributes):
      // the entry is read from its raw XML alone instead of sinking the feed.
      item = {};
    }
    raws.set(item, raw);
    return item;
  };
  // Only title and link are read from what rss-parser builds (toEntry); everything
  // else is read from the raw XML. So its builders see only those elements: the
  // bodies (summary, content, description, content:encoded) would go through its
  // snippet regexes, which backtrack quadratically on a body with many "<" and no
  // ">" (a hang on a hostile feed), its dates through `new Date()` (twice, and
  // throwing on a bad Atom date), and none of that output is used.
  const atomItem = parser.parseItemAtom.bind(parser);
  parser.parseItemAtom = (entry) => withRaw(() => atomItem(only(entry, BUILT_FIELDS)), entry);
  const rssItem = parser.parseItemRss.bind(parser);
  parser.parseItemRss = (xmlItem, fields) =>
    withRaw(() => rssItem(only(xmlItem, BUILT_FIELDS), fields), xmlItem);

  let output: { items: Item[] };
  try {
    output = await parser.parseString(text);
  } catch (err) {
    if (err instanceof FeedParseError) throw err;
    throw new FeedParseError(
      `not a feed: ${oneLine(err instanceof Error ? err.message : String(err), 500, '; ')}`,
    );
  }
  const fmt: FeedFormat = format ?? 'rss2';
  const entries = (output.items ?? []).map((item) =>
    toEntry(item, raws.get(item) ?? {}, rootBases, fmt),
  );
  return { format: fmt, entries };
}

/** The elements whose rss-parser reading is used: title (RSS also dc:title) and link. */
const BUILT_FIELDS = ['title', 'dc:title', 'link'];

/**
 * An object with only the own `keys` of `xml` (what the builders would have read
 * from a full copy: xml2js values are plain objects, or strings for text-only elements).
 */
function only(xml: Xml, keys: readonly string[]): Xml {
  const copy: Xml = {};
  if (xml === null || typeof xml !== 'object') return copy;
  for (const key of keys) if (Object.hasOwn(xml, key)) copy[key] = xml[key];
  return copy;
}

const DATE_FIELDS = [
  'pubDate',
  'published',
  'dc:date',
  'dcterms:issued',
  'dcterms:created',
  'issued',
  'created',
  'atom:published',
  'updated',
  'atom:updated',
  'modified',
  'dcterms:modified',
];

function toEntry(item: Item, raw: Xml, rootBases: string[], format: FeedFormat): FeedEntry {
  const title =
    typeof item['title'] === 'string'
      ? item['title']
      : textOf(raw['title']) || textOf(raw['dc:title']);
  const dates: string[] = [];
  for (const field of DATE_FIELDS) {
    const element = raw[field];
    if (element === undefined) continue; // most of the fields, in most feeds
    const value = textOf(element).trim();
    if (value !== '') dates.push(value);
  }
  const summaryMarkup = markupOf(raw['summary']) || markupOf(raw['description']);
  const content = markupOf(raw['content']);
  const encoded = markupOf(raw['content:encoded']);
  const summary = htmlToText(summaryMarkup || content || encoded);
  const html = [content, encoded, summaryMarkup].filter((s) => s !== '').join('\n');
  return {
    title: title === '' ? null : title,
    link: linkOf(item, raw, format),
    permalinkGuid: permalinkGuid(raw),
    bases: [...rootBases, ...baseOf(raw)],
    dates,
    summary,
    html,
    categories: categoriesOf(raw),
  };
}

function linkOf(item: Item, raw: Xml, format: FeedFormat): string | null {
  const link = item['link'];
  if (typeof link === 'string' && link.trim() !== '') return link.trim();
  // An RSS <link> with attributes (<link href="…"/>, Atom-style) comes back as an object.
  const obj = asXml(link);
  if (obj !== undefined) {
    const href = asXml(obj['$'])?.['href'];
    if (typeof href === 'string' && href.trim() !== '') return href.trim();
    const text = textOf(obj).trim();
    if (text !== '') return text;
  }
  if (format === 'atom') {
    // rss-parser could not build this entry: pick the alternate (or first) link ourselves.
    const links = Array.isArray(raw['link']) ? (raw['link'] as unknown[]) : [];
    const attrs = links.map((l) => asXml(asXml(l)?.['$']) ?? {});
    const chosen =
      attrs.find((a) => a['rel'] === undefined || a['rel'] === 'alternate') ?? attrs[0];
    const href = chosen?.['href'];
    if (typeof href === 'string' && href.trim() !== '') return href.trim();
  }
  const about = asXml(raw['$'])?.['rdf:about'];
  if (typeof about === 'string' && about.trim() !== '') return about.trim();
  return null;
}

function permalinkGuid(raw: Xml): string | null {
  const guid = first(raw['guid']);
  if (guid === undefined) return null;
  const isPermaLink = asXml(asXml(guid)?.['$'])?.['isPermaLink'];
  if (typeof isPermaLink === 'string' && isPermaLink.trim().toLowerCase() === 'false') return null;
  const text = textOf(guid).trim();
  return text === '' ? null : text;
}

function categoriesOf(raw: Xml): string[] {
  const out: string[] = [];
  for (const field of ['category', 'dc:subject']) {
    const values = raw[field];
    if (!Array.isArray(values)) continue;
    for (const v of values) {
      const attrs = asXml(asXml(v)?.['$']);
      // Atom: <category term="…" label="…"/>; RSS: <category>text</category>.
      const text = textOf(v).trim() || str(attrs?.['label']) || str(attrs?.['term']);
      if (text !== '') out.push(text);
    }
  }
  return out;
}

function baseOf(node: unknown): string[] {
  const base = asXml(asXml(node)?.['$'])?.['xml:base'];
  return typeof base === 'string' && base.trim() !== '' ? [base.trim()] : [];
}

// ---------------------------------------------------------------------------
// xml2js value helpers (explicitArray: every child is an array; text in `_`
// when the element has attributes; attributes in `$`)

function asXml(value: unknown): Xml | undefined {
  const v = first(value);
  return v !== null && typeof v === 'object' ? (v as Xml) : undefined;
}

function first(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The text of an element: a string, its `_`, or the text of its children (XHTML content). */
export function textOf(value: unknown, depth = 0): string {
  if (depth > 32) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.length === 0 ? '' : textOf(value[0], depth + 1);
  if (value === null || typeof value !== 'object') return '';
  const obj = value as Xml;
  if (typeof obj['_'] === 'string') return obj['_'];
  const parts: string[] = [];
  for (const [key, child] of Object.entries(obj)) {
    if (key === '$') continue;
    const children: unknown[] = Array.isArray(child) ? child : [child];
    for (const c of children) parts.push(textOf(c, depth + 1));
  }
  return parts.join(' ');
}

/**
 * The markup of a body element: its text (HTML as the feed escaped it), or for
 * inline XHTML the text and attribute values of its children, so that the
 * href of an <a> is still there to find repository links in.
 */
function markupOf(value: unknown): string {
  const body = first(value);
  if (typeof body === 'string') return body;
  if (body === null || typeof body !== 'object') return '';
  const obj = body as Xml;
  // The usual case: escaped HTML, the text of the body element (its own attributes are type="html" …).
  if (Object.keys(obj).every((k) => k === '_' || k === '$'))
    return typeof obj['_'] === 'string' ? obj['_'] : '';
  return xhtmlText(obj, 0, false);
}

function xhtmlText(value: unknown, depth: number, withAttributes: boolean): string {
  if (typeof value === 'string') return value;
  if (depth > 32 || value === null || typeof value !== 'object') return '';
  const parts: string[] = [];
  for (const [key, child] of Object.entries(value as Xml)) {
    if (key === '$') {
      if (withAttributes)
        for (const v of Object.values(child as Xml)) if (typeof v === 'string') parts.push(v);
    } else if (key === '_') {
      if (typeof child === 'string') parts.push(child);
    } else {
      for (const c of Array.isArray(child) ? child : [child])
        parts.push(xhtmlText(c, depth + 1, true));
    }
  }
  return parts.join(' ');
}

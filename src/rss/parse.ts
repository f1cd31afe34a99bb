// Feed text to entries, with rss-parser's parseString (RSS 0.9x/1.0/2.0, Atom).
//
// rss-parser is used for what it does well (telling the formats apart and
// finding the entries), with guards around it:
// * a DOCTYPE that declares entities is refused before parsing (billion laughs,
//   external entities; sax would not expand them, but nothing such a document
//   says can be trusted);
// * its per-entry builders are replaced: every field is read from the raw XML
//   of the entry here. What they would do is work thrown away, and some of it is
//   hostile to untrusted input: rss-parser turns Atom dates into ISO strings with
//   `new Date(x).toISOString()`, which throws on one bad date and would reject
//   the whole feed, its snippet regexes backtrack quadratically on a body with
//   many "<" and no ">", and it cuts a title with inline markup to its first text;
// * the sax parser under it records titles and bodies with inline markup in
//   document order (markup-capture.ts), read as Atom text constructs
//   (text-construct.ts);
// * reference errors (a bare "&", an HTML named reference such as "&eacute;")
//   get one retry with the references repaired; elements whose feed namespace
//   is bound to a prefix are unprefixed first (repair.ts).
// Dates, xml:base and categories are read from the raw XML of each entry: the
// dates because rss-parser reads zoneless dates in the local time zone.

import { atomEntryLink, rssItemLink } from './links.js';
import { captureMarkup, type SaxEvents } from './markup-capture.js';
import { closeTruncatedFeed, declaresEntities, repairReferences, unprefixFeed } from './repair.js';
import {
  constructHtml,
  constructMarkup,
  constructSource,
  constructText,
} from './text-construct.js';
import { htmlToText } from './text.js';
import { asXml, first, str, textOf, valuesOf, type Xml } from './xml-value.js';
import { oneLine } from '../base/untrusted.js';
import { messageOf } from '../base/error-message.js';

export type FeedFormat = 'rss2' | 'rss1' | 'rss0.9' | 'atom';

/** One entry of a feed, as found (nothing validated or resolved yet). */
export interface FeedEntry {
  /** Plain text (markup and character references resolved), whitespace not yet collapsed. */
  readonly title: string | null;
  /** The link as written: may be relative. */
  readonly link: string | null;
  /** An RSS guid that is a permalink (isPermaLink not "false"): a link fallback. */
  readonly permalinkGuid: string | null;
  /** xml:base values from the document root down to the entry, outermost first. */
  readonly bases: string[];
  /** Date strings in the order they should be tried (published before updated). */
  readonly dates: string[];
  /** Plain text of the summary or description. */
  readonly summary: string;
  /** HTML where repository links are looked for: content, content:encoded, summary. */
  readonly html: string;
  /** The non-empty parts `html` joins with newlines, when the reader kept them. */
  readonly htmlParts?: readonly string[];
  readonly categories: string[];
  /** The summary and the first content as written, for SquadScope's rules (squadscope-rules.ts). */
  readonly bodySource?: BodySource;
  /** The title's markup as written when it is HTML with markup, for SquadScope's rules. */
  readonly titleMarkup?: string | null;
}

/** A body element as written, and whether its crawler reads it as markup. */
export interface SourceText {
  body: string;
  html: boolean;
}

export interface BodySource {
  summary: SourceText | null;
  content: SourceText | null;
}

/**
 * How a document was repaired: bare ampersands escaped, HTML named references
 * made numeric (and bare ampersands escaped), or closed after a cut.
 */
export type Repair = 'ampersands' | 'references' | 'truncated';

export interface ParsedFeed {
  format: FeedFormat;
  entries: FeedEntry[];
  repaired: Repair | null;
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
  /**
   * Record the content of every title and body element, even those that hold plain text:
   * the rule the plain-text check is held to by a property test (no other use).
   */
  plainCapture?: boolean;
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
    const parsed = await parseWithRecovery(closed, options);
    return { ...parsed, repaired: 'truncated' };
  }
  return parseWithRecovery(text, options);
}

async function parseWithRecovery(input: string, options: ParseOptions): Promise<ParsedFeed> {
  const text = unprefixFeed(input);
  try {
    return { ...(await parseOnce(text, options)), repaired: null };
  } catch (err) {
    // sax reports both a bare "&" and an unknown name as an "entity" error.
    const repair =
      err instanceof FeedParseError && /entity/i.test(err.message) ? repairReferences(text) : null;
    if (repair === null) throw err;
    return { ...(await parseOnce(repair.text, options)), repaired: repair.repaired };
  }
}

function guessFormat(text: string): FeedFormat {
  return /<feed[\s>]/.test(text.slice(0, 4096)) ? 'atom' : 'rss2';
}

// ---------------------------------------------------------------------------
// rss-parser, with its internals wrapped

/** What the replaced builders hand back through rss-parser: an entry's raw XML. */
interface Item {
  raw: Xml;
}

/** The rss-parser internals this module replaces or hooks (rss-parser 3.13, pinned in package.json). */
interface ParserInternals {
  xmlParser: { saxParser: SaxEvents };
  parseString(xml: string): Promise<{ items: Item[] }>;
  buildAtomFeed(xmlObj: Xml): { items: Item[] };
  buildRSS0_9(xmlObj: Xml): { items: Item[] };
  buildRSS1(xmlObj: Xml): { items: Item[] };
  buildRSS2(xmlObj: Xml): { items: Item[] };
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

async function parseOnce(
  text: string,
  options: ParseOptions,
): Promise<Omit<ParsedFeed, 'repaired'>> {
  const Parser = await loadParser();
  // A parser per document: the wrappers below keep per-document state.
  const parser = new Parser({ defaultRSS: 2 }) as ParserInternals;
  let format: FeedFormat | null = null;
  let rootBases: string[] = [];

  // The builders are replaced: only the entries are wanted, and rss-parser's
  // feed-level reading throws on a feed <link> without attributes.
  const feedOf = (fmt: FeedFormat, bases: string[], items: unknown): { items: Item[] } => {
    format = fmt;
    rootBases = bases;
    return { items: valuesOf(items).map((raw) => ({ raw: asXml(raw) ?? {} })) };
  };
  parser.buildAtomFeed = (xmlObj) => {
    const feed = asXml(xmlObj['feed']);
    return feedOf('atom', baseOf(feed), feed?.['entry']);
  };
  const rssBuilder = (fmt: FeedFormat) => (xmlObj: Xml) => {
    const rss = asXml(xmlObj['rss']);
    const channel = asXml(rss?.['channel']);
    if (channel === undefined) throw new FeedParseError('<rss> document without a <channel>');
    return feedOf(fmt, [...baseOf(rss), ...baseOf(channel)], channel['item']);
  };
  parser.buildRSS0_9 = rssBuilder('rss0.9');
  parser.buildRSS2 = rssBuilder('rss2');
  parser.buildRSS1 = (xmlObj) => {
    const rdf = asXml(xmlObj['rdf:RDF']);
    if (asXml(rdf?.['channel']) === undefined)
      throw new FeedParseError('RDF document without a <channel>');
    return feedOf('rss1', baseOf(rdf), rdf?.['item']);
  };
  // xml2js hands sax the text without its byte order mark: positions are in that text.
  const xml = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  captureMarkup(parser.xmlParser.saxParser, options.plainCapture === true ? null : xml);

  let output: { items: Item[] };
  try {
    output = await parser.parseString(text);
  } catch (err) {
    if (err instanceof FeedParseError) throw err;
    throw new FeedParseError(`not a feed: ${oneLine(messageOf(err), 500, '; ')}`);
  }
  const fmt: FeedFormat = format ?? 'rss2';
  const entries = (output.items ?? []).map((item) => toEntry(item.raw, rootBases, fmt));
  return { format: fmt, entries };
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

/**
 * The entry, read from its raw XML. What only an article needs (title, summary, HTML body,
 * categories) is read when first asked for, once: most entries of a feed lie outside the
 * run's window or have no usable link, and are dropped knowing only their link and dates.
 */
function toEntry(raw: Xml, rootBases: string[], format: FeedFormat): FeedEntry {
  const dates: string[] = [];
  for (const field of DATE_FIELDS) {
    const element = raw[field];
    if (element === undefined) continue; // most of the fields, in most feeds
    const value = textOf(element).trim();
    if (value !== '') dates.push(value);
  }
  const base = baseOf(raw);
  return new LazyEntry(
    raw,
    format,
    format === 'atom' ? atomEntryLink(raw) : rssItemLink(raw),
    permalinkGuid(raw),
    // Entries without an xml:base of their own share the document's chain (never changed).
    base.length === 0 ? rootBases : [...rootBases, ...base],
    dates,
  );
}

/** A FeedEntry whose article fields are read from the raw XML on first use. */
class LazyEntry implements FeedEntry {
  readonly #raw: Xml;
  readonly #format: FeedFormat;
  #title: string | null | undefined;
  #body: Body | undefined;
  #categories: string[] | undefined;
  #source: BodySource | undefined;

  constructor(
    raw: Xml,
    format: FeedFormat,
    readonly link: string | null,
    readonly permalinkGuid: string | null,
    readonly bases: string[],
    readonly dates: string[],
  ) {
    this.#raw = raw;
    this.#format = format;
  }

  get title(): string | null {
    if (this.#title === undefined) this.#title = titleOf(this.#raw, this.#format);
    return this.#title;
  }

  get titleMarkup(): string | null {
    const chosen = titleChoice(this.#raw, this.#format);
    return chosen === null ? null : constructMarkup(chosen.value, titleKind(this.#format));
  }

  get summary(): string {
    return (this.#body ??= bodyOf(this.#raw)).summary;
  }

  get html(): string {
    return (this.#body ??= bodyOf(this.#raw)).parts.join('\n');
  }

  get htmlParts(): readonly string[] {
    return (this.#body ??= bodyOf(this.#raw)).parts;
  }

  get categories(): string[] {
    return (this.#categories ??= categoriesOf(this.#raw));
  }

  get bodySource(): BodySource {
    return (this.#source ??= bodySourceOf(this.#raw, this.#format));
  }
}

/**
 * RSS bodies are HTML unless declared otherwise; Atom's are text. Without a summary or
 * description, a media:description (beside the entry's fields or in its media:group) is
 * the summary, read as HTML unless declared otherwise, as SquadScope's parser reads it.
 */
function bodySourceOf(raw: Xml, format: FeedFormat): BodySource {
  const html = format !== 'atom';
  return {
    summary:
      constructSource(raw['summary'], html) ??
      constructSource(raw['description'], html) ??
      constructSource(raw['media:description'], true) ??
      constructSource(asXml(raw['media:group'])?.['media:description'], true),
    content: constructSource(raw['content'], html) ?? constructSource(raw['content:encoded'], true),
  };
}

interface Body {
  summary: string;
  /** The HTML of content, content:encoded and the summary, those that are not empty. */
  parts: string[];
}

function bodyOf(raw: Xml): Body {
  const summaryMarkup = constructHtml(raw['summary']) || constructHtml(raw['description']);
  const content = constructHtml(raw['content']);
  const encoded = constructHtml(raw['content:encoded']);
  const summary = htmlToText(summaryMarkup || content || encoded);
  return { summary, parts: [content, encoded, summaryMarkup].filter((s) => s !== '') };
}

/**
 * The entry's title as text: <title> (or dc:title), else a media:title beside
 * it, in a media:group, or in the first media:content (feeds of videos leave
 * <title> empty and title the media).
 */
function titleOf(raw: Xml, format: FeedFormat): string | null {
  return titleChoice(raw, format)?.text ?? null;
}

function titleKind(format: FeedFormat): 'text' | 'html' {
  return format === 'atom' ? 'text' : 'html';
}

/** The first title element whose text is not blank, and that text. */
function titleChoice(raw: Xml, format: FeedFormat): { value: unknown; text: string } | null {
  const group = asXml(raw['media:group']);
  const media = asXml(raw['media:content']);
  for (const value of [
    raw['title'],
    raw['dc:title'],
    raw['media:title'],
    group?.['media:title'],
    media?.['media:title'],
  ]) {
    if (value === undefined) continue;
    const text = constructText(value, titleKind(format));
    if (text.trim() !== '') return { value, text };
  }
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
      // Atom: <category term="…" label="…"/>; RSS: <category>text</category>. The term, not
      // the label: the term is what SquadScope's crawler writes and its consumers match.
      const text = str(attrs?.['term']).trim() || textOf(v).trim();
      if (text !== '') out.push(text);
    }
  }
  // A podcast's keywords, comma separated: SquadScope's crawler reads them as category terms.
  for (const v of valuesOf(raw['itunes:keywords'])) {
    for (const term of textOf(v).split(',')) if (term.trim() !== '') out.push(term.trim());
  }
  return out;
}

function baseOf(node: unknown): string[] {
  const base = asXml(asXml(node)?.['$'])?.['xml:base'];
  return typeof base === 'string' && base.trim() !== '' ? [base.trim()] : [];
}

// Making the most of imperfect documents, before the XML parser sees them. Pure.

import { decodeHTMLStrict } from 'entities';

/** A feed's DOCTYPE declares entities: refused (billion laughs, external entities). */
export function declaresEntities(text: string): boolean {
  const doctype = prologDoctype(text);
  return doctype !== null && /<!ENTITY/i.test(doctype);
}

/**
 * The DOCTYPE declaration of the prolog (before the root element), or null.
 * Only the prolog counts: "<!DOCTYPE" inside an article's CDATA is content.
 */
export function prologDoctype(text: string): string | null {
  return scanProlog(text).doctype;
}

/**
 * Walks the prolog (XML declaration, comments, processing instructions,
 * DOCTYPE): its DOCTYPE, and where the root element starts (-1: none found).
 * Linear: every step jumps with indexOf.
 */
function scanProlog(text: string): { doctype: string | null; root: number } {
  let doctype: string | null = null;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text.charCodeAt(i);
    // whitespace and a BOM
    if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d || c === 0xfeff) {
      i++;
      continue;
    }
    if (c !== 0x3c /* < */) return { doctype, root: -1 };
    let end: number;
    if (text.startsWith('<?', i)) {
      end = text.indexOf('?>', i + 2);
      end = end < 0 ? -1 : end + 2;
    } else if (text.startsWith('<!--', i)) {
      end = text.indexOf('-->', i + 4);
      end = end < 0 ? -1 : end + 3;
    } else if (text.slice(i, i + 9).toUpperCase() === '<!DOCTYPE') {
      doctype = doctypeAt(text, i);
      end = i + doctype.length;
    } else {
      return { doctype, root: i };
    }
    if (end < 0) return { doctype, root: -1 };
    i = end;
  }
  return { doctype, root: -1 };
}

/** The DOCTYPE starting at `start`, internal subset included (to its "]>" or the end). */
function doctypeAt(text: string, start: number): string {
  const bracket = text.indexOf('[', start);
  const close = text.indexOf('>', start);
  if (bracket >= 0 && (close < 0 || bracket < close)) {
    const end = text.indexOf(']', bracket);
    const gt = end < 0 ? -1 : text.indexOf('>', end);
    return text.slice(start, gt < 0 ? text.length : gt + 1);
  }
  return text.slice(start, close < 0 ? text.length : close + 1);
}

/** An "&" and the reference it starts, if any: a name, or a decimal or hex number. */
const AMPERSAND = /&(?:([A-Za-z_][A-Za-z0-9._-]{0,31});|#[0-9]{1,7};|#[xX][0-9A-Fa-f]{1,6};)?/g;
const XML_PREDEFINED = new Set(['amp', 'lt', 'gt', 'quot', 'apos']);

/** "&eacute;" as "&#xe9;"; a reference HTML does not know, as it is. */
function numericReference(reference: string): string {
  const decoded = decodeHTMLStrict(reference);
  if (decoded === reference) return reference;
  return [...decoded].map((c) => `&#x${c.codePointAt(0)!.toString(16)};`).join('');
}

/** Whether XML allows code point `c` in a document (its production Char). */
function xmlChar(c: number): boolean {
  return (
    c === 0x9 ||
    c === 0xa ||
    c === 0xd ||
    (c >= 0x20 && c <= 0xd7ff) ||
    (c >= 0xe000 && c <= 0xfffd) ||
    (c >= 0x10000 && c <= 0x10ffff)
  );
}

/** "&#11;" (a character XML forbids) as the replacement character: one title must not cost the feed. */
function allowedNumeric(reference: string): string {
  const hex = reference[2] === 'x' || reference[2] === 'X';
  const code = Number.parseInt(reference.slice(hex ? 3 : 2, -1), hex ? 16 : 10);
  return xmlChar(code) ? reference : '&#xfffd;';
}

/**
 * Repairs the character-reference errors feeds make: a bare "&" becomes "&amp;", an
 * HTML named reference XML does not know ("&eacute;", "&nbsp;") becomes the numeric
 * reference of its characters, and a numeric reference to a character XML forbids
 * ("&#11;", "&#xD800;") becomes U+FFFD, which marks where it was. Nothing is
 * expanded (each reference stands for one or two characters); an unknown name is left
 * as it is, and stays an error. Returns what was changed, or null when nothing was.
 */
export function repairReferences(
  text: string,
): { text: string; repaired: 'ampersands' | 'references' } | null {
  let bare = false;
  let named = false;
  // A feed repeats a few names many times: each is looked up once.
  const numeric = new Map<string, string>();
  const repaired = text.replace(AMPERSAND, (whole, name: string | undefined) => {
    if (whole === '&') {
      bare = true;
      return '&amp;';
    }
    if (name === undefined) {
      const replacement = whole.startsWith('&#') ? allowedNumeric(whole) : whole;
      if (replacement !== whole) named = true;
      return replacement;
    }
    if (XML_PREDEFINED.has(name)) return whole;
    let replacement = numeric.get(name);
    if (replacement === undefined) {
      replacement = numericReference(whole);
      numeric.set(name, replacement);
    }
    if (replacement !== whole) named = true;
    return replacement;
  });
  if (!bare && !named) return null;
  return { text: repaired, repaired: named ? 'references' : 'ampersands' };
}

const ENTRY_END = /<\/(?:[A-Za-z_][\w.-]*:)?(?:item|entry)\s*>/g;
const ENTRY_START = /<(?:[A-Za-z_][\w.-]*:)?(?:item|entry)[\s>/]/;

/**
 * A document cut at the byte limit, made well-formed again: cut after the last
 * complete entry and close the elements that were open there. Entries are all
 * siblings, so the open elements at the cut are those open where the first entry
 * starts, which only the (short) part before it is scanned for.
 * Null when no entry is complete.
 */
export function closeTruncatedFeed(text: string): string | null {
  const first = ENTRY_START.exec(text);
  if (first === null) return null;
  let lastEnd = -1;
  ENTRY_END.lastIndex = first.index;
  for (let m = ENTRY_END.exec(text); m !== null; m = ENTRY_END.exec(text))
    lastEnd = m.index + m[0].length;
  if (lastEnd < 0) return null;
  const open = openElements(text.slice(0, first.index));
  if (open === null) return null;
  return (
    text.slice(0, lastEnd) +
    open
      .reverse()
      .map((name) => `</${name}>`)
      .join('')
  );
}

/**
 * Names of the elements left open at the end of `prefix`, outermost first; null
 * when it is not nested sanely. A linear scan (a tokenising regex would backtrack
 * on a "<" whose tag never ends).
 */
function openElements(prefix: string): string[] | null {
  const stack: string[] = [];
  let i = 0;
  for (;;) {
    const lt = prefix.indexOf('<', i);
    if (lt < 0) return stack;
    const skipTo = (terminator: string, from: number): number => {
      const end = prefix.indexOf(terminator, from);
      return end < 0 ? -1 : end + terminator.length;
    };
    let next: number;
    if (prefix.startsWith('<!--', lt)) next = skipTo('-->', lt + 4);
    else if (prefix.startsWith('<![CDATA[', lt)) next = skipTo(']]>', lt + 9);
    else if (prefix.startsWith('<?', lt)) next = skipTo('?>', lt + 2);
    else if (prefix.startsWith('<!', lt)) {
      // DOCTYPE (with an internal subset in brackets) or another declaration.
      const bracket = prefix.indexOf('[', lt);
      const gt = prefix.indexOf('>', lt);
      next = bracket >= 0 && bracket < gt ? skipTo(']>', bracket) : gt < 0 ? -1 : gt + 1;
    } else {
      const end = tagEnd(prefix, lt + 1);
      if (end < 0) return null;
      const tag = prefix.slice(lt + 1, end - 1);
      const name = /^\/?\s*([^\s/>]+)/.exec(tag)?.[1];
      if (name === undefined) return null;
      if (tag.startsWith('/')) {
        if (stack.at(-1) !== name) return null;
        stack.pop();
      } else if (!tag.endsWith('/')) {
        stack.push(name);
      }
      next = end;
    }
    if (next < 0) return null;
    i = next;
  }
}

/** The index after the ">" ending the tag whose content starts at `from` (quotes respected), or -1. */
function tagEnd(text: string, from: number): number {
  let quote = 0;
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (quote !== 0) {
      if (c === quote) quote = 0;
    } else if (c === 0x22 || c === 0x27) {
      quote = c;
    } else if (c === 0x3e) {
      return i + 1;
    }
  }
  return -1;
}

const ATOM_NS = 'http://www.w3.org/2005/Atom';
const RDF_NS = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#';
/** RSS 1.0, RSS 0.90, and the namespaces RSS 2.0 documents were given at times. */
const RSS_NAMESPACES = [
  'http://purl.org/rss/1.0/',
  'http://my.netscape.com/rdf/simple/0.9/',
  'http://backend.userland.com/rss2',
  'http://backend.userland.com/rss',
  'http://blogs.law.harvard.edu/tech/rss',
];
/** The root element's prefix and local name. */
const ROOT = /<(?:([A-Za-z_][\w.-]*):)?([A-Za-z_][\w.-]*)[\s>/]/y;
/** How far past the root's start namespace declarations are looked for (the root and channel tags). */
const DECLARATION_WINDOW = 8192;

/**
 * rss-parser only knows unprefixed element names (and "rdf:RDF"), but a feed
 * may bind its own namespace to a prefix: `<a:feed>` and `<p0:entry>` in Atom,
 * `<rss:channel>` and `<rss:item>` in RSS 1.0, `<RDF:RDF>` for the RDF root.
 * Elements with such a prefix are renamed: to their local names, and to "rdf:"
 * for the RDF namespace (with the rdf:about attribute). Only the feed format's
 * own namespace is touched: in an RSS document `atom:link` stays a different
 * element than `link`.
 */
export function unprefixFeed(text: string): string {
  const start = scanProlog(text).root;
  if (start < 0) return text;
  ROOT.lastIndex = start;
  const root = ROOT.exec(text);
  if (root === null) return text;
  const head = text.slice(start, start + DECLARATION_WINDOW);
  if (root[2] === 'feed') return renamePrefixes(text, prefixesBoundTo(head, [ATOM_NS]), '');
  if (root[2] !== 'rss' && root[2] !== 'RDF') return text;
  let out = renamePrefixes(text, prefixesBoundTo(head, RSS_NAMESPACES), '');
  const rdf = prefixesBoundTo(head, [RDF_NS]).filter((p) => p !== 'rdf');
  if (root[2] === 'RDF' && root[1] === undefined) out = unprefixedRdfRoot(out);
  if (rdf.length > 0) {
    out = renamePrefixes(out, rdf, 'rdf:');
    out = out.replace(attributePattern(rdf), '$1rdf:$2=');
  }
  return out;
}

/** Prefixes declared (xmlns:p="…") for one of `namespaces` in `head`. */
function prefixesBoundTo(head: string, namespaces: readonly string[]): string[] {
  if (!namespaces.some((ns) => head.includes(ns))) return [];
  const found = new Set<string>();
  const declaration = /\bxmlns:([A-Za-z_][\w.-]*)\s*=\s*(["'])([^"']*)\2/g;
  for (let m = declaration.exec(head); m !== null; m = declaration.exec(head))
    if (namespaces.includes(m[3]!)) found.add(m[1]!);
  return [...found];
}

function alternation(prefixes: readonly string[]): string {
  return prefixes.map((p) => p.replace(/[.]/g, '\\.')).join('|');
}

/** Start and end tags named `prefix:local` for one of `prefixes` become `replacement + local`. */
function renamePrefixes(text: string, prefixes: readonly string[], replacement: string): string {
  if (prefixes.length === 0) return text;
  const tags = new RegExp(`<(/?)(?:${alternation(prefixes)}):(?=[A-Za-z_])`, 'g');
  return text.replace(tags, `<$1${replacement}`);
}

function attributePattern(prefixes: readonly string[]): RegExp {
  return new RegExp(`(\\s)(?:${alternation(prefixes)}):(about|resource)\\s*=`, 'g');
}

/** `<RDF xmlns="…rdf-syntax-ns#">`: the root is named as rss-parser looks for it. */
function unprefixedRdfRoot(text: string): string {
  return text.replace(/<(\/?)RDF(?=[\s>/])/g, '<$1rdf:RDF');
}

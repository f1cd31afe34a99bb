// Titles and bodies as Atom text constructs, and RSS's looser equivalents. Pure.
//
// Atom says how an element's content is to be read with `type`:
// * "text" (the default): plain text, as XML decoded it: "AT&amp;amp;T" reads
//   "AT&amp;T", as SquadScope's crawler reads it (its consumers match on it);
// * "html": escaped markup, reduced to its text;
// * "xhtml": inline markup (a <div> in the XHTML namespace), reduced to its text
//   in document order ("Example <b>Atom</b>" is "Example Atom").
// Atom 0.3 spelled these as MIME types ("text/plain", "text/html",
// "application/xhtml+xml") and added `mode`: "escaped", "xml", or "base64", whose
// content is decoded first (as UTF-8). RSS has no types: its titles are treated
// as HTML, as feeds write them, when they hold markup; without markup, as text. Markup where none was declared (an RSS title with
// child elements) is still read as markup, and a title that is a whole HTML
// document is reduced to the text of its body (or of its <title>).

import { capturedMarkup } from './markup-capture.js';
import { htmlDocumentText, htmlToText } from './text.js';
import { asXml, attribute, first } from './xml-value.js';

type Kind = 'text' | 'html' | 'xhtml';

interface Construct {
  /** How the content is to be read; null when the element does not say. */
  kind: Kind | null;
  /** The content: text, escaped HTML, or recorded XHTML markup. */
  body: string;
}

function readConstruct(value: unknown): Construct | null {
  const element = first(value);
  if (typeof element === 'string') return { kind: null, body: element };
  const obj = asXml(element);
  if (obj === undefined) return null;
  const markup = capturedMarkup(obj);
  if (markup !== null) return { kind: 'xhtml', body: markup };
  const text = typeof obj['_'] === 'string' ? obj['_'] : '';
  const mode = attribute(obj, 'mode').toLowerCase();
  const kind = kindOf(attribute(obj, 'type').toLowerCase(), mode);
  return { kind, body: mode === 'base64' ? decodeBase64(text) : text };
}

function kindOf(type: string, mode: string): Kind | null {
  if (type === 'xhtml' || type === 'application/xhtml+xml' || mode === 'xml') return 'xhtml';
  if (type === 'html' || type === 'text/html' || mode === 'escaped') return 'html';
  if (type === 'text' || type === 'text/plain') return 'text';
  return null;
}

/**
 * The plain text of a title-like element (not yet whitespace-collapsed).
 * `defaultKind`: how content without a declared type is read ("text" for Atom,
 * "html" for RSS).
 */
export function constructText(value: unknown, defaultKind: 'text' | 'html'): string {
  const construct = readConstruct(value);
  if (construct === null) return '';
  const { body } = construct;
  const documentText = body.includes('<') ? htmlDocumentText(body) : null;
  if (documentText !== null) return documentText;
  // Text, or an RSS title without markup, is the text XML gave: a reference written twice
  // ("&amp;#163;") reads as written once ("&#163;"), as SquadScope's crawler reads it.
  const kind = construct.kind ?? defaultKind;
  if (kind === 'text' || (construct.kind === null && !body.includes('<'))) return body;
  return htmlToText(body);
}

/**
 * The markup of a title-like element read as HTML (declared so, or undeclared where
 * `defaultKind` is "html"), as written; null when it holds no markup or is text.
 */
export function constructMarkup(value: unknown, defaultKind: 'text' | 'html'): string | null {
  const construct = readConstruct(value);
  if (construct === null || !construct.body.includes('<')) return null;
  if ((construct.kind ?? defaultKind) === 'text') return null;
  return declaredKind(value) === 'xhtml' ? unwrapXhtml(construct.body) : construct.body;
}

// An Atom xhtml construct is one <div> whose own tags are not part of the content.
const XHTML_WRAPPER = /^\s*<(?:[\w-]+:)?div\b[^>]*>([\s\S]*)<\/(?:[\w-]+:)?div>\s*$/;

function unwrapXhtml(markup: string): string {
  return XHTML_WRAPPER.exec(markup)?.[1] ?? markup;
}

/** The content of a body element (summary, content, description) as HTML. */
export function constructHtml(value: unknown): string {
  const construct = readConstruct(value);
  if (construct === null) return '';
  return construct.kind === 'text' ? escapeHtml(construct.body) : construct.body;
}

/**
 * The content of a body element as written, and whether it is markup (declared HTML or
 * XHTML, or undeclared where `undeclaredIsHtml`): what SquadScope's crawler reads.
 */
export function constructSource(
  value: unknown,
  undeclaredIsHtml: boolean,
): { body: string; html: boolean } | null {
  const construct = readConstruct(value);
  if (construct === null || construct.body === '') return null;
  const html = construct.kind === null ? undeclaredIsHtml : construct.kind !== 'text';
  const inline = construct.kind === 'xhtml' && declaredKind(value) !== 'xhtml';
  return { body: inline ? unescapedText(construct.body) : construct.body, html };
}

function declaredKind(value: unknown): Kind | null {
  const obj = asXml(first(value));
  if (obj === undefined) return null;
  return kindOf(attribute(obj, 'type').toLowerCase(), attribute(obj, 'mode').toLowerCase());
}

/**
 * Markup found where none was declared (an RSS description with child elements), with its
 * text as XML decoded it: SquadScope's parser rebuilds the tags but does not escape the
 * text between them, so "&amp;lt;" in the feed reads "&lt;" there. The recorded markup
 * escapes exactly "&", "<" and ">" in text and attribute values, so one pass over the text
 * between tags undoes it.
 */
function unescapedText(markup: string): string {
  if (!markup.includes('&')) return markup;
  return markup.replace(/(<[^>]*>)|&(amp|lt|gt);/g, (match, tag: string | undefined, name) =>
    tag !== undefined ? tag : name === 'amp' ? '&' : name === 'lt' ? '<' : '>',
  );
}

function escapeHtml(text: string): string {
  return text.includes('<') || text.includes('&')
    ? text.replace(/&/g, '&amp;').replace(/</g, '&lt;')
    : text;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Base64 content decoded as UTF-8 (invalid sequences become U+FFFD); content that
 * is not base64 is kept as it is rather than turned into noise.
 */
export function decodeBase64(text: string): string {
  const compact = text.replace(/[\s]+/g, '');
  if (!BASE64.test(compact) || compact.length % 4 === 1) return text;
  return Buffer.from(compact, 'base64').toString('utf8');
}

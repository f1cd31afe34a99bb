// Small text helpers for feed content. Pure.

import { decodeHTMLStrict } from 'entities';
import { singleSpaced } from './single-spaced.js';

/**
 * Decodes character references as HTML does: every HTML5 named reference
 * ("&eacute;", "&euro;"), decimal and hex references (code points HTML forbids,
 * such as 0 or a surrogate, become U+FFFD). Only references ending in ";" are
 * read: a bare "&copy" inside a URL's query stays as it is; unknown names stay too.
 */
export function decodeEntities(text: string): string {
  return text.includes('&') ? decodeHTMLStrict(text) : text;
}

/** A script or style start tag at lastIndex (sticky), in any case. */
const RAW_TEXT_OPEN = /<(script|style)/iy;
/** Where the element's end tag is, from lastIndex on. */
const RAW_TEXT_CLOSE = { script: /<\/script/gi, style: /<\/style/gi };

/**
 * Phrasing elements: their tags sit inside a word ("Ex<b>am</b>ple") and are
 * dropped without a trace. Every other tag (paragraphs, breaks, cells …) ends a
 * word and becomes a space.
 */
const INLINE_ELEMENTS = new Set(
  (
    'a abbr acronym b bdi bdo big cite code data del dfn em font i ins kbd mark nobr q rp rt ruby s samp ' +
    'small span strike strong sub sup time tt u var wbr'
  ).split(' '),
);

/**
 * Text of an HTML fragment: tags go (inline ones without a trace, others as a
 * space), script and style elements go, entities are decoded. As in HTML, a "<"
 * starts a tag only before a letter, "/", "!" or "?": in "a < b" it is text. A
 * linear scan: regexes like /<[^>]*>/g backtrack quadratically on a fragment
 * with many "<" and no ">". Tag names are matched in any case by regexes on the
 * fragment itself: a lower-cased copy can be longer than the original ("İ"
 * lower-cases to two code units), and its positions would not be the fragment's.
 */
export function htmlToText(html: string): string {
  if (!html.includes('<')) return decodeEntities(html);
  const rawText = /<(?:script|style)/i.test(html);
  // Built with += (rope strings, flattened once by decodeEntities), not parts.join:
  // this runs once per entry. `i` is where the pending text starts, `from` where
  // the next "<" is looked for.
  let text = '';
  let i = 0;
  let from = 0;
  for (;;) {
    const lt = html.indexOf('<', from);
    if (lt < 0) break;
    if (!opensTag(html, lt)) {
      from = lt + 1;
      continue;
    }
    const gt = html.indexOf('>', lt + 1);
    // A tag that never ends: the rest is text.
    if (gt < 0) break;
    text += html.slice(i, lt) + (isInlineTag(html, lt) ? '' : ' ');
    i = from = gt + 1;
    if (!rawText) continue;
    RAW_TEXT_OPEN.lastIndex = lt;
    const open = RAW_TEXT_OPEN.exec(html);
    if (open !== null) {
      const close = RAW_TEXT_CLOSE[(open[1] as string).toLowerCase() as 'script' | 'style'];
      close.lastIndex = i;
      const found = close.exec(html);
      const end = found === null ? -1 : html.indexOf('>', found.index);
      i = from = end < 0 ? html.length : end + 1;
    }
  }
  return decodeEntities(text + html.slice(i));
}

function opensTag(html: string, lt: number): boolean {
  const c = html.charCodeAt(lt + 1);
  return isAsciiLetter(c) || c === 0x2f /* / */ || c === 0x21 /* ! */ || c === 0x3f; /* ? */
}

function isAsciiLetter(c: number): boolean {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}

/** Whether the tag at `lt` (start or end tag) is one of INLINE_ELEMENTS. */
function isInlineTag(html: string, lt: number): boolean {
  let start = lt + 1;
  if (html.charCodeAt(start) === 0x2f /* / */) start++;
  let end = start;
  while (end < html.length && end - start <= 8) {
    const c = html.charCodeAt(end);
    if (!isAsciiLetter(c) && !(c >= 0x30 && c <= 0x39)) break;
    end++;
  }
  return end > start && INLINE_ELEMENTS.has(html.slice(start, end).toLowerCase());
}

/**
 * The text of a whole HTML document (a title that is "<!DOCTYPE html><html>…"):
 * the text of its body, or when that is empty, of its <title>. Null when `html`
 * is not a document.
 */
export function htmlDocumentText(html: string): string | null {
  if (!HTML_DOCUMENT.test(html)) return null;
  const body = BODY_OPEN.exec(html);
  if (body !== null) {
    BODY_CLOSE.lastIndex = body.index;
    const close = BODY_CLOSE.exec(html);
    const text = htmlToText(html.slice(body.index, close === null ? html.length : close.index));
    if (text.trim() !== '') return text;
  }
  const title = TITLE_OPEN.exec(html);
  const start = title === null ? -1 : html.indexOf('>', title.index);
  const end = start < 0 ? -1 : html.indexOf('<', start);
  return end < 0 ? htmlToText(html) : htmlToText(html.slice(start + 1, end));
}

const HTML_DOCUMENT = /^\s*(?:<\?xml[^>]*>\s*)?(?:<!doctype\s+html[\s>]|<html[\s>])/i;
const BODY_OPEN = /<body[\s>]/i;
const BODY_CLOSE = /<\/body\s*>/gi;
const TITLE_OPEN = /<title[\s>]/i;

/** Trims and collapses every run of whitespace (incl. NBSP and line separators) to one space. */
export function collapseWhitespace(text: string): string {
  // NBSP and the line separators are whitespace to \s already: one rule, with a fast path.
  return singleSpaced(text);
}

/** At most `max` UTF-16 code units, never cutting a surrogate pair in half. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  return cut;
}

/**
 * Replaces lone surrogates and the C0/C1 controls other than tab/newline with
 * U+FFFD: canonical JSON refuses lone surrogates, and controls have no place
 * in a title.
 */
export function wellFormed(text: string): string {
  const fixed = text.isWellFormed() ? text : text.toWellFormed();
  return fixed.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, '\ufffd');
}

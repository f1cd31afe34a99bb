// Whether a captured element holds plain character data, read from the document
// before its content is parsed. Pure.
//
// markup-capture.ts hands each captured element (titles, bodies) a holder through an
// attribute, for the markup of its child elements. The holder makes xml2js build an
// object for the element instead of a string, and costs an allocation and a recording
// of every text event inside. For an element that turns out to hold only text and CDATA,
// the holder changes nothing that is read: text-construct.ts reads the string and the
// object alike, except when the text is only whitespace (xml2js keeps whitespace-only
// text as the value of an element without attributes, and drops it from one with
// attributes). So the holder is left out when the document shows, up to the element's
// end tag: no child element, comment or processing instruction, and either a non-empty
// CDATA section or a character that is not whitespace outside the character references. Any
// doubt (a tag at a place it was not expected, an unterminated section) keeps the
// holder. A property test holds the parses with and without this check equal.

const CDATA_OPEN = '<![CDATA[';

/**
 * True when the element named `name`, whose start tag spans `[tagStart, contentStart)` of
 * `xml` (just after its ">"), holds only text and CDATA sections up to `</name>`, and not
 * only whitespace unless a CDATA section is among it.
 */
export function holdsPlainText(
  xml: string,
  tagStart: number,
  contentStart: number,
  name: string,
): boolean {
  if (xml.charCodeAt(tagStart) !== 0x3c /* < */ || !xml.startsWith(name, tagStart + 1))
    return false;
  if (xml.charCodeAt(contentStart - 1) !== 0x3e /* > */) return false;
  let cdata = false;
  let solid = false;
  let i = contentStart;
  for (;;) {
    const lt = xml.indexOf('<', i);
    if (lt < 0) return false;
    if (!solid && hasSolidText(xml, i, lt)) solid = true;
    if (xml.startsWith(CDATA_OPEN, lt)) {
      const end = xml.indexOf(']]>', lt + CDATA_OPEN.length);
      if (end < 0) return false;
      // sax reports no event for an empty section: it does not count.
      if (end > lt + CDATA_OPEN.length) cdata = true;
      i = end + 3;
      continue;
    }
    return (cdata || solid) && isEndTag(xml, lt, name);
  }
}

/** `</name` then optional whitespace and ">" at `lt`. */
function isEndTag(xml: string, lt: number, name: string): boolean {
  if (xml.charCodeAt(lt + 1) !== 0x2f /* / */ || !xml.startsWith(name, lt + 2)) return false;
  for (let i = lt + 2 + name.length; i < xml.length; i++) {
    const c = xml.charCodeAt(i);
    if (c === 0x3e) return true;
    if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) return false;
  }
  return false;
}

/**
 * Whether `xml[from, to)` holds a character that is not whitespace and not part of a
 * character reference (a reference may stand for whitespace, "&#160;").
 */
function hasSolidText(xml: string, from: number, to: number): boolean {
  let inReference = false;
  for (let i = from; i < to; i++) {
    const c = xml.charCodeAt(i);
    if (inReference) {
      if (c === 0x3b /* ; */) inReference = false;
    } else if (c === 0x26 /* & */) {
      inReference = true;
    } else if (!isWhitespace(c)) {
      return true;
    }
  }
  return false;
}

/** What /\s/ matches: ASCII by code, the rest (rare in a title) by the regex. */
function isWhitespace(c: number): boolean {
  if (c < 0x80) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  return /\s/.test(String.fromCharCode(c));
}

// Keeping the markup of mixed-content elements in document order.
//
// xml2js gathers an element's text into one string and its child elements under
// their names, so "Example <b>Atom</b> feed" arrives as the text "Example  feed"
// and a child "b": the order, and with it the title, is lost. This hooks the sax
// parser xml2js drives: inside each element that may carry inline markup (titles
// and bodies, by local name), text and child tags are recorded in order, and when
// the element had child elements, its content is rebuilt as markup (text escaped,
// attributes kept, so that the href of an <a> stays findable). The result is
// handed to the element's xml2js value through an attribute no XML document can
// spell (MARKUP_ATTRIBUTE, its name starts with U+0000).
//
// Cost: one Set lookup per start tag; text is only referenced, and only escaped
// in the rare element that has child elements; close and text events outside a
// captured element go straight to xml2js.

import { holdsPlainText } from './plain-text-element.js';
import { asXml } from './xml-value.js';

export const MARKUP_ATTRIBUTE = '\u0000markup';

/** Local names (prefix removed) whose content is recorded. */
const CAPTURED = new Set(['title', 'summary', 'content', 'description', 'encoded', 'subtitle']);

export interface CapturedMarkup {
  /** The content as markup, or null when the element had no child element. */
  markup: string | null;
}

/** The sax parser events xml2js listens to (sax 1.x, non-namespace mode), and its position. */
export interface SaxEvents {
  onopentag(node: {
    name: string;
    attributes: Record<string, unknown>;
    isSelfClosing?: boolean;
  }): void;
  onclosetag(name: string): void;
  ontext(text: string): void;
  oncdata(text: string): void;
  /** Code units consumed: just past the ">" of a start tag when onopentag runs. */
  position: number;
  /** One past the "<" of the tag being read. */
  startTagPosition: number;
}

/**
 * Wraps the handlers of `sax` (already set by xml2js) to record captured elements. Outside
 * a captured element only the start-tag handler is wrapped: the close, text and CDATA
 * handlers are swapped in when a captured element opens and back out when it closes, so
 * that the many elements nobody records cost no extra call. With the document text `xml`
 * (what sax reads, BOM removed), an element that holds plain text (plain-text-element.ts)
 * is not recorded at all; with null, every captured element is (the plain rule).
 */
export function captureMarkup(sax: SaxEvents, xml: string | null): void {
  const open = sax.onopentag;
  const close = sax.onclosetag;
  const text = sax.ontext;
  const cdata = sax.oncdata;
  let holder: CapturedMarkup | null = null;
  // Elements open inside the captured one; a captured name nested there is markup.
  let depth = 0;
  // Text as given until the first child element; from then on, markup.
  let parts: string[] = [];
  let children = false;

  const capturingClose = (name: string): void => {
    if (depth > 0) {
      depth--;
      parts.push(`</${localName(name)}>`);
    } else {
      if (children) holder!.markup = parts.join('');
      holder = null;
      parts = [];
      sax.onclosetag = close;
      sax.ontext = text;
      sax.oncdata = cdata;
    }
    close(name);
  };
  const capturingText = (t: string): void => {
    parts.push(children ? escapeText(t) : t);
    text(t);
  };
  const capturingCdata = (t: string): void => {
    parts.push(children ? escapeText(t) : t);
    cdata(t);
  };
  const plainText = (node: { name: string; isSelfClosing?: boolean }): boolean =>
    xml !== null &&
    (node.isSelfClosing === true ||
      holdsPlainText(xml, sax.startTagPosition - 1, sax.position, node.name));
  sax.onopentag = (node) => {
    if (holder !== null) {
      if (!children) {
        children = true;
        parts = parts.map(escapeText);
      }
      depth++;
      parts.push(startTag(node.name, node.attributes));
    } else if (CAPTURED.has(localName(node.name)) && !plainText(node)) {
      holder = { markup: null };
      node.attributes[MARKUP_ATTRIBUTE] = holder;
      depth = 0;
      parts = [];
      children = false;
      sax.onclosetag = capturingClose;
      sax.ontext = capturingText;
      sax.oncdata = capturingCdata;
    }
    open(node);
  };
}

/** The recorded markup of an element value, or null (not captured, or no child elements). */
export function capturedMarkup(value: unknown): string | null {
  const holder = asXml(asXml(value)?.['$'])?.[MARKUP_ATTRIBUTE];
  return holder instanceof Object && typeof (holder as CapturedMarkup).markup === 'string'
    ? (holder as CapturedMarkup).markup
    : null;
}

function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}

function startTag(name: string, attributes: Record<string, unknown>): string {
  let tag = `<${localName(name)}`;
  for (const key in attributes) {
    const value = attributes[key];
    if (typeof value === 'string' && !key.startsWith('xmlns'))
      tag += ` ${localName(key)}="${escapeText(value).replace(/"/g, '&quot;')}"`;
  }
  return `${tag}>`;
}

const SPECIAL = /[&<>]/;

function escapeText(text: string): string {
  return SPECIAL.test(text)
    ? text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
    : text;
}

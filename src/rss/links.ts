// Which link of an entry is the article. Pure.
//
// Atom: among the <link> elements with an href (an href of another scheme than
// http(s), such as tag: or urn:, is no address and counts as none; a relative
// one is resolved later), those with rel "alternate" (or
// no rel, which means alternate); of these the first whose type is HTML
// (text/html, application/xhtml+xml), else the first without a type, else the
// first. Links without an href are ignored. With no such link: the text of a
// <link> element written RSS-style, then the entry's id, when either is an
// absolute http(s) URL (ids are often tag: or urn: URIs, which are no address),
// then the first link of another relation that can still be the entry's address
// ("self", "related", "via"; never an enclosure, an edit or a paging link).
// RSS: the text of <link> (or the href of an Atom-style <link href="…"/>), then
// rdf:about. Relative links are kept as written: they are resolved later against
// xml:base and the document's URL.

import { attribute, textOf, valuesOf, type Xml } from './xml-value.js';

const ALTERNATE = new Set(['alternate', 'http://www.iana.org/assignments/relation/alternate']);
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const HTTP_URL = /^https?:\/\/\S+$/i;
const OTHER_SCHEME = /^(?!https?:)[A-Za-z][A-Za-z0-9+.-]*:/i;

/** The href of a link, or '' when it has none or it is no http(s) address. */
function hrefOf(link: unknown): string {
  const href = attribute(link, 'href');
  return OTHER_SCHEME.test(href) ? '' : href;
}

/** Relations whose target is never the entry itself. */
const NOT_THE_ENTRY = new Set(
  'enclosure edit edit-media replies license payment hub search icon stylesheet first last next previous prev'.split(
    ' ',
  ),
);

export function atomEntryLink(entry: Xml): string | null {
  const links = valuesOf(entry['link']);
  return alternateHref(links) ?? httpFallback(entry) ?? otherRelationHref(links);
}

function otherRelationHref(links: unknown[]): string | null {
  for (const link of links) {
    const href = hrefOf(link);
    if (href !== '' && !NOT_THE_ENTRY.has(attribute(link, 'rel').toLowerCase())) return href;
  }
  return null;
}

function alternateHref(links: unknown[]): string | null {
  let best: string | null = null;
  let bestRank = 3;
  for (const link of links) {
    const href = hrefOf(link);
    if (href === '') continue;
    const rel = attribute(link, 'rel').toLowerCase();
    if (rel !== '' && !ALTERNATE.has(rel)) continue;
    const type = attribute(link, 'type').toLowerCase();
    const rank = HTML_TYPES.has(type) ? 0 : type === '' ? 1 : 2;
    if (rank < bestRank) {
      best = href;
      bestRank = rank;
      if (rank === 0) break;
    }
  }
  return best;
}

function httpFallback(entry: Xml): string | null {
  for (const link of valuesOf(entry['link'])) {
    if (attribute(link, 'href') !== '') continue;
    const text = textOf(link).trim();
    if (HTTP_URL.test(text)) return text;
  }
  const id = textOf(entry['id']).trim();
  return HTTP_URL.test(id) ? id : null;
}

export function rssItemLink(item: Xml): string | null {
  for (const link of valuesOf(item['link'])) {
    const text = textOf(link).trim();
    if (text !== '') return text;
    const href = attribute(link, 'href');
    if (href !== '') return href;
  }
  const about = attribute(item, 'rdf:about');
  return about === '' ? null : about;
}

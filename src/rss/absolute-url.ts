// Parsing an entry's link against its base, without parsing the base again when the
// link cannot be relative. Pure.
//
// `new URL(text, base)` serialises the base and parses it again for every link, and
// most links in feeds are absolute already. A text that starts with "http://" or
// "https://" (the scheme in any case) is absolute whatever the base: after a special
// scheme, "//" starts the authority, and the base is never consulted. Such a text is
// parsed alone; a property test holds the result equal to parsing it against a base.

const ABSOLUTE_HTTP = /^https?:\/\//i;

/** `new URL(text, base)` (no base: `new URL(text)`); null where that throws. */
export function parseUrl(text: string, base: URL | null): URL | null {
  try {
    return base === null || ABSOLUTE_HTTP.test(text) ? new URL(text) : new URL(text, base);
  } catch {
    return null;
  }
}

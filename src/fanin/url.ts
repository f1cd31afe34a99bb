/**
 * The URL identity of an article: lowercase scheme and host, default port
 * dropped, user info, fragment and query removed, trailing slash of a non-root path
 * removed. Query parameters named in `keep` (sites whose identity lives in the query,
 * `?p=123`) are kept, sorted by name then value so that their order does not matter.
 */
import { compareStrings } from '../canonical/index.js';

/**
 * URLs the WHATWG parser leaves as they are, up to the first `?` or `#`: lower-case
 * http(s) scheme; a host of lower-case labels of letters, digits and `-`, the last one
 * starting with a letter (so it is no IPv4 address), none an `xn--` (punycode) label; no
 * user info or port; path segments of characters outside the path percent-encode set,
 * none `.` or `..` (no `%`, so no encoded dot segment either).
 */
const PLAIN_URL =
  /^https?:\/\/(?!(?:[^/?#]*\.)?xn--)(?:[a-z0-9-]+\.)*[a-z][a-z0-9-]*\.?(?:\/(?!\.\.?(?:[/?#]|$))[A-Za-z0-9\-._~!$&'()*+,;=:@]*)*(?=[?#]|$)/;

/**
 * normalizeUrl without the WHATWG parser for a URL already in normal form (most feed
 * links): the scheme, host and path as they are, trailing slashes dropped. Undefined when
 * the parser is needed (an unusual URL, or a query some kept parameter may be in).
 * Equal to the parser's result where defined (a property test, url.test.ts).
 */
function plainNormalized(url: string, keep: ReadonlySet<string>): string | undefined {
  const match = PLAIN_URL.exec(url);
  if (match === null) return undefined;
  const head = match[0];
  if (keep.size > 0 && url.charCodeAt(head.length) === 63 /* ? */) return undefined;
  const pathStart = head.indexOf('/', head.indexOf('//') + 2);
  if (pathStart < 0) return `${head}/`;
  let end = head.length;
  while (end > pathStart + 1 && head.charCodeAt(end - 1) === 47 /* / */) end--;
  return end === url.length ? url : head.slice(0, end);
}

export function normalizeUrl(url: string, keep: ReadonlySet<string> = new Set()): string {
  return plainNormalized(url, keep) ?? normalizeParsed(url, keep);
}

/** normalizeUrl through the WHATWG parser (exported for the equivalence test). */
export function normalizeParsed(url: string, keep: ReadonlySet<string> = new Set()): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    // Articles passed the schema (format uri), so this is not expected; a URL that the
    // WHATWG parser refuses is still its own identity rather than a crash.
    return url;
  }
  // WHATWG parsing already lowercases scheme and host, drops the default port and
  // resolves dot segments.
  let search = '';
  if (keep.size > 0 && parsed.search !== '') {
    const kept = [...parsed.searchParams].filter(([name]) => keep.has(name));
    kept.sort(([a, x], [b, y]) => compareStrings(a, b) || compareStrings(x, y));
    if (kept.length > 0) search = `?${new URLSearchParams(kept).toString()}`;
  }
  let path = parsed.pathname;
  while (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  // Opaque URLs (no authority) have no host: the protocol alone then prefixes the path.
  const authority = parsed.host === '' ? '' : `//${parsed.host}`;
  return `${parsed.protocol}${authority}${path}${search}`;
}

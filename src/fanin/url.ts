/**
 * The URL identity of an article (design §3): lowercase scheme and host, default port
 * dropped, user info, fragment and query removed, trailing slash of a non-root path
 * removed. Query parameters named in `keep` (sites whose identity lives in the query,
 * `?p=123`) are kept, sorted by name then value so that their order does not matter.
 */
import { compareStrings } from '../canonical/index.js';

export function normalizeUrl(url: string, keep: ReadonlySet<string> = new Set()): string {
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

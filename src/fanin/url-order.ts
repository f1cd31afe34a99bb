/**
 * The order of a leg's articles by url (pure). The rule: indices sorted by url in UTF-16
 * code unit order, stable (articles sharing a url keep the order the leg wrote them in),
 * which is `plainUrlOrder`. `urlOrder` gives the same indices faster (a property test,
 * url-order.test.ts):
 *
 * - a leg already in url order (what crawl-rss-leg writes) is only checked;
 * - when every url is distinct, the urls themselves are sorted by the engine's own
 *   comparison (the default sort compares strings by code units, with no call into a
 *   comparator per pair), then each is mapped back to its index. Stability cannot matter
 *   there: no two urls are equal.
 */
import { compareStrings } from '../canonical/index.js';

export function plainUrlOrder(urls: readonly string[]): number[] {
  return urls
    .map((_, i) => i)
    .sort((a, b) => compareStrings(urls[a] as string, urls[b] as string) || a - b);
}

export function urlOrder(urls: readonly string[]): number[] {
  if (isSorted(urls)) return urls.map((_, i) => i);
  const indexOf = new Map<string, number>();
  for (let i = 0; i < urls.length; i++) indexOf.set(urls[i] as string, i);
  if (indexOf.size !== urls.length) return plainUrlOrder(urls);
  // Default sort: strings compared by UTF-16 code units (never locale-dependent).
  return [...urls].sort().map((url) => indexOf.get(url) as number);
}

function isSorted(urls: readonly string[]): boolean {
  for (let i = 1; i < urls.length; i++) {
    if ((urls[i - 1] as string) > (urls[i] as string)) return false;
  }
  return true;
}

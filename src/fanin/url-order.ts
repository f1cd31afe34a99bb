/**
 * The order of a leg's articles by url (pure). The rule: indices sorted by url in UTF-16
 * code unit order, stable (articles sharing a url keep the order the leg wrote them in),
 * which is `plainUrlOrder`. `urlOrder` gives the same indices, and only checks a leg
 * already in url order (what crawl-rss-leg writes). Sorting the urls themselves by the
 * engine's default comparison and mapping them back to indices through a `Map` was dropped:
 * on Node 24 hashing every url for the map cost more than the comparator calls it saved
 * (docs/performance.md).
 */
import { compareStrings } from '../canonical/index.js';

export function plainUrlOrder(urls: readonly string[]): number[] {
  return urls
    .map((_, i) => i)
    .sort((a, b) => compareStrings(urls[a] as string, urls[b] as string) || a - b);
}

export function urlOrder(urls: readonly string[]): number[] {
  return isSorted(urls) ? urls.map((_, i) => i) : plainUrlOrder(urls);
}

function isSorted(urls: readonly string[]): boolean {
  for (let i = 1; i < urls.length; i++) {
    if ((urls[i - 1] as string) > (urls[i] as string)) return false;
  }
  return true;
}

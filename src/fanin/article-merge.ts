/**
 * The article merge, as a rule (pure): what the news file's articles are, given the legs.
 * Articles are deduplicated by normalized URL (url.ts); of the articles sharing a key the
 * winner is the first by source priority (the lowest seq), then by raw url, then by
 * canonical JSON. That order is total, so the result does not depend on the order the
 * legs or their articles come in. Every source that carried the key is recorded with its
 * winner. The winners are sorted by (source, url, canonical JSON).
 *
 * This is the definition, written to be read. The fan-in runs fast/merge-news.ts, which
 * computes the same from packed legs in typed arrays; a property test holds the two equal
 * (merge.test.ts).
 */
import { canonicalJson, compareStrings } from '../canonical/index.js';
import type { Article } from '../contracts/index.js';
import { normalizeUrl } from './url.js';

/** One leg: its source priority (its seq in the plan) and its articles. */
export interface MergeLeg {
  seq: number;
  articles: readonly Article[];
}

/** An article of the merge: its canonical JSON and the sources that carried its key. */
export interface MergedArticle {
  article: Article;
  json: string;
  /** Sorted; the winner's own source alone unless others carried the same story. */
  carriers: string[];
}

interface Candidate {
  seq: number;
  article: Article;
  json: string;
}

/** Negative when `a` wins over `b`: source priority, then raw url, then canonical JSON. */
function compareCandidates(a: Candidate, b: Candidate): number {
  return (
    a.seq - b.seq || compareStrings(a.article.url, b.article.url) || compareStrings(a.json, b.json)
  );
}

/** Output order: source, then url, then canonical JSON. */
function compareOutput(a: Candidate, b: Candidate): number {
  return (
    compareStrings(a.article.source, b.article.source) ||
    compareStrings(a.article.url, b.article.url) ||
    compareStrings(a.json, b.json)
  );
}

export function mergeArticles(
  legs: readonly MergeLeg[],
  keepQueryParams: ReadonlySet<string>,
): MergedArticle[] {
  const winners = new Map<string, Candidate>();
  const carriers = new Map<string, Set<string>>();
  for (const { seq, articles } of legs) {
    for (const article of articles) {
      const candidate = { seq, article, json: canonicalJson(article) };
      const key = normalizeUrl(article.url, keepQueryParams);
      carriers.set(key, (carriers.get(key) ?? new Set()).add(article.source));
      const held = winners.get(key);
      if (held === undefined || compareCandidates(candidate, held) < 0) {
        winners.set(key, candidate);
      }
    }
  }
  return [...winners]
    .sort(([, a], [, b]) => compareOutput(a, b))
    .map(([key, { article, json }]) => ({
      article,
      json,
      carriers: [...(carriers.get(key) ?? [])].sort(compareStrings),
    }));
}

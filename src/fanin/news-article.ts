/**
 * The news file's article (pure): an article of the contract with, beside its own fields,
 * the fields the existing consumers of the news file read, all taken from the article
 * itself or from the merge: `published_at` (= `published`), `github_links`
 * (= `github_urls`), `categories` (the entry's category terms, `[]` when the leg carried
 * none) and `sources` (every source that carried the article before deduplication, sorted).
 *
 * The plain rule is newsArticle; newsArticleJson is its canonical JSON made from the
 * article's canonical JSON by one parse and one stringify in key order (a fresh object
 * literal in UTF-16 key order takes V8's fast JSON path; the values are strings, a number
 * and arrays of strings, which JSON.stringify writes as RFC 8785 does). The equivalence is
 * a property test (news-article.test.ts).
 */
import type { Article, NewsArticle } from '../contracts/index.js';

export function newsArticle(article: Article, sources: readonly string[]): NewsArticle {
  return {
    ...article,
    published_at: article.published,
    github_links: [...article.github_urls],
    categories: [...(article.categories ?? [])],
    sources: [...sources],
  };
}

/** canonicalJson(newsArticle(article, sources)), from canonicalJson(article). */
export function newsArticleJson(articleJson: string, sources: readonly string[]): string {
  return grownArticle(articleJson, sources).json;
}

/** newsArticleJson, and how many repository links the article holds. */
export function grownArticle(
  articleJson: string,
  sources: readonly string[],
): { json: string; githubLinks: number } {
  const a = JSON.parse(articleJson) as Article;
  const json = JSON.stringify({
    categories: a.categories ?? [],
    entities: a.entities,
    github_links: a.github_urls,
    github_urls: a.github_urls,
    published: a.published,
    published_at: a.published,
    relevance_score: a.relevance_score,
    source: a.source,
    sources,
    title: a.title,
    url: a.url,
  });
  return { json, githubLinks: a.github_urls.length };
}

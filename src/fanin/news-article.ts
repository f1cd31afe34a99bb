/**
 * The news file's article (pure): an article of the contract with, beside its own fields,
 * the fields the existing consumers of the news file read, all taken from the article
 * itself or from the merge: `published_at` (= `published`), `github_links`
 * (= `github_urls`), `categories` (the entry's category terms, `[]` when the leg carried
 * none) and `sources` (every source that carried the article before deduplication, sorted).
 *
 * The plain rule is newsArticle; newsArticleJson is its canonical JSON made from the
 * article's canonical JSON by splicing, without a parse (see grownArticle). The
 * equivalence is a property test (news-article.test.ts).
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

/** Where `member` starts in `json` at or after `from`; a missing member is not canonical. */
function memberAt(json: string, member: string, from: number): number {
  const at = json.indexOf(member, from);
  if (at < 0) throw new Error('not the canonical JSON of an article');
  return at;
}

/**
 * newsArticleJson, and how many repository links the article holds. The article's
 * canonical JSON is spliced, not parsed: its members come in key order (categories,
 * entities, github_urls, published, relevance_score, source, title, url) and every member
 * from github_urls on holds strings or a number, so each `,"<key>":` found from the right of
 * entities is that member's own (a quote inside a string is always escaped). The news
 * article's new members slot in between, in key order too.
 */
export function grownArticle(
  articleJson: string,
  sources: readonly string[],
): { json: string; githubLinks: number } {
  const urls = articleJson.lastIndexOf(',"github_urls":');
  if (urls < 0) throw new Error('not the canonical JSON of an article');
  const published = memberAt(articleJson, ',"published":', urls);
  const score = memberAt(articleJson, ',"relevance_score":', published);
  const title = memberAt(articleJson, ',"title":', memberAt(articleJson, ',"source":', score));
  const links = articleJson.slice(urls + ',"github_urls":'.length, published);
  const date = articleJson.slice(published + ',"published":'.length, score);
  const head = articleJson.startsWith('{"categories":')
    ? articleJson.slice(0, urls)
    : `{"categories":[],${articleJson.slice(1, urls)}`;
  const json =
    `${head},"github_links":${links},"github_urls":${links},"published":${date}` +
    `,"published_at":${date}${articleJson.slice(score, title)}` +
    `,"sources":${JSON.stringify(sources)}${articleJson.slice(title)}`;
  return { json, githubLinks: links === '[]' ? 0 : (JSON.parse(links) as unknown[]).length };
}

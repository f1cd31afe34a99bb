/**
 * The news file's article (pure): an article of the contract with, beside its own fields,
 * the fields the existing consumers of the news file read, all taken from the article
 * itself or from the merge: `published_at` (= `published`), `github_links` (the leg's own,
 * SquadScope's crawler's links; else `github_urls`), `categories` (the entry's category
 * terms, `[]` when the leg carried none) and `sources` (every source that carried the
 * article before deduplication, sorted). `summary` passes through when the leg wrote one.
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
    github_links: [...(article.github_links ?? article.github_urls)],
    categories: [...(article.categories ?? [])],
    sources: [...sources],
  };
}

/** canonicalJson(newsArticle(article, sources)), from canonicalJson(article). */
export function newsArticleJson(articleJson: string, sources: readonly string[]): string {
  return grownArticle(articleJson, JSON.stringify(sources)).json;
}

/** Where `member` starts in `json` at or after `from`; a missing member is not canonical. */
function memberAt(json: string, member: string, from: number): number {
  const at = json.indexOf(member, from);
  if (at < 0) throw new Error('not the canonical JSON of an article');
  return at;
}

export interface GrownArticle {
  json: string;
  /** The text of its relevance_score. */
  score: string;
}

/**
 * newsArticleJson, given the JSON of its sources, with the text of its score. The article's
 * canonical JSON is spliced, not parsed: its members come in key order (categories,
 * entities, github_links, github_urls, published, relevance_score, source, summary, title,
 * url; categories, github_links and summary optional) and a quote inside a string is always
 * escaped, so each `,"<key>":` found is that member's own. The news article's new members
 * slot in between, in key order too. Splicing keeps whatever the texts encode: given the
 * article's UTF-8 bytes one per character (decoded as latin1), and `sourcesJson` so too, it
 * gives the news article's UTF-8 bytes the same way.
 */
export function grownArticle(articleJson: string, sourcesJson: string): GrownArticle {
  const urls = articleJson.lastIndexOf(',"github_urls":');
  if (urls < 0) throw new Error('not the canonical JSON of an article');
  const ownLinks = articleJson.lastIndexOf(',"github_links":', urls);
  const published = memberAt(articleJson, ',"published":', urls);
  const score = memberAt(articleJson, ',"relevance_score":', published);
  const source = memberAt(articleJson, ',"source":', score);
  const title = memberAt(articleJson, ',"title":', source);
  const summary = articleJson.indexOf(',"summary":', source);
  const sourcesAt = summary >= 0 && summary < title ? summary : title;
  const urlsValue = articleJson.slice(urls + ',"github_urls":'.length, published);
  const links =
    ownLinks < 0 ? urlsValue : articleJson.slice(ownLinks + ',"github_links":'.length, urls);
  const date = articleJson.slice(published + ',"published":'.length, score);
  const head = articleJson.startsWith('{"categories":')
    ? articleJson.slice(0, urls)
    : `{"categories":[],${articleJson.slice(1, urls)}`;
  const json =
    `${head}${ownLinks < 0 ? `,"github_links":${links}` : ''}` +
    `,"github_urls":${urlsValue},"published":${date}` +
    `,"published_at":${date}${articleJson.slice(score, sourcesAt)}` +
    `,"sources":${sourcesJson}${articleJson.slice(sourcesAt)}`;
  return { json, score: articleJson.slice(score + ',"relevance_score":'.length, source) };
}

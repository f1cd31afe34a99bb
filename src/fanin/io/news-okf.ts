// fan-in with `okf: true`: the merged articles of the news output, also published as an
// OKF dataset (okf:news-<week>#v<k>) in the same artifact store. The JSON outputs are not
// touched; the `news-okf` output carries only the ref and the schema.

import { readFile } from 'node:fs/promises';
import type { ArtifactStore } from '../../artifacts/index.js';
import { ArtifactOkfStore, publishOkf, renderItem, type OkfItem } from '../../okf/index.js';

/** The descriptions of the article fields, as the payload schema of the dataset. */
export const NEWS_ARTICLE_SCHEMA = {
  type: 'object',
  properties: {
    url: { type: 'string', description: 'Article URL' },
    title: { type: 'string', description: 'Article title' },
    published: { type: 'string', description: 'Publication time, UTC (YYYY-MM-DDTHH:MM:SSZ)' },
    source: { type: 'string', description: 'Source id from the source config' },
    relevance_score: { type: 'number', description: 'Relevance to the topic keywords, 0 to 1' },
    github_urls: { type: 'array', description: 'GitHub repository URLs found in the article' },
    entities: { type: 'array', description: 'Named entities of the title' },
    published_at: { type: 'string', description: 'Publication time (legacy name of published)' },
    github_links: { type: 'array', description: 'Legacy name of github_urls' },
    categories: { type: 'array', description: 'Category terms of the feed entry' },
    sources: { type: 'array', description: 'Every source that carried the article' },
  },
} as const;

/** The dataset name of a week's news: news-2026-w23. */
export function newsDatasetName(week: string): string {
  return `news-${week.toLowerCase()}`;
}

export async function publishNewsOkf(
  log: { info(message: string): void },
  store: ArtifactStore,
  newsPath: string,
  week: string,
): Promise<OkfItem> {
  // The file the fan-in has just written: its own output, so plain JSON.parse.
  const news = JSON.parse(await readFile(newsPath, 'utf8')) as { articles: unknown[] };
  const item = await publishOkf(news.articles, new ArtifactOkfStore(store), {
    name: newsDatasetName(week),
    payloadSchema: NEWS_ARTICLE_SCHEMA,
  });
  log.info(`Published ${renderItem(item)}`);
  return item;
}

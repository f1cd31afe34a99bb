/**
 * RSS leg benchmark: the leg's parse-and-extract of a ~5 MB feed against the bare
 * rss-parser parse of the same text. Runs alternate and the median of each is reported, so
 * both see the same machine load; the ratio is what counts (target: under 1.3x).
 */
import Parser from 'rss-parser';
import { rss2, type RssItem } from '../action-tests/feed-server.js';
import { compileKeywords, parseAndExtract } from '../src/rss/index.js';

export interface RssBenchResult {
  feedBytes: number;
  items: number;
  bareParseMs: number;
  legParseAndExtractMs: number;
  ratio: number;
}

const WORDS = [
  'agents',
  'model',
  'open',
  'source',
  'release',
  'Node.js',
  'OpenAI',
  'GPU',
  'training',
  'Python',
];

/** A realistic feed: titles, HTML descriptions with GitHub links, categories, in-window dates. */
export function syntheticFeed(targetBytes: number): { text: string; items: number } {
  const items: RssItem[] = [];
  let size = 0;
  for (let i = 0; size < targetBytes; i++) {
    const day = 1 + (i % 7);
    const description =
      `<p>${Array.from({ length: 60 }, (_, j) => WORDS[(i + j) % WORDS.length]).join(' ')}</p>` +
      `<a href="https://github.com/org${i % 50}/repo${i}">code</a> and https://github.com/topics/ai`;
    const item: RssItem = {
      title: `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} story number ${i}`,
      link: `https://news.example/2026/06/0${day}/story-${i}`,
      pubDate: new Date(Date.UTC(2026, 5, day, i % 24, i % 60)).toUTCString(),
      description,
      categories: ['AI', WORDS[i % WORDS.length]!],
    };
    items.push(item);
    size += description.length + 300;
  }
  return { text: rss2(items), items: items.length };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export async function benchRss(
  options: { megabytes?: number; rounds?: number } = {},
): Promise<RssBenchResult> {
  const { text, items } = syntheticFeed((options.megabytes ?? 5) * 1024 * 1024);
  const keywords = compileKeywords(['ai', 'agents', 'llm', 'model', 'open source']);
  const bare: number[] = [];
  const leg: number[] = [];
  const parser = new Parser({ defaultRSS: 2 });
  for (let round = 0; round < (options.rounds ?? 7); round++) {
    let started = performance.now();
    await parser.parseString(text);
    bare.push(performance.now() - started);
    started = performance.now();
    const extraction = await parseAndExtract(text, {
      sourceId: 'bench',
      documentUrl: 'https://news.example/feed',
      since: '2026-06-01T00:00:00Z',
      until: '2026-06-08T00:00:00Z',
      keywords,
      relevanceThreshold: 0.4,
    });
    leg.push(performance.now() - started);
    if (extraction.articles.length !== items)
      throw new Error(`expected ${items} articles, got ${extraction.articles.length}`);
  }
  const bareParseMs = median(bare);
  const legParseAndExtractMs = median(leg);
  return {
    feedBytes: Buffer.byteLength(text),
    items,
    bareParseMs: Math.round(bareParseMs),
    legParseAndExtractMs: Math.round(legParseAndExtractMs),
    ratio: Number((legParseAndExtractMs / bareParseMs).toFixed(2)),
  };
}

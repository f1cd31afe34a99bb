/**
 * RSS leg benchmark: the leg's parse-and-extract of ~5 MB of feeds (bench/rss-feeds.ts: RSS
 * 2.0, Atom and RDF, large and small, CDATA, character references, HTML bodies, namespaces)
 * against the bare rss-parser parse of the same texts. Both sides parse each feed back to
 * back, the side that goes first alternating; the median of each side's totals is reported,
 * the median of the rounds' ratios (wall time, and CPU time), and the ratio of the fastest
 * rounds. The ratio is what counts (target: under 1.3x).
 */
import Parser from 'rss-parser';
import { BENCH_WINDOW, benchFeeds, type BenchFeed, type FeedShape } from './rss-feeds.js';
import { compileKeywords, parseAndExtract, type KeywordMatcher } from '../src/rss/index.js';

export interface RssBenchResult {
  feedBytes: number;
  feeds: number;
  items: number;
  articles: number;
  bareParseMs: number;
  legParseAndExtractMs: number;
  /** Median of the rounds' ratios (leg / bare). */
  ratio: number;
  roundRatios: number[];
  /** Median of the rounds' ratios of CPU time (every thread of the process). */
  cpuRatio: number;
  /**
   * The fastest round of each side against each other (wall time): load on a shared
   * machine only ever adds time, so this is the figure least moved by it.
   */
  bestRatio: number;
  /** Per shape of feed: bytes, and the median times of each side. */
  shapes: Record<
    string,
    { bytes: number; bareParseMs: number; legParseAndExtractMs: number; ratio: number }
  >;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

type Times = Map<FeedShape, number>;

interface Sides {
  bare: Times;
  leg: Times;
  bareCpu: number;
  legCpu: number;
}

function add(times: Times, shape: FeedShape, ms: number): void {
  times.set(shape, (times.get(shape) ?? 0) + ms);
}

/** CPU time of the process (every thread: the collector's helpers count too), in ms. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * One round: each feed parsed by both sides back to back (which side first alternates by
 * feed and round), so that a burst of load on this shared machine falls on both alike.
 */
async function round(
  parser: Parser,
  feeds: BenchFeed[],
  keywords: KeywordMatcher,
  index: number,
): Promise<Sides> {
  const sides: Sides = { bare: new Map(), leg: new Map(), bareCpu: 0, legCpu: 0 };
  const bare = async (feed: BenchFeed) => {
    const [wall, cpu] = [performance.now(), cpuMs()];
    await parser.parseString(feed.text);
    add(sides.bare, feed.shape, performance.now() - wall);
    sides.bareCpu += cpuMs() - cpu;
  };
  const leg = async (feed: BenchFeed) => {
    const [wall, cpu] = [performance.now(), cpuMs()];
    const extraction = await parseAndExtract(feed.text, {
      sourceId: 'bench',
      documentUrl: `https://news.example/${feed.name}/feed`,
      ...BENCH_WINDOW,
      keywords,
      relevanceThreshold: 0.4,
    });
    add(sides.leg, feed.shape, performance.now() - wall);
    sides.legCpu += cpuMs() - cpu;
    if (extraction.articles.length !== feed.inWindow || extraction.entries !== feed.items)
      throw new Error(
        `${feed.name}: expected ${feed.items} entries and ${feed.inWindow} articles, got ${extraction.entries} and ${extraction.articles.length}`,
      );
  };
  for (const [k, feed] of feeds.entries()) {
    if ((k + index) % 2 === 0) {
      await bare(feed);
      await leg(feed);
    } else {
      await leg(feed);
      await bare(feed);
    }
  }
  return sides;
}

const total = (times: Times): number => [...times.values()].reduce((a, b) => a + b, 0);
const round2 = (x: number): number => Number(x.toFixed(2));

export async function benchRss(
  options: { megabytes?: number; rounds?: number } = {},
): Promise<RssBenchResult> {
  const feeds = benchFeeds(options.megabytes ?? 5);
  const keywords = compileKeywords(['ai', 'agents', 'llm', 'model', 'open source']);
  const parser = new Parser({ defaultRSS: 2 });
  const rounds: Sides[] = [];
  for (let i = 0; i < (options.rounds ?? 9); i++)
    rounds.push(await round(parser, feeds, keywords, i));
  const bare = rounds.map((r) => r.bare);
  const leg = rounds.map((r) => r.leg);
  const cpuRatio = median(rounds.map((r) => r.legCpu / r.bareCpu));
  const roundRatios = bare.map((b, i) => round2(total(leg[i]!) / total(b)));
  const shapes: RssBenchResult['shapes'] = {};
  for (const shape of new Set(feeds.map((f) => f.shape))) {
    const b = median(bare.map((t) => t.get(shape) ?? 0));
    const l = median(leg.map((t) => t.get(shape) ?? 0));
    shapes[shape] = {
      bytes: feeds
        .filter((f) => f.shape === shape)
        .reduce((a, f) => a + Buffer.byteLength(f.text), 0),
      bareParseMs: Math.round(b),
      legParseAndExtractMs: Math.round(l),
      ratio: round2(l / b),
    };
  }
  return {
    feedBytes: feeds.reduce((a, f) => a + Buffer.byteLength(f.text), 0),
    feeds: feeds.length,
    items: feeds.reduce((a, f) => a + f.items, 0),
    articles: feeds.reduce((a, f) => a + f.inWindow, 0),
    bareParseMs: Math.round(median(bare.map(total))),
    legParseAndExtractMs: Math.round(median(leg.map(total))),
    ratio: median(roundRatios),
    cpuRatio: round2(cpuRatio),
    bestRatio: round2(Math.min(...leg.map(total)) / Math.min(...bare.map(total))),
    roundRatios,
    shapes,
  };
}

// Real-world feeds from other projects' test suites (a corpora folder beside the repo, present in CI,
// never copied into this repository). Skipped when the folder is absent.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFeedServer, type FeedServer } from '../../action-tests/feed-server.js';
import { validate } from '../contracts/index.js';
import { exampleRunContext } from '../contracts/examples.js';
import { createHttpClient } from '../http/index.js';
import { parseFeedDate } from './dates.js';
import { decodeFeed } from './decode.js';
import { runRssLeg } from './leg.js';
import { parseFeed } from './parse.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const corpora = resolve(repoRoot, '..', 'shared', 'corpora');
const rssParserDir = join(corpora, 'rss-parser-3.13.0', 'test');
const feedparserDir = join(corpora, 'danmactough-node-feedparser', 'test', 'feeds');
const present = existsSync(rssParserDir) && existsSync(feedparserDir);
const describeIfCorpora = present ? describe : describe.skip;

interface ExpectedItem {
  title?: unknown;
  link?: unknown;
  isoDate?: unknown;
}

/** The golden output JSON; a few are not UTF-8 (they hold the feed's own bytes). */
function expectedItems(file: string): ExpectedItem[] {
  const bytes = readFileSync(file);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = bytes.toString('latin1');
  }
  const json = JSON.parse(text) as { feed?: { items?: ExpectedItem[] } };
  return json.feed?.items ?? [];
}

const inputs = present ? readdirSync(join(rssParserDir, 'input')).sort() : [];
const withOutput = inputs.filter((f) =>
  existsSync(join(rssParserDir, 'output', `${f.slice(0, -extname(f).length)}.json`)),
);

describeIfCorpora('corpus: rss-parser 3.13.0 fixtures', () => {
  it('has fixtures to check', () => {
    expect(withOutput.length).toBeGreaterThan(20);
  });

  it.each(withOutput)('%s parses to the items of its golden output', async (name) => {
    const bytes = readFileSync(join(rssParserDir, 'input', name));
    const expected = expectedItems(
      join(rssParserDir, 'output', `${name.slice(0, -extname(name).length)}.json`),
    );
    const feed = await parseFeed(decodeFeed(bytes, undefined).text);
    expect(feed.entries).toHaveLength(expected.length);
    expected.forEach((item, i) => {
      const entry = feed.entries[i]!;
      if (typeof item.title === 'string') expect(entry.title?.trim()).toBe(item.title.trim());
      if (typeof item.link === 'string') expect(entry.link).toBe(item.link.trim());
      // Every date rss-parser could read, we read to the same second.
      if (typeof item.isoDate === 'string') {
        expect(entry.dates.length).toBeGreaterThan(0);
        const ours = parseFeedDate(entry.dates[0]!);
        expect(ours === null ? null : new Date(ours).toISOString().slice(0, 19)).toBe(
          item.isoDate.slice(0, 19),
        );
      }
    });
  });

  it.each(inputs.filter((f) => !withOutput.includes(f)))(
    '%s (no golden output) parses or is a clear parse error',
    async (name) => {
      const text = decodeFeed(readFileSync(join(rssParserDir, 'input', name)), undefined).text;
      await parseFeed(text).then(
        (feed) => expect(Array.isArray(feed.entries)).toBe(true),
        (err: Error) => expect(err.name).toBe('FeedParseError'),
      );
    },
  );
});

describeIfCorpora('corpus: node-feedparser feeds through the whole leg', () => {
  let server: FeedServer;
  beforeAll(async () => {
    server = await startFeedServer({ corporaDir: corpora });
  });
  afterAll(async () => {
    await server.close();
  });

  const feeds = present ? readdirSync(feedparserDir).sort() : [];
  const client = createHttpClient({
    userAgent: 'squadscope-test',
    timeoutMs: 5000,
    maxAttempts: 1,
    maxBytes: 10 << 20,
    allowPrivateNetwork: true,
  });
  const wide = exampleRunContext({ since: '1970-01-01T00:00:00Z', until: '2100-01-01T00:00:00Z' });

  async function run(name: string) {
    return runRssLeg(
      {
        source: {
          id: 'corpus',
          feed_url: `${server.url}/corpus/danmactough-node-feedparser/test/feeds/${encodeURIComponent(name)}`,
        },
        runContext: wide,
        fan: [{ fan_id: 'corpus', seq: 0, expected: 1 }],
        keywords: ['news', 'test'],
        relevanceThreshold: 0.4,
        maxBytes: 10 << 20,
      },
      { client, cache: null, clock: () => performance.now() },
    );
  }

  it.each(feeds)('%s yields articles or a clear parse error', async (name) => {
    const { artifact, extraction } = await run(name);
    expect(validate('rss_source_v2', artifact)).toEqual({ ok: true });
    if (artifact.status === 'failed') {
      expect(artifact.error?.code).toBe('parse_error');
    } else {
      // Entries without a date cannot be placed in the window: dropped and counted.
      const dropped = extraction!.dropped.no_link + extraction!.dropped.bad_date;
      expect(artifact.articles.length + dropped).toBeGreaterThan(0);
      expect(artifact.status).toBe(dropped > 0 ? 'partial' : 'success');
    }
  });

  it('reads the gzip and windows-1251 feeds, recovers the sax error feed, refuses the HTML page', async () => {
    expect((await run('compressed.xml')).artifact.articles.length).toBeGreaterThan(0);
    const iconv = await run('iconv.xml');
    expect(iconv.charset).toBe('windows-1251');
    expect(iconv.artifact.articles.some((a) => /[а-яА-Я]/.test(a.title))).toBe(true);
    expect((await run('saxerror.xml')).repaired).toBe('ampersands');
    expect((await run('notafeed.html')).artifact).toMatchObject({
      status: 'failed',
      error: { code: 'parse_error' },
    });
  });
});

// Real-world feeds from other projects' test suites (a corpora folder beside the repo, present in CI,
// never copied into this repository). Skipped when the folder is absent.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFeedServer, type FeedServer } from '../../action-tests/feed-server.js';
import { validate } from '../contracts/index.js';
import { exampleRunContext } from '../../test-support/contracts-examples.js';
import { createHttpClient } from '../http/index.js';
import { parseFeedDate } from './dates.js';
import { decodeFeed } from './decode.js';
import { parseAndExtract, runRssLeg } from './leg.js';
import { parseFeed } from './parse.js';
import { collapseWhitespace, htmlToText } from './text.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
// SQUADSCOPE_CORPORA: another place for the folder (a git worktree has no ../shared).
const corpora = process.env['SQUADSCOPE_CORPORA'] ?? resolve(repoRoot, '..', 'shared', 'corpora');
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
      // rss-parser hands titles over as written (markup and references left in). A title with
      // markup reads as HTML; one without keeps its references as XML gave them, as
      // SquadScope's crawler does (docs/contracts.md).
      if (typeof item.title === 'string') {
        const read = collapseWhitespace(entry.title ?? '');
        const asHtml = collapseWhitespace(htmlToText(item.title));
        const asWritten = item.title.includes('<') ? asHtml : collapseWhitespace(item.title);
        expect([asHtml, asWritten]).toContain(read);
      }
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

  async function run(name: string, folder = 'danmactough-node-feedparser/test/feeds') {
    return runRssLeg(
      {
        source: {
          id: 'corpus',
          feed_url: `${server.url}/corpus/${folder}/${encodeURIComponent(name)}`,
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

  const everyFeed = [
    ...feeds.map((name) => [name, 'danmactough-node-feedparser/test/feeds']),
    ...inputs.map((name) => [name, 'rss-parser-3.13.0/test/input']),
  ];
  it.each(everyFeed)('%s yields articles or a clear parse error', async (name, folder) => {
    const { artifact, extraction } = await run(name!, folder);
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

describeIfCorpora('corpus: the classes of feed that were once read wrong', () => {
  const read = async (dir: string, name: string) =>
    parseFeed(decodeFeed(readFileSync(join(dir, name)), undefined).text);

  it('inline XHTML content in a prefixed namespace keeps its text in document order', async () => {
    const entry = (await read(feedparserDir, 'nondefaultnamespace-xhtml.atom')).entries[0]!;
    expect(collapseWhitespace(entry.summary)).toContain(
      'Who knows an XML document from a hole in the ground?',
    );
    expect(entry.html).toContain('<a href="http://plasmasturm.org/log/376/">');
  });

  it('a prefixed Atom entry whose only link is rel="self" keeps that link', async () => {
    const entry = (await read(feedparserDir, 'complexNamespaceFeed.xml')).entries[0]!;
    expect(entry.title).toBe('This is the title');
    expect(entry.link).toBe(
      'http://localhost:8080/namespace/feed/entries/urn:uuid:d5ffaea2-0a9a-4f38-98fc-5c364177b6b4',
    );
  });

  it('the alternate link wins over a self link listed first', async () => {
    const entry = (await read(feedparserDir, 'non-text-alternate-links.xml')).entries[0]!;
    expect(entry.link).toBe('https://ncatlab.org/nlab/show/%280%2C1%29-category');
  });

  it('markup in RSS titles is reduced to text; references without markup stay as written', async () => {
    const titles = (await read(join(rssParserDir, 'input'), 'craigslist.rss')).entries.map(
      (e) => e.title,
    );
    expect(titles[0]).toBe(
      'Bright, Spacious Beautiful Victorian (oakland north / temescal) $4300 3bd 1930ft2',
    );
    expect(titles[1]).toBe(
      'Beautifully Remodeled 1 BR with Garage Parking (Pacific Heights) &#x0024;3449',
    );
    expect(titles.filter((t) => /</.test(t ?? ''))).toEqual([]);
  });

  it('an entry linked only by tag: URIs has no address', async () => {
    const entry = (await read(feedparserDir, 'atom-with-tag-uri-links.xml')).entries[0]!;
    expect(entry.title).toBe('Test Entry');
    expect(entry.link).toBeNull();
  });
});

describeIfCorpora(
  "corpus: articles as SquadScope's crawler writes them (its values on these feeds)",
  () => {
    /** The articles of an rss-parser input, by URL, read by the default rules over all time. */
    async function articles(name: string) {
      const bytes = readFileSync(join(rssParserDir, 'input', name));
      const x = await parseAndExtract(decodeFeed(bytes, undefined).text, {
        sourceId: 'corpus',
        documentUrl: 'https://feeds.example/feed',
        since: '1990-01-01T00:00:00Z',
        until: '2030-01-01T00:00:00Z',
        keywords: ['ai'],
        relevanceThreshold: 0.4,
      });
      return new Map(x.articles.map((a) => [a.url, a]));
    }

    it('a title with markup keeps it, references as written; spaces inside a title or term stay', async () => {
      const craigslist = await articles('craigslist.rss');
      expect(craigslist.get('http://sfbay.craigslist.org/sby/apa/6176525357.html')?.title).toBe(
        'WD and 2 private balconies & Courtyard Views. Look&amp;Lease Special! (san jose west) &#x0024;3295 2bd 1055ft<sup>2</sup>',
      );
      const guardian = await articles('guardian.rss');
      const url =
        'https://www.theguardian.com/commentisfree/2018/jan/31/me-too-we-demand-more-jessica-valenti';
      expect(guardian.get(url)?.title).toBe(
        '#Me Too is about more than stopping rape. We demand more  | Jessica Valenti',
      );
      const oscars = guardian.get(
        'https://www.theguardian.com/film/2018/jan/31/greatest-oscar-winners-best-director-of-all-time-francis-ford-coppola-kathryn-bigelow-frank-capra',
      );
      expect(oscars?.categories?.at(-1)).toBe('Francis Ford  Coppola');
    });

    it("summaries: a video's media:description; escaped markup beside real markup as its text", async () => {
      const videos = await articles('atom-customfields.atom');
      expect(videos.get('https://www.youtube.com/watch?v=ZkuQNZ2km5I')?.summary).toBe(
        "We take a break from our regularly scheduled programming to bring you an update on Scott's goat donation to Syrian refugees. \n\nhttps://gatherforgoats.com\n\nEpisode 138",
      );
      const reddit = await articles('reddit-atom.rss');
      expect(
        reddit.get(
          'https://www.reddit.com/r/Jokes/comments/42aj2i/what_do_you_call_5_black_people_having_sex/',
        )?.summary,
      ).toBe(
        '&lt;!-- SC_OFF --&gt;&lt;div class=&quot;md&quot;&gt;&lt;p&gt;A threesome&lt;/p&gt; &lt;/div&gt;&lt;!-- SC_ON --&gt; submitted byillestprodigytoJokes[link][607 comments]',
      );
    });
  },
);

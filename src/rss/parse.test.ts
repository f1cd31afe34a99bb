import { FIXTURES, atom, rss2 } from '../../action-tests/feed-server.js';
import { FeedParseError, parseFeed } from './parse.js';
import { rejectedWith } from '../../test-support/errors.js';

const text = (name: string): string => FIXTURES[name]!.body as string;

const parseError = (input: string) => rejectedWith(FeedParseError, parseFeed(input));

describe('parseFeed: formats', () => {
  it('reads RSS 2.0 entries with raw dates, categories and HTML', async () => {
    const feed = await parseFeed(text('techcrunch'));
    expect(feed.format).toBe('rss2');
    expect(feed.entries).toHaveLength(4);
    const first = feed.entries[0]!;
    expect(first.title).toBe('OpenAI ships a new agent framework for Node.js developers');
    expect(first.link).toBe('https://news.example/2026/06/02/openai-agents');
    expect(first.dates).toEqual(['Tue, 02 Jun 2026 10:00:00 +0000']);
    expect(first.categories).toEqual(['AI', 'Developers']);
    expect(first.html).toContain('<a href="https://github.com/openai/agents-sdk">');
    expect(first.summary).not.toContain('<a');
  });

  it('reads Atom with the xml:base chain, published before updated', async () => {
    const feed = await parseFeed(text('atom'));
    expect(feed.format).toBe('atom');
    expect(feed.entries.map((e) => [e.link, e.bases])).toEqual([
      ['/blog/llm-eval', ['https://huggingface.example/']],
      ['post-2', ['https://huggingface.example/', 'https://cdn.example/posts/']],
    ]);
    const both = await parseFeed(
      atom([
        {
          title: 't',
          href: 'https://a/',
          published: '2026-06-02T00:00:00Z',
          updated: '2026-06-03T00:00:00Z',
        },
      ]),
    );
    expect(both.entries[0]!.dates).toEqual(['2026-06-02T00:00:00Z', '2026-06-03T00:00:00Z']);
  });

  it("reads Atom categories from the term, not the label (what SquadScope's crawler writes)", async () => {
    const doc = atom([{ title: 't', href: 'https://a/' }]).replace(
      '</entry>',
      '<category term="ml"/><category term="x" label="Machine Learning"/></entry>',
    );
    expect((await parseFeed(doc)).entries[0]!.categories).toEqual(['ml', 'x']);
  });

  it("reads a podcast's itunes:keywords as category terms, after the categories", async () => {
    const doc =
      '<?xml version="1.0"?><rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel><title>p</title>' +
      '<item><title>E1</title><link>https://p/1</link><itunes:keywords>beer, games,,geek </itunes:keywords>' +
      '<category>Society &amp; Culture</category></item></channel></rss>';
    expect((await parseFeed(doc)).entries[0]!.categories).toEqual([
      'Society & Culture',
      'beer',
      'games',
      'geek',
    ]);
  });

  it('reads RSS 1.0 (RDF) with dc:date', async () => {
    const doc =
      '<?xml version="1.0"?><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">' +
      '<channel rdf:about="https://x/"><title>r</title></channel>' +
      '<item rdf:about="https://x/1"><title>One</title><link>https://x/1</link><dc:date>2026-06-02T10:00:00Z</dc:date></item></rdf:RDF>';
    const feed = await parseFeed(doc);
    expect(feed.format).toBe('rss1');
    expect(feed.entries[0]).toMatchObject({
      title: 'One',
      link: 'https://x/1',
      dates: ['2026-06-02T10:00:00Z'],
    });
  });

  it('reads RSS 0.91 and <rss> without a version (defaultRSS 2)', async () => {
    const item = '<item><title>i</title><link>https://x/i</link></item>';
    expect(
      (await parseFeed(`<rss version="0.91"><channel><title>t</title>${item}</channel></rss>`))
        .format,
    ).toBe('rss0.9');
    const noVersion = await parseFeed(`<rss><channel><title>t</title>${item}</channel></rss>`);
    expect(noVersion.format).toBe('rss2');
    expect(noVersion.entries).toHaveLength(1);
  });

  it('keeps a permalink guid, not one marked isPermaLink="false"', async () => {
    const doc = rss2([
      { title: 'a', guid: 'https://x/a' },
      { title: 'b', extra: '<guid isPermaLink="false">https://x/b</guid>' },
    ]);
    expect((await parseFeed(doc)).entries.map((e) => e.permalinkGuid)).toEqual([
      'https://x/a',
      null,
    ]);
  });
});

describe('parseFeed: broken entries do not sink the feed', () => {
  it('keeps the other entries when one Atom date is garbage (rss-parser alone rejects the feed)', async () => {
    const feed = await parseFeed(
      atom([
        { title: 'bad', href: 'https://a/1', published: 'not a date' },
        { title: 'good', href: 'https://a/2', published: '2026-06-02T00:00:00Z' },
      ]),
    );
    expect(feed.entries.map((e) => [e.title, e.dates])).toEqual([
      ['bad', ['not a date']],
      ['good', ['2026-06-02T00:00:00Z']],
    ]);
  });

  it('reads an Atom entry whose <link> has no attributes', async () => {
    const doc =
      '<feed xmlns="http://www.w3.org/2005/Atom"><entry><title>x</title><link>https://a/1</link></entry><entry><title>y</title><link href="https://a/2"/></entry></feed>';
    const feed = await parseFeed(doc);
    expect(feed.entries.map((e) => e.title)).toEqual(['x', 'y']);
    expect(feed.entries[1]!.link).toBe('https://a/2');
  });

  it('recovers from bare ampersands', async () => {
    const doc =
      '<rss version="2.0"><channel><title>A & B</title><item><title>Q&A: tools</title><link>https://x/?a=1&b=2</link></item></channel></rss>';
    const feed = await parseFeed(doc);
    expect(feed.repaired).toBe('ampersands');
    expect(feed.entries[0]).toMatchObject({ title: 'Q&A: tools', link: 'https://x/?a=1&b=2' });
  });

  it('parses what was read of a truncated document', async () => {
    const full = text('techcrunch');
    const cut = full.slice(0, full.indexOf('</item>', full.indexOf('</item>') + 1) + 20);
    const feed = await parseFeed(cut, { truncated: true });
    expect(feed.repaired).toBe('truncated');
    expect(feed.entries).toHaveLength(2);
    expect(await parseFeed(full.slice(0, 200), { truncated: true })).toMatchObject({ entries: [] });
  });
});

describe('parseFeed: refusals', () => {
  it('refuses billion laughs before parsing', async () => {
    const err = await parseError(text('billion-laughs'));
    expect(err.message).toContain('entities');
  });

  it('refuses an external entity (XXE) and never reads the file', async () => {
    const err = await parseError(text('xxe'));
    expect(err.message).toContain('entities');
    expect(err.message).not.toContain('root:');
  });

  it('an undeclared entity is a parse error, not an expansion', async () => {
    const err = await parseError(
      '<rss version="2.0"><channel><title>&xxe;</title></channel></rss>',
    );
    expect(err.code).toBe('parse_error');
  });

  it.each([
    ['HTML', FIXTURES['not-a-feed']!.body as string],
    ['empty', ''],
    ['plain text', 'hello world'],
    ['other XML', '<?xml version="1.0"?><config><a>1</a></config>'],
    ['rss without channel', '<rss version="2.0"></rss>'],
    ['unclosed', '<rss version="2.0"><channel><title>x</title>'],
  ])('refuses %s as a parse error', async (_name, input) => {
    const err = await parseError(input);
    expect(err.code).toBe('parse_error');
    expect(err.message).not.toContain('\n');
  });
});

describe('parseFeed: hostile bodies stay linear', () => {
  it('parses an item whose description has 200,000 "<" and no ">" in well under a second', async () => {
    const doc = rss2([
      {
        title: 'lt',
        link: 'https://x/lt',
        pubDate: 'Tue, 02 Jun 2026 10:00:00 GMT',
        description: '<'.repeat(200_000),
      },
    ]);
    const started = performance.now();
    const feed = await parseFeed(doc);
    expect(performance.now() - started).toBeLessThan(1500);
    expect(feed.entries[0]!.summary.length).toBeGreaterThanOrEqual(200_000);
  });

  // rss-parser alone (xml2js) takes its own time on such documents; what is measured is
  // that reading them costs a bounded multiple of that, not a quadratic blow-up.
  async function bareParseMs(doc: string): Promise<number> {
    const { default: Parser } = await import('rss-parser');
    const started = performance.now();
    await new Parser().parseString(doc);
    return performance.now() - started;
  }

  it.each([
    [
      'an XHTML title of 30,000 inline elements',
      `<title type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml">${'<b>x</b> '.repeat(30_000)}</div></title>`,
    ],
    [
      'a title of 30,000 nested elements',
      `<title>${'<i>'.repeat(30_000)}x${'</i>'.repeat(30_000)}</title>`,
    ],
    [
      'an HTML title of 100,000 "<title" and no ">"',
      `<title>&lt;html&gt;${'&lt;title'.repeat(100_000)}</title>`,
    ],
    ['a base64 title of 2 MB', `<title mode="base64">${'QUJD'.repeat(500_000)}</title>`],
  ])('reads %s in time linear in its size', async (_name, title) => {
    const doc = `<feed xmlns="http://www.w3.org/2005/Atom"><entry>${title}<link href="https://a/1"/></entry></feed>`;
    const bare = await bareParseMs(doc);
    const started = performance.now();
    const feed = await parseFeed(doc);
    expect(performance.now() - started).toBeLessThan(3 * bare + 500);
    expect(feed.entries).toHaveLength(1);
  });

  it('repairs 100,000 references in time linear in their number', async () => {
    const doc = `<rss version="2.0"><channel><item><title>${'&check; & '.repeat(50_000)}</title><link>https://a/1</link></item></channel></rss>`;
    const bare = await bareParseMs(doc.replace(/&check;/g, '&#x2713;').replace(/& /g, '&amp; '));
    const started = performance.now();
    const feed = await parseFeed(doc);
    expect(performance.now() - started).toBeLessThan(3 * bare + 500);
    expect(feed.repaired).toBe('references');
    expect(feed.entries[0]!.title).toMatch(/^(✓ & )+$/);
  });

  it('keeps the hrefs of inline XHTML content for repository links', async () => {
    const doc =
      '<feed xmlns="http://www.w3.org/2005/Atom"><entry><title>x</title><link href="https://a/1"/>' +
      '<content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml">See <a href="https://github.com/o/r">the repo</a></div></content></entry></feed>';
    const entry = (await parseFeed(doc)).entries[0]!;
    expect(entry.html).toContain('https://github.com/o/r');
    expect(entry.summary).toContain('the repo');
  });
});

describe("parseFeed: what SquadScope's rules read of an entry", () => {
  const item = (inner: string) =>
    `<?xml version="1.0"?><rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/">` +
    `<channel><title>x</title><item><link>https://a.example/1</link>${inner}</item></channel></rss>`;

  it('a title of HTML with markup gives its markup as written; one without markup gives none', async () => {
    const [marked, plain] = (
      await parseFeed(
        item('<title><![CDATA[Victorian &#x0024;4300 1930ft<sup>2</sup>]]></title>').replace(
          '</channel>',
          '<item><link>https://a.example/2</link><title>Price &amp;#163;5</title></item></channel>',
        ),
      )
    ).entries;
    expect(marked!.title).toBe('Victorian $4300 1930ft2');
    expect(marked!.titleMarkup).toBe('Victorian &#x0024;4300 1930ft<sup>2</sup>');
    expect(plain!.title).toBe('Price &#163;5');
    expect(plain!.titleMarkup).toBeNull();
  });

  it('an Atom xhtml title gives its markup without the wrapping div, which is not its content', async () => {
    const feed = await parseFeed(
      '<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>t</title>' +
        '<entry><title type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml">AI <b>agent</b></div></title>' +
        '<link href="https://a.example/1"/><id>urn:1</id><updated>2026-06-03T10:00:00Z</updated></entry></feed>',
    );
    expect(feed.entries[0]!.title?.trim()).toBe('AI agent');
    expect(feed.entries[0]!.titleMarkup).toBe('AI <b>agent</b>');
  });

  it('without a summary or description, a media:description (in a media:group too) is the summary, as HTML', async () => {
    const direct = await parseFeed(
      item('<title>t</title><media:description>S&amp;P &quot;x&quot;</media:description>'),
    );
    expect(direct.entries[0]!.bodySource?.summary).toEqual({ body: 'S&P "x"', html: true });
    const grouped = await parseFeed(
      item(
        '<title>t</title><media:group><media:description>in group</media:description></media:group>',
      ),
    );
    expect(grouped.entries[0]!.bodySource?.summary).toEqual({ body: 'in group', html: true });
    const both = await parseFeed(
      item(
        '<title>t</title><description>own</description><media:description>m</media:description>',
      ),
    );
    expect(both.entries[0]!.bodySource?.summary?.body).toBe('own');
  });

  it('markup where none was declared keeps its text as XML decoded it ("&amp;lt;" reads "&lt;")', async () => {
    const feed = await parseFeed(
      item(
        '<title>t</title><description>&amp;lt;p&amp;gt;A &amp;amp; B by<a href="u?a=1&amp;b=2">l</a></description>',
      ),
    );
    expect(feed.entries[0]!.bodySource?.summary).toEqual({
      body: '&lt;p&gt;A &amp; B by<a href="u?a=1&amp;b=2">l</a>',
      html: true,
    });
  });
});

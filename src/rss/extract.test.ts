import fc from 'fast-check';
import { FIXTURES } from '../../action-tests/feed-server.js';
import { validate } from '../contracts/index.js';
import { exampleArticle, exampleRssArtifact } from '../../test-support/contracts-examples.js';
import { categoryTerms, entryUrl, extractArticles, type ExtractContext } from './extract.js';
import { parseFeed, type FeedEntry } from './parse.js';

const ctx: ExtractContext = {
  sourceId: 'techcrunch',
  documentUrl: 'https://news.example/feed/',
  since: '2026-06-01T00:00:00Z',
  until: '2026-06-08T00:00:00Z',
  keywords: ['AI', 'agent', 'machine learning', 'open source', 'LLM'],
  relevanceThreshold: 0.4,
};

function entry(overrides: Partial<FeedEntry> = {}): FeedEntry {
  return {
    title: 'Title',
    link: 'https://x.example/a',
    permalinkGuid: null,
    bases: [],
    dates: ['2026-06-02T10:00:00Z'],
    summary: '',
    html: '',
    categories: [],
    ...overrides,
  };
}

describe('extractArticles on the techcrunch fixture', () => {
  it("by default scores and annotates as SquadScope's crawler does (its values on this feed)", async () => {
    const feed = await parseFeed(FIXTURES['techcrunch']!.body as string);
    const x = extractArticles(feed.entries, ctx);
    expect(x.entries).toBe(4);
    expect(x.outsideWindow).toBe(2);
    expect(x.dropped).toEqual({ no_link: 0, bad_date: 0 });
    expect(x.articles).toEqual([
      {
        url: 'https://news.example/2026/06/02/openai-agents',
        title: 'OpenAI ships a new agent framework for Node.js developers',
        published: '2026-06-02T10:00:00Z',
        source: 'techcrunch',
        // its fixed keywords as substrings: ai, open source, github, developer, agent, sdk (5+)
        relevance_score: 1,
        github_urls: ['https://github.com/openai/agents-sdk', 'https://github.com/nodejs/node'],
        entities: ['OpenAI', 'Node.js'],
        categories: ['AI', 'Developers'],
        summary:
          'The AI agent toolkit is open source: repo, see also https://github.com/features/copilot and https://github.com/nodejs/node/issues/1.',
        github_links: [
          'https://github.com/openai/agents-sdk',
          'https://github.com/features/copilot',
          'https://github.com/nodejs/node',
        ],
      },
      {
        url: 'https://news.example/2026/06/03/raises',
        title: 'Startup raises $20M for fintech platform',
        published: '2026-06-03T09:30:00Z',
        source: 'techcrunch',
        // substrings: "ai" (in "raises"), "machine learning", "startup"
        relevance_score: 0.6,
        github_urls: [],
        entities: ['Startup'],
        categories: ['Funding'],
        summary:
          'The company raises money. Nothing about machine learning here? Actually machine learning.',
        github_links: [],
      },
    ]);
    expect(x.relevant).toBe(2);
    expect(validate('rss_source_v2', exampleRssArtifact({ articles: x.articles }))).toEqual({
      ok: true,
    });
  });

  it('with article_rules strict scores topic keywords on word boundaries, repository links only', async () => {
    const feed = await parseFeed(FIXTURES['techcrunch']!.body as string);
    const x = extractArticles(feed.entries, { ...ctx, articleRules: 'strict' });
    expect(
      x.articles.map((a) => [a.relevance_score, a.github_urls, a.entities, a.github_links]),
    ).toEqual([
      // "agent" (title), "AI" (summary, category), "open source" (summary) + a repository link
      [
        0.8,
        ['https://github.com/openai/agents-sdk', 'https://github.com/nodejs/node'],
        ['OpenAI', 'Node.js'],
        undefined,
      ],
      // "raises" must not count as "AI"; "machine learning" does
      [0.2, [], ['Startup'], undefined],
    ]);
    expect(x.relevant).toBe(1);
  });
});

describe('categoryTerms', () => {
  it('keeps the terms an article may carry: stripped as SquadScope reads them, each once, bounded', () => {
    // Stripped at both ends only: the spaces inside a term stay as the feed wrote them.
    expect(
      categoryTerms([
        'AI',
        ' AI ',
        'Francis Ford  Coppola',
        'Open\n  source',
        '',
        ' \u00a0 ',
        'AI',
      ]),
    ).toEqual(['AI', 'Francis Ford  Coppola', 'Open\n  source']);
    expect(categoryTerms(['x'.repeat(300)])).toEqual(['x'.repeat(200)]);
    const many = categoryTerms(Array.from({ length: 150 }, (_, i) => `t${i}`));
    expect(many).toHaveLength(100);
    const article = exampleArticle({ categories: categoryTerms(['a\u0000b', '😀'.repeat(150)]) });
    expect(validate('rss_source_v2', exampleRssArtifact({ articles: [article] }))).toEqual({
      ok: true,
    });
  });
});

/** The extraction of entries made of `overrides` over the default entry. */
const extractOf = (...overrides: Partial<FeedEntry>[]) =>
  extractArticles(overrides.map(entry), ctx);

describe('extractArticles rules', () => {
  it('drops and counts entries without a usable link or date', () => {
    const x = extractOf(
      { link: null },
      { link: 'javascript:alert(1)' },
      { link: 'tag:x,2026:1' },
      { dates: [] },
      { dates: ['someday'] },
      { link: 'https://x.example/ok' },
    );
    expect(x.dropped).toEqual({ no_link: 3, bad_date: 2 });
    expect(x.articles.map((a) => a.url)).toEqual(['https://x.example/ok']);
  });

  it('uses the first date that parses', () => {
    const x = extractArticles([entry({ dates: ['garbage', '2026-06-03T00:00:00+02:00'] })], ctx);
    expect(x.articles[0]!.published).toBe('2026-06-02T22:00:00Z');
  });

  it('applies the window [since, until) in UTC, to the second', () => {
    const at = (d: string) =>
      entry({ link: `https://x.example/${encodeURIComponent(d)}`, dates: [d] });
    const x = extractArticles(
      [
        at('2026-05-31T23:59:59Z'),
        at('2026-06-01T00:00:00Z'),
        at('2026-06-07T23:59:59.999Z'),
        at('2026-06-08T00:00:00Z'),
        at('2026-06-08T01:00:00+02:00'),
      ],
      ctx,
    );
    expect(x.articles.map((a) => a.published)).toEqual([
      '2026-06-01T00:00:00Z',
      '2026-06-07T23:59:59Z',
      '2026-06-07T23:00:00Z',
    ]);
    expect(x.outsideWindow).toBe(2);
  });

  it('keeps the first of duplicate URLs and counts the others', () => {
    const x = extractOf({ title: 'first' }, { title: 'second' }, { link: 'https://x.example/b' });
    expect(x.articles.map((a) => a.title)).toEqual(['first', 'Title']);
    expect(x.duplicates).toBe(1);
  });

  it("titles as SquadScope's crawler writes them: stripped, spaces inside kept, length capped", () => {
    const x = extractOf(
      // Parsing already resolved references: what is left is text ("&amp;" stays).
      { title: '  AT&amp;T\n\tand   the “Deal”\u00a0 ' },
      { link: 'https://x.example/long', title: 'x'.repeat(3000) },
      { link: 'https://x.example/none', title: null },
    );
    const byUrl = new Map(x.articles.map((a) => [a.url, a.title]));
    expect(byUrl.get('https://x.example/a')).toBe('AT&amp;T\n\tand   the “Deal”');
    expect(byUrl.get('https://x.example/long')).toHaveLength(2000);
    expect(byUrl.get('https://x.example/none')).toBe('');
  });

  it('a title of HTML with markup keeps its markup, as its sanitizer leaves it', () => {
    const x = extractOf({
      title: 'Look&Lease Special! $3295 1055ft2',
      titleMarkup: 'Look&Lease Special! &#x0024;3295  1055ft<sup>2</sup> ',
    });
    expect(x.articles[0]?.title).toBe('Look&amp;Lease Special! &#x0024;3295  1055ft<sup>2</sup>');
  });

  it('the strict rules clean titles: whitespace collapsed, markup read as text', () => {
    const strict = { ...ctx, articleRules: 'strict' as const };
    const x = extractArticles(
      [entry({ title: '  AT&amp;T\n\tand   the  “Deal” ', titleMarkup: 'AT<b>&amp;</b>T' })],
      strict,
    );
    expect(x.articles[0]?.title).toBe('AT&amp;T and the “Deal”');
  });

  it('sorts articles by URL in UTF-16 order', () => {
    const x = extractOf(
      { link: 'https://x.example/b' },
      { link: 'https://x.example/B' },
      { link: 'https://x.example/a' },
    );
    expect(x.articles.map((a) => a.url)).toEqual([
      'https://x.example/B',
      'https://x.example/a',
      'https://x.example/b',
    ]);
  });

  it('counts the link itself as a repository link (strict rules)', () => {
    const x = extractArticles([entry({ link: 'https://github.com/gulpjs/gulp/releases/tag/v4' })], {
      ...ctx,
      articleRules: 'strict',
    });
    expect(x.articles[0]!.github_urls).toEqual(['https://github.com/gulpjs/gulp']);
    expect(x.articles[0]!.relevance_score).toBe(0.2);
  });
});

describe('entryUrl', () => {
  it('resolves relative links against the xml:base chain and the document URL', () => {
    expect(entryUrl(entry({ link: '/blog/x', bases: [] }), 'https://site.example/feed.xml')).toBe(
      'https://site.example/blog/x',
    );
    expect(
      entryUrl(
        entry({ link: 'post-2', bases: ['https://h.example/', 'https://cdn.example/posts/'] }),
        'https://site.example/feed',
      ),
    ).toBe('https://cdn.example/posts/post-2');
    expect(
      entryUrl(
        entry({ link: 'post-1', bases: ['https://example.com/', 'posts/'] }),
        'https://site.example/feed',
      ),
    ).toBe('https://example.com/posts/post-1');
    expect(
      entryUrl(entry({ link: 'x', bases: ['::not a url::'] }), 'https://site.example/feed/'),
    ).toBe('https://site.example/feed/x');
  });

  it('falls back to a permalink guid and strips credentials', () => {
    expect(
      entryUrl(entry({ link: null, permalinkGuid: 'https://g.example/1' }), 'https://s/'),
    ).toBe('https://g.example/1');
    expect(entryUrl(entry({ link: 'https://user:pw@x.example/p' }), 'https://s/')).toBe(
      'https://x.example/p',
    );
  });

  it('takes a guid that is no URL by itself for an id, not a link relative to the feed', () => {
    const feed = 'https://news.example/feeds/rss.xml';
    for (const guid of ['483920', 'post-2026-06-02', '/p/1', 'tag:news.example,2026:1']) {
      expect(entryUrl(entry({ link: null, permalinkGuid: guid }), feed)).toBeNull();
    }
    // A relative link is resolved against the feed as ever.
    expect(entryUrl(entry({ link: '/p/1', permalinkGuid: '483920' }), feed)).toBe(
      'https://news.example/p/1',
    );
  });

  it('refuses non-http schemes and overlong URLs', () => {
    expect(entryUrl(entry({ link: 'ftp://x/y' }), 'https://s/')).toBeNull();
    expect(
      entryUrl(entry({ link: `https://x.example/${'a'.repeat(2100)}` }), 'https://s/'),
    ).toBeNull();
  });

  it('always yields an RFC 3986 URI for any link text (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 80 }),
          fc.string({ maxLength: 40, unit: 'binary' }),
          fc.webUrl().map((u) => u.slice(8)),
        ),
        (path) => {
          const url = entryUrl(entry({ link: `https://x.example/${path}` }), 'https://s/');
          if (url === null) return;
          const article = exampleRssArtifact({
            articles: [{ ...exampleRssArtifact().articles[0]!, url }],
          });
          expect(validate('rss_source_v2', article)).toEqual({ ok: true });
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('entryUrl: RFC 3986 corner cases', () => {
  it.each([
    ['https://x.example/a##b', 'https://x.example/a#%23b'],
    ['https://x.example/a?q={x}|y', 'https://x.example/a?q=%7Bx%7D%7Cy'],
    ['https://x.example/100%', 'https://x.example/100%25'],
    ['https://x.example/a[1]', 'https://x.example/a%5B1%5D'],
    ['https://x.example/ok?a=1#f', 'https://x.example/ok?a=1#f'],
  ])('%s => %s', (link, expected) => {
    expect(entryUrl(entry({ link }), 'https://s/')).toBe(expected);
  });
});

// One small fixture per class of feed that was once read wrong (action-tests/fixtures/feeds):
// Atom text constructs, base64 content, HTML named references, prefixed RSS and RDF,
// Atom link selection, media:title, HTML-document titles, enclosure-only podcast items.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractArticles, type ExtractContext } from './extract.js';
import { parseFeed, type ParsedFeed } from './parse.js';

const fixtures = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'action-tests',
  'fixtures',
  'feeds',
);

const ctx = (documentUrl: string): ExtractContext => ({
  sourceId: 'fixture',
  documentUrl,
  since: '2026-06-01T00:00:00Z',
  until: '2026-06-08T00:00:00Z',
  keywords: ['atom'],
  relevanceThreshold: 0.4,
  // The titles as text (markup read, whitespace collapsed): what the parser reads of them.
  // The default rules keep a title's markup and spaces as SquadScope's crawler does.
  articleRules: 'strict',
});

async function parseFixture(name: string): Promise<ParsedFeed> {
  return parseFeed(readFileSync(join(fixtures, name), 'utf8'));
}

/** [url, title] of every article, in document order, and the extraction's counts. */
async function articles(name: string, documentUrl = 'https://feed.example/feed') {
  const feed = await parseFixture(name);
  const x = extractArticles(feed.entries, ctx(documentUrl));
  const byUrl = new Map(x.articles.map((a) => [a.url, a]));
  const inOrder = feed.entries
    .map((e) => x.articles.find((a) => a.title === (e.title ?? '').replace(/\s+/g, ' ').trim()))
    .filter((a) => a !== undefined);
  return { feed, x, byUrl, pairs: inOrder.map((a) => [a.url, a.title]) };
}

describe('titles, each [url, title] in document order', () => {
  it.each([
    {
      what: 'Atom text constructs: type text, html, xhtml and untyped markup to their full text',
      fixture: 'atom-text-constructs.atom',
      pairs: [
        // text: markup-looking text is text, decoded once, as SquadScope's crawler reads it.
        ['https://constructs.example/text', 'Use <b> for bold, AT&amp;T'],
        ['https://constructs.example/html', 'Example Atom été €'],
        ['https://constructs.example/xhtml', 'Example Atom feeds & more'],
        ['https://constructs.example/inline', 'Inline markup, no type'],
      ],
    },
    {
      what: 'media:title when <title> is empty: beside it, in media:group, in media:content',
      fixture: 'media-title.rss',
      pairs: [
        ['https://media.example/beside', 'Beside the empty title'],
        ['https://media.example/group', 'In a media:group'],
        ['https://media.example/own', "The item's own title wins"],
        ['https://media.example/content', 'In media:content'],
      ],
    },
    {
      what: 'a title that is a whole HTML document, reduced to its text',
      fixture: 'html-document-titles.rss',
      pairs: [
        ['https://docs.example/cdata', 'Body text wins'],
        ['https://docs.example/escaped', 'Only the head has text'],
        ['https://docs.example/elements', 'Unescaped document'],
      ],
    },
  ])('$what', async ({ fixture, pairs }) => {
    expect((await articles(fixture)).pairs).toEqual(pairs);
  });
});

describe('Atom text constructs', () => {
  it('keeps inline XHTML content in order, hrefs included, for repository links', async () => {
    const { byUrl, feed } = await articles('atom-text-constructs.atom');
    expect(feed.entries[2]!.summary.replace(/\s+/g, ' ').trim()).toBe(
      'Code at acme/widgets, in order',
    );
    expect(byUrl.get('https://constructs.example/xhtml')!.github_urls).toEqual([
      'https://github.com/acme/widgets',
    ]);
  });

  it('decodes Atom 0.3 base64 content and reads mode="escaped" as HTML', async () => {
    const { pairs, byUrl } = await articles('atom03-base64.atom');
    expect(pairs).toEqual([
      ['https://atom03.example/base64', 'Base64 title: café <Atom 0.3>'],
      ['https://atom03.example/escaped', 'Escaped HTML title'],
    ]);
    expect(byUrl.get('https://atom03.example/base64')).toMatchObject({
      published: '2026-06-02T10:00:00Z',
      github_urls: ['https://github.com/acme/base64'],
    });
  });
});

describe('HTML named references', () => {
  it('repairs raw HTML references in the XML instead of refusing the feed', async () => {
    const { feed, pairs, byUrl } = await articles('html-references.rss');
    expect(feed.repaired).toBe('references');
    expect(pairs[0]).toEqual([
      'https://refs.example/raw',
      'Café prices in € are naïve guesses — ½ off ★✓',
    ]);
    expect(feed.entries[0]!.summary).toContain('Déjà vu ♥');
    // Escaped twice: decoded once (SquadScope's crawler gives the same), references left as text.
    expect(byUrl.get('https://refs.example/twice')!.title).toBe(
      'Escaped twice: d&eacute;j&agrave; &check; &NotEqualTilde; &bogus;',
    );
  });

  it('still refuses an undeclared name HTML does not know', async () => {
    await expect(
      parseFeed('<rss version="2.0"><channel><title>&eacute;&xxe;</title></channel></rss>'),
    ).rejects.toMatchObject({ code: 'parse_error' });
  });
});

describe('RSS and RDF with prefixed elements', () => {
  it('reads RSS 1.0 whose namespace is bound to a prefix, RDF bound to another', async () => {
    const { feed, pairs } = await articles('rss1-prefixed.rdf');
    expect(feed.format).toBe('rss1');
    expect(pairs).toEqual([
      ['https://prefixed.example/one', 'First prefixed item'],
      ['https://prefixed.example/two', 'Second item, linked by rdf:about'],
    ]);
  });

  it('reads RSS 2.0 in a prefixed namespace', async () => {
    const { feed, pairs } = await articles('rss2-prefixed.rss');
    expect(feed.format).toBe('rss2');
    expect(pairs).toEqual([['https://prefixed2.example/item', 'Prefixed RSS 2.0 item']]);
  });
});

describe('Atom link selection', () => {
  it('picks by rel and type, ignores links without href, falls back to text, id, self', async () => {
    const { feed, x } = await articles('atom-links.atom');
    expect(feed.entries.map((e) => e.link)).toEqual([
      'https://links.example/href',
      'https://links.example/html',
      'https://links.example/no-rel',
      'https://links.example/text-content',
      'https://links.example/from-id',
      'https://links.example/entries/6.atom',
      null,
    ]);
    expect(x.articles).toHaveLength(6);
    expect(x.dropped.no_link).toBe(1);
  });
});

describe('podcast items', () => {
  it('an item with only an enclosure is no article; a relative link resolves', async () => {
    const { pairs, x } = await articles('podcast-enclosure.rss', 'https://pod.example/feed.xml');
    expect(pairs).toEqual([['https://pod.example/episodes/1', 'Episode with a page']]);
    expect(x.dropped.no_link).toBe(1);
  });
});

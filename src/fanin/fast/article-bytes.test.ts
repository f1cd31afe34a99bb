import fc from 'fast-check';
import { canonicalJson, compareStrings, parseStrictSplitting } from '../../canonical/index.js';
import type { Article } from '../../contracts/index.js';
import { packArticles } from './article-bytes.js';
import { articleJson, packStrings } from './record-json.js';
import { plainUrlOrder } from '../url-order.js';

const text = fc.string({ unit: 'grapheme', maxLength: 30 });
const url = fc.oneof(
  fc.constantFrom('https://a.example/x', 'https://a.example/x/', 'https://b.example/y?utm=1'),
  text.map((t) => `https://c.example/${encodeURIComponent(t)}`),
  text,
);
const article: fc.Arbitrary<Article> = fc.record({
  url,
  title: text,
  published: fc.constantFrom('2026-06-01T00:00:00Z', '2026-06-02T10:30:00Z'),
  source: fc.constantFrom('feed-a', 'feed-b'),
  relevance_score: fc.integer({ min: 0, max: 100 }).map((n) => n / 100),
  github_urls: fc.array(text, { maxLength: 2 }),
  entities: fc.array(text, { maxLength: 2 }),
});

/** How another writer may write one article: canonical, indented, or with keys reversed. */
const writer = fc.constantFrom<(a: Article) => string>(
  (a) => canonicalJson(a),
  (a) => JSON.stringify(a, null, 2),
  (a) => JSON.stringify(Object.fromEntries(Object.entries(a).reverse())),
);
const separator = fc.constantFrom(',', ', ', ',\n  ');

const urlOrder = (articles: readonly Article[]) => plainUrlOrder(articles.map((a) => a.url));

describe('packArticles', () => {
  it('gives the bytes of the plain rule (articleJson in url order) for any layout of the leg', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(article, writer), { maxLength: 12 }),
        separator,
        fc.boolean(),
        (written, sep, sortFirst) => {
          const list = sortFirst
            ? [...written].sort(([a], [b]) => compareStrings(a.url, b.url))
            : written;
          const payload = `{"articles":[${list.map(([a, write]) => write(a)).join(sep)}],"n":1}`;
          const bytes = Buffer.from(payload, 'utf8');
          const parsed = parseStrictSplitting(bytes, 'articles');
          const articles = (parsed.value as { articles: Article[] }).articles;
          const order = urlOrder(articles);
          const plain = packStrings(order.map((i) => articleJson(articles[i]!)));
          const fast = packArticles(articles, order, bytes, parsed.elements);
          expect(Buffer.from(fast.bytes).toString('utf8')).toBe(
            Buffer.from(plain.bytes).toString('utf8'),
          );
          expect([...fast.ends]).toEqual([...plain.ends]);
          // Sources are places in the leg's bytes, where each packed text is.
          fast.sources?.forEach((source, i) => {
            const start = i > 0 ? (fast.ends[i - 1] as number) + 1 : 0;
            const packedText = fast.bytes.subarray(start, fast.ends[i]);
            expect(
              Buffer.compare(bytes.subarray(source, source + packedText.length), packedText),
            ).toBe(0);
          });
        },
      ),
      { numRuns: 400 },
    );
  });

  it('copies canonical articles of another order without serializing them again', () => {
    // A key articleJson does not write: only copied bytes can give this text.
    const a = { url: 'https://b.example/2', title: 'B', zeta: 1 } as unknown as Article;
    const b = { url: 'https://a.example/1', title: 'A', zeta: 2 } as unknown as Article;
    const payload = `{"articles":[${canonicalJson(a)},${canonicalJson(b)}]}`;
    const bytes = Buffer.from(payload);
    const parsed = parseStrictSplitting(bytes, 'articles');
    const articles = (parsed.value as { articles: Article[] }).articles;
    const packed = packArticles(articles, [1, 0], bytes, parsed.elements);
    expect(Buffer.from(packed.bytes).toString()).toBe(`${canonicalJson(b)},${canonicalJson(a)}`);
    expect(packed.bytes.buffer).not.toBe(bytes.buffer);
  });

  it('takes indented articles from their rewrites, with no places in the leg', () => {
    const a = { url: 'https://b.example/2', title: 'B', zeta: 1 } as unknown as Article;
    const b = { url: 'https://a.example/1', title: 'A', zeta: 2 } as unknown as Article;
    for (const order of [
      [0, 1],
      [1, 0],
    ]) {
      const list = order.map((i) => [b, a][i]);
      const bytes = Buffer.from(JSON.stringify({ articles: list }, null, 2));
      const parsed = parseStrictSplitting(bytes, 'articles');
      expect(parsed.elements?.rewritten).toBeDefined();
      const articles = (parsed.value as { articles: Article[] }).articles;
      const packed = packArticles(articles, urlOrder(articles), bytes, parsed.elements);
      expect(Buffer.from(packed.bytes).toString()).toBe(`${canonicalJson(b)},${canonicalJson(a)}`);
      expect(packed.sources).toBeUndefined();
      expect(packed.bytes.byteLength).toBe(packed.bytes.buffer.byteLength);
    }
  });
});

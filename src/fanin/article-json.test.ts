import fc from 'fast-check';
import { canonicalJson, checksumOf } from '../canonical/index.js';
import type { Article } from '../contracts/index.js';
import { exampleArticle } from '../contracts/examples.js';
import { articleJson, checksumOfJsonItems } from './article-json.js';

// Any strings (lone surrogates excluded: strict parsing rejects them before this runs),
// any score a leg could write.
const text = fc.string({ unit: 'grapheme', maxLength: 40 });
const article: fc.Arbitrary<Article> = fc.record({
  url: text,
  title: text,
  published: text,
  source: text,
  relevance_score: fc.oneof(
    fc.double({ min: 0, max: 1, noNaN: true }),
    fc.integer({ min: 0, max: 100 }).map((n) => n / 100),
  ),
  github_urls: fc.array(text, { maxLength: 3 }),
  entities: fc.array(text, { maxLength: 3 }),
});

describe('articleJson', () => {
  it('is the RFC 8785 canonical JSON of any article, whatever its key order', () => {
    fc.assert(
      fc.property(article, fc.boolean(), (a, reverse) => {
        const entries = Object.entries(a);
        const shuffled = Object.fromEntries(reverse ? entries.reverse() : entries) as Article;
        expect(articleJson(shuffled)).toBe(canonicalJson(a));
      }),
      { numRuns: 300 },
    );
  });

  it('escapes control characters and keeps non-ASCII text as JCS does', () => {
    const a = exampleArticle({ title: 'a\u0000b\u001f"\\\n é 😀 \u2028', relevance_score: 1e-7 });
    expect(articleJson(a)).toBe(canonicalJson(a));
  });

  it('hashes item lists like checksumOf hashes the array', () => {
    fc.assert(
      fc.property(fc.array(article, { maxLength: 8 }), (list) => {
        expect(checksumOfJsonItems(list.map(articleJson))).toBe(checksumOf(list));
      }),
    );
    // Large enough to be hashed in several pieces.
    const many = Array.from({ length: 800 }, (_, i) =>
      exampleArticle({ url: `https://example.com/${i}`, title: 'x'.repeat(i % 200) }),
    );
    expect(checksumOfJsonItems(many.map(articleJson))).toBe(checksumOf(many));
    // One item larger than the hashing buffer, multi-byte text around it.
    const huge = [
      exampleArticle({ title: 'é'.repeat(40_000) }),
      exampleArticle({ title: '😀'.repeat(20_000) }),
    ];
    expect(checksumOfJsonItems(huge.map(articleJson))).toBe(checksumOf(huge));
    expect(checksumOfJsonItems([])).toBe(checksumOf([]));
  });
});

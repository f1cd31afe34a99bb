/**
 * Any article a leg could carry, for the property tests of the fan-in's article JSON: any
 * strings (lone surrogates excluded: strict parsing rejects them before the fan-in reads
 * an article), any score a leg could write, and the optional categories present or not.
 */
import fc from 'fast-check';
import type { Article } from '../src/contracts/index.js';

export const articleText = fc.string({ unit: 'grapheme', maxLength: 40 });

export const anyArticle: fc.Arbitrary<Article> = fc
  .record({
    url: articleText,
    title: articleText,
    published: articleText,
    source: articleText,
    relevance_score: fc.oneof(
      fc.double({ min: 0, max: 1, noNaN: true }),
      fc.integer({ min: 0, max: 100 }).map((n) => n / 100),
    ),
    github_urls: fc.array(articleText, { maxLength: 3 }),
    entities: fc.array(articleText, { maxLength: 3 }),
    // Optional: half the articles carry the entry's category terms.
    categories: fc.option(fc.array(articleText, { maxLength: 3 }), { nil: undefined }),
  })
  .map(({ categories, ...rest }) => (categories === undefined ? rest : { ...rest, categories }));

/** The record with its keys in their order, or reversed: a key order other writers use. */
export function reordered<T extends object>(record: T, reverse: boolean): T {
  const entries = Object.entries(record);
  return Object.fromEntries(reverse ? entries.reverse() : entries) as T;
}

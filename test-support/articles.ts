/**
 * Any article a leg could carry, for the property tests of the fan-in's article JSON: any
 * strings (lone surrogates excluded: strict parsing rejects them before the fan-in reads
 * an article), any score a leg could write, and the optional categories present or not.
 */
import fc from 'fast-check';
import type { Article } from '../src/contracts/index.js';

// Strings that look like an article's members, so that code finding a member by its text
// in canonical JSON (rather than as a member) would show.
const memberLike = fc.constantFrom(
  ',"github_urls":[',
  ',"published":"',
  ',"relevance_score":1',
  ',"source":"a"',
  ',"title":"',
  '{"categories":[',
  '\\",\\"',
);

export const articleText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc
    .array(fc.oneof(memberLike, fc.string({ maxLength: 3 })), { maxLength: 4 })
    .map((parts) => parts.join('')),
);

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
    // Optional: half the articles carry the entry's category terms, its GitHub links as
    // SquadScope's crawler finds them, and its summary.
    categories: fc.option(fc.array(articleText, { maxLength: 3 }), { nil: undefined }),
    github_links: fc.option(fc.array(articleText, { maxLength: 3 }), { nil: undefined }),
    summary: fc.option(articleText, { nil: undefined }),
  })
  .map((record) => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(record)) if (value !== undefined) out[key] = value;
    return out as unknown as Article;
  });

/** The record with its keys in their order, or reversed: a key order other writers use. */
export function reordered<T extends object>(record: T, reverse: boolean): T {
  const entries = Object.entries(record);
  return Object.fromEntries(reverse ? entries.reverse() : entries) as T;
}

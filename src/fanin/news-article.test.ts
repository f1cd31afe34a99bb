import fc from 'fast-check';
import { canonicalJson } from '../canonical/index.js';
import type { Article } from '../contracts/index.js';
import { exampleArticle } from '../../test-support/contracts-examples.js';
import { articleJson } from './record-json.js';
import { newsArticle, newsArticleJson } from './news-article.js';

// Strings that look like the members the splice looks for, so that a member found inside a
// string (rather than as a member) would show.
const memberLike = fc.constantFrom(
  ',"github_urls":[',
  ',"published":"',
  ',"relevance_score":1',
  ',"source":"a"',
  ',"title":"',
  '{"categories":[',
  '\\",\\"',
);
const text = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc
    .array(fc.oneof(memberLike, fc.string({ maxLength: 3 })), { maxLength: 4 })
    .map((p) => p.join('')),
);
const article: fc.Arbitrary<Article> = fc
  .record({
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
    categories: fc.option(fc.array(text, { maxLength: 3 }), { nil: undefined }),
  })
  .map(({ categories, ...rest }) => (categories === undefined ? rest : { ...rest, categories }));

describe('newsArticleJson', () => {
  it('is the canonical JSON of the news article, from the canonical JSON of the article', () => {
    fc.assert(
      fc.property(article, fc.uniqueArray(text, { minLength: 1, maxLength: 3 }), (a, sources) => {
        expect(newsArticleJson(articleJson(a), sources)).toBe(
          canonicalJson(newsArticle(a, sources)),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('refuses what is not the canonical JSON of an article', () => {
    for (const json of [
      '{}',
      '{"url":"x"}',
      articleJson(exampleArticle()).replace(',"title":', ',"t":'),
    ]) {
      expect(() => newsArticleJson(json, ['a'])).toThrow('not the canonical JSON of an article');
    }
  });

  it('adds the consumers fields from the article itself, categories empty when absent', () => {
    const a = exampleArticle({ github_urls: ['https://github.com/acme/tool'] });
    expect(newsArticle(a, ['techcrunch'])).toEqual({
      ...a,
      published_at: a.published,
      github_links: ['https://github.com/acme/tool'],
      categories: [],
      sources: ['techcrunch'],
    });
    expect(newsArticle({ ...a, categories: ['AI'] }, ['a', 'b']).categories).toEqual(['AI']);
  });
});

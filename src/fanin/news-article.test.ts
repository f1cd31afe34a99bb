import fc from 'fast-check';
import { canonicalJson } from '../canonical/index.js';
import type { Article } from '../contracts/index.js';
import { exampleArticle } from '../../test-support/contracts-examples.js';
import { articleJson } from './fast/record-json.js';
import { newsArticle, newsArticleJson } from './news-article.js';

const text = fc.string({ unit: 'grapheme', maxLength: 30 });
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

import fc from 'fast-check';
import { canonicalJson } from '../canonical/index.js';
import { exampleArticle } from '../../test-support/contracts-examples.js';
import { articleJson } from './fast/record-json.js';
import { newsArticle, newsArticleJson } from './news-article.js';
import { anyArticle as article, articleText as text } from '../../test-support/articles.js';

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

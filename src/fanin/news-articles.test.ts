import fc from 'fast-check';
import { canonicalJson, checksumOf } from '../canonical/index.js';
import type { Article } from '../contracts/index.js';
import { exampleArticle } from '../../test-support/contracts-examples.js';
import { mergeArticles } from './article-merge.js';
import { DistinctLinks } from './fast/leg-links.js';
import { articleSetOf, legArticles, runInMemory } from './fast/merge-news.js';
import { RunsChecksum } from './fast/record-json.js';
import { newsArticle } from './news-article.js';
import { newsArticleParts } from './news-articles.js';
import { newsArtifactChecksum, StreamedArtifactChecksum } from './news-checksum.js';

const keep = new Set<string>();

// Text beyond ASCII everywhere it can be (one-, two-, three- and four-byte UTF-8), shared
// urls so that articles have several carriers, and scores Python writes otherwise.
const article = fc
  .record({
    url: fc.constantFrom('https://a.test/x', 'https://a.test/x/', 'https://b.test/y'),
    title: fc.oneof(fc.string({ unit: 'grapheme', maxLength: 12 }), fc.constant('東京 😀 é')),
    relevance_score: fc.constantFrom(0.5, 0.00005, 1),
    summary: fc.option(fc.constantFrom('naïve', 'plain'), { nil: undefined }),
  })
  .map(({ summary, ...fields }): Article => ({
    ...exampleArticle(fields),
    ...(summary === undefined ? {} : { summary }),
  }));

const legs = fc.array(
  fc
    .record({
      seq: fc.nat(5),
      source: fc.constantFrom('s', 'Zürich', '東京', '😀'),
      articles: fc.array(article, { maxLength: 4 }),
    })
    .map(({ seq, source, articles }) => ({
      seq,
      articles: articles.map((a) => ({ ...a, source })),
    })),
  { maxLength: 4 },
);

describe('newsArticleParts', () => {
  it('writes the news articles and their checksums as the plain rules do, any text', () => {
    fc.assert(
      fc.property(legs, (all) => {
        const final = articleSetOf(
          all.map((leg) => legArticles(leg.seq, leg.articles, keep)),
          keep,
        ).final();
        const hashes = { articles: new RunsChecksum(), artifact: new StreamedArtifactChecksum() };
        const counts = { githubLinks: new DistinctLinks(), perSource: new Map<string, number>() };
        // A part's bytes are good until the next is taken: each is copied at once.
        const copies: Buffer[] = [];
        for (const part of newsArticleParts(final, runInMemory, hashes, counts)) {
          copies.push('bytes' in part ? Buffer.from(part.bytes) : Buffer.from(part.text));
        }
        const written = Buffer.concat(copies).toString('utf8');

        const expected = mergeArticles(all, keep).map((m) => newsArticle(m.article, m.carriers));
        expect(written).toBe(canonicalJson(expected).slice(1, -1));
        expect(hashes.articles.digest()).toBe(checksumOf(expected));
        expect(hashes.artifact.finish({ metadata: {} })).toBe(
          newsArtifactChecksum({ articles: expected, metadata: {} }),
        );
      }),
    );
  });
});

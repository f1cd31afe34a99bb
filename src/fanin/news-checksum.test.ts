import fc from 'fast-check';
import {
  newsArtifactChecksum,
  NEWS_SCHEMA_CHECKSUM,
  StreamedArtifactChecksum,
} from './news-checksum.js';
import { canonicalJson, pythonNumber } from '../canonical/index.js';

describe("SquadScope's news checksums", () => {
  it('schema_checksum is its constant', () => {
    expect(NEWS_SCHEMA_CHECKSUM).toBe(
      '9e41c155fe80733dcd357087bb668ecf695ea2d2be0b0eb564d10fda1907be1b',
    );
  });

  it('artifact_checksum: its value for a file (computed by its artifact_checksum in Python)', () => {
    const file = {
      articles: [{ relevance_score: 1e-7, title: 'é\u2028"' }],
      crawled_at: 'x',
      metadata: { run_id: 'r', artifact_checksum: 'a', x: 0.00005, b: [1, 2.5] },
      week: '2026-W23',
    };
    expect(newsArtifactChecksum(file)).toBe(
      'e1525e50f426f5d22fc887958c28c66a75addc7e9088e6d85050875049cf4e0a',
    );
    // crawled_at and the four metadata keys are not covered; everything else is.
    const other = {
      ...file,
      crawled_at: 'y',
      metadata: {
        ...file.metadata,
        run_id: 's',
        source_reuse_summary: [],
        source_artifact_provenance: [1],
      },
    };
    expect(newsArtifactChecksum(other)).toBe(newsArtifactChecksum(file));
    expect(newsArtifactChecksum({ ...file, week: '2026-W24' })).not.toBe(
      newsArtifactChecksum(file),
    );
  });

  it('streamed over the articles as written, it equals the plain rule', () => {
    const article = fc.record({
      title: fc.string(),
      relevance_score: fc.double({ min: 0, max: 1, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(fc.array(article), { maxLength: 4 }), fc.string(), (runs, week) => {
        const streamed = new StreamedArtifactChecksum();
        for (const run of runs) {
          if (run.length > 0) streamed.add(run.map((a) => pythonArticle(a)).join(','));
        }
        const metadata = { run_id: 'r', total: 1 };
        const rest = { metadata, week };
        expect(streamed.finish(rest)).toBe(
          newsArtifactChecksum({ articles: runs.flat(), crawled_at: 'x', ...rest }),
        );
      }),
    );
  });
});

/** An article as Python writes it (its canonical JSON, the score as Python writes it). */
function pythonArticle(a: { title: string; relevance_score: number }): string {
  return canonicalJson(a).replace(
    `"relevance_score":${JSON.stringify(a.relevance_score)}`,
    `"relevance_score":${pythonNumber(a.relevance_score)}`,
  );
}

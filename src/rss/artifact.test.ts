import fc from 'fast-check';
import { checksumOf, compareStrings } from '../canonical/index.js';
import { validate } from '../contracts/index.js';
import { exampleArticle, exampleRunContext } from '../../test-support/contracts-examples.js';
import { buildRssArtifact, type LegObservation } from './artifact.js';
import type { Extraction } from './extract.js';

const fan = [{ fan_id: '2026-W23-0123456789ab:rss', seq: 2, expected: 5 }];

function extraction(overrides: Partial<Extraction> = {}): Extraction {
  return {
    articles: [exampleArticle()],
    entries: 1,
    dropped: { no_link: 0, bad_date: 0 },
    outsideWindow: 0,
    duplicates: 0,
    relevant: 1,
    ...overrides,
  };
}

function observe(overrides: Partial<LegObservation> = {}): LegObservation {
  return {
    sourceId: 'techcrunch',
    runContext: exampleRunContext(),
    fan,
    extraction: extraction(),
    cut: null,
    error: null,
    fetchDurationMs: 120.4,
    retries: 1,
    maxBytes: 1000,
    ...overrides,
  };
}

function valid(o: LegObservation) {
  const artifact = buildRssArtifact(o);
  expect(validate('rss_source_v2', artifact)).toEqual({ ok: true });
  return artifact;
}

describe('buildRssArtifact', () => {
  it('success: every entry valid; metrics and checksum', () => {
    const a = valid(observe());
    expect(a).toMatchObject({
      schema_version: 2,
      source_id: 'techcrunch',
      fan,
      status: 'success',
      error: null,
      metrics: { articles_fetched: 1, articles_relevant: 1, fetch_duration_ms: 120, retries: 1 },
    });
    expect(a.checksum).toBe(checksumOf(a.articles));
  });

  it('success with zero articles', () => {
    expect(
      valid(observe({ extraction: extraction({ articles: [], relevant: 0, outsideWindow: 4 }) }))
        .status,
    ).toBe('success');
  });

  it('partial when entries were dropped as invalid (even with zero articles)', () => {
    expect(
      valid(observe({ extraction: extraction({ dropped: { no_link: 1, bad_date: 0 } }) })).status,
    ).toBe('partial');
    expect(
      valid(
        observe({
          extraction: extraction({
            articles: [],
            relevant: 0,
            dropped: { no_link: 0, bad_date: 2 },
          }),
        }),
      ).status,
    ).toBe('partial');
  });

  it('partial when cut short with articles; failed too_large / cancelled without', () => {
    expect(valid(observe({ cut: 'max_bytes' })).status).toBe('partial');
    expect(valid(observe({ cut: 'cancelled' })).status).toBe('partial');
    const tooLarge = valid(
      observe({ cut: 'max_bytes', extraction: extraction({ articles: [], relevant: 0 }) }),
    );
    expect(tooLarge).toMatchObject({
      status: 'failed',
      articles: [],
      error: { code: 'too_large' },
    });
    expect(tooLarge.error?.message).toContain('1000 bytes');
    const cancelled = valid(
      observe({ cut: 'cancelled', extraction: extraction({ articles: [], relevant: 0 }) }),
    );
    expect(cancelled).toMatchObject({ status: 'failed', error: { code: 'cancelled' } });
  });

  it('failed with the error when there is no document', () => {
    const a = valid(
      observe({
        extraction: null,
        error: { code: 'http_status', message: 'HTTP 404', status: 404 },
      }),
    );
    expect(a).toMatchObject({
      status: 'failed',
      articles: [],
      error: { code: 'http_status', message: 'HTTP 404', status: 404 },
      metrics: { articles_fetched: 0, articles_relevant: 0 },
    });
    expect(a.checksum).toBe(checksumOf([]));
  });

  it('makes hostile error messages one valid line within the schema limit', () => {
    const a = valid(
      observe({
        extraction: null,
        error: {
          code: 'network',
          message: `a\n::set-output name=x::y\u0000\ud800${'z'.repeat(5000)}`,
        },
      }),
    );
    expect(a.error!.message).not.toMatch(/[\n\u0000]/);
    expect(a.error!.message.length).toBeLessThanOrEqual(2000);
    expect(
      valid(observe({ extraction: null, error: { code: 'internal', message: '' } })).error!.message,
    ).toBe('internal');
  });

  it('checksum is over the articles sorted by URL, whatever their order (property)', () => {
    const article = fc.record({
      path: fc.stringMatching(/^[a-z0-9]{1,8}$/),
      score: fc.integer({ min: 0, max: 100 }),
    });
    fc.assert(
      fc.property(fc.uniqueArray(article, { selector: (a) => a.path, maxLength: 8 }), (specs) => {
        const articles = specs.map((s) =>
          exampleArticle({ url: `https://x.example/${s.path}`, relevance_score: s.score / 100 }),
        );
        const a = buildRssArtifact(
          observe({ extraction: extraction({ articles: [...articles].reverse(), relevant: 0 }) }),
        );
        const sorted = [...articles].sort((x, y) => compareStrings(x.url, y.url));
        expect(a.articles).toEqual(sorted);
        expect(a.checksum).toBe(checksumOf(sorted));
        expect(validate('rss_source_v2', a)).toEqual({ ok: true });
      }),
    );
  });
});

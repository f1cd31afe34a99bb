import fc from 'fast-check';
import { exampleArticle, exampleRssArtifact } from '../../../test-support/contracts-examples.js';
import { validate } from '../../contracts/index.js';
import { articleSurelyValid, articlesSurelyValid } from './article-check.js';
import { capProblems } from '../reasons.js';
import { validateRssLeg } from '../validate.js';
import { exampleFanPlan, exampleRunContext } from '../../../test-support/contracts-examples.js';
import type { Fan } from '../../contracts/index.js';

/** The schema validator's verdict on one article (inside an otherwise valid leg). */
function schemaAccepts(article: unknown): boolean {
  const payload = { ...exampleRssArtifact(), articles: [article] };
  const result = validate('rss_source_v2', payload);
  if (result.ok) return true;
  // Only the article may be at fault: the envelope is the valid example.
  for (const e of result.errors) expect(e.pointer.startsWith('/articles/0')).toBe(true);
  return false;
}

// Pieces that sit on either side of each rule of the article schema.
const urlArb = fc.oneof(
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.constantFrom(
    'https://example.com/a/b',
    'http://example.com',
    'HTTP://EXAMPLE.COM/x',
    'https://example.com/%41%zz',
    'https://example.com/%41',
    'https://exa mple.com/',
    'https://[::1]/x',
    'https://user:pw@example.com:8080/p?q=1#f',
    'https://example.com/"quoted"',
    'https://example.com/ü',
    'ftp://example.com/',
    'https://',
    'https:/example.com',
    'https://example.com/' + 'a'.repeat(2030),
    'https://example.com/' + 'a'.repeat(2029),
    'https://example.com/' + '😀'.repeat(1100),
  ),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }).map((s) => `https://${s}`),
  fc.string(),
);
const timestampArb = fc.oneof(
  fc
    .tuple(
      fc.integer({ min: 0, max: 9999 }),
      fc.integer({ min: 0, max: 13 }),
      fc.integer({ min: 0, max: 32 }),
      fc.integer({ min: 0, max: 24 }),
      fc.integer({ min: 0, max: 60 }),
      fc.integer({ min: 0, max: 60 }),
    )
    .map(
      ([y, mo, d, h, mi, s]) =>
        `${String(y).padStart(4, '0')}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}T${String(h).padStart(2, '0')}:${String(mi).padStart(2, '0')}:${String(s).padStart(2, '0')}Z`,
    ),
  fc.constantFrom('2024-02-29T00:00:00Z', '2023-02-29T00:00:00Z', '1900-02-29T12:00:00Z'),
  fc.constantFrom('2026-06-01T00:00:00z', '2026-06-01 00:00:00Z', '2026-06-01T00:00:00+00:00'),
  fc.string(),
);
const stringOfLength = (min: number, max: number) =>
  fc.oneof(
    fc.string({ minLength: min, maxLength: max }),
    fc.string({ unit: 'grapheme', minLength: Math.max(0, min - 1), maxLength: max + 1 }),
    fc.nat({ max: 3 }).map((n) => '😀'.repeat(Math.ceil(max / 2)) + 'x'.repeat(n)),
    fc.nat({ max: 2 }).map((n) => 'x'.repeat(Math.max(0, max - 1 + n))),
  );
const githubUrlArb = fc.oneof(
  fc.constantFrom(
    'https://github.com/acme/tool',
    'https://github.com/acme/tool.js',
    'https://github.com/acme/',
    'http://github.com/acme/tool',
    'https://github.com/ac_me/tool',
    'https://github.com/acme/tool/extra',
  ),
  fc.string(),
);
const valueArb = fc.oneof(fc.string(), fc.double(), fc.integer(), fc.constant(null), fc.boolean());

const articleArb = fc
  .record({
    url: fc.oneof({ weight: 5, arbitrary: urlArb }, valueArb),
    title: fc.oneof({ weight: 5, arbitrary: stringOfLength(0, 2000) }, valueArb),
    published: fc.oneof({ weight: 5, arbitrary: timestampArb }, valueArb),
    source: fc.oneof(
      { weight: 5, arbitrary: fc.constantFrom('techcrunch', 'a', '-a', 'A', 'a'.repeat(65)) },
      fc.string(),
      valueArb,
    ),
    relevance_score: fc.oneof(
      fc.double({ min: -0.5, max: 1.5, noNaN: true }),
      fc.constantFrom(0, 1, -0, 0.5),
      valueArb,
    ),
    github_urls: fc.oneof(
      { weight: 5, arbitrary: fc.array(githubUrlArb, { maxLength: 3 }) },
      fc.constant(['https://github.com/a/b', 'https://github.com/a/b']),
      // Repeats anywhere in short and long lists (pairs compared, or a set past 8).
      fc.array(
        fc.constantFrom(...Array.from({ length: 12 }, (_, i) => `https://github.com/a/r${i}`)),
        {
          maxLength: 12,
        },
      ),
      valueArb,
    ),
    entities: fc.oneof(
      { weight: 5, arbitrary: fc.array(stringOfLength(0, 200), { maxLength: 3 }) },
      valueArb,
    ),
    categories: fc.oneof(
      { weight: 5, arbitrary: fc.array(stringOfLength(0, 200), { maxLength: 3 }) },
      fc.constant(['AI', 'AI']),
      fc.constant(Array.from({ length: 101 }, (_, i) => `term ${i}`)),
      valueArb,
    ),
  })
  .chain((article) =>
    fc.oneof(
      { weight: 8, arbitrary: fc.constant<Record<string, unknown>>(article) },
      // The optional categories left out, as most writers of the contract do.
      {
        weight: 8,
        arbitrary: fc.constant<Record<string, unknown>>(
          Object.fromEntries(Object.entries(article).filter(([key]) => key !== 'categories')),
        ),
      },
      fc.constantFrom(...Object.keys(article)).map((drop) => {
        const copy: Record<string, unknown> = { ...article };
        delete copy[drop];
        return copy;
      }),
      fc.constant<Record<string, unknown>>({ ...article, extra: 1 }),
    ),
  );

/** A valid article with one field replaced: every rule gets tested on its own. */
const oneFieldArb = articleArb.chain((random) =>
  fc.constantFrom(...Object.keys(random)).map((key) => ({
    ...exampleArticle(),
    [key]: random[key],
  })),
);

describe('articleSurelyValid', () => {
  it('only accepts articles the schema validator accepts', () => {
    fc.assert(
      fc.property(fc.oneof(articleArb, oneFieldArb), (article) => {
        if (articleSurelyValid(article)) expect(schemaAccepts(article)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('only accepts an article when the schema accepts it (hand-picked edges)', () => {
    const edges: unknown[] = [
      exampleArticle(),
      exampleArticle({ published: '2024-02-29T00:00:00Z' }),
      exampleArticle({ published: '2023-02-29T00:00:00Z' }),
      exampleArticle({ published: '2026-04-31T00:00:00Z' }),
      exampleArticle({ url: 'https://example.com/%7e' }),
      exampleArticle({ url: 'https://example.com/%zz' }),
      exampleArticle({ url: 'https://ex%zz.com/' }),
      exampleArticle({ url: 'https://example.com:8443/x' }),
      exampleArticle({ entities: ['😀'.repeat(150)] }),
      exampleArticle({ entities: [''] }),
      exampleArticle({ entities: ['x'.repeat(201)] }),
      exampleArticle({ title: 'x'.repeat(2001) }),
      exampleArticle({ url: `https://example.com/${'a'.repeat(2029)}` }),
      exampleArticle({ relevance_score: 1.01 }),
      exampleArticle({ relevance_score: -0.01 }),
      exampleArticle({ source: 'A' }),
      exampleArticle({ github_urls: ['https://github.com/a/b', 'https://github.com/a/b'] }),
      exampleArticle({ categories: ['AI', 'Startups'] }),
      exampleArticle({ categories: [] }),
      exampleArticle({ categories: ['AI', 'AI'] }),
      exampleArticle({ categories: [''] }),
      exampleArticle({ categories: Array.from({ length: 101 }, (_, i) => `t${i}`) }),
      { ...exampleArticle(), __proto__: 1 },
      JSON.parse(`{"__proto__":1,${JSON.stringify(exampleArticle()).slice(1)}`),
      [],
      null,
    ];
    for (const article of edges) {
      if (articleSurelyValid(article)) expect(schemaAccepts(article)).toBe(true);
    }
  });

  it('proves the usual articles valid (so the fast path is taken)', () => {
    expect(articleSurelyValid(exampleArticle())).toBe(true);
    expect(
      articleSurelyValid(
        exampleArticle({
          url: 'https://news.example/stories/12/?utm_source=x&a=b#top',
          published: '2026-05-31T23:59:59Z',
          github_urls: ['https://github.com/acme/tool', 'https://github.com/acme/other'],
          entities: ['OpenAI', 'Rust Labs'],
        }),
      ),
    ).toBe(true);
    // Percent escapes and ports take ajv-formats' own uri check: still proven.
    expect(articleSurelyValid(exampleArticle({ url: 'https://example.com:8443/%7E' }))).toBe(true);
    expect(articleSurelyValid(exampleArticle({ categories: ['AI', 'Open source'] }))).toBe(true);
    expect(articlesSurelyValid([exampleArticle(), exampleArticle()])).toBe(true);
    expect(articlesSurelyValid([exampleArticle(), { ...exampleArticle(), url: 1 }])).toBe(false);
    expect(articlesSurelyValid({})).toBe(false);
  });
});

describe('validateRssLeg with the fast article check', () => {
  const expectation = {
    runContext: exampleRunContext(),
    fan: exampleFanPlan().fans.rss as Fan,
    maxBytes: 1 << 20,
  };

  it('reports the same schema errors as validating the whole payload', () => {
    fc.assert(
      fc.property(
        fc.array(articleArb, { minLength: 0, maxLength: 4 }),
        fc.constantFrom('success', 'failed', 'bogus'),
        fc.boolean(),
        (articles, status, badMetrics) => {
          const payload = {
            ...exampleRssArtifact(),
            status,
            articles,
            ...(badMetrics ? { metrics: {} } : {}),
          };
          const text = JSON.stringify(payload);
          const whole = validate('rss_source_v2', JSON.parse(text));
          const result = validateRssLeg('techcrunch', text, expectation);
          if (!whole.ok) {
            expect(result.ok).toBe(false);
            if (result.ok) return;
            expect(result.reason).toBe('schema');
            expect(result.problems).toEqual(
              capProblems(
                whole.errors.map((e) => ({
                  code: 'schema',
                  pointer: e.pointer,
                  message: e.message,
                })),
              ),
            );
          } else if (!result.ok) {
            expect(result.reason).not.toBe('schema');
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});

import fc from 'fast-check';
import { canonicalJson, checksumOf, compareStrings } from '../canonical/index.js';
import {
  articlesChecksum,
  exampleArticle,
  exampleFanPlan,
  exampleRepository,
  exampleRssArtifact,
  exampleRunContext,
  exampleShard,
} from '../../test-support/contracts-examples.js';
import type { Article, Fan, RssArtifact } from '../contracts/index.js';
import { MAX_PROBLEMS } from './reasons.js';
import { asciiEscaped } from '../../test-support/json-records.js';
import { foreignLegText } from '../../bench/foreign-legs.js';
import { validateGithubShard, validateRssLeg, type LegExpectation } from './validate.js';

const plan = exampleFanPlan();
const rssFan = plan.fans.rss as Fan;
const githubFan = plan.fans.github as Fan;
const rssExpect: LegExpectation = {
  runContext: exampleRunContext(),
  fan: rssFan,
  maxBytes: 1 << 20,
};
const githubExpect: LegExpectation = { ...rssExpect, fan: githubFan };

function rssBytes(overrides: Partial<RssArtifact> = {}): string {
  return JSON.stringify(exampleRssArtifact(overrides));
}

function expectRejected(
  result: ReturnType<typeof validateRssLeg> | ReturnType<typeof validateGithubShard>,
  reason: string,
  pointer: string,
): string {
  if (result.ok) throw new Error('expected a rejection');
  expect(result.reason).toBe(reason);
  const problem = result.problems.find((p) => p.pointer === pointer);
  expect(problem).toBeDefined();
  expect(problem?.code).toBe(reason);
  return problem?.message ?? '';
}

describe('validateRssLeg', () => {
  it('accepts a valid leg and returns its articles sorted by url with their canonical JSON', () => {
    const articles = [
      exampleArticle({ url: 'https://techcrunch.com/b' }),
      exampleArticle({ url: 'https://techcrunch.com/a' }),
    ];
    const result = validateRssLeg('techcrunch', rssBytes({ articles }), rssExpect);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.seq).toBe(0);
    expect(result.sorted.map((a) => a.url)).toEqual([
      'https://techcrunch.com/a',
      'https://techcrunch.com/b',
    ]);
    const { bytes, ends } = result.packed;
    const first = Buffer.from(bytes.subarray(0, ends[0])).toString('utf8');
    expect(first).toBe(canonicalJson(result.sorted[0]));
  });

  it('reuses the bytes of a canonical leg; any other serialization packs the same bytes', () => {
    const article = fc.record({
      url: fc.constantFrom(
        'https://techcrunch.com/a',
        'https://techcrunch.com/b',
        'https://techcrunch.com/c?x=1',
      ),
      title: fc.oneof(fc.string({ unit: 'grapheme', maxLength: 12 }), fc.constant('café')),
      relevance_score: fc.constantFrom(0, 0.5, 1),
    });
    const writers: [string, (leg: RssArtifact) => string][] = [
      ['canonical', (leg) => `${canonicalJson(leg)}\n`],
      ['indented', (leg) => JSON.stringify(leg, null, 2)],
      ['keys reversed', (leg) => JSON.stringify(Object.fromEntries(Object.entries(leg).reverse()))],
      ['escaped', (leg) => canonicalJson(leg).replace(/é/g, '\\u00e9')],
    ];
    fc.assert(
      fc.property(fc.array(article, { maxLength: 6 }), fc.boolean(), (parts, sortFirst) => {
        let articles = parts.map((p) => exampleArticle(p));
        if (sortFirst) articles = [...articles].sort((a, b) => compareStrings(a.url, b.url));
        const leg = exampleRssArtifact({ articles, checksum: articlesChecksum(articles) });
        const joined = [...articles]
          .sort((a, b) => compareStrings(a.url, b.url))
          .map((a) => canonicalJson(a))
          .join(',');
        const sorted = articles.every(
          (a, i) => i === 0 || compareStrings((articles[i - 1] as Article).url, a.url) <= 0,
        );
        const packs = writers.map(([name, write]) => {
          const text = write(leg);
          const bytes = new Uint8Array(Buffer.from(text, 'utf8'));
          const result = validateRssLeg('techcrunch', bytes, rssExpect);
          if (!result.ok) throw new Error(`${name}: ${JSON.stringify(result.problems)}`);
          // Reused exactly when the articles are written canonically, in url order.
          const reusable = sorted && articles.length > 0 && text.includes(`"articles":[${joined}]`);
          expect([name, result.packed.bytes.buffer === bytes.buffer]).toEqual([name, reusable]);
          return Buffer.from(result.packed.bytes).toString('utf8');
        });
        expect(packs.length).toBe(writers.length);
        expect(packs[0]).toBe(joined);
        expect(new Set(packs).size).toBe(1);
      }),
      { numRuns: 100 },
    );
  });

  it('accepts a payload written by another program: indented, keys in another order', () => {
    const artifact = exampleRssArtifact();
    const reordered: Record<string, unknown> = Object.fromEntries(
      Object.entries(artifact).reverse(),
    );
    reordered.articles = artifact.articles.map((a) =>
      Object.fromEntries(Object.entries(a).reverse()),
    );
    const result = validateRssLeg('techcrunch', JSON.stringify(reordered, null, 4), rssExpect);
    expect(result.ok).toBe(true);
  });

  it('reads a leg whose every non-ASCII character is escaped (json_encode) as its text', () => {
    // 700 CJK characters: within the title limit of 2000, over it if read as UTF-8 bytes.
    const title = `${'中'.repeat(700)} café 😀`;
    const articles = [exampleArticle({ title, entities: ['日'.repeat(100)] })];
    const leg = exampleRssArtifact({ articles, checksum: articlesChecksum(articles) });
    const bytes = new Uint8Array(Buffer.from(asciiEscaped(JSON.stringify(leg, null, 4)), 'latin1'));
    const result = validateRssLeg('techcrunch', bytes, rssExpect);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.payload.articles[0]?.title).toBe(title);
    expect(Buffer.from(result.packed.bytes).toString('utf8')).toBe(canonicalJson(articles[0]));
  });

  it("accepts the benchmark's foreign legs in every layout, as the same articles", () => {
    // The bench measures the fan-in on them: legs it rejected would measure nothing.
    const frame = { fan_id: rssFan.fan_id, seq: 0, expected: rssFan.expected };
    const read = (['canonical', 'indented', 'escaped'] as const).map((layout) => {
      const text = foreignLegText(layout, exampleRunContext(), frame, 'techcrunch', 60);
      const result = validateRssLeg('techcrunch', new Uint8Array(Buffer.from(text)), rssExpect);
      if (!result.ok) throw new Error(`${layout}: ${JSON.stringify(result.problems)}`);
      return result.sorted;
    });
    expect(read[0]?.some((a) => /[^\x00-\x7f]/.test(a.title))).toBe(true);
    expect(read[1]).toEqual(read[0]);
    expect(read[2]).toEqual(read[0]);
  });

  it('accepts a leg whose created_at differs from the run context (same run)', () => {
    const run_context = exampleRunContext({ created_at: '2026-06-05T18:00:00Z' });
    expect(validateRssLeg('techcrunch', rssBytes({ run_context }), rssExpect).ok).toBe(true);
  });

  it('finds its frame below an outer fan', () => {
    const fan = [
      { fan_id: 'outer', seq: 3, expected: 4 },
      { fan_id: rssFan.fan_id, seq: 1, expected: 5 },
    ];
    const result = validateRssLeg(
      'nvidia_blog',
      rssBytes({
        fan,
        source_id: 'nvidia_blog',
        articles: [exampleArticle({ source: 'nvidia_blog' })],
      }),
      rssExpect,
    );
    expect(result.ok && result.seq).toBe(1);
  });

  it('takes the frame of a leg without fan frames from the plan, by its source id', () => {
    const { fan: _fan, ...payload } = exampleRssArtifact({
      source_id: 'nvidia_blog',
      articles: [exampleArticle({ source: 'nvidia_blog' })],
    });
    const result = validateRssLeg('nvidia_blog', JSON.stringify(payload), rssExpect);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.seq).toBe(1);
    expect(result.frames).toEqual([{ fan_id: rssFan.fan_id, seq: 1, expected: rssFan.expected }]);
    // A source the plan does not hold has no frame to take.
    const { fan: _other, ...unplanned } = exampleRssArtifact({
      source_id: 'elsewhere',
      articles: [exampleArticle({ source: 'elsewhere' })],
    });
    const message = expectRejected(
      validateRssLeg('elsewhere', JSON.stringify(unplanned), rssExpect),
      'fan',
      '/source_id',
    );
    expect(message).toContain('not in the plan');
  });

  it('rejects duplicate keys (parse) with the pointer of the repeated key', () => {
    const text = rssBytes().replace('"status":"success"', '"status":"success","status":"failed"');
    const message = expectRejected(
      validateRssLeg('techcrunch', text, rssExpect),
      'parse',
      '/status',
    );
    expect(message).toMatch(/duplicate key/);
  });

  it('rejects text that is not JSON (parse) and a payload over the limit (too_large)', () => {
    expectRejected(validateRssLeg('techcrunch', '{"schema_version": 2,', rssExpect), 'parse', '');
    const small = { ...rssExpect, maxBytes: 100 };
    expectRejected(validateRssLeg('techcrunch', rssBytes(), small), 'too_large', '');
  });

  it('rejects an unknown or missing schema_version before the full schema (schema_version)', () => {
    const v3 = { ...exampleRssArtifact(), schema_version: 3 };
    const message = expectRejected(
      validateRssLeg('techcrunch', JSON.stringify(v3), rssExpect),
      'schema_version',
      '/schema_version',
    );
    expect(message).toBe('unknown schema_version 3 (this fan-in reads 2)');
    const { schema_version: _v, ...none } = exampleRssArtifact();
    expectRejected(
      validateRssLeg('techcrunch', JSON.stringify(none), rssExpect),
      'schema_version',
      '/schema_version',
    );
    const result = validateRssLeg('techcrunch', JSON.stringify(v3), rssExpect);
    expect(!result.ok && result.problems).toHaveLength(1);
  });

  it('rejects a payload that fails the schema, naming each field (schema)', () => {
    expectRejected(validateRssLeg('techcrunch', '[1]', rssExpect), 'schema', '');
    const bad = rssBytes({ articles: [exampleArticle({ relevance_score: 2 })] });
    expectRejected(
      validateRssLeg('techcrunch', bad, rssExpect),
      'schema',
      '/articles/0/relevance_score',
    );
  });

  it('rejects a failed leg that carries articles or no error object (schema)', () => {
    const withArticles = rssBytes({
      status: 'failed',
      error: { code: 'timeout', message: 'timed out' },
    });
    expectRejected(validateRssLeg('techcrunch', withArticles, rssExpect), 'schema', '/articles');
    const noError = rssBytes({ status: 'failed', articles: [], error: null });
    expectRejected(validateRssLeg('techcrunch', noError, rssExpect), 'schema', '/error');
  });

  it('rejects another week (run_context) and says which week', () => {
    const run_context = exampleRunContext({
      week: '2026-W22',
      since: '2026-05-25T00:00:00Z',
      until: '2026-06-01T00:00:00Z',
    });
    const result = validateRssLeg('techcrunch', rssBytes({ run_context }), rssExpect);
    const message = expectRejected(result, 'run_context', '/run_context/week');
    expect(message).toBe("week 2026-W22 does not match the run's week 2026-W23");
    expectRejected(result, 'run_context', '/run_context/since');
  });

  it('rejects another source config checksum (config_checksum)', () => {
    const run_context = exampleRunContext({ source_config_checksum: `sha256:${'d'.repeat(64)}` });
    expectRejected(
      validateRssLeg('techcrunch', rssBytes({ run_context }), rssExpect),
      'config_checksum',
      '/run_context/source_config_checksum',
    );
  });

  it('rejects a tampered payload whose checksum no longer matches (checksum)', () => {
    const artifact = exampleRssArtifact();
    const tampered = { ...artifact, articles: [{ ...artifact.articles[0], title: 'Edited' }] };
    const message = expectRejected(
      validateRssLeg('techcrunch', JSON.stringify(tampered), rssExpect),
      'checksum',
      '/checksum',
    );
    expect(message).toContain(artifact.checksum);
  });

  it('rejects a checksum over unsorted articles (the rule sorts by url)', () => {
    const articles = [
      exampleArticle({ url: 'https://techcrunch.com/b' }),
      exampleArticle({ url: 'https://techcrunch.com/a' }),
    ];
    // Hashed in the order written, not sorted by url.
    const wrong = exampleRssArtifact({ articles, checksum: checksumOf(articles) });
    expect(wrong.checksum).not.toBe(articlesChecksum(articles));
    expectRejected(
      validateRssLeg('techcrunch', JSON.stringify(wrong), rssExpect),
      'checksum',
      '/checksum',
    );
  });

  it('rejects fan frames that disagree with the plan or the name (fan)', () => {
    const frame = (seq: number, expected = 5, fan_id = rssFan.fan_id) => [
      { fan_id, seq, expected },
    ];
    expectRejected(
      validateRssLeg('techcrunch', rssBytes({ fan: frame(0, 5, 'other:rss') }), rssExpect),
      'fan',
      '/fan',
    );
    expectRejected(
      validateRssLeg('techcrunch', rssBytes({ fan: frame(0, 6) }), rssExpect),
      'fan',
      '/fan/0/expected',
    );
    const one = expectRejected(
      validateRssLeg('techcrunch', rssBytes({ fan: frame(0, 1) }), rssExpect),
      'fan',
      '/fan/0/expected',
    );
    expect(one).toBe('the frame expects 1 leg, the plan 5');
    const message = expectRejected(
      validateRssLeg('techcrunch', rssBytes({ fan: frame(2) }), rssExpect),
      'fan',
      '/fan/0/seq',
    );
    expect(message).toBe('seq 2 is leg "hugging_face_blog" in the plan, not "techcrunch"');
    expectRejected(
      validateRssLeg('techcrunch', rssBytes({ fan: frame(7, 5) }), rssExpect),
      'fan',
      '/fan/0/seq',
    );
    // A payload uploaded under another leg's name.
    expectRejected(validateRssLeg('nvidia_blog', rssBytes(), rssExpect), 'fan', '/source_id');
  });

  it('rejects an article attributed to another source (consistency)', () => {
    const articles = [
      exampleArticle(),
      exampleArticle({ url: 'https://x.test/', source: 'other' }),
    ];
    expectRejected(
      validateRssLeg('techcrunch', rssBytes({ articles }), rssExpect),
      'consistency',
      '/articles/1/source',
    );
  });

  it('names the first rule broken as the reason and lists the others', () => {
    const artifact = exampleRssArtifact({
      run_context: exampleRunContext({ week: '2026-W22' }),
      fan: [{ fan_id: rssFan.fan_id, seq: 3, expected: 5 }],
    });
    const result = validateRssLeg(
      'techcrunch',
      JSON.stringify({ ...artifact, checksum: `sha256:${'0'.repeat(64)}` }),
      rssExpect,
    );
    if (result.ok) throw new Error('expected a rejection');
    expect(result.reason).toBe('run_context');
    expect(result.problems.map((p) => p.code)).toEqual(['run_context', 'fan', 'checksum']);
  });

  it('caps the problems listed for a garbage payload', () => {
    const articles = Array.from({ length: 40 }, (_, i) =>
      exampleArticle({ url: `https://x.test/${i}`, source: 'other' }),
    );
    const result = validateRssLeg('techcrunch', rssBytes({ articles }), rssExpect);
    if (result.ok) throw new Error('expected a rejection');
    expect(result.problems).toHaveLength(MAX_PROBLEMS + 1);
    expect(result.problems.at(-1)?.message).toBe('20 more problems not listed');
  });
});

describe('validateGithubShard', () => {
  it('accepts a valid shard', () => {
    const result = validateGithubShard('new_repos', JSON.stringify(exampleShard()), githubExpect);
    expect(result.ok && result.seq).toBe(0);
  });

  it('accepts a shard of only the contract fields, its frame from the plan', () => {
    const eight = (full_name: string) => {
      const r = exampleRepository({ full_name });
      return {
        full_name: r.full_name,
        stars: r.stars,
        stars_gained: r.stars_gained,
        description: r.description,
        language: r.language,
        topics: r.topics,
        created_at: r.created_at,
        pushed_at: r.pushed_at,
      };
    };
    const repositories = [eight('b/two'), eight('a/one')];
    const payload = {
      schema_version: 'github_shard_v1',
      shard_id: 'trending_repos',
      run_context: exampleRunContext(),
      repositories,
      api_metrics: exampleShard().api_metrics,
      checksum: checksumOf(
        [...repositories].sort((a, b) => compareStrings(a.full_name, b.full_name)),
      ),
    };
    const result = validateGithubShard('trending_repos', JSON.stringify(payload), githubExpect);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.seq).toBe(1);
    // One contract field missing is still refused.
    const { pushed_at: _pushed, ...seven } = repositories[0]!;
    const broken = { ...payload, repositories: [seven, repositories[1]] };
    expectRejected(
      validateGithubShard('trending_repos', JSON.stringify(broken), githubExpect),
      'schema',
      '/repositories/0/pushed_at',
    );
  });

  it('rejects an unknown version, a tampered repository and another shard under this name', () => {
    const v2 = { ...exampleShard(), schema_version: 'github_shard_v2' };
    expectRejected(
      validateGithubShard('new_repos', JSON.stringify(v2), githubExpect),
      'schema_version',
      '/schema_version',
    );
    const shard = exampleShard();
    const tampered = { ...shard, repositories: [exampleRepository({ stars: 99999 })] };
    expectRejected(
      validateGithubShard('new_repos', JSON.stringify(tampered), githubExpect),
      'checksum',
      '/checksum',
    );
    expectRejected(
      validateGithubShard('trending_repos', JSON.stringify(shard), githubExpect),
      'fan',
      '/shard_id',
    );
  });

  it('rejects a shard of another run (run_context)', () => {
    const shard = exampleShard({ run_context: exampleRunContext({ code_sha: 'e'.repeat(64) }) });
    expectRejected(
      validateGithubShard('new_repos', JSON.stringify(shard), githubExpect),
      'run_context',
      '/run_context/code_sha',
    );
  });
});

import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ContractError, validate, type SourceEntry } from '../contracts/index.js';
import { RunContextError } from './errors.js';
import { buildFanPlan, fanId, legIdProblem, matrices } from './fan-plan.js';
import { LEG_ID_PATTERN } from './leg-id.js';
import { resolveShards, SHARD_IDS } from './shards.js';

const RUN = '2026-W23-987f10267450';
const sources: SourceEntry[] = [
  { id: 'techcrunch', feed_url: 'https://techcrunch.com/feed/', required: true },
  { id: 'github_blog', feed_url: 'https://github.blog/feed/' },
];

describe('resolveShards', () => {
  test('SHARD_IDS is the schema enum, in the monolithic crawl order', () => {
    const common = JSON.parse(readFileSync(join(process.cwd(), 'schemas', 'common.json'), 'utf8'));
    expect(SHARD_IDS).toEqual(common.$defs.shardId.enum);
  });

  test('canonical order whatever the spelling; required defaults to all', () => {
    expect(resolveShards(['topic_secondary', 'new_repos'])).toEqual({
      shards: ['new_repos', 'topic_secondary'],
      required: ['new_repos', 'topic_secondary'],
    });
    expect(resolveShards(['topic_primary', 'new_repos'], ['topic_primary'])).toEqual({
      shards: ['new_repos', 'topic_primary'],
      required: ['topic_primary'],
    });
    expect(resolveShards([], [])).toEqual({ shards: [], required: [] });
    expect(resolveShards(['new_repos'], [])).toEqual({ shards: ['new_repos'], required: [] });
  });

  test.each([
    [
      ['new_repos', 'stars'],
      undefined,
      'github-shards',
      /unknown shard "stars" \(known: new_repos, /,
    ],
    [['new_repos', 'new_repos'], undefined, 'github-shards', /lists new_repos twice/],
    [['new_repos'], ['bogus'], 'required-shards', /unknown shard "bogus"/],
    [
      ['new_repos'],
      ['trending_repos'],
      'required-shards',
      /trending_repos is not in github-shards \(new_repos\)/,
    ],
    [[], ['new_repos'], 'required-shards', /is not in github-shards \(empty\)/],
  ])('refuses %j / %j naming %s', (shards, required, input, problem) => {
    let error: unknown;
    try {
      resolveShards(shards, required);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RunContextError);
    expect((error as RunContextError).input).toBe(input);
    expect((error as RunContextError).problem).toMatch(problem);
  });
});

describe('buildFanPlan', () => {
  test('both fans, seq in order, required flags, skipped kept', () => {
    const plan = buildFanPlan(
      RUN,
      sources,
      ['new_repos', 'trending_repos', 'topic_primary'],
      ['new_repos'],
      [{ id: 'nvidia_blog', reason: 'inactive' }],
    );
    expect(plan).toEqual({
      schema_version: 'fan_plan_v1',
      run_id: RUN,
      fans: {
        rss: {
          fan_id: `${RUN}:rss`,
          expected: 2,
          legs: [
            { seq: 0, id: 'techcrunch', required: true },
            { seq: 1, id: 'github_blog', required: false },
          ],
        },
        github: {
          fan_id: `${RUN}:github`,
          expected: 3,
          legs: [
            { seq: 0, id: 'new_repos', required: true },
            { seq: 1, id: 'trending_repos', required: false },
            { seq: 2, id: 'topic_primary', required: false },
          ],
        },
      },
      skipped: [{ id: 'nvidia_blog', reason: 'inactive' }],
    });
    expect(validate('fan_plan_v1', plan)).toEqual({ ok: true });
  });

  test('a fan without legs is left out', () => {
    const onlyGithub = buildFanPlan(RUN, [], ['new_repos'], ['new_repos'], []);
    expect(Object.keys(onlyGithub.fans)).toEqual(['github']);
    const onlyRss = buildFanPlan(RUN, sources, [], [], []);
    expect(Object.keys(onlyRss.fans)).toEqual(['rss']);
    expect(buildFanPlan(RUN, [], [], [], []).fans).toEqual({});
  });

  test('refuses a source planned twice and a run id the contract refuses', () => {
    expect(() => buildFanPlan(RUN, [sources[0]!, sources[0]!], [], [], [])).toThrow(RangeError);
    expect(() => buildFanPlan('not-a-run-id', sources, [], [], [])).toThrow(ContractError);
  });

  test('fanId', () => {
    expect(fanId(RUN, 'rss')).toBe(`${RUN}:rss`);
    expect(fanId(RUN, 'github')).toBe(`${RUN}:github`);
  });
});

describe('matrices', () => {
  test('one include entry per leg, carrying its fan frame', () => {
    const plan = buildFanPlan(RUN, sources, ['trending_repos'], [], []);
    expect(matrices(plan)).toEqual({
      rss: {
        include: [
          { source_id: 'techcrunch', seq: 0, expected: 2, fan_id: `${RUN}:rss`, required: true },
          { source_id: 'github_blog', seq: 1, expected: 2, fan_id: `${RUN}:rss`, required: false },
        ],
      },
      github: {
        include: [
          {
            shard_id: 'trending_repos',
            seq: 0,
            expected: 1,
            fan_id: `${RUN}:github`,
            required: false,
          },
        ],
      },
    });
  });

  test('an omitted fan gives an empty include', () => {
    expect(matrices(buildFanPlan(RUN, [], [], [], []))).toEqual({
      rss: { include: [] },
      github: { include: [] },
    });
  });
});

describe('leg ids', () => {
  test("LEG_ID_PATTERN is the schemas' sourceId", () => {
    const common = JSON.parse(readFileSync(join(process.cwd(), 'schemas', 'common.json'), 'utf8'));
    expect(LEG_ID_PATTERN.source).toBe(common.$defs.sourceId.pattern);
  });

  test('an RSS leg id is what a source config accepts as an id (property)', () => {
    const id = fc.oneof(
      fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,63}$/),
      fc.string({ maxLength: 70 }),
      fc.constantFrom('../../pwn', '..', '.hidden', 'a/b', 'A', '', 'a'.repeat(65), 'é'),
    );
    fc.assert(
      fc.property(id, (legId) => {
        const accepted = validate('source_config_v1', [
          { id: legId, feed_url: 'https://a.example/feed' },
        ]).ok;
        expect([legId, legIdProblem('rss', legId) === undefined]).toEqual([legId, accepted]);
      }),
    );
  });

  test('a GitHub leg id is one of the four shards', () => {
    for (const shard of SHARD_IDS) expect(legIdProblem('github', shard)).toBeUndefined();
    expect(legIdProblem('github', '../../pwn')).toBe(
      '"../../pwn" is not a GitHub shard (new_repos, trending_repos, topic_primary, topic_secondary)',
    );
  });

  test('planning refuses a source whose id is not a leg id', () => {
    const bad = [...sources, { id: '../../pwn', feed_url: 'https://x.example/feed' }];
    expect(() => buildFanPlan(RUN, bad, [], [], [])).toThrow(
      'fan plan: source "../../pwn" is not a leg id (1 to 64 of a-z, 0-9, _ and -, starting with a letter or digit)',
    );
  });
});

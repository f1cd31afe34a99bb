import { execFileSync } from 'node:child_process';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { schemas } from './generated/schemas.js';
import * as validators from './generated/validators.js';
import { validate, assertValid, ContractError, type ContractName } from './index.js';
import {
  exampleArticle,
  exampleFanPlan,
  exampleRepository,
  exampleRssArtifact,
  exampleRunContext,
  exampleShard,
} from '../../test-support/contracts-examples.js';

type Mutation = [string, (value: Record<string, unknown>) => unknown, string];

function clone<T>(value: T): T {
  return structuredClone(value);
}

/** A contract's example relabelled with a schema_version it does not have. */
function unknownVersion(schemaVersion: string): Mutation {
  return [
    'unknown schema_version',
    (v) => ({ ...v, schema_version: schemaVersion }),
    '/schema_version',
  ];
}

/** Each contract: a valid example, and invalid variants with the pointer the error must name. */
const cases: { contract: ContractName; valid: () => unknown; invalid: Mutation[] }[] = [
  {
    contract: 'run_context_v1',
    valid: () => exampleRunContext(),
    invalid: [
      unknownVersion('run_context_v2'),
      ['missing created_at', ({ created_at: _c, ...rest }) => rest, '/created_at'],
      ['a tenth field', (v) => ({ ...v, extra: 1 }), '/extra'],
      ['week 54', (v) => ({ ...v, week: '2026-W54' }), '/week'],
      [
        'bare hex config checksum',
        (v) => ({ ...v, source_config_checksum: 'a'.repeat(64) }),
        '/source_config_checksum',
      ],
      ['timestamp with offset', (v) => ({ ...v, since: '2026-06-01T00:00:00+02:00' }), '/since'],
    ],
  },
  {
    contract: 'fan_plan_v1',
    valid: () => exampleFanPlan(),
    invalid: [
      unknownVersion('fan_plan_v2'),
      [
        'a fan with no legs',
        (v) => ({ ...v, fans: { rss: { fan_id: 'x', expected: 1, legs: [] } } }),
        '/fans/rss/legs',
      ],
      ['an unknown fan', (v) => ({ ...v, fans: { ...(v.fans as object), ftp: {} } }), '/fans/ftp'],
    ],
  },
  {
    contract: 'rss_source_v2',
    valid: () => exampleRssArtifact(),
    invalid: [
      ['schema_version 1', (v) => ({ ...v, schema_version: 1 }), '/schema_version'],
      ['missing checksum', ({ checksum: _c, ...rest }) => rest, '/checksum'],
      [
        'failed with articles',
        (v) => ({ ...v, status: 'failed', error: { code: 'timeout', message: 'x' } }),
        '/articles',
      ],
      ['failed without error', (v) => ({ ...v, status: 'failed', articles: [] }), '/error'],
      [
        'success with an error',
        (v) => ({ ...v, error: { code: 'timeout', message: 'x' } }),
        '/error',
      ],
      [
        'unknown error code',
        (v) => ({ ...v, status: 'failed', articles: [], error: { code: 'oops', message: 'x' } }),
        '/error/code',
      ],
      [
        'relevance above 1',
        (v) => ({ ...v, articles: [exampleArticle({ relevance_score: 1.5 })] }),
        '/articles/0/relevance_score',
      ],
      [
        'non-repository GitHub URL',
        (v) => ({
          ...v,
          articles: [exampleArticle({ github_urls: ['https://github.com/a/b/c'] })],
        }),
        '/articles/0/github_urls/0',
      ],
      ['no fan frame', (v) => ({ ...v, fan: [] }), '/fan'],
      ['a source id with a slash', (v) => ({ ...v, source_id: '../x' }), '/source_id'],
      [
        'a javascript: article url',
        (v) => ({ ...v, articles: [exampleArticle({ url: 'javascript:alert(1)' })] }),
        '/articles/0/url',
      ],
    ],
  },
  {
    contract: 'github_shard_v1',
    valid: () => exampleShard(),
    invalid: [
      ['unknown shard', (v) => ({ ...v, shard_id: 'old_repos' }), '/shard_id'],
      [
        'stars as a string',
        (v) => ({ ...v, repositories: [{ ...exampleRepository(), stars: '5' }] }),
        '/repositories/0/stars',
      ],
      [
        'stars beyond the safe integers',
        (v) => ({ ...v, repositories: [{ ...exampleRepository(), stars: 2 ** 60 }] }),
        '/repositories/0/stars',
      ],
      ['missing api_metrics', ({ api_metrics: _m, ...rest }) => rest, '/api_metrics'],
    ],
  },
  {
    contract: 'source_config_v1',
    valid: () => [
      { id: 'techcrunch', feed_url: 'https://techcrunch.com/feed/', interval_hours: 24 },
    ],
    invalid: [
      ['ftp feed', () => [{ id: 'a', feed_url: 'ftp://x/feed' }], '/0/feed_url'],
      ['upper-case id', () => [{ id: 'TechCrunch', feed_url: 'https://x/' }], '/0/id'],
      ['empty list', () => [], ''],
    ],
  },
  {
    contract: 'topic_config_v1',
    valid: () => ({
      keywords: ['ai'],
      github: { queries: { primary: ['topic:ai'] }, min_repos_per_week: 10 },
    }),
    invalid: [
      ['no keywords', () => ({ topic: 'ai' }), '/keywords'],
      [
        'threshold above 1',
        () => ({ keywords: ['ai'], relevance_threshold: 2 }),
        '/relevance_threshold',
      ],
    ],
  },
  {
    contract: 'scrape_state_v1',
    valid: () => ({
      schema_version: 'scrape_state_v1',
      sources: { techcrunch: { last_scraped_at: '2026-06-01T00:00:00Z' } },
    }),
    invalid: [
      [
        'unknown version',
        () => ({ schema_version: 'scrape_state_v0', sources: {} }),
        '/schema_version',
      ],
    ],
  },
  {
    contract: 'external_news_v2',
    valid: () => ({
      schema_version: 2,
      run_context: exampleRunContext(),
      sources: {
        techcrunch: { status: 'success', articles_count: 1 },
        nvidia_blog: { status: 'missing', articles_count: 0, error: 'checksum' },
      },
      articles: [
        {
          ...exampleArticle(),
          published_at: exampleArticle().published,
          github_links: exampleArticle().github_urls,
          categories: ['AI'],
          sources: ['techcrunch'],
        },
      ],
      metrics: { total_articles: 1, total_relevant: 1, sources_succeeded: 1, sources_failed: 1 },
      warnings: ['nvidia_blog: missing (no valid artifact: checksum)'],
      week: '2026-W23',
      source: 'external_news',
      crawled_at: '2026-06-08T01:00:00Z',
      crawl_window: { since: '2026-06-01T00:00:00Z', until: '2026-06-08T00:00:00Z' },
      merged_at: '2026-06-08T01:00:00Z',
      metadata: {
        run_id: exampleRunContext().run_id,
        source_count: 2,
        source_config_checksum: exampleRunContext().source_config_checksum,
        sources_requested: ['nvidia_blog', 'techcrunch'],
        sources_succeeded: ['techcrunch'],
        sources_failed: ['nvidia_blog'],
        source_status: [],
        sources_with_articles: { techcrunch: 1 },
        total_articles: 1,
        relevant_articles: 1,
        github_links_found: 1,
        dedupe_count: 0,
        errors: [{ source: 'nvidia_blog', error_class: 'checksum', error: 'checksum' }],
        schema_checksum: '9e41c155fe80733dcd357087bb668ecf695ea2d2be0b0eb564d10fda1907be1b',
        source_reuse_summary: [
          {
            source: 'techcrunch',
            action: 'refreshed',
            reused: false,
            refreshed: true,
            reasons: [],
          },
        ],
        source_artifact_provenance: [],
        same_day_reuse: 'not_reused',
        source_refresh_policy: 'reuse-same-day',
        source_reuse_decisions: [{ source: 'techcrunch', decision: 'refresh', reasons: [] }],
        crawler_code_sha: 'c'.repeat(64),
        artifact_checksum: 'd'.repeat(64),
      },
      checksum: 'sha256:' + 'd'.repeat(64),
    }),
    invalid: [
      [
        'an article without the consumers published_at',
        (v) => ({
          ...v,
          articles: (v.articles as Record<string, unknown>[]).map(
            ({ published_at: _p, ...rest }) => rest,
          ),
        }),
        '/articles/0/published_at',
      ],
      ['another source', (v) => ({ ...v, source: 'news' }), '/source'],
      ['missing metadata', ({ metadata: _m, ...rest }) => rest, '/metadata'],
      [
        "an artifact_checksum in the specification's form (SquadScope's is bare hex)",
        (v) => ({
          ...v,
          metadata: { ...(v.metadata as object), artifact_checksum: 'sha256:' + 'd'.repeat(64) },
        }),
        '/metadata/artifact_checksum',
      ],
      ['schema_version 1', (v) => ({ ...v, schema_version: 1 }), '/schema_version'],
      [
        'an unknown source status',
        (v) => ({ ...v, sources: { x: { status: 'ok', articles_count: 0 } } }),
        '/sources/x/status',
      ],
      ['missing warnings', ({ warnings: _w, ...rest }) => rest, '/warnings'],
      [
        'merged_at with milliseconds',
        (v) => ({ ...v, merged_at: '2026-06-08T01:00:00.123Z' }),
        '/merged_at',
      ],
    ],
  },
  {
    contract: 'github_raw_v2',
    valid: () => {
      const { stars_gained: _s, ...legacy } = exampleRepository();
      return {
        schema_version: 'github_raw_v2',
        week: '2026-W23',
        crawled_at: '2026-06-08T01:00:00Z',
        new_repos: [{ ...legacy, stars_gained: 45 }],
        trending_repos: [legacy],
        signals: { top_topics: [{ topic: 'ai', count: 1 }] },
        metadata: {
          api_calls_used: 4,
          cache_hits: 0,
          stale_cache_hits: 0,
          rate_limit_limit: null,
          rate_limit_remaining: null,
          rate_limit_reset: null,
          rate_limit_resource: 'search',
          partial_failures: [],
          run_id: exampleRunContext().run_id,
          crawl_window: { since: '2026-06-01', until: '2026-06-08' },
          crawl_config_checksum: 'sha256:' + 'b'.repeat(64),
          schema_checksum: 'sha256:' + 'e'.repeat(64),
          same_day_reuse: { status: 'not_reused', source: 'github', source_id: 'github-search' },
          filter_summary: { new_repos: { fork: 1 }, trending_repos: {} },
          snapshot_path: 'data/snapshots/2026-W23-stars.json',
          source_refresh_policy: 'run_context',
          crawler_code_sha: 'c'.repeat(64),
          run_context: exampleRunContext(),
          shards: { new_repos: { status: 'success', required: true, repositories: 1 } },
          merged_at: '2026-06-08T01:00:00Z',
          artifact_checksum: 'sha256:' + 'f'.repeat(64),
        },
      };
    },
    invalid: [
      [
        'a null stars_gained (omitted when unknown)',
        (v) => ({ ...v, trending_repos: [{ ...exampleRepository(), stars_gained: null }] }),
        '/trending_repos/0/stars_gained',
      ],
      ['missing signals', ({ signals: _s, ...rest }) => rest, '/signals'],
      [
        'missing artifact_checksum',
        (v) => ({ ...v, metadata: { ...(v.metadata as object), artifact_checksum: undefined } }),
        '/metadata/artifact_checksum',
      ],
      [
        'a 16th top topic',
        (v) => ({
          ...v,
          signals: {
            top_topics: Array.from({ length: 16 }, (_, i) => ({ topic: `t${i}`, count: 1 })),
          },
        }),
        '/signals/top_topics',
      ],
    ],
  },
  {
    contract: 'fan_in_diagnostics_v1',
    valid: () => ({
      schema_version: 'fan_in_diagnostics_v1',
      run_id: exampleRunContext().run_id,
      week: '2026-W23',
      status: 'failed',
      reason: 'required shard new_repos is missing',
      artifacts: [
        {
          name: 'github-new_repos-a1',
          fan: 'github',
          id: 'new_repos',
          attempt: 1,
          seq: 0,
          verdict: 'rejected',
          reason: 'checksum',
          errors: [{ code: 'checksum', pointer: '/checksum', message: 'does not match' }],
        },
      ],
      fans: {
        github: {
          fan_id: 'x:github',
          expected: 1,
          closed: false,
          legs: [
            {
              seq: 0,
              id: 'new_repos',
              required: true,
              status: 'missing',
              artifact: null,
              items: 0,
              error: 'checksum',
            },
          ],
        },
      },
      decisions: [{ rule: 'required_legs', outcome: 'fail', detail: 'new_repos missing' }],
      warnings: [],
      merged_at: '2026-06-08T01:00:00Z',
    }),
    invalid: [
      [
        'an unknown verdict',
        (v) => ({ ...v, artifacts: [{ name: 'x', verdict: 'maybe', errors: [] }] }),
        '/artifacts/0/verdict',
      ],
      ['an unknown status', (v) => ({ ...v, status: 'ok' }), '/status'],
      [
        'an unknown outcome',
        (v) => ({ ...v, decisions: [{ rule: 'r', outcome: 'skip', detail: '' }] }),
        '/decisions/0/outcome',
      ],
    ],
  },
  {
    contract: 'star_snapshot_v1',
    valid: () => ({
      week: '2026-W23',
      captured_at: '2026-06-08T01:00:00Z',
      repository_count: 1,
      stars: { 'openai/model': 1234 },
    }),
    invalid: [
      ['negative stars', (v) => ({ ...v, stars: { 'a/b': -1 } }), '/stars/a~1b'],
      ['missing week', ({ week: _w, ...rest }) => rest, '/week'],
    ],
  },
];

describe.each(cases)('$contract', ({ contract, valid, invalid }) => {
  test('the valid example validates', () => {
    expect(validate(contract, valid())).toEqual({ ok: true });
  });

  test.each(invalid)('rejects %s', (_name, mutate, pointer) => {
    const result = validate(contract, mutate(clone(valid()) as Record<string, unknown>));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((e) => e.pointer)).toContain(pointer);
  });
});

// ajv-formats is CommonJS: under ESM interop its function may sit on `.default`.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as (ajv: Ajv2020) => Ajv2020;

describe('the precompiled validators', () => {
  // The same options as scripts/gen-contracts.js, compiled here at run time, with the
  // meta-schema check on: what the generated code must agree with.
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  addFormats(ajv);
  for (const schema of schemas) ajv.addSchema(schema as object);

  type Check = ((value: unknown) => boolean) & { errors?: ErrorObject[] | null };
  const errorsOf = (check: Check, payload: unknown) =>
    check(payload)
      ? []
      : (check.errors ?? []).map((e) => [e.instancePath, e.keyword, e.message, e.params]);

  test.each(cases)('$contract: the same errors as ajv compiling the schema', (c) => {
    const compiled = ajv.getSchema(c.contract);
    const standalone = (validators as unknown as Record<string, Check>)[c.contract];
    if (!compiled || !standalone) throw new Error(`no validator for ${c.contract}`);
    const payloads = [
      c.valid(),
      ...c.invalid.map(([, mutate]) => mutate(clone(c.valid() as Record<string, unknown>))),
    ];
    for (const payload of payloads) {
      expect(errorsOf(standalone, payload)).toEqual(errorsOf(compiled as Check, payload));
    }
    expect(errorsOf(standalone, payloads[payloads.length - 1])).not.toEqual([]);
  });
});

test('assertValid throws a ContractError naming the payload and pointer', () => {
  expect(() =>
    assertValid('run_context_v1', { ...exampleRunContext(), week: 'x' }, 'input run-context'),
  ).toThrow(ContractError);
  expect(() =>
    assertValid('run_context_v1', { ...exampleRunContext(), week: 'x' }, 'input run-context'),
  ).toThrow(/input run-context is not a valid run_context_v1: \/week/);
});

test('the generated schemas and types are up to date with schemas/*.json', () => {
  // Exits 1 (and the test fails) when schemas/ changed without `node scripts/gen-contracts.js`.
  execFileSync(process.execPath, ['scripts/gen-contracts.js', '--check'], { stdio: 'pipe' });
});

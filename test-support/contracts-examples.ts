/**
 * Valid example payloads of every contract, built the way a leg builds them (checksums
 * recomputed). Tests start from these and change one thing at a time.
 */
import { checksumOf, compareStrings } from '../src/canonical/index.js';
import { repositoriesChecksum } from '../src/github/artifact.js';
import { runId, type RunContextCore } from '../src/runcontext/run-id.js';
import type {
  Article,
  FanPlan,
  LegacyRepository,
  Repository,
  RunContext,
} from '../src/contracts/generated/types.js';
import { schemas } from '../src/contracts/generated/schemas.js';
import type { FullRepository, OwnGithubShard, OwnRssArtifact } from '../src/contracts/own-types.js';

/** The fields a run id covers, of the example run context. */
export const EXAMPLE_CONTEXT_CORE: Readonly<RunContextCore> = {
  schema_version: 'run_context_v1',
  week: '2026-W23',
  since: '2026-06-01T00:00:00Z',
  until: '2026-06-08T00:00:00Z',
  source_config_checksum: 'sha256:' + 'a'.repeat(64),
  topic_config_checksum: 'sha256:' + 'b'.repeat(64),
  code_sha: 'c'.repeat(64),
};

/** What buildRunContext takes besides the window to make the example run context's fields. */
export const EXAMPLE_CONTEXT_INPUTS = {
  sourceConfigChecksum: EXAMPLE_CONTEXT_CORE.source_config_checksum,
  topicConfigChecksum: EXAMPLE_CONTEXT_CORE.topic_config_checksum,
  codeSha: EXAMPLE_CONTEXT_CORE.code_sha,
  now: Date.parse('2026-06-05T17:42:56Z'),
} as const;

/**
 * A run context whose run_id is the content address of the default fields (as
 * make-run-context computes it); overrides leave the run_id as it is unless they set it.
 */
export function exampleRunContext(overrides: Partial<RunContext> = {}): RunContext {
  return {
    ...EXAMPLE_CONTEXT_CORE,
    run_id: runId(EXAMPLE_CONTEXT_CORE),
    created_at: '2026-06-05T17:42:56Z',
    ...overrides,
  };
}

export function exampleArticle(overrides: Partial<Article> = {}): Article {
  return {
    url: 'https://techcrunch.com/2026/06/03/open-model/',
    title: 'OpenAI releases an open model',
    published: '2026-06-03T10:00:00Z',
    source: 'techcrunch',
    relevance_score: 0.6,
    github_urls: ['https://github.com/openai/model'],
    entities: ['OpenAI'],
    ...overrides,
  };
}

export function articlesChecksum(articles: readonly Article[]): string {
  return checksumOf([...articles].sort((a, b) => compareStrings(a.url, b.url)));
}

export function exampleRssArtifact(overrides: Partial<OwnRssArtifact> = {}): OwnRssArtifact {
  const artifact: OwnRssArtifact = {
    schema_version: 2,
    source_id: 'techcrunch',
    run_context: exampleRunContext(),
    fan: [{ fan_id: `${exampleRunContext().run_id}:rss`, seq: 0, expected: 5 }],
    status: 'success',
    articles: [exampleArticle()],
    metrics: { articles_fetched: 1, articles_relevant: 1, fetch_duration_ms: 120, retries: 0 },
    error: null,
    checksum: '',
    ...overrides,
  };
  return { ...artifact, checksum: overrides.checksum ?? articlesChecksum(artifact.articles) };
}

interface ObjectSchema {
  properties: Record<string, unknown>;
  required?: string[];
}

/** The `$defs` entry `name` of the contract schema `id`, as written in schemas/. */
export function schemaDefinition(id: string, name: string): ObjectSchema {
  const schema = schemas.find((s) => s.$id === id) as { $defs?: Record<string, ObjectSchema> };
  const found = schema?.$defs?.[name];
  if (found === undefined) throw new Error(`no $defs/${name} in ${id}`);
  return found;
}

/**
 * The repository fields github_shard_v1 does not require: a writer of only the contract's
 * fields may leave any of them out.
 */
export const OPTIONAL_REPOSITORY_FIELDS = (() => {
  const { properties, required = [] } = schemaDefinition('github_shard_v1', 'repository');
  return Object.keys(properties).filter((key) => !required.includes(key)) as (keyof Repository &
    keyof LegacyRepository)[];
})();

export function exampleRepository(overrides: Partial<FullRepository> = {}): FullRepository {
  return {
    id: 1,
    node_id: 'R_1',
    name: 'model',
    owner: 'openai',
    full_name: 'openai/model',
    description: 'An open model',
    language: 'Python',
    stars: 1234,
    forks: 10,
    archived: false,
    disabled: false,
    created_at: '2026-06-02T08:00:00Z',
    updated_at: '2026-06-04T08:00:00Z',
    pushed_at: '2026-06-04T08:00:00Z',
    topics: ['ai', 'ml'],
    license: 'MIT',
    url: 'https://github.com/openai/model',
    api_url: 'https://api.github.com/repos/openai/model',
    stars_gained: 45,
    ...overrides,
  };
}

export function exampleShard(overrides: Partial<OwnGithubShard> = {}): OwnGithubShard {
  const shard: OwnGithubShard = {
    schema_version: 'github_shard_v1',
    shard_id: 'new_repos',
    run_context: exampleRunContext(),
    fan: [{ fan_id: `${exampleRunContext().run_id}:github`, seq: 0, expected: 4 }],
    repositories: [exampleRepository()],
    api_metrics: {
      calls_made: 1,
      cache_hits: 0,
      cache_misses: 1,
      secondary_rate_limit_events: 0,
      search_api_remaining: 29,
    },
    queries: [
      {
        q: 'created:2026-06-01..2026-06-07 stars:>50',
        total_count: 1,
        incomplete_results: false,
        fetched: 1,
        capped: false,
      },
    ],
    filter_summary: {},
    checksum: '',
    ...overrides,
  };
  return { ...shard, checksum: overrides.checksum ?? repositoriesChecksum(shard.repositories) };
}

export function exampleFanPlan(runId = exampleRunContext().run_id): FanPlan {
  const sources = [
    'techcrunch',
    'nvidia_blog',
    'hugging_face_blog',
    'mit_technology_review',
    'github_blog',
  ];
  const shards = ['new_repos', 'trending_repos', 'topic_primary', 'topic_secondary'];
  return {
    schema_version: 'fan_plan_v1',
    run_id: runId,
    fans: {
      rss: {
        fan_id: `${runId}:rss`,
        expected: 5,
        legs: sources.map((id, seq) => ({ seq, id, required: false })),
      },
      github: {
        fan_id: `${runId}:github`,
        expected: 4,
        legs: shards.map((id, seq) => ({ seq, id, required: true })),
      },
    },
    skipped: [],
  };
}

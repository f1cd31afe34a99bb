/**
 * Test support for the fan-in: an in-memory ArtifactStore and builders for a whole run's
 * artifacts (five RSS sources, four GitHub shards: the examples' plan). Not used by
 * production code.
 */
import fc from 'fast-check';
import {
  ArtifactError,
  type ArtifactFile,
  type ArtifactStore,
  type ArtifactSummary,
  type LocalArtifactStore,
} from '../src/artifacts/index.js';
import {
  legArtifactName,
  legFileName,
  FAN_PLAN_FILE,
  RUN_CONTEXT_FILE,
} from '../src/contracts/artifact-names.js';
import {
  exampleArticle,
  exampleFanPlan,
  exampleRepository,
  exampleRssArtifact,
  exampleRunContext,
  exampleShard,
} from './contracts-examples.js';
import type {
  Article,
  FanPlan,
  FullRepository,
  GithubShard,
  OwnGithubShard,
  RssArtifact,
} from '../src/contracts/index.js';
import type { LocatedFile } from '../src/base/located-file.js';

export interface MemoryStoreOptions {
  /** Reorders the listing (the real stores sort by name). */
  order?: (names: string[]) => string[];
  /** Awaited before each download resolves: lets tests scramble completion order. */
  delay?: (name: string) => Promise<void>;
}

export class MemoryArtifactStore implements ArtifactStore {
  readonly artifacts = new Map<string, Map<string, Buffer>>();
  downloads = 0;

  constructor(private readonly options: MemoryStoreOptions = {}) {}

  async upload(name: string, files: ArtifactFile[]): Promise<void> {
    if (this.artifacts.has(name))
      throw new ArtifactError('exists', `Artifact "${name}" already exists`);
    this.artifacts.set(name, new Map(files.map((f) => [f.name, Buffer.from(f.data)])));
  }

  async list(): Promise<ArtifactSummary[]> {
    let names = [...this.artifacts.keys()].sort();
    if (this.options.order) names = this.options.order(names);
    return names.map((name) => ({
      name,
      size: [...(this.artifacts.get(name) as Map<string, Buffer>).values()].reduce(
        (n, b) => n + b.length,
        0,
      ),
    }));
  }

  async download(name: string, opts?: { maxBytes?: number }): Promise<Map<string, Buffer>> {
    this.downloads++;
    await this.options.delay?.(name);
    const files = this.artifacts.get(name);
    if (!files) throw new ArtifactError('not_found', `Artifact "${name}" not found`);
    const size = [...files.values()].reduce((n, b) => n + b.length, 0);
    if (opts?.maxBytes !== undefined && size > opts.maxBytes) {
      throw new ArtifactError(
        'too_large',
        `Artifact "${name}" is over the limit of ${opts.maxBytes} bytes`,
      );
    }
    // Copies: the fan-in must not be able to change what the store holds.
    return new Map([...files].map(([n, b]) => [n, Buffer.from(b)]));
  }
}

export const PLAN: FanPlan = exampleFanPlan();
export const RUN_CONTEXT = exampleRunContext();
export const SOURCES = (PLAN.fans.rss?.legs ?? []).map((l) => l.id);

/** A random packing of the sources' seqs: a permutation cut into groups of 1 to 3. */
export const anyPacking: fc.Arbitrary<number[][]> = fc
  .tuple(
    fc.shuffledSubarray(
      SOURCES.map((_, seq) => seq),
      { minLength: SOURCES.length },
    ),
    fc.array(fc.integer({ min: 1, max: 3 }), { minLength: SOURCES.length }),
  )
  .map(([order, sizes]) => {
    const groups: number[][] = [];
    let at = 0;
    for (const size of sizes) {
      if (at >= order.length) break;
      groups.push(order.slice(at, at + size));
      at += size;
    }
    return groups;
  });
export const SHARDS = (PLAN.fans.github?.legs ?? []).map((l) => l.id) as GithubShard['shard_id'][];

/** Two articles of its own per source, plus one URL every source shares (a duplicate). */
export function sourceArticles(id: string, count = 2): Article[] {
  const own = Array.from({ length: count }, (_, i) =>
    exampleArticle({
      url: `https://${id.replace(/_/g, '-')}.example/2026/06/0${(i % 7) + 1}/post-${i}/`,
      title: `${id} post ${i}`,
      source: id,
      relevance_score: i % 2 === 0 ? 0.8 : 0.2,
      entities: [id],
    }),
  );
  const shared = exampleArticle({
    url: `https://shared.example/story?utm_source=${id}#top`,
    title: `shared story as told by ${id}`,
    source: id,
  });
  return [...own, shared];
}

export function rssLeg(seq: number, overrides: Partial<RssArtifact> = {}): RssArtifact {
  const id = SOURCES[seq] as string;
  const articles = overrides.articles ?? sourceArticles(id);
  return exampleRssArtifact({
    source_id: id,
    fan: [{ fan_id: PLAN.fans.rss?.fan_id as string, seq, expected: SOURCES.length }],
    articles,
    metrics: {
      articles_fetched: articles.length,
      articles_relevant: articles.filter((a) => a.relevance_score >= 0.4).length,
      fetch_duration_ms: 100 + seq,
      retries: 0,
    },
    ...overrides,
  });
}

export function failedRssLeg(
  seq: number,
  code: 'timeout' | 'http_status' = 'timeout',
): RssArtifact {
  return rssLeg(seq, {
    status: 'failed',
    articles: [],
    error: { code, message: code === 'timeout' ? 'no answer after 15 s' : 'HTTP 503' },
  });
}

/** Repositories per shard, overlapping: openai/model is in every shard with other stars_gained. */
export function shardRepositories(shard: string): FullRepository[] {
  const gained: Record<string, number | null> = {
    new_repos: 45,
    trending_repos: 50,
    topic_primary: null,
    topic_secondary: 45,
  };
  return [
    exampleRepository({ stars_gained: gained[shard] ?? null }),
    exampleRepository({
      id: 100 + shard.length,
      node_id: `R_${shard}`,
      name: `${shard}-tool`,
      owner: 'acme',
      full_name: `acme/${shard}-tool`,
      url: `https://github.com/acme/${shard}-tool`,
      api_url: `https://api.github.com/repos/acme/${shard}-tool`,
      topics: ['ai', shard.replace(/_/g, '-')],
      stars_gained: null,
      license: null,
    }),
  ];
}

export function shardLeg(seq: number, overrides: Partial<OwnGithubShard> = {}): OwnGithubShard {
  const id = SHARDS[seq] as GithubShard['shard_id'];
  return exampleShard({
    shard_id: id,
    fan: [{ fan_id: PLAN.fans.github?.fan_id as string, seq, expected: SHARDS.length }],
    repositories: shardRepositories(id),
    api_metrics: {
      calls_made: 2 + seq,
      cache_hits: seq,
      cache_misses: 2,
      secondary_rate_limit_events: 0,
      search_api_remaining: 30 - seq,
    },
    filter_summary: { fork: seq, no_description: 1 },
    ...overrides,
  });
}

/** What a leg uploads: one file named after the leg, holding the payload. */
/** Uploads `text` as attempt `attempt` of RSS leg `id` to `store`: the leg's file, located. */
export async function uploadLocatedLeg(
  store: LocalArtifactStore,
  id: string,
  attempt: number,
  text: string,
): Promise<LocatedFile> {
  const [name, files] = legUpload('rss', id, attempt, text);
  await store.upload(name, files);
  return (await store.locate(name)).get(`rss-${id}.json`) as LocatedFile;
}

export function legUpload(
  kind: 'rss' | 'github',
  id: string,
  attempt: number,
  payload: unknown,
): [string, ArtifactFile[]] {
  const data = typeof payload === 'string' ? payload : JSON.stringify(payload);
  return [legArtifactName(kind, id, attempt), [{ name: legFileName(kind, id), data }]];
}

export interface RunArtifacts {
  /** Per RSS seq: the payload (or raw text), null = no artifact; default rssLeg(seq). */
  rss?: (seq: number) => unknown;
  github?: (seq: number) => unknown;
  attempt?: number;
  /** Also upload run-context-a1 (default true). */
  runContext?: boolean;
}

/** Uploads a whole run's artifacts into `store`. */
export async function uploadRun(store: ArtifactStore, run: RunArtifacts = {}): Promise<void> {
  const attempt = run.attempt ?? 1;
  if (run.runContext ?? true) {
    await store.upload('run-context-a1', [
      { name: RUN_CONTEXT_FILE, data: JSON.stringify(RUN_CONTEXT) },
      { name: FAN_PLAN_FILE, data: JSON.stringify(PLAN) },
    ]);
  }
  for (let seq = 0; seq < SOURCES.length; seq++) {
    const payload = run.rss ? run.rss(seq) : rssLeg(seq);
    if (payload !== null)
      await store.upload(...legUpload('rss', SOURCES[seq] as string, attempt, payload));
  }
  for (let seq = 0; seq < SHARDS.length; seq++) {
    const payload = run.github ? run.github(seq) : shardLeg(seq);
    if (payload !== null)
      await store.upload(...legUpload('github', SHARDS[seq] as string, attempt, payload));
  }
}

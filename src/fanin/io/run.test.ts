import { createHash } from 'node:crypto';
import { appendFile, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { canonicalJson, checksumOf, checksumOfBytes } from '../../canonical/index.js';
import { ArtifactError, LocalArtifactStore, type ArtifactStore } from '../../artifacts/index.js';
import {
  validate,
  type FanPlan,
  type Fan,
  type FanInDiagnostics,
  type GithubRawOutput,
  type NewsOutput,
} from '../../contracts/index.js';
import {
  exampleArticle,
  exampleFanPlan,
  exampleRunContext,
  schemaDefinition,
} from '../../../test-support/contracts-examples.js';
import { runId } from '../../runcontext/index.js';
import { runFanIn, type FanInOptions, type FanInResult } from './run.js';
import { newsArtifactChecksum } from '../news-checksum.js';

/** SquadScope's validate_canonical_output recomputed it from the news file of these legs. */
const KNOWN_ARTIFACT_CHECKSUM = 'dd2562eab16c328cced0278b7e89778dc6ad5612db0402bfd880c24aa2f3e5c0';
import { FanInSetupError } from '../reasons.js';
import {
  failedRssLeg,
  legUpload,
  MemoryArtifactStore,
  PLAN,
  RUN_CONTEXT,
  rssLeg,
  shardLeg,
  sourceArticles,
  SOURCES,
  uploadRun,
  type RunArtifacts,
} from '../../../test-support/fanin.js';

const NOW = Date.parse('2026-06-08T06:00:00Z');
/** The legacy repository's keys, in the order github_raw_v2 lists them. */
const LEGACY_KEYS = Object.keys(schemaDefinition('github_raw_v2', 'legacyRepository').properties);
let dirs: string[] = [];

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'fanin-'));
  dirs.push(dir);
  return dir;
}

afterEach(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  dirs = [];
});

interface Run {
  result: FanInResult;
  out: string;
  news?: NewsOutput;
  github?: GithubRawOutput;
  diagnostics: FanInDiagnostics;
  store: MemoryArtifactStore;
}

/**
 * The news file's entry of each source that gave no article (its status and error), and
 * the file's warnings.
 */
function expectUnused(
  run: Run,
  unused: Record<string, [status: string, error: string]>,
  warnings: string[],
): void {
  for (const [source, [status, error]] of Object.entries(unused)) {
    expect(run.news?.sources[source]).toEqual({ status, articles_count: 0, error });
  }
  expect(run.news?.warnings).toEqual(warnings);
}

async function fanIn(
  run: RunArtifacts = {},
  options: Partial<FanInOptions> = {},
  now = NOW,
): Promise<Run> {
  const store = new MemoryArtifactStore();
  await uploadRun(store, run);
  return fanInStore(store, options, now);
}

async function fanInStore(
  store: MemoryArtifactStore,
  options: Partial<FanInOptions> = {},
  now = NOW,
  env?: string,
): Promise<Run> {
  const out = options.outputDir ?? (await tempDir());
  const result = await runFanIn(
    { outputDir: out, ...options },
    { store, now: () => now, sourceDateEpoch: env },
  );
  const read = async <T>(path: string | null): Promise<T | undefined> =>
    path ? (JSON.parse(await readFile(path, 'utf8')) as T) : undefined;
  return {
    result,
    out,
    store,
    news: await read<NewsOutput>(result.paths.news),
    github: await read<GithubRawOutput>(result.paths.github),
    diagnostics: (await read<FanInDiagnostics>(result.paths.diagnostics)) as FanInDiagnostics,
  };
}

function artifact(run: Run, name: string) {
  const found = run.diagnostics.artifacts.find((a) => a.name === name);
  if (!found) throw new Error(`no diagnostics for ${name}`);
  return found;
}

/** RSS leg `seq` as crawl-rss-leg writes it: articles sorted by url (then written canonical). */
function sortedLeg(seq: number) {
  const articles = sourceArticles(SOURCES[seq] as string).sort((a, b) => (a.url < b.url ? -1 : 1));
  return rssLeg(seq, { articles });
}

async function filesOf(dir: string): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const name of (await readdir(dir)).sort())
    result[name] = await readFile(join(dir, name), 'utf8');
  return result;
}

describe('runFanIn: happy path', () => {
  it('merges every leg into the canonical outputs and reports complete', async () => {
    const run = await fanIn();
    expect(run.result).toMatchObject({
      status: 'complete',
      reason: null,
      exitCode: 0,
      warnings: [],
    });
    expect(await readdir(run.out)).toEqual([
      '2026-W23-external-news.json',
      '2026-W23-fan-in-diagnostics.json',
      '2026-W23-stars.json',
      '2026-W23.json',
    ]);
    const news = run.news as NewsOutput;
    expect(validate('external_news_v2', news)).toEqual({ ok: true });
    // Canonical JSON + newline, checksum over the final articles.
    const text = await readFile(run.result.paths.news as string, 'utf8');
    expect(text).toBe(`${canonicalJson(news)}\n`);
    expect(news.checksum).toBe(checksumOf(news.articles));
    expect(run.result.newsChecksum).toBe(news.checksum);
    // 5 sources x 2 own articles + the shared story once, from the first source in the plan.
    expect(news.articles).toHaveLength(11);
    const shared = news.articles.filter((a) => a.url.startsWith('https://shared.example/'));
    expect(shared.map((a) => a.source)).toEqual(['techcrunch']);
    const order = news.articles.map((a) => [a.source, a.url]);
    expect(order).toEqual(
      [...order].sort((x, y) => (x.join('\u0000') < y.join('\u0000') ? -1 : 1)),
    );
    expect(news.sources.techcrunch).toEqual({ status: 'success', articles_count: 3 });
    expect(news.metrics).toEqual({
      total_articles: 11,
      total_relevant: 6, // one 0.8 per source + the shared story (0.6)
      sources_succeeded: 5,
      sources_failed: 0,
    });
    expect(news.merged_at).toBe('2026-06-08T06:00:00Z');
    expect(news.run_context).toEqual(RUN_CONTEXT);
  });

  it("carries the metadata SquadScope's news validator requires, with its checksums", async () => {
    const run = await fanIn();
    const news = run.news as NewsOutput;
    const md = news.metadata;
    // Its crawler's constant, and its checksum rule over the file (both as Python computes them).
    expect(md.schema_checksum).toBe(
      '9e41c155fe80733dcd357087bb668ecf695ea2d2be0b0eb564d10fda1907be1b',
    );
    expect(md.artifact_checksum).toBe(
      newsArtifactChecksum(news as unknown as Record<string, unknown>),
    );
    // What SquadScope's validate_canonical_output recomputed for this very file.
    expect(md.artifact_checksum).toBe(KNOWN_ARTIFACT_CHECKSUM);
    expect(md.source_reuse_summary.map((s) => [s.source, s.action, s.reasons])).toEqual(
      [...SOURCES].sort().map((s) => [s, 'refreshed', []]),
    );
    expect(md.source_artifact_provenance[0]).toEqual({
      source_id: [...SOURCES].sort()[0],
      action: 'refreshed',
      artifact_path: 'data/raw/2026-W23-external-news.json',
      original_run_id: RUN_CONTEXT.run_id,
      original_crawled_at: '2026-06-08T06:00:00Z',
      evaluated_at: '2026-06-08T06:00:00Z',
      date: '2026-06-08',
      week: '2026-W23',
      crawl_window: { since: RUN_CONTEXT.since, until: RUN_CONTEXT.until },
      source_config_checksum: RUN_CONTEXT.source_config_checksum,
      schema_checksum: md.schema_checksum,
      artifact_checksum: md.artifact_checksum,
      content_checksum: null, // these legs do not say
      reasons: [],
    });
    expect(md).toMatchObject({
      same_day_reuse: 'not_reused',
      source_refresh_policy: 'reuse-same-day',
      crawler_code_sha: RUN_CONTEXT.code_sha,
    });
    expect(md.source_status[0]).toMatchObject({ error_class: '', error_message: '', host: null });
  });

  it('writes text beyond ASCII, escaped by another writer, as its UTF-8 bytes', async () => {
    const titles = ['Zürich', '東京の', '😀 emoji', 'naïve “quotes”', 'plain'];
    // Every source's copy of the shared story carries its own title: the first source's wins.
    const leg = (seq: number) =>
      rssLeg(seq, {
        articles: sourceArticles(SOURCES[seq] as string).map((a, i) => ({
          ...a,
          title: `${titles[seq]} ${i}`,
        })),
      });
    // As PHP's json_encode writes it: every non-ASCII character and every `/` escaped.
    const escaped = (value: unknown) =>
      JSON.stringify(value)
        .replace(/\//g, '\\/')
        .replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    const run = await fanIn({ rss: (seq) => escaped(leg(seq)) });
    const news = run.news as NewsOutput;
    const text = await readFile(run.result.paths.news as string, 'utf8');
    expect(text).toBe(`${canonicalJson(news)}\n`);
    expect(news.articles.map((a) => a.title).sort()).toEqual(
      [
        ...SOURCES.flatMap((_, seq) => [`${titles[seq]} 0`, `${titles[seq]} 1`]),
        `${titles[0]} 2`,
      ].sort(),
    );
    expect(news.checksum).toBe(checksumOf(news.articles));
    expect(news.metadata.artifact_checksum).toBe(
      newsArtifactChecksum(news as unknown as Record<string, unknown>),
    );
  });

  it('writes the legacy monolithic GitHub file', async () => {
    const run = await fanIn();
    const github = run.github as GithubRawOutput;
    const text = await readFile(run.result.paths.github as string, 'utf8');
    expect(text).toBe(`${JSON.stringify(github, null, 2)}\n`);
    expect(validate('github_raw_v2', github)).toEqual({ ok: true });
    expect(Object.keys(github)).toEqual([
      'schema_version',
      'week',
      'crawled_at',
      'new_repos',
      'trending_repos',
      'signals',
      'metadata',
    ]);
    expect(Object.keys(github.metadata).at(-1)).toBe('artifact_checksum');
    expect(github.crawled_at).toBe(github.metadata.merged_at);
    // new_repos = union of new_repos, topic_primary, topic_secondary; sorted by full_name.
    expect(github.new_repos.map((r) => r.full_name)).toEqual([
      'acme/new_repos-tool',
      'acme/topic_primary-tool',
      'acme/topic_secondary-tool',
      'openai/model',
    ]);
    expect(github.trending_repos.map((r) => r.full_name)).toEqual([
      'acme/trending_repos-tool',
      'openai/model',
    ]);
    // Global dedup: the highest stars_gained (trending's 50) wins in both lists; as the
    // legacy crawler writes it, only trending repositories carry stars_gained.
    expect(github.trending_repos[1]?.stars_gained).toBe(50);
    expect(github.new_repos[3]).not.toHaveProperty('stars_gained');
    expect({ ...github.new_repos[3], stars_gained: 50 }).toEqual(github.trending_repos[1]);
    // New repositories never carry stars_gained; keys in the legacy order (the schema's).
    for (const repo of github.new_repos) {
      expect(Object.keys(repo)).toEqual(LEGACY_KEYS.filter((key) => key !== 'stars_gained'));
    }
    // Equal counts in the legacy crawler's order of meeting them: new repositories by stars
    // (equal stars here: by name, acme/new_repos-tool first), each one's topics sorted.
    expect(github.signals.top_topics.slice(0, 2)).toEqual([
      { topic: 'ai', count: 5 },
      { topic: 'new-repos', count: 1 },
    ]);
    expect(github.metadata).toMatchObject({
      api_calls_used: 2 + 3 + 4 + 5,
      cache_hits: 0 + 1 + 2 + 3,
      rate_limit_remaining: null,
      partial_failures: [],
      run_id: RUN_CONTEXT.run_id,
      // The days of since and until (exclusive), as the legacy crawler writes its window.
      crawl_window: { since: '2026-06-01', until: '2026-06-08' },
      crawl_config_checksum: RUN_CONTEXT.topic_config_checksum,
      same_day_reuse: { status: 'not_reused', source: 'github', source_id: 'github-search' },
      // Per list: new_repos sums the new_repos and topic shards (seqs 0, 2, 3), trending its own.
      filter_summary: {
        new_repos: { fork: 0 + 2 + 3, no_description: 3 },
        trending_repos: { fork: 1, no_description: 1 },
      },
      snapshot_path: 'data/snapshots/2026-W23-stars.json',
      crawler_code_sha: RUN_CONTEXT.code_sha,
    });
    expect(github.metadata.shards.new_repos).toEqual({
      status: 'success',
      required: true,
      repositories: 2,
    });
    expect(github.metadata.artifact_checksum).toBe(
      checksumOf({ new_repos: github.new_repos, trending_repos: github.trending_repos }),
    );
  });

  it('writes diagnostics with every artifact and leg', async () => {
    const run = await fanIn();
    expect(validate('fan_in_diagnostics_v1', run.diagnostics)).toEqual({ ok: true });
    expect(run.diagnostics.artifacts.map((a) => a.verdict)).toEqual(Array(9).fill('accepted'));
    expect(run.diagnostics.fans.rss).toMatchObject({
      fan_id: PLAN.fans.rss?.fan_id,
      expected: 5,
      closed: true,
    });
    expect(run.diagnostics.fans.rss?.legs[0]).toEqual({
      seq: 0,
      id: 'techcrunch',
      required: false,
      status: 'success',
      artifact: 'rss-techcrunch-a1',
      items: 3,
    });
  });

  it('reads legs written by another program (indented, keys reordered) from an artifact directory', async () => {
    const dir = await tempDir();
    const store = new LocalArtifactStore(dir);
    const reorder = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(reorder)
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .reverse()
                .map(([k, v]) => [k, reorder(v)]),
            )
          : value;
    await uploadRun(store, {
      rss: (seq) => JSON.stringify(reorder(rssLeg(seq)), null, 2),
      github: (seq) => JSON.stringify(reorder(shardLeg(seq)), null, '\t'),
    });
    const reference = await fanIn();
    const out = await tempDir();
    const result = await runFanIn({ outputDir: out }, { store, now: () => NOW });
    expect(result.status).toBe('complete');
    const mine = await filesOf(out);
    expect(mine['2026-W23-external-news.json']).toBe(
      (await filesOf(reference.out))['2026-W23-external-news.json'],
    );
    expect(mine['2026-W23.json']).toBe((await filesOf(reference.out))['2026-W23.json']);
  });

  it('gives the same bytes from legs left in their files as from legs held in memory', async () => {
    const legs: RunArtifacts = { rss: (seq) => canonicalJson(sortedLeg(seq)) };
    const dir = await tempDir();
    await uploadRun(new LocalArtifactStore(dir), legs);
    const out = await tempDir();
    const result = await runFanIn(
      { outputDir: out },
      { store: new LocalArtifactStore(dir), now: () => NOW },
    );
    expect(result.status).toBe('complete');
    expect(await filesOf(out)).toEqual(await filesOf((await fanIn(legs)).out));
  });

  it('fails, writing no news, when a leg file changes between its check and the output', async () => {
    const dir = await tempDir();
    const local = new LocalArtifactStore(dir);
    await uploadRun(local, { rss: (seq) => canonicalJson(sortedLeg(seq)) });
    const names = (await local.list()).map((a) => a.name).filter((n) => n.startsWith('rss-'));
    const [first, last] = [names[0] as string, names[names.length - 1] as string];
    // Once the last leg is located, the first one (checked by then: one leg at a time) grows.
    const store: ArtifactStore = {
      list: () => local.list(),
      upload: (name, files) => local.upload(name, files),
      download: (name, opts) => local.download(name, opts),
      locate: async (name, opts) => {
        const files = await local.locate(name, opts);
        if (name === last) {
          for (const file of (await local.locate(first)).values()) await appendFile(file.path, ' ');
        }
        return files;
      },
    };
    const out = await tempDir();
    await expect(
      runFanIn({ outputDir: out, concurrency: 1 }, { store, now: () => NOW }),
    ).rejects.toThrow(new RegExp(`"${first}" refused: .* changed since it was listed`));
    expect(await readdir(out)).toEqual([]);
  });
});

describe('runFanIn: reruns and attempts', () => {
  it('keeps the newest attempt that validates; the older one is superseded, never counted twice', async () => {
    const store = new MemoryArtifactStore();
    await uploadRun(store, { rss: (seq) => (seq === 1 ? failedRssLeg(1) : rssLeg(seq)) });
    await store.upload(...legUpload('rss', 'nvidia_blog', 2, rssLeg(1)));
    const run = await fanInStore(store);
    expect(run.result.status).toBe('complete');
    expect(artifact(run, 'rss-nvidia_blog-a1')).toMatchObject({
      verdict: 'superseded',
      reason: 'superseded',
    });
    expect(artifact(run, 'rss-nvidia_blog-a2')).toMatchObject({
      verdict: 'accepted',
      seq: 1,
      attempt: 2,
    });
    expect(run.news?.sources.nvidia_blog).toEqual({ status: 'success', articles_count: 3 });
    expect(run.news?.metrics.total_articles).toBe(11);
  });

  it('falls back to an older valid attempt when the newest is rejected, with a warning', async () => {
    const store = new MemoryArtifactStore();
    await uploadRun(store);
    const tampered = {
      ...rssLeg(1),
      metrics: rssLeg(1).metrics,
      articles: [exampleArticle({ source: 'nvidia_blog', title: 'x' })],
    };
    await store.upload(...legUpload('rss', 'nvidia_blog', 2, tampered));
    const run = await fanInStore(store);
    expect(run.result.status).toBe('degraded');
    expect(run.result.warnings).toEqual([
      'nvidia_blog: attempt 2 rejected (checksum); attempt 1 used',
    ]);
    expect(artifact(run, 'rss-nvidia_blog-a2')).toMatchObject({
      verdict: 'rejected',
      reason: 'checksum',
    });
    expect(artifact(run, 'rss-nvidia_blog-a1').verdict).toBe('accepted');
  });
});

describe('runFanIn: rejected artifacts', () => {
  async function rejectedSource(payload: unknown) {
    const run = await fanIn({ rss: (seq) => (seq === 2 ? payload : rssLeg(seq)) });
    return { run, record: artifact(run, 'rss-hugging_face_blog-a1') };
  }

  it('a tampered checksum: rejected (checksum), the source missing, the run degraded', async () => {
    const leg = rssLeg(2);
    const { run, record } = await rejectedSource({ ...leg, articles: leg.articles.slice(1) });
    expect(record).toMatchObject({ verdict: 'rejected', reason: 'checksum', seq: 2 });
    expect(record.errors[0]).toMatchObject({ code: 'checksum', pointer: '/checksum' });
    expect(run.result.status).toBe('degraded');
    expectUnused(run, { hugging_face_blog: ['missing', 'checksum'] }, [
      'hugging_face_blog: missing (no valid artifact: checksum)',
    ]);
    expect(run.news?.metrics).toMatchObject({ sources_succeeded: 4, sources_failed: 1 });
  });

  it('another week: rejected (run_context) naming the week', async () => {
    const week = exampleRunContext({
      week: '2026-W22',
      since: '2026-05-25T00:00:00Z',
      until: '2026-06-01T00:00:00Z',
    });
    const { record } = await rejectedSource(rssLeg(2, { run_context: week }));
    expect(record.reason).toBe('run_context');
    expect(record.errors[0]).toEqual({
      code: 'run_context',
      pointer: '/run_context/week',
      message: "week 2026-W22 does not match the run's week 2026-W23",
    });
  });

  it('another source config: rejected (config_checksum)', async () => {
    const other = exampleRunContext({ source_config_checksum: `sha256:${'9'.repeat(64)}` });
    const { record } = await rejectedSource(rssLeg(2, { run_context: other }));
    expect(record.reason).toBe('config_checksum');
  });

  it('an unknown schema version: rejected (schema_version), treated as missing', async () => {
    const { run, record } = await rejectedSource({ ...rssLeg(2), schema_version: 3 });
    expect(record).toMatchObject({
      reason: 'schema_version',
      errors: [{ pointer: '/schema_version' }],
    });
    expect(run.news?.sources.hugging_face_blog?.status).toBe('missing');
  });

  it('duplicate keys: rejected (parse) with the pointer', async () => {
    const text = JSON.stringify(rssLeg(2)).replace(
      '"status":"success"',
      '"status":"success","status":"failed"',
    );
    const { record } = await rejectedSource(text);
    expect(record).toMatchObject({
      reason: 'parse',
      errors: [{ code: 'parse', pointer: '/status' }],
    });
  });

  it('an artifact without its file (name) or over the size limit (too_large)', async () => {
    const store = new MemoryArtifactStore();
    await uploadRun(store, { rss: (seq) => (seq === 0 ? null : rssLeg(seq)) });
    await store.upload('rss-techcrunch-a1', [{ name: 'other.json', data: '{}' }]);
    let run = await fanInStore(store);
    expect(artifact(run, 'rss-techcrunch-a1')).toMatchObject({
      verdict: 'rejected',
      reason: 'name',
    });
    run = await fanInStore(store, { maxArtifactBytes: 500 });
    expect(artifact(run, 'rss-nvidia_blog-a1')).toMatchObject({
      verdict: 'rejected',
      reason: 'too_large',
    });
  });

  it('records leg-like names that are not legs of the plan as ignored, and skips the rest', async () => {
    const store = new MemoryArtifactStore();
    await uploadRun(store);
    await store.upload(...legUpload('rss', 'unplanned', 1, rssLeg(0)));
    await store.upload('rss-techcrunch', [{ name: 'x.json', data: '{}' }]);
    for (const name of [
      'stars-2026-W23-a1',
      'canonical-2026-W23-a1',
      'fan-in-diagnostics-a1',
      'rss-techcrunch-diagnostics-a1',
    ]) {
      await store.upload(name, [{ name: 'x.json', data: '{}' }]);
    }
    const run = await fanInStore(store);
    expect(run.result.status).toBe('complete');
    const ignored = run.diagnostics.artifacts.filter((a) => a.verdict === 'ignored');
    expect(ignored).toEqual([
      { name: 'rss-techcrunch', verdict: 'ignored', reason: 'name', errors: [] },
      {
        name: 'rss-unplanned-a1',
        fan: 'rss',
        id: 'unplanned',
        attempt: 1,
        verdict: 'ignored',
        reason: 'unknown_leg',
        errors: [],
      },
    ]);
    expect(run.diagnostics.artifacts).toHaveLength(11);
  });
});

describe('runFanIn: a leg the artifact service does not hand over', () => {
  /** A store whose service keeps failing for one artifact (after its retries). */
  async function unreadable(name: string): Promise<MemoryArtifactStore> {
    const store = new MemoryArtifactStore();
    await uploadRun(store, {});
    const download = store.download.bind(store);
    store.download = async (artifact, opts) => {
      if (artifact === name) {
        throw new ArtifactError(
          'backend',
          `Download of artifact "${name}" failed: "GetSignedArtifactURL answered 503 (5 attempts in 3.1 s)"`,
        );
      }
      return download(artifact, opts);
    };
    return store;
  }

  it('an RSS leg is reported unreadable, not missing or invalid, and the run degrades', async () => {
    const run = await fanInStore(await unreadable('rss-github_blog-a1'));
    expect(run.result).toMatchObject({ status: 'degraded', exitCode: 0 });
    expect(artifact(run, 'rss-github_blog-a1')).toMatchObject({
      verdict: 'rejected',
      reason: 'unreadable',
      errors: [{ code: 'unreadable', pointer: '', message: expect.stringContaining('503') }],
    });
    expectUnused(run, { github_blog: ['missing', 'unreadable'] }, [
      'github_blog: unreadable (the artifact service did not hand it over)',
    ]);
  });

  it('a required GitHub shard that could not be read fails the fan-in closed with that reason', async () => {
    const run = await fanInStore(await unreadable('github-new_repos-a1'));
    expect(run.result).toMatchObject({ status: 'failed', exitCode: 1 });
    expect(run.result.paths.news).toBeNull();
    expect(run.result.paths.github).toBeNull();
    expect(run.result.reason).toMatch(/new_repos unreadable \(the artifact service/u);
    expect(artifact(run, 'github-new_repos-a1')).toMatchObject({ reason: 'unreadable' });
  });
});

describe('runFanIn: failure policy', () => {
  it('a partial source with no article counts as failed, with a warning', async () => {
    const run = await fanIn({
      rss: (seq) => (seq === 3 ? rssLeg(3, { status: 'partial', articles: [] }) : rssLeg(seq)),
    });
    expect(run.result.status).toBe('degraded');
    expectUnused(run, { mit_technology_review: ['partial', 'no_articles'] }, [
      'mit_technology_review: partial with no article (counted as failed)',
    ]);
    expect(run.news?.metrics).toMatchObject({ sources_succeeded: 4, sources_failed: 1 });
  });

  it('2 of 5 sources failed: degraded, both outputs written with warnings', async () => {
    const run = await fanIn({
      rss: (seq) => (seq === 1 ? failedRssLeg(1) : seq === 4 ? null : rssLeg(seq)),
    });
    expect(run.result).toMatchObject({ status: 'degraded', exitCode: 0 });
    expectUnused(
      run,
      { nvidia_blog: ['failed', 'timeout'], github_blog: ['missing', 'no_artifact'] },
      ['nvidia_blog: failed (timeout): no answer after 15 s', 'github_blog: missing (no artifact)'],
    );
    expect(run.github).toBeDefined();
    expect(run.diagnostics.status).toBe('degraded');
    expect(run.diagnostics.reason).toBe(
      'degraded: 3 of 5 RSS sources succeeded (0.6 >= min-source-ratio 0.6)',
    );
  });

  it('3 of 5 sources failed: failed, neither canonical output, exit code 1', async () => {
    const run = await fanIn({
      rss: (seq) => (seq < 3 ? failedRssLeg(seq, 'http_status') : rssLeg(seq)),
    });
    expect(run.result).toMatchObject({ status: 'failed', exitCode: 1 });
    expect(run.result.paths.news).toBeNull();
    expect(run.result.paths.github).toBeNull();
    expect(await readdir(run.out)).toEqual(['2026-W23-fan-in-diagnostics.json']);
    expect(run.result.reason).toBe(
      'only 2 of 5 RSS sources succeeded (0.4 < min-source-ratio 0.6): no canonical output written',
    );
    expect(run.diagnostics.decisions).toContainEqual({
      rule: 'rss.min_source_ratio',
      outcome: 'fail',
      detail: run.result.reason,
    });
  });

  it('honours min-source-ratio', async () => {
    const run = await fanIn(
      { rss: (seq) => (seq < 3 ? failedRssLeg(seq) : rssLeg(seq)) },
      { minSourceRatio: 0.4 },
    );
    expect(run.result.status).toBe('degraded');
    expect(run.news).toBeDefined();
  });

  it('a required shard missing fails closed: no canonical output at all', async () => {
    const run = await fanIn({ github: (seq) => (seq === 0 ? null : shardLeg(seq)) });
    expect(run.result).toMatchObject({ status: 'failed', exitCode: 1, newsChecksum: null });
    expect(run.result.paths).toMatchObject({ github: null, news: null });
    expect(await readdir(run.out)).toEqual(['2026-W23-fan-in-diagnostics.json']);
    expect(run.result.reason).toBe(
      'required GitHub shard new_repos missing (no artifact): failing closed, no canonical output written',
    );
    expect(run.diagnostics.fans.github?.closed).toBe(false);
  });

  it('a required shard that is invalid fails closed the same way', async () => {
    const run = await fanIn({
      github: (seq) =>
        seq === 1 ? { ...shardLeg(1), checksum: `sha256:${'0'.repeat(64)}` } : shardLeg(seq),
    });
    expect(run.result.status).toBe('failed');
    expect(run.result.reason).toMatch(
      /^required GitHub shard trending_repos missing \(no valid artifact: checksum\)/,
    );
    expect(await readdir(run.out)).toEqual(['2026-W23-fan-in-diagnostics.json']);
  });

  it('an optional shard missing degrades and lands in partial_failures', async () => {
    const plan = structuredClone(PLAN);
    (plan.fans.github?.legs[3] as { required: boolean }).required = false;
    const run = await fanIn(
      { github: (seq) => (seq === 3 ? null : shardLeg(seq)) },
      { fanPlan: plan },
    );
    expect(run.result.status).toBe('degraded');
    expect(run.github?.metadata.partial_failures).toEqual([
      'topic_secondary: missing (no artifact)',
    ]);
    expect(run.github?.metadata.shards.topic_secondary).toEqual({
      status: 'missing',
      required: false,
      repositories: 0,
      reason: 'no_artifact',
    });
  });

  it('all legs failed: diagnostics only', async () => {
    const run = await fanIn({ rss: (seq) => failedRssLeg(seq), github: () => null });
    expect(run.result.status).toBe('failed');
    expect(run.result.reason).toBe(
      'all 9 legs failed or are missing: no canonical output (diagnostics only)',
    );
    expect(await readdir(run.out)).toEqual(['2026-W23-fan-in-diagnostics.json']);
    expect(validate('fan_in_diagnostics_v1', run.diagnostics)).toEqual({ ok: true });
  });
});

describe('runFanIn: a plan with no legs (a quiet week)', () => {
  const EMPTY_PLAN: FanPlan = {
    schema_version: 'fan_plan_v1',
    run_id: RUN_CONTEXT.run_id,
    fans: {},
    skipped: [
      {
        id: 'techcrunch',
        reason:
          'not due until 2026-06-11T05:30:00Z (last scraped 2026-06-04T06:00:00Z, every 168 h)',
      },
      { id: 'retired', reason: 'inactive' },
    ],
  };

  it('ends empty with exit 0, diagnostics only, outputs and state untouched', async () => {
    const out = await tempDir();
    const existing = {
      [`${RUN_CONTEXT.week}.json`]: '{"earlier":"github output"}\n',
      [`${RUN_CONTEXT.week}-external-news.json`]: '{"earlier":"news output"}\n',
    };
    for (const [name, text] of Object.entries(existing)) await writeFile(join(out, name), text);
    const statePath = join(out, 'state.json');
    const stateText = '{"schema_version":"scrape_state_v1","sources":{}}';
    await writeFile(statePath, stateText);
    const stateMtime = (await stat(statePath)).mtimeMs;

    // The store still holds legs of another plan: they are not merged.
    const run = await fanIn({}, { outputDir: out, fanPlan: EMPTY_PLAN, statePath });
    expect(run.result).toMatchObject({
      status: 'empty',
      exitCode: 0,
      paths: { github: null, news: null },
      newsChecksum: null,
      statePath: null,
      warnings: [],
    });
    expect(run.result.reason).toBe(
      'nothing was planned: 2 sources skipped (see skipped) and the GitHub fan is off; no canonical output (diagnostics only)',
    );
    expect(run.result.files.map((f) => f.path)).toEqual([run.result.paths.diagnostics]);
    expect(run.diagnostics).toMatchObject({
      status: 'empty',
      fans: {},
      skipped: EMPTY_PLAN.skipped,
      decisions: [{ rule: 'empty_plan', outcome: 'pass' }],
    });
    expect(run.diagnostics.artifacts.every((a) => a.verdict === 'ignored')).toBe(true);
    expect(validate('fan_in_diagnostics_v1', run.diagnostics)).toEqual({ ok: true });
    for (const [name, text] of Object.entries(existing))
      expect(await readFile(join(out, name), 'utf8')).toBe(text);
    expect(await readFile(statePath, 'utf8')).toBe(stateText);
    expect((await stat(statePath)).mtimeMs).toBe(stateMtime);
  });

  it('planned legs that all failed still fail (the empty status is for no legs only)', async () => {
    const run = await fanIn({ rss: (seq) => failedRssLeg(seq), github: () => null });
    expect(run.result).toMatchObject({ status: 'failed', exitCode: 1 });
    expect(run.diagnostics.skipped).toBeUndefined();
  });
});

describe('runFanIn: idempotency and time', () => {
  it('a rerun with the same inputs leaves the output directory byte-identical', async () => {
    const store = new MemoryArtifactStore();
    await uploadRun(store);
    const first = await fanInStore(store);
    const before = await filesOf(first.out);
    const mtimes = await Promise.all(
      Object.keys(before).map((f) => stat(join(first.out, f)).then((s) => s.mtimeMs)),
    );
    const second = await fanInStore(store, { outputDir: first.out }, NOW + 3_600_000);
    expect(second.result.files.map((f) => f.outcome)).toEqual([
      'unchanged',
      'unchanged',
      'unchanged',
      'unchanged',
    ]);
    expect(await filesOf(first.out)).toEqual(before);
    const after = await Promise.all(
      Object.keys(before).map((f) => stat(join(first.out, f)).then((s) => s.mtimeMs)),
    );
    expect(after).toEqual(mtimes);
  });

  it('rewrites an output whose content changed, and one that was edited by hand', async () => {
    const store = new MemoryArtifactStore();
    await uploadRun(store);
    const first = await fanInStore(store);
    const newsPath = first.result.paths.news as string;
    await writeFile(
      newsPath,
      (await readFile(newsPath, 'utf8')).replace('"total_articles":11', '"total_articles":12'),
    );
    const second = await fanInStore(store, { outputDir: first.out }, NOW + 1000);
    expect(second.result.files.find((f) => f.path === newsPath)?.outcome).toBe('written');
    expect(second.news?.merged_at).toBe('2026-06-08T06:00:01Z');
    await store.upload(...legUpload('rss', 'techcrunch', 2, rssLeg(0, { articles: [] })));
    const third = await fanInStore(store, { outputDir: first.out }, NOW + 2000);
    expect(third.result.files.map((f) => f.outcome)).toEqual([
      'unchanged',
      'unchanged',
      'written',
      'written',
    ]);
  });

  it('SOURCE_DATE_EPOCH pins merged_at: two fan-ins at different times give the same bytes', async () => {
    const store = new MemoryArtifactStore();
    await uploadRun(store);
    const a = await fanInStore(store, {}, NOW, '1780000000');
    const b = await fanInStore(store, {}, NOW + 86_400_000, '1780000000');
    expect(await filesOf(a.out)).toEqual(await filesOf(b.out));
    expect(a.news?.merged_at).toBe('2026-05-28T20:26:40Z');
    expect(a.github?.crawled_at).toBe('2026-05-28T20:26:40Z');
    await expect(fanInStore(store, {}, NOW, '17.5')).rejects.toThrow(/SOURCE_DATE_EPOCH/);
  });

  it('never modifies the input artifacts', async () => {
    const dir = await tempDir();
    const store = new LocalArtifactStore(dir);
    await uploadRun(store, { rss: (seq) => (seq === 0 ? failedRssLeg(0) : rssLeg(seq)) });
    const digest = async () => {
      const hash = createHash('sha256');
      for (const a of await store.list()) {
        for (const [name, bytes] of await store.download(a.name))
          hash.update(`${a.name}/${name}`).update(bytes);
      }
      return hash.digest('hex');
    };
    const before = await digest();
    await runFanIn({ outputDir: await tempDir() }, { store, now: () => NOW });
    expect(await digest()).toBe(before);
  });
});

describe('runFanIn: setup', () => {
  it('uses the run context and plan given instead of the artifact', async () => {
    const run = await fanIn({ runContext: false }, { runContext: RUN_CONTEXT, fanPlan: PLAN });
    expect(run.result.status).toBe('complete');
  });

  it('fails before any work without a run context, or with a plan of another run', async () => {
    const store = new MemoryArtifactStore();
    await uploadRun(store, { runContext: false });
    await expect(fanInStore(store)).rejects.toThrow(/no run context/);
    expect(store.downloads).toBe(0);
    const other = { ...PLAN, run_id: '2026-W23-ffffffffffff' };
    await expect(fanInStore(store, { runContext: RUN_CONTEXT, fanPlan: other })).rejects.toThrow(
      FanInSetupError,
    );
    await expect(fanInStore(store, { runContext: { ...RUN_CONTEXT, week: 'W' } })).rejects.toThrow(
      /not a valid run_context_v1/,
    );
  });

  it('refuses an inconsistent run context, given or from the artifact, before any download', async () => {
    const store = new MemoryArtifactStore();
    await uploadRun(store, { runContext: false });
    const readdressed = (context: typeof RUN_CONTEXT) => ({ ...context, run_id: runId(context) });
    const inconsistent: [typeof RUN_CONTEXT, RegExp][] = [
      [readdressed({ ...RUN_CONTEXT, until: RUN_CONTEXT.since }), /is not before its until/],
      [readdressed({ ...RUN_CONTEXT, week: '2026-W30' }), /week 2026-W30 does not match/],
      [{ ...RUN_CONTEXT, code_sha: 'd'.repeat(64) }, /is not its content address/],
    ];
    for (const [context, message] of inconsistent) {
      const plan = exampleFanPlan(context.run_id);
      await expect(fanInStore(store, { runContext: context, fanPlan: plan })).rejects.toThrow(
        message,
      );
    }
    await store.upload('run-context-a1', [
      { name: 'run_context.json', data: JSON.stringify(inconsistent[1]?.[0]) },
      { name: 'fan_plan.json', data: JSON.stringify(exampleFanPlan(inconsistent[1]?.[0].run_id)) },
    ]);
    await expect(fanInStore(store)).rejects.toThrow(FanInSetupError);
    expect(store.downloads).toBe(1); // the run-context artifact only
  });

  it('refuses a plan artifact whose leg id climbs out of a directory, before any leg download', async () => {
    const store = new MemoryArtifactStore();
    await uploadRun(store, { runContext: false });
    const plan = structuredClone(PLAN);
    (plan.fans.rss?.legs[0] as { id: string }).id = '../../pwn';
    await store.upload('run-context-a1', [
      { name: 'run_context.json', data: JSON.stringify(RUN_CONTEXT) },
      { name: 'fan_plan.json', data: JSON.stringify(plan) },
    ]);
    await expect(fanInStore(store)).rejects.toThrow(
      /^fan plan: rss leg 0: "\.\.\/\.\.\/pwn" is not a leg id/,
    );
    expect(store.downloads).toBe(1); // the run-context artifact only
  });

  it('takes the newest run-context attempt', async () => {
    const store = new MemoryArtifactStore();
    await uploadRun(store);
    await store.upload('run-context-a2', [
      { name: 'run_context.json', data: '{"schema_version":"run_context_v1"}' },
    ]);
    await expect(fanInStore(store)).rejects.toThrow(
      /run-context-a2\/run_context.json is not a valid run_context_v1/,
    );
  });

  it('counts relevance with the threshold of the topic config the run was made with', async () => {
    const dir = await tempDir();
    const path = join(dir, 'squadscope.topic.yml');
    const yaml = 'topic: AI\nkeywords: [ai, model]\nrelevance_threshold: 0.7\n';
    await writeFile(path, yaml);
    // Another topic config makes another run: its run_id and fan ids follow.
    const edited = exampleRunContext({ topic_config_checksum: checksumOfBytes(yaml) });
    const context = { ...edited, run_id: runId(edited) };
    const plan = exampleFanPlan(context.run_id);
    const frame = (fan: Fan | undefined, seq: number) => [
      { fan_id: fan?.fan_id as string, seq, expected: fan?.expected as number },
    ];
    const legs = (seq: number) =>
      rssLeg(seq, { run_context: context, fan: frame(plan.fans.rss, seq) });
    const shards = (seq: number) =>
      shardLeg(seq, { run_context: context, fan: frame(plan.fans.github, seq) });
    const store = new MemoryArtifactStore();
    await uploadRun(store, { rss: legs, github: shards, runContext: false });
    const run = await fanInStore(store, {
      runContext: context,
      fanPlan: plan,
      topicConfigPath: path,
    });
    expect(run.news?.metrics.total_relevant).toBe(5); // 0.8 only; the shared 0.6 is below 0.7
    await writeFile(path, `${yaml}# edited\n`);
    await expect(
      fanInStore(store, { runContext: context, fanPlan: plan, topicConfigPath: path }),
    ).rejects.toThrow(/topic-config .* has checksum/);
  });

  it('updates the scrape state for the sources that succeeded, keeping the others', async () => {
    const dir = await tempDir();
    const statePath = join(dir, 'state.json');
    // A scrape state of each source's last_scraped_at.
    const scrapeState = (lastScraped: Record<string, string>) => ({
      schema_version: 'scrape_state_v1',
      sources: Object.fromEntries(
        Object.entries(lastScraped).map(([id, at]) => [id, { last_scraped_at: at }]),
      ),
    });
    const kept = { nvidia_blog: '2026-05-01T00:00:00Z', retired: '2026-01-01T00:00:00Z' };
    await writeFile(statePath, JSON.stringify(scrapeState(kept)));
    const run = await fanIn(
      {
        rss: (seq) =>
          seq === 1
            ? failedRssLeg(1)
            : seq === 2
              ? rssLeg(2, { status: 'partial', articles: [] })
              : rssLeg(seq),
      },
      { statePath },
    );
    expect(run.result.statePath).toBe(statePath);
    const state = JSON.parse(await readFile(statePath, 'utf8'));
    const scraped = '2026-06-08T06:00:00Z';
    expect(state).toEqual(
      scrapeState({
        ...kept,
        github_blog: scraped,
        mit_technology_review: scraped,
        techcrunch: scraped,
      }),
    );
    // A state file that is not a scrape state stops the fan-in before any download.
    await writeFile(
      join(dir, 'bad.json'),
      '{"schema_version":"scrape_state_v1","sources":{"x":1}}',
    );
    await expect(fanIn({}, { statePath: join(dir, 'bad.json') })).rejects.toThrow(/^state: /);
    // No news output, no state update.
    const failed = await fanIn(
      { rss: (seq) => failedRssLeg(seq) },
      { statePath: join(dir, 'none.json') },
    );
    expect(failed.result.statePath).toBeNull();
    await expect(stat(join(dir, 'none.json'))).rejects.toThrow(/ENOENT/);
  });

  it('keeps the query parameters named in keep-query-params', async () => {
    const articles = [
      exampleArticle({ url: 'https://forum.example/view?p=1&utm=a', source: 'techcrunch' }),
      exampleArticle({ url: 'https://forum.example/view?p=2&utm=b', source: 'techcrunch' }),
    ];
    const run = { rss: (seq: number) => (seq === 0 ? rssLeg(0, { articles }) : rssLeg(seq)) };
    expect((await fanIn(run)).news?.sources.techcrunch?.articles_count).toBe(2);
    const forum = (n: Awaited<ReturnType<typeof fanIn>>) =>
      n.news?.articles.filter((a) => a.url.includes('forum')).length;
    expect(forum(await fanIn(run))).toBe(1);
    expect(forum(await fanIn(run, { keepQueryParams: ['p'] }))).toBe(2);
  });

  it('merges a plan with only an RSS fan into the news output alone', async () => {
    const plan = { ...PLAN, fans: { rss: PLAN.fans.rss } };
    const run = await fanIn({ github: () => null }, { fanPlan: plan as typeof PLAN });
    expect(run.result.status).toBe('complete');
    expect(run.result.paths.github).toBeNull();
    expect(SOURCES.every((s) => run.news?.sources[s]?.status === 'success')).toBe(true);
  });
});

describe('where legs are validated', () => {
  // A worker script that exits at once: whether the fan-in started workers shows.
  const exiting = new URL(
    '../../../test-support/fixtures/fanin/exiting-worker.mjs',
    import.meta.url,
  );
  const withWorkers = async (options: Partial<FanInOptions>) => {
    const store = new MemoryArtifactStore();
    await uploadRun(store);
    return runFanIn(
      { outputDir: await tempDir(), ...options },
      { store, now: () => NOW, legWorkerScript: exiting },
    );
  };

  it('starts no worker for a fan-in under 16 MiB of legs', async () => {
    const result = await withWorkers({});
    expect(result.status).toBe('complete');
    expect(result.validation).toEqual({ legs: 9, workers: 0 });
  });

  it('refuses a worker count that is not a whole number from 0 to 16', async () => {
    for (const workers of [-1, 17, 1.5, Number.NaN]) {
      await expect(withWorkers({ workers })).rejects.toThrow(
        new FanInSetupError(`workers must be a whole number from 0 to 16, got ${workers}`),
      );
    }
  });

  it('fails when a worker it was told to start dies: no verdict is made up', async () => {
    await expect(withWorkers({ workers: 2 })).rejects.toThrow(/exited with code 3/);
  });
});

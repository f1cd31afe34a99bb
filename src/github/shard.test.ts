import fc from 'fast-check';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  GithubApiServer,
  GithubApiServerOptions,
} from '../../action-tests/github-api-server.js';
import { canonicalJson, checksumOf, compareStrings } from '../canonical/index.js';
import { validate, type StarSnapshot } from '../contracts/index.js';
import { exampleRunContext } from '../../test-support/contracts-examples.js';
import { ResponseCache } from './cache.js';
import type { SearchClient } from './client.js';
import { MAX_SHARD_QUERIES, newReposQuery, pagesFor, trendingReposQuery } from './queries.js';
import type { SearchPage } from './types.js';
import { cachedPages, runShard, ShardError, type ShardDeps, type ShardInput } from './shard.js';
import {
  fakeGithub,
  recordingLog,
  TEST_TOKEN,
  type FakeClock,
  type RecordingLog,
} from '../../test-support/github.js';
import type { ShardId } from '../runcontext/index.js';

const CONTEXT = exampleRunContext();
const FAN = [{ fan_id: `${CONTEXT.run_id}:github`, seq: 0, expected: 4 }];
const TOPIC = {
  primary: ['topic:llm stars:>50 pushed:>{last_week}', 'topic:rag stars:>50 pushed:>{last_week}'],
  secondary: ['topic:ai stars:>20 pushed:{last_week}..{today}'],
};

let server: GithubApiServer | undefined;
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gh-shard-'));
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  await rm(dir, { recursive: true, force: true });
});

interface Rig {
  server: GithubApiServer;
  clock: FakeClock;
  log: RecordingLog;
  /** A fresh client + cache (a new process) on the shared server, clock and cache dir. */
  deps(opts?: {
    cacheDir?: string | null;
    scope?: string;
  }): ShardDeps & { client: SearchClient; cache: ResponseCache };
}

async function rig(serverOpts: GithubApiServerOptions = {}): Promise<Rig> {
  const github = await fakeGithub({ seed: 3, ...serverOpts });
  const { clock, log } = github;
  server = github.server;
  return {
    server: github.server,
    clock,
    log,
    deps(opts = {}) {
      const client = github.client();
      const cacheDir = opts.cacheDir === undefined ? dir : opts.cacheDir;
      const cache = new ResponseCache({
        ...(cacheDir === null ? {} : { dir: cacheDir }),
        runId: CONTEXT.run_id,
        scope: opts.scope ?? 'shard',
        now: clock.now,
        log,
      });
      return {
        client,
        cache,
        pages: cachedPages(client, cache),
        meter: () => ({
          calls: client.counts().calls,
          cacheHits: cache.hits,
          cacheMisses: cache.misses,
          secondaryEvents: client.counts().secondaryEvents,
          waitedMs: client.budget.waitedMs,
        }),
        searchRemaining: () => client.budget.remaining,
        log,
      };
    },
  };
}

function input(shardId: ShardId, overrides: Partial<ShardInput> = {}): ShardInput {
  return {
    shardId,
    runContext: CONTEXT,
    fan: FAN,
    topic: TOPIC,
    minReposPerWeek: 10,
    maxResults: 250,
    previous: null,
    capturedAt: '2026-06-08T06:00:00Z',
    ...overrides,
  };
}

function sumValues(record: Record<string, number | undefined>): number {
  return Object.values(record).reduce<number>((a, b) => a + (b ?? 0), 0);
}

describe('runShard against the fake GitHub API', () => {
  test('new_repos on a cold cache: the least calls, a valid artifact, the window in the query', async () => {
    const r = await rig({ total: () => 237 });
    const { shard, snapshot } = await runShard(r.deps(), input('new_repos'));
    expect(validate('github_shard_v1', shard)).toEqual({ ok: true });
    expect(shard.checksum).toBe(
      checksumOf([...shard.repositories].sort((a, b) => compareStrings(a.full_name, b.full_name))),
    );
    expect(shard.repositories.map((x) => x.full_name)).toEqual(
      shard.repositories.map((x) => x.full_name).sort(compareStrings),
    );
    const calls = r.server.searchRequests();
    expect(calls.map((c) => c.page)).toEqual([1, 2, 3]);
    expect(
      calls.every((c) => c.q === 'created:2026-06-01..2026-06-07 stars:>50' && c.perPage === 100),
    ).toBe(true);
    expect(shard.api_metrics).toEqual({
      calls_made: 3,
      cache_hits: 0,
      cache_misses: 3,
      secondary_rate_limit_events: 0,
      search_api_remaining: 27,
    });
    expect(shard.queries).toEqual([
      {
        q: newReposQuery(CONTEXT),
        total_count: 237,
        incomplete_results: false,
        fetched: 237,
        capped: false,
      },
    ]);
    // Every fetched item is either kept or counted under one reason.
    expect(shard.repositories.length + sumValues(shard.filter_summary)).toBe(237);
    expect(shard.filter_summary['fork']).toBeGreaterThan(0);
    // No previous snapshot: stars_gained is unknown, as the legacy crawler leaves it out.
    for (const repo of shard.repositories) {
      expect(repo.stars_gained).toBeNull();
      expect(repo.created_at >= CONTEXT.since && repo.created_at < CONTEXT.until).toBe(true);
    }
    expect(validate('star_snapshot_v1', snapshot)).toEqual({ ok: true });
    expect(snapshot.week).toBe(CONTEXT.week);
    // The snapshot is every result read, the dropped ones too (the legacy snapshot's rule).
    expect(snapshot.stars).toEqual(shard.candidate_stars);
    for (const repo of shard.repositories) expect(snapshot.stars[repo.full_name]).toBe(repo.stars);
    expect(snapshot.repository_count).toBeGreaterThan(shard.repositories.length);
  });

  test('a rerun on a warm cache makes zero search calls and produces the same repositories', async () => {
    const r = await rig({ total: () => 180 });
    const first = await runShard(r.deps(), input('new_repos'));
    const before = r.server.searchRequests().length;
    const rerun = await runShard(r.deps(), input('new_repos'));
    expect(r.server.searchRequests().length).toBe(before);
    expect(rerun.shard.api_metrics).toMatchObject({
      calls_made: 0,
      cache_hits: 2,
      cache_misses: 0,
    });
    expect(rerun.shard.api_metrics.search_api_remaining).toBeNull();
    expect(canonicalJson(rerun.shard.repositories)).toBe(canonicalJson(first.shard.repositories));
    expect(rerun.shard.checksum).toBe(first.shard.checksum);
  });

  test('more than 1,000 results: ten pages, capped and reported, never page 11', async () => {
    const r = await rig({ total: () => 5000 });
    const { shard } = await runShard(r.deps(), input('trending_repos', { maxResults: 1000 }));
    expect(r.server.searchRequests().map((c) => c.page)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(shard.queries).toEqual([
      {
        q: trendingReposQuery(CONTEXT),
        total_count: 5000,
        incomplete_results: false,
        fetched: 1000,
        capped: true,
      },
    ]);
    expect(shard.api_metrics.calls_made).toBe(10);
  });

  test('max-results cuts the last page and reports capped', async () => {
    const r = await rig({ total: () => 400 });
    const { shard } = await runShard(r.deps(), input('new_repos', { maxResults: 150 }));
    expect(r.server.searchRequests()).toHaveLength(2);
    expect(shard.queries[0]).toMatchObject({ total_count: 400, fetched: 150, capped: true });
    expect(shard.repositories.length + sumValues(shard.filter_summary)).toBe(150);
  });

  test('property: calls on a cold cache == ceil(min(total, max, 1000) / 100), at least one', async () => {
    let total = 0;
    let run = 0;
    // Paging, not limits: a budget the ten runs cannot exhaust (each run is a fresh client
    // that knows nothing of the budget the previous runs spent on this shared server).
    const r = await rig({ total: () => total, rateLimit: { limit: 5000 } });
    await fc.assert(
      fc.asyncProperty(
        // Exact multiples of 100 are where an extra, empty page would hide.
        fc.oneof(
          fc.integer({ min: 0, max: 1300 }),
          fc.integer({ min: 0, max: 13 }).map((n) => n * 100),
        ),
        fc.oneof(
          fc.integer({ min: 1, max: 1000 }),
          fc.integer({ min: 1, max: 10 }).map((n) => n * 100),
        ),
        async (t, max) => {
          total = t;
          r.server.requests.length = 0;
          const deps = r.deps({ cacheDir: null });
          // A new window (so a new query) per run: the server keeps one universe per query.
          run += 1;
          const day = (n: number) =>
            new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString().slice(0, 19) + 'Z';
          const runContext = { ...CONTEXT, since: day(run), until: day(run + 1) };
          const { shard } = await runShard(
            deps,
            input('new_repos', { maxResults: max, runContext }),
          );
          expect(shard.api_metrics.calls_made).toBe(pagesFor(t, max));
          expect(r.server.searchRequests()).toHaveLength(pagesFor(t, max));
          expect(shard.queries[0]?.fetched).toBe(Math.min(t, max, 1000));
        },
      ),
      { numRuns: 10 },
    );
  });

  test('exactly two full pages cost two calls, not a third empty one', async () => {
    const r = await rig({ total: () => 200 });
    const { shard } = await runShard(r.deps(), input('new_repos', { maxResults: 250 }));
    expect(r.server.searchRequests().map((c) => c.page)).toEqual([1, 2]);
    expect(shard.queries[0]).toMatchObject({ total_count: 200, fetched: 200, capped: false });
  });

  test('incomplete_results is reported, and such pages are not cached', async () => {
    const r = await rig({ total: () => 50, incomplete: () => true });
    const { shard } = await runShard(r.deps(), input('new_repos'));
    expect(shard.queries[0]?.incomplete_results).toBe(true);
    await runShard(r.deps(), input('new_repos'));
    expect(r.server.searchRequests()).toHaveLength(2);
  });

  test('trending: stars_gained from the previous snapshot, null when unknown', async () => {
    const r = await rig({ total: () => 60 });
    const items = r.server.itemsFor(trendingReposQuery(CONTEXT));
    const kept = (i: Record<string, unknown>) =>
      !i['fork'] &&
      !i['private'] &&
      !i['is_template'] &&
      i['description'] &&
      !String(i['name']).startsWith('awesome-');
    const known = items.filter(kept).slice(0, 3);
    expect(known).toHaveLength(3);
    const previous: StarSnapshot = {
      week: '2026-W22',
      captured_at: '2026-06-01T06:00:00Z',
      repository_count: 3,
      // Gains of 0, 10 and 20 stars; one repository lost stars (gain 0, never negative).
      stars: Object.fromEntries(
        known.map((i, k) => [
          i['full_name'] as string,
          (i['stargazers_count'] as number) + (k === 0 ? 5 : -10 * k),
        ]),
      ),
    };
    const { shard } = await runShard(r.deps(), input('trending_repos', { previous }));
    const byName = new Map(shard.repositories.map((x) => [x.full_name, x]));
    expect(known.map((i) => byName.get(i['full_name'] as string)?.stars_gained)).toEqual([
      0, 10, 20,
    ]);
    const unknown = shard.repositories.filter((x) => previous.stars[x.full_name] === undefined);
    // The fake server creates trending repositories years before the window.
    expect(unknown.every((x) => x.stars_gained === null)).toBe(true);
  });

  test('topic queries that overlap: each repository once, duplicates counted', async () => {
    const r = await rig({ total: () => 80, poolSize: 120 });
    const { shard } = await runShard(r.deps(), input('topic_primary'));
    expect(shard.queries.map((q) => q.q)).toEqual([
      'topic:llm stars:>50 pushed:>2026-06-01',
      'topic:rag stars:>50 pushed:>2026-06-01',
    ]);
    expect(shard.filter_summary['duplicate']).toBeGreaterThan(0);
    expect(new Set(shard.repositories.map((x) => x.full_name)).size).toBe(
      shard.repositories.length,
    );
    expect(shard.repositories.length + sumValues(shard.filter_summary)).toBe(160);
  });

  test('topic_secondary is skipped, truthfully, when primary found enough', async () => {
    const r = await rig({ total: () => 120 });
    const { shard, skipped } = await runShard(
      r.deps(),
      input('topic_secondary', { minReposPerWeek: 10 }),
    );
    expect(skipped).toMatch(/at least 10/);
    expect(shard.repositories).toEqual([]);
    expect(shard.queries).toEqual([
      {
        q: 'topic:ai stars:>20 pushed:2026-06-01..2026-06-07',
        total_count: 0,
        incomplete_results: false,
        fetched: 0,
        capped: false,
        skipped,
      },
    ]);
    // The check stopped after primary's first page: enough already.
    expect(r.server.searchRequests().map((c) => [c.q, c.page])).toEqual([
      ['topic:llm stars:>50 pushed:>2026-06-01', 1],
    ]);
    expect(validate('github_shard_v1', shard)).toEqual({ ok: true });
  });

  test('shards never share cache entries: secondary costs the same after primary as alone', async () => {
    const alone = await rig({ total: () => 120 });
    const aloneShard = (
      await runShard(alone.deps({ scope: 'topic_secondary' }), input('topic_secondary'))
    ).shard;
    await alone.server.close(); // rig() keeps only the latest server for afterEach
    const r = await rig({ total: () => 120 });
    await runShard(r.deps({ scope: 'topic_primary' }), input('topic_primary'));
    const before = r.server.searchRequests().length;
    const { shard } = await runShard(
      r.deps({ scope: 'topic_secondary' }),
      input('topic_secondary'),
    );
    expect(r.server.searchRequests().length - before).toBe(aloneShard.api_metrics.calls_made);
    // Everything but the remaining budget, which the other shard's calls consumed.
    expect({ ...shard.api_metrics, search_api_remaining: 0 }).toEqual({
      ...aloneShard.api_metrics,
      search_api_remaining: 0,
    });
    expect(shard.api_metrics.cache_hits).toBe(0);
  });

  test('a rerun of the same shard on the same day is served from the cache', async () => {
    const r = await rig({ total: () => 120 });
    await runShard(r.deps({ scope: 'topic_primary' }), input('topic_primary'));
    const before = r.server.searchRequests().length;
    const { shard } = await runShard(r.deps({ scope: 'topic_primary' }), input('topic_primary'));
    expect(r.server.searchRequests().length).toBe(before);
    expect(shard.api_metrics).toMatchObject({ calls_made: 0, cache_misses: 0 });
    expect(shard.api_metrics.cache_hits).toBeGreaterThan(0);
  });

  test('topic_secondary runs its queries when primary found fewer than the minimum', async () => {
    const r = await rig({ total: (q) => (q.startsWith('topic:ai') ? 40 : 3) });
    const { shard, skipped, checkPages } = await runShard(
      r.deps(),
      input('topic_secondary', { minReposPerWeek: 10 }),
    );
    expect(skipped).toBeNull();
    // Two primary templates of 3 results: one page each to learn primary is short, then
    // one page of its own: the least a lone secondary leg can do, and what it did.
    expect(checkPages).toBe(2);
    expect(shard.api_metrics.calls_made).toBe(checkPages + 1);
    expect(shard.queries).toEqual([
      {
        q: 'topic:ai stars:>20 pushed:2026-06-01..2026-06-07',
        total_count: 40,
        incomplete_results: false,
        fetched: 40,
        capped: false,
      },
    ]);
    expect(shard.repositories.length).toBeGreaterThan(0);
    expect(r.log.lines.join('\n')).toMatch(/fewer than 10/);
  });

  test('a topic shard without templates is an empty, valid shard that makes no call', async () => {
    const r = await rig();
    const { shard } = await runShard(
      r.deps(),
      input('topic_primary', { topic: { primary: [], secondary: [] } }),
    );
    expect(shard.queries).toEqual([]);
    expect(validate('github_shard_v1', shard)).toEqual({ ok: true });
    expect(r.server.searchRequests()).toHaveLength(0);
  });

  test('a secondary rate limit in the middle is waited out and counted in api_metrics', async () => {
    const r = await rig({
      total: () => 250,
      faults: [{ kind: 'secondary', page: 2, retryAfter: 30 }],
    });
    const { shard, waitedMs } = await runShard(r.deps(), input('new_repos'));
    expect(shard.api_metrics).toMatchObject({ calls_made: 4, secondary_rate_limit_events: 1 });
    expect(waitedMs).toBe(30_000);
    expect(shard.queries[0]?.fetched).toBe(250);
  });

  test('a failure is a ShardError with the code, the queries done and the metrics, never the token', async () => {
    const r = await rig({
      total: () => 250,
      faults: [{ kind: 'unauthorized', page: 2, times: Infinity }],
    });
    let caught: unknown;
    try {
      await runShard(r.deps(), input('new_repos'));
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ShardError);
    const e = caught as ShardError;
    expect(e.code).toBe('unauthorized');
    expect(e.metrics.calls_made).toBe(2);
    expect(e.message).not.toContain(TEST_TOKEN);
    expect(r.log.lines.join('\n')).not.toContain(TEST_TOKEN);
  });

  test('a bad template is a config failure before any call', async () => {
    const r = await rig();
    await expect(
      runShard(
        r.deps(),
        input('topic_primary', { topic: { primary: ['topic:x {nope}'], secondary: [] } }),
      ),
    ).rejects.toMatchObject({ code: 'config' });
    expect(r.server.searchRequests()).toHaveLength(0);
  });
});

describe('hostile search items', () => {
  test('javascript:, file: and 10,000 topics are dropped with counted reasons; nothing of them reaches the artifact', async () => {
    const r = await rig({ total: () => 40 });
    const honest = r.server.itemsFor('created:2026-06-01..2026-06-07 stars:>50');
    const hostile = [
      { ...honest[0], html_url: 'javascript:alert(document.domain)' },
      { ...honest[1], url: 'file:///etc/passwd' },
      { ...honest[2], topics: Array.from({ length: 10_000 }, (_, i) => `t${i}`) },
    ];
    const deps = r.deps();
    const log = recordingLog();
    const { shard } = await runShard(
      {
        ...deps,
        log,
        pages: {
          page: async () => ({
            total_count: honest.length,
            incomplete_results: false,
            items: [...hostile, ...honest.slice(3)],
          }),
        },
      },
      input('new_repos'),
    );
    expect(validate('github_shard_v1', shard)).toEqual({ ok: true });
    expect(shard.filter_summary['invalid_url']).toBe(2);
    expect(shard.filter_summary['invalid_record']).toBe(1);
    expect(shard.repositories.length + sumValues(shard.filter_summary)).toBe(honest.length);
    const text = JSON.stringify(shard);
    expect(text).not.toMatch(/javascript:|file:|"t9999"/);
    expect(log.lines.filter((l) => l.includes('is not an http(s) URL'))).toHaveLength(2);
  });
});

describe('odd search answers', () => {
  /** A shard's deps whose pages come from `answer`; `requested` lists the pages asked for. */
  function answering(r: Rig, answer: (q: string, page: number) => SearchPage) {
    const deps = r.deps();
    const requested: string[] = [];
    const pages = {
      page: async (q: string, page: number) => {
        requested.push(`${q}#${page}`);
        return answer(q, page);
      },
    };
    return { deps: { ...deps, pages }, requested };
  }

  test('a short page mid-way does not end the query', async () => {
    const r = await rig({ total: () => 500 });
    const all = r.server.itemsFor(trendingReposQuery(CONTEXT));
    const { deps, requested } = answering(r, (_q, page) => {
      const items = all.slice((page - 1) * 100, page * 100);
      // GitHub serves short pages mid-way when its search timed out or it hid items.
      return {
        total_count: 500,
        incomplete_results: true,
        items: page === 1 ? items.slice(0, 99) : items,
      };
    });
    const { shard } = await runShard(deps, input('trending_repos'));
    expect(requested).toHaveLength(3);
    expect(shard.queries[0]).toMatchObject({
      fetched: 250,
      capped: true,
      incomplete_results: true,
    });
  });

  test('keeps the later copy of a repository, whatever order the copies come in', async () => {
    const r = await rig({ total: () => 1 });
    const [item] = r.server.itemsFor('topic:llm');
    const older = { ...item, stargazers_count: 100 };
    const later = { ...item, stargazers_count: 140, updated_at: '2026-06-07T12:00:00Z' };
    const shardOf = async (first: unknown, second: unknown) => {
      const { deps } = answering(r, (q) => ({
        total_count: 1,
        incomplete_results: false,
        items: [q.startsWith('topic:llm') ? first : second],
      }));
      const outcome = await runShard(deps, input('topic_primary'));
      return { shard: canonicalJson(outcome.shard), snapshot: outcome.snapshot.stars };
    };
    const one = await shardOf(older, later);
    expect(await shardOf(later, older)).toEqual(one);
    expect(Object.values(one.snapshot)).toEqual([140]);
  });

  test('refuses more queries than a shard reports, before the first call', async () => {
    const primary = Array.from({ length: MAX_SHARD_QUERIES + 1 }, (_, i) => `topic:t${i}`);
    const { deps, requested } = answering(await rig(), () => ({
      total_count: 0,
      incomplete_results: false,
      items: [],
    }));
    const running = runShard(deps, input('topic_primary', { topic: { primary, secondary: [] } }));
    await expect(running).rejects.toThrow(ShardError);
    await expect(running).rejects.toMatchObject({ code: 'config' });
    await expect(running).rejects.toThrow(
      '1001 distinct queries for one shard, more than the 1000',
    );
    expect(requested).toEqual([]);
  });
});

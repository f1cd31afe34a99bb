// The legacy file's rules that make it read as the legacy crawler's own output: where
// stars_gained goes, the tie order of top_topics, the window's days, same_day_reuse, the
// per-list filter counts and the star snapshot file.
import { exampleRepository, exampleRunContext } from '../../test-support/contracts-examples.js';
import type { Repository } from '../contracts/index.js';
import {
  buildGithub,
  crawlWindow,
  legacyRepository,
  serializedText,
  topTopics,
  type GithubInput,
} from './outputs.js';

function repo(full_name: string, stars: number, topics: string[], gained: number | null = null) {
  return exampleRepository({ full_name, stars, topics, stars_gained: gained }) as Repository;
}

describe('stars_gained: only on trending repositories, as the legacy crawler writes it', () => {
  test('a new repository never carries it; a trending one when known', () => {
    const r = repo('a/x', 10, [], 7);
    expect(legacyRepository(r, 'new_repos')).not.toHaveProperty('stars_gained');
    expect(legacyRepository(r, 'trending_repos')).toHaveProperty('stars_gained', 7);
    expect(legacyRepository(repo('a/y', 10, []), 'trending_repos')).not.toHaveProperty(
      'stars_gained',
    );
  });
});

describe('top_topics: equal counts in the order the legacy crawler meets them', () => {
  test('new repositories by stars, then trending by stars_gained; topics of each sorted', () => {
    const newRepos = [repo('a/low', 5, ['zeta', 'beta']), repo('a/high', 90, ['omega', 'alpha'])];
    const trending = [repo('b/one', 1, ['kappa'], 3), repo('b/two', 1000, ['iota'], 1)];
    expect(topTopics(newRepos, trending).map((t) => t.topic)).toEqual([
      'alpha',
      'omega',
      'beta',
      'zeta',
      'kappa',
      'iota',
    ]);
  });

  test('higher counts first; a repository in both lists counts once; the cut at 15', () => {
    const shared = repo('a/shared', 50, ['rag', 'agents']);
    const many = Array.from({ length: 20 }, (_, i) => `t${String(i).padStart(2, '0')}`);
    const result = topTopics(
      [shared, repo('a/two', 40, ['rag']), repo('a/many', 1, many)],
      [{ ...shared, stars_gained: 5 }],
    );
    expect(result[0]).toEqual({ topic: 'rag', count: 2 });
    expect(result[1]).toEqual({ topic: 'agents', count: 1 });
    expect(result).toHaveLength(15);
    expect(result.at(-1)).toEqual({ topic: 't12', count: 1 });
  });
});

describe('the rest of the legacy metadata', () => {
  const rc = exampleRunContext({
    week: '2026-W24',
    since: '2026-06-01T00:00:00Z',
    until: '2026-06-08T00:00:00Z',
  });
  const input = (over: Partial<GithubInput> = {}): GithubInput => ({
    runContext: rc,
    legs: [],
    shards: [
      {
        shard_id: 'new_repos',
        api_metrics: {
          calls_made: 1,
          cache_hits: 0,
          cache_misses: 1,
          secondary_rate_limit_events: 0,
          search_api_remaining: 9,
        },
        filter_summary: { fork: 2, low_signal_keyword: 1 },
      },
      {
        shard_id: 'topic_primary',
        api_metrics: {
          calls_made: 1,
          cache_hits: 0,
          cache_misses: 1,
          secondary_rate_limit_events: 0,
          search_api_remaining: 8,
        },
        filter_summary: { fork: 1 },
      },
      {
        shard_id: 'trending_repos',
        filter_summary: undefined,
        api_metrics: {
          calls_made: 0,
          cache_hits: 3,
          cache_misses: 0,
          secondary_rate_limit_events: 0,
          search_api_remaining: 9,
        },
      },
    ],
    newRepos: [repo('b/new', 20, ['ai'])],
    trendingRepos: [repo('a/hot', 300, ['ai'], 120), repo('b/new', 20, ['ai'], 20)],
    partialFailures: [],
    mergedAt: '2026-06-08T00:09:41Z',
    ...over,
  });

  test('crawl_window: the days of since and until, until exclusive (the Monday the run ends it)', () => {
    expect(crawlWindow(rc)).toEqual({ since: '2026-06-01', until: '2026-06-08' });
  });

  test('filter_summary per list; same_day_reuse as for a fresh crawl, even from cache', () => {
    const { metadata } = buildGithub(input()).value;
    expect(metadata.filter_summary).toEqual({
      new_repos: { fork: 3, low_signal_keyword: 1 },
      trending_repos: {},
    });
    expect(metadata.same_day_reuse).toEqual({
      status: 'not_reused',
      source: 'github',
      source_id: 'github-search',
    });
  });

  test('{week}-stars.json: the legacy snapshot format, both lists, names sorted', () => {
    const text = serializedText(buildGithub(input()).stars);
    expect(text).toBe(
      '{\n  "week": "2026-W24",\n  "captured_at": "2026-06-08T00:09:41Z",\n' +
        '  "repository_count": 2,\n  "stars": {\n    "a/hot": 300,\n    "b/new": 20\n  }\n}\n',
    );
    const empty = serializedText(
      buildGithub(input({ newRepos: [], trendingRepos: [], shards: [] })).stars,
    );
    expect(JSON.parse(empty)).toEqual({
      week: '2026-W24',
      captured_at: '2026-06-08T00:09:41Z',
      repository_count: 0,
      stars: {},
    });
  });

  test('{week}-stars.json: every search result the shards read, the filtered ones too', () => {
    const shards = input().shards.map((shard) => ({
      ...shard,
      candidate_stars: {
        new_repos: { 'b/new': 20, 'c/fork': 77, 'd/both': 5 },
        topic_primary: { 'e/tutorial': 60 },
        trending_repos: { 'a/hot': 300, 'b/new': 20, 'd/both': 9 },
        topic_secondary: {},
      }[shard.shard_id],
    }));
    // Arrival order does not matter: trending's count of d/both wins, as its search is last.
    const text = serializedText(buildGithub(input({ shards: [...shards].reverse() })).stars);
    expect(JSON.parse(text)).toEqual({
      week: '2026-W24',
      captured_at: '2026-06-08T00:09:41Z',
      repository_count: 5,
      stars: { 'a/hot': 300, 'b/new': 20, 'c/fork': 77, 'd/both': 9, 'e/tutorial': 60 },
    });
  });
});

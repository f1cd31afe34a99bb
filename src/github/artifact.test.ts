import fc from 'fast-check';
import { canonicalJson, checksumOf, compareStrings } from '../canonical/index.js';
import { validate } from '../contracts/index.js';
import { exampleRepository, exampleRunContext } from '../../test-support/contracts-examples.js';
import { buildGithubShard, repositoriesChecksum, type ShardParts } from './artifact.js';

function parts(overrides: Partial<ShardParts> = {}): ShardParts {
  return {
    shardId: 'new_repos',
    runContext: exampleRunContext(),
    fan: [{ fan_id: '2026-W23-0123456789ab:github', seq: 0, expected: 4 }],
    repositories: [
      exampleRepository({ full_name: 'b/two', name: 'two', owner: 'b' }),
      exampleRepository({ full_name: 'a/one', name: 'one', owner: 'a', stars_gained: null }),
    ],
    apiMetrics: {
      calls_made: 1,
      cache_hits: 0,
      cache_misses: 1,
      secondary_rate_limit_events: 0,
      search_api_remaining: 29,
    },
    queries: [
      {
        q: 'created:2026-06-01..2026-06-07 stars:>50',
        total_count: 2,
        incomplete_results: false,
        fetched: 2,
        capped: false,
      },
    ],
    filterSummary: { fork: 3 },
    candidateStars: new Map([
      ['b/two', 10],
      ['z/dropped', 70],
      ['a/one', 10],
    ]),
    ...overrides,
  };
}

describe('buildGithubShard', () => {
  test('candidate_stars holds every search result, dropped ones too, names sorted', () => {
    const shard = buildGithubShard(parts());
    expect(JSON.stringify(shard.candidate_stars)).toBe('{"a/one":10,"b/two":10,"z/dropped":70}');
  });

  test('builds a valid github_shard_v1 with repositories sorted by full_name', () => {
    const shard = buildGithubShard(parts());
    expect(validate('github_shard_v1', shard)).toEqual({ ok: true });
    expect(shard.repositories.map((r) => r.full_name)).toEqual(['a/one', 'b/two']);
    expect(shard.checksum).toBe(checksumOf(shard.repositories));
    expect(shard.checksum).toBe(repositoriesChecksum(parts().repositories));
  });

  test('an empty shard is valid, its checksum over []', () => {
    const shard = buildGithubShard(parts({ repositories: [], queries: [], filterSummary: {} }));
    expect(validate('github_shard_v1', shard)).toEqual({ ok: true });
    expect(shard.checksum).toBe(checksumOf([]));
  });

  test('a skipped query is valid', () => {
    const shard = buildGithubShard(
      parts({
        shardId: 'topic_secondary',
        repositories: [],
        queries: [
          {
            q: 'topic:x',
            total_count: 0,
            incomplete_results: false,
            fetched: 0,
            capped: false,
            skipped: 'enough',
          },
        ],
      }),
    );
    expect(validate('github_shard_v1', shard)).toEqual({ ok: true });
  });

  test('property: the bytes do not depend on the order the repositories arrived in', () => {
    const names = fc.uniqueArray(fc.stringMatching(/^[a-zA-Z0-9]{1,6}\/[a-zA-Z0-9._-]{1,8}$/), {
      maxLength: 12,
    });
    fc.assert(
      fc.property(names, fc.integer(), (fullNames, seed) => {
        const repos = fullNames.map((full_name, i) => exampleRepository({ full_name, id: i }));
        const shuffled = [...repos].sort(
          (a, b) => ((a.id * 7919 + seed) % 13) - ((b.id * 7919 + seed) % 13),
        );
        const a = buildGithubShard(parts({ repositories: repos }));
        const b = buildGithubShard(parts({ repositories: shuffled }));
        expect(canonicalJson(b)).toBe(canonicalJson(a));
        expect(a.checksum).toBe(
          checksumOf([...repos].sort((x, y) => compareStrings(x.full_name, y.full_name))),
        );
      }),
    );
  });
});

import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { validate, type StarSnapshot } from '../contracts/index.js';
import { schemas } from '../contracts/generated/schemas.js';
import { exampleShard } from '../../test-support/contracts-examples.js';
import {
  REPOSITORY_LIMITS,
  candidateStars,
  filterReason,
  normaliseTimestamp,
  normaliseTopics,
  readSearchItem,
  starsGained,
  toRepository,
  type SearchItem,
} from './records.js';

const WINDOW = { since: '2026-06-01T00:00:00Z', until: '2026-06-08T00:00:00Z' };
const RECORDED = JSON.parse(
  readFileSync(
    new URL('../../action-tests/fixtures/github/search-item.json', import.meta.url),
    'utf8',
  ),
) as Record<string, unknown>;

function item(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...structuredClone(RECORDED), ...overrides };
}

function read(overrides: Record<string, unknown> = {}): SearchItem {
  const result = readSearchItem(item(overrides));
  if (!result.ok) throw new Error(result.problem);
  return result.item;
}

describe('readSearchItem and toRepository', () => {
  test('maps the recorded API item to the contract record', () => {
    expect(toRepository(read(), 7)).toEqual({
      id: 812345678,
      node_id: 'R_kgDOMGrVTg',
      name: 'tinyinfer',
      owner: 'example-labs',
      full_name: 'example-labs/tinyinfer',
      description: 'Fast local inference for small language models.',
      language: 'Rust',
      stars: 1342,
      forks: 87,
      archived: false,
      disabled: false,
      created_at: '2026-06-02T09:14:27Z',
      updated_at: '2026-06-07T21:03:55Z',
      pushed_at: '2026-06-07T18:40:12Z',
      topics: ['inference', 'llm', 'machine-learning', 'rust'],
      license: 'Apache-2.0',
      url: 'https://github.com/example-labs/tinyinfer',
      api_url: 'https://api.github.com/repos/example-labs/tinyinfer',
      stars_gained: 7,
    });
  });

  test('license: SPDX id, NOASSERTION included (as the legacy crawler writes it), else its name, else null', () => {
    expect(read({ license: { key: 'other', name: 'Other', spdx_id: 'NOASSERTION' } }).license).toBe(
      'NOASSERTION',
    );
    expect(read({ license: { key: 'other', name: 'Other', spdx_id: null } }).license).toBe('Other');
    expect(read({ license: null }).license).toBeNull();
    expect(read({ license: { key: 'mit', name: 'MIT License', spdx_id: 'MIT' } }).license).toBe(
      'MIT',
    );
  });

  test('topics are lower-cased, de-duplicated and sorted; absent topics are empty', () => {
    expect(read({ topics: ['RAG', 'ai', 'rag', ' LLM '] }).topics).toEqual(['ai', 'llm', 'rag']);
    const { topics: _t, ...withoutTopics } = item();
    const result = readSearchItem(withoutTopics);
    expect(result.ok && result.item.topics).toEqual([]);
  });

  test('older servers without is_template or disabled read as false', () => {
    const { is_template: _a, disabled: _b, ...raw } = item();
    const result = readSearchItem(raw);
    expect(result.ok && [result.item.is_template, result.item.disabled]).toEqual([false, false]);
  });

  test.each([
    [{ id: -1 }, 'id'],
    [{ id: 1.5 }, 'id'],
    [{ owner: null }, 'owner.login'],
    [{ full_name: 'no-slash' }, 'full_name'],
    [{ stargazers_count: '12' }, 'stargazers_count'],
    [{ pushed_at: null }, 'pushed_at'],
    [{ created_at: 'yesterday' }, 'created_at'],
    [{ topics: 'ai' }, 'topics'],
    [{ license: 'MIT' }, 'license'],
    [{ fork: 'no' }, 'fork'],
    [{ description: 5 }, 'description'],
  ])('a malformed item %j names the field', (overrides, field) => {
    const result = readSearchItem(item(overrides));
    expect(result).toEqual({
      ok: false,
      reason: 'invalid_record',
      problem: `field ${field} is missing, malformed or too long`,
    });
  });

  test('non-objects are refused', () => {
    expect(readSearchItem(null).ok).toBe(false);
    expect(readSearchItem([]).ok).toBe(false);
  });
});

describe("candidateStars: the star snapshot's entry, read before any filter", () => {
  test('a result the filters drop still gives its name and stars', () => {
    const fork = item({
      full_name: 'copycat-dev/kestrel-serve',
      stargazers_count: 412,
      fork: true,
    });
    expect(candidateStars(fork)).toMatchObject({
      full_name: 'copycat-dev/kestrel-serve',
      stars: 412,
    });
    // A record the reader rejects for another field keeps its entry, as the legacy snapshot does.
    const odd = item({ full_name: 'a/b', stargazers_count: 3, node_id: 7, updated_at: 'x' });
    expect(candidateStars(odd)).toEqual({ full_name: 'a/b', stars: 3, updated_at: '' });
  });

  test('no entry: private, no usable name, no whole star count', () => {
    expect(candidateStars(item({ private: true }))).toBeNull();
    expect(candidateStars(item({ full_name: 'no-slash' }))).toBeNull();
    expect(candidateStars(item({ full_name: undefined }))).toBeNull();
    expect(candidateStars(item({ stargazers_count: '12' }))).toBeNull();
    expect(candidateStars(item({ stargazers_count: 1.5 }))).toBeNull();
    expect(candidateStars(null)).toBeNull();
  });
});

describe('normaliseTimestamp', () => {
  test.each([
    ['2026-06-02T09:14:27Z', '2026-06-02T09:14:27Z'],
    ['2026-06-02T09:14:27.999Z', '2026-06-02T09:14:27Z'],
    ['2026-06-02T11:14:27+02:00', '2026-06-02T09:14:27Z'],
    // Refused: not a string, no time and zone, or no such date.
    [null, null],
    [1717000000, null],
    ['2026-06-02', null],
    ['Tue, 02 Jun 2026 09:14:27 GMT', null],
    ['2026-13-02T00:00:00Z', null],
  ])('%j => %j', (input, output) => expect(normaliseTimestamp(input)).toBe(output));
});

describe('filters', () => {
  test.each([
    [{ private: true, fork: true }, 'private'],
    [{ fork: true, is_template: true }, 'fork'],
    [{ is_template: true }, 'template_repo'],
    [{ description: null }, 'missing_description'],
    [{ description: '   ' }, 'missing_description'],
    // The legacy crawler's low-signal rules: topics, words of name + description, words of
    // the name alone, phrases anywhere.
    [{ topics: ['tutorial', 'llm'] }, 'low_signal_topic'],
    [{ topics: ['starter-template'] }, 'low_signal_topic'],
    [{ description: 'LeetCode solutions in Rust' }, 'low_signal_keyword'],
    [{ name: 'rag-workshop' }, 'low_signal_keyword'],
    [{ name: 'react-starter-kit' }, 'low_signal_keyword'],
    [{ name: 'agent_demo' }, 'low_signal_keyword'],
    [{ description: 'A demo of agents' }, null],
    [{ description: 'Transformers for beginners' }, 'low_signal_phrase'],
    [{ description: 'Step-by-step RAG' }, 'low_signal_phrase'],
    [{ description: 'templates' }, null],
    // Lists are kept: "awesome" is not a low-signal word there.
    [{ name: 'awesome-llm' }, null],
    [{ topics: ['awesome-list'] }, null],
    [{ description: 'A curated list of RAG papers' }, null],
    [{}, null],
    [{ archived: true }, null],
  ])('%j => %s', (overrides, reason) => {
    expect(filterReason(read(overrides), 'trending_repos', WINDOW)).toBe(reason);
  });

  test('new_repos drops repositories created outside the window; other shards keep them', () => {
    const old = read({ created_at: '2020-01-01T00:00:00Z' });
    expect(filterReason(old, 'new_repos', WINDOW)).toBe('outside_window');
    expect(filterReason(old, 'topic_primary', WINDOW)).toBeNull();
    expect(filterReason(read({ created_at: '2026-06-08T00:00:00Z' }), 'new_repos', WINDOW)).toBe(
      'outside_window',
    );
    expect(
      filterReason(read({ created_at: '2026-06-01T00:00:00Z' }), 'new_repos', WINDOW),
    ).toBeNull();
  });
});

describe('starsGained', () => {
  const previous: StarSnapshot = {
    week: '2026-W22',
    captured_at: '2026-06-01T06:00:00Z',
    repository_count: 2,
    stars: { 'a/known': 100, 'a/shrunk': 500 },
  };

  const gain = (
    full_name: string,
    stars: number,
    created_at: string,
    snapshot: StarSnapshot | null = previous,
  ) => starsGained({ full_name, stars, created_at }, WINDOW, snapshot);

  test('known to the snapshot: the difference, never negative', () => {
    expect(gain('a/known', 145, '2020-01-01T00:00:00Z')).toBe(45);
    expect(gain('a/shrunk', 400, '2020-01-01T00:00:00Z')).toBe(0);
  });

  test('created since the window began and unknown: all its stars; otherwise null', () => {
    expect(gain('a/new', 80, '2026-06-03T00:00:00Z')).toBe(80);
    expect(gain('a/new', 80, '2026-06-01T00:00:00Z')).toBe(80);
    expect(gain('a/old', 80, '2026-05-31T23:59:59Z')).toBeNull();
  });

  test('without a snapshot, or with an empty one, nothing is known: null', () => {
    expect(gain('a/new', 80, '2026-06-03T00:00:00Z', null)).toBeNull();
    expect(gain('a/old', 80, '2020-01-01T00:00:00Z', null)).toBeNull();
    const empty: StarSnapshot = { ...previous, repository_count: 0, stars: {} };
    expect(gain('a/new', 80, '2026-06-03T00:00:00Z', empty)).toBeNull();
  });

  test('property: never negative, null only when unknown and created before the window', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 1e6 }),
        fc.option(fc.nat({ max: 1e6 })),
        fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2027, 0, 1) }),
        (stars, before, createdMs) => {
          const created_at =
            new Date(Math.floor(createdMs / 1000) * 1000).toISOString().slice(0, 19) + 'Z';
          const snapshot = before === null ? previous : { ...previous, stars: { 'o/r': before } };
          const gained = starsGained({ full_name: 'o/r', stars, created_at }, WINDOW, snapshot);
          const since = created_at >= WINDOW.since;
          if (gained === null) {
            expect(before === null && !since).toBe(true);
          } else {
            expect(gained).toBeGreaterThanOrEqual(0);
            expect(gained).toBeLessThanOrEqual(stars);
          }
        },
      ),
    );
  });
});

describe('normaliseTopics', () => {
  test('property: idempotent, sorted by code units, lower-case, unique', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 12 })), (topics) => {
        const once = normaliseTopics(topics);
        expect(normaliseTopics(once)).toEqual(once);
        expect(new Set(once).size).toBe(once.length);
        for (let i = 1; i < once.length; i++)
          expect((once[i - 1] as string) < (once[i] as string)).toBe(true);
        for (const t of once) expect(t).toBe(t.trim().toLowerCase());
      }),
    );
  });
});

describe('URLs and bounds of a search item', () => {
  const refused = (overrides: Record<string, unknown>) => readSearchItem(item(overrides));

  test.each([
    ['html_url', 'javascript:alert(document.domain)'],
    ['html_url', 'JAVASCRIPT:alert(1)'],
    ['html_url', 'data:text/html,<script>alert(1)</script>'],
    ['url', 'file:///etc/passwd'],
    ['url', 'HTTPS://api.github.com/repos/a/b'],
    ['html_url', '//github.com/a/b'],
    ['html_url', 'https://github.com/a b'],
    ['html_url', `https://github.com/${'a'.repeat(2030)}`],
  ])('%s %j is refused as invalid_url', (field, value) => {
    const result = refused({ [field]: value });
    expect(result).toMatchObject({ ok: false, reason: 'invalid_url' });
    expect(!result.ok && result.problem).toContain(field);
  });

  test('10,000 topics, a topic of 101 characters, a description of 4,001 are refused as invalid_record', () => {
    const topics = Array.from({ length: 10_000 }, (_, i) => `t${i}`);
    expect(refused({ topics })).toMatchObject({ ok: false, reason: 'invalid_record' });
    expect(refused({ topics: ['x'.repeat(101)] })).toMatchObject({ ok: false });
    expect(refused({ description: 'd'.repeat(4001) })).toMatchObject({ ok: false });
    expect(refused({ name: 'n'.repeat(101) })).toMatchObject({ ok: false });
    expect(refused({ owner: { login: 'o'.repeat(101) } })).toMatchObject({ ok: false });
  });

  test('the bounds count code points, as JSON Schema does: 4,000 emoji are a valid description', () => {
    expect(read({ description: '🦀'.repeat(4000) }).description).toHaveLength(8000);
    expect(refused({ description: '🦀'.repeat(4001) })).toMatchObject({ ok: false });
    expect(read({ topics: Array.from({ length: 100 }, (_, i) => `t${i}`) }).topics).toHaveLength(
      100,
    );
  });

  test('REPOSITORY_LIMITS are the bounds of github_shard_v1 $defs/repository and of httpUrl', () => {
    const shard = schemas.find((s) => s.$id === 'github_shard_v1') as unknown as {
      $defs: { repository: { properties: Record<string, Record<string, unknown>> } };
    };
    const common = schemas.find((s) => s.$id === 'common') as unknown as {
      $defs: { httpUrl: { maxLength: number; pattern: string } };
    };
    const p = shard.$defs.repository.properties;
    expect({
      nodeId: p['node_id']?.['maxLength'],
      name: p['name']?.['maxLength'],
      owner: p['owner']?.['maxLength'],
      fullName: p['full_name']?.['maxLength'],
      description: p['description']?.['maxLength'],
      language: p['language']?.['maxLength'],
      license: p['license']?.['maxLength'],
      topics: p['topics']?.['maxItems'],
      topic: (p['topics']?.['items'] as Record<string, unknown>)['maxLength'],
      url: common.$defs.httpUrl.maxLength,
    }).toEqual(REPOSITORY_LIMITS);
    expect(common.$defs.httpUrl.pattern).toBe('^https?://');
    expect(p['url']?.['$ref']).toBe('common#/$defs/httpUrl');
    expect(p['api_url']?.['$ref']).toBe('common#/$defs/httpUrl');
  });

  test('property: every item the reader accepts gives a record the shard schema accepts', () => {
    const scheme = fc.constantFrom('https://', 'http://', 'javascript:', 'file://', 'HTTP://', '');
    const text = (max: number) =>
      fc.oneof(
        fc.string({ maxLength: 8 }),
        fc.string({ unit: 'grapheme', minLength: max - 2, maxLength: max + 2 }),
      );
    fc.assert(
      fc.property(
        fc.record({
          html_url: fc
            .tuple(scheme, fc.webUrl())
            .map(([s, u]) => s + u.replace(/^https?:\/\//, '')),
          url: fc.tuple(scheme, fc.string({ maxLength: 40 })).map(([s, u]) => s + u),
          name: text(REPOSITORY_LIMITS.name),
          description: fc.option(text(REPOSITORY_LIMITS.description)),
          language: fc.option(text(REPOSITORY_LIMITS.language)),
          topics: fc.array(text(REPOSITORY_LIMITS.topic), { maxLength: 3 }),
          node_id: text(REPOSITORY_LIMITS.nodeId),
        }),
        fc.boolean(),
        (overrides, longTopicList) => {
          const topics = longTopicList
            ? Array.from({ length: REPOSITORY_LIMITS.topics + 1 }, (_, i) => `t${i}`)
            : overrides.topics;
          const result = readSearchItem(item({ ...overrides, topics }));
          if (!result.ok) return;
          const shard = exampleShard({ repositories: [toRepository(result.item, null)] });
          expect(validate('github_shard_v1', shard)).toEqual({ ok: true });
        },
      ),
      { numRuns: 300 },
    );
  });
});

import fc from 'fast-check';
import { canonicalJson } from '../canonical/index.js';
import type { Article, Repository } from '../contracts/index.js';
import { exampleArticle, exampleRepository } from '../contracts/examples.js';
import {
  addShard,
  emptyRepoSet,
  finalRepos,
  mergeRepoSets,
  type RepoSet,
  type ShardId,
} from './merge-github.js';
import {
  ArticleSet,
  articleSetOf,
  legArticles,
  mergeArticleSets,
  urlOfJson,
} from './merge-news.js';

const keep = new Set(['p']);

/** One leg: its seq (source priority) and its articles, all of one source. */
interface Leg {
  seq: number;
  articles: Article[];
}

// Few hosts and paths, so that duplicates across and within legs are frequent; query and
// fragment variations that normalize to the same key.
const url = fc
  .tuple(
    fc.constantFrom('https://a.test', 'HTTPS://A.test:443', 'https://b.test'),
    fc.constantFrom('/x', '/x/', '/y', '/'),
    fc.constantFrom('', '?utm=1', '?p=2', '#top'),
  )
  .map(([h, p, q]) => `${h}${p}${q}`);

const legs: fc.Arbitrary<Leg[]> = fc
  .uniqueArray(fc.integer({ min: 0, max: 7 }), { minLength: 1, maxLength: 6 })
  .chain((seqs) =>
    fc.tuple(
      ...seqs.map((seq) =>
        fc
          .array(fc.tuple(url, fc.constantFrom('A', 'B'), fc.constantFrom(0.1, 0.5)), {
            maxLength: 5,
          })
          .map((items): Leg => ({
            seq,
            articles: items.map(([u, title, score]) =>
              exampleArticle({ url: u, title, relevance_score: score, source: `s${seq}` }),
            ),
          })),
      ),
    ),
  );

function setOf(group: readonly Leg[]): ArticleSet {
  return articleSetOf(group.map((leg) => legArticles(leg.seq, leg.articles, keep)));
}

const bytes = (set: ArticleSet) => set.final().jsons.join(',');
const parsed = (set: ArticleSet) => set.final().jsons.map((j) => JSON.parse(j) as Article);

describe('article merge', () => {
  it('keeps one article per normalized URL: the first by source priority, then url', () => {
    const set = setOf([
      {
        seq: 1,
        articles: [exampleArticle({ url: 'https://a.test/x/', source: 'late', title: 'late' })],
      },
      {
        seq: 0,
        articles: [
          exampleArticle({ url: 'https://a.test/x?utm=1', source: 'early', title: 'query' }),
          exampleArticle({ url: 'https://A.test/x#c', source: 'early', title: 'fragment' }),
        ],
      },
    ]);
    const result = parsed(set);
    expect(result).toHaveLength(1);
    // Same seq: the smaller raw url wins ('https://A' < 'https://a').
    expect(result[0]?.title).toBe('fragment');
  });

  it('sorts the output by source, then url', () => {
    const set = setOf([
      { seq: 0, articles: [exampleArticle({ url: 'https://z.test/2', source: 'b' })] },
      { seq: 1, articles: [exampleArticle({ url: 'https://z.test/9', source: 'a' })] },
      { seq: 2, articles: [exampleArticle({ url: 'https://z.test/1', source: 'b' })] },
    ]);
    expect(parsed(set).map((a) => `${a.source} ${a.url}`)).toEqual([
      'a https://z.test/9',
      'b https://z.test/1',
      'b https://z.test/2',
    ]);
  });

  it('gives the same result for any split of the legs into two partial merges', () => {
    fc.assert(
      fc.property(legs, fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }), (all, side) => {
        const left = all.filter((_, i) => side[i]);
        const right = all.filter((_, i) => !side[i]);
        const whole = bytes(setOf(all));
        expect(bytes(mergeArticleSets(setOf(left), setOf(right)))).toBe(whole);
        expect(bytes(mergeArticleSets(setOf(right), setOf(left)))).toBe(whole);
      }),
    );
  });

  it('is associative and idempotent', () => {
    fc.assert(
      fc.property(legs, legs, legs, (a, b, c) => {
        const [x, y, z] = [setOf(a), setOf(b), setOf(c)];
        expect(bytes(mergeArticleSets(mergeArticleSets(x, y), z))).toBe(
          bytes(mergeArticleSets(x, mergeArticleSets(y, z))),
        );
        expect(bytes(mergeArticleSets(x, x))).toBe(bytes(x));
      }),
    );
  });

  it('does not depend on the order of the legs nor of their articles', () => {
    fc.assert(
      fc.property(legs, (all) => {
        const reversed = [...all]
          .reverse()
          .map((l) => ({ ...l, articles: [...l.articles].reverse() }));
        expect(bytes(setOf(reversed))).toBe(bytes(setOf(all)));
      }),
    );
  });

  it('packs a leg: canonical JSON, dedup key and score of each article, sorted by url', () => {
    const leg = legArticles(
      3,
      [
        exampleArticle({ url: 'https://a.test/y/', relevance_score: 0.5 }),
        exampleArticle({ url: 'HTTPS://A.test/x?p=1&q=2' }),
      ],
      keep,
    );
    expect(leg.seq).toBe(3);
    expect(leg.source).toBe('techcrunch');
    expect(leg.jsons.map((j) => JSON.parse(j).url)).toEqual([
      'HTTPS://A.test/x?p=1&q=2',
      'https://a.test/y/',
    ]);
    expect(leg.jsons[1]).toBe(
      canonicalJson(exampleArticle({ url: 'https://a.test/y/', relevance_score: 0.5 })),
    );
    expect(leg.keys).toEqual(['https://a.test/x?p=1', 'https://a.test/y']);
    expect([...leg.scores]).toEqual([0.6, 0.5]);
    expect(() =>
      legArticles(0, [exampleArticle(), exampleArticle({ source: 'other' })], keep),
    ).toThrow(/techcrunch and other/);
  });

  it('reads the url back from the canonical JSON, escapes included', () => {
    for (const url of [
      'https://a.test/x',
      'https://a.test/"q"\\\u0001',
      'https://a.test/,"url":"x"',
    ]) {
      expect(urlOfJson(canonicalJson(exampleArticle({ url, title: ',"url":"no"' })))).toBe(url);
    }
    expect(() => urlOfJson('{"a":1}')).toThrow(/not the canonical JSON/);
  });

  it('merges partial results without modifying them', () => {
    const a = setOf([{ seq: 0, articles: [exampleArticle({ url: 'https://a.test/1' })] }]);
    const b = setOf([
      { seq: 1, articles: [exampleArticle({ url: 'https://a.test/1', source: 'x' })] },
    ]);
    const merged = mergeArticleSets(b, a);
    expect(merged.size).toBe(1);
    expect(parsed(merged)[0]?.source).toBe('techcrunch');
    expect([a.size, b.size, a.legs.length, b.legs.length]).toEqual([1, 1, 1, 1]);
    expect(new ArticleSet().final()).toEqual({ jsons: [], scores: [] });
  });
});

describe('repository merge', () => {
  const repo = (name: string, gained: number | null, stars = 100): Repository =>
    exampleRepository({ full_name: `o/${name}`, name, stars_gained: gained, stars });

  const shards: fc.Arbitrary<[ShardId, Repository[]][]> = fc
    .array(
      fc.tuple(
        fc.constantFrom<ShardId>('new_repos', 'trending_repos', 'topic_primary', 'topic_secondary'),
        fc.array(
          fc.tuple(
            fc.constantFrom('a', 'b', 'c', 'd'),
            fc.option(fc.integer({ min: 0, max: 3 })),
            fc.integer({ min: 0, max: 2 }),
          ),
          { maxLength: 5 },
        ),
      ),
      { maxLength: 5 },
    )
    .map((list) => list.map(([id, repos]) => [id, repos.map(([n, g, s]) => repo(n, g, s))]));

  function setOf(list: readonly [ShardId, Repository[]][]): RepoSet {
    const set = emptyRepoSet();
    for (const [id, repos] of list) addShard(set, id, repos);
    return set;
  }
  const text = (set: RepoSet) => canonicalJson(finalRepos(set));

  it('keeps the highest stars_gained, null lowest, ties by canonical JSON', () => {
    const set = setOf([
      ['new_repos', [repo('a', null), repo('b', 3, 10)]],
      ['topic_primary', [repo('a', 0), repo('b', 3, 5)]],
      ['trending_repos', [repo('a', null, 999)]],
    ]);
    const { new_repos, trending_repos } = finalRepos(set);
    expect(new_repos.map((r) => [r.full_name, r.stars_gained, r.stars])).toEqual([
      ['o/a', 0, 100],
      ['o/b', 3, 10], // '"stars":10' < '"stars":5' in canonical JSON
    ]);
    // Dedup is global: the trending list shows the winning record too.
    expect(trending_repos).toEqual([new_repos[0]]);
  });

  it('gives the same lists for any split and order of the shards', () => {
    fc.assert(
      fc.property(shards, shards, shards, (a, b, c) => {
        const whole = text(setOf([...a, ...b, ...c]));
        expect(text(mergeRepoSets(mergeRepoSets(setOf(a), setOf(b)), setOf(c)))).toBe(whole);
        expect(text(mergeRepoSets(setOf(c), mergeRepoSets(setOf(b), setOf(a))))).toBe(whole);
        expect(text(setOf([...c, ...a, ...b].reverse()))).toBe(whole);
      }),
    );
  });

  it('sorts every list by full_name', () => {
    fc.assert(
      fc.property(shards, (list) => {
        const { new_repos, trending_repos } = finalRepos(setOf(list));
        for (const l of [new_repos, trending_repos]) {
          const names = l.map((r) => r.full_name);
          expect(names).toEqual([...names].sort());
          expect(new Set(names).size).toBe(names.length);
        }
      }),
    );
  });
});

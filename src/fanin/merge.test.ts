import fc from 'fast-check';
import { canonicalJson } from '../canonical/index.js';
import type { Article, Repository } from '../contracts/index.js';
import { exampleArticle, exampleRepository } from '../../test-support/contracts-examples.js';
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
  runInMemory,
  urlOfJson,
  type ArticleRun,
  type LegArticles,
} from './fast/merge-news.js';
import { hashKey, packedStart, type PackedStrings } from './fast/record-json.js';
import { mergeArticles } from './article-merge.js';

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
              // Some legs share a source (never in one plan, but a set must not care).
              exampleArticle({ url: u, title, relevance_score: score, source: `s${seq % 5}` }),
            ),
          })),
      ),
    ),
  );

function setOf(group: readonly Leg[]): ArticleSet {
  return articleSetOf(
    group.map((leg) => legArticles(leg.seq, leg.articles, keep)),
    keep,
  );
}

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8');
/** The final articles' canonical JSON joined by commas. */
const bytes = (set: ArticleSet) =>
  set
    .final()
    .runs.map((run) => text(runInMemory(run)))
    .join(',');
const parsed = (set: ArticleSet) => JSON.parse(`[${bytes(set)}]`) as Article[];
/** Every final article's carriers (the sources that held its key), in output order. */
const carriersOf = (set: ArticleSet): string[][] => {
  const final = set.final();
  const own = parsed(set).map((a) => a.source);
  return own.map((source, i) => [...(final.carriers.get(i) ?? [source])]);
};
/** What a merge gives: the final bytes and the carriers of each article. */
const outcome = (set: ArticleSet) => `${bytes(set)}|${JSON.stringify(carriersOf(set))}`;
const textsOf = ({ bytes, ends }: PackedStrings) =>
  Array.from(ends, (end, i) => text(bytes.subarray(packedStart(ends, i), end)));
const jsonsOf = (leg: LegArticles) =>
  textsOf({ bytes: runInMemory({ leg, start: 0, end: Infinity }), ends: leg.ends });

/** What the plain rule (article-merge.ts) gives, in the terms of a set's final articles. */
function reference(all: readonly Leg[]): {
  jsons: string[];
  scores: number[];
  carriers: string[][];
} {
  const merged = mergeArticles(all, keep);
  return {
    jsons: merged.map((m) => m.json),
    scores: merged.map((m) => m.article.relevance_score),
    carriers: merged.map((m) => m.carriers),
  };
}

/** The fast merge's final articles, in the same terms. */
function fastOutcome(set: ArticleSet): ReturnType<typeof reference> {
  const final = set.final();
  return {
    jsons: parsed(set).map((article) => canonicalJson(article)),
    scores: [...final.scores],
    carriers: carriersOf(set),
  };
}

/** A permutation of `items`, drawn as one sort key per item. */
const shuffled = <T>(items: readonly T[], keys: readonly number[]): T[] =>
  items
    .map((item, i) => [item, keys[i % Math.max(keys.length, 1)] ?? 0, i] as const)
    .sort((a, b) => a[1] - b[1] || a[2] - b[2])
    .map(([item]) => item);

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

  it('gives what the plain rule gives, cut into runs of one leg', () => {
    fc.assert(
      fc.property(legs, (all) => {
        const set = setOf(all);
        const expected = reference(all);
        const final = set.final();
        expect(bytes(set)).toBe(expected.jsons.join(','));
        expect(carriersOf(set)).toEqual(expected.carriers);
        expect(final.count).toBe(expected.jsons.length);
        expect([...final.scores]).toEqual(expected.scores);
        // Every run is a slice of one leg's buffer: no article was copied.
        for (const run of final.runs) {
          expect(set.legs).toContain(run.leg);
          expect(run.end).toBeLessThanOrEqual(run.leg.ends[run.leg.ends.length - 1] ?? 0);
        }
      }),
    );
  });

  it('equals the plain rule for legs in any order, sharing seqs and sources', () => {
    // Legs of a partial merge may share a seq: the tie then goes to url and JSON.
    const tied = fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 6 });
    const keys = fc.array(fc.integer(), { minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(legs, tied, keys, keys, (all, seqs, legOrder, articleOrder) => {
        const withTies = all.map((leg, i) => ({ ...leg, seq: seqs[i % seqs.length] ?? 0 }));
        const mixed = shuffled(withTies, legOrder).map((leg) => ({
          ...leg,
          articles: shuffled(leg.articles, articleOrder),
        }));
        expect(fastOutcome(setOf(mixed))).toEqual(reference(withTies));
      }),
    );
  });

  it('keeps apart distinct keys of the same hash, and grows past any size', () => {
    // Two urls whose keys collide on all 32 bits of the hash (birthday search: ~2^16 keys).
    const seen = new Map<number, string>();
    let pair: [string, string] | undefined;
    for (let n = 0; !pair; n++) {
      const url = `https://a.test/${n}`;
      const hash = hashKey(url);
      const other = seen.get(hash);
      if (other !== undefined) pair = [other, url];
      else seen.set(hash, url);
    }
    const many: Leg[] = [0, 1].map((seq) => ({
      seq,
      articles: [
        ...pair.map((u) => exampleArticle({ url: u, source: `s${seq}`, title: `${seq}` })),
        ...Array.from({ length: 3000 }, (_, i) =>
          exampleArticle({ url: `https://b.test/${i * (seq + 1)}`, source: `s${seq}` }),
        ),
      ],
    }));
    const set = setOf(many);
    expect(bytes(set)).toBe(reference(many).jsons.join(','));
    const urls = parsed(set).map((a) => a.url);
    expect(urls).toEqual(expect.arrayContaining(pair));
    expect(set.size).toBe(2 + 3000 + 1500);
  });

  it('gives the same result for any split of the legs into two partial merges', () => {
    fc.assert(
      fc.property(legs, fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }), (all, side) => {
        const left = all.filter((_, i) => side[i]);
        const right = all.filter((_, i) => !side[i]);
        const whole = outcome(setOf(all));
        expect(outcome(mergeArticleSets(setOf(left), setOf(right)))).toBe(whole);
        expect(outcome(mergeArticleSets(setOf(right), setOf(left)))).toBe(whole);
      }),
    );
  });

  it('is associative and idempotent', () => {
    fc.assert(
      fc.property(legs, legs, legs, (a, b, c) => {
        const [x, y, z] = [setOf(a), setOf(b), setOf(c)];
        expect(outcome(mergeArticleSets(mergeArticleSets(x, y), z))).toBe(
          outcome(mergeArticleSets(x, mergeArticleSets(y, z))),
        );
        expect(outcome(mergeArticleSets(x, x))).toBe(outcome(x));
      }),
    );
  });

  it('does not depend on the order of the legs nor of their articles', () => {
    fc.assert(
      fc.property(legs, (all) => {
        const reversed = [...all]
          .reverse()
          .map((l) => ({ ...l, articles: [...l.articles].reverse() }));
        expect(outcome(setOf(reversed))).toBe(outcome(setOf(all)));
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
    expect(jsonsOf(leg).map((j) => JSON.parse(j).url)).toEqual([
      'HTTPS://A.test/x?p=1&q=2',
      'https://a.test/y/',
    ]);
    expect(jsonsOf(leg)[1]).toBe(
      canonicalJson(exampleArticle({ url: 'https://a.test/y/', relevance_score: 0.5 })),
    );
    expect([...leg.hashes]).toEqual(
      ['https://a.test/x?p=1', 'https://a.test/y'].map((key) => hashKey(key)),
    );
    expect([...leg.scores]).toEqual([0.6, 0.5]);
    expect(() =>
      legArticles(0, [exampleArticle(), exampleArticle({ source: 'other' })], keep),
    ).toThrow(/techcrunch and other/);
  });

  it('settles duplicates within a leg when packing it: the smaller url wins', () => {
    const article = (url: string) => exampleArticle({ url, title: url });
    const leg = legArticles(
      0,
      [article('https://a.test/x?utm=1'), article('https://a.test/y'), article('https://a.test/x')],
      keep,
    );
    // In url order: /x, /x?utm=1 (same key: loses), /y.
    expect(leg.lost && [...leg.lost]).toEqual([0, 1, 0]);
    expect(
      legArticles(0, [article('https://a.test/x'), article('https://a.test/y')], keep).lost,
    ).toBeNull();
  });

  it('needs the JSON of legs left in their files only where two legs share a seq', () => {
    const file = {
      artifact: 'rss-a-a1',
      name: 'rss-a.json',
      path: '/nowhere',
      size: 0,
      identity: '',
    };
    const inFile = (leg: LegArticles): LegArticles => ({
      ...leg,
      json: { file, offset: 0, length: 0 },
    });
    const x = inFile(legArticles(0, [exampleArticle({ url: 'https://a.test/x' })], keep));
    const y = inFile(
      legArticles(1, [exampleArticle({ url: 'https://a.test/x/', source: 'other' })], keep),
    );
    const set = articleSetOf([y, x], keep);
    expect(set.size).toBe(1);
    const [run] = set.final().runs;
    expect(run?.leg).toBe(x);
    expect(() => runInMemory(run as ArticleRun)).toThrow(/in a file/);
    expect(() => articleSetOf([x, { ...y, seq: 0 }], keep)).toThrow(
      /sharing a seq or a source .* a leg read from a file does not hold/,
    );
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
    // Both sources held the story: the merged article says so.
    expect(carriersOf(merged)).toEqual([['techcrunch', 'x']]);
    expect(new ArticleSet(keep).final()).toEqual({
      count: 0,
      scores: new Float64Array(),
      runs: [],
      carriers: new Map(),
      offered: 0,
    });
    expect(() => mergeArticleSets(a, new ArticleSet(new Set()))).toThrow(/kept query/);
  });

  it("gives the same articles whatever the hashes' seed", () => {
    fc.assert(
      fc.property(legs, fc.nat(2 ** 32 - 1), (all, seed) => {
        const seeded = articleSetOf(
          all.map((leg) => legArticles(leg.seq, leg.articles, keep, undefined, undefined, seed)),
          keep,
        );
        expect(outcome(seeded)).toBe(outcome(setOf(all)));
      }),
    );
  });

  it('refuses legs or partial merges hashed with other seeds', () => {
    const leg = (seed: number) =>
      legArticles(0, [exampleArticle()], keep, undefined, undefined, seed);
    expect(() => articleSetOf([leg(1), leg(2)], keep)).toThrow(
      'legs whose keys were hashed with other seeds',
    );
    const [one, two] = [articleSetOf([leg(1)], keep), articleSetOf([leg(2)], keep)];
    expect(() => mergeArticleSets(one, two)).toThrow('hashed with other seeds');
    expect(mergeArticleSets(one, new ArticleSet(keep)).size).toBe(1);
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

import fc from 'fast-check';
import type { Article } from '../../contracts/index.js';
import {
  DistinctLinks,
  LinkNumbering,
  LinkPool,
  type LegLinks,
  type NumberedLinks,
} from './leg-links.js';
import { packStrings } from './record-json.js';

/** An article as far as its links go. */
const linked = (github_urls: string[], github_links?: string[]): Article =>
  ({ github_urls, ...(github_links === undefined ? {} : { github_links }) }) as Article;

/**
 * Few distinct links, so that legs share them; some not ASCII, some holding a comma (a
 * checked leg holds no lone surrogate, which UTF-8 could not tell apart).
 */
const aLink = fc.oneof(
  fc.constantFrom('https://github.com/a/b', 'https://github.com/c/d', 'a,b', 'ü', '"'),
  fc.string({ maxLength: 3 }),
  fc.string({ unit: 'grapheme', maxLength: 3 }),
);
const anArticle = fc
  .tuple(fc.array(aLink, { maxLength: 4 }), fc.option(fc.array(aLink, { maxLength: 4 })))
  .map(([urls, links]) => linked(urls, links ?? undefined));
const aLeg = fc.array(anArticle, { maxLength: 12 });

/** The rule: the news article's links. */
const linksOf = (article: Article) => article.github_links ?? article.github_urls;

/** The strings a leg added to its numbering. */
function addedOf(links: NumberedLinks): string[] {
  const text = Buffer.from(links.added.bytes);
  const { ends } = links.added;
  return [...ends].map((end, i) => text.toString('utf8', i === 0 ? 0 : ends[i - 1]! + 1, end));
}

describe('LinkNumbering: one number per distinct link of the legs a checker checks', () => {
  test("each article's numbers name its own links; a leg counts its distinct links", () => {
    fc.assert(
      fc.property(fc.array(aLeg, { maxLength: 5 }), (legs) => {
        const numbering = new LinkNumbering();
        const named: string[] = [];
        for (const articles of legs) {
          const links = numbering.number(articles);
          expect(links.from).toBe(named.length);
          named.push(...addedOf(links));
          articles.forEach((article, i) => {
            const ids = links.ids.subarray(links.starts[i], links.starts[i + 1]);
            expect([...ids].map((id) => named[id])).toEqual(linksOf(article));
          });
          expect(links.distinct).toBe(new Set(articles.flatMap(linksOf)).size);
        }
        expect(new Set(named).size).toBe(named.length);
      }),
    );
  });

  test("numbered as parsed, laid out in the leg's order", () => {
    const aLegInAnOrder = aLeg.chain((articles) =>
      fc.tuple(
        fc.constant(articles),
        fc.shuffledSubarray([...articles.keys()], { minLength: articles.length }),
      ),
    );
    fc.assert(
      fc.property(aLegInAnOrder, ([articles, order]) => {
        const links = new LinkNumbering().number(articles, order);
        const named = addedOf(links);
        order.forEach((i, k) => {
          const ids = links.ids.subarray(links.starts[k], links.starts[k + 1]);
          expect([...ids].map((id) => named[id])).toEqual(linksOf(articles[i]!));
        });
        expect(links.distinct).toBe(named.length);
      }),
    );
  });

  test('github_links, when the leg wrote them, come before github_urls', () => {
    const links = new LinkNumbering().number([
      linked(['https://github.com/x/y'], []),
      linked(['u']),
    ]);
    expect(addedOf(links)).toEqual(['u']);
    expect([...links.starts]).toEqual([0, 0, 1]);
  });
});

describe('DistinctLinks over a LinkPool: the distinct links of chosen articles of many legs', () => {
  const aRange = (count: number) =>
    fc
      .tuple(fc.nat(count - 1), fc.nat(count - 1))
      .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const);
  /** A leg, the checker that numbers it, and ranges of its articles chosen. */
  const aChoice = aLeg.chain((articles) =>
    fc.tuple(
      fc.constant(articles),
      fc.nat(2),
      articles.length === 0 ? fc.constant([]) : fc.array(aRange(articles.length), { maxLength: 3 }),
    ),
  );

  test('as many as a set of the chosen articles links, however the legs were checked', () => {
    fc.assert(
      fc.property(
        fc.array(aChoice, { maxLength: 8 }),
        fc.boolean(),
        fc.nat(2 ** 32 - 1),
        (legs, reversed, seed) => {
          const numberings = [0, 1, 2].map(() => new LinkNumbering(seed));
          const pool = new LinkPool();
          const expected = new Set<string>();
          const offers = legs.flatMap(([articles, checker, ranges]) => {
            const numbering = numberings[checker]!;
            const links = pool.take(numbering.number(articles), numbering);
            return ranges.map(([first, last]) => ({ articles, links, first, last }));
          });
          const set = new DistinctLinks();
          for (const { articles, links, first, last } of reversed ? offers.reverse() : offers) {
            set.addArticles(links, first, last);
            for (const article of articles.slice(first, last + 1)) {
              for (const link of linksOf(article)) expected.add(link);
            }
          }
          expect(set.size).toBe(expected.size);
          expect(pool.size).toBe(
            new Set(legs.flatMap(([articles]) => articles.flatMap(linksOf))).size,
          );
        },
      ),
    );
  });

  test('legs numbered alone, or pooled elsewhere, count into one set with the rest', () => {
    const [a, b, c] = [
      ['x', 'y'],
      ['y', 'z'],
      ['z', 'w'],
    ].map((urls) => [linked(urls)]);
    const own = new LinkNumbering();
    const [poolA, poolB] = [new LinkPool(), new LinkPool()];
    const legs: LegLinks[] = [
      poolA.take(own.number(a!), own),
      poolB.take(new LinkNumbering().number(b!), { checker: 'another' }),
      new LinkNumbering().number(c!),
    ];
    const set = new DistinctLinks();
    for (const links of legs) set.addArticles(links, 0, 0);
    expect(set.size).toBe(4);
  });

  test('links whose hashes agree are told apart by their bytes', () => {
    const colliding = (from: number, items: string[], ids: number[]): NumberedLinks => ({
      kind: 'numbered',
      from,
      added: packStrings(items),
      hashes: new Uint32Array(items.length),
      hashSeed: 0,
      starts: Uint32Array.of(0, ids.length),
      ids: Uint32Array.from(ids),
      distinct: new Set(ids).size,
    });
    const [one, two] = [{ checker: 1 }, { checker: 2 }];
    const pool = new LinkPool();
    const set = new DistinctLinks();
    set.addArticles(pool.take(colliding(0, ['a', 'b', 'ab'], [0, 1, 2]), one), 0, 0);
    set.addArticles(pool.take(colliding(0, ['b', 'c', 'a', 'ba'], [0, 1, 2, 3]), two), 0, 0);
    set.addArticles(pool.take(colliding(3, ['abc'], [3, 2]), one), 0, 0);
    expect([set.size, pool.size]).toEqual([6, 6]);
  });

  test('a pool takes links hashed with one seed, as a fan-in seeds every checker', () => {
    const pool = new LinkPool();
    const [one, two] = [new LinkNumbering(1), new LinkNumbering(2)];
    pool.take(one.number([linked(['a'])]), one);
    expect(() => pool.take(two.number([linked(['a'])]), two)).toThrow(
      'links hashed with other seeds',
    );
    expect(() => new LinkPool().adopt(pool, 0)).not.toThrow();
    const other = new LinkPool();
    const three = new LinkNumbering(2);
    other.take(three.number([linked(['b'])]), three);
    expect(() => other.adopt(pool, 0)).toThrow('links hashed with other seeds');
  });

  test("a checker's legs are taken in the order it numbered them", () => {
    const numbering = new LinkNumbering();
    const first = numbering.number([linked(['a'])]);
    const second = numbering.number([linked(['b'])]);
    const pool = new LinkPool();
    expect(() => pool.take(second, numbering)).toThrow(
      'links numbered from 1 came after 0 were taken',
    );
    pool.take(first, numbering);
    expect(pool.take(second, numbering).ids).toEqual(Uint32Array.of(1));
  });

  test('the tables grow past their first sizes', () => {
    const long = 'https://github.com/organization/repository-'.repeat(10);
    const many = Array.from({ length: 5000 }, (_, i) => linked([`${long}${i % 3000}`]));
    const numbering = new LinkNumbering();
    const pool = new LinkPool();
    const links = pool.take(numbering.number(many), numbering);
    const set = new DistinctLinks();
    set.addArticles(links, 0, 2499);
    set.addArticles(links, 2500, 4999);
    expect([set.size, pool.size, links.distinct]).toEqual([3000, 3000, 3000]);
  });
});

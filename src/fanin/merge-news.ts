/**
 * The article merge (pure). Articles are deduplicated by normalized URL; the winner of a
 * duplicate is the first by source priority (lowest seq = order of the source config),
 * then by raw url, then by canonical JSON. That is a total order, so the merge is
 * associative and commutative: any grouping of the legs into partial merges, merged
 * again, gives the same result (the basis of a fan-in of fan-ins). The output is sorted
 * by (source, url).
 *
 * Memory: this holds every article of a run, so a leg is kept packed: the canonical JSON
 * of each article (computed once: it is what the checksum and the output are made of),
 * its dedup key as a slice of that JSON where possible (V8 keeps a slice as a view of its
 * parent), and its score; a set maps each key to a number naming (leg, article).
 */
import { compareStrings } from '../canonical/index.js';
import type { Article } from '../contracts/index.js';
import { articleJson } from './article-json.js';
import { normalizeUrl } from './url.js';

/** One leg's articles, sorted by url, all of one source. */
export interface LegArticles {
  /** Source priority: the seq of the leg in the plan. */
  seq: number;
  source: string;
  /** Canonical JSON of each article. */
  jsons: string[];
  /** Normalized URL of each article: the dedup key. */
  keys: string[];
  /** relevance_score of each article. */
  scores: Float64Array;
}

/** Articles per leg are below this, so that (leg, index) fits one safe integer. */
const LEG_STRIDE = 2 ** 24;

/** `,"url":` only occurs as a key: inside JSON strings every quote is escaped. */
const URL_MEMBER = ',"url":';

/**
 * The url of an article from its canonical JSON, where it is the last member, as a
 * slice when JSON needed no escape (the uri format allows none) so the text is held once.
 */
export function urlOfJson(json: string): string {
  const at = json.lastIndexOf(URL_MEMBER);
  const start = at + URL_MEMBER.length + 1;
  const end = json.length - 2;
  if (at < 0 || json.charCodeAt(start - 1) !== 34 || json.charCodeAt(end) !== 34) {
    throw new Error('not the canonical JSON of an article');
  }
  const raw = json.slice(start, end);
  return raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw;
}

/**
 * Packs one leg's articles; `jsons[i]` (when given) is articleJson(articles[i]). Every
 * article must be of one source (the fan-in checked it: reason `consistency`).
 */
export function legArticles(
  seq: number,
  articles: readonly Article[],
  keepQueryParams: ReadonlySet<string>,
  jsons?: readonly string[],
): LegArticles {
  const source = articles[0]?.source ?? '';
  const order = articles.map((_, i) => i);
  // Stable: already sorted (as the fan-in hands them over) costs one pass.
  order.sort((a, b) => compareStrings((articles[a] as Article).url, (articles[b] as Article).url));
  const packed: LegArticles = {
    seq,
    source,
    jsons: new Array<string>(order.length),
    keys: new Array<string>(order.length),
    scores: new Float64Array(order.length),
  };
  order.forEach((from, to) => {
    const article = articles[from] as Article;
    if (article.source !== source) {
      throw new RangeError(`a leg holds articles of ${source} and ${article.source}`);
    }
    const json = jsons?.[from] ?? articleJson(article);
    const url = urlOfJson(json);
    const key = normalizeUrl(url, keepQueryParams);
    packed.jsons[to] = json;
    // Usually the key is the url or a prefix of it (fragment, query or trailing slash
    // dropped): a slice of the JSON again, not a copy.
    packed.keys[to] = key === url ? url : url.startsWith(key) ? url.slice(0, key.length) : key;
    packed.scores[to] = article.relevance_score;
  });
  return packed;
}

export interface FinalArticles {
  /** Canonical JSON of each article, in output order. */
  jsons: string[];
  scores: number[];
}

/** A partial merge: legs, and for each key the (leg, article) that wins it. */
export class ArticleSet {
  readonly legs: LegArticles[] = [];
  readonly #winners = new Map<string, number>();

  get size(): number {
    return this.#winners.size;
  }

  #json(ref: number): string {
    const leg = this.legs[Math.floor(ref / LEG_STRIDE)] as LegArticles;
    return leg.jsons[ref % LEG_STRIDE] as string;
  }

  /** Negative when `a` wins over `b`. */
  #compareWinners(a: number, b: number): number {
    const legA = this.legs[Math.floor(a / LEG_STRIDE)] as LegArticles;
    const legB = this.legs[Math.floor(b / LEG_STRIDE)] as LegArticles;
    if (legA.seq !== legB.seq) return legA.seq - legB.seq;
    const jsonA = this.#json(a);
    const jsonB = this.#json(b);
    return compareStrings(urlOfJson(jsonA), urlOfJson(jsonB)) || compareStrings(jsonA, jsonB);
  }

  #offer(key: string, ref: number): void {
    const held = this.#winners.get(key);
    if (held === undefined || this.#compareWinners(ref, held) < 0) this.#winners.set(key, ref);
  }

  /** Adds one leg in place; returns this. */
  add(leg: LegArticles): this {
    if (leg.jsons.length >= LEG_STRIDE)
      throw new RangeError(`a leg of ${leg.jsons.length} articles`);
    const base = this.legs.length * LEG_STRIDE;
    this.legs.push(leg);
    for (let i = 0; i < leg.keys.length; i++) this.#offer(leg.keys[i] as string, base + i);
    return this;
  }

  /**
   * The merge of two partial results (neither is modified): the winners of each, offered
   * again. A loser of a partial merge can never win the whole, the order being total.
   */
  static merge(a: ArticleSet, b: ArticleSet): ArticleSet {
    const set = new ArticleSet();
    for (const part of [a, b]) {
      const base = set.legs.length * LEG_STRIDE;
      set.legs.push(...part.legs);
      for (const [key, ref] of part.#winners) set.#offer(key, base + ref);
    }
    return set;
  }

  /** The final articles, sorted by (source, url). */
  final(): FinalArticles {
    const refs = [...this.#winners.values()];
    const byLeg = (ref: number) => this.legs[Math.floor(ref / LEG_STRIDE)] as LegArticles;
    refs.sort((a, b) => {
      const legA = Math.floor(a / LEG_STRIDE);
      const legB = Math.floor(b / LEG_STRIDE);
      // Within a leg, articles are in url order already.
      if (legA === legB) return a - b;
      const bySource = compareStrings(byLeg(a).source, byLeg(b).source);
      if (bySource !== 0) return bySource;
      const jsonA = this.#json(a);
      const jsonB = this.#json(b);
      return compareStrings(urlOfJson(jsonA), urlOfJson(jsonB)) || compareStrings(jsonA, jsonB);
    });
    return {
      jsons: refs.map((ref) => this.#json(ref)),
      scores: refs.map((ref) => byLeg(ref).scores[ref % LEG_STRIDE] as number),
    };
  }
}

/** A set of the given legs. */
export function articleSetOf(legs: Iterable<LegArticles>): ArticleSet {
  const set = new ArticleSet();
  for (const leg of legs) set.add(leg);
  return set;
}

/** The merge of two partial results (neither is modified). */
export function mergeArticleSets(a: ArticleSet, b: ArticleSet): ArticleSet {
  return ArticleSet.merge(a, b);
}

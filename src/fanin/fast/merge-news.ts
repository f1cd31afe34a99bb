/**
 * The article merge, fast (pure): the rule of ../article-merge.ts (dedup by normalized URL;
 * the winner of a duplicate is the first by source priority, lowest seq = order of the
 * source config, then by raw url, then by canonical JSON; output sorted by source and url),
 * computed from packed legs. The order being total, the merge is associative and
 * commutative: any grouping of the legs into partial merges, merged again, gives the same
 * result (the basis of a fan-in of fan-ins).
 *
 * Memory and time: this holds every article of a run, so a leg is kept packed, off the
 * JavaScript heap: the canonical JSON of its articles (computed once: it is what the
 * checksum and the output are made of) as one UTF-8 buffer, or only where that lies in the
 * leg's file when the leg was read from one (the output reads it again); with its
 * articles' dedup keys (packed too), and a hash of each key and a score per article. The
 * set is an open-addressing hash table in typed arrays mapping each key to a number naming
 * (leg, article): no string per article, and nothing for the garbage collector to trace.
 * Duplicates within one leg are settled when the leg is packed (by a set of that leg
 * alone, its JSON still in memory), so a set compares articles by their JSON only when two
 * legs share a seq or a source (partial merges of other runs: never two legs of one plan).
 */
import { compareStrings } from '../../canonical/index.js';
import type { LocatedFile } from '../../base/located-file.js';
import type { Article } from '../../contracts/index.js';
import {
  articleJson,
  hashKey,
  joinedSeed,
  packedStart,
  packStrings,
  type PackedStrings,
} from './record-json.js';
import { LinkNumbering, type LegLinks } from './leg-links.js';
import { normalizeUrl } from '../url.js';

/**
 * A leg's articles' canonical JSON joined by commas: in memory (with, when they were copied
 * out of the leg's payload in url order, where each started there), or in a leg file
 * (pinned to its content as checked) read again for the output: the `length` bytes at
 * `offset`, or each article at its own place (`places[i]`, its length from `ends`) when the
 * leg's order is not url order.
 */
export type ArticleBytes =
  | { bytes: Uint8Array; sources?: Uint32Array }
  | { file: LocatedFile; offset: number; length: number }
  | { file: LocatedFile; places: Uint32Array };

/** One leg's articles, sorted by url, all of one source. */
export interface LegArticles {
  /** Source priority: the seq of the leg in the plan. */
  seq: number;
  source: string;
  json: ArticleBytes;
  /** Where each article's JSON ends in `json` (packedStart: where it starts). */
  ends: Uint32Array;
  /** Each article's dedup key (its normalized URL). */
  keys: PackedStrings;
  /** hashKey of each article's key, seeded with `hashSeed` (legs merged must share it). */
  hashes: Uint32Array;
  hashSeed: number;
  /** relevance_score of each article. */
  scores: Float64Array;
  /** 1 for the articles that lose to another of this leg with the same key; null: none do. */
  lost: Uint8Array | null;
  /** The GitHub links of each article (the news file's github_links), numbered (leg-links.ts). */
  links: LegLinks;
}

/** Articles per leg are below this, so that (leg, index) fits one safe integer. */
const LEG_STRIDE = 2 ** 24;

/** `,"url":` only occurs as a key: inside JSON strings every quote is escaped. */
const URL_MEMBER = ',"url":';

/** The url of an article from its canonical JSON, where it is the last member. */
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

const byUrl = (a: Article, b: Article) => compareStrings(a.url, b.url);

/**
 * Packs one leg's articles. Every article must be of one source (the fan-in checked it:
 * reason `consistency`). `packed`, when given, is the packed canonical JSON of `articles`,
 * which are then already sorted by url (what validateRssLeg hands over); otherwise they
 * are sorted here (stable) and packed. `links`: the sorted articles' links, numbered (by
 * default, here, by a numbering of the leg's own). `hashSeed`: the fan-in's seed of hashKey.
 */
export function legArticles(
  seq: number,
  articles: readonly Article[],
  keepQueryParams: ReadonlySet<string>,
  packed?: PackedStrings,
  links?: LegLinks,
  hashSeed = 0,
): LegArticles {
  let sorted = articles;
  if (packed === undefined) {
    sorted = [...articles].sort(byUrl);
    packed = packStrings(sorted.map(articleJson));
  } else if (packed.ends.length !== articles.length) {
    throw new RangeError(`${packed.ends.length} packed articles for ${articles.length}`);
  }
  const source = sorted[0]?.source ?? '';
  const keys: string[] = [];
  const hashes = new Uint32Array(sorted.length);
  const scores = new Float64Array(sorted.length);
  sorted.forEach((article, i) => {
    if (article.source !== source) {
      throw new RangeError(`a leg holds articles of ${source} and ${article.source}`);
    }
    keys.push(normalizeUrl(article.url, keepQueryParams));
    hashes[i] = hashKey(keys[i] as string, hashSeed);
    scores[i] = article.relevance_score;
  });
  const leg: LegArticles = {
    seq,
    source,
    json: packed.sources
      ? { bytes: packed.bytes, sources: packed.sources }
      : { bytes: packed.bytes },
    ends: packed.ends,
    keys: packStrings(keys),
    hashes,
    hashSeed,
    scores,
    lost: null,
    links: links ?? new LinkNumbering(hashSeed).number(sorted),
  };
  // Two articles of the leg with one key: a set of the leg alone decides, as between legs.
  leg.lost = new ArticleSet(keepQueryParams, sorted.length).add(leg).losers();
  return leg;
}

/** The canonical JSON of article i of a leg held in memory (to break ties: rare). */
function jsonAt(json: ArticleBytes, ends: Uint32Array, i: number): string {
  if (!('bytes' in json)) {
    throw new Error(
      'articles of two legs sharing a seq or a source are compared by their JSON, which a leg read from a file does not hold',
    );
  }
  const { bytes } = json;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString(
    'utf8',
    packedStart(ends, i),
    ends[i],
  );
}

/** Bytes [start, end) of a leg's articles' JSON: consecutive articles joined by commas. */
export interface ArticleRun {
  leg: LegArticles;
  start: number;
  end: number;
}

/** The bytes of a run of a leg held in memory (a view, never a copy). */
export function runInMemory({ leg, start, end }: ArticleRun): Uint8Array {
  if (!('bytes' in leg.json)) throw new Error(`the articles of ${leg.source} are in a file`);
  return leg.json.bytes.subarray(start, end);
}

export interface FinalArticles {
  /** Number of articles. */
  count: number;
  /** relevance_score of each article, in output order. */
  scores: Float64Array;
  /**
   * The articles' canonical JSON in output order, as runs of consecutive articles of one
   * leg: the runs' bytes joined by `,` are the articles joined by `,`.
   */
  runs: ArticleRun[];
  /**
   * Every source that carried article i (its key), sorted, for the articles that more than
   * their own source carried; any other article was carried by its own source alone.
   */
  carriers: ReadonlyMap<number, readonly string[]>;
  /** Articles of the legs before deduplication (losers of the same leg included). */
  offered: number;
}

/** The union of two sorted lists of sources, sorted (either when it holds the other). */
function unionSorted(a: readonly string[], b: readonly string[]): readonly string[] {
  if (b.every((x) => a.includes(x))) return a;
  if (a.every((x) => b.includes(x))) return b;
  return [...new Set([...a, ...b])].sort(compareStrings);
}

const EMPTY = -1;

/** A partial merge: legs, and for each key the (leg, article) that wins it. */
export class ArticleSet {
  readonly legs: LegArticles[] = [];
  // The table: slot -> ref (EMPTY when free) and the hash of its key. Load stays <= 1/2.
  #refs: Float64Array;
  #hashes: Uint32Array;
  /**
   * slot -> every source that carried the slot's key, when more than the winner's own
   * source did (a dedup across sources); undefined otherwise. A union of sets: the order
   * legs arrive in, or how they were grouped into partial merges, cannot change it.
   */
  #carriers: (readonly string[] | undefined)[] = [];
  #count = 0;
  readonly #keep: ReadonlySet<string>;
  /** The seed of every leg's hashes: its first leg's. */
  #hashSeed: number | undefined;

  /**
   * `keepQueryParams`: as the legs' keys were made with (two partial merges must agree);
   * `expected`: about how many articles will be added (the table then need not grow).
   */
  constructor(keepQueryParams: ReadonlySet<string>, expected = 0) {
    this.#keep = keepQueryParams;
    let capacity = 1024;
    while (capacity < 2 * expected) capacity *= 2;
    this.#refs = new Float64Array(capacity).fill(EMPTY);
    this.#hashes = new Uint32Array(capacity);
  }

  get size(): number {
    return this.#count;
  }

  #leg(ref: number): LegArticles {
    return this.legs[Math.floor(ref / LEG_STRIDE)] as LegArticles;
  }

  #json(ref: number): string {
    const leg = this.#leg(ref);
    return jsonAt(leg.json, leg.ends, ref % LEG_STRIDE);
  }

  /** Whether two articles have the same key (asked when their hashes agree). */
  #sameKey(a: number, b: number): boolean {
    const { bytes: bytesA, ends: endsA } = this.#leg(a).keys;
    const { bytes: bytesB, ends: endsB } = this.#leg(b).keys;
    const [i, j] = [a % LEG_STRIDE, b % LEG_STRIDE];
    const [fromA, fromB] = [packedStart(endsA, i), packedStart(endsB, j)];
    const length = (endsA[i] as number) - fromA;
    if ((endsB[j] as number) - fromB !== length) return false;
    for (let k = 0; k < length; k++) if (bytesA[fromA + k] !== bytesB[fromB + k]) return false;
    return true;
  }

  /** Negative when `a` wins over `b`. */
  #compareWinners(a: number, b: number): number {
    const legA = this.#leg(a);
    const legB = this.#leg(b);
    return legA.seq - legB.seq || this.#compareByJson(a, b);
  }

  /** Url, then canonical JSON: between articles of legs that share a seq or a source. */
  #compareByJson(a: number, b: number): number {
    const jsonA = this.#json(a);
    const jsonB = this.#json(b);
    return compareStrings(urlOfJson(jsonA), urlOfJson(jsonB)) || compareStrings(jsonA, jsonB);
  }

  #grow(): void {
    const refs = this.#refs;
    const hashes = this.#hashes;
    const carriers = this.#carriers;
    this.#refs = new Float64Array(refs.length * 2).fill(EMPTY);
    this.#hashes = new Uint32Array(refs.length * 2);
    this.#carriers = [];
    const mask = this.#refs.length - 1;
    for (let slot = 0; slot < refs.length; slot++) {
      const ref = refs[slot] as number;
      if (ref === EMPTY) continue;
      const hash = hashes[slot] as number;
      let to = hash & mask;
      while (this.#refs[to] !== EMPTY) to = (to + 1) & mask;
      this.#refs[to] = ref;
      this.#hashes[to] = hash;
      if (carriers[slot] !== undefined) this.#carriers[to] = carriers[slot];
    }
  }

  /** The sources that carried the key of `slot` (the winner's alone unless recorded). */
  #carriersAt(slot: number): readonly string[] {
    return this.#carriers[slot] ?? [this.#leg(this.#refs[slot] as number).source];
  }

  /**
   * Offers (leg, article) `ref` for its key, whose hash is `hash`; `carriers`: the sources
   * that carried it in a partial merge (default: its own leg's source).
   */
  #offer(ref: number, hash: number, carriers?: readonly string[]): void {
    if ((this.#count + 1) * 2 > this.#refs.length) this.#grow();
    const mask = this.#refs.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const held = this.#refs[slot] as number;
      if (held === EMPTY) {
        this.#refs[slot] = ref;
        this.#hashes[slot] = hash;
        if (carriers !== undefined && carriers.length > 1) this.#carriers[slot] = carriers;
        this.#count++;
        return;
      }
      if (this.#hashes[slot] === hash && this.#sameKey(held, ref)) {
        const before = this.#carriersAt(slot);
        const offered = carriers ?? [this.#leg(ref).source];
        if (this.#compareWinners(ref, held) < 0) this.#refs[slot] = ref;
        const union = unionSorted(before, offered);
        this.#carriers[slot] = union.length > 1 ? union : undefined;
        return;
      }
    }
  }

  /** Adds one leg in place; returns this. */
  add(leg: LegArticles): this {
    const count = leg.hashes.length;
    if (count >= LEG_STRIDE) throw new RangeError(`a leg of ${count} articles`);
    this.#hashSeed = joinedSeed(this.#hashSeed, leg.hashSeed, 'legs whose keys were');
    const base = this.legs.length * LEG_STRIDE;
    this.legs.push(leg);
    const { hashes, lost } = leg;
    for (let i = 0; i < count; i++) if (lost?.[i] !== 1) this.#offer(base + i, hashes[i] as number);
    return this;
  }

  /** For each leg, 1 for each of its articles that holds a key. */
  #won(): Uint8Array[] {
    const won = this.legs.map((leg) => new Uint8Array(leg.hashes.length));
    for (const ref of this.#refs) {
      if (ref !== EMPTY) (won[Math.floor(ref / LEG_STRIDE)] as Uint8Array)[ref % LEG_STRIDE] = 1;
    }
    return won;
  }

  /**
   * For a set of one leg: 1 for each of its articles that loses to another of the leg with
   * the same key, or null when none does (what the leg keeps as `lost`).
   */
  losers(): Uint8Array | null {
    const [leg, ...others] = this.legs;
    if (leg === undefined || others.length > 0) throw new RangeError('losers of a set of one leg');
    if (this.#count === leg.hashes.length) return null;
    return (this.#won()[0] as Uint8Array).map((won) => 1 - won);
  }

  /** The winners' refs, their keys' hashes and the sources that carried them. */
  *#winners(): Generator<[ref: number, hash: number, carriers: readonly string[] | undefined]> {
    for (let slot = 0; slot < this.#refs.length; slot++) {
      const ref = this.#refs[slot] as number;
      if (ref !== EMPTY) yield [ref, this.#hashes[slot] as number, this.#carriers[slot]];
    }
  }

  /**
   * The merge of two partial results (neither is modified): the winners of each, offered
   * again. A loser of a partial merge can never win the whole, the order being total.
   */
  static merge(a: ArticleSet, b: ArticleSet): ArticleSet {
    const [keepA, keepB] = [[...a.#keep].sort(), [...b.#keep].sort()];
    if (keepA.join('\n') !== keepB.join('\n')) {
      throw new RangeError('partial merges made with other kept query parameters');
    }
    const set = new ArticleSet(a.#keep, a.#count + b.#count);
    for (const part of [a, b]) {
      set.#hashSeed = joinedSeed(set.#hashSeed, part.#hashSeed, 'legs whose keys were');
      const base = set.legs.length * LEG_STRIDE;
      set.legs.push(...part.legs);
      for (const [ref, hash, carriers] of part.#winners()) set.#offer(base + ref, hash, carriers);
    }
    return set;
  }

  /**
   * The final articles, sorted by (source, url). Each leg is in url order already, so no
   * article is sorted: the winners are marked per leg, and the legs taken in source order.
   * Only legs that share a source (not two legs of one plan) need their articles merged.
   */
  final(): FinalArticles {
    const won = this.#won();
    const order = this.legs.map((_, i) => i);
    order.sort((a, b) => compareStrings(this.legs[a]!.source, this.legs[b]!.source) || a - b);
    const refs = new Float64Array(this.#count);
    let n = 0;
    for (let k = 0; k < order.length;) {
      // The legs of one source: [k, next).
      let next = k + 1;
      const source = this.legs[order[k]!]!.source;
      while (next < order.length && this.legs[order[next]!]!.source === source) next++;
      const start = n;
      for (const legIndex of order.slice(k, next)) {
        const marks = won[legIndex] as Uint8Array;
        for (let i = 0; i < marks.length; i++)
          if (marks[i] === 1) refs[n++] = legIndex * LEG_STRIDE + i;
      }
      if (next - k > 1) refs.subarray(start, n).sort((a, b) => this.#compareInSource(a, b));
      k = next;
    }
    const shared = this.#sharedByRef();
    const carriers = new Map<number, readonly string[]>();
    const scores = new Float64Array(n);
    const runs: ArticleRun[] = [];
    // A run ends where the next article is not the next one of the same leg (a duplicate
    // that lost, or another leg).
    let runStart = 0;
    for (let i = 0; i < n; i++) {
      const ref = refs[i] as number;
      const leg = this.#leg(ref);
      const index = ref % LEG_STRIDE;
      scores[i] = leg.scores[index] as number;
      const sources = shared.get(ref);
      if (sources !== undefined) carriers.set(i, sources);
      if (refs[i + 1] === ref + 1) continue;
      const first = (refs[runStart] as number) % LEG_STRIDE;
      runs.push({ leg, start: packedStart(leg.ends, first), end: leg.ends[index] as number });
      runStart = i + 1;
    }
    let offered = 0;
    for (const leg of this.legs) offered += leg.hashes.length;
    return { count: n, scores, runs, carriers, offered };
  }

  /** The winners that more than their own source carried: ref -> the sources. */
  #sharedByRef(): Map<number, readonly string[]> {
    const shared = new Map<number, readonly string[]>();
    this.#carriers.forEach((sources, slot) => {
      if (sources !== undefined) shared.set(this.#refs[slot] as number, sources);
    });
    return shared;
  }

  /** Output order of two articles of one source: url, then canonical JSON. */
  #compareInSource(a: number, b: number): number {
    const legA = Math.floor(a / LEG_STRIDE);
    const legB = Math.floor(b / LEG_STRIDE);
    if (legA === legB) return a - b; // within a leg, articles are in url order already
    return this.#compareByJson(a, b);
  }
}

/** A set of the given legs. */
export function articleSetOf(
  legs: Iterable<LegArticles>,
  keepQueryParams: ReadonlySet<string>,
): ArticleSet {
  const set = new ArticleSet(keepQueryParams);
  for (const leg of legs) set.add(leg);
  return set;
}

/** The merge of two partial results (neither is modified). */
export function mergeArticleSets(a: ArticleSet, b: ArticleSet): ArticleSet {
  return ArticleSet.merge(a, b);
}

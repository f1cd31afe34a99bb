/**
 * The news file's GitHub links, counted exactly and cheaply (pure). SquadScope's metadata
 * counts distinct links twice: per source, over the leg's own articles, and in all, over
 * the final articles.
 *
 * Each checker (a worker thread, or the main thread) numbers the links of the legs it
 * checks, one number per distinct link across all of them (`LinkNumbering`), in the order
 * the leg was parsed (its strings lie one after another in memory). A leg keeps each
 * article's link numbers, its count of distinct links (the per-source count), and only the
 * links that were new to its checker, packed, with a hash of each. As each verdict arrives,
 * the fan-in's `LinkPool` adds those links to one table of every checker's links (comparing
 * bytes when two hashes agree, so the count stays exact) and renumbers the leg into it. The
 * count in all then marks pool numbers of the final articles (`DistinctLinks`). So the main
 * thread handles each distinct link about once per checker, while the workers still check,
 * and marks numbers in the serial work after the last leg.
 *
 * Written by hand: a `Set` of link strings made from the articles' text on the main thread
 * cost the fan-in about half a second of that serial work at 512,000 articles, and legs
 * keeping all of their links packed cost memory (docs/performance.md). UTF-8 bytes tell
 * well-formed strings apart, and a checked leg holds no lone surrogate.
 */
import type { Article } from '../../contracts/index.js';
import { hashKey, joinedSeed, packedStart, packStrings } from './record-json.js';
import type { PackedStrings } from './record-json.js';

/** A leg's links as its checker numbered them. */
export interface NumberedLinks {
  kind: 'numbered';
  /** How many links the checker had numbered before this leg. */
  from: number;
  /** The links this leg added to the numbering (numbers from, from + 1, ...), and their hashes. */
  added: PackedStrings;
  hashes: Uint32Array;
  /** The seed of those hashes (hashKey). */
  hashSeed: number;
  /** Article i's links are numbers ids[starts[i]] to ids[starts[i + 1] - 1]. */
  starts: Uint32Array;
  ids: Uint32Array;
  /** How many distinct links the leg holds. */
  distinct: number;
}

/** A leg's links in the numbers of a pool. */
export interface PooledLinks {
  kind: 'pooled';
  pool: LinkPool;
  starts: Uint32Array;
  ids: Uint32Array;
  distinct: number;
}

export type LegLinks = NumberedLinks | PooledLinks;

/** The news article's links: its github_links, else github_urls. */
const linksOf = (article: Article) => article.github_links ?? article.github_urls;

/** One checker's numbers for every distinct link of the legs it checks. */
export class LinkNumbering {
  readonly #numbers = new Map<string, number>();
  readonly #hashSeed: number;
  // The last leg that held each number (legs counted from 1).
  #holder = new Uint32Array(1024);
  #legs = 0;
  #ids = new Uint32Array(1024);

  /** `hashSeed`: the fan-in's seed of hashKey, which every numbering of one pool shares. */
  constructor(hashSeed = 0) {
    this.#hashSeed = hashSeed;
  }

  /**
   * The links of a leg's articles, in the leg's order: `order[k]` is the index in `articles`
   * of its k-th article (by default, the same). The links are numbered in the order of
   * `articles`, as parsed: their strings then lie one after another in memory.
   */
  number(articles: readonly Article[], order?: readonly number[]): NumberedLinks {
    const from = this.#numbers.size;
    const leg = ++this.#legs;
    const added: string[] = [];
    const parsedStarts = new Uint32Array(articles.length + 1);
    let count = 0;
    let distinct = 0;
    for (let i = 0; i < articles.length; i++) {
      parsedStarts[i] = count;
      for (const link of linksOf(articles[i] as Article)) {
        let id = this.#numbers.get(link);
        if (id === undefined) {
          id = this.#numbers.size;
          this.#numbers.set(link, id);
          added.push(link);
          if (id >= this.#holder.length) this.#holder = grown(this.#holder, id);
        }
        if (this.#holder[id] !== leg) {
          this.#holder[id] = leg;
          distinct++;
        }
        if (count >= this.#ids.length) this.#ids = grown(this.#ids, count);
        this.#ids[count++] = id;
      }
    }
    parsedStarts[articles.length] = count;
    const [starts, ids] = inOrder(parsedStarts, this.#ids.subarray(0, count), order);
    const hashSeed = this.#hashSeed;
    const hashes = Uint32Array.from(added, (link) => hashKey(link, hashSeed));
    return {
      kind: 'numbered',
      from,
      added: packStrings(added),
      hashes,
      hashSeed,
      starts,
      ids,
      distinct,
    };
  }
}

/** Per-article runs of ids (article i's: ids[starts[i]] up to starts[i + 1]), reordered. */
function inOrder(
  starts: Uint32Array,
  ids: Uint32Array,
  order: readonly number[] | undefined,
): [Uint32Array, Uint32Array] {
  if (order === undefined) return [starts, ids.slice()];
  const ordered = new Uint32Array(ids.length);
  const orderedStarts = new Uint32Array(starts.length);
  let count = 0;
  order.forEach((i, k) => {
    orderedStarts[k] = count;
    for (let j = starts[i] as number; j < (starts[i + 1] as number); j++) {
      ordered[count++] = ids[j] as number;
    }
  });
  orderedStarts[order.length] = count;
  return [orderedStarts, ordered];
}

/** A copy of `array` with room for index `index`. */
function grown<A extends Uint8Array<ArrayBuffer> | Uint32Array<ArrayBuffer>>(
  array: A,
  index: number,
): A {
  const bigger = new (array.constructor as new (length: number) => A)(
    Math.max(2 * array.length, index + 1),
  );
  bigger.set(array);
  return bigger;
}

const EMPTY = -1;

/** One table of the links of many legs, numbered 0, 1, ... in the order first taken. */
export class LinkPool {
  // Link n is bytes [starts[n], starts[n + 1]) of #bytes, with hash #hashes[n].
  #bytes = new Uint8Array(64 * 1024);
  #starts = new Uint32Array(1024);
  #hashes = new Uint32Array(1024);
  #size = 0;
  /** slot -> link number, EMPTY when free. Load stays <= 1/2. */
  #slots = new Int32Array(1024).fill(EMPTY);
  /** The seed of every link's hash: its first leg's. */
  #hashSeed: number | undefined;
  /** Per numbering: the pool's number of each of its numbers. */
  readonly #numberings = new WeakMap<object, number[]>();

  get size(): number {
    return this.#size;
  }

  /**
   * A leg's links in this pool's numbers. `numbering` names the numbering that made them
   * (its checker's, or the leg's own); its legs must be taken in the order numbered.
   */
  take(links: NumberedLinks, numbering: object): PooledLinks {
    const mine = this.#numberings.get(numbering) ?? [];
    this.#numberings.set(numbering, mine);
    if (mine.length !== links.from) {
      throw new Error(`links numbered from ${links.from} came after ${mine.length} were taken`);
    }
    this.#hashSeed = joinedSeed(this.#hashSeed, links.hashSeed, 'links');
    const { bytes, ends } = links.added;
    for (let i = 0; i < ends.length; i++) {
      mine.push(this.#intern(bytes, packedStart(ends, i), ends[i] as number, links.hashes[i]!));
    }
    const ids = links.ids.map((id) => mine[id] as number);
    return { kind: 'pooled', pool: this, starts: links.starts, ids, distinct: links.distinct };
  }

  /** Link n of another pool in this one's numbers. */
  adopt(other: LinkPool, n: number): number {
    this.#hashSeed = joinedSeed(this.#hashSeed, other.#hashSeed, 'links');
    return this.#intern(other.#bytes, other.#starts[n]!, other.#starts[n + 1]!, other.#hashes[n]!);
  }

  /** The number of the link bytes[start, end), which hashes to `hash`, added if new. */
  #intern(bytes: Uint8Array, start: number, end: number, hash: number): number {
    if ((this.#size + 1) * 2 > this.#slots.length) this.#rehash();
    const mask = this.#slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const n = this.#slots[slot] as number;
      if (n === EMPTY) {
        this.#slots[slot] = this.#append(bytes, start, end, hash);
        return this.#size - 1;
      }
      if (this.#hashes[n] === hash && this.#holds(n, bytes, start, end)) return n;
    }
  }

  #holds(n: number, bytes: Uint8Array, start: number, end: number): boolean {
    const from = this.#starts[n] as number;
    if ((this.#starts[n + 1] as number) - from !== end - start) return false;
    const held = this.#bytes;
    for (let k = 0; k < end - start; k++) if (held[from + k] !== bytes[start + k]) return false;
    return true;
  }

  #append(bytes: Uint8Array, start: number, end: number, hash: number): number {
    const n = this.#size++;
    if (this.#size + 1 >= this.#starts.length) {
      this.#starts = grown(this.#starts, this.#size + 1);
      this.#hashes = grown(this.#hashes, this.#size);
    }
    const at = this.#starts[n] as number;
    if (at + end - start > this.#bytes.length) this.#bytes = grown(this.#bytes, at + end - start);
    this.#bytes.set(bytes.subarray(start, end), at);
    this.#starts[n + 1] = at + end - start;
    this.#hashes[n] = hash;
    return n;
  }

  #rehash(): void {
    this.#slots = new Int32Array(this.#slots.length * 2).fill(EMPTY);
    const mask = this.#slots.length - 1;
    for (let n = 0; n < this.#size; n++) {
      let slot = (this.#hashes[n] as number) & mask;
      while (this.#slots[slot] !== EMPTY) slot = (slot + 1) & mask;
      this.#slots[slot] = n;
    }
  }
}

/** The distinct links of chosen articles of many legs. */
export class DistinctLinks {
  #pool: LinkPool | undefined;
  #marks = new Uint8Array(1024);
  #count = 0;
  /** Legs not pooled (each numbered alone), or pooled elsewhere, in this counter's pool. */
  readonly #taken = new WeakMap<LegLinks, Uint32Array>();

  get size(): number {
    return this.#count;
  }

  /** Adds the links of articles first to last of a leg. */
  addArticles(links: LegLinks, first: number, last: number): void {
    const ids = this.#idsOf(links);
    for (let k = links.starts[first] as number; k < (links.starts[last + 1] as number); k++) {
      const id = ids[k] as number;
      if (id >= this.#marks.length) this.#marks = grown(this.#marks, id);
      if (this.#marks[id] === 1) continue;
      this.#marks[id] = 1;
      this.#count++;
    }
  }

  /** The leg's link numbers in this counter's pool: the pool of the first pooled leg. */
  #idsOf(links: LegLinks): Uint32Array {
    if (links.kind === 'pooled') {
      this.#pool ??= links.pool;
      if (links.pool === this.#pool) return links.ids;
    }
    const pool = (this.#pool ??= new LinkPool());
    let ids = this.#taken.get(links);
    if (ids === undefined) {
      ids =
        links.kind === 'numbered'
          ? pool.take(links, links).ids
          : links.ids.map((id) => pool.adopt(links.pool, id));
      this.#taken.set(links, ids);
    }
    return ids;
  }
}

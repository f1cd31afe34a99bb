/**
 * Canonical JSON of the records the fan-in handles by the hundred thousand (articles,
 * repositories), fast, and the packed form it keeps them in.
 *
 * A record that passed its schema has a fixed set of keys whose values are strings,
 * numbers, booleans, null and arrays of strings; for such a value RFC 8785 is exactly
 * JSON.stringify of an object with the keys in UTF-16 order (JCS serialises strings and
 * numbers as ECMAScript does). A fresh object literal in that order takes V8's fast JSON
 * path: several times faster than a generic canonicaliser (or a replacer array). The
 * equivalence is a property test (record-json.test.ts).
 */
import { createHash } from 'node:crypto';
import { checksumOfBytes } from '../../canonical/index.js';
import type { Article, LegacyRepository, Repository } from '../../contracts/index.js';

/**
 * canonicalJson(article) for a schema-valid article (keys below in UTF-16 order; url last;
 * the optional categories, github_links and summary left out when absent: JSON.stringify drops an undefined member).
 */
export function articleJson(a: Article): string {
  return JSON.stringify({
    categories: a.categories,
    entities: a.entities,
    github_links: a.github_links,
    github_urls: a.github_urls,
    published: a.published,
    relevance_score: a.relevance_score,
    source: a.source,
    summary: a.summary,
    title: a.title,
    url: a.url,
  });
}

/**
 * canonicalJson(repository) for a schema-valid repository, or for a legacy record (whose
 * stars_gained is left out when unknown: JSON.stringify drops an undefined member).
 */
export function repositoryJson(r: Repository | LegacyRepository): string {
  return JSON.stringify({
    api_url: r.api_url,
    archived: r.archived,
    created_at: r.created_at,
    description: r.description,
    disabled: r.disabled,
    forks: r.forks,
    full_name: r.full_name,
    id: r.id,
    language: r.language,
    license: r.license,
    name: r.name,
    node_id: r.node_id,
    owner: r.owner,
    pushed_at: r.pushed_at,
    stars: r.stars,
    stars_gained: r.stars_gained,
    topics: r.topics,
    updated_at: r.updated_at,
    url: r.url,
  });
}

/** checksumOf(records), given each record's canonical JSON. */
export function checksumOfJsons(jsons: readonly string[]): string {
  return checksumOfBytes(`[${jsons.join(',')}]`);
}

/**
 * Strings joined by commas, as UTF-8, and where each ends: for the articles' canonical
 * JSON, the body of their JSON array.
 */
export interface PackedStrings {
  /** The strings joined by `,`. */
  bytes: Uint8Array;
  /** Item i spans bytes [i === 0 ? 0 : ends[i - 1] + 1, ends[i]). */
  ends: Uint32Array;
  /**
   * When the items were copied from a payload (article-bytes.ts): where item i starts in
   * it, so that a leg read from a file can keep these places instead of the copy.
   */
  sources?: Uint32Array;
}

/**
 * Packs the strings into one buffer of their own (never Node's shared pool: the buffer may
 * be transferred to another thread), so that what a leg keeps of its articles is off the
 * JavaScript heap and can be hashed and written without further encoding. ASCII strings
 * are joined a few hundred at a time and copied with one native call per piece (a
 * Buffer#write per string costs more than the copy).
 */
export function packStrings(items: readonly string[]): PackedStrings {
  return packAscii(items) ?? packUtf8(items);
}

/** Strings joined per native call: long enough to amortize it, short of a large object. */
const JOIN_CHARS = 32 * 1024;

function packAscii(items: readonly string[]): PackedStrings | undefined {
  let size = Math.max(0, items.length - 1);
  for (const item of items) size += item.length;
  const bytes = Buffer.from(new ArrayBuffer(size));
  const ends = new Uint32Array(items.length);
  let used = 0;
  for (let from = 0; from < items.length;) {
    let to = from;
    let chars = 0;
    while (to < items.length && (to === from || chars < JOIN_CHARS)) {
      chars += (items[to] as string).length + 1;
      to++;
    }
    const joined = items.slice(from, to).join(',');
    // Every code unit above 0x7f takes two or more UTF-8 bytes (a lone surrogate three):
    // the UTF-8 length equals the length only for ASCII. Counted natively, unlike a regex.
    if (Buffer.byteLength(joined, 'utf8') !== joined.length) return undefined;
    if (from > 0) bytes[used++] = 0x2c;
    bytes.write(joined, used, 'latin1');
    for (let i = from; i < to; i++) {
      used += (items[i] as string).length;
      ends[i] = used;
      if (i + 1 < to) used++; // the comma inside the joined piece
    }
    from = to;
  }
  return { bytes, ends };
}

function packUtf8(items: readonly string[]): PackedStrings {
  let size = Math.max(0, items.length - 1);
  for (const item of items) size += Buffer.byteLength(item, 'utf8');
  const bytes = Buffer.from(new ArrayBuffer(size));
  const ends = new Uint32Array(items.length);
  let used = 0;
  items.forEach((item, i) => {
    if (i > 0) used = bytes.writeUInt8(0x2c, used);
    used += bytes.write(item, used, 'utf8');
    ends[i] = used;
  });
  return { bytes, ends };
}

/** Where item i of a packed buffer starts. */
export function packedStart(ends: Uint32Array, i: number): number {
  return i === 0 ? 0 : (ends[i - 1] as number) + 1;
}

/**
 * The hash of a key or a link: FNV-1a over its UTF-16 code units, from a basis moved by
 * `seed`, mixed (murmur3's finalizer). A fan-in seeds it afresh: FNV-1a collisions chain
 * (two blocks that collide from one state collide after any common prefix), so a leg could
 * otherwise carry thousands of keys of one hash and make a table's probing quadratic.
 */
export function hashKey(key: string, seed = 0): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * The seed of a table's hashes once `seed` joined it (undefined: none yet). A table refuses
 * hashes of a second seed: equal keys would not meet in it. `what` names them in the error.
 */
export function joinedSeed(
  held: number | undefined,
  seed: number | undefined,
  what: string,
): number | undefined {
  if (held === undefined || seed === undefined) return held ?? seed;
  if (seed !== held) throw new RangeError(`${what} hashed with other seeds`);
  return held;
}

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

/**
 * The checksum of an array whose items' canonical JSON, joined by commas, is the
 * concatenation of the runs added, with a comma between two runs: "sha256:" + hex SHA-256
 * of `[` + items joined by `,` + `]` (= checksumOf(array)). Fed one run at a time, so that
 * hashing can go along with writing.
 */
export class RunsChecksum {
  readonly #hash = createHash('sha256').update(OPEN);
  #empty = true;

  add(run: Uint8Array): void {
    if (!this.#empty) this.#hash.update(COMMA);
    this.#hash.update(run);
    this.#empty = false;
  }

  digest(): string {
    return `sha256:${this.#hash.update(CLOSE).digest('hex')}`;
  }
}

/** RunsChecksum of all of `runs`. */
export function checksumOfRuns(runs: Iterable<Uint8Array>): string {
  const checksum = new RunsChecksum();
  for (const run of runs) checksum.add(run);
  return checksum.digest();
}

/**
 * The canonical form of a flat record written some other way (indented, keys in another
 * order, scalars escaped or numbers written otherwise), produced from its bytes without
 * parsing the record: the fan-in rewrites the articles of another writer's leg this way
 * instead of parsing them and serializing them again. Where it cannot, it says so, and the
 * caller takes the general path.
 *
 * It reads the grammar of canonical-record.ts with JSON whitespace allowed between tokens
 * and the keys in any order: `{` keys `}`, keys ASCII with no escape and all distinct,
 * values strings, numbers, `true`, `false`, `null` or arrays of those. A scalar already
 * written canonically (canonicalScalar) is copied as it is; any other is replaced by its
 * canonical text (scalar-recode.ts). Such a text is valid JSON, and its canonical form is
 * its members sorted by key with those scalars and no whitespace. A rewrite of a text in
 * that grammar is the RFC 8785 form of the value it parses to; -1 means "not in the
 * grammar", never "invalid" (a property test, canonical-rewrite.test.ts).
 */
import { canonicalScalar, keyBefore, plainKeyEnd } from './canonical-record.js';
import { enlarged } from './enlarged.js';
import { ScalarRecoder } from './scalar-recode.js';

const COMMA = 0x2c;
const COLON = 0x3a;

const isSpace = (c: number | undefined) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

/** Members a record may have before the rewrite gives up (articles have seven). */
const MAX_MEMBERS = 32;

/**
 * Rewrites records into one growing output, joined by commas (the body of a JSON array).
 * A first pass checks the record and notes where each member's key and value are; the
 * record is then copied to the output with its members in key order, whitespace left out.
 */
export class CanonicalRewriter {
  /** Where each record written starts and ends in the output. */
  readonly starts: number[] = [];
  readonly ends: number[] = [];
  #out: Buffer;
  #used = 0;
  readonly #keyStart = new Uint32Array(MAX_MEMBERS);
  readonly #keyEnd = new Uint32Array(MAX_MEMBERS);
  /**
   * Member m's value: the scalars [#tokensFrom[m], #tokensTo[m]) of #tokens (pairs of
   * offsets, start and end), one for a scalar value, each element's for an array.
   */
  readonly #tokensFrom = new Uint32Array(MAX_MEMBERS);
  readonly #tokensTo = new Uint32Array(MAX_MEMBERS);
  readonly #isArray = new Uint8Array(MAX_MEMBERS);
  #tokens = new Uint32Array(64);
  /** Per token, 1 when its text is in the recoder's output, 0 when in the record's bytes. */
  #tokenRecoded = new Uint8Array(32);
  #tokenCount = 0;
  /** Canonical texts of the record's scalars that were written another way. */
  readonly #recoder = new ScalarRecoder();
  readonly #order = new Uint8Array(MAX_MEMBERS);
  /** Where the record #read last read ends. */
  #recordEnd = 0;

  constructor(capacity: number) {
    this.#out = Buffer.alloc(capacity);
  }

  /**
   * Rewrites the record at `start` (reading no further than `limit`) to the end of the
   * output, after a comma unless it is the first; returns the offset after its `}` in
   * `bytes`, or -1 (the output then unchanged).
   */
  rewrite(bytes: Uint8Array, start: number, limit: number): number {
    const members = this.#read(bytes, start, limit);
    if (members < 0) return -1;
    const end = this.#recordEnd;
    if (!this.#sortKeys(bytes, members)) return -1;
    this.#emit(bytes, members, end - start);
    return end;
  }

  /**
   * Appends bytes [start, end) of `bytes`, a record already canonical, after a comma unless
   * it is the first; returns `end`.
   */
  append(bytes: Uint8Array, start: number, end: number): number {
    this.#reserve(end - start + 1);
    this.#begin();
    this.#copy(bytes, start, end);
    this.ends.push(this.#used);
    return end;
  }

  /** The rewritten records so far, joined by commas. */
  bytes(): Buffer {
    return this.#out.subarray(0, this.#used);
  }

  /** Starts a record: the comma before it unless it is the first, and where it starts. */
  #begin(): void {
    if (this.#used > 0) this.#out[this.#used++] = COMMA;
    this.starts.push(this.#used);
  }

  /**
   * Checks the record at `start` and notes its members' places; returns how many it has,
   * or -1 (and where it ends in #recordEnd).
   */
  #read(bytes: Uint8Array, start: number, limit: number): number {
    if (bytes[start] !== 0x7b) return -1;
    this.#tokenCount = 0;
    this.#recoder.used = 0;
    let i = skipSpace(bytes, start + 1, limit);
    let members = 0;
    if (bytes[i] !== 0x7d) {
      for (;;) {
        if (members === MAX_MEMBERS) return -1;
        const keyEnd = plainKeyEnd(bytes, i, limit);
        if (keyEnd < 0) return -1;
        this.#keyStart[members] = i;
        this.#keyEnd[members] = keyEnd;
        i = skipSpace(bytes, keyEnd, limit);
        if (bytes[i] !== COLON) return -1;
        i = skipSpace(bytes, i + 1, limit);
        i = this.#readValue(bytes, i, limit, members++);
        if (i < 0) return -1;
        i = skipSpace(bytes, i, limit);
        if (bytes[i] === 0x7d) break;
        if (bytes[i] !== COMMA) return -1;
        i = skipSpace(bytes, i + 1, limit);
      }
    }
    if (i >= limit) return -1;
    this.#recordEnd = i + 1;
    return members;
  }

  /** The end of member `m`'s value at `i`, a scalar or an array of scalars, or -1. */
  #readValue(bytes: Uint8Array, i: number, limit: number, m: number): number {
    this.#tokensFrom[m] = this.#tokenCount;
    this.#isArray[m] = bytes[i] === 0x5b ? 1 : 0;
    if (!this.#isArray[m]) {
      const end = this.#scalar(bytes, i, limit);
      this.#tokensTo[m] = this.#tokenCount;
      return end;
    }
    i = skipSpace(bytes, i + 1, limit);
    if (bytes[i] !== 0x5d) {
      for (;;) {
        const end = this.#scalar(bytes, i, limit);
        if (end < 0) return -1;
        i = skipSpace(bytes, end, limit);
        if (bytes[i] === 0x5d) break;
        if (bytes[i] !== COMMA) return -1;
        i = skipSpace(bytes, i + 1, limit);
      }
    }
    this.#tokensTo[m] = this.#tokenCount;
    return i >= limit ? -1 : i + 1;
  }

  /**
   * Notes the scalar at `i`: its own text when canonical, else its canonical text recoded
   * (an escape or a number form canonical JSON does not use). Its end, or -1.
   */
  #scalar(bytes: Uint8Array, i: number, limit: number): number {
    const end = canonicalScalar(bytes, i, limit);
    if (end > 0 && end <= limit) {
      this.#token(i, end, 0);
      return end;
    }
    const at = this.#recoder.used;
    const recodedEnd = this.#recoder.recode(bytes, i, limit);
    if (recodedEnd < 0) return -1;
    this.#token(at, this.#recoder.used, 1);
    return recodedEnd;
  }

  /** Notes a scalar's text: [start, end) of the record's bytes, or of the recoder's output. */
  #token(start: number, end: number, recoded: 0 | 1): void {
    if (2 * this.#tokenCount + 2 > this.#tokens.length) {
      const grown = new Uint32Array(2 * this.#tokens.length);
      grown.set(this.#tokens);
      this.#tokens = grown;
      const flags = new Uint8Array(this.#tokens.length / 2);
      flags.set(this.#tokenRecoded);
      this.#tokenRecoded = flags;
    }
    this.#tokens[2 * this.#tokenCount] = start;
    this.#tokens[2 * this.#tokenCount + 1] = end;
    this.#tokenRecoded[this.#tokenCount] = recoded;
    this.#tokenCount++;
  }

  /** Orders the members by key (insertion sort: a handful); false when two keys are equal. */
  #sortKeys(bytes: Uint8Array, members: number): boolean {
    const order = this.#order;
    // The keys' texts without their quotes.
    const before = (a: number, b: number) =>
      keyBefore(
        bytes,
        (this.#keyStart[a] as number) + 1,
        (this.#keyEnd[a] as number) - 1,
        (this.#keyStart[b] as number) + 1,
        (this.#keyEnd[b] as number) - 1,
      );
    for (let m = 0; m < members; m++) {
      let k = m;
      for (; k > 0 && before(m, order[k - 1] as number); k--) order[k] = order[k - 1] as number;
      // Not before the one now ahead of it: equal unless that one is before it.
      if (k > 0 && !before(order[k - 1] as number, m)) return false;
      order[k] = m;
    }
    return true;
  }

  /** Writes `,` (unless first) `{` members in key order `}` to the output. */
  #emit(bytes: Uint8Array, members: number, size: number): void {
    // No longer than the record's text and its recoded scalars, with the comma before.
    this.#reserve(size + 1 + this.#recoder.used);
    this.#begin();
    const out = this.#out;
    out[this.#used++] = 0x7b;
    for (let k = 0; k < members; k++) {
      const m = this.#order[k] as number;
      if (k > 0) out[this.#used++] = COMMA;
      this.#copy(bytes, this.#keyStart[m] as number, this.#keyEnd[m] as number);
      out[this.#used++] = COLON;
      if (this.#isArray[m]) this.#copyArray(bytes, m);
      else this.#copyToken(bytes, this.#tokensFrom[m] as number);
    }
    out[this.#used++] = 0x7d;
    this.ends.push(this.#used);
  }

  /** Copies bytes [from, to) to the output: short runs by a loop (no view to allocate). */
  #copy(bytes: Uint8Array, from: number, to: number): void {
    const out = this.#out;
    if (to - from > 32) {
      out.set(bytes.subarray(from, to), this.#used);
      this.#used += to - from;
      return;
    }
    let used = this.#used;
    for (let i = from; i < to; i++) out[used++] = bytes[i] as number;
    this.#used = used;
  }

  /** Copies member `m`'s array, its elements joined by commas (no whitespace). */
  #copyArray(bytes: Uint8Array, m: number): void {
    const [from, to] = [this.#tokensFrom[m] as number, this.#tokensTo[m] as number];
    this.#out[this.#used++] = 0x5b;
    for (let t = from; t < to; t++) {
      if (t > from) this.#out[this.#used++] = COMMA;
      this.#copyToken(bytes, t);
    }
    this.#out[this.#used++] = 0x5d;
  }

  /** Copies token `t`'s text, from the record's bytes or from the recoder's output. */
  #copyToken(bytes: Uint8Array, t: number): void {
    const source = this.#tokenRecoded[t] ? this.#recoder.out : bytes;
    this.#copy(source, this.#tokens[2 * t] as number, this.#tokens[2 * t + 1] as number);
  }

  #reserve(bytes: number): void {
    if (this.#used + bytes > this.#out.length) {
      this.#out = enlarged(this.#out, this.#used, this.#used + bytes);
    }
  }
}

function skipSpace(bytes: Uint8Array, i: number, limit: number): number {
  while (i < limit && isSpace(bytes[i])) i++;
  return i;
}

/**
 * The canonical (RFC 8785) text of a JSON scalar written another way: a string with escapes
 * canonical JSON leaves out (`\/`, `\u00e9`, `\u0026`), or a number in another form (`1.0`,
 * `1E2`, `-0`). Writers do this every day (PHP escapes slashes and non-ASCII characters by
 * default, Go escapes `<`, `>` and `&`, Python escapes non-ASCII); the canonical rewrite
 * takes such scalars through here instead of giving up on the whole record.
 *
 * A string's canonical form is `JSON.stringify` of its value and a number's is `String` of
 * it: the serializations RFC 8785 takes from ECMAScript. An ASCII string is recoded byte by
 * byte (escapes decoded, then written again as JSON.stringify would); any other string goes
 * through `JSON.parse` and `JSON.stringify`. Both are held to canonicalJson by a property
 * test (scalar-recode.test.ts).
 */

import { isDigit, SHORT_FORM } from './canonical-record.js';
import { enlarged } from './enlarged.js';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The character each escape letter stands for (`\/` included, which canonical JSON drops). */
const UNESCAPED = new Map([
  [QUOTE, QUOTE],
  [BACKSLASH, BACKSLASH],
  [0x2f, 0x2f],
  ...[...SHORT_FORM].map(([code, letter]) => [letter, code] as const),
]);
const HEX = '0123456789abcdef';
/** What #asciiString answers for a string with a byte of 0x80 or above. */
const NOT_ASCII = -2;

/**
 * Writes canonical texts of scalars one after another into `out`; `used` is where the next
 * goes (the caller resets it).
 */
export class ScalarRecoder {
  out: Buffer = Buffer.alloc(256);
  used = 0;

  /**
   * Writes the canonical text of the scalar at `i` (a JSON string or number ending before
   * `limit`) and returns the offset after it in `bytes`; -1 (nothing written) when there is
   * none, when the strict parse would refuse its value (a string holding a lone surrogate)
   * or when canonical JSON has no form for it (a number too large for a double).
   */
  recode(bytes: Uint8Array, i: number, limit: number): number {
    const start = this.used;
    const end = bytes[i] === QUOTE ? this.#string(bytes, i, limit) : this.#number(bytes, i, limit);
    if (end < 0) this.used = start;
    return end;
  }

  #string(bytes: Uint8Array, i: number, limit: number): number {
    const end = this.#asciiString(bytes, i, limit);
    if (end !== NOT_ASCII) return end;
    const stringEnd = jsonStringEnd(bytes, i, limit);
    return stringEnd < 0 ? -1 : this.#anyString(bytes, i, stringEnd);
  }

  /**
   * An ASCII string recoded byte by byte, in the pass that finds its end: its end, or -1 when
   * it is not valid (a lone surrogate, an unknown escape, a raw control character, no closing
   * quote before `limit`), or NOT_ASCII (the general path decides).
   */
  #asciiString(bytes: Uint8Array, i: number, limit: number): number {
    let out = this.out;
    let at = this.used;
    out[at++] = QUOTE;
    for (let k = i + 1; k < limit; k++) {
      // Room for the longest a character is written (a \u00xx escape, six bytes).
      if (at + 8 > out.length) out = this.#grow(at);
      let c = bytes[k] as number;
      if (c === QUOTE) {
        out[at++] = QUOTE;
        this.used = at;
        return k + 1;
      }
      if (c >= 0x80) return NOT_ASCII;
      if (c < 0x20) return -1;
      if (c === BACKSLASH) {
        const e = bytes[++k];
        if (e === 0x75) {
          const unit = k + 4 < limit ? hexUnit(bytes, k + 1) : -1;
          if (unit < 0) return -1;
          k += 4;
          if (unit >= 0xd800 && unit <= 0xdfff) {
            const pair = k + 6 < limit && bytes[k + 1] === BACKSLASH && bytes[k + 2] === 0x75;
            const low = pair ? hexUnit(bytes, k + 3) : -1;
            if (unit > 0xdbff || low < 0xdc00 || low > 0xdfff) return -1;
            k += 6;
            at = writeUtf8(out, at, 0x10000 + ((unit - 0xd800) << 10) + (low - 0xdc00));
            continue;
          }
          if (unit >= 0x80) {
            at = writeUtf8(out, at, unit);
            continue;
          }
          c = unit;
        } else {
          const unescaped = e === undefined || k >= limit ? undefined : UNESCAPED.get(e);
          if (unescaped === undefined) return -1;
          c = unescaped;
        }
      }
      at = writeAsciiEscaped(out, at, c);
    }
    return -1;
  }

  /** Any string: through JSON.parse and JSON.stringify (invalid UTF-8 or escapes refused). */
  #anyString(bytes: Uint8Array, i: number, end: number): number {
    let value: unknown;
    try {
      value = JSON.parse(utf8.decode(bytes.subarray(i, end)));
    } catch {
      return -1; // an invalid escape or invalid UTF-8: the strict parse says which
    }
    if (typeof value !== 'string' || !value.isWellFormed()) return -1;
    const text = JSON.stringify(value);
    this.#reserve(3 * text.length);
    this.used += this.out.write(text, this.used, 'utf8');
    return end;
  }

  #number(bytes: Uint8Array, i: number, limit: number): number {
    const end = jsonNumberEnd(bytes, i);
    if (end < 0 || end > limit) return -1;
    const value = Number(
      Buffer.from(bytes.buffer, bytes.byteOffset + i, end - i).toString('latin1'),
    );
    if (!Number.isFinite(value)) return -1;
    const text = String(value);
    this.#reserve(text.length);
    this.used += this.out.write(text, this.used, 'latin1');
    return end;
  }

  #reserve(bytes: number): void {
    if (this.used + bytes > this.out.length) this.#grow(this.used, bytes);
  }

  /** A larger output, with its first `keep` bytes kept and room for `more`; returns it. */
  #grow(keep: number, more = 8): Buffer {
    this.out = enlarged(this.out, keep, keep + more);
    return this.out;
  }
}

/** An ASCII character (a code below 0x80) as JSON.stringify writes it inside a string. */
function writeAsciiEscaped(out: Uint8Array, at: number, c: number): number {
  if (c === QUOTE || c === BACKSLASH) {
    out[at++] = BACKSLASH;
    out[at++] = c;
  } else if (c < 0x20) {
    out[at++] = BACKSLASH;
    const short = SHORT_FORM.get(c);
    if (short !== undefined) out[at++] = short;
    else {
      out.set([0x75, 0x30, 0x30, HEX.charCodeAt(c >> 4), HEX.charCodeAt(c & 15)], at);
      at += 5;
    }
  } else {
    out[at++] = c;
  }
  return at;
}

/** Code point `cp` (0x80 or above, not a surrogate) as UTF-8. */
function writeUtf8(out: Uint8Array, at: number, cp: number): number {
  if (cp < 0x800) {
    out[at++] = 0xc0 | (cp >> 6);
  } else if (cp < 0x10000) {
    out[at++] = 0xe0 | (cp >> 12);
    out[at++] = 0x80 | ((cp >> 6) & 0x3f);
  } else {
    out[at++] = 0xf0 | (cp >> 18);
    out[at++] = 0x80 | ((cp >> 12) & 0x3f);
    out[at++] = 0x80 | ((cp >> 6) & 0x3f);
  }
  out[at++] = 0x80 | (cp & 0x3f);
  return at;
}

/** The code unit of the four hex digits at `i`, or -1. */
function hexUnit(bytes: Uint8Array, i: number): number {
  let unit = 0;
  for (let k = i; k < i + 4; k++) {
    const c = bytes[k] as number;
    const digit =
      c >= 0x30 && c <= 0x39
        ? c - 0x30
        : (c | 0x20) >= 0x61 && (c | 0x20) <= 0x66
          ? (c | 0x20) - 0x57
          : -1;
    if (digit < 0) return -1;
    unit = unit * 16 + digit;
  }
  return unit;
}

/** The offset after the closing quote of the string opening at `i` (raw control characters refused), or -1. */
function jsonStringEnd(bytes: Uint8Array, i: number, limit: number): number {
  for (let k = i + 1; k < limit; k++) {
    const c = bytes[k] as number;
    if (c === BACKSLASH) k++;
    else if (c === QUOTE) return k + 1;
    else if (c < 0x20) return -1;
  }
  return -1;
}

/** The end of the JSON number (RFC 8259 grammar) at `i`, or -1. */
function jsonNumberEnd(bytes: Uint8Array, i: number): number {
  let k = i;
  if (bytes[k] === 0x2d) k++;
  if (bytes[k] === 0x30) k++;
  else if (isDigit(bytes[k])) while (isDigit(bytes[k])) k++;
  else return -1;
  if (bytes[k] === 0x2e) {
    if (!isDigit(bytes[++k])) return -1;
    while (isDigit(bytes[k])) k++;
  }
  if (bytes[k] === 0x65 || bytes[k] === 0x45) {
    k++;
    if (bytes[k] === 0x2b || bytes[k] === 0x2d) k++;
    if (!isDigit(bytes[k])) return -1;
    while (isDigit(bytes[k])) k++;
  }
  return k;
}

/**
 * Whether some JSON text is already the RFC 8785 canonical form of its value, read from
 * its bytes without parsing or serializing it: the fan-in proves a leg's articles
 * canonical this way, then keeps the leg's own bytes (and skips the strict-parse checks a
 * canonical record cannot fail).
 *
 * It recognizes a small grammar only: a flat record, `{` keys `}`, whose keys are ASCII
 * with no escape, in strictly increasing order, and whose values are strings, numbers,
 * `true`, `false`, `null` or arrays of those; no whitespace. Text in that grammar is
 * canonical exactly when each string is written as JSON.stringify writes it (escapes only
 * for `"`, `\` and control characters, the short ones where they exist, `\u00xx` in lower
 * case otherwise) and each number as ECMAScript writes it. True means canonical (and, the
 * keys strictly increasing, free of duplicate keys, two levels deep, no escaped surrogate);
 * false means "not proven" (another grammar, or not canonical), never "invalid".
 */

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;

/** The escapes JSON.stringify writes after a backslash, besides `u`. */
const SHORT_ESCAPE = new Uint8Array(128);
for (const c of '"\\bfnrt') SHORT_ESCAPE[c.charCodeAt(0)] = 1;
/** Control characters that JSON.stringify writes as a short escape (not as \u00xx), to its letter. */
export const SHORT_FORM: ReadonlyMap<number, number> = new Map([
  [0x08, 0x62], // \b
  [0x09, 0x74], // \t
  [0x0a, 0x6e], // \n
  [0x0c, 0x66], // \f
  [0x0d, 0x72], // \r
]);

const hexValue = (c: number) =>
  c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x61 && c <= 0x66 ? c - 0x57 : -1;

/** The end (after the closing quote) of a canonically written string at `i`, or -1. */
function canonicalString(bytes: Uint8Array, i: number, end: number): number {
  if (bytes[i] !== QUOTE) return -1;
  for (i++; i < end; i++) {
    const c = bytes[i] as number;
    if (c === QUOTE) return i + 1;
    if (c < 0x20) return -1;
    if (c !== BACKSLASH) continue;
    const e = bytes[++i] as number;
    if (e < 128 && SHORT_ESCAPE[e] === 1) continue;
    if (e !== 0x75 /* u */ || bytes[i + 1] !== 0x30 || bytes[i + 2] !== 0x30) return -1;
    const high = hexValue(bytes[i + 3] as number);
    const low = hexValue(bytes[i + 4] as number);
    if (high < 0 || high > 1 || low < 0) return -1;
    if (SHORT_FORM.has(high * 16 + low)) return -1;
    i += 4;
  }
  return -1;
}

const isNumberByte = (c: number) =>
  (c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x2b || c === 0x2e || c === 0x45 || c === 0x65;

export const isDigit = (c: number | undefined) => c !== undefined && c >= 0x30 && c <= 0x39;

/**
 * The end of a canonically written number at `i`, or -1. Plain decimals are decided from
 * their digits: with at most 15 significant digits a decimal is the only one of that
 * length that rounds to its double, so it is the shortest form ECMAScript prints, as long
 * as it has no superfluous zero and ECMAScript prints its magnitude without an exponent
 * (1e-6 <= |x|; at most 15 integer digits are far below 1e21). Anything else is decided
 * by printing the number.
 */
function canonicalNumber(bytes: Uint8Array, i: number, end: number): number {
  let j = i;
  const negative = bytes[j] === 0x2d;
  if (negative) j++;
  const zero = bytes[j] === 0x30;
  let significant = 0;
  if (zero) j++;
  else {
    const start = j;
    while (isDigit(bytes[j])) j++;
    significant = j - start;
    if (significant === 0) return -1;
  }
  if (bytes[j] === 0x2e) {
    const start = ++j;
    while (isDigit(bytes[j])) j++;
    if (j === start || bytes[j - 1] === 0x30) return -1; // no digit, or a trailing zero
    let leadingZeros = 0;
    if (zero) while (bytes[start + leadingZeros] === 0x30) leadingZeros++;
    if (zero && leadingZeros > 5) return printedNumber(bytes, i, end);
    significant += j - start - leadingZeros;
  } else if (zero && negative) {
    return -1; // -0 prints as 0
  }
  const next = bytes[j];
  if (next === 0x65 || next === 0x45 || significant > 15) return printedNumber(bytes, i, end);
  return j;
}

/** The end of the number token at `i` when ECMAScript prints its value as that token, or -1. */
function printedNumber(bytes: Uint8Array, i: number, end: number): number {
  let j = i;
  while (j < end && isNumberByte(bytes[j] as number)) j++;
  if (j === i) return -1;
  const token = Buffer.from(bytes.buffer, bytes.byteOffset + i, j - i).toString('latin1');
  const value = Number(token);
  // JSON.stringify writes finite numbers as String does (and -0 as 0, which differs).
  return Number.isFinite(value) && String(value) === token ? j : -1;
}

const LITERALS = ['true', 'false', 'null'].map((w) => Buffer.from(w, 'latin1'));

/** The end of a canonical scalar (string, number, literal) at `i`, or -1. */
export function canonicalScalar(bytes: Uint8Array, i: number, end: number): number {
  const c = bytes[i] as number;
  if (c === QUOTE) return canonicalString(bytes, i, end);
  for (const word of LITERALS) {
    if (c === word[0] && word.every((b, k) => bytes[i + k] === b)) return i + word.length;
  }
  return canonicalNumber(bytes, i, end);
}

/** The offset after the closing quote of a plain key at `i` (ASCII, no escape), or -1. */
export function plainKeyEnd(bytes: Uint8Array, i: number, limit: number): number {
  if (bytes[i] !== QUOTE) return -1;
  for (let k = i + 1; k < limit; k++) {
    const c = bytes[k] as number;
    if (c === QUOTE) return k + 1;
    if (c === BACKSLASH || c < 0x20 || c >= 0x80) return -1;
  }
  return -1;
}

/** Key a (at [aStart, aEnd)) sorts strictly before key b, both plain ASCII. */
export function keyBefore(
  bytes: Uint8Array,
  aStart: number,
  aEnd: number,
  bStart: number,
  bEnd: number,
) {
  const n = Math.min(aEnd - aStart, bEnd - bStart);
  for (let k = 0; k < n; k++) {
    const d = (bytes[aStart + k] as number) - (bytes[bStart + k] as number);
    if (d !== 0) return d < 0;
  }
  return aEnd - aStart < bEnd - bStart;
}

/**
 * True when bytes [start, end) are a flat record in canonical form (see the module
 * comment): then they are the RFC 8785 serialization of the value they parse to.
 */
export function isCanonicalRecord(bytes: Uint8Array, start: number, end: number): boolean {
  return canonicalRecordEnd(bytes, start, end) === end;
}

/**
 * Where the flat record in canonical form starting at `start` ends (the offset after its
 * `}`), reading no further than `limit`; -1 when there is none.
 */
export function canonicalRecordEnd(bytes: Uint8Array, start: number, limit: number): number {
  if (bytes[start] !== 0x7b) return -1;
  let i = start + 1;
  if (bytes[i] === 0x7d) return i + 1; // {}
  let previousKey = -1;
  let previousKeyEnd = -1;
  for (;;) {
    const keyEnd = plainKeyEnd(bytes, i, limit);
    if (keyEnd < 0) return -1;
    // The keys compare without their quotes.
    const keyStart = i + 1;
    if (previousKey >= 0 && !keyBefore(bytes, previousKey, previousKeyEnd, keyStart, keyEnd - 1)) {
      return -1;
    }
    previousKey = keyStart;
    previousKeyEnd = keyEnd - 1;
    i = keyEnd;
    if (bytes[i++] !== COLON) return -1;
    // A value: a scalar, or an array of scalars.
    if (bytes[i] === 0x5b) {
      i++;
      if (bytes[i] === 0x5d) i++;
      else {
        for (;;) {
          i = canonicalScalar(bytes, i, limit);
          if (i < 0) return -1;
          const c = bytes[i++];
          if (c === 0x5d) break;
          if (c !== COMMA) return -1;
        }
      }
    } else {
      i = canonicalScalar(bytes, i, limit);
      if (i < 0) return -1;
    }
    if (i >= limit) return -1;
    const c = bytes[i++];
    if (c === 0x7d) return i;
    if (c !== COMMA) return -1;
  }
}

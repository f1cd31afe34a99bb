export const id = 979;
export const ids = [979];
export const modules = {

/***/ 79979:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  U7: () => (/* reexport */ StrictJsonError),
  dj: () => (/* reexport */ canonicalJson),
  lf: () => (/* reexport */ checksumOf),
  mr: () => (/* reexport */ checksumOfBytes),
  Kt: () => (/* reexport */ compareStrings),
  z3: () => (/* reexport */ parseStrict),
  nS: () => (/* reexport */ parseStrictSplitting),
  hN: () => (/* reexport */ prepareFileAtomic),
  fg: () => (/* reexport */ sha256Hex),
  Zf: () => (/* reexport */ writeFileAtomic)
});

// UNUSED EXPORTS: sortedBy

// EXTERNAL MODULE: ./node_modules/canonicalize/lib/canonicalize.js
var canonicalize = __webpack_require__(98799);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/canonical/json.ts


/** RFC 8785 (JCS) canonical JSON. Throws on values JCS cannot represent (NaN, lone surrogates, cycles). */
function canonicalJson(value) {
    if (value === undefined)
        throw new TypeError('canonicalJson: undefined has no JSON form');
    const text = (0,canonicalize/* default */.A)(value);
    if (text === undefined)
        throw new TypeError('canonicalJson: value has no JSON form');
    return text;
}
function sha256Hex(data) {
    return (0,external_node_crypto_.createHash)('sha256').update(data).digest('hex');
}
/** The contract checksum: "sha256:" + hex SHA-256 of the UTF-8 bytes of the canonical JSON. */
function checksumOf(value) {
    return 'sha256:' + sha256Hex(canonicalJson(value));
}
/** Checksum of raw bytes (config files are checksummed as they are on disk). */
function checksumOfBytes(data) {
    return 'sha256:' + sha256Hex(data);
}
/** Order by UTF-16 code units: what JS `<` does and what JCS uses for keys. Never locale-dependent. */
function compareStrings(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/** Sorts a copy by a string key, in UTF-16 code unit order. */
function sortedBy(items, key) {
    return [...items].sort((x, y) => compareStrings(key(x), key(y)));
}

;// CONCATENATED MODULE: ./src/canonical/strict-parse.ts
/**
 * Strict JSON parsing for untrusted payloads.
 *
 * Plain JSON.parse keeps the last of two duplicate keys, so two payloads with one checksum
 * could mean different things; it also accepts escaped lone surrogates, which canonical JSON
 * cannot represent. The fast path lets V8 parse, then checks what JSON.parse cannot tell us:
 * the key count of the text against the parsed keys (a difference means a duplicate), depth
 * and well-formed strings. Only a payload that fails goes through the slow parser below,
 * which exists to say exactly where the problem is.
 */
class StrictJsonError extends Error {
    code;
    pointer;
    offset;
    constructor(code, pointer, detail, source, 
    /** Where in the text the problem was found (a UTF-16 index), when known. */
    offset) {
        super(`${source ? source + ': ' : ''}${detail}${pointer ? ` at ${pointer}` : ''}`);
        this.code = code;
        this.pointer = pointer;
        this.offset = offset;
        this.name = 'StrictJsonError';
    }
}
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
const DEFAULT_MAX_DEPTH = 64;
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
function parseStrict(input, options = {}) {
    const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
    const maxDepth = options.maxDepth ?? DEFAULT_MAX_DEPTH;
    const { source } = options;
    // A string's UTF-8 length is at most 3 bytes per UTF-16 unit: counted only when it matters.
    const size = typeof input !== 'string'
        ? input.byteLength
        : input.length * 3 <= maxBytes
            ? 0
            : Buffer.byteLength(input, 'utf8');
    if (size > maxBytes) {
        throw new StrictJsonError('too_large', '', `payload of ${size} bytes exceeds the limit of ${maxBytes}`, source);
    }
    let text;
    if (typeof input === 'string') {
        text = input;
    }
    else {
        try {
            text = utf8.decode(input);
        }
        catch {
            throw new StrictJsonError('invalid_utf8', '', 'payload is not valid UTF-8', source);
        }
    }
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        // Let the slow parser say where; it throws for every text JSON.parse rejects.
        new SlowParser(text, maxDepth, source).parseDocument();
        throw new StrictJsonError('syntax', '', 'payload is not valid JSON', source);
    }
    const stats = { keys: 0 };
    const problem = checkValue(value, 0, maxDepth, stats);
    if (problem || !keyCountMatches(text, stats.keys)) {
        new SlowParser(text, maxDepth, source).parseDocument();
        // The slow parser found nothing the fast path objected to: a disagreement is a bug here.
        throw new StrictJsonError('syntax', '', 'payload failed the strict JSON checks', source);
    }
    return value;
}
/** Walks the parsed value; returns true when it is too deep or holds a lone surrogate. */
function checkValue(value, depth, maxDepth, stats) {
    if (typeof value === 'string')
        return !value.isWellFormed();
    if (value === null || typeof value !== 'object')
        return false;
    if (depth >= maxDepth)
        return true;
    // Index and for-in loops: Object.entries would allocate a pair per key on the hot path.
    if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
            if (checkValue(value[i], depth + 1, maxDepth, stats))
                return true;
        }
        return false;
    }
    const object = value;
    for (const key in object) {
        stats.keys++;
        if (!key.isWellFormed() || checkValue(object[key], depth + 1, maxDepth, stats))
            return true;
    }
    return false;
}
/**
 * True when the text holds no more keys than were parsed (so no key was a duplicate).
 * Every key in JSON text ends with `"`, optional whitespace and `:`; inside a string that
 * sequence needs an escaped quote, which is rare. So the count of colons preceded by
 * `"\s*` is an upper bound of the keys in the text, and equal to the parsed key count only
 * when there is no duplicate. When the cheap bound disagrees, an exact string-aware count
 * decides. (An indexOf loop: a regex would allocate a match per key of every payload.)
 */
function keyCountMatches(text, parsedKeys) {
    let upperBound = 0;
    for (let colon = text.indexOf(':'); colon >= 0; colon = text.indexOf(':', colon + 1)) {
        let before = colon - 1;
        let c = text.charCodeAt(before);
        while (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09)
            c = text.charCodeAt(--before);
        if (c === 0x22)
            upperBound++;
    }
    return upperBound === parsedKeys || countKeysInText(text) === parsedKeys;
}
/** Counts object keys in valid JSON text: strings followed by a colon. Each match consumes a whole string. */
function countKeysInText(text) {
    const stringToken = /"[^"\\]*(?:\\.[^"\\]*)*"(\s*:)?/g;
    let keys = 0;
    for (let m = stringToken.exec(text); m !== null; m = stringToken.exec(text)) {
        if (m[1] !== undefined)
            keys++;
    }
    return keys;
}
function escapePointerToken(token) {
    return token.replace(/~/g, '~0').replace(/\//g, '~1');
}
/** A recursive-descent JSON parser that knows the JSON pointer of every value it reads. */
class SlowParser {
    text;
    maxDepth;
    source;
    pos = 0;
    constructor(text, maxDepth, source) {
        this.text = text;
        this.maxDepth = maxDepth;
        this.source = source;
    }
    parseDocument() {
        this.skipWhitespace();
        const value = this.parseValue('', 0);
        this.skipWhitespace();
        if (this.pos < this.text.length)
            this.fail('syntax', '', 'unexpected data after the JSON value');
        return value;
    }
    fail(code, pointer, detail) {
        throw new StrictJsonError(code, pointer, `${detail} (offset ${this.pos})`, this.source, this.pos);
    }
    skipWhitespace() {
        while (this.pos < this.text.length) {
            const c = this.text.charCodeAt(this.pos);
            if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09)
                break;
            this.pos++;
        }
    }
    parseValue(pointer, depth) {
        const c = this.text[this.pos];
        if (c === '{' || c === '[') {
            if (depth >= this.maxDepth)
                this.fail('too_deep', pointer, `nesting deeper than ${this.maxDepth}`);
            return c === '{' ? this.parseObject(pointer, depth) : this.parseArray(pointer, depth);
        }
        if (c === '"')
            return this.parseString(pointer);
        if (c === 't' || c === 'f' || c === 'n')
            return this.parseLiteral(pointer);
        if (c === '-' || (c !== undefined && c >= '0' && c <= '9'))
            return this.parseNumber(pointer);
        return this.fail('syntax', pointer, c === undefined ? 'unexpected end of input' : `unexpected character ${JSON.stringify(c)}`);
    }
    parseObject(pointer, depth) {
        const result = {};
        const seen = new Set();
        this.pos++;
        this.skipWhitespace();
        if (this.text[this.pos] === '}') {
            this.pos++;
            return result;
        }
        for (;;) {
            if (this.text[this.pos] !== '"')
                this.fail('syntax', pointer, 'expected a string key');
            const key = this.parseString(pointer);
            const child = `${pointer}/${escapePointerToken(key)}`;
            if (seen.has(key))
                this.fail('duplicate_key', child, `duplicate key ${JSON.stringify(key)}`);
            seen.add(key);
            this.skipWhitespace();
            if (this.text[this.pos] !== ':')
                this.fail('syntax', child, "expected ':'");
            this.pos++;
            this.skipWhitespace();
            Object.defineProperty(result, key, {
                value: this.parseValue(child, depth + 1),
                enumerable: true,
                writable: true,
                configurable: true,
            });
            this.skipWhitespace();
            const next = this.text[this.pos++];
            if (next === '}')
                return result;
            if (next !== ',')
                this.fail('syntax', pointer, "expected ',' or '}'");
            this.skipWhitespace();
        }
    }
    parseArray(pointer, depth) {
        const result = [];
        this.pos++;
        this.skipWhitespace();
        if (this.text[this.pos] === ']') {
            this.pos++;
            return result;
        }
        for (;;) {
            result.push(this.parseValue(`${pointer}/${result.length}`, depth + 1));
            this.skipWhitespace();
            const next = this.text[this.pos++];
            if (next === ']')
                return result;
            if (next !== ',')
                this.fail('syntax', pointer, "expected ',' or ']'");
            this.skipWhitespace();
        }
    }
    parseString(pointer) {
        const match = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;
        match.lastIndex = this.pos;
        const m = match.exec(this.text);
        if (!m)
            this.fail('syntax', pointer, 'invalid string');
        this.pos = match.lastIndex;
        const value = JSON.parse(m[0]);
        if (!value.isWellFormed())
            this.fail('lone_surrogate', pointer, 'string holds a lone surrogate');
        return value;
    }
    parseLiteral(pointer) {
        for (const [word, value] of [
            ['true', true],
            ['false', false],
            ['null', null],
        ]) {
            if (this.text.startsWith(word, this.pos)) {
                this.pos += word.length;
                return value;
            }
        }
        return this.fail('syntax', pointer, 'invalid literal');
    }
    parseNumber(pointer) {
        const match = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
        match.lastIndex = this.pos;
        const m = match.exec(this.text);
        if (!m)
            this.fail('syntax', pointer, 'invalid number');
        this.pos = match.lastIndex;
        return Number(m[0]);
    }
}

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
;// CONCATENATED MODULE: ./src/canonical/canonical-record.ts
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
for (const c of '"\\bfnrt')
    SHORT_ESCAPE[c.charCodeAt(0)] = 1;
/** Control characters that JSON.stringify writes as a short escape (not as \u00xx), to its letter. */
const SHORT_FORM = new Map([
    [0x08, 0x62], // \b
    [0x09, 0x74], // \t
    [0x0a, 0x6e], // \n
    [0x0c, 0x66], // \f
    [0x0d, 0x72], // \r
]);
const hexValue = (c) => c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x61 && c <= 0x66 ? c - 0x57 : -1;
/** The end (after the closing quote) of a canonically written string at `i`, or -1. */
function canonicalString(bytes, i, end) {
    if (bytes[i] !== QUOTE)
        return -1;
    for (i++; i < end; i++) {
        const c = bytes[i];
        if (c === QUOTE)
            return i + 1;
        if (c < 0x20)
            return -1;
        if (c !== BACKSLASH)
            continue;
        const e = bytes[++i];
        if (e < 128 && SHORT_ESCAPE[e] === 1)
            continue;
        if (e !== 0x75 /* u */ || bytes[i + 1] !== 0x30 || bytes[i + 2] !== 0x30)
            return -1;
        const high = hexValue(bytes[i + 3]);
        const low = hexValue(bytes[i + 4]);
        if (high < 0 || high > 1 || low < 0)
            return -1;
        if (SHORT_FORM.has(high * 16 + low))
            return -1;
        i += 4;
    }
    return -1;
}
const isNumberByte = (c) => (c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x2b || c === 0x2e || c === 0x45 || c === 0x65;
const isDigit = (c) => c !== undefined && c >= 0x30 && c <= 0x39;
/**
 * The end of a canonically written number at `i`, or -1. Plain decimals are decided from
 * their digits: with at most 15 significant digits a decimal is the only one of that
 * length that rounds to its double, so it is the shortest form ECMAScript prints, as long
 * as it has no superfluous zero and ECMAScript prints its magnitude without an exponent
 * (1e-6 <= |x|; at most 15 integer digits are far below 1e21). Anything else is decided
 * by printing the number.
 */
function canonicalNumber(bytes, i, end) {
    let j = i;
    const negative = bytes[j] === 0x2d;
    if (negative)
        j++;
    const zero = bytes[j] === 0x30;
    let significant = 0;
    if (zero)
        j++;
    else {
        const start = j;
        while (isDigit(bytes[j]))
            j++;
        significant = j - start;
        if (significant === 0)
            return -1;
    }
    if (bytes[j] === 0x2e) {
        const start = ++j;
        while (isDigit(bytes[j]))
            j++;
        if (j === start || bytes[j - 1] === 0x30)
            return -1; // no digit, or a trailing zero
        let leadingZeros = 0;
        if (zero)
            while (bytes[start + leadingZeros] === 0x30)
                leadingZeros++;
        if (zero && leadingZeros > 5)
            return printedNumber(bytes, i, end);
        significant += j - start - leadingZeros;
    }
    else if (zero && negative) {
        return -1; // -0 prints as 0
    }
    const next = bytes[j];
    if (next === 0x65 || next === 0x45 || significant > 15)
        return printedNumber(bytes, i, end);
    return j;
}
/** The end of the number token at `i` when ECMAScript prints its value as that token, or -1. */
function printedNumber(bytes, i, end) {
    let j = i;
    while (j < end && isNumberByte(bytes[j]))
        j++;
    if (j === i)
        return -1;
    const token = Buffer.from(bytes.buffer, bytes.byteOffset + i, j - i).toString('latin1');
    const value = Number(token);
    // JSON.stringify writes finite numbers as String does (and -0 as 0, which differs).
    return Number.isFinite(value) && String(value) === token ? j : -1;
}
const LITERALS = ['true', 'false', 'null'].map((w) => Buffer.from(w, 'latin1'));
/** The end of a canonical scalar (string, number, literal) at `i`, or -1. */
function canonicalScalar(bytes, i, end) {
    const c = bytes[i];
    if (c === QUOTE)
        return canonicalString(bytes, i, end);
    for (const word of LITERALS) {
        if (c === word[0] && word.every((b, k) => bytes[i + k] === b))
            return i + word.length;
    }
    return canonicalNumber(bytes, i, end);
}
/** The offset after the closing quote of a plain key at `i` (ASCII, no escape), or -1. */
function plainKeyEnd(bytes, i, limit) {
    if (bytes[i] !== QUOTE)
        return -1;
    for (let k = i + 1; k < limit; k++) {
        const c = bytes[k];
        if (c === QUOTE)
            return k + 1;
        if (c === BACKSLASH || c < 0x20 || c >= 0x80)
            return -1;
    }
    return -1;
}
/** Key a (at [aStart, aEnd)) sorts strictly before key b, both plain ASCII. */
function keyBefore(bytes, aStart, aEnd, bStart, bEnd) {
    const n = Math.min(aEnd - aStart, bEnd - bStart);
    for (let k = 0; k < n; k++) {
        const d = bytes[aStart + k] - bytes[bStart + k];
        if (d !== 0)
            return d < 0;
    }
    return aEnd - aStart < bEnd - bStart;
}
/**
 * True when bytes [start, end) are a flat record in canonical form (see the module
 * comment): then they are the RFC 8785 serialization of the value they parse to.
 */
function isCanonicalRecord(bytes, start, end) {
    return canonicalRecordEnd(bytes, start, end) === end;
}
/**
 * Where the flat record in canonical form starting at `start` ends (the offset after its
 * `}`), reading no further than `limit`; -1 when there is none.
 */
function canonicalRecordEnd(bytes, start, limit) {
    if (bytes[start] !== 0x7b)
        return -1;
    let i = start + 1;
    if (bytes[i] === 0x7d)
        return i + 1; // {}
    let previousKey = -1;
    let previousKeyEnd = -1;
    for (;;) {
        const keyEnd = plainKeyEnd(bytes, i, limit);
        if (keyEnd < 0)
            return -1;
        // The keys compare without their quotes.
        const keyStart = i + 1;
        if (previousKey >= 0 && !keyBefore(bytes, previousKey, previousKeyEnd, keyStart, keyEnd - 1)) {
            return -1;
        }
        previousKey = keyStart;
        previousKeyEnd = keyEnd - 1;
        i = keyEnd;
        if (bytes[i++] !== COLON)
            return -1;
        // A value: a scalar, or an array of scalars.
        if (bytes[i] === 0x5b) {
            i++;
            if (bytes[i] === 0x5d)
                i++;
            else {
                for (;;) {
                    i = canonicalScalar(bytes, i, limit);
                    if (i < 0)
                        return -1;
                    const c = bytes[i++];
                    if (c === 0x5d)
                        break;
                    if (c !== COMMA)
                        return -1;
                }
            }
        }
        else {
            i = canonicalScalar(bytes, i, limit);
            if (i < 0)
                return -1;
        }
        if (i >= limit)
            return -1;
        const c = bytes[i++];
        if (c === 0x7d)
            return i;
        if (c !== COMMA)
            return -1;
    }
}

;// CONCATENATED MODULE: ./src/canonical/enlarged.ts
/**
 * A Buffer of at least `size` bytes, and at least twice `buffer`'s length (so that writing
 * byte after byte grows it a logarithmic number of times), holding `buffer`'s first `keep`
 * bytes: the output buffers of the canonical rewrite and of the scalar recoder grow so.
 */
function enlarged(buffer, keep, size) {
    const grown = Buffer.alloc(Math.max(2 * buffer.length, size));
    buffer.copy(grown, 0, 0, keep);
    return grown;
}

;// CONCATENATED MODULE: ./src/canonical/scalar-recode.ts
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


const scalar_recode_QUOTE = 0x22;
const scalar_recode_BACKSLASH = 0x5c;
const scalar_recode_utf8 = new TextDecoder('utf-8', { fatal: true });
/** The character each escape letter stands for (`\/` included, which canonical JSON drops). */
const UNESCAPED = new Map([
    [scalar_recode_QUOTE, scalar_recode_QUOTE],
    [scalar_recode_BACKSLASH, scalar_recode_BACKSLASH],
    [0x2f, 0x2f],
    ...[...SHORT_FORM].map(([code, letter]) => [letter, code]),
]);
const HEX = '0123456789abcdef';
/** What #asciiString answers for a string with a byte of 0x80 or above. */
const NOT_ASCII = -2;
/**
 * Writes canonical texts of scalars one after another into `out`; `used` is where the next
 * goes (the caller resets it).
 */
class ScalarRecoder {
    out = Buffer.alloc(256);
    used = 0;
    /**
     * Writes the canonical text of the scalar at `i` (a JSON string or number ending before
     * `limit`) and returns the offset after it in `bytes`; -1 (nothing written) when there is
     * none, when the strict parse would refuse its value (a string holding a lone surrogate)
     * or when canonical JSON has no form for it (a number too large for a double).
     */
    recode(bytes, i, limit) {
        const start = this.used;
        const end = bytes[i] === scalar_recode_QUOTE ? this.#string(bytes, i, limit) : this.#number(bytes, i, limit);
        if (end < 0)
            this.used = start;
        return end;
    }
    #string(bytes, i, limit) {
        const end = this.#asciiString(bytes, i, limit);
        if (end !== NOT_ASCII)
            return end;
        const stringEnd = jsonStringEnd(bytes, i, limit);
        return stringEnd < 0 ? -1 : this.#anyString(bytes, i, stringEnd);
    }
    /**
     * An ASCII string recoded byte by byte, in the pass that finds its end: its end, or -1 when
     * it is not valid (a lone surrogate, an unknown escape, a raw control character, no closing
     * quote before `limit`), or NOT_ASCII (the general path decides).
     */
    #asciiString(bytes, i, limit) {
        let out = this.out;
        let at = this.used;
        out[at++] = scalar_recode_QUOTE;
        for (let k = i + 1; k < limit; k++) {
            // Room for the longest a character is written (a \u00xx escape, six bytes).
            if (at + 8 > out.length)
                out = this.#grow(at);
            let c = bytes[k];
            if (c === scalar_recode_QUOTE) {
                out[at++] = scalar_recode_QUOTE;
                this.used = at;
                return k + 1;
            }
            if (c >= 0x80)
                return NOT_ASCII;
            if (c < 0x20)
                return -1;
            if (c === scalar_recode_BACKSLASH) {
                const e = bytes[++k];
                if (e === 0x75) {
                    const unit = k + 4 < limit ? hexUnit(bytes, k + 1) : -1;
                    if (unit < 0)
                        return -1;
                    k += 4;
                    if (unit >= 0xd800 && unit <= 0xdfff) {
                        const pair = k + 6 < limit && bytes[k + 1] === scalar_recode_BACKSLASH && bytes[k + 2] === 0x75;
                        const low = pair ? hexUnit(bytes, k + 3) : -1;
                        if (unit > 0xdbff || low < 0xdc00 || low > 0xdfff)
                            return -1;
                        k += 6;
                        at = writeUtf8(out, at, 0x10000 + ((unit - 0xd800) << 10) + (low - 0xdc00));
                        continue;
                    }
                    if (unit >= 0x80) {
                        at = writeUtf8(out, at, unit);
                        continue;
                    }
                    c = unit;
                }
                else {
                    const unescaped = e === undefined || k >= limit ? undefined : UNESCAPED.get(e);
                    if (unescaped === undefined)
                        return -1;
                    c = unescaped;
                }
            }
            at = writeAsciiEscaped(out, at, c);
        }
        return -1;
    }
    /** Any string: through JSON.parse and JSON.stringify (invalid UTF-8 or escapes refused). */
    #anyString(bytes, i, end) {
        let value;
        try {
            value = JSON.parse(scalar_recode_utf8.decode(bytes.subarray(i, end)));
        }
        catch {
            return -1; // an invalid escape or invalid UTF-8: the strict parse says which
        }
        if (typeof value !== 'string' || !value.isWellFormed())
            return -1;
        const text = JSON.stringify(value);
        this.#reserve(3 * text.length);
        this.used += this.out.write(text, this.used, 'utf8');
        return end;
    }
    #number(bytes, i, limit) {
        const end = jsonNumberEnd(bytes, i);
        if (end < 0 || end > limit)
            return -1;
        const value = Number(Buffer.from(bytes.buffer, bytes.byteOffset + i, end - i).toString('latin1'));
        if (!Number.isFinite(value))
            return -1;
        const text = String(value);
        this.#reserve(text.length);
        this.used += this.out.write(text, this.used, 'latin1');
        return end;
    }
    #reserve(bytes) {
        if (this.used + bytes > this.out.length)
            this.#grow(this.used, bytes);
    }
    /** A larger output, with its first `keep` bytes kept and room for `more`; returns it. */
    #grow(keep, more = 8) {
        this.out = enlarged(this.out, keep, keep + more);
        return this.out;
    }
}
/** An ASCII character (a code below 0x80) as JSON.stringify writes it inside a string. */
function writeAsciiEscaped(out, at, c) {
    if (c === scalar_recode_QUOTE || c === scalar_recode_BACKSLASH) {
        out[at++] = scalar_recode_BACKSLASH;
        out[at++] = c;
    }
    else if (c < 0x20) {
        out[at++] = scalar_recode_BACKSLASH;
        const short = SHORT_FORM.get(c);
        if (short !== undefined)
            out[at++] = short;
        else {
            out.set([0x75, 0x30, 0x30, HEX.charCodeAt(c >> 4), HEX.charCodeAt(c & 15)], at);
            at += 5;
        }
    }
    else {
        out[at++] = c;
    }
    return at;
}
/** Code point `cp` (0x80 or above, not a surrogate) as UTF-8. */
function writeUtf8(out, at, cp) {
    if (cp < 0x800) {
        out[at++] = 0xc0 | (cp >> 6);
    }
    else if (cp < 0x10000) {
        out[at++] = 0xe0 | (cp >> 12);
        out[at++] = 0x80 | ((cp >> 6) & 0x3f);
    }
    else {
        out[at++] = 0xf0 | (cp >> 18);
        out[at++] = 0x80 | ((cp >> 12) & 0x3f);
        out[at++] = 0x80 | ((cp >> 6) & 0x3f);
    }
    out[at++] = 0x80 | (cp & 0x3f);
    return at;
}
/** The code unit of the four hex digits at `i`, or -1. */
function hexUnit(bytes, i) {
    let unit = 0;
    for (let k = i; k < i + 4; k++) {
        const c = bytes[k];
        const digit = c >= 0x30 && c <= 0x39
            ? c - 0x30
            : (c | 0x20) >= 0x61 && (c | 0x20) <= 0x66
                ? (c | 0x20) - 0x57
                : -1;
        if (digit < 0)
            return -1;
        unit = unit * 16 + digit;
    }
    return unit;
}
/** The offset after the closing quote of the string opening at `i` (raw control characters refused), or -1. */
function jsonStringEnd(bytes, i, limit) {
    for (let k = i + 1; k < limit; k++) {
        const c = bytes[k];
        if (c === scalar_recode_BACKSLASH)
            k++;
        else if (c === scalar_recode_QUOTE)
            return k + 1;
        else if (c < 0x20)
            return -1;
    }
    return -1;
}
/** The end of the JSON number (RFC 8259 grammar) at `i`, or -1. */
function jsonNumberEnd(bytes, i) {
    let k = i;
    if (bytes[k] === 0x2d)
        k++;
    if (bytes[k] === 0x30)
        k++;
    else if (isDigit(bytes[k]))
        while (isDigit(bytes[k]))
            k++;
    else
        return -1;
    if (bytes[k] === 0x2e) {
        if (!isDigit(bytes[++k]))
            return -1;
        while (isDigit(bytes[k]))
            k++;
    }
    if (bytes[k] === 0x65 || bytes[k] === 0x45) {
        k++;
        if (bytes[k] === 0x2b || bytes[k] === 0x2d)
            k++;
        if (!isDigit(bytes[k]))
            return -1;
        while (isDigit(bytes[k]))
            k++;
    }
    return k;
}

;// CONCATENATED MODULE: ./src/canonical/canonical-rewrite.ts
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



const canonical_rewrite_COMMA = 0x2c;
const canonical_rewrite_COLON = 0x3a;
const isSpace = (c) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
/** Members a record may have before the rewrite gives up (articles have seven). */
const MAX_MEMBERS = 32;
/**
 * Rewrites records into one growing output, joined by commas (the body of a JSON array).
 * A first pass checks the record and notes where each member's key and value are; the
 * record is then copied to the output with its members in key order, whitespace left out.
 */
class CanonicalRewriter {
    /** Where each record written starts and ends in the output. */
    starts = [];
    ends = [];
    #out;
    #used = 0;
    #keyStart = new Uint32Array(MAX_MEMBERS);
    #keyEnd = new Uint32Array(MAX_MEMBERS);
    /**
     * Member m's value: the scalars [#tokensFrom[m], #tokensTo[m]) of #tokens (pairs of
     * offsets, start and end), one for a scalar value, each element's for an array.
     */
    #tokensFrom = new Uint32Array(MAX_MEMBERS);
    #tokensTo = new Uint32Array(MAX_MEMBERS);
    #isArray = new Uint8Array(MAX_MEMBERS);
    #tokens = new Uint32Array(64);
    /** Per token, 1 when its text is in the recoder's output, 0 when in the record's bytes. */
    #tokenRecoded = new Uint8Array(32);
    #tokenCount = 0;
    /** Canonical texts of the record's scalars that were written another way. */
    #recoder = new ScalarRecoder();
    #order = new Uint8Array(MAX_MEMBERS);
    /** Where the record #read last read ends. */
    #recordEnd = 0;
    constructor(capacity) {
        this.#out = Buffer.alloc(capacity);
    }
    /**
     * Rewrites the record at `start` (reading no further than `limit`) to the end of the
     * output, after a comma unless it is the first; returns the offset after its `}` in
     * `bytes`, or -1 (the output then unchanged).
     */
    rewrite(bytes, start, limit) {
        const members = this.#read(bytes, start, limit);
        if (members < 0)
            return -1;
        const end = this.#recordEnd;
        if (!this.#sortKeys(bytes, members))
            return -1;
        this.#emit(bytes, members, end - start);
        return end;
    }
    /**
     * Appends bytes [start, end) of `bytes`, a record already canonical, after a comma unless
     * it is the first; returns `end`.
     */
    append(bytes, start, end) {
        this.#reserve(end - start + 1);
        this.#begin();
        this.#copy(bytes, start, end);
        this.ends.push(this.#used);
        return end;
    }
    /** The rewritten records so far, joined by commas. */
    bytes() {
        return this.#out.subarray(0, this.#used);
    }
    /** Starts a record: the comma before it unless it is the first, and where it starts. */
    #begin() {
        if (this.#used > 0)
            this.#out[this.#used++] = canonical_rewrite_COMMA;
        this.starts.push(this.#used);
    }
    /**
     * Checks the record at `start` and notes its members' places; returns how many it has,
     * or -1 (and where it ends in #recordEnd).
     */
    #read(bytes, start, limit) {
        if (bytes[start] !== 0x7b)
            return -1;
        this.#tokenCount = 0;
        this.#recoder.used = 0;
        let i = skipSpace(bytes, start + 1, limit);
        let members = 0;
        if (bytes[i] !== 0x7d) {
            for (;;) {
                if (members === MAX_MEMBERS)
                    return -1;
                const keyEnd = plainKeyEnd(bytes, i, limit);
                if (keyEnd < 0)
                    return -1;
                this.#keyStart[members] = i;
                this.#keyEnd[members] = keyEnd;
                i = skipSpace(bytes, keyEnd, limit);
                if (bytes[i] !== canonical_rewrite_COLON)
                    return -1;
                i = skipSpace(bytes, i + 1, limit);
                i = this.#readValue(bytes, i, limit, members++);
                if (i < 0)
                    return -1;
                i = skipSpace(bytes, i, limit);
                if (bytes[i] === 0x7d)
                    break;
                if (bytes[i] !== canonical_rewrite_COMMA)
                    return -1;
                i = skipSpace(bytes, i + 1, limit);
            }
        }
        if (i >= limit)
            return -1;
        this.#recordEnd = i + 1;
        return members;
    }
    /** The end of member `m`'s value at `i`, a scalar or an array of scalars, or -1. */
    #readValue(bytes, i, limit, m) {
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
                if (end < 0)
                    return -1;
                i = skipSpace(bytes, end, limit);
                if (bytes[i] === 0x5d)
                    break;
                if (bytes[i] !== canonical_rewrite_COMMA)
                    return -1;
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
    #scalar(bytes, i, limit) {
        const end = canonicalScalar(bytes, i, limit);
        if (end > 0 && end <= limit) {
            this.#token(i, end, 0);
            return end;
        }
        const at = this.#recoder.used;
        const recodedEnd = this.#recoder.recode(bytes, i, limit);
        if (recodedEnd < 0)
            return -1;
        this.#token(at, this.#recoder.used, 1);
        return recodedEnd;
    }
    /** Notes a scalar's text: [start, end) of the record's bytes, or of the recoder's output. */
    #token(start, end, recoded) {
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
    #sortKeys(bytes, members) {
        const order = this.#order;
        // The keys' texts without their quotes.
        const before = (a, b) => keyBefore(bytes, this.#keyStart[a] + 1, this.#keyEnd[a] - 1, this.#keyStart[b] + 1, this.#keyEnd[b] - 1);
        for (let m = 0; m < members; m++) {
            let k = m;
            for (; k > 0 && before(m, order[k - 1]); k--)
                order[k] = order[k - 1];
            // Not before the one now ahead of it: equal unless that one is before it.
            if (k > 0 && !before(order[k - 1], m))
                return false;
            order[k] = m;
        }
        return true;
    }
    /** Writes `,` (unless first) `{` members in key order `}` to the output. */
    #emit(bytes, members, size) {
        // No longer than the record's text and its recoded scalars, with the comma before.
        this.#reserve(size + 1 + this.#recoder.used);
        this.#begin();
        const out = this.#out;
        out[this.#used++] = 0x7b;
        for (let k = 0; k < members; k++) {
            const m = this.#order[k];
            if (k > 0)
                out[this.#used++] = canonical_rewrite_COMMA;
            this.#copy(bytes, this.#keyStart[m], this.#keyEnd[m]);
            out[this.#used++] = canonical_rewrite_COLON;
            if (this.#isArray[m])
                this.#copyArray(bytes, m);
            else
                this.#copyToken(bytes, this.#tokensFrom[m]);
        }
        out[this.#used++] = 0x7d;
        this.ends.push(this.#used);
    }
    /** Copies bytes [from, to) to the output: short runs by a loop (no view to allocate). */
    #copy(bytes, from, to) {
        const out = this.#out;
        if (to - from > 32) {
            out.set(bytes.subarray(from, to), this.#used);
            this.#used += to - from;
            return;
        }
        let used = this.#used;
        for (let i = from; i < to; i++)
            out[used++] = bytes[i];
        this.#used = used;
    }
    /** Copies member `m`'s array, its elements joined by commas (no whitespace). */
    #copyArray(bytes, m) {
        const [from, to] = [this.#tokensFrom[m], this.#tokensTo[m]];
        this.#out[this.#used++] = 0x5b;
        for (let t = from; t < to; t++) {
            if (t > from)
                this.#out[this.#used++] = canonical_rewrite_COMMA;
            this.#copyToken(bytes, t);
        }
        this.#out[this.#used++] = 0x5d;
    }
    /** Copies token `t`'s text, from the record's bytes or from the recoder's output. */
    #copyToken(bytes, t) {
        const source = this.#tokenRecoded[t] ? this.#recoder.out : bytes;
        this.#copy(source, this.#tokens[2 * t], this.#tokens[2 * t + 1]);
    }
    #reserve(bytes) {
        if (this.#used + bytes > this.#out.length) {
            this.#out = enlarged(this.#out, this.#used, this.#used + bytes);
        }
    }
}
function skipSpace(bytes, i, limit) {
    while (i < limit && isSpace(bytes[i]))
        i++;
    return i;
}

;// CONCATENATED MODULE: ./src/canonical/split-parse.ts
/**
 * Strict parsing of a JSON object whose bulk is one array member (the articles of an RSS
 * leg), element by element.
 *
 * Why: a V8 string above ~128 KiB is a large object with pages of its own, mapped and
 * unmapped for every payload; decoding a leg of a few hundred KB as one string costs more
 * than parsing it (and threads decoding at once contend for the mappings). Elements are
 * small strings; they are also each element's exact text, which the fan-in compares with
 * the canonical form to reuse the leg's bytes instead of encoding the articles again.
 *
 * What it guarantees: the value is exactly what parseStrict gives for the whole payload.
 * A structural scan finds the array of the top-level key and the byte range of each
 * element, checking the separators between elements; the rest of the document (the
 * "envelope", the array left empty) and each element then go through parseStrict. The
 * whole is valid JSON with no duplicate key exactly when the envelope and every element
 * are and the separators are. Anything the scan does not expect (no such key, a key
 * written with escapes, scalars in the array, a second such key, invalid UTF-8) and any
 * strict-parse error of a piece falls back to parseStrict of the whole payload, which
 * gives the verdict and the exact error.
 */




/** Canonical elements parsed in one JSON.parse: strings above ~128 KiB cost a mapping each (256 KiB runs parse at half the speed). */
const RUN_BYTES = 32 * 1024;
const split_parse_QUOTE = 0x22;
const split_parse_BACKSLASH = 0x5c;
const split_parse_isSpace = (c) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
/**
 * Finds the array under top-level key `key` and its elements (objects or arrays), or null.
 * The scan tracks strings (escapes included) and nesting; it does not validate JSON (the
 * parses of the pieces do), but it does check what lies between elements.
 */
function scan(bytes, key, rewrite) {
    const n = bytes.length;
    let depth = 0;
    let keyStart = -1; // the last string read where a top-level key is expected
    let keyEnd = -1;
    let expectKey = false;
    let inArray = false;
    let expectElement = false; // inside the array: an element (or `]` right after `[`) is next
    let found = null;
    for (let i = 0; i < n; i++) {
        const c = bytes[i];
        if (c === split_parse_QUOTE) {
            const start = i;
            i = stringEnd(bytes, i);
            if (i < 0)
                return null;
            if (depth === 1 && expectKey) {
                keyStart = start + 1;
                keyEnd = i;
            }
            else if (inArray && depth === 2) {
                return null; // a string element
            }
            continue;
        }
        if (c === 0x7b && inArray && depth === 2 && expectElement) {
            // Most elements are flat records, canonical or written another way: read at once,
            // they need no generic scan.
            const end = flatRecordEnd(found, bytes, i);
            if (end > 0) {
                expectElement = false;
                i = end - 1;
                continue;
            }
        }
        if (c === 0x7b || c === 0x5b) {
            depth++;
            if (depth === 1) {
                if (c !== 0x7b)
                    return null;
                expectKey = true;
            }
            else if (depth === 2 && !expectKey && c === 0x5b && isKey(bytes, keyStart, keyEnd, key)) {
                if (found)
                    return null; // the key twice: the whole parse says which is a duplicate
                found = {
                    open: i,
                    close: -1,
                    starts: [],
                    ends: [],
                    canonical: [],
                    rewrite: rewrite ? undefined : null,
                };
                inArray = true;
                expectElement = true;
            }
            else if (depth === 3 && inArray) {
                if (!expectElement)
                    return null;
                // Another element: only its end matters here (its pieces' parse checks the rest).
                const end = elementEnd(bytes, i);
                if (end < 0)
                    return null;
                found.rewrite = null;
                found.starts.push(i);
                found.ends.push(end);
                found.canonical.push(false);
                expectElement = false;
                depth = 2;
                i = end - 1;
            }
            continue;
        }
        if (c === 0x7d || c === 0x5d) {
            if (inArray && depth === 2) {
                // `]` right after `[` or after an element; not after a comma.
                if (expectElement && found.starts.length > 0)
                    return null;
                found.close = i;
                inArray = false;
            }
            depth--;
            if (depth < 0)
                return null;
            continue;
        }
        if (inArray && depth === 2) {
            if (c === 0x2c && !expectElement)
                expectElement = true;
            else if (!split_parse_isSpace(c))
                return null; // a scalar element, or a misplaced separator
            continue;
        }
        if (depth === 1) {
            if (c === 0x3a)
                expectKey = false;
            else if (c === 0x2c)
                expectKey = true;
        }
    }
    return found && found.close >= 0 ? found : null;
}
/**
 * Reads the flat record at `at` into the scan when it is canonical or can be rewritten so
 * (canonical-rewrite.ts); returns its end, or -1 (the generic scan reads it). The first
 * record that is not canonical starts the rewritten texts (the records before it copied
 * there); a record that can be neither, or any other element, ends them: the texts the
 * fan-in reuses come from one place, the payload or the rewrite.
 */
function flatRecordEnd(found, bytes, at) {
    const canonicalEnd = canonicalRecordEnd(bytes, at, bytes.length);
    if (canonicalEnd < 0 && found.rewrite === undefined)
        found.rewrite = startRewrite(found, bytes);
    let end = canonicalEnd;
    const rewriter = found.rewrite;
    if (rewriter) {
        end =
            canonicalEnd > 0
                ? rewriter.append(bytes, at, canonicalEnd)
                : rewriter.rewrite(bytes, at, bytes.length);
        if (end < 0)
            found.rewrite = null;
    }
    if (end < 0)
        return -1;
    found.starts.push(at);
    found.ends.push(end);
    found.canonical.push(canonicalEnd > 0);
    return end;
}
/** The rewritten texts, starting with copies of the (canonical) elements read so far. */
function startRewrite(found, bytes) {
    const rewriter = new CanonicalRewriter(bytes.length - found.open);
    found.starts.forEach((start, k) => rewriter.append(bytes, start, found.ends[k]));
    return rewriter;
}
/**
 * The offset of the quote that closes the string opening at `open`, or -1. A quote closes
 * the string when an even number of backslashes precedes it (each pair is an escaped
 * backslash); found with indexOf, which is native, rather than byte by byte.
 */
function stringEnd(bytes, open) {
    for (let from = open + 1;;) {
        const quote = bytes.indexOf(split_parse_QUOTE, from);
        if (quote < 0)
            return -1;
        let k = quote - 1;
        while (bytes[k] === split_parse_BACKSLASH)
            k--; // stops at the opening quote at the latest
        if ((quote - 1 - k) % 2 === 0)
            return quote;
        from = quote + 1;
    }
}
/**
 * The offset just past the object or array opening at `open` (nesting counted, strings
 * skipped), or -1 when the input ends first. Brackets are not matched by kind: the parse
 * of the element decides whether it is JSON.
 */
function elementEnd(bytes, open) {
    let depth = 0;
    const n = bytes.length;
    for (let i = open; i < n; i++) {
        const c = bytes[i];
        if (c === split_parse_QUOTE) {
            i = stringEnd(bytes, i);
            if (i < 0)
                return -1;
        }
        else if (c === 0x7b || c === 0x5b)
            depth++;
        else if ((c === 0x7d || c === 0x5d) && --depth === 0)
            return i + 1;
    }
    return -1;
}
function isKey(bytes, start, end, key) {
    if (start < 0 || end - start !== key.length)
        return false;
    for (let k = 0; k < key.length; k++)
        if (bytes[start + k] !== key[k])
            return false;
    return true;
}
/** The elements as the rewrite holds them: every one canonical. */
function rewrittenElements(rewriter) {
    const { starts, ends } = rewriter;
    return { starts, ends, canonical: starts.map(() => true), rewritten: rewriter.bytes() };
}
/** JSON.parse of text isCanonicalRecord accepted (in an array); a refusal is a strict-parse error. */
function parseCanonical(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        throw new StrictJsonError('syntax', '', 'not JSON');
    }
}
/**
 * parseStrict(bytes, options), computed piecewise around the array under top-level key
 * `key` when the payload allows it (then with the elements' texts and byte ranges).
 */
function parseStrictSplitting(bytes, key, options = {}) {
    const whole = () => ({ value: parseStrict(bytes, options) });
    const maxBytes = options.maxBytes;
    // ASCII is valid UTF-8 (and decodes as latin1 with no transcoding): one pass for most legs.
    const ascii = (0,external_node_buffer_.isAscii)(bytes);
    if ((maxBytes !== undefined && bytes.byteLength > maxBytes) || !(ascii || (0,external_node_buffer_.isUtf8)(bytes))) {
        return whole();
    }
    const maxDepth = options.maxDepth ?? DEFAULT_MAX_DEPTH;
    // A canonical flat record (two levels deep at most, below the elements' two) cannot fail
    // the strict checks: JSON.parse alone reads it, and reads a run of them at once (the
    // bytes between two elements are a checked separator), in pieces of about 32 KiB. Under a
    // tighter depth limit no element is read so, and none is worth rewriting.
    const flat = maxDepth > 3;
    const found = scan(bytes, Buffer.from(key, 'utf8'), flat);
    if (!found)
        return whole();
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const encoding = ascii ? 'latin1' : 'utf8';
    const piece = { ...options, maxBytes: Infinity };
    try {
        const envelope = parseStrict(buffer.toString(encoding, 0, found.open + 1) +
            buffer.toString(encoding, found.close, buffer.length), piece);
        // Elements sit two levels down (object, array), one level below a run's array: the same
        // depth limit, counted from them.
        const runOptions = { ...piece, maxDepth: maxDepth - 1 };
        const rewriter = found.rewrite;
        const elements = rewriter ? rewrittenElements(rewriter) : undefined;
        const source = rewriter ? rewriter.bytes() : buffer;
        // A rewrite turns escapes into UTF-8 (`\u00e9` into two bytes): an ASCII payload, as
        // json_encode or ensure_ascii write one, need not give ASCII canonical texts.
        const sourceEncoding = source === buffer || (0,external_node_buffer_.isAscii)(source) ? encoding : 'utf8';
        const { starts, ends } = elements ?? found;
        const canonical = elements?.canonical ?? found.canonical.map((c) => c && flat);
        const decode = (start, end) => source.toString(sourceEncoding, start, end);
        const values = [];
        for (let i = 0; i < starts.length;) {
            let j = i + 1;
            while (j < starts.length &&
                canonical[j] === canonical[i] &&
                ends[j] - starts[i] < RUN_BYTES) {
                j++;
            }
            // The run's text is its elements with the checked separators between them.
            const text = `[${decode(starts[i], ends[j - 1])}]`;
            // Other elements: one strict parse per run, an array level above the elements (the
            // strict checks of a run are those of its elements: key counts add up, and a string
            // or a depth the checks refuse is refused in either).
            const run = canonical[i] ? parseCanonical(text) : parseStrict(text, runOptions);
            if (!Array.isArray(run) || run.length !== j - i) {
                throw new StrictJsonError('syntax', '', 'a run of elements did not parse as such');
            }
            for (const value of run)
                values.push(value);
            i = j;
        }
        envelope[key] = values;
        return { value: envelope, elements: elements ?? { starts, ends, canonical } };
    }
    catch (error) {
        // The whole payload's parse names the problem with its pointer in the whole payload.
        if (error instanceof StrictJsonError)
            return whole();
        throw error;
    }
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/canonical/write.ts



/**
 * Writes a file so that readers see either the old bytes or all of the new ones:
 * write a temporary file beside it, flush it to disk, then rename over the target.
 * A crash mid-write leaves at most a stray temporary file, never half a canonical output;
 * a failure (of the disk, or of `data`) removes the temporary file.
 * `data` may be a sequence of byte chunks, so a large output is never held as one string;
 * the next chunk is taken while the previous one is being written (so producing a chunk
 * overlaps writing one), and a chunk must stay unchanged until the one after it is taken.
 */
async function writeFileAtomic(path, data) {
    await (await prepareFileAtomic(path, data)).commit();
}
/**
 * writeFileAtomic up to the rename: several files can be prepared, then either all put in
 * place or all discarded.
 */
async function prepareFileAtomic(path, data) {
    const dir = (0,external_node_path_.dirname)(path);
    await (0,promises_.mkdir)(dir, { recursive: true });
    const temp = (0,external_node_path_.join)(dir, `.${(0,external_node_path_.basename)(path)}.${process.pid}.${(0,external_node_crypto_.randomBytes)(6).toString('hex')}.tmp`);
    const discard = () => (0,promises_.rm)(temp, { force: true });
    const handle = await (0,promises_.open)(temp, 'wx', 0o644);
    try {
        try {
            if (typeof data === 'string' || data instanceof Uint8Array) {
                await handle.writeFile(data);
            }
            else {
                await writeChunks(handle, data);
            }
            await handle.sync();
        }
        finally {
            await handle.close();
        }
    }
    catch (error) {
        await discard();
        throw error;
    }
    return {
        discard,
        commit: async () => {
            try {
                await (0,promises_.rename)(temp, path);
            }
            catch (error) {
                await discard();
                throw error;
            }
        },
    };
}
/**
 * Bytes written between two flushes started while writing: the disk takes them while the
 * next chunks are produced, so that the sync at the end waits for the last few only (one
 * sync of a file of hundreds of MB at the end waits as long as writing it took).
 */
const EARLY_SYNC_BYTES = 16 * 1024 * 1024;
/**
 * Writes the chunks one after the other, taking the next while one is written, and starts
 * a flush of what was written every EARLY_SYNC_BYTES (at most one at a time). The caller's
 * sync after this one still decides durability; these only move the disk's work earlier.
 */
async function writeChunks(handle, chunks) {
    let writing = Promise.resolve();
    let flushing = Promise.resolve();
    let position = 0;
    let unflushed = 0;
    try {
        for (const chunk of chunks) {
            await writing;
            if (unflushed >= EARLY_SYNC_BYTES) {
                await flushing;
                flushing = handle.datasync();
                unflushed = 0;
            }
            writing = writeAll(handle, chunk, position);
            position += chunk.length;
            unflushed += chunk.length;
        }
    }
    catch (error) {
        // `chunks` failed: the write and flush in flight must end before the file is closed and
        // removed. Their own failures, if any, matter less than the one that stopped the output.
        await Promise.allSettled([writing, flushing]);
        throw error;
    }
    await Promise.all([writing, flushing]);
}
/** Writes all of `chunk` at `position` (write() may write less than asked). */
async function writeAll(handle, chunk, position) {
    for (let done = 0; done < chunk.length;) {
        done += (await handle.write(chunk, done, chunk.length - done, position + done)).bytesWritten;
    }
}

;// CONCATENATED MODULE: ./src/canonical/index.ts






/***/ })

};

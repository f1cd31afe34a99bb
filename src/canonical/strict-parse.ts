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

export type StrictJsonErrorCode =
  'too_large' | 'invalid_utf8' | 'syntax' | 'duplicate_key' | 'lone_surrogate' | 'too_deep';

export class StrictJsonError extends Error {
  constructor(
    readonly code: StrictJsonErrorCode,
    readonly pointer: string,
    detail: string,
    source?: string,
    /** Where in the text the problem was found (a UTF-16 index), when known. */
    readonly offset?: number,
  ) {
    super(`${source ? source + ': ' : ''}${detail}${pointer ? ` at ${pointer}` : ''}`);
    this.name = 'StrictJsonError';
  }
}

export interface StrictParseOptions {
  /** Largest accepted payload in bytes (default 64 MiB). */
  maxBytes?: number;
  /** Deepest accepted nesting of arrays and objects (default 64). */
  maxDepth?: number;
  /** Names the payload in error messages (an artifact or file name). */
  source?: string;
}

const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
export const DEFAULT_MAX_DEPTH = 64;
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

export function parseStrict(input: Uint8Array | string, options: StrictParseOptions = {}): unknown {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const maxDepth = options.maxDepth ?? DEFAULT_MAX_DEPTH;
  const { source } = options;
  // A string's UTF-8 length is at most 3 bytes per UTF-16 unit: counted only when it matters.
  const size =
    typeof input !== 'string'
      ? input.byteLength
      : input.length * 3 <= maxBytes
        ? 0
        : Buffer.byteLength(input, 'utf8');
  if (size > maxBytes) {
    throw new StrictJsonError(
      'too_large',
      '',
      `payload of ${size} bytes exceeds the limit of ${maxBytes}`,
      source,
    );
  }
  let text: string;
  if (typeof input === 'string') {
    text = input;
  } else {
    try {
      text = utf8.decode(input);
    } catch {
      throw new StrictJsonError('invalid_utf8', '', 'payload is not valid UTF-8', source);
    }
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
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
function checkValue(
  value: unknown,
  depth: number,
  maxDepth: number,
  stats: { keys: number },
): boolean {
  if (typeof value === 'string') return !value.isWellFormed();
  if (value === null || typeof value !== 'object') return false;
  if (depth >= maxDepth) return true;
  // Index and for-in loops: Object.entries would allocate a pair per key on the hot path.
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      if (checkValue(value[i], depth + 1, maxDepth, stats)) return true;
    }
    return false;
  }
  const object = value as Record<string, unknown>;
  for (const key in object) {
    stats.keys++;
    if (!key.isWellFormed() || checkValue(object[key], depth + 1, maxDepth, stats)) return true;
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
function keyCountMatches(text: string, parsedKeys: number): boolean {
  let upperBound = 0;
  for (let colon = text.indexOf(':'); colon >= 0; colon = text.indexOf(':', colon + 1)) {
    let before = colon - 1;
    let c = text.charCodeAt(before);
    while (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) c = text.charCodeAt(--before);
    if (c === 0x22) upperBound++;
  }
  return upperBound === parsedKeys || countKeysInText(text) === parsedKeys;
}

/** Counts object keys in valid JSON text: strings followed by a colon. Each match consumes a whole string. */
function countKeysInText(text: string): number {
  const stringToken = /"[^"\\]*(?:\\.[^"\\]*)*"(\s*:)?/g;
  let keys = 0;
  for (let m = stringToken.exec(text); m !== null; m = stringToken.exec(text)) {
    if (m[1] !== undefined) keys++;
  }
  return keys;
}

function escapePointerToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** A recursive-descent JSON parser that knows the JSON pointer of every value it reads. */
class SlowParser {
  private pos = 0;

  constructor(
    private readonly text: string,
    private readonly maxDepth: number,
    private readonly source?: string,
  ) {}

  parseDocument(): unknown {
    this.skipWhitespace();
    const value = this.parseValue('', 0);
    this.skipWhitespace();
    if (this.pos < this.text.length)
      this.fail('syntax', '', 'unexpected data after the JSON value');
    return value;
  }

  private fail(code: StrictJsonErrorCode, pointer: string, detail: string): never {
    throw new StrictJsonError(
      code,
      pointer,
      `${detail} (offset ${this.pos})`,
      this.source,
      this.pos,
    );
  }

  private skipWhitespace(): void {
    while (this.pos < this.text.length) {
      const c = this.text.charCodeAt(this.pos);
      if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) break;
      this.pos++;
    }
  }

  private parseValue(pointer: string, depth: number): unknown {
    const c = this.text[this.pos];
    if (c === '{' || c === '[') {
      if (depth >= this.maxDepth)
        this.fail('too_deep', pointer, `nesting deeper than ${this.maxDepth}`);
      return c === '{' ? this.parseObject(pointer, depth) : this.parseArray(pointer, depth);
    }
    if (c === '"') return this.parseString(pointer);
    if (c === 't' || c === 'f' || c === 'n') return this.parseLiteral(pointer);
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) return this.parseNumber(pointer);
    return this.fail(
      'syntax',
      pointer,
      c === undefined ? 'unexpected end of input' : `unexpected character ${characterName(c)}`,
    );
  }

  /** Steps past an opening bracket; true, and past `close` too, when the container is empty. */
  private openIsEmpty(close: '}' | ']'): boolean {
    this.pos++;
    this.skipWhitespace();
    if (this.text[this.pos] !== close) return false;
    this.pos++;
    return true;
  }

  private parseObject(pointer: string, depth: number): Record<string, unknown> {
    const result: Record<string, unknown> = {};
    const seen = new Set<string>();
    if (this.openIsEmpty('}')) return result;
    for (;;) {
      if (this.text[this.pos] !== '"') this.fail('syntax', pointer, 'expected a string key');
      const key = this.parseString(pointer);
      const child = `${pointer}/${escapePointerToken(key)}`;
      if (seen.has(key)) this.fail('duplicate_key', child, `duplicate key ${JSON.stringify(key)}`);
      seen.add(key);
      this.skipWhitespace();
      if (this.text[this.pos] !== ':') this.fail('syntax', child, "expected ':'");
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
      if (next === '}') return result;
      if (next !== ',') this.fail('syntax', pointer, "expected ',' or '}'");
      this.skipWhitespace();
    }
  }

  private parseArray(pointer: string, depth: number): unknown[] {
    const result: unknown[] = [];
    if (this.openIsEmpty(']')) return result;
    for (;;) {
      result.push(this.parseValue(`${pointer}/${result.length}`, depth + 1));
      this.skipWhitespace();
      const next = this.text[this.pos++];
      if (next === ']') return result;
      if (next !== ',') this.fail('syntax', pointer, "expected ',' or ']'");
      this.skipWhitespace();
    }
  }

  private parseString(pointer: string): string {
    const match = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;
    match.lastIndex = this.pos;
    const m = match.exec(this.text);
    if (!m) this.fail('syntax', pointer, 'invalid string');
    this.pos = match.lastIndex;
    const value = JSON.parse(m[0]) as string;
    if (!value.isWellFormed())
      this.fail('lone_surrogate', pointer, 'string holds a lone surrogate');
    return value;
  }

  private parseLiteral(pointer: string): unknown {
    for (const [word, value] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const) {
      if (this.text.startsWith(word, this.pos)) {
        this.pos += word.length;
        return value;
      }
    }
    return this.fail('syntax', pointer, 'invalid literal');
  }

  private parseNumber(pointer: string): number {
    const match = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
    match.lastIndex = this.pos;
    const m = match.exec(this.text);
    if (!m) this.fail('syntax', pointer, 'invalid number');
    this.pos = match.lastIndex;
    return Number(m[0]);
  }
}

/**
 * A character as a message names it: a visible ASCII one quoted, any other by its code point
 * (`U+FEFF`), so that an invisible one (a byte order mark, a control) can still be seen.
 */
export function characterName(c: string): string {
  const code = c.codePointAt(0) ?? 0;
  if (code > 0x20 && code < 0x7f) return `"${c}"`;
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

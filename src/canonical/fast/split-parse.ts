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
import { isAscii, isUtf8 } from 'node:buffer';
import { canonicalRecordEnd } from './canonical-record.js';
import { CanonicalRewriter } from './canonical-rewrite.js';
import {
  DEFAULT_MAX_DEPTH,
  parseStrict,
  StrictJsonError,
  type StrictParseOptions,
} from '../strict-parse.js';

export interface SplitElements {
  /**
   * Byte offset where each element starts and ends (exclusive): in the payload, or in
   * `rewritten` when there is one.
   */
  starts: number[];
  ends: number[];
  /** Whether each element's text is proven the canonical JSON of its value (isCanonicalRecord). */
  canonical: boolean[];
  /**
   * Every element rewritten to its canonical JSON (canonical-rewrite.ts), joined by commas:
   * a payload whose elements are flat records written another way (indented, keys in
   * another order). `canonical` is then all true.
   */
  rewritten?: Uint8Array;
}

export interface SplitParse {
  value: unknown;
  /** The elements of the array, when the payload was parsed piecewise. */
  elements?: SplitElements;
}

/** Canonical elements parsed in one JSON.parse: strings above ~128 KiB cost a mapping each (256 KiB runs parse at half the speed). */
const RUN_BYTES = 32 * 1024;

interface Scan {
  /** Offsets of the array's `[` and `]`. */
  open: number;
  close: number;
  starts: number[];
  ends: number[];
  /** Whether each element was read as a canonical flat record (canonicalRecordEnd). */
  canonical: boolean[];
  /**
   * The elements' canonical texts, once one element was not canonical but could be
   * rewritten so; undefined: not needed yet; null: some element could not be, or the
   * caller's depth limit leaves no element to read as canonical.
   */
  rewrite: CanonicalRewriter | null | undefined;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

/** The scan of an array that opens at `open`, before its first element. */
function emptyScan(open: number, rewrite: boolean): Scan {
  return {
    open,
    close: -1,
    starts: [],
    ends: [],
    canonical: [],
    rewrite: rewrite ? undefined : null,
  };
}

/**
 * An element that is no flat record, [start, end): kept as it is, and the end of the
 * rewritten texts (they come from one place, the payload or the rewrite).
 */
function pushGenericElement(found: Scan, start: number, end: number): void {
  found.rewrite = null;
  found.starts.push(start);
  found.ends.push(end);
  found.canonical.push(false);
}

/**
 * Finds the array under top-level key `key` and its elements (objects or arrays), or null.
 * The scan tracks strings (escapes included) and nesting; it does not validate JSON (the
 * parses of the pieces do), but it does check what lies between elements.
 */
function scan(bytes: Uint8Array, key: Uint8Array, rewrite: boolean): Scan | null {
  const n = bytes.length;
  let depth = 0;
  let keyStart = -1; // the last string read where a top-level key is expected
  let keyEnd = -1;
  let expectKey = false;
  let inArray = false;
  let expectElement = false; // inside the array: an element (or `]` right after `[`) is next
  let found: Scan | null = null;
  for (let i = 0; i < n; i++) {
    const c = bytes[i] as number;
    if (c === QUOTE) {
      const start = i;
      i = stringEnd(bytes, i);
      if (i < 0) return null;
      if (depth === 1 && expectKey) {
        keyStart = start + 1;
        keyEnd = i;
      } else if (inArray && depth === 2) {
        return null; // a string element
      }
      continue;
    }
    if (c === 0x7b && inArray && depth === 2 && expectElement) {
      // Most elements are flat records, canonical or written another way: read at once,
      // they need no generic scan.
      const end = flatRecordEnd(found as Scan, bytes, i);
      if (end > 0) {
        expectElement = false;
        i = end - 1;
        continue;
      }
    }
    if (c === 0x7b || c === 0x5b) {
      depth++;
      if (depth === 1) {
        if (c !== 0x7b) return null;
        expectKey = true;
      } else if (depth === 2 && !expectKey && c === 0x5b && isKey(bytes, keyStart, keyEnd, key)) {
        if (found) return null; // the key twice: the whole parse says which is a duplicate
        found = emptyScan(i, rewrite);
        inArray = true;
        expectElement = true;
      } else if (depth === 3 && inArray) {
        if (!expectElement) return null;
        // Another element: only its end matters here (its pieces' parse checks the rest).
        const end = elementEnd(bytes, i);
        if (end < 0) return null;
        pushGenericElement(found as Scan, i, end);
        expectElement = false;
        depth = 2;
        i = end - 1;
      }
      continue;
    }
    if (c === 0x7d || c === 0x5d) {
      if (inArray && depth === 2) {
        // `]` right after `[` or after an element; not after a comma.
        if (expectElement && (found as Scan).starts.length > 0) return null;
        (found as Scan).close = i;
        inArray = false;
      }
      depth--;
      if (depth < 0) return null;
      continue;
    }
    if (inArray && depth === 2) {
      if (c === 0x2c && !expectElement) expectElement = true;
      else if (!isSpace(c)) return null; // a scalar element, or a misplaced separator
      continue;
    }
    if (depth === 1) {
      if (c === 0x3a) expectKey = false;
      else if (c === 0x2c) expectKey = true;
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
function flatRecordEnd(found: Scan, bytes: Uint8Array, at: number): number {
  const canonicalEnd = canonicalRecordEnd(bytes, at, bytes.length);
  if (canonicalEnd < 0 && found.rewrite === undefined) found.rewrite = startRewrite(found, bytes);
  let end = canonicalEnd;
  const rewriter = found.rewrite;
  if (rewriter) {
    end =
      canonicalEnd > 0
        ? rewriter.append(bytes, at, canonicalEnd)
        : rewriter.rewrite(bytes, at, bytes.length);
    if (end < 0) found.rewrite = null;
  }
  if (end < 0) return -1;
  found.starts.push(at);
  found.ends.push(end);
  found.canonical.push(canonicalEnd > 0);
  return end;
}

/** The rewritten texts, starting with copies of the (canonical) elements read so far. */
function startRewrite(found: Scan, bytes: Uint8Array): CanonicalRewriter {
  const rewriter = new CanonicalRewriter(bytes.length - found.open);
  found.starts.forEach((start, k) => rewriter.append(bytes, start, found.ends[k] as number));
  return rewriter;
}

/**
 * The offset of the quote that closes the string opening at `open`, or -1. A quote closes
 * the string when an even number of backslashes precedes it (each pair is an escaped
 * backslash); found with indexOf, which is native, rather than byte by byte.
 */
function stringEnd(bytes: Uint8Array, open: number): number {
  for (let from = open + 1; ;) {
    const quote = bytes.indexOf(QUOTE, from);
    if (quote < 0) return -1;
    let k = quote - 1;
    while (bytes[k] === BACKSLASH) k--; // stops at the opening quote at the latest
    if ((quote - 1 - k) % 2 === 0) return quote;
    from = quote + 1;
  }
}

/**
 * The offset just past the object or array opening at `open` (nesting counted, strings
 * skipped), or -1 when the input ends first. Brackets are not matched by kind: the parse
 * of the element decides whether it is JSON.
 */
function elementEnd(bytes: Uint8Array, open: number): number {
  let depth = 0;
  const n = bytes.length;
  for (let i = open; i < n; i++) {
    const c = bytes[i] as number;
    if (c === QUOTE) {
      i = stringEnd(bytes, i);
      if (i < 0) return -1;
    } else if (c === 0x7b || c === 0x5b) depth++;
    else if ((c === 0x7d || c === 0x5d) && --depth === 0) return i + 1;
  }
  return -1;
}

function isKey(bytes: Uint8Array, start: number, end: number, key: Uint8Array): boolean {
  if (start < 0 || end - start !== key.length) return false;
  for (let k = 0; k < key.length; k++) if (bytes[start + k] !== key[k]) return false;
  return true;
}

/** The elements as the rewrite holds them: every one canonical. */
function rewrittenElements(rewriter: CanonicalRewriter): SplitElements {
  const { starts, ends } = rewriter;
  return { starts, ends, canonical: starts.map(() => true), rewritten: rewriter.bytes() };
}

/** JSON.parse of text isCanonicalRecord accepted (in an array); a refusal is a strict-parse error. */
function parseCanonical(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new StrictJsonError('syntax', '', 'not JSON');
  }
}

/**
 * parseStrict(bytes, options), computed piecewise around the array under top-level key
 * `key` when the payload allows it (then with the elements' texts and byte ranges).
 */
export function parseStrictSplitting(
  bytes: Uint8Array,
  key: string,
  options: StrictParseOptions = {},
): SplitParse {
  const whole = (): SplitParse => ({ value: parseStrict(bytes, options) });
  const maxBytes = options.maxBytes;
  // ASCII is valid UTF-8 (and decodes as latin1 with no transcoding): one pass for most legs.
  const ascii = isAscii(bytes);
  if ((maxBytes !== undefined && bytes.byteLength > maxBytes) || !(ascii || isUtf8(bytes))) {
    return whole();
  }
  const maxDepth = options.maxDepth ?? DEFAULT_MAX_DEPTH;
  // A canonical flat record (two levels deep at most, below the elements' two) cannot fail
  // the strict checks: JSON.parse alone reads it, and reads a run of them at once (the
  // bytes between two elements are a checked separator), in pieces of about 32 KiB. Under a
  // tighter depth limit no element is read so, and none is worth rewriting.
  const flat = maxDepth > 3;
  const found = scan(bytes, Buffer.from(key, 'utf8'), flat);
  if (!found) return whole();
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const encoding = ascii ? 'latin1' : 'utf8';
  const piece = { ...options, maxBytes: Infinity };
  try {
    const envelope = parseStrict(
      buffer.toString(encoding, 0, found.open + 1) +
        buffer.toString(encoding, found.close, buffer.length),
      piece,
    ) as Record<string, unknown>;
    // Elements sit two levels down (object, array), one level below a run's array: the same
    // depth limit, counted from them.
    const runOptions = { ...piece, maxDepth: maxDepth - 1 };
    const rewriter = found.rewrite;
    const elements = rewriter ? rewrittenElements(rewriter) : undefined;
    const source = rewriter ? rewriter.bytes() : buffer;
    // A rewrite turns escapes into UTF-8 (`\u00e9` into two bytes): an ASCII payload, as
    // json_encode or ensure_ascii write one, need not give ASCII canonical texts.
    const sourceEncoding = source === buffer || isAscii(source) ? encoding : 'utf8';
    const { starts, ends } = elements ?? found;
    const canonical = elements?.canonical ?? found.canonical.map((c) => c && flat);
    const decode = (start: number, end: number) => source.toString(sourceEncoding, start, end);
    const values: unknown[] = [];
    for (let i = 0; i < starts.length;) {
      let j = i + 1;
      while (
        j < starts.length &&
        canonical[j] === canonical[i] &&
        (ends[j] as number) - (starts[i] as number) < RUN_BYTES
      ) {
        j++;
      }
      // The run's text is its elements with the checked separators between them.
      const text = `[${decode(starts[i] as number, ends[j - 1] as number)}]`;
      // Other elements: one strict parse per run, an array level above the elements (the
      // strict checks of a run are those of its elements: key counts add up, and a string
      // or a depth the checks refuse is refused in either).
      const run = canonical[i] ? parseCanonical(text) : parseStrict(text, runOptions);
      if (!Array.isArray(run) || run.length !== j - i) {
        throw new StrictJsonError('syntax', '', 'a run of elements did not parse as such');
      }
      for (const value of run) values.push(value);
      i = j;
    }
    envelope[key] = values;
    return { value: envelope, elements: elements ?? { starts, ends, canonical } };
  } catch (error) {
    // The whole payload's parse names the problem with its pointer in the whole payload.
    if (error instanceof StrictJsonError) return whole();
    throw error;
  }
}

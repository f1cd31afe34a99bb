// Flat JSON records (string, number, literal and array-of-scalar values) for the property
// tests of the canonical-form readers, with the values canonical escaping and ECMAScript
// number printing have to get right.
import fc from 'fast-check';

// Quotes, backslashes, every kind of control character, DEL, line separators, astral characters.
export const text = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 8 }),
  fc
    .array(fc.constantFrom('\u0000', '\b', '\t', '\n', '\f', '\r', '\u001f', '"', '\\', '/'), {
      maxLength: 4,
    })
    .map((parts) => parts.join('')),
  fc.constantFrom('\u007f', '\u2028', '😀', 'é', ''),
);
export const number = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, 1e21, 1e-7, 0.000001, 123.456, 5e-324, 0.1 + 0.2, 2 ** 53 + 2),
  fc.integer({ min: -1e6, max: 1e6 }).map((n) => n / 1000),
);
export const scalar = fc.oneof(text, number, fc.boolean(), fc.constant(null));
export const record = fc.dictionary(
  // Keys needing no escape (the readers take no escape in a key).
  fc.string({
    unit: fc
      .integer({ min: 0x20, max: 0x7e })
      .filter((c) => c !== 0x22 && c !== 0x5c)
      .map((c) => String.fromCharCode(c)),
  }),
  fc.oneof(scalar, fc.array(scalar, { maxLength: 3 })),
  { maxKeys: 6 },
);

/**
 * JSON text as writers that escape every non-ASCII character write it (PHP's json_encode,
 * Python's json.dumps by default): pure ASCII, the same value.
 */
export function asciiEscaped(json: string): string {
  return json.replace(
    /[\u0080-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Text edits (at, insert, remove) that break JSON in the ways a reader must notice. */
export const edits = fc.array(
  fc.tuple(
    fc.nat(),
    fc.constantFrom(
      '',
      ' ',
      '\n',
      ',',
      '"',
      '\\',
      '/',
      '0',
      '-',
      '.',
      'e',
      '{',
      '[',
      ']',
      'u',
      ':',
    ),
    fc.integer({ min: 0, max: 2 }),
  ),
  { maxLength: 3 },
);

/** `t` with the edits applied, as its UTF-8 bytes read back (an edit may cut a surrogate pair). */
export function edited(t: string, changes: readonly (readonly [number, string, number])[]): string {
  for (const [at, insert, remove] of changes) {
    const i = at % (t.length + 1);
    t = t.slice(0, i) + insert + t.slice(i + remove);
  }
  return Buffer.from(t, 'utf8').toString('utf8');
}

/** UTF-16 code unit `c` (a one-unit string) as a JSON `\u` escape, as some writers write every non-ASCII unit. */
export const unicodeEscape = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

import fc from 'fast-check';
import { isCanonicalRecord } from './canonical-record.js';
import { canonicalJson } from './index.js';

const recognizes = (text: string) => {
  const bytes = new Uint8Array(Buffer.from(text, 'utf8'));
  return isCanonicalRecord(bytes, 0, bytes.length);
};

// Strings with what canonical escaping has to get right: quotes, backslashes, every kind
// of control character, DEL, line separators, astral characters.
const text = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 8 }),
  fc
    .array(fc.constantFrom('\u0000', '\b', '\t', '\n', '\f', '\r', '\u001f', '"', '\\', '/'), {
      maxLength: 4,
    })
    .map((parts) => parts.join('')),
  fc.constantFrom('\u007f', '\u2028', '😀', 'é', ''),
);
const number = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, 1e21, 1e-7, 0.000001, 123.456, 5e-324, 0.1 + 0.2, 2 ** 53 + 2),
  fc.integer({ min: -1e6, max: 1e6 }).map((n) => n / 1000),
);
const scalar = fc.oneof(text, number, fc.boolean(), fc.constant(null));
const record = fc.dictionary(
  // Keys needing no escape (the recognizer reads no escape in a key).
  fc.string({
    unit: fc
      .integer({ min: 0x20, max: 0x7e })
      .filter((c) => c !== 0x22 && c !== 0x5c)
      .map((c) => String.fromCharCode(c)),
  }),
  fc.oneof(scalar, fc.array(scalar, { maxLength: 3 })),
  { maxKeys: 6 },
);

describe('isCanonicalRecord', () => {
  it('recognizes the canonical JSON of any flat record (with printable ASCII keys)', () => {
    fc.assert(
      fc.property(record, (value) => {
        expect(recognizes(canonicalJson(value))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('only ever recognizes a text that is the canonical JSON of its value', () => {
    const writers = [
      (v: unknown) => canonicalJson(v),
      (v: unknown) => JSON.stringify(v),
      (v: unknown) => JSON.stringify(v, null, 1),
      (v: unknown) =>
        canonicalJson(v).replace(/[a-z]/, (c) => `\\u00${c.charCodeAt(0).toString(16)}`),
    ];
    const edit = fc.tuple(
      fc.nat(),
      fc.constantFrom('', ' ', ',', '"', '\\', '/', '0', '-', '.', 'e', '{', '[', ']', 'u'),
      fc.integer({ min: 0, max: 2 }),
    );
    fc.assert(
      fc.property(
        record,
        fc.constantFrom(...writers),
        fc.array(edit, { maxLength: 3 }),
        (v, w, edits) => {
          let t = w(v);
          for (const [at, insert, remove] of edits) {
            const i = at % (t.length + 1);
            t = t.slice(0, i) + insert + t.slice(i + remove);
          }
          // What the bytes say (an edit may cut a surrogate pair, which UTF-8 cannot hold).
          const written = Buffer.from(t, 'utf8').toString('utf8');
          if (!recognizes(written)) return;
          expect(canonicalJson(JSON.parse(written))).toBe(written);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('recognizes a number exactly when ECMAScript prints its value that way', () => {
    const token = fc.oneof(
      fc
        .array(fc.constantFrom('0', '1', '5', '9', '.', '-', 'e', '+'), {
          minLength: 1,
          maxLength: 20,
        })
        .map((cs) => cs.join('')),
      fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
      fc
        .tuple(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 1, max: 99999999 }))
        .map(([zeros, n]) => `0.${'0'.repeat(zeros)}${n}`),
    );
    fc.assert(
      fc.property(token, (tok) => {
        const value = Number(tok);
        const canonical = /^-?\d/.test(tok) && Number.isFinite(value) && String(value) === tok;
        expect([tok, recognizes(`{"a":${tok}}`)]).toEqual([tok, canonical]);
      }),
      { numRuns: 3000 },
    );
  });

  it('does not recognize what is not canonical, or not a flat record', () => {
    for (const t of [
      '{"a":1 }',
      '{ "a":1}',
      '{"b":1,"a":2}',
      '{"a":1,"a":1}',
      '{"a":"\\/"}',
      '{"a":"\\u0041"}',
      '{"a":"\\u001F"}',
      '{"a":"\\u0008"}',
      '{"a":"\\ud83d\\ude00"}',
      '{"a":1.0}',
      '{"a":1E5}',
      '{"a":-0}',
      '{"a":01}',
      '{"a":{}}',
      '{"a":[[1]]}',
      '{"a":[1,]}',
      '{"a":1,}',
      '{"\\u0061":1}',
      '{"é":1}',
      '[1]',
      '{"a":tru}',
      '{"a":0.0000001}',
      '{"a":1.50}',
      '{"a":0.}',
      '{"a":-}',
      '{"a":123456789012345678}',
      '{"a":-0.0}',
      '{"a":"x}',
    ]) {
      expect([t, recognizes(t)]).toEqual([t, false]);
    }
    for (const t of [
      '{}',
      '{"a":[]}',
      '{"a":"\\u001f\\b"}',
      '{"a":1e+21,"b":1e-7,"c":-1.5}',
      '{"a":0.000001,"b":-0.5,"c":0.1,"d":1234567890123456,"e":100,"f":1.05}',
    ]) {
      expect([t, recognizes(t)]).toEqual([t, true]);
    }
  });

  it('reads only its range of a larger buffer', () => {
    const bytes = new Uint8Array(Buffer.from('[{"a":1},{"b":2}]'));
    expect(isCanonicalRecord(bytes, 1, 8)).toBe(true);
    expect(isCanonicalRecord(bytes, 1, 9)).toBe(false);
  });
});

import fc from 'fast-check';
import { isCanonicalRecord } from './canonical-record.js';
import { canonicalJson } from '../index.js';
import { edited, edits, record } from '../../../test-support/json-records.js';

const recognizes = (text: string) => {
  const bytes = new Uint8Array(Buffer.from(text, 'utf8'));
  return isCanonicalRecord(bytes, 0, bytes.length);
};

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
    fc.assert(
      fc.property(record, fc.constantFrom(...writers), edits, (v, w, changes) => {
        const written = edited(w(v), changes);
        if (!recognizes(written)) return;
        expect(canonicalJson(JSON.parse(written))).toBe(written);
      }),
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

  it.each([
    // Not canonical, or not a flat record.
    ['{"a":1 }', false],
    ['{ "a":1}', false],
    ['{"b":1,"a":2}', false],
    ['{"a":1,"a":1}', false],
    ['{"a":"\\/"}', false],
    ['{"a":"\\u0041"}', false],
    ['{"a":"\\u001F"}', false],
    ['{"a":"\\u0008"}', false],
    ['{"a":"\\ud83d\\ude00"}', false],
    ['{"a":1.0}', false],
    ['{"a":1E5}', false],
    ['{"a":-0}', false],
    ['{"a":01}', false],
    ['{"a":{}}', false],
    ['{"a":[[1]]}', false],
    ['{"a":[1,]}', false],
    ['{"a":1,}', false],
    ['{"\\u0061":1}', false],
    ['{"é":1}', false],
    ['[1]', false],
    ['{"a":tru}', false],
    ['{"a":0.0000001}', false],
    ['{"a":1.50}', false],
    ['{"a":0.}', false],
    ['{"a":-}', false],
    ['{"a":123456789012345678}', false],
    ['{"a":-0.0}', false],
    ['{"a":"x}', false],
    // Canonical flat records.
    ['{}', true],
    ['{"a":[]}', true],
    ['{"a":"\\u001f\\b"}', true],
    ['{"a":1e+21,"b":1e-7,"c":-1.5}', true],
    ['{"a":0.000001,"b":-0.5,"c":0.1,"d":1234567890123456,"e":100,"f":1.05}', true],
  ])('%j is recognized: %s', (text, canonical) => {
    expect(recognizes(text)).toBe(canonical);
  });

  it('reads only its range of a larger buffer', () => {
    const bytes = new Uint8Array(Buffer.from('[{"a":1},{"b":2}]'));
    expect(isCanonicalRecord(bytes, 1, 8)).toBe(true);
    expect(isCanonicalRecord(bytes, 1, 9)).toBe(false);
  });
});

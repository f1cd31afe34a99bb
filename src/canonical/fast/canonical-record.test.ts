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

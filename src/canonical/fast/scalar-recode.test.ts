import fc from 'fast-check';
import { canonicalJson, parseStrict, StrictJsonError } from '../index.js';
import { ScalarRecoder } from './scalar-recode.js';
import { edited, edits, number, text, unicodeEscape } from '../../../test-support/json-records.js';

const bytesOf = (t: string) => new Uint8Array(Buffer.from(t, 'utf8'));

/** The recoding of the scalar that starts `t`, if it takes all of it. */
function recoded(t: string): string | null {
  const bytes = bytesOf(t);
  const recoder = new ScalarRecoder();
  recoder.used = 3; // after texts of earlier scalars
  const end = recoder.recode(bytes, 0, bytes.length);
  if (end < 0) expect(recoder.used).toBe(3);
  return end === bytes.length ? recoder.out.toString('utf8', 3, recoder.used) : null;
}

// How writers other than JSON.stringify write strings: every character escaped, PHP's
// default (slashes and non-ASCII escaped), Go's (`<`, `>`, `&`, U+2028 and U+2029 escaped).
const stringWriters: ((s: string) => string)[] = [
  (s) => JSON.stringify(s),
  (s) => `"${s.split('').map(unicodeEscape).join('')}"`,
  (s) => `"${s.split('').map(unicodeEscape).join('').toUpperCase().replace(/\\U/g, '\\u')}"`,
  (s) =>
    JSON.stringify(s)
      .replace(/\//g, '\\/')
      .replace(/[^\x00-\x7f]/g, unicodeEscape),
  (s) => JSON.stringify(s).replace(/[<>&\u2028\u2029]/g, unicodeEscape),
];

// And numbers: exponent forms, upper-case E, an explicit `+`, trailing zeros.
const numberWriters: ((n: number) => string)[] = [
  (n) => String(n),
  (n) => n.toExponential(),
  (n) => n.toExponential().toUpperCase().replace('E+', 'E'),
  (n) => (Number.isInteger(n) && Math.abs(n) < 1e15 ? `${n}.000` : String(n)),
];

describe('ScalarRecoder', () => {
  it("gives canonicalJson of the value for any writer's string", () => {
    fc.assert(
      fc.property(text, fc.constantFrom(...stringWriters), (s, write) => {
        const written = write(s);
        // Lone surrogates: the strict parse refuses them, and so does the recoding.
        expect(recoded(written)).toBe(s.isWellFormed() ? canonicalJson(s) : null);
      }),
      { numRuns: 2000 },
    );
  });

  it("gives canonicalJson of the value for any writer's number", () => {
    fc.assert(
      fc.property(number, fc.constantFrom(...numberWriters), (n, write) => {
        expect(recoded(write(n))).toBe(canonicalJson(n));
      }),
      { numRuns: 2000 },
    );
  });

  it('only accepts a text whose recoding is canonicalJson of its strict parse', () => {
    const scalarText = fc.oneof(
      fc.tuple(text, fc.constantFrom(...stringWriters)).map(([s, write]) => write(s)),
      fc.tuple(number, fc.constantFrom(...numberWriters)).map(([n, write]) => write(n)),
    );
    fc.assert(
      fc.property(scalarText, edits, (written, changes) => {
        const t = edited(written, changes);
        const result = recoded(t);
        if (result === null) return;
        let value: unknown;
        try {
          value = parseStrict(bytesOf(t));
        } catch (error) {
          if (error instanceof StrictJsonError)
            throw new Error(`recoded ${t}, which fails parseStrict`);
          throw error;
        }
        expect(result).toBe(canonicalJson(value));
      }),
      { numRuns: 5000 },
    );
  });

  it('reads no further than its limit', () => {
    for (const t of ['"abc"', '"a\\/b"', '"\\u0041"', '"\\ud83d\\ude00"', '1.5e3']) {
      const bytes = bytesOf(t);
      for (let limit = 0; limit < bytes.length; limit++) {
        expect([t, limit, new ScalarRecoder().recode(bytes, 0, limit)]).toEqual([t, limit, -1]);
      }
      expect(new ScalarRecoder().recode(bytes, 0, bytes.length)).toBe(bytes.length);
    }
  });

  it('refuses what is not a JSON string or number, or has no canonical form', () => {
    for (const t of [
      '"\\ud800"',
      '1e400',
      '-1e999',
      '01',
      '1.',
      '.5',
      '-',
      '+1',
      '"a',
      '"\\q"',
      'tru',
      '"\u0001"',
    ]) {
      expect([t, recoded(t)]).toEqual([t, null]);
    }
  });
});

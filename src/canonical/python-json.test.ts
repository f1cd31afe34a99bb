import fc from 'fast-check';
import { canonicalJson } from './json.js';
import { compareCodePoints, pythonJson, pythonNumber } from './python-json.js';

describe('pythonNumber', () => {
  it("writes what Python's json.dumps writes for the number read back (values from Python 3.11)", () => {
    const cases: [number, string][] = [
      [0, '0'],
      [1, '1'],
      [-0, '0'],
      [0.85, '0.85'],
      [123.456, '123.456'],
      [0.0001, '0.0001'],
      [0.00005, '5e-05'],
      [1e-5, '1e-05'],
      [1e-7, '1e-07'],
      [2.5e-10, '2.5e-10'],
      [-0.00012, '-0.00012'],
      [1e16, '10000000000000000'],
      [1234567890123456.8, '1234567890123456.8'],
      [1e21, '1e+21'],
      [1e22, '1e+22'],
    ];
    for (const [x, text] of cases) expect([x, pythonNumber(x)]).toEqual([x, text]);
  });

  it('reads back as the same number', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) => {
        expect(Number(pythonNumber(x))).toBe(x === 0 ? 0 : x);
      }),
    );
  });
});

describe('pythonJson', () => {
  it('is canonical JSON wherever numbers are plain and keys are below U+D800', () => {
    const value = {
      b: [1, 0.5, 'é\u2028"\\\n\u0001'],
      a: { z: null, y: true, x: 'x' },
    };
    expect(pythonJson(value)).toBe(canonicalJson(value));
    expect(pythonJson(value)).toBe(
      '{"a":{"x":"x","y":true,"z":null},"b":[1,0.5,"é\u2028\\"\\\\\\n\\u0001"]}',
    );
  });

  it('sorts keys by code point, as Python does', () => {
    expect(pythonJson({ '\uff01': 1, '\u{1f600}': 2 })).toBe('{"\uff01":1,"\u{1f600}":2}');
    expect(compareCodePoints('\u{1f600}', '\uff01')).toBeGreaterThan(0);
    expect(compareCodePoints('ab', 'a')).toBeGreaterThan(0);
  });
});

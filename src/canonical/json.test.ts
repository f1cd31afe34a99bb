import fc from 'fast-check';
import { canonicalJson, checksumOf, compareStrings, sha256Hex } from './index.js';

/** RFC 8785 Appendix B: IEEE 754 bit patterns and their canonical serialization. */
const NUMBER_CASES: [string, string][] = [
  ['0000000000000000', '0'],
  ['8000000000000000', '0'],
  ['0000000000000001', '5e-324'],
  ['8000000000000001', '-5e-324'],
  ['7fefffffffffffff', '1.7976931348623157e+308'],
  ['ffefffffffffffff', '-1.7976931348623157e+308'],
  ['4340000000000000', '9007199254740992'],
  ['c340000000000000', '-9007199254740992'],
  ['4430000000000000', '295147905179352830000'],
  ['44b52d02c7e14af5', '9.999999999999997e+22'],
  ['44b52d02c7e14af6', '1e+23'],
  ['44b52d02c7e14af7', '1.0000000000000001e+23'],
  ['444b1ae4d6e2ef4e', '999999999999999700000'],
  ['444b1ae4d6e2ef4f', '999999999999999900000'],
  ['444b1ae4d6e2ef50', '1e+21'],
  ['3eb0c6f7a0b5ed8c', '9.999999999999997e-7'],
  ['3eb0c6f7a0b5ed8d', '0.000001'],
  ['41b3de4355555553', '333333333.3333332'],
  ['41b3de4355555554', '333333333.33333325'],
  ['41b3de4355555555', '333333333.3333333'],
  ['41b3de4355555556', '333333333.3333334'],
  ['41b3de4355555557', '333333333.33333343'],
  ['becbf647612f3696', '-0.0000033333333333333333'],
  ['43143ff3c1cb0959', '1424953923781206.2'],
];

function fromBits(hex: string): number {
  return Buffer.from(hex, 'hex').readDoubleBE(0);
}

describe('canonicalJson (RFC 8785)', () => {
  test.each(NUMBER_CASES)('number %s serializes as %s', (bits, expected) => {
    expect(canonicalJson(fromBits(bits))).toBe(expected);
  });

  test.each(['7fffffffffffffff', '7ff0000000000000'])(
    'NaN and Infinity (%s) are refused',
    (bits) => {
      expect(() => canonicalJson(fromBits(bits))).toThrow();
    },
  );

  test.each([
    [
      'the structure example of section 3.2.2',
      '{"numbers": [333333333.33333329, 1E30, 4.50, 2e-3, 0.000000000000000000000000001],' +
        '"string": "\\u20ac$\\u000F\\u000aA\'\\u0042\\u0022\\u005c\\\\\\"\\/",' +
        '"literals": [null, true, false]}',
      '{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],' +
        '"string":"€$\\u000f\\nA\'B\\"\\\\\\\\\\"/"}',
    ],
    [
      'the key sorting example of section 3.2.3 (UTF-16 code units)',
      '{"\\u20ac":"Euro Sign","\\r":"Carriage Return","\\ufb33":"Hebrew Letter Dalet With Dagesh",' +
        '"1":"One","\\ud83d\\ude00":"Emoji: Grinning Face","\\u0080":"Control",' +
        '"\\u00f6":"Latin Small Letter O With Diaeresis"}',
      '{"\\r":"Carriage Return","1":"One","\u0080":"Control",' +
        '"\u00f6":"Latin Small Letter O With Diaeresis","\u20ac":"Euro Sign",' +
        '"\ud83d\ude00":"Emoji: Grinning Face","\ufb33":"Hebrew Letter Dalet With Dagesh"}',
    ],
  ])('%s', (_name, input, expected) => {
    expect(canonicalJson(JSON.parse(input))).toBe(expected);
  });

  test('lone surrogates are refused', () => {
    expect(() => canonicalJson({ a: '\ud800' })).toThrow(/surrogate/i);
  });

  test('key order of the input never changes the output', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (obj) => {
        const reversed = Object.fromEntries(Object.entries(obj).reverse());
        expect(canonicalJson(reversed)).toBe(canonicalJson(obj));
        expect(canonicalJson(JSON.parse(canonicalJson(obj)))).toBe(canonicalJson(obj));
      }),
    );
  });
});

describe('checksums', () => {
  test('sha256 of the canonical bytes with the sha256: prefix', () => {
    expect(sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(checksumOf({ b: 1, a: 'x' })).toBe('sha256:' + sha256Hex('{"a":"x","b":1}'));
  });
});

describe('compareStrings', () => {
  test('orders by UTF-16 code units, not by locale', () => {
    expect(['b', 'B', 'a', 'é', '\ud83d\ude00', '\ufb33'].sort(compareStrings)).toEqual([
      'B',
      'a',
      'b',
      'é',
      '\ud83d\ude00',
      '\ufb33',
    ]);
  });
});

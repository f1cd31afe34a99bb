import fc from 'fast-check';
import { isHighSurrogate, isLowSurrogate } from './surrogates.js';

describe('surrogates', () => {
  it('a code unit is a high or a low surrogate exactly when it is one half of a pair', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0x10000, max: 0x10ffff }), (codePoint) => {
        const pair = String.fromCodePoint(codePoint);
        expect(isHighSurrogate(pair.charCodeAt(0))).toBe(true);
        expect(isLowSurrogate(pair.charCodeAt(1))).toBe(true);
        expect(isLowSurrogate(pair.charCodeAt(0)) || isHighSurrogate(pair.charCodeAt(1))).toBe(
          false,
        );
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffff }), (code) => {
        const lone = String.fromCharCode(code);
        expect(isHighSurrogate(code) || isLowSurrogate(code)).toBe(!lone.isWellFormed());
      }),
    );
  });
});

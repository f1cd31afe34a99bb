import fc from 'fast-check';
import { singleSpaced } from './single-spaced.js';

const plain = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Text rich in whitespace of every kind: spaces, tabs, newlines, NBSP, line separators, BOM. */
const spacedText = fc.string({
  unit: fc.constantFrom(
    'a',
    'b',
    'é',
    ' ',
    ' ',
    '\t',
    '\n',
    '\r',
    '\u00a0',
    '\u2028',
    '\u2029',
    '\u3000',
    '\ufeff',
    '\u200b',
    'x',
  ),
  maxLength: 20,
});

describe('singleSpaced', () => {
  it('equals the plain rule', () => {
    fc.assert(
      fc.property(fc.oneof(spacedText, fc.string()), (text) => {
        expect(singleSpaced(text)).toBe(plain(text));
      }),
      { numRuns: 10_000 },
    );
  });

  it('equals the rule titles were collapsed with (NBSP and line separators named too)', () => {
    fc.assert(
      fc.property(spacedText, (text) => {
        expect(singleSpaced(text)).toBe(text.replace(/[\s\u00a0\u2028\u2029]+/g, ' ').trim());
      }),
      { numRuns: 5000 },
    );
  });

  it('collapses runs and trims', () => {
    expect(singleSpaced('  a \t\n b\u00a0\u00a0c  ')).toBe('a b c');
    expect(singleSpaced('Tue, 02 Jun 2026 10:00:00 +0000')).toBe('Tue, 02 Jun 2026 10:00:00 +0000');
    expect(singleSpaced('a  b')).toBe('a b');
  });
});

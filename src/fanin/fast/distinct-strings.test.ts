import fc from 'fast-check';
import { DistinctStrings } from './distinct-strings.js';

describe('DistinctStrings', () => {
  test('counts what a Set counts, whatever the hint, through growth and rehashing', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string({ maxLength: 3 }), fc.string({ unit: 'binary' })), {
          maxLength: 2000,
        }),
        fc.nat({ max: 100 }),
        (strings, expected) => {
          const distinct = new DistinctStrings(expected);
          for (const s of strings) distinct.add(s);
          expect(distinct.size).toBe(new Set(strings).size);
        },
      ),
      { numRuns: 50 },
    );
  });

  test('a range counts as the substring it spans', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), fc.nat(), (text, a, b) => {
        const [start, end] = [
          Math.min(a, b) % (text.length + 1),
          Math.max(a, b) % (text.length + 1),
        ];
        const lo = Math.min(start, end);
        const hi = Math.max(start, end);
        const distinct = new DistinctStrings();
        distinct.addRange(text, lo, hi);
        distinct.add(text.slice(lo, hi));
        expect(distinct.size).toBe(1);
      }),
    );
  });

  test('two strings of one hash are told apart by their characters', () => {
    // "ly6dm" and "l11h40" have the same 32-bit FNV-1a hash.
    const distinct = new DistinctStrings();
    for (const s of ['ly6dm', 'l11h40', 'ly6dm', 'l11h40']) distinct.add(s);
    expect(distinct.size).toBe(2);
  });

  test('20,000 strings: every array grows, each string counted once', () => {
    const distinct = new DistinctStrings();
    for (let i = 0; i < 20_000; i++) distinct.add(`https://github.com/o/r-${i}`);
    for (let i = 0; i < 20_000; i++) distinct.add(`https://github.com/o/r-${i}`);
    expect(distinct.size).toBe(20_000);
    distinct.add('');
    distinct.add('');
    expect(distinct.size).toBe(20_001);
  });
});

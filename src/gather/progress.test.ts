import fc from 'fast-check';
import {
  matrixLabels,
  missingLegs,
  seenText,
  waitProgress,
  PROGRESS_EVERY_MS,
} from './progress.js';

describe('matrixLabels', () => {
  test('one dimension, several (first outermost, as GitHub orders the jobs), or a list', () => {
    expect(matrixLabels({ region: ['eu', 'us'] })).toEqual(['eu', 'us']);
    expect(matrixLabels({ os: ['linux', 'mac'], node: [20, 22] })).toEqual([
      '20/linux',
      '22/linux',
      '20/mac',
      '22/mac',
    ]);
    expect(matrixLabels([{ region: 'eu' }, 'us', 3])).toEqual(['eu', 'us', '3']);
  });

  test('null for what has no simple job order', () => {
    expect(matrixLabels({ region: ['eu'], include: [{ region: 'us' }] })).toBeNull();
    expect(matrixLabels({ region: 'eu' })).toBeNull();
    expect(matrixLabels([])).toBeNull();
    expect(matrixLabels('eu')).toBeNull();
    expect(
      matrixLabels({ a: Array.from({ length: 17 }, (_, i) => i), b: Array(17).fill(0) }),
    ).toBeNull();
  });

  test('property: the product has one label per job', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 4 }),
        (sizes) => {
          const matrix = Object.fromEntries(
            sizes.map((n, d) => [`d${d}`, Array.from({ length: n }, (_, i) => i)]),
          );
          expect(matrixLabels(matrix)).toHaveLength(sizes.reduce((a, b) => a * b, 1));
        },
      ),
    );
  });
});

test('missingLegs names labels, or seqs when a seq has none', () => {
  expect(missingLegs([1, 2], ['a', 'b', 'c'])).toBe('b, c');
  expect(missingLegs([1, 5], ['a', 'b', 'c'])).toBe('seqs 1 and 5');
  expect(missingLegs([4], null)).toBe('seq 4');
});

test('property: a wait of n polls logs no more than one line per 30 s, plus one per change', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 60_000 }),
      fc.array(fc.boolean(), { minLength: 1, maxLength: 200 }),
      (pollMs, arrivals) => {
        const report = waitProgress(null);
        let arrived = 0;
        let lines = 0;
        let changes = 0;
        arrivals.forEach((arrives, i) => {
          if (arrives && i > 0) {
            arrived += 1;
            changes += 1;
          }
          const state = { arrived, expected: 500, missing: [arrived], leftMs: 1000 };
          if (report(state, i * pollMs) !== null) lines += 1;
        });
        const span = (arrivals.length - 1) * pollMs;
        expect(lines).toBeLessThanOrEqual(1 + Math.floor(span / PROGRESS_EVERY_MS) + changes);
      },
    ),
  );
});

test('counts read as sentences: no "of ?" before the fan is known, no "1 legs"', () => {
  expect(seenText({ seen: 0, expected: null })).toBe('no leg seen');
  expect(seenText({ seen: 1, expected: 1 })).toBe('1 of 1 leg seen');
  expect(seenText({ seen: 0, expected: 2 })).toBe('0 of 2 legs seen');
});

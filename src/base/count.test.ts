import fc from 'fast-check';
import { counted, isCount } from './count.js';

describe('isCount', () => {
  it('holds exactly for the safe integers >= 0', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer(), fc.maxSafeInteger()), (n) => {
        expect(isCount(n)).toBe(Number.isSafeInteger(n) && n >= 0);
      }),
    );
    for (const value of ['1', null, undefined, 2 ** 53, -0.5, Number.NaN]) {
      expect(isCount(value)).toBe(false);
    }
  });
});

describe('counted', () => {
  it('is singular for one only', () => {
    expect(counted(1, 'leg')).toBe('1 leg');
    expect(counted(0, 'leg')).toBe('0 legs');
    expect(counted(3, 'leg')).toBe('3 legs');
    expect(counted(2, 'repository', 'repositories')).toBe('2 repositories');
  });
});

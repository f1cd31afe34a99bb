import fc from 'fast-check';
import { errnoCode, errorName } from './errno.js';

test('reads the code and the name of errors, whatever realm made them', () => {
  const error = Object.assign(new Error('gone'), { code: 'ENOENT' });
  expect(errnoCode(error)).toBe('ENOENT');
  expect(errorName(error)).toBe('Error');
  // A plain object is what an error from another realm looks like to instanceof.
  expect(errnoCode({ code: 'EEXIST' })).toBe('EEXIST');
  expect(errorName({ name: 'ArtifactNotFoundError' })).toBe('ArtifactNotFoundError');
});

test('anything without a string field gives undefined', () => {
  fc.assert(
    fc.property(fc.anything(), (thrown) => {
      const code = errnoCode(thrown);
      const name = errorName(thrown);
      const asRecord = (typeof thrown === 'object' && thrown !== null ? thrown : {}) as Record<
        string,
        unknown
      >;
      expect(code).toBe(typeof asRecord['code'] === 'string' ? asRecord['code'] : undefined);
      expect(name).toBe(typeof asRecord['name'] === 'string' ? asRecord['name'] : undefined);
    }),
  );
  expect(errnoCode(null)).toBeUndefined();
  expect(errorName('ArtifactNotFoundError')).toBeUndefined();
  expect(errnoCode({ code: 2 })).toBeUndefined();
});

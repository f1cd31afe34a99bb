import fc from 'fast-check';
import { parseCommandLine, UsageError } from './args.js';
import { thrownBy } from '../../test-support/errors.js';

const OPTIONS = {
  dir: { type: 'string' },
  verbose: { type: 'boolean', short: 'v' },
} as const;

const usageError = (run: () => unknown) => thrownBy(UsageError, run);

test('reads the declared options', () => {
  const { values, positionals } = parseCommandLine(['--dir', 'out', '-v'], OPTIONS);
  expect(values).toEqual({ dir: 'out', verbose: true });
  expect(positionals).toEqual([]);
});

test('an unknown option, a missing value or a stray positional is a UsageError', () => {
  expect(usageError(() => parseCommandLine(['--nope'], OPTIONS)).message).toMatch(/--nope/);
  expect(usageError(() => parseCommandLine(['--dir'], OPTIONS)).message).toMatch(/--dir/);
  expect(usageError(() => parseCommandLine(['extra'], OPTIONS)).message).toMatch(/extra/);
  expect(usageError(() => parseCommandLine(['x'], OPTIONS)).name).toBe('UsageError');
});

test('positionals are kept, in order, where allowed', () => {
  fc.assert(
    fc.property(fc.array(fc.stringMatching(/^[a-z][a-z0-9]{0,8}$/), { maxLength: 5 }), (words) => {
      const { positionals, values } = parseCommandLine(['-v', ...words], OPTIONS, true);
      expect(positionals).toEqual(words);
      expect(values.verbose).toBe(true);
    }),
  );
});

// The one table of prototype-named keys (`__proto__`, `constructor`, `prototype`) over every
// place untrusted data names a key: kernel options, the okf kernel's field, frames, rows,
// matrix combinations and the keys of results. Each is refused with a clear error or kept as
// plain data, never read from (or written to) an object's prototype.
import { appendKernel, areFrames } from './index.js';
import { okfKernel } from './kernels/okf.js';
import { PROTOTYPE_KEYS, ownField, prototypeKeyProblem } from '../base/prototype-keys.js';
import { canonicalJson } from '../canonical/index.js';
import { inferSchema } from '../okf/schema.js';

const frame = { fan_id: 'f', seq: 0, expected: 1 };
const origin = { seq: 0, attempt: 1, frame };
const context = { collector: 'rows' };
/** `{ ...rest, [key]: value }` with `key` an own field, also `__proto__` (as JSON.parse makes it). */
const own = (key: string, value: unknown, rest: object = {}): Record<string, unknown> => {
  const out = { ...rest } as Record<string, unknown>;
  Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  return out;
};

type Outcome =
  { refused: RegExp } | { data: (key: string) => unknown; expected: (key: string) => unknown };

const PLACES: [string, (key: string) => unknown, Outcome][] = [
  [
    'a kernel option named like it',
    (key) => appendKernel.init(own(key, 'x'), context),
    { refused: /kernel 'append' has no option/u },
  ],
  [
    'the okf kernel option field',
    (key) => okfKernel.init({ field: key }, context),
    { refused: /okf kernel option "field" must not be .*prototype-named key/u },
  ],
  [
    'a frame with it as an extra key',
    (key) => (areFrames([own(key, 1, frame)]) ? 'accepted' : 'refused'),
    { data: () => 'refused', expected: () => 'refused' },
  ],
  [
    'the key of a keyed result (key-by payload.name)',
    async (key) => {
      const state = appendKernel.init({ 'key-by': 'payload.name' }, context);
      const next = await appendKernel.apply(state, { name: key }, origin);
      return canonicalJson(await appendKernel.finalize(next));
    },
    {
      data: (key) => key,
      expected: (key) => `{${JSON.stringify(key)}:{"name":${JSON.stringify(key)}}}`,
    },
  ],
  [
    'a matrix dimension read by key-by matrix.<name> that the matrix lacks',
    async (key) => {
      const state = appendKernel.init({ 'key-by': `matrix.${key}` }, context);
      return appendKernel.apply(state, {}, { ...origin, matrix: { os: 'linux' } });
    },
    { refused: /the matrix has no dimension/u },
  ],
];

describe.each(PROTOTYPE_KEYS)('the key %s', (key) => {
  test.each(PLACES)('%s', async (_, run, outcome) => {
    if ('refused' in outcome) {
      await expect(Promise.resolve().then(() => run(key))).rejects.toThrow(outcome.refused);
    } else {
      expect(await run(key)).toEqual(outcome.expected(key));
    }
  });

  test('an okf row field other than __proto__ is an ordinary column', () => {
    if (key === '__proto__') {
      expect(() => inferSchema([own(key, 1, { a: 2 })])).toThrow(/Field name "__proto__" refused/u);
      return;
    }
    expect(Object.keys(inferSchema([own(key, 1, { a: 2 }), { a: 3 }]).columns).sort()).toEqual(
      ['a', key].sort(),
    );
  });

  test('the okf kernel reads no inherited field, and an option naming it is refused', () => {
    expect(ownField({}, key)).toBeUndefined();
    expect(ownField(own(key, [1]), key)).toEqual([1]);
    expect(prototypeKeyProblem('option', key)).toMatch(/prototype-named/u);
    expect(prototypeKeyProblem('option', `${key}x`)).toBeNull();
  });
});

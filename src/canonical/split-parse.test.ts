import fc from 'fast-check';
import { canonicalJson, parseStrict, StrictJsonError, type StrictParseOptions } from './index.js';
import { parseStrictSplitting } from './split-parse.js';

type Outcome = { value: unknown } | { code: string; pointer: string };

function outcome(parse: () => unknown): Outcome {
  try {
    return { value: parse() };
  } catch (error) {
    if (error instanceof StrictJsonError) return { code: error.code, pointer: error.pointer };
    throw error;
  }
}

const bytesOf = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));
const options = { maxDepth: 8, maxBytes: 1 << 20 };

/** Both parses of the same bytes: the split one must be indistinguishable. */
function expectSame(bytes: Uint8Array, opts: StrictParseOptions = options): void {
  const whole = outcome(() => parseStrict(bytes, opts));
  expect(outcome(() => parseStrictSplitting(bytes, 'articles', opts).value)).toEqual(whole);
}

// Payloads shaped like a leg (an object with an `articles` array) and not quite.
const element = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.dictionary(fc.string({ maxLength: 4 }), fc.jsonValue({ maxDepth: 3 })),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);
const payload = fc
  .tuple(
    fc.array(element, { maxLength: 5 }),
    fc.dictionary(fc.constantFrom('a', 'b', 'articles_', 'x"y'), fc.jsonValue({ maxDepth: 2 })),
    fc.boolean(),
  )
  .map(([articles, rest, first]) => (first ? { articles, ...rest } : { ...rest, articles }));
const format = fc.constantFrom<(v: unknown) => string>(
  (v) => canonicalJson(v),
  (v) => JSON.stringify(v),
  (v) => JSON.stringify(v, null, 2),
  (v) => ` ${JSON.stringify(v, null, '\t')}\n`,
);

describe('parseStrictSplitting', () => {
  test('gives what parseStrict gives for well-formed payloads, piecewise', () => {
    fc.assert(
      fc.property(payload, format, (value, write) => {
        const text = write(value);
        const bytes = bytesOf(text);
        expectSame(bytes);
        const split = parseStrictSplitting(bytes, 'articles', options);
        const { articles } = value as { articles: unknown[] };
        // Objects and arrays are split out; scalar elements make it parse the whole.
        if (articles.every((a) => typeof a === 'object' && a !== null)) {
          expect(split.elements).toBeDefined();
        }
        if (!split.elements) return;
        const { starts, ends, canonical } = split.elements;
        expect(starts).toHaveLength(articles.length);
        expect(canonical).toHaveLength(articles.length);
        starts.forEach((start, i) => {
          const t = Buffer.from(bytes.subarray(start, ends[i])).toString('utf8');
          if (split.elements?.canonical[i]) expect(canonicalJson(JSON.parse(t))).toBe(t);
          // (-0 is written as 0 by every writer here.)
          expect(JSON.parse(t)).toEqual(JSON.parse(JSON.stringify(articles[i])));
        });
      }),
      { numRuns: 300 },
    );
  });

  test('gives what parseStrict gives for any corruption of a payload, errors included', () => {
    const edit = fc.tuple(
      fc.nat(),
      fc.constantFrom('', ',', ']', '[', '}', '{', '"', '\\', ':', ' ', 'é', '1', '"articles":[]'),
      fc.integer({ min: 0, max: 2 }),
    );
    fc.assert(
      fc.property(
        payload,
        format,
        fc.array(edit, { minLength: 1, maxLength: 3 }),
        (v, w, edits) => {
          let text = w(v);
          for (const [at, insert, remove] of edits) {
            const i = at % (text.length + 1);
            text = text.slice(0, i) + insert + text.slice(i + remove);
          }
          expectSame(bytesOf(text));
        },
      ),
      { numRuns: 500 },
    );
  });

  test('separators, duplicates, depth, size and encoding', () => {
    for (const text of [
      '{"articles":[{"a":1},,{"b":2}]}',
      '{"articles":[{"a":1},]}',
      '{"articles":[,{"a":1}]}',
      '{"articles":[{"a":1} {"b":2}]}',
      '{"articles":[{"a":1}:{"b":2}]}',
      '{"articles":[],"articles":[{"a":1}]}',
      '{"articles":[{"a":1}],"b":1,"b":2}',
      '{"articles":[{"a":1,"a":2}]}',
      '{"articles":[{"a":"\\ud800"}]}',
      '{"articles":[[[[[[[[1]]]]]]]]}',
      '{"articles":[[[[[[1]]]]]]}',
      '{"articles":[{"a":1}]} x',
      '[{"articles":[]}]',
      '{"\\u0061rticles":[{"a":1}]}',
      '{"articles":[{"a":1}]',
      '{"articles":[{"a":"]"},{"b":"\\"}"}]}',
    ]) {
      expectSame(bytesOf(text));
    }
    expectSame(bytesOf(`{"articles":[{"a":"${'x'.repeat(100)}"}]}`), { ...options, maxBytes: 50 });
    expectSame(new Uint8Array([...bytesOf('{"articles":[{"a":"'), 0xff, ...bytesOf('"}]}')]));
    expectSame(new Uint8Array([0xef, 0xbb, 0xbf, ...bytesOf('{"articles":[]}')]));
  });

  it('holds canonical elements to the depth limit too (they skip the strict parser)', () => {
    // Four levels: the payload, the array, a canonical record, an array of strings in it.
    const payload = bytesOf('{"articles":[{"a":["x"]},{"b":"y"}]}');
    for (const maxDepth of [1, 2, 3, 4, 5]) expectSame(payload, { maxDepth });
    expect(() => parseStrictSplitting(payload, 'articles', { maxDepth: 3 })).toThrow(/deep/);
  });

  test('reads long runs of canonical elements, and mixed runs, as parseStrict does', () => {
    const many = Array.from({ length: 3000 }, (_, i) => ({ i, t: `${'x'.repeat(i % 90)}é` }));
    const text = canonicalJson({ articles: many, z: 1 });
    const bytes = bytesOf(text);
    const split = parseStrictSplitting(bytes, 'articles');
    expect(split.value).toEqual(JSON.parse(text));
    expect(split.elements?.canonical.every(Boolean)).toBe(true);
    // Every tenth element indented (not canonical), and one with a duplicate key.
    const mixed = text.replace(/\{"i":(\d*0),/g, '{ "i": $1,');
    expectSame(bytesOf(mixed), {});
    expect(
      parseStrictSplitting(bytesOf(mixed), 'articles').elements?.canonical.filter(Boolean),
    ).toHaveLength(2700);
    expectSame(bytesOf(mixed.replace('{"i":1,', '{"i":1,"i":1,')), {});
  });

  test('reads non-ASCII text exactly', () => {
    const value = { articles: [{ t: 'é 😀 \u2028' }, { t: 'ß' }], z: 'ü' };
    const bytes = bytesOf(canonicalJson(value));
    const split = parseStrictSplitting(bytes, 'articles');
    expect(split.value).toEqual(value);
    const { starts = [], ends = [] } = split.elements ?? {};
    expect(
      starts.map((start, i) => Buffer.from(bytes.subarray(start, ends[i])).toString()),
    ).toEqual(value.articles.map((a) => canonicalJson(a)));
    expect(split.elements?.canonical).toEqual([true, true]);
    // Indented: the same value, nothing proven canonical.
    const indented = parseStrictSplitting(bytesOf(JSON.stringify(value, null, 2)), 'articles');
    expect(indented.value).toEqual(value);
    expect(indented.elements?.canonical).toEqual([false, false]);
  });
});

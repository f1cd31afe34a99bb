import fc from 'fast-check';
import { canonicalJson, parseStrict, StrictJsonError, type StrictParseOptions } from '../index.js';
import { parseStrictSplitting } from './split-parse.js';
import { asciiEscaped, record } from '../../../test-support/json-records.js';

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
        const { starts, ends, canonical, rewritten } = split.elements;
        expect(starts).toHaveLength(articles.length);
        expect(canonical).toHaveLength(articles.length);
        if (rewritten) expect(canonical.every(Boolean)).toBe(true);
        starts.forEach((start, i) => {
          const t = Buffer.from((rewritten ?? bytes).subarray(start, ends[i])).toString('utf8');
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
    // Every tenth element indented (rewritten), and one with a duplicate key.
    const spaced = text.replace(/\{"i":(\d*0),/g, '{ "i": $1,');
    expectSame(bytesOf(spaced), {});
    const rewritten = parseStrictSplitting(bytesOf(spaced), 'articles').elements;
    expect(rewritten?.canonical.every(Boolean)).toBe(true);
    const body = text.slice('{"articles":['.length, -'],"z":1}'.length);
    expect(Buffer.from(rewritten?.rewritten ?? []).toString() === body).toBe(true);
    expectSame(bytesOf(spaced.replace('{"i":1,', '{"i":1,"i":1,')), {});
    // Every tenth element nested (neither canonical nor rewritten): runs of both kinds.
    const mixed = text.replace(/\{"i":(\d*0),/g, '{"i":$1,"o":{},');
    expectSame(bytesOf(mixed), {});
    const elements = parseStrictSplitting(bytesOf(mixed), 'articles').elements;
    expect(elements?.canonical.filter(Boolean)).toHaveLength(2700);
    expect(elements?.rewritten).toBeUndefined();
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
    // Indented: the same value, the elements rewritten to their canonical texts.
    const indented = parseStrictSplitting(bytesOf(JSON.stringify(value, null, 2)), 'articles');
    expect(indented.value).toEqual(value);
    expect(indented.elements?.canonical).toEqual([true, true]);
    expect(Buffer.from(indented.elements?.rewritten ?? []).toString()).toBe(
      value.articles.map((a) => canonicalJson(a)).join(','),
    );
    // Every non-ASCII character escaped (json_encode): an ASCII payload, UTF-8 once rewritten.
    const escaped = bytesOf(asciiEscaped(canonicalJson(value)));
    expect(parseStrictSplitting(escaped, 'articles').value).toEqual(value);
  });

  test('rewrites flat records written any way to their canonical texts, wherever the first such record is', () => {
    const reversed = (r: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(r).reverse());
    const writer = fc.constantFrom<(v: Record<string, unknown>) => string>(
      (v) => canonicalJson(v),
      (v) => JSON.stringify(reversed(v)),
      (v) => JSON.stringify(v, null, 2),
      (v) => JSON.stringify(reversed(v), null, '\t'),
      (v) => asciiEscaped(canonicalJson(v)),
      (v) => asciiEscaped(JSON.stringify(reversed(v), null, 2)),
    );
    const written = fc.array(fc.tuple(record, writer), { maxLength: 8 });
    fc.assert(
      fc.property(written, fc.boolean(), (elements, nested) => {
        const texts = elements.map(([r, write]) => write(r));
        // A nested element (not a flat record) stops the rewrite: texts then come from the payload.
        if (nested) texts.push('{"n":{"m":1}}');
        const bytes = bytesOf(`{"articles":[\n${texts.join(',\n')}\n],"z":1}`);
        const split = parseStrictSplitting(bytes, 'articles');
        expectSame(bytes, {});
        const { starts = [], ends = [], canonical = [], rewritten } = split.elements ?? {};
        const source = rewritten ?? bytes;
        const read = starts.map((start, i) =>
          Buffer.from(source.subarray(start, ends[i])).toString(),
        );
        const allCanonical = elements.every(([r, write]) => write(r) === canonicalJson(r));
        expect(rewritten !== undefined).toBe(!nested && !allCanonical);
        read.forEach((t, i) => {
          if (canonical[i]) expect(t).toBe(canonicalJson(JSON.parse(texts[i] as string)));
          else expect(t).toBe(texts[i]);
        });
      }),
      { numRuns: 500 },
    );
  });
});

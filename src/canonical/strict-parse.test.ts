import fc from 'fast-check';
import { parseStrict, StrictJsonError } from './index.js';
import { thrownBy } from '../../test-support/errors.js';

function errorOf(input: string | Uint8Array, options = {}): StrictJsonError {
  return thrownBy(StrictJsonError, () => parseStrict(input, options));
}

describe('parseStrict', () => {
  test('parses what JSON.parse parses when it is strict-clean', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 5 }), (value) => {
        const text = JSON.stringify(value, null, 1);
        expect(parseStrict(text)).toEqual(JSON.parse(text));
      }),
    );
  });

  test('rejects duplicate keys with the pointer of the duplicate', () => {
    const e = errorOf('{"a":{"x~/y":1,"b":[{"c":1,"c":2}]}}');
    expect(e.code).toBe('duplicate_key');
    expect(e.pointer).toBe('/a/b/0/c');
  });

  test('a duplicate key hidden behind escapes is still a duplicate', () => {
    expect(errorOf('{"ab":1,"\\u0061b":2}').code).toBe('duplicate_key');
  });

  test('strings that merely contain colons are not mistaken for keys', () => {
    expect(parseStrict('{"a":"x\\":y", "b":["c:" , "d"]}')).toEqual({ a: 'x":y', b: ['c:', 'd'] });
  });

  test('a duplicate is found whatever the spacing and whatever the strings contain', () => {
    expect(errorOf('{"a" : 1, "b": "\\": x", "a":2}').code).toBe('duplicate_key');
    const key = fc.constantFrom('a', 'b', ':', '"', '\\":');
    const value = fc.oneof(fc.integer(), fc.constantFrom('":', '" :', ': "', 'x'));
    fc.assert(
      fc.property(
        fc.array(fc.tuple(key, value, fc.constantFrom('', ' ', '\n\t')), { maxLength: 6 }),
        (entries) => {
          const text =
            '{' +
            entries
              .map(([k, v, ws]) => `${JSON.stringify(k)}${ws}:${ws}${JSON.stringify(v)}`)
              .join(',') +
            '}';
          const hasDuplicate = new Set(entries.map(([k]) => k)).size !== entries.length;
          if (hasDuplicate) expect(errorOf(text).code).toBe('duplicate_key');
          else expect(parseStrict(text)).toEqual(JSON.parse(text));
        },
      ),
    );
  });

  test('rejects NaN, Infinity and other syntax errors', () => {
    for (const text of [
      '{"a":NaN}',
      '[Infinity]',
      '[-Infinity]',
      '{"a":1,}',
      "{'a':1}",
      '[1] 2',
      '',
    ]) {
      expect(errorOf(text).code).toBe('syntax');
    }
  });

  test('rejects escaped lone surrogates in values and keys', () => {
    expect(errorOf('{"t":["ok","\\ud800"]}').pointer).toBe('/t/1');
    expect(errorOf('{"\\udc00":1}').code).toBe('lone_surrogate');
    expect(parseStrict('"\\ud83d\\ude00"')).toBe('\ud83d\ude00');
  });

  test('rejects nesting deeper than the limit', () => {
    const deep = '['.repeat(10) + ']'.repeat(10);
    expect(errorOf(deep, { maxDepth: 5 }).code).toBe('too_deep');
    expect(parseStrict(deep, { maxDepth: 10 })).toBeDefined();
    expect(errorOf('['.repeat(100000) + ']'.repeat(100000)).code).toBe('too_deep');
  });

  test('rejects payloads over the byte limit before parsing', () => {
    const e = errorOf('[' + '1,'.repeat(100) + '1]', {
      maxBytes: 50,
      source: 'rss-a-a1/rss-a.json',
    });
    expect(e.code).toBe('too_large');
    expect(e.message).toContain('rss-a-a1/rss-a.json');
    // A string is measured in UTF-8 bytes, not in characters: 56 bytes, 20 characters.
    const text = JSON.stringify('€'.repeat(18));
    expect(errorOf(text, { maxBytes: 55 }).code).toBe('too_large');
    expect(parseStrict(text, { maxBytes: 56 })).toBe('€'.repeat(18));
  });

  test('rejects bytes that are not UTF-8', () => {
    expect(errorOf(new Uint8Array([0x22, 0xff, 0x22])).code).toBe('invalid_utf8');
    expect(parseStrict(Buffer.from('"é"'))).toBe('é');
  });

  test('keeps __proto__ as a plain key without touching the prototype', () => {
    const value = parseStrict('{"__proto__":{"polluted":true}}') as Record<string, unknown>;
    expect(Object.keys(value)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

import fc from 'fast-check';
import { CanonicalRewriter } from './canonical-rewrite.js';
import { canonicalJson, parseStrict } from '../index.js';
import { edited, edits, record, unicodeEscape } from '../../../test-support/json-records.js';

const bytesOf = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));

/** The rewrite of the record that starts `text`, and where it ended (-1: none). */
function rewrite(text: string): { end: number; canonical: string } {
  const rewriter = new CanonicalRewriter(4);
  const bytes = bytesOf(text);
  const end = rewriter.rewrite(bytes, 0, bytes.length);
  return { end, canonical: Buffer.from(rewriter.bytes()).toString('utf8') };
}

/** The record's members in some order: the rewrite must not care which. */
const shuffledRecord = fc.tuple(record, fc.nat()).map(([value, seed]) => {
  const entries = Object.entries(value);
  const rotated = entries
    .slice(seed % (entries.length || 1))
    .concat(entries.slice(0, seed % (entries.length || 1)));
  return Object.fromEntries(seed % 2 ? rotated.reverse() : rotated);
});
/** A scalar as PHP writes strings (slashes and non-ASCII escaped), numbers in exponent form. */
const otherScalar = (x: unknown) =>
  typeof x === 'number'
    ? x.toExponential()
    : JSON.stringify(x)
        .replace(/\//g, '\\/')
        .replace(/[^\x00-\x7f]/g, unicodeEscape);
const writers = [
  (v: unknown) => canonicalJson(v),
  (v: unknown) => JSON.stringify(v),
  (v: unknown) => JSON.stringify(v, null, 2),
  (v: unknown) => JSON.stringify(v, null, '\t').replace(/\n/g, '\r\n'),
  // Space around every separator, arrays spread over lines.
  (v: unknown) =>
    `{ ${Object.entries(v as object)
      .map(([k, x]) => `${JSON.stringify(k)} : ${JSON.stringify(x, null, 3)}`)
      .join(' ,\n')} }`,
  // Scalars written as other programs write them.
  (v: unknown) =>
    `{${Object.entries(v as object)
      .map(
        ([k, x]) =>
          `${JSON.stringify(k)}: ${Array.isArray(x) ? `[${x.map(otherScalar).join(', ')}]` : otherScalar(x)}`,
      )
      .join(', ')}}`,
];

describe('CanonicalRewriter', () => {
  it('rewrites any flat record, however written, to the canonical JSON of its value', () => {
    fc.assert(
      fc.property(shuffledRecord, fc.constantFrom(...writers), (value, write) => {
        const text = write(value);
        const { end, canonical } = rewrite(text);
        expect(end).toBe(bytesOf(text).length);
        expect(canonical).toBe(canonicalJson(value));
      }),
      { numRuns: 1000 },
    );
  });

  it('only ever accepts a text whose rewrite is the canonical JSON of its strict parse', () => {
    const escapes = (v: unknown) =>
      JSON.stringify(v, null, 1).replace(/[a-z]/, (c) => `\\u00${c.charCodeAt(0).toString(16)}`);
    fc.assert(
      fc.property(
        shuffledRecord,
        fc.constantFrom(...writers, escapes),
        edits,
        (value, write, changes) => {
          const text = edited(write(value), changes);
          const { end, canonical } = rewrite(text);
          if (end < 0) {
            expect(canonical).toBe('');
            return;
          }
          const taken = Buffer.from(bytesOf(text).subarray(0, end)).toString('utf8');
          // Strict: a duplicate key or an escaped lone surrogate would throw here.
          expect(canonical).toBe(canonicalJson(parseStrict(taken)));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('appends record after record, joined by commas, and leaves the output as it was when it refuses one', () => {
    const rewriter = new CanonicalRewriter(1);
    const text = '[{ "b": 1, "a": [ "x" , null ] }, {"a":1,"a":2}, {\n "z": true\n}]';
    const bytes = bytesOf(text);
    expect(rewriter.rewrite(bytes, 1, bytes.length)).toBe(text.indexOf('}') + 1);
    expect(rewriter.rewrite(bytes, text.indexOf('{"a":1'), bytes.length)).toBe(-1);
    expect(rewriter.rewrite(bytes, text.lastIndexOf('{'), bytes.length)).toBe(bytes.length - 1);
    expect(Buffer.from(rewriter.bytes()).toString()).toBe('{"a":["x",null],"b":1},{"z":true}');
    const canonical = bytesOf('{"c":2}');
    expect(rewriter.append(canonical, 0, canonical.length)).toBe(canonical.length);
    expect(Buffer.from(rewriter.bytes()).toString()).toBe(
      '{"a":["x",null],"b":1},{"z":true},{"c":2}',
    );
    // Where each record is in the output, the commas between them left out.
    expect([rewriter.starts, rewriter.ends]).toEqual([
      [0, 23, 34],
      [22, 33, 41],
    ]);
  });

  it('appends a first record without a comma', () => {
    const rewriter = new CanonicalRewriter(0);
    const bytes = bytesOf('[{"a":1}]');
    expect(rewriter.append(bytes, 1, 8)).toBe(8);
    expect(Buffer.from(rewriter.bytes()).toString()).toBe('{"a":1}');
  });

  it('recodes scalars written another way to their canonical texts', () => {
    for (const [t, canonical] of [
      ['{ "a": 1.0 }', '{"a":1}'],
      ['{"a":[1E2, -0, 0.50]}', '{"a":[100,0,0.5]}'],
      ['{"a":"\\u0041"}', '{"a":"A"}'],
      ['{"a":"\\ud83d\\ude00"}', '{"a":"😀"}'],
      ['{"a":"https:\\/\\/x.example\\/?a=1\\u0026b=2"}', '{"a":"https://x.example/?a=1&b=2"}'],
      ['{"b":"\\u00e9","a":"\\u001f"}', '{"a":"\\u001f","b":"é"}'],
    ]) {
      expect([t, rewrite(t as string).canonical]).toEqual([t, canonical]);
    }
  });

  it('refuses what is not a flat record of scalars the strict parse accepts', () => {
    for (const t of [
      '{"a":1,"a":1}',
      '{"a":"\\ud83d"}',
      '{"a":["\\ude00"]}',
      '{"a":1e400}',
      '{"a":"\\x"}',
      '{"a":01}',
      '{"a":-}',
      '{"a":1.}',
      '{"a":"\u0001"}',
      '{"a":{}}',
      '{"a":[[1]]}',
      '{"a":[1,]}',
      '{"a":1,}',
      '{"a" 1}',
      '{"a":1 "b":2}',
      '{"\\u0061":1}',
      '{"é":1}',
      '{"a":tru}',
      '{"a":1',
      '{"a":[1',
      '[1]',
    ]) {
      expect([t, rewrite(t).end]).toEqual([t, -1]);
    }
  });

  it('reads no further than its limit', () => {
    const bytes = bytesOf('{"a": 1}   ');
    expect(new CanonicalRewriter(8).rewrite(bytes, 0, 7)).toBe(-1);
    expect(new CanonicalRewriter(8).rewrite(bytes, 0, 8)).toBe(8);
  });
});

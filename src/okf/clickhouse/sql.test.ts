// The one escaping of the ClickHouse store, on hostile strings (pure): what it writes is
// printable ASCII, its quote appears only at the ends, and decoding the \xHH gives the text
// back. (clickhouse.test.ts has the server read the same literals back.)
import fc from 'fast-check';
import { parseWhere } from '../where.js';
import { sqlIdent, sqlValue } from './sql.js';
import { whereSql } from './where-sql.js';

const hostile = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }).filter((s) => s.isWellFormed()),
  fc.constantFrom("'", '\\', "\\'", '`', '\u0000', "'); DROP TABLE t; --", '\\x27'),
);

function decode(literal: string, quote: string): string {
  expect(literal.startsWith(quote) && literal.endsWith(quote)).toBe(true);
  const body = literal.slice(1, -1);
  expect(body).not.toContain(quote);
  const bytes = body.replace(/\\x([0-9a-f]{2})/gu, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  expect(body.replace(/\\x[0-9a-f]{2}/gu, '')).not.toContain('\\');
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The SQL with each quoted token emptied, and its string literals, read left to right. */
function tokens(sql: string): { shape: string; literals: string[] } {
  let shape = '';
  const literals: string[] = [];
  for (let i = 0; i < sql.length; i++) {
    const quote = sql[i]!;
    if (quote !== "'" && quote !== '`') {
      shape += quote;
      continue;
    }
    const end = sql.indexOf(quote, i + 1);
    if (quote === "'") literals.push(sql.slice(i, end + 1));
    shape += quote + quote;
    i = end;
  }
  return { shape, literals };
}

describe('sqlValue and sqlIdent', () => {
  test('strings: printable ASCII, quoted once, decoded back', () => {
    fc.assert(
      fc.property(hostile, (text) => {
        for (const [out, quote] of [
          [sqlValue(text), "'"],
          text ? [sqlIdent(text), '`'] : null,
        ].filter((x): x is string[] => x !== null)) {
          expect(out).toMatch(/^[\x20-\x7e]*$/u);
          expect(decode(out!, quote!)).toBe(text);
        }
      }),
    );
  });

  test('numbers: an integer as itself, any other double by its exact bytes', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const out = sqlValue(value);
        const bytes = /unhex\('([0-9a-f]{16})'\)/u.exec(out)?.[1];
        if (Number.isSafeInteger(value)) expect(out).toBe(`(${String(value)})`);
        else expect(Buffer.from(bytes!, 'hex').readDoubleLE()).toBe(value);
      }),
    );
    expect(() => sqlValue(Infinity)).toThrow(RangeError);
  });

  test('a where with hostile literals and field names gives SQL whose text escapes them all', () => {
    fc.assert(
      // No control characters in the value: JSON.stringify writes them as \u escapes,
      // which the where grammar does not read.
      fc.property(
        hostile.filter((s) => !/[\u0000-\u001f]/u.test(s)),
        hostile.filter((s) => s.length > 0 && !/[\u0000-\u001f]/u.test(s)),
        (value, field) => {
          const schema = { rows: 1, columns: { s: { type: 'str' as const } } };
          const where = `s = ${JSON.stringify(value)} or s contains ${JSON.stringify(value)}`;
          const sql = whereSql(parseWhere(where, schema), () => ({ column: field, type: 'str' }));
          expect(sql).toMatch(/^[\x20-\x7e]*$/u);
          const { shape, literals } = tokens(sql);
          expect(literals.map((l) => decode(l, "'"))).toEqual([value, value]);
          expect(shape).toBe("(ifNull(`` = '', 0) OR ifNull(position(``, '') > 0, 0))");
        },
      ),
    );
  });
});

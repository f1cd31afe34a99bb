import fc from 'fast-check';
import { matches } from './evaluate.js';
import { inferSchema } from './schema.js';
import { OkfError } from './errors.js';
import { MAX_WHERE_LENGTH, parseWhere } from './where.js';

const rows = [
  { branch: 'north', risk: 0.9, n: 1, ok: true, tags: ['a', 'b'] },
  { branch: 'south', risk: 0.2, n: 2, ok: false, tags: [] },
  { branch: 'north', risk: null, n: 3, ok: null, tags: null },
];

// The columns as published rows have them: branch str, risk float, n int, ok bool, tags json.
const schema = inferSchema(rows);

function select(where: string): number[] {
  const predicate = parseWhere(where, schema);
  return rows.flatMap((row, i) => (matches(predicate, row) ? [i] : []));
}

describe('where grammar', () => {
  test.each([
    ['risk > 0.8 and branch = "north"', [0]],
    ["branch == 'north' or n >= 2", [0, 1, 2]],
    ['not (risk > 0.8)', [1, 2]],
    ['risk = null', [2]],
    ['risk != null and n < 2', [0]],
    ['branch in ["south", "east"]', [1]],
    ['n in [1, 3]', [0, 2]],
    ['branch contains "ort"', [0, 2]],
    ['tags contains "b"', [0]],
    ['ok = true', [0]],
    ['ok != true', [1]],
    ['n > -1 and n <= 2', [0, 1]],
    ['(n = 1 or n = 2) and not (ok = false)', [0]],
  ])('%s', (where, expected) => {
    expect(select(where)).toEqual(expected);
  });

  test('and binds tighter than or', () => {
    expect(select('n = 3 or n = 1 and ok = false')).toEqual([2]);
  });

  test.each([
    ['risk > ', 8],
    ['risk >> 1', 7],
    ['risk + 1 > 2', 6],
    ['branch = "north', 16],
    ['n > 1 && n < 3', 7],
  ])('syntax error in %j shows the position', (where, position) => {
    expect(() => parseWhere(where, schema)).toThrow(
      expect.objectContaining({
        code: 'syntax',
        message: expect.stringContaining(`at position ${position}`),
      }),
    );
  });

  test.each([
    ['risk > "high"', 'risk is float'],
    ['branch = 3', 'branch is str'],
    ['ok > true', 'ok is bool'],
    ['ok = 1', 'ok is bool'],
    ['n contains 1', "'contains' applies to str and json"],
    ['tags = "a"', 'tags is json'],
    ['n in ["a"]', 'n is int'],
  ])('type mismatch in %j', (where, message) => {
    expect(() => parseWhere(where, schema)).toThrow(
      expect.objectContaining({ code: 'type_mismatch', message: expect.stringContaining(message) }),
    );
  });

  test.each([
    'risk',
    '1 = risk',
    'not risk',
    'risk > branch',
    'f(1) = 2',
    'risk > null',
    'n in 1',
    'n in []',
  ])('%j is refused as outside the grammar', (where) => {
    expect(() => parseWhere(where, schema)).toThrow(expect.objectContaining({ code: 'syntax' }));
  });

  test('an unknown field is named', () => {
    expect(() => parseWhere('amount > 1', schema)).toThrow(
      expect.objectContaining({
        code: 'unknown_field',
        message: expect.stringContaining('"amount"'),
      }),
    );
  });

  test('a where over the maximum length is refused', () => {
    expect(() => parseWhere(`n = 1${' or n = 1'.repeat(300)}`, schema)).toThrow(
      expect.objectContaining({ code: 'bad_option' }),
    );
  });
});

describe('any text as a where', () => {
  const tokens = [
    'branch',
    'risk',
    'n',
    'ok',
    'tags',
    'x',
    ' and ',
    ' or ',
    'not',
    ' in ',
    ' contains ',
    '(',
    ')',
    '[',
    ']',
    ',',
    '=',
    '==',
    '!=',
    '<',
    '<=',
    '>',
    '>=',
    '-',
    '"a"',
    "'b'",
    '"',
    "'",
    '\\',
    '1',
    '1e400',
    '0.5',
    'true',
    'false',
    'null',
    ' ',
    '+',
    '&&',
    '!',
    '.',
    '?',
    ':',
    '{',
    '}',
    'this',
    'constructor',
    '__proto__',
    '`',
  ];
  const where = fc
    .array(fc.constantFrom(...tokens), { maxLength: 40 })
    .map((parts) => parts.join(''));

  test('parses to a predicate that evaluates, or is refused with an OkfError', () => {
    fc.assert(
      fc.property(fc.oneof(where, fc.string({ maxLength: 60 })), (text) => {
        let predicate;
        try {
          predicate = parseWhere(text, schema);
        } catch (error) {
          if (!(error instanceof OkfError)) throw error;
          return;
        }
        for (const row of rows) expect(typeof matches(predicate, row)).toBe('boolean');
      }),
      { numRuns: 5000 },
    );
  });

  test.each([
    ['(', ')'],
    ['not(', ')'],
    ['[', ']'],
  ])(
    'nested %s … %s to the length limit is refused or parsed, never a stack overflow',
    (open, close) => {
      const depth = Math.floor(MAX_WHERE_LENGTH / (open.length + close.length)) - 2;
      const text = `${open.repeat(depth)}n = 1${close.repeat(depth)}`;
      try {
        parseWhere(text, schema);
      } catch (error) {
        expect(error).toBeInstanceOf(OkfError);
      }
    },
  );
});

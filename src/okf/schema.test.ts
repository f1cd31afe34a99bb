import { inferSchema, renderItem } from './schema.js';

describe('inferSchema', () => {
  test('types from the values, nulls and missing keys not counted, fields sorted', () => {
    const schema = inferSchema([
      { risk: 0.5, branch: 'north', n: 1, ok: true, tags: ['a'], mixed: 1, gone: null },
      { risk: 1, branch: null, n: 2, ok: false, tags: [], mixed: 'x' },
    ]);
    expect(schema).toEqual({
      rows: 2,
      columns: {
        branch: { type: 'str' },
        gone: { type: 'str' },
        mixed: { type: 'json' },
        n: { type: 'int' },
        ok: { type: 'bool' },
        risk: { type: 'float' },
        tags: { type: 'json' },
      },
    });
    expect(Object.keys(schema.columns)).toEqual([
      'branch',
      'gone',
      'mixed',
      'n',
      'ok',
      'risk',
      'tags',
    ]);
  });

  test('descriptions (and the types of empty columns) from the payload JSON Schema', () => {
    const payload = {
      type: 'array',
      items: {
        properties: {
          branch: { type: 'string', description: 'agence' },
          amount: { type: 'integer', description: ' euros ' },
        },
      },
    };
    expect(inferSchema([{ branch: 'a', amount: null }], payload).columns).toEqual({
      amount: { type: 'int', desc: 'euros' },
      branch: { type: 'str', desc: 'agence' },
    });
  });

  test('rows that are not objects, and non-finite numbers, are refused', () => {
    expect(() => inferSchema([{ a: 1 }, [1]])).toThrow(
      expect.objectContaining({ code: 'bad_rows', message: 'Row 1 is not a JSON object' }),
    );
    expect(() => inferSchema([{ a: Infinity }])).toThrow(
      expect.objectContaining({ code: 'bad_rows' }),
    );
    expect(() => inferSchema([{ '': 1 }])).toThrow(expect.objectContaining({ code: 'bad_rows' }));
  });

  test('a field named __proto__ (as JSON.parse makes it) is refused, not dropped', () => {
    const rows = JSON.parse('[{"a": 1, "__proto__": 2}]') as unknown[];
    expect(() => inferSchema(rows)).toThrow(
      expect.objectContaining({ code: 'bad_rows', message: expect.stringContaining('__proto__') }),
    );
  });
});

describe('renderItem', () => {
  test('the one-line, schema-only rendering', () => {
    const item = {
      ref: 'okf:claims#v3',
      schema: {
        rows: 1240,
        columns: { branch: { type: 'str' as const }, risk: { type: 'float' as const } },
      },
    };
    expect(renderItem(item)).toBe('okf:claims#v3 — 1240 rows; branch, risk');
    expect(renderItem({ ref: 'okf:x#v1', schema: { rows: 1, columns: {} } })).toBe(
      'okf:x#v1 — 1 row; (no fields)',
    );
  });
});

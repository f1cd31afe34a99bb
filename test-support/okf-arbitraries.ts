// Generators of OKF rows and where filters for property tests (rows of five typed fields,
// filters as trees rendered to the where grammar). Not used by production code.
import fc from 'fast-check';
export type Row = {
  i: number | null;
  f: number | null;
  s: string | null;
  b: boolean | null;
  j: string[] | null;
};
export const FIELDS = ['b', 'f', 'i', 'j', 's'] as const;
// Quotes, a backslash and a character outside the BMP test every store's escaping and order.
export const WORDS = ['a', 'ab', 'b', 'ba', 'é', 'z', "it's", 'a\\b"', '😀'];

const nullable = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null, freq: 4 });
export const rowArb: fc.Arbitrary<Row> = fc.record({
  i: nullable(fc.integer({ min: -20, max: 20 })),
  f: nullable(
    fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true, min: -5, max: 5 }),
      fc.constantFrom(0.5, 1.5),
    ),
  ),
  s: nullable(fc.constantFrom(...WORDS)),
  b: nullable(fc.boolean()),
  j: nullable(fc.array(fc.constantFrom(...WORDS), { maxLength: 3 })),
});

// A filter as a tree: rendered to the where text, and evaluated here by the plain rules.
export type Filter =
  | { op: 'and' | 'or'; l: Filter; r: Filter }
  | { op: 'not'; a: Filter }
  | {
      op: 'cmp';
      field: 'i' | 'f' | 's' | 'b';
      cmp: string;
      value: number | string | boolean | null;
    }
  | { op: 'in'; field: 'i' | 's'; values: (number | string)[] }
  | { op: 'contains'; field: 's' | 'j'; value: string };

const CMPS = ['=', '!=', '<', '<=', '>', '>='];
const leaf: fc.Arbitrary<Filter> = fc.oneof(
  fc.record({
    op: fc.constant('cmp' as const),
    field: fc.constant('i' as const),
    cmp: fc.constantFrom(...CMPS),
    value: fc.integer({ min: -25, max: 25 }),
  }),
  fc.record({
    op: fc.constant('cmp' as const),
    field: fc.constant('f' as const),
    cmp: fc.constantFrom(...CMPS),
    value: fc.constantFrom(-1, 0, 0.5, 1.5, 4.25),
  }),
  fc.record({
    op: fc.constant('cmp' as const),
    field: fc.constant('s' as const),
    cmp: fc.constantFrom(...CMPS),
    value: fc.constantFrom(...WORDS),
  }),
  fc.record({
    op: fc.constant('cmp' as const),
    field: fc.constant('b' as const),
    cmp: fc.constantFrom('=', '!='),
    value: fc.boolean(),
  }),
  fc.record({
    op: fc.constant('cmp' as const),
    field: fc.constantFrom('i' as const, 's' as const, 'b' as const),
    cmp: fc.constantFrom('=', '!='),
    value: fc.constant(null),
  }),
  fc.record({
    op: fc.constant('in' as const),
    field: fc.constant('i' as const),
    values: fc.array(fc.integer({ min: -25, max: 25 }), { minLength: 1, maxLength: 3 }),
  }),
  fc.record({
    op: fc.constant('in' as const),
    field: fc.constant('s' as const),
    values: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }),
  }),
  fc.record({
    op: fc.constant('contains' as const),
    field: fc.constantFrom('s' as const, 'j' as const),
    value: fc.constantFrom(...WORDS),
  }),
);
export const filterArb: fc.Arbitrary<Filter> = fc.letrec<{ f: Filter }>((tie) => ({
  f: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { arbitrary: leaf, weight: 4 },
    fc.record({ op: fc.constantFrom('and' as const, 'or' as const), l: tie('f'), r: tie('f') }),
    fc.record({ op: fc.constant('not' as const), a: tie('f') }),
  ),
})).f;

export function render(f: Filter): string {
  switch (f.op) {
    case 'and':
    case 'or':
      return `(${render(f.l)}) ${f.op} (${render(f.r)})`;
    case 'not':
      return `not (${render(f.a)})`;
    case 'in':
      return `${f.field} in [${f.values.map((v) => JSON.stringify(v)).join(', ')}]`;
    case 'contains':
      return `${f.field} contains ${JSON.stringify(f.value)}`;
    case 'cmp':
      return `${f.field} ${f.cmp} ${JSON.stringify(f.value)}`;
  }
}

// Declared types: a column that happens to hold only nulls keeps its type.
const JSON_TYPES = { i: 'integer', f: 'number', s: 'string', b: 'boolean', j: 'array' };
export const payloadSchema = {
  properties: Object.fromEntries(
    Object.entries(JSON_TYPES).map(([field, type]) => [field, { type }]),
  ),
};

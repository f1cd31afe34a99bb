import { okfKernel } from './okf.js';
import { okfPublish } from '../io/okf-publish.js';
import { MemoryOkfStore } from '../../../test-support/okf.js';

const frame = { fan_id: 'f', seq: 0, expected: 1 };
const origin = { seq: 0, attempt: 1, frame };
const context = { collector: 'claims' };

const rowSchema = {
  type: 'object',
  properties: {
    branch: { type: 'string', description: 'agency' },
    risk: { type: 'number', description: 'score 0-1' },
  },
};

async function publishOne(options: Record<string, unknown>, item: unknown) {
  const state = await okfKernel.apply(okfKernel.init(options, context), item, origin);
  return okfPublish(await okfKernel.finalize(state), new MemoryOkfStore());
}

describe('okf kernel options', () => {
  test.each(['feild', 'shema', 'Name', 'stor'])(
    'the unknown option %s is refused by name',
    (key) => {
      expect(() => okfKernel.init({ name: 'claims', [key]: 'x' }, context)).toThrow(
        expect.objectContaining({
          name: 'RangeError',
          message: expect.stringContaining(`"${key}"`),
        }),
      );
    },
  );

  test('store: artifacts by default, clickhouse on demand, nothing else; keep with clickhouse only', async () => {
    expect(okfKernel.init({}, context)).toMatchObject({ store: 'artifacts', keep: null });
    const state = okfKernel.init({ store: 'clickhouse', keep: 3 }, context);
    expect(state).toMatchObject({ store: 'clickhouse', keep: 3 });
    expect(await okfKernel.finalize(state)).toMatchObject({ store: 'clickhouse', keep: 3 });
    expect(() => okfKernel.init({ store: 'duckdb' }, context)).toThrow(
      /"store" must be "artifacts" or "clickhouse"/u,
    );
    expect(() => okfKernel.init({ keep: 3 }, context)).toThrow(
      /"keep" applies to store "clickhouse"/u,
    );
    for (const keep of [0, 1.5, '2'])
      expect(() => okfKernel.init({ store: 'clickhouse', keep }, context)).toThrow(/at least 1/u);
    // A state saved before the option existed publishes to the artifacts.
    const { store: _s, keep: _k, ...old } = okfKernel.init({}, context);
    expect(await okfKernel.finalize(old)).toMatchObject({ store: 'artifacts', keep: null });
  });

  test('partial: true, as the seed writes Okf(store="clickhouse", partial=True), changes nothing; false or another value is refused', () => {
    const plain = okfKernel.init({ store: 'clickhouse' }, context);
    expect(okfKernel.init({ store: 'clickhouse', partial: true }, context)).toEqual(plain);
    for (const partial of [false, 'true', 1, null]) {
      expect(() => okfKernel.init({ partial }, context)).toThrow(
        /option "partial" can only be true: .*kernel "append" gives the rows inline/u,
      );
    }
  });

  test('store clickhouse without a connection is refused, naming the inputs', async () => {
    const { okfPublishClickHouse } = await import('../io/okf-publish.js');
    const rows = await okfKernel.finalize(okfKernel.init({ store: 'clickhouse' }, context));
    await expect(okfPublishClickHouse(rows, undefined)).rejects.toThrow(/give clickhouse-url/u);
  });

  test('the name defaults to the collector name', async () => {
    expect(okfKernel.init({}, { collector: 'dataset' }).name).toBe('dataset');
    const item = await publishOne({}, { branch: 'north', risk: 0.5 });
    expect(item.ref).toBe('okf:claims#v1');
  });

  test('a given name wins over the collector name', () => {
    expect(okfKernel.init({ name: 'other' }, context).name).toBe('other');
  });

  test('a collector name that is no dataset name asks for the option', () => {
    expect(() => okfKernel.init({}, { collector: 'Claims.v2' })).toThrow(
      /"Claims\.v2" is not a dataset name.*give "name"/u,
    );
  });

  test('without a gather to name it, the name is required', () => {
    expect(() => okfKernel.init({})).toThrow(/option "name" must be a dataset name/u);
  });
});

describe('okf kernel column descriptions', () => {
  const row = { branch: 'north', risk: 0.5 };
  const expected = {
    branch: { type: 'str', desc: 'agency' },
    risk: { type: 'float', desc: 'score 0-1' },
  };

  test('come from the item schema without field', async () => {
    const item = await publishOne({ schema: rowSchema }, row);
    expect(item.schema.columns).toEqual(expected);
  });

  test('come from the item schema property named by field (an array of rows)', async () => {
    const schema = {
      type: 'object',
      properties: { claims: { type: 'array', items: rowSchema }, week: { type: 'string' } },
    };
    const item = await publishOne({ field: 'claims', schema }, { claims: [row], week: 'w' });
    expect(item.schema.columns).toEqual(expected);
  });

  test('come from the item schema property named by field (one row)', async () => {
    const schema = { type: 'object', properties: { claim: rowSchema } };
    const item = await publishOne({ field: 'claim', schema }, { claim: row });
    expect(item.schema.columns).toEqual(expected);
  });

  test('a schema without the field is refused, naming the field', () => {
    expect(() => okfKernel.init({ field: 'claims', schema: rowSchema }, context)).toThrow(
      /option "schema" has no property "claims"/u,
    );
  });

  test('a schema that is not an object is refused', () => {
    expect(() => okfKernel.init({ schema: [rowSchema] }, context)).toThrow(
      /option "schema" must be a JSON Schema object/u,
    );
  });
});

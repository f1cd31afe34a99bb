import type { FileMetaData } from 'hyparquet';
import {
  maxSnappyOutput,
  OKF_COMPRESSORS,
  openDataset,
  schemaProblem,
  type Dataset,
} from './dataset.js';
import { OKF_SCHEMA_KEY, type OkfFileSchema } from './encode.js';
import { publishOkf } from './publish.js';
import { readColumn } from './read.js';
import { MemoryOkfStore } from '../../test-support/okf.js';

const rows = Array.from({ length: 50 }, (_, n) => ({ n, label: `row ${n % 3}` }));

async function published(): Promise<Dataset> {
  const store = new MemoryOkfStore();
  const item = await publishOkf(rows, store, { name: 'sizes', rowGroupRows: 20 });
  return openDataset(store, item.ref);
}

function recordedOf(metadata: FileMetaData): OkfFileSchema {
  const entry = metadata.key_value_metadata?.find((kv) => kv.key === OKF_SCHEMA_KEY);
  return JSON.parse(entry!.value!) as OkfFileSchema;
}

describe('sizes read from an untrusted footer are bounded', () => {
  test('a published dataset passes the footer checks', async () => {
    const { metadata } = await published();
    expect(metadata.row_groups).toHaveLength(3);
    expect(schemaProblem(recordedOf(metadata), metadata)).toBeUndefined();
  });

  test('a column chunk with a codec OKF does not write is refused', async () => {
    const { metadata } = await published();
    metadata.row_groups[1]!.columns[0]!.meta_data!.codec = 'GZIP';
    expect(schemaProblem(recordedOf(metadata), metadata)).toMatch(/codec GZIP/u);
  });

  test('row groups whose rows do not add up to the dataset are refused', async () => {
    const { metadata } = await published();
    metadata.row_groups[2]!.num_rows = 1_000_000_000n;
    expect(schemaProblem(recordedOf(metadata), metadata)).toMatch(/row groups hold/u);
  });

  test('a row group holding a chunk of a column the schema does not name is refused', async () => {
    const { metadata } = await published();
    metadata.row_groups[1]!.columns[1]!.meta_data!.path_in_schema = ['nowhere'];
    expect(schemaProblem(recordedOf(metadata), metadata)).toMatch(
      /row group 1 does not hold one chunk of each column/u,
    );
  });

  test('a chunk path of two names is not the column of their dotted name', async () => {
    const store = new MemoryOkfStore();
    const item = await publishOkf([{ 'a.b': 1 }], store, { name: 'dotted' });
    const { metadata } = await openDataset(store, item.ref);
    metadata.row_groups[0]!.columns[0]!.meta_data!.path_in_schema = ['a', 'b'];
    expect(schemaProblem(recordedOf(metadata), metadata)).toMatch(/row group 0/u);
  });

  test('a row group holding its chunks in another order is refused', async () => {
    const { metadata } = await published();
    metadata.row_groups[0]!.columns.reverse();
    expect(schemaProblem(recordedOf(metadata), metadata)).toMatch(/row group 0/u);
  });

  test('a row group missing a column chunk is refused', async () => {
    const { metadata } = await published();
    metadata.row_groups[2]!.columns.pop();
    expect(schemaProblem(recordedOf(metadata), metadata)).toMatch(/row group 2/u);
  });

  test('a schema that is not a flat list of the columns is refused', async () => {
    const nested = await published();
    nested.metadata.schema[1]!.num_children = 1;
    expect(schemaProblem(recordedOf(nested.metadata), nested.metadata)).toMatch(/not a flat/u);
    const miscounted = await published();
    miscounted.metadata.schema[0]!.num_children = 3;
    expect(schemaProblem(recordedOf(miscounted.metadata), miscounted.metadata)).toMatch(
      /not a flat/u,
    );
  });

  test('a row count too large to allocate fails the read as corrupt', async () => {
    const dataset = await published();
    dataset.schema.rows = 2 ** 40;
    await expect(readColumn(dataset, 'n')).rejects.toMatchObject({ code: 'corrupt' });
  });

  test('a Snappy page header claiming more than its bytes can hold is refused unallocated', () => {
    const snappy = OKF_COMPRESSORS.SNAPPY!;
    expect(() => snappy(new Uint8Array(10), 2 ** 31 - 1)).toThrow(/claims 2147483647/u);
    expect(() => snappy(new Uint8Array(10), maxSnappyOutput(10) + 1)).toThrow(/claims/u);
    // A valid stream: preamble 3 (the length), then a literal of 3 bytes.
    expect([...snappy(new Uint8Array([3, 8, 1, 2, 3]), 3)]).toEqual([1, 2, 3]);
  });
});

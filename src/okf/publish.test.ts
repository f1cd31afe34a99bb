import { mkdtemp, readdir, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalArtifactStore } from '../artifacts/index.js';
import { MemoryArtifactStore } from '../../test-support/fanin.js';
import { compareStrings, sha256Hex } from '../canonical/index.js';
import { openDataset } from './dataset.js';
import { encodeDataset } from './encode.js';
import { okfKernel } from '../gather/kernels/okf.js';
import { okfPublish } from '../gather/io/okf-publish.js';
import { publishOkf } from './publish.js';
import { readDataset } from './read.js';
import { parseClaimKey, parseDatasetKey } from './ref.js';
import { ArtifactOkfStore, CLAIM_FILE, localOkfStore, DATA_FILE } from './store.js';
import { MemoryOkfStore } from '../../test-support/okf.js';

const rows = [
  { branch: 'north', risk: 0.9, amount: 120 },
  { branch: 'south', risk: 0.1, amount: 80 },
];

function contentHash(rows: readonly unknown[]): string {
  return sha256Hex(encodeDataset(rows, {}).bytes);
}

/** The one dataset key among directory entries (claims aside). */
function datasetKeyIn(entries: readonly string[]): string {
  const keys = entries.filter((entry) => parseDatasetKey(entry) !== undefined);
  if (keys.length !== 1) throw new Error(`expected one dataset, found ${keys.length}`);
  return keys[0]!;
}

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'okf-publish-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('publishOkf', () => {
  test('returns only the ref and the schema; the same rows give the same ref', async () => {
    const store = localOkfStore(dir);
    const item = await publishOkf(rows, store, { name: 'claims' });
    expect(item).toEqual({
      ref: 'okf:claims#v1',
      schema: {
        rows: 2,
        columns: { amount: { type: 'int' }, branch: { type: 'str' }, risk: { type: 'float' } },
      },
    });
    expect(await publishOkf([...rows], store, { name: 'claims' })).toEqual(item);
    expect((await readdir(dir)).sort()).toEqual(
      ['okf-claims-v1-claim', datasetKeyIn(await readdir(dir))].sort(),
    );
  });

  test('only the dataset artifact holds a Parquet file (named by its key); the claim holds claim.txt', async () => {
    const store = localOkfStore(dir);
    await publishOkf(rows, store, { name: 'claims' });
    const dataset = datasetKeyIn(await readdir(dir));
    expect(await readdir(join(dir, 'okf-claims-v1-claim'))).toEqual([CLAIM_FILE]);
    expect(await readdir(join(dir, dataset))).toEqual([dataset]);
    const parquet = await readFile(join(dir, dataset, dataset));
    expect(parquet.subarray(0, 4).toString()).toBe('PAR1');
    const claim = await readFile(join(dir, 'okf-claims-v1-claim', CLAIM_FILE), 'utf8');
    expect(dataset).toBe(`okf-claims-v1-${claim}`);
  });

  test('a store with a legacy claim (okf-<name>-v<k>) is read and published after', async () => {
    const store = new MemoryOkfStore();
    const first = await publishOkf(rows, store, { name: 'claims' });
    // The same store as an earlier release wrote it: the claim without its suffix.
    const legacy = new MemoryOkfStore();
    for (const [key, bytes] of store.data) legacy.data.set(key.replace(/-claim$/u, ''), bytes);
    expect([...legacy.data.keys()]).toContain('okf-claims-v1');
    expect(await publishOkf(rows, legacy, { name: 'claims' })).toEqual(first);
    expect((await publishOkf(rows.slice(1), legacy, { name: 'claims' })).ref).toBe('okf:claims#v2');
    expect((await readDataset(await openDataset(legacy, 'okf:claims#v1'), {})).rows).toEqual(rows);
  });

  test('new content under a name takes the next version; older refs still resolve to their data', async () => {
    const store = new MemoryOkfStore();
    expect((await publishOkf(rows, store, { name: 'claims' })).ref).toBe('okf:claims#v1');
    expect((await publishOkf(rows.slice(1), store, { name: 'claims' })).ref).toBe('okf:claims#v2');
    expect((await publishOkf(rows, store, { name: 'claims' })).ref).toBe('okf:claims#v1');
    const v1 = await openDataset(store, 'okf:claims#v1');
    expect((await readDataset(v1, {})).rows).toEqual(rows);
  });

  test('a publisher that lost the race for a version moves on to the next one', async () => {
    const store = new MemoryOkfStore();
    // Another publisher claimed v1 and stored other content under it.
    await store.put('okf-claims-v1-claim', new Uint8Array([1]));
    await store.put('okf-claims-v1-0000000000000000', new Uint8Array([1]));
    const item = await publishOkf(rows, store, { name: 'claims' });
    expect(item.ref).toBe('okf:claims#v2');
  });

  test('a ref handed on keeps its bytes when a smaller hash is published after it', async () => {
    // Two row sets, ordered so that the later publisher's bytes have the smaller hash.
    const [winner, later] = [rows, rows.slice(1)].sort(
      (a, b) => -compareStrings(contentHash(a), contentHash(b)),
    ) as [typeof rows, typeof rows];
    const store = new MemoryOkfStore();
    expect((await publishOkf(winner, store, { name: 'claims' })).ref).toBe('okf:claims#v1');
    // The later publisher listed the store before the winner's upload: it sees no version.
    const keys = store.keys.bind(store);
    let stale = true;
    store.keys = () => (stale ? ((stale = false), Promise.resolve([])) : keys());
    expect((await publishOkf(later, store, { name: 'claims' })).ref).toBe('okf:claims#v2');
    const v1 = await openDataset(store, 'okf:claims#v1');
    expect((await readDataset(v1, {})).rows).toEqual(winner);
    const v2 = await openDataset(store, 'okf:claims#v2');
    expect((await readDataset(v2, {})).rows).toEqual(later);
  });

  test('descriptions come from the payload schema', async () => {
    const item = await publishOkf(rows, new MemoryOkfStore(), {
      name: 'claims',
      payloadSchema: { properties: { risk: { type: 'number', description: 'score 0-1' } } },
    });
    expect(item.schema.columns['risk']).toEqual({ type: 'float', desc: 'score 0-1' });
  });

  test('a bad dataset name is refused before anything is written', async () => {
    const store = new MemoryOkfStore();
    await expect(publishOkf(rows, store, { name: 'Claims/../x' })).rejects.toMatchObject({
      code: 'bad_ref',
    });
    await expect(publishOkf([1], store, { name: 'x' })).rejects.toMatchObject({ code: 'bad_rows' });
    expect(store.data.size).toBe(0);
  });

  test('through an artifact store that downloads whole (as Actions artifacts do)', async () => {
    const artifacts = new MemoryArtifactStore();
    const store = new ArtifactOkfStore(artifacts);
    const item = await publishOkf(rows, store, { name: 'claims' });
    const dataset = await openDataset(store, item.ref);
    expect((await readDataset(dataset, { fields: ['risk'] })).rows).toEqual([
      { risk: 0.9 },
      { risk: 0.1 },
    ]);
  });
});

describe('bad refs and bad datasets', () => {
  test('unknown and malformed refs, missing datasets', async () => {
    const store = localOkfStore(dir);
    await publishOkf(rows, store, { name: 'claims' });
    await expect(openDataset(store, 'claims')).rejects.toMatchObject({ code: 'bad_ref' });
    await expect(openDataset(store, 'okf:claims#v2')).rejects.toMatchObject({
      code: 'not_found',
      message: 'Dataset okf:claims#v2 not found (versions of claims in the store: v1)',
    });
    await expect(openDataset(store, 'okf:other#v1')).rejects.toMatchObject({ code: 'not_found' });
  });

  test('a truncated file is reported as corrupt', async () => {
    const store = localOkfStore(dir);
    await publishOkf(rows, store, { name: 'claims' });
    const key = datasetKeyIn(await readdir(dir));
    await truncate(join(dir, key, key), 100);
    await expect(openDataset(store, 'okf:claims#v1')).rejects.toMatchObject({ code: 'corrupt' });
  });

  test('a file with a valid footer but corrupted pages fails the read as corrupt', async () => {
    const store = new MemoryOkfStore();
    await publishOkf(rows, store, { name: 'claims' });
    const bytes = store.data.get(store.onlyKey())!;
    bytes.fill(0xff, 4, 60);
    const dataset = await openDataset(store, 'okf:claims#v1');
    await expect(readDataset(dataset, {})).rejects.toMatchObject({ code: 'corrupt' });
  });

  test('a Parquet file that is not an OKF dataset is refused', async () => {
    const store = localOkfStore(dir);
    await publishOkf(rows, store, { name: 'claims' });
    const key = datasetKeyIn(await readdir(dir));
    await writeFile(join(dir, key, key), 'PAR1 not really PAR1');
    await expect(openDataset(store, 'okf:claims#v1')).rejects.toMatchObject({ code: 'corrupt' });
  });

  test('downloaded bytes that do not match the hash in the key are refused', async () => {
    const artifacts = new LocalArtifactStore(dir);
    const whole = {
      list: () => artifacts.list(),
      upload: artifacts.upload.bind(artifacts),
      download: artifacts.download.bind(artifacts),
    };
    const store = new ArtifactOkfStore(whole);
    await publishOkf(rows, store, { name: 'claims' });
    const other = new MemoryOkfStore();
    await publishOkf(rows.slice(1), other, { name: 'claims' });
    const key = datasetKeyIn(await readdir(dir));
    await writeFile(join(dir, key, DATA_FILE), other.data.get(other.onlyKey())!);
    await expect(openDataset(store, 'okf:claims#v1')).rejects.toMatchObject({
      code: 'corrupt',
      message: expect.stringContaining('hash'),
    });
  });
});

describe('okfKernel', () => {
  const frame = { fan_id: 'f', seq: 0, expected: 2 };
  test('accumulates rows by seq whatever the arrival order; publish writes them', async () => {
    const state0 = okfKernel.init({ name: 'claims', field: 'rows' });
    const s1 = await okfKernel.apply(state0, { rows: [rows[1]] }, { seq: 1, attempt: 1, frame });
    const s2 = await okfKernel.apply(s1, { rows: [rows[0]] }, { seq: 0, attempt: 1, frame });
    expect(state0.parts).toEqual({});
    const result = await okfKernel.finalize(s2);
    expect(result.rows).toEqual(rows);
    expect(JSON.parse(JSON.stringify(s2))).toEqual(s2);
    const item = await okfPublish(result, new MemoryOkfStore());
    expect(item.ref).toBe('okf:claims#v1');
  });

  test('options are checked with a RangeError naming the option', () => {
    expect(() => okfKernel.init({})).toThrow(
      expect.objectContaining({ name: 'RangeError', message: expect.stringContaining('"name"') }),
    );
    expect(() => okfKernel.init({ name: 'A B' })).toThrow(RangeError);
    expect(() => okfKernel.init({ name: 'ok', field: 3 })).toThrow(
      expect.objectContaining({ message: expect.stringContaining('"field"') }),
    );
  });

  test('an item that holds no rows is refused', () => {
    const state = okfKernel.init({ name: 'claims' });
    expect(() => okfKernel.apply(state, 'text', { seq: 4, attempt: 1, frame })).toThrow(/seq 4/u);
  });
});

describe('publishOkf against a store where every version is taken first', () => {
  test('gives up after a bounded number of races, with a clear error', async () => {
    const store = new MemoryOkfStore();
    // Each time this publisher claims a version, another one has just claimed it.
    const put = store.put.bind(store);
    store.put = async (key, bytes) => {
      if (parseClaimKey(key)) await put(key, new Uint8Array([1]));
      return put(key, bytes);
    };
    await expect(publishOkf(rows, store, { name: 'claims' })).rejects.toMatchObject({
      code: 'conflict',
    });
  });
});

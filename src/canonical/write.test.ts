import { readdir, readFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { prepareFileAtomic, writeFileAtomic } from './index.js';
import { EARLY_SYNC_BYTES } from './write.js';
import { tempDirs } from '../../test-support/temp-dirs.js';

const tempDir = tempDirs('atomic-');
let dir: string;
beforeEach(async () => {
  dir = await tempDir();
});

test('writes the bytes, creating the folder, and leaves no temporary file', async () => {
  const path = join(dir, 'data', 'raw', '2026-W23.json');
  await writeFileAtomic(path, '{"a":1}\n');
  expect(await readFile(path, 'utf8')).toBe('{"a":1}\n');
  expect(await readdir(join(dir, 'data', 'raw'))).toEqual(['2026-W23.json']);
});

test('replaces an existing file whole', async () => {
  const path = join(dir, 'out.json');
  await writeFileAtomic(path, 'old bytes that are longer than the new ones');
  await writeFileAtomic(path, Buffer.from('new'));
  expect(await readFile(path, 'utf8')).toBe('new');
  expect(await readdir(dir)).toEqual(['out.json']);
});

test('a write that cannot complete leaves the old file as it was and no temporary file', async () => {
  // The target is a directory: the rename fails after the temporary file was written.
  const path = join(dir, 'taken');
  await mkdir(path);
  await writeFileAtomic(join(path, 'keep.json'), 'kept');
  await expect(writeFileAtomic(path, 'new')).rejects.toThrow();
  expect(await readFile(join(path, 'keep.json'), 'utf8')).toBe('kept');
  expect(await readdir(dir)).toEqual(['taken']);
});

test('concurrent writers never leave a mixed file: the result is one of the inputs', async () => {
  const path = join(dir, 'race.json');
  const contents = Array.from({ length: 8 }, (_, i) => String(i).repeat(100_000));
  await Promise.all(contents.map((c) => writeFileAtomic(path, c)));
  expect(contents).toContain(await readFile(path, 'utf8'));
  expect(await readdir(dir)).toEqual(['race.json']);
});

test('a sequence of byte chunks is written in order, whole', async () => {
  const path = join(dir, 'chunks.json');
  const chunks = ['{"a":', '[1,2,3]', ',"b":"é"}\n'].map((c) => Buffer.from(c));
  await writeFileAtomic(path, chunks.values());
  expect(await readFile(path, 'utf8')).toBe('{"a":[1,2,3],"b":"é"}\n');
  expect(await readdir(dir)).toEqual(['chunks.json']);
});

test('chunks past several early flushes are written in order, whole', async () => {
  const path = join(dir, 'large.bin');
  const chunkBytes = 1 << 20;
  const count = (2 * EARLY_SYNC_BYTES) / chunkBytes + 3; // two flushes started, and a tail
  function* chunks() {
    // Two buffers taking turns, as the outputs' segments do: a chunk stays unchanged
    // until the one after it was taken.
    const buffers = [Buffer.alloc(chunkBytes), Buffer.alloc(chunkBytes)];
    for (let i = 0; i < count; i++) yield (buffers[i % 2] as Buffer).fill(i % 251);
  }
  await writeFileAtomic(path, chunks());
  const written = await readFile(path);
  expect(written.length).toBe(count * chunkBytes);
  for (let i = 0; i < count; i++) {
    const at = i * chunkBytes;
    expect([written[at], written[at + chunkBytes - 1]]).toEqual([i % 251, i % 251]);
  }
});

test('chunks that fail after an early flush leave the old file as it was', async () => {
  const path = join(dir, 'out.json');
  await writeFileAtomic(path, 'old');
  function* failing() {
    for (let written = 0; written <= EARLY_SYNC_BYTES; written += 1 << 20) {
      yield Buffer.alloc(1 << 20, 'a');
    }
    throw new Error('the source failed late');
  }
  await expect(writeFileAtomic(path, failing())).rejects.toThrow('the source failed late');
  expect(await readFile(path, 'utf8')).toBe('old');
  expect(await readdir(dir)).toEqual(['out.json']);
});

test('chunks that fail midway leave the old file as it was and no temporary file', async () => {
  const path = join(dir, 'out.json');
  await writeFileAtomic(path, 'old');
  function* failing() {
    yield Buffer.alloc(1 << 20, 'a'); // in flight when the next chunk fails
    throw new Error('the source failed');
  }
  await expect(writeFileAtomic(path, failing())).rejects.toThrow('the source failed');
  expect(await readFile(path, 'utf8')).toBe('old');
  expect(await readdir(dir)).toEqual(['out.json']);
});

test('a prepared file is put in place on commit, or removed on discard', async () => {
  const [kept, dropped] = [join(dir, 'kept.json'), join(dir, 'dropped.json')];
  const a = await prepareFileAtomic(kept, 'a');
  const b = await prepareFileAtomic(dropped, 'b');
  expect((await readdir(dir)).filter((n) => !n.endsWith('.tmp'))).toEqual([]);
  await a.commit();
  await b.discard();
  expect(await readdir(dir)).toEqual(['kept.json']);
  expect(await readFile(kept, 'utf8')).toBe('a');
});

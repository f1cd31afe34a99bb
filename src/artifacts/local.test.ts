import { chmod, mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ArtifactError } from './errors.js';
import { LocalArtifactStore } from './local.js';
import { ArtifactNameError } from '../contracts/artifact-names.js';
import { rejection } from '../../test-support/errors.js';
import { tempDirs } from '../../test-support/temp-dirs.js';

let root: string;
let dir: string;
let store: LocalArtifactStore;

const tempDir = tempDirs('local-store-test-');
beforeEach(async () => {
  root = await tempDir();
  dir = join(root, 'artifacts');
  store = new LocalArtifactStore(dir);
});

test('upload writes <dir>/<name>/<file>; list and download read it back', async () => {
  const bytes = new Uint8Array([0, 1, 2, 255]);
  await store.upload('rss-feed-a1', [
    { name: 'rss_artifact.json', data: '{"a":"é"}' },
    { name: 'bytes.bin', data: bytes },
  ]);
  expect(await readFile(join(dir, 'rss-feed-a1', 'rss_artifact.json'), 'utf8')).toBe('{"a":"é"}');
  expect(await store.list()).toEqual([
    { name: 'rss-feed-a1', size: Buffer.byteLength('{"a":"é"}') + 4 },
  ]);
  const files = await store.download('rss-feed-a1');
  expect([...files.keys()]).toEqual(['bytes.bin', 'rss_artifact.json']);
  expect(files.get('bytes.bin')?.equals(Buffer.from(bytes))).toBe(true);
});

test('a second upload under the same name is refused like GitHub (409) and keeps the first', async () => {
  await store.upload('run-context-a1', [{ name: 'run_context.json', data: 'first' }]);
  const error = await rejection(
    store.upload('run-context-a1', [{ name: 'run_context.json', data: 'second' }]),
  );
  expect(error).toBeInstanceOf(ArtifactError);
  expect(error).toMatchObject({
    code: 'exists',
    message: expect.stringMatching(/already exists \(409 Conflict\)/u),
  });
  expect((await store.download('run-context-a1')).get('run_context.json')?.toString()).toBe(
    'first',
  );
  // No temp directory is left behind.
  expect(await readdir(dir)).toEqual(['run-context-a1']);
});

test('concurrent uploads of one name: exactly one wins, the artifact is one of them whole', async () => {
  const contents = Array.from({ length: 8 }, (_, i) => `writer ${i} `.repeat(1000));
  const results = await Promise.allSettled(
    contents.map((text) =>
      store.upload('rss-race-a1', [
        { name: 'a.txt', data: text },
        { name: 'b.txt', data: text },
      ]),
    ),
  );
  expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  for (const r of results) {
    if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'exists' });
  }
  const files = await store.download('rss-race-a1');
  expect(files.get('a.txt')?.toString()).toBe(files.get('b.txt')?.toString());
  expect(contents).toContain(files.get('a.txt')?.toString());
  expect(await readdir(dir)).toEqual(['rss-race-a1']);
});

test('an upload that fails midway leaves no artifact and no temp dir', async () => {
  // Force a write failure on the second file with data of a wrong type.
  const error = await rejection(
    store.upload('rss-broken-a1', [
      { name: 'ok.json', data: '{}' },
      { name: 'bad.json', data: 42 as unknown as string },
    ]),
  );
  expect(error).toMatchObject({ code: 'ERR_INVALID_ARG_TYPE' });
  expect(await readdir(dir)).toEqual([]);
  expect(await store.list()).toEqual([]);
});

test('incomplete uploads (temp dirs) and stray entries are not listed', async () => {
  await mkdir(join(dir, '.upload-abc123'), { recursive: true });
  await writeFile(join(dir, '.upload-abc123', 'half.json'), '{');
  await writeFile(join(dir, 'stray-file'), 'x');
  await symlink(root, join(dir, 'linked-artifact'));
  await store.upload('rss-done-a1', [{ name: 'a.json', data: '[]' }]);
  expect(await store.list()).toEqual([{ name: 'rss-done-a1', size: 2 }]);
});

test('list of a directory that does not exist yet is empty', async () => {
  expect(await store.list()).toEqual([]);
});

test.each(['../evil', '..', 'a/b', 'a\\b', '.hidden', 'x\u0000y', 'a:b'])(
  'traversal or hostile artifact name %j is refused',
  async (name) => {
    expect(await rejection(store.upload(name, [{ name: 'f.json', data: '{}' }]))).toBeInstanceOf(
      ArtifactNameError,
    );
    expect(await rejection(store.download(name))).toBeInstanceOf(ArtifactNameError);
    expect(await readdir(root)).toEqual([]);
  },
);

test.each(['../evil', '..', 'sub/file.json', '.env', 'a\nb'])(
  'hostile file name %j is refused before anything is written',
  async (name) => {
    const error = await rejection(store.upload('rss-x-a1', [{ name, data: 'x' }]));
    expect(error).toBeInstanceOf(ArtifactNameError);
    expect(await readdir(root)).toEqual([]);
  },
);

test('duplicate file names and empty artifacts are refused', async () => {
  expect(
    await rejection(
      store.upload('rss-x-a1', [
        { name: 'a', data: '1' },
        { name: 'a', data: '2' },
      ]),
    ),
  ).toMatchObject({
    code: 'unsafe',
  });
  expect(await rejection(store.upload('rss-x-a1', []))).toMatchObject({
    code: 'unsafe',
    message: expect.stringMatching(/no files/u),
  });
});

test('a missing artifact is not_found', async () => {
  expect(await rejection(store.download('rss-missing-a1'))).toMatchObject({ code: 'not_found' });
});

test('a symlink inside an artifact is refused, even to a regular file', async () => {
  await store.upload('rss-link-a1', [{ name: 'a.json', data: '{}' }]);
  await writeFile(join(root, 'secret'), 'secret');
  await symlink(join(root, 'secret'), join(dir, 'rss-link-a1', 'b.json'));
  expect(await rejection(store.download('rss-link-a1'))).toMatchObject({
    code: 'unsafe',
    message: expect.stringMatching(/symlink/u),
  });
});

test('an artifact that is itself a symlink is refused', async () => {
  await mkdir(join(root, 'elsewhere'));
  await writeFile(join(root, 'elsewhere', 'a.json'), '{}');
  await mkdir(dir);
  await symlink(join(root, 'elsewhere'), join(dir, 'rss-link-a1'));
  expect(await rejection(store.download('rss-link-a1'))).toMatchObject({ code: 'unsafe' });
});

test('nested directories and hidden files inside an artifact are refused', async () => {
  await store.upload('rss-nested-a1', [{ name: 'a.json', data: '{}' }]);
  await mkdir(join(dir, 'rss-nested-a1', 'sub'));
  expect(await rejection(store.download('rss-nested-a1'))).toMatchObject({
    code: 'unsafe',
    message: expect.stringMatching(/directory/u),
  });

  await store.upload('rss-hidden-a1', [{ name: 'a.json', data: '{}' }]);
  await writeFile(join(dir, 'rss-hidden-a1', '.b'), 'x');
  expect(await rejection(store.download('rss-hidden-a1'))).toMatchObject({ code: 'unsafe' });
});

test('byte limits: per file and in total, checked before reading', async () => {
  await store.upload('rss-size-a1', [
    { name: 'a', data: 'x'.repeat(600) },
    { name: 'b', data: 'y'.repeat(600) },
  ]);
  expect(await store.download('rss-size-a1', { maxBytes: 1200 })).toHaveProperty('size', 2);
  expect(await rejection(store.download('rss-size-a1', { maxBytes: 1199 }))).toMatchObject({
    code: 'too_large',
    message: expect.stringMatching(/over the limit of 1199 bytes/u),
  });
  expect(
    await rejection(store.download('rss-size-a1', { maxBytes: 5000, maxFileBytes: 599 })),
  ).toMatchObject({
    code: 'too_large',
    message: expect.stringMatching(/"a" .* 600 bytes, over the limit of 599/u),
  });
  expect(await rejection(store.download('rss-size-a1', { maxFiles: 1 }))).toMatchObject({
    code: 'too_large',
  });
  // An unreadable file over the limit is refused by size, without being read.
  await chmod(join(dir, 'rss-size-a1', 'b'), 0o000);
  expect(await rejection(store.download('rss-size-a1', { maxFileBytes: 10 }))).toMatchObject({
    code: 'too_large',
  });
});

test('invalid limits are refused', async () => {
  await expect(store.download('rss-x-a1', { maxBytes: -1 })).rejects.toThrow(RangeError);
  await expect(store.download('rss-x-a1', { maxFiles: 1.5 })).rejects.toThrow(RangeError);
});

import {
  appendFile,
  mkdtemp,
  rename,
  rm,
  symlink,
  unlink,
  utimes,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalArtifactStore } from './local.js';
import { pinContent, ReadBuffer, readLocatedFile } from './located.js';
import type { LocatedFile } from '../base/located-file.js';

let root: string;
let store: LocalArtifactStore;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'located-test-'));
  store = new LocalArtifactStore(join(root, 'artifacts'));
  await store.upload('rss-feed-a1', [
    { name: 'a.json', data: '{"a":1}' },
    { name: 'b.json', data: '{"b":"22"}' },
  ]);
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function located(file = 'a.json'): Promise<LocatedFile> {
  const files = await store.locate('rss-feed-a1');
  const found = files.get(file);
  if (!found) throw new Error(`no ${file}`);
  return found;
}

const refusal = (pattern: RegExp) =>
  expect.objectContaining({ code: 'unsafe', message: expect.stringMatching(pattern) });

describe('located artifact files', () => {
  it('are the files uploaded, with their sizes, in name order', async () => {
    const files = await store.locate('rss-feed-a1');
    const uploaded = { 'a.json': '{"a":1}', 'b.json': '{"b":"22"}' };
    expect([...files.keys()]).toEqual(Object.keys(uploaded));
    for (const [name, text] of Object.entries(uploaded)) {
      const file = files.get(name) as LocatedFile;
      expect(file).toMatchObject({ artifact: 'rss-feed-a1', name, size: text.length });
      expect(file.path).toBe(join(root, 'artifacts', 'rss-feed-a1', name));
      expect(readLocatedFile(file).toString()).toBe(text);
    }
  });

  it('are read into a scratch buffer that is large enough, else into one of their own', async () => {
    const file = await located();
    const scratch = Buffer.alloc(64);
    const into = readLocatedFile(file, scratch);
    expect(into.buffer).toBe(scratch.buffer);
    expect(into.toString()).toBe('{"a":1}');
    const own = readLocatedFile(file, Buffer.alloc(3));
    expect(own.buffer).not.toBe(scratch.buffer);
    expect(own.toString()).toBe('{"a":1}');
  });

  it('go through one ReadBuffer, which grows for a larger file', async () => {
    const buffer = new ReadBuffer();
    const first = buffer.read(await located('b.json'));
    expect(first.toString()).toBe('{"b":"22"}');
    const second = buffer.read(await located('a.json'));
    expect(second.buffer).toBe(first.buffer); // smaller: the same memory
    expect(second.toString()).toBe('{"a":1}');
  });

  it('are refused once replaced, written, appended to, or gone', async () => {
    const path = join(root, 'artifacts', 'rss-feed-a1', 'a.json');
    let file = await located();
    await writeFile(join(root, 'other'), '{"a":2}');
    await rename(join(root, 'other'), path); // same size, another inode
    expect(() => readLocatedFile(file)).toThrow(refusal(/"a\.json" changed since it was listed/));

    file = await located();
    await utimes(path, new Date(0), new Date(1000)); // the modification time moves
    expect(() => readLocatedFile(file)).toThrow(refusal(/changed since it was listed/));

    file = await located();
    await appendFile(path, ' ');
    expect(() => readLocatedFile(file)).toThrow(refusal(/changed since it was listed/));

    file = await located();
    await unlink(path);
    expect(() => readLocatedFile(file)).toThrow(
      refusal(/changed since it was listed \(it is gone\)/),
    );
  });

  it('pinned to their content, are refused with other bytes', async () => {
    const file = await located();
    expect(readLocatedFile(pinContent(file, Buffer.from('{"a":1}'))).toString()).toBe('{"a":1}');
    // What a rewrite in place within one tick of the clock would leave: the same identity.
    expect(() => readLocatedFile(pinContent(file, Buffer.from('{"a":2}')))).toThrow(
      refusal(/"a\.json" changed since it was checked/),
    );
  });

  it('are refused when a symlink took their place', async () => {
    const path = join(root, 'artifacts', 'rss-feed-a1', 'a.json');
    const file = await located();
    await writeFile(join(root, 'secret'), '{"a":1}');
    await unlink(path);
    await symlink(join(root, 'secret'), path);
    expect(() => readLocatedFile(file)).toThrow(refusal(/"a\.json" is a symlink/));
  });

  it('are refused when a symlink is located, as download refuses it', async () => {
    await writeFile(join(root, 'secret'), 'x');
    await symlink(join(root, 'secret'), join(root, 'artifacts', 'rss-feed-a1', 'c.json'));
    await expect(store.locate('rss-feed-a1')).rejects.toThrow(refusal(/"c\.json" is a symlink/));
  });

  it('are held to the download limits', async () => {
    await expect(store.locate('rss-feed-a1', { maxBytes: 10 })).rejects.toMatchObject({
      code: 'too_large',
    });
  });
});

import { mkdtemp, readdir, rm, writeFile, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openHttpCache, validatorOf } from './cache.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rss-cache-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const entry = {
  url: 'https://x.example/feed',
  etag: '"abc"',
  lastModified: 'Fri, 05 Jun 2026 00:00:00 GMT',
  contentType: 'text/xml',
  body: Buffer.from('<rss/>'),
};

describe('openHttpCache', () => {
  it('round-trips an entry, one body and one metadata file per URL', async () => {
    const cache = openHttpCache(join(dir, 'nested'));
    expect(await cache.get(entry.url)).toBeNull();
    await cache.put(entry);
    expect(await cache.get(entry.url)).toEqual(entry);
    expect(await cache.get('https://x.example/other')).toBeNull();
    expect((await readdir(join(dir, 'nested'))).sort()).toHaveLength(2);
  });

  /** A cache holding `entry`, and the path of its one file whose name ends in `suffix`. */
  async function cachedFile(suffix: string) {
    const cache = openHttpCache(dir);
    await cache.put(entry);
    const name = (await readdir(dir)).find((f) => f.endsWith(suffix))!;
    return { cache, path: join(dir, name) };
  }

  it('treats a body that does not match its metadata as a miss', async () => {
    const { cache, path } = await cachedFile('.body');
    await writeFile(path, '<rss>tampered</rss>');
    expect(await cache.get(entry.url)).toBeNull();
  });

  it('treats unreadable metadata as a miss', async () => {
    const { cache, path } = await cachedFile('.json');
    await writeFile(path, '{not json');
    expect(await cache.get(entry.url)).toBeNull();
    await writeFile(path, JSON.stringify({ schema: 'other' }));
    expect(await cache.get(entry.url)).toBeNull();
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual({ schema: 'other' });
  });
});

describe('validatorOf', () => {
  it('keeps sane header values only', () => {
    expect(validatorOf(' "x" ')).toBe('"x"');
    expect(validatorOf(['W/"y"'])).toBe('W/"y"');
    expect(validatorOf(undefined)).toBeNull();
    expect(validatorOf('')).toBeNull();
    expect(validatorOf('a'.repeat(600))).toBeNull();
  });
});

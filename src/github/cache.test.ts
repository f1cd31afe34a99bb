import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CACHE_SUBDIR, ResponseCache } from './cache.js';
import { fakeClock, recordingLog, TEST_TOKEN } from '../../test-support/github.js';

const URL_A =
  'https://api.github.com/search/repositories?q=created%3A2026-06-01..2026-06-07&page=1';
const URL_B = URL_A.replace('page=1', 'page=2');
const identity = (body: string) => body;

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gh-cache-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function cache(
  opts: {
    runId?: string;
    scope?: string;
    clock?: ReturnType<typeof fakeClock>;
    dir?: string | null;
  } = {},
) {
  const log = recordingLog();
  const clock = opts.clock ?? fakeClock();
  const c = new ResponseCache({
    ...(opts.dir === null ? {} : { dir: opts.dir ?? dir }),
    runId: opts.runId ?? '2026-W23-0123456789ab',
    scope: opts.scope ?? 'new_repos',
    now: clock.now,
    log,
  });
  return { c, log, clock };
}

describe('ResponseCache', () => {
  test('a miss, then a hit once stored; counts both honestly', async () => {
    const { c } = cache({ dir: null });
    expect(await c.get(URL_A, identity)).toBeNull();
    await c.put(URL_A, '{"a":1}');
    expect(await c.get(URL_A, identity)).toBe('{"a":1}');
    expect(await c.get(URL_B, identity)).toBeNull();
    expect([c.hits, c.misses]).toEqual([1, 2]);
  });

  test('entries persist on disk for a rerun of the same run on the same UTC day', async () => {
    const clock = fakeClock(Date.UTC(2026, 5, 8, 6, 0, 0));
    await cache({ clock }).c.put(URL_A, 'body');
    clock.advance(17 * 3600_000); // 23:00 the same day
    const rerun = cache({ clock }).c;
    expect(await rerun.get(URL_A, identity)).toBe('body');
    expect(rerun.hits).toBe(1);
  });

  test('another shard of the same run never sees the entry', async () => {
    const first = cache({ scope: 'topic_primary' });
    await first.c.put(URL_A, '{"total_count":0}');
    const other = cache({ scope: 'topic_secondary' });
    expect(await other.c.get(URL_A, identity)).toBeNull();
    expect(await cache({ scope: 'topic_primary' }).c.get(URL_A, identity)).toBe(
      '{"total_count":0}',
    );
  });

  test('an entry from an earlier UTC day is stale: a miss', async () => {
    const clock = fakeClock(Date.UTC(2026, 5, 8, 23, 59, 0));
    await cache({ clock }).c.put(URL_A, 'body');
    clock.advance(2 * 60_000); // 00:01 the next day
    const next = cache({ clock });
    expect(await next.c.get(URL_A, identity)).toBeNull();
    expect(next.c.misses).toBe(1);
  });

  test("another run never sees this run's entries", async () => {
    await cache().c.put(URL_A, 'body');
    expect(await cache({ runId: '2026-W23-ffffffffffff' }).c.get(URL_A, identity)).toBeNull();
  });

  test('the key is a hash of run and URL; nothing on disk holds the token', async () => {
    const { c } = cache();
    await c.put(URL_A, 'body');
    const files = await readdir(join(dir, CACHE_SUBDIR));
    expect(files).toEqual([`${c.key(URL_A)}.json`]);
    expect(c.key(URL_A)).toMatch(/^[0-9a-f]{64}$/);
    expect(c.key(URL_A)).not.toBe(c.key(URL_B));
    const text = await readFile(join(dir, CACHE_SUBDIR, files[0] as string), 'utf8');
    expect(text).not.toContain(TEST_TOKEN);
  });

  test('a damaged entry is a miss with a warning, then rewritten', async () => {
    const first = cache().c;
    await first.put(URL_A, 'body');
    const path = join(dir, CACHE_SUBDIR, `${first.key(URL_A)}.json`);
    await writeFile(path, '{"version":1,');
    const { c, log } = cache();
    expect(await c.get(URL_A, identity)).toBeNull();
    expect(log.lines.join('\n')).toMatch(/damaged/);
    await c.put(URL_A, 'again');
    expect(await cache().c.get(URL_A, identity)).toBe('again');
  });

  test('an entry copied under another key is refused', async () => {
    const first = cache().c;
    await first.put(URL_A, 'body');
    const from = join(dir, CACHE_SUBDIR, `${first.key(URL_A)}.json`);
    await writeFile(join(dir, CACHE_SUBDIR, `${first.key(URL_B)}.json`), await readFile(from));
    const { c, log } = cache();
    expect(await c.get(URL_B, identity)).toBeNull();
    expect(log.lines.join('\n')).toMatch(/does not belong/);
  });

  test('an answer the reader refuses is a miss, not a hit', async () => {
    const { c, log } = cache();
    await c.put(URL_A, 'not json');
    const value = await c.get(URL_A, (body) => JSON.parse(body) as unknown);
    expect(value).toBeNull();
    expect([c.hits, c.misses]).toEqual([0, 1]);
    expect(log.lines.join('\n')).toMatch(/unusable/);
  });

  test('a cache directory that cannot be written is a warning, and memory still serves', async () => {
    const file = join(dir, 'not-a-dir');
    await writeFile(file, 'x');
    const { c, log } = cache({ dir: file });
    await c.put(URL_A, 'body');
    expect(log.lines.join('\n')).toMatch(/could not write/);
    expect(await c.get(URL_A, identity)).toBe('body');
  });
});

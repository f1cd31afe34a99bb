// `squadscope crawl --sources-per-leg 2`: packed RSS legs (one process and one artifact per
// two sources) give the same canonical bytes as one process per source (demo.test.ts).
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { checkDemoOutputs, crawlDemo, WEEK, type DemoRun } from './demo-support.js';

let packed: DemoRun;
let flat: DemoRun;
beforeAll(async () => {
  packed = await crawlDemo(['--sources-per-leg', '2']);
  flat = await crawlDemo([]);
}, 240_000);
afterAll(() => {
  for (const run of [packed, flat]) if (run) rmSync(run.dir, { recursive: true, force: true });
});

test('packed legs run as processes of their own and upload one artifact each', () => {
  expect({ exitCode: packed.exitCode, stderr: packed.stderr }).toEqual({ exitCode: 0, stderr: '' });
  expect(packed.stdout).toMatch(/^ {2}rss +p0 +\w+/m);
  const packs = readdirSync(packed.artifacts).filter((n) => n.startsWith('pack-rss-'));
  expect(packs.sort()).toEqual(['pack-rss-p0-a1', 'pack-rss-p1-a1', 'pack-rss-p2-a1']);
  expect(readdirSync(packed.artifacts).filter((n) => /^rss-/.test(n))).toEqual([]);
});

test('the outputs are the bytes of one process per source', async () => {
  await checkDemoOutputs(packed.out, false);
  for (const name of [`${WEEK}.json`, `${WEEK}-external-news.json`])
    expect(readFileSync(join(packed.out, name), 'utf8')).toBe(
      readFileSync(join(flat.out, name), 'utf8'),
    );
});

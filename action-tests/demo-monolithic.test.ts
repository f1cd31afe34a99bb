// `squadscope crawl --monolithic`: one process per side (source-id all, shard-id all) gives
// the same articles and repositories as one process per leg (demo.test.ts checks the
// matrix run against the same expectations, derived from the demo data).
import { rmSync } from 'node:fs';
import { checkDemoOutputs, crawlDemo, type DemoRun } from './demo-support.js';

let run: DemoRun;
beforeAll(async () => {
  run = await crawlDemo(['--monolithic']);
}, 120_000);
afterAll(() => {
  if (run) rmSync(run.dir, { recursive: true, force: true });
});

test('one leg per side, then the fan-in', () => {
  expect({ exitCode: run.exitCode, stderr: run.stderr }).toEqual({ exitCode: 0, stderr: '' });
  expect(run.stdout).toMatch(/^ {2}rss +all +success +\d+ articles/m);
  expect(run.stdout).toMatch(/^ {2}github +all +success +\d+ repositories/m);
  expect(run.stdout).toContain('legs          2 (2 success)');
  expect(run.stdout).toMatch(/^fan-in {2}complete/m);
});

test('the outputs are valid and hold exactly what the demo data implies', async () => {
  await checkDemoOutputs(run.out);
});

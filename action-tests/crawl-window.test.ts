// `squadscope crawl --since/--until` and `--allow-private-network`, through the committed
// bundles: the demo week given as a window is the demo itself (same plan, same bytes), and a
// feed on 127.0.0.1 without the flag is refused by the plan, naming the flag, before any leg.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkDemoOutputs, crawlDemo, WEEK, type DemoRun } from './demo-support.js';

const runs: DemoRun[] = [];
const dirs: string[] = [];
afterAll(() => {
  for (const dir of [...runs.map((run) => run.dir), ...dirs])
    rmSync(dir, { recursive: true, force: true });
});

test('the demo week as --since/--until: the demo, pinned, with its exact outputs', async () => {
  const run = await crawlDemo(['--since', '2026-06-01', '--until', '2026-06-08T00:00:00Z']);
  runs.push(run);
  expect({ exitCode: run.exitCode, stderr: run.stderr }).toEqual({ exitCode: 0, stderr: '' });
  expect(run.stdout).not.toContain('note: the demo data covers');
  expect(run.stdout).toMatch(new RegExp(`^plan +${WEEK} +run ${WEEK}-[0-9a-f]{12} +5 RSS`, 'm'));
  await checkDemoOutputs(run.out);
}, 120_000);

test('a feed on 127.0.0.1 without --allow-private-network: the plan refuses it, naming the flag', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'crawl-private-'));
  dirs.push(dir);
  const config = join(dir, 'sources.json');
  writeFileSync(config, JSON.stringify([{ id: 'intranet', feed_url: 'http://127.0.0.1:9/rss' }]));
  const refused = await crawlDemo(['--github-shards', 'none', '--source-config', config]);
  runs.push(refused);
  expect(refused.exitCode).toBe(1);
  expect(refused.stdout).toMatch(/^plan {4}failed/m);
  expect(refused.stdout).toContain(
    `--source-config: ${JSON.stringify(config)}: /0: feed_url "http://127.0.0.1:9/rss" of source "intranet" is on a loopback or private address (127.0.0.1), which the legs refuse: pass --allow-private-network to crawl it`,
  );
  expect(refused.stdout).not.toMatch(/^ {2}rss /m);
}, 120_000);

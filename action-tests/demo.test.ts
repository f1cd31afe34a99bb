// `squadscope crawl` (npm run demo) end to end: the committed dist/ bundles run as separate
// processes against the bundled demo server, one per leg, and fan in into canonical outputs
// that validate and hold exactly what the demo data implies. dist/ is committed (CI checks
// that it is current), so a clean checkout has the bundles; without them this fails loudly.
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { runStep } from '../src/local/step.js';
import { DEMO_NOW } from '../src/cli/demo-server.js';
import { checkDemoOutputs, crawlDemo, WEEK, type DemoRun } from './demo-support.js';

const SOURCES = [
  'techcrunch',
  'nvidia_blog',
  'hugging_face_blog',
  'mit_technology_review',
  'github_blog',
];
const SHARDS = ['new_repos', 'trending_repos', 'topic_primary', 'topic_secondary'];

let run: DemoRun;
beforeAll(async () => {
  run = await crawlDemo(['--concurrency', '4']);
}, 120_000);
afterAll(() => {
  if (run) rmSync(run.dir, { recursive: true, force: true });
});

test('the demo crawl completes and reports each leg, then the summary', () => {
  expect({ exitCode: run.exitCode, stderr: run.stderr }).toEqual({ exitCode: 0, stderr: '' });
  const { stdout } = run;
  expect(stdout).toMatch(
    /demo mode: bundled feeds and GitHub answers on http:\/\/127\.0\.0\.1:\d+/,
  );
  expect(stdout).toMatch(
    new RegExp(`^plan +${WEEK} +run ${WEEK}-[0-9a-f]{12} +5 RSS sources, 4 GitHub shards`, 'm'),
  );
  for (const id of SOURCES)
    expect(stdout).toMatch(new RegExp(`^  rss +${id} +success +\\d+ articles +\\d+\\.\\d s$`, 'm'));
  for (const id of SHARDS)
    expect(stdout).toMatch(
      new RegExp(`^  github +${id} +success +\\d+ repositories +\\d+\\.\\d s$`, 'm'),
    );
  expect(stdout).toMatch(/^fan-in {2}complete/m);
  expect(stdout).toContain('legs          9 (9 success)');
  expect(stdout).toMatch(/^ {2}articles +[1-9]\d*$/m);
  expect(stdout).toMatch(/^ {2}repositories +[1-9]\d*$/m);
  expect(stdout).toContain(`${WEEK}-external-news.json`);
  // One artifact per leg in the local store, plus the plan's.
  const names = readdirSync(run.artifacts);
  for (const id of SOURCES) expect(names).toContain(`rss-${id}-a1`);
  for (const id of SHARDS) expect(names).toContain(`github-${id}-a1`);
  expect(names).toContain('run-context-a1');
});

test('the outputs are valid and hold exactly what the demo data implies', async () => {
  await checkDemoOutputs(run.out);
});

test('the fan-in again over the same artifacts writes the same bytes (the demo is pinned)', async () => {
  const again = join(run.dir, 'again');
  const result = await runStep(
    'fan-in',
    { 'artifact-dir': run.artifacts, 'output-dir': again, upload: 'false' },
    { env: { SOURCE_DATE_EPOCH: String(Date.parse(DEMO_NOW) / 1000) } },
  );
  expect(result.exitCode).toBe(0);
  // Every output but the run ledger, whose measured durations differ from run to run.
  for (const file of readdirSync(run.out).filter((f) => !f.endsWith('-metrics.json'))) {
    expect(readFileSync(join(again, file), 'utf8')).toBe(readFileSync(join(run.out, file), 'utf8'));
  }
});

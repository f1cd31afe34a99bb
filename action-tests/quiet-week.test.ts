// A quiet week, end to end on the bundles: with a scrape state in which no source is due and
// the GitHub side off, `squadscope crawl` runs make-run-context (no legs, the next due time)
// and the fan-in (status empty, exit 0, diagnostics only), and leaves the earlier outputs and
// the scrape state as they were.
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validate } from '../src/contracts/index.js';
import { DEMO_NOW } from '../src/cli/demo-server.js';
import { crawlDemo, WEEK, type DemoRun } from './demo-support.js';

const SOURCES = [
  'techcrunch',
  'nvidia_blog',
  'hugging_face_blog',
  'mit_technology_review',
  'github_blog',
];
// Every demo source scraped a day before the demo's clock: weekly sources, none due.
const SCRAPED = new Date(Date.parse(DEMO_NOW) - 24 * 3_600_000).toISOString().slice(0, 19) + 'Z';
const NEXT_DUE = new Date(Date.parse(SCRAPED) + 168 * 3_600_000 - 30 * 60_000)
  .toISOString()
  .slice(0, 19)
  .concat('Z');
const STATE = JSON.stringify({
  schema_version: 'scrape_state_v1',
  sources: Object.fromEntries(SOURCES.map((id) => [id, { last_scraped_at: SCRAPED }])),
});
const EARLIER = '{"an earlier":"output"}\n';

let run: DemoRun;
let dir: string;
let statePath: string;
let stateMtime: number;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'quiet-week-'));
  mkdirSync(join(dir, 'raw'));
  statePath = join(dir, 'scrape-state.json');
  writeFileSync(statePath, STATE);
  writeFileSync(join(dir, 'raw', `${WEEK}.json`), EARLIER);
  stateMtime = statSync(statePath).mtimeMs;
  // The last --output-dir wins over the one crawlDemo passes.
  run = await crawlDemo([
    '--output-dir',
    join(dir, 'raw'),
    '--state',
    statePath,
    '--github-shards',
    'none',
  ]);
}, 120_000);
afterAll(() => {
  if (run) rmSync(run.dir, { recursive: true, force: true });
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('the plan has no legs and says when the next source falls due; the crawl ends empty, exit 0', () => {
  expect({ exitCode: run.exitCode, stderr: run.stderr }).toEqual({ exitCode: 0, stderr: '' });
  expect(run.stdout).toMatch(
    /^plan +2026-W24 +run 2026-W24-[0-9a-f]{12} +0 RSS sources, 0 GitHub shards/m,
  );
  expect(run.stdout).toContain(
    `Next due: ${NEXT_DUE} (the earliest skipped source falls due after it)`,
  );
  expect(run.stdout).toMatch(/^fan-in {2}empty/m);
  expect(run.stdout).toContain('legs          0 (none planned)');
  expect(run.stdout).toContain('status        empty');
  expect(readdirSync(run.artifacts).sort()).toEqual([
    'fan-in-diagnostics-a1',
    'metrics-plan-a1',
    'run-context-a1',
  ]);
});

test('the fan-in wrote the diagnostics only, saying why; the earlier output and the state are untouched', () => {
  expect(readdirSync(join(dir, 'raw')).sort()).toEqual([
    `${WEEK}-fan-in-diagnostics.json`,
    `${WEEK}.json`,
  ]);
  expect(readFileSync(join(dir, 'raw', `${WEEK}.json`), 'utf8')).toBe(EARLIER);
  const diagnostics = JSON.parse(
    readFileSync(join(dir, 'raw', `${WEEK}-fan-in-diagnostics.json`), 'utf8'),
  ) as { status: string; reason: string; skipped: { id: string; reason: string }[] };
  expect(validate('fan_in_diagnostics_v1', diagnostics)).toEqual({ ok: true });
  expect(diagnostics.status).toBe('empty');
  expect(diagnostics.reason).toMatch(/^nothing was planned: 5 sources skipped/);
  expect(diagnostics.skipped.map((s) => s.id)).toEqual(SOURCES);
  expect(diagnostics.skipped[0]!.reason).toBe(
    `not due until ${NEXT_DUE} (last scraped ${SCRAPED}, every 168 h)`,
  );
  expect(readFileSync(statePath, 'utf8')).toBe(STATE);
  expect(statSync(statePath).mtimeMs).toBe(stateMtime);
});

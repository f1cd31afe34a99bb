// Packed legs end to end, as GitHub runs them: make-run-context with sources-per-leg, each
// packed leg a separate process of the bundle uploading ONE artifact through the real
// @actions/artifact client to the local artifact service, then the fan-in. The canonical
// outputs are the bytes of the same sources crawled one leg per source.
import { rm } from 'node:fs/promises';
import { parseStrict } from '../src/canonical/index.js';
import { validate, type FanInDiagnostics, type RssArtifact } from '../src/contracts/index.js';
import { startArtifactService, type ArtifactService } from './artifact-service.js';
import { startFeedServer, type FeedServer } from './feed-server.js';
import {
  fanIn,
  makeRun,
  outputs,
  plan,
  rssLeg,
  SHAPE_FEEDS,
  withoutMergeTime,
  type Run,
  type Servers,
} from './e2e-support.js';

let artifacts: ArtifactService;
let feeds: FeedServer;
let servers: Servers;
const runs: Run[] = [];

beforeAll(async () => {
  [artifacts, feeds] = await Promise.all([startArtifactService(), startFeedServer()]);
  servers = { artifacts, feedUrl: feeds.url, apiUrl: 'http://127.0.0.1:9' };
});

afterAll(async () => {
  await Promise.all([artifacts?.close(), feeds?.close()]);
  await Promise.all(runs.map((r) => rm(r.dir, { recursive: true, force: true })));
});

interface PackedEntry {
  leg_id: string;
  source_ids: string;
}

/** plan (RSS only) → each leg of the matrix, packed or not, in parallel → fan-in. */
async function crawl(id: string, sourcesPerLeg: number) {
  const run = await makeRun(id, SHAPE_FEEDS, servers);
  runs.push(run);
  const planned = await plan(servers, run, {
    'github-shards': 'none',
    'sources-per-leg': String(sourcesPerLeg),
  });
  const entries = planned.rss as unknown as (PackedEntry | { source_id: string })[];
  const steps = await Promise.all(
    entries.map((e) =>
      'leg_id' in e
        ? rssLeg(servers, run, e.source_ids, { inputs: { 'leg-id': e.leg_id } })
        : rssLeg(servers, run, e.source_id),
    ),
  );
  for (const step of steps) expect([step.exitCode, step.stderr]).toEqual([0, '']);
  const result = await fanIn(servers, run);
  return { run, entries, result };
}

test('a packed crawl uploads one artifact per leg and gives the flat canonical bytes', async () => {
  const flat = await crawl('9101', 1);
  const packed = await crawl('9102', 2);
  expect(packed.entries).toEqual([
    expect.objectContaining({ leg_id: 'p0', source_ids: 'techcrunch,nvidia_blog' }),
    expect.objectContaining({ leg_id: 'p1', source_ids: 'hugging_face_blog,gone' }),
    expect.objectContaining({ leg_id: 'p2', source_ids: 'github_blog' }),
  ]);
  expect([flat.result.outputs.status, packed.result.outputs.status]).toEqual([
    'degraded',
    'degraded',
  ]);

  const legArtifacts = artifacts
    .artifacts()
    .filter((a) => a.runId === packed.run.id && a.name.startsWith('pack-rss-'))
    .map((a) => a.name)
    .sort();
  expect(legArtifacts).toEqual(['pack-rss-p0-a1', 'pack-rss-p1-a1', 'pack-rss-p2-a1']);
  // Each source's payload is its own file with its own frame.
  const p1 = artifacts.files(packed.run.id, 'pack-rss-p1-a1');
  expect([...p1.keys()].sort()).toEqual(['rss-gone.json', 'rss-hugging_face_blog.json']);
  const gone = parseStrict(p1.get('rss-gone.json')!) as RssArtifact;
  expect(validate('rss_source_v2', gone)).toEqual({ ok: true });
  expect(gone.status).toBe('failed');
  expect(gone.fan?.[0]).toMatchObject({ seq: 3, expected: 5 });

  const [a, b] = [await outputs(flat.run), await outputs(packed.run)];
  expect(b.has('2026-W23-external-news.json')).toBe(true);
  expect(withoutMergeTime(b.get('2026-W23-external-news.json')!)).toBe(
    withoutMergeTime(a.get('2026-W23-external-news.json')!),
  );
  const diagnostics = JSON.parse(b.get('2026-W23-fan-in-diagnostics.json')!) as FanInDiagnostics;
  expect(diagnostics.fans['rss']?.legs.map((l) => l.artifact)).toEqual([
    'pack-rss-p0-a1/rss-techcrunch.json',
    'pack-rss-p0-a1/rss-nvidia_blog.json',
    'pack-rss-p1-a1/rss-hugging_face_blog.json',
    'pack-rss-p1-a1/rss-gone.json',
    'pack-rss-p2-a1/rss-github_blog.json',
  ]);
}, 240_000);

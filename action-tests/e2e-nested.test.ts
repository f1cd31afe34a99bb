// Chunked and nested crawls end to end, as GitHub runs them: make-run-context with
// chunk-size, each chunk's legs as separate processes of the bundles uploading through the
// real @actions/artifact client to the local artifact service; chunked: one fan-in over all
// legs; nested: each chunk's partial fan-in (the fan-in bundle with partial-chunk), then the
// fan-in of the partials. The canonical outputs are the bytes of the flat crawl.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { parseStrict } from '../src/canonical/index.js';
import {
  validate,
  type FanInDiagnostics,
  type RssArtifact,
  type RssPartial,
} from '../src/contracts/index.js';
import { startArtifactService, type ArtifactService } from './artifact-service.js';
import { startFeedServer, type FeedServer } from './feed-server.js';
import {
  fanIn,
  job,
  makeRun,
  outputs,
  plan,
  rssLeg,
  SHAPE_FEEDS,
  withoutMergeTime,
  type Run,
  type Servers,
} from './e2e-support.js';

const NEWS = '2026-W23-external-news.json';

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

type Entry = { leg_id: string; source_ids: string } | { source_id: string };

function legOf(run: Run, e: Entry) {
  return 'leg_id' in e
    ? rssLeg(servers, run, e.source_ids, { inputs: { 'leg-id': e.leg_id } })
    : rssLeg(servers, run, e.source_id);
}

/** plan (RSS only, chunk-size) → chunk by chunk its legs (and partial fan-in) → fan-in. */
async function crawl(id: string, inputs: Record<string, string>, nested: boolean) {
  const run = await makeRun(id, SHAPE_FEEDS, servers);
  runs.push(run);
  const planned = await plan(servers, run, { 'github-shards': 'none', ...inputs });
  const chunks = (
    JSON.parse(planned.step.outputs['rss-chunks'] ?? '{"include":[]}') as {
      include: { chunk: number; chunk_size: number; matrix: string }[];
    }
  ).include;
  const groups = chunks.length
    ? chunks.map((c) => (JSON.parse(c.matrix) as { include: Entry[] }).include)
    : [planned.rss as unknown as Entry[]];
  for (const [chunk, entries] of groups.entries()) {
    const steps = await Promise.all(entries.map((e) => legOf(run, e)));
    for (const step of steps) expect([step.exitCode, step.stderr]).toEqual([0, '']);
    if (!nested) continue;
    const partial = await job(servers, run, `partial-${chunk}`, 'fan-in', {
      'partial-chunk': String(chunk),
      'chunk-size': String(chunks[chunk]?.chunk_size),
      'output-dir': join(run.dir, 'partial-out'),
    });
    expect([partial.exitCode, partial.stderr, partial.outputs['status']]).toEqual([
      0,
      '',
      'partial',
    ]);
  }
  const result = await fanIn(servers, run);
  expect(result.exitCode).toBe(0);
  return { run, result, chunks };
}

function names(run: Run, prefix: string): string[] {
  return artifacts
    .artifacts()
    .filter((a) => a.runId === run.id && a.name.startsWith(prefix))
    .map((a) => a.name)
    .sort();
}

test('chunked and nested crawls, packed or not, give the flat canonical bytes', async () => {
  const flat = await crawl('9201', {}, false);
  const chunked = await crawl('9202', { 'chunk-size': '2' }, false);
  const nested = await crawl('9203', { 'chunk-size': '2' }, true);
  const nestedPacked = await crawl('9204', { 'chunk-size': '3', 'sources-per-leg': '2' }, true);
  expect(flat.result.outputs['status']).toBe('degraded');
  expect(chunked.chunks.map((c) => c.chunk)).toEqual([0, 1, 2]);

  expect(names(nested.run, 'partial-')).toEqual([
    'partial-rss-c0-a1',
    'partial-rss-c1-a1',
    'partial-rss-c2-a1',
  ]);
  expect(names(nestedPacked.run, 'partial-')).toEqual(['partial-rss-c0-a1', 'partial-rss-c1-a1']);
  // Packed jobs of a nested plan name their chunk (c<chunk>p<job>).
  expect(names(nestedPacked.run, 'pack-rss-')).toEqual([
    'pack-rss-c0p0-a1',
    'pack-rss-c0p1-a1',
    'pack-rss-c1p0-a1',
  ]);
  // Chunk 1 holds hugging_face_blog (a payload) and gone (its failed payload), frames intact.
  const c1 = artifacts.files(nested.run.id, 'partial-rss-c1-a1');
  expect([...c1.keys()].sort()).toEqual([
    'partial.json',
    'rss-gone.json',
    'rss-hugging_face_blog.json',
  ]);
  const partial = parseStrict(c1.get('partial.json')!) as RssPartial;
  expect(validate('rss_partial_v1', partial)).toEqual({ ok: true });
  expect(partial.fan).toEqual([{ fan_id: `${partial.run_id}:rss:chunks`, seq: 1, expected: 3 }]);
  const gone = parseStrict(c1.get('rss-gone.json')!) as RssArtifact;
  expect([gone.status, gone.fan]).toEqual([
    'failed',
    [{ fan_id: partial.fan_id, seq: 3, expected: 5 }],
  ]);

  const want = withoutMergeTime((await outputs(flat.run)).get(NEWS)!);
  for (const shaped of [chunked, nested, nestedPacked])
    expect(withoutMergeTime((await outputs(shaped.run)).get(NEWS)!)).toBe(want);
  const diagnostics = JSON.parse(
    (await outputs(nested.run)).get('2026-W23-fan-in-diagnostics.json')!,
  ) as FanInDiagnostics;
  expect(diagnostics.fans['rss']?.fan_id).toBe(partial.fan_id);
  expect(diagnostics.fans['rss']?.legs.map((l) => l.artifact)).toEqual([
    'partial-rss-c0-a1/rss-techcrunch.json',
    'partial-rss-c0-a1/rss-nvidia_blog.json',
    'partial-rss-c1-a1/rss-hugging_face_blog.json',
    'partial-rss-c1-a1/rss-gone.json',
    'partial-rss-c2-a1/rss-github_blog.json',
  ]);
}, 300_000);

// A cancelled job ends every action the same way: the committed bundles of an RSS leg, a
// GitHub shard and a gather, each sent SIGTERM mid-work as the runner does, write what they
// can and exit with the one documented code (docs/contracts.md, the entry-point lifecycle).
import { rm } from 'node:fs/promises';
import { CANCELLED_EXIT_CODE } from '../src/runtime/lifecycle.js';
import { startArtifactService, type ArtifactService } from './artifact-service.js';
import { job, makeRun, plan, rssLeg, type Run, type Servers } from './e2e-support.js';
import { startFeedServer, type FeedServer } from './feed-server.js';
import { startGithubApiServer, type GithubApiServer } from './github-api-server.js';

let artifacts: ArtifactService;
let feeds: FeedServer;
let api: GithubApiServer;
let servers: Servers;
let run: Run;

beforeAll(async () => {
  [artifacts, feeds, api] = await Promise.all([
    startArtifactService(),
    startFeedServer(),
    // Every search request is held and never answered.
    startGithubApiServer({ faults: [{ kind: 'hang', times: Infinity }] }),
  ]);
  servers = { artifacts, feedUrl: feeds.url, apiUrl: api.url };
  run = await makeRun('9201', { stuck: '/slow-headers?ms=60000' }, servers);
  await plan(servers, run, { 'github-shards': 'new_repos' });
}, 60_000);

afterAll(async () => {
  await Promise.all([artifacts?.close(), feeds?.close(), api?.close()]);
  if (run) await rm(run.dir, { recursive: true, force: true });
});

test('an RSS leg, a GitHub shard and a gather, cancelled mid-work, end with one exit code', async () => {
  const [leg, shard, gather] = await Promise.all([
    rssLeg(servers, run, 'stuck', {
      sigtermOn: 'stuck: fetching',
      inputs: { 'timeout-seconds': '60' },
    }),
    // The shard's search request is held: cancelled while it waits on it.
    job(
      servers,
      run,
      'github-new_repos',
      'crawl-github-shard',
      {
        'shard-id': 'new_repos',
        'topic-config': run.topicConfig,
        'api-url': api.url,
        'run-immediately': 'true',
      },
      { sigtermAfterMs: 3000 },
    ),
    // Two legs expected, none emitted: the gather waits for them.
    job(
      servers,
      run,
      'gather',
      'gather',
      { 'fan-id': `${run.id}:claims`, n: '2', 'timeout-seconds': '60', 'poll-seconds': '1' },
      { sigtermAfterMs: 3000 },
    ),
  ]);
  const outcome = (s: typeof leg) => [
    s!.exitCode,
    s!.signal,
    s!.stdout.includes('Received SIGTERM'),
  ];
  expect(CANCELLED_EXIT_CODE).not.toBe(0);
  expect({ leg: outcome(leg), shard: outcome(shard), gather: outcome(gather) }).toEqual({
    leg: [CANCELLED_EXIT_CODE, null, true],
    shard: [CANCELLED_EXIT_CODE, null, true],
    gather: [CANCELLED_EXIT_CODE, null, true],
  });
  // What each wrote before it ended: the leg's artifact, the shard's diagnostics.
  const names = artifacts
    .artifacts()
    .filter((a) => a.runId === run.id)
    .map((a) => a.name);
  expect(names).toEqual(
    expect.arrayContaining(['rss-stuck-a1', 'github-new_repos-diagnostics-a1']),
  );
}, 120_000);

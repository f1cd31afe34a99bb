// Every action against the artifact service as GitHub's really is: the same run played
// twice through the committed bundles, once against a perfect service and once against a
// seeded plan of transient faults (each clears within the retries), gives the same bytes.
// A service that stays down fails each action in bounded time with one clear line, and
// leaves nothing half-written.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StepResult } from '../src/local/step.js';
import { startArtifactService, type ArtifactService } from './artifact-service.js';
import { startFeedServer, type FeedServer } from './feed-server.js';
import { startGithubApiServer, type GithubApiServer } from './github-api-server.js';
import {
  githubShard,
  job,
  makeRun,
  outputs,
  plan,
  rssLeg,
  withoutMergeTime,
  type Run,
  type Servers,
} from './e2e-support.js';
import { transientPlan } from './service-faults.js';

const RUN = '8800';
const FEEDS = { techcrunch: '/feed/techcrunch', nvidia_blog: '/feed/atom' };
const FAN = `${RUN}:faults`;

let feeds: FeedServer;
let api: GithubApiServer;
const cleanup: string[] = [];

beforeAll(async () => {
  [feeds, api] = await Promise.all([
    startFeedServer(),
    startGithubApiServer({ seed: 7, total: () => 150, rateLimit: { limit: 5000 } }),
  ]);
});

afterAll(async () => {
  await Promise.all([feeds?.close(), api?.close()]);
  await Promise.all(cleanup.map((d) => rm(d, { recursive: true, force: true })));
});

function ok(step: StepResult, what: string): StepResult {
  if (step.exitCode !== 0 || step.stderr !== '') {
    const errors = step.stdout.split('\n').filter((l) => l.startsWith('::error'));
    throw new Error(`${what} failed (${step.exitCode}):\n${errors.join('\n')}\n${step.stderr}`);
  }
  return step;
}

/** The step's error lines: a failure says why in exactly one. */
const oneLine = (step: StepResult): string[] =>
  step.stdout.split('\n').filter((line) => line.startsWith('::error'));

/** Everything the run's actions produced that a user reads: files and outputs. */
interface Played {
  canonical: Map<string, string>;
  okfRead: string;
  okfStats: string;
  gather: string;
  faults: number;
  /** Faults met by the client's own retries: 5xx and 429 on its RPCs. */
  clientStatuses: number;
}

/** A fan-in into `out` (in the run's directory) that also writes the news as OKF: its ref. */
async function okfFanIn(servers: Servers, run: Run, out: string): Promise<string> {
  const fanIn = ok(
    await job(servers, run, 'fan-in', 'fan-in', {
      'output-dir': join(run.dir, out),
      'topic-config': run.topicConfig,
      okf: 'true',
    }),
    'fan-in',
  );
  return (JSON.parse(fanIn.outputs['news-okf']!) as { ref: string }).ref;
}

async function play(artifacts: ArtifactService): Promise<Played> {
  const servers: Servers = { artifacts, feedUrl: feeds.url, apiUrl: api.url };
  const run: Run = await makeRun(RUN, FEEDS, servers);
  cleanup.push(run.dir);
  const planned = await plan(servers, run);
  const legs = await Promise.all([
    ...planned.rss.map((l) => rssLeg(servers, run, l.source_id)),
    ...planned.github.map((l) => githubShard(servers, run, l.shard_id)),
  ]);
  legs.forEach((l, i) => ok(l, `leg ${i}`));
  const ref = await okfFanIn(servers, run, 'out');
  const okfRead = ok(
    await job(servers, run, 'report', 'okf-read', { ref, fields: 'url,source', rows: '0:3' }),
    'okf-read',
  );
  const okfStats = ok(
    await job(servers, run, 'report', 'okf-stats', { ref, field: 'source' }),
    'okf-stats',
  );
  const gather = await emitAndGather(servers, run);
  // The metrics file records durations and correlation ids: the one output that is not bytes
  // of the data.
  const canonical = new Map(
    [...(await outputs(run))].map(([name, text]) => [
      name,
      name.endsWith('-metrics.json') ? '<metrics>' : withoutMergeTime(text),
    ]),
  );
  return {
    canonical,
    okfRead: okfRead.outputs['result']!,
    okfStats: okfStats.outputs['result']!,
    gather,
    faults: artifacts.calls().filter((c) => c.fault !== undefined).length,
    clientStatuses: artifacts
      .calls()
      .filter((c) => c.op !== 'GetSignedArtifactURL' && !c.op.startsWith('blob:'))
      .filter((c) => c.fault?.startsWith('status-')).length,
  };
}

/** Three matrix jobs emit; a perfect gather folds them. */
async function emitAndGather(servers: Servers, run: Run): Promise<string> {
  await Promise.all(
    [0, 1, 2].map(async (seq) => {
      await writeFile(join(run.dir, `claim-${seq}.json`), JSON.stringify({ n: seq, w: `é${seq}` }));
      ok(
        await job(servers, run, `emit-${seq}`, 'emit', {
          'fan-id': FAN,
          payload: `claim-${seq}.json`,
          seq: String(seq),
          expected: '3',
        }),
        `emit ${seq}`,
      );
    }),
  );
  const gathered = ok(
    await job(servers, run, 'collect', 'gather', {
      'fan-id': FAN,
      'result-path': join(run.dir, 'gathered.json'),
    }),
    'gather',
  );
  expect(gathered.outputs['status']).toBe('complete');
  return readFile(join(run.dir, 'gathered.json'), 'utf8');
}

test('every action gives the same bytes under transient faults as against a perfect service', async () => {
  const perfect = await startArtifactService();
  const faulty = await startArtifactService({ faults: transientPlan(2026, 0.15) });
  try {
    const a = await play(perfect);
    const b = await play(faulty);
    expect(a.faults).toBe(0);
    expect(b.faults).toBeGreaterThan(5);
    expect(b.clientStatuses).toBeGreaterThan(0);
    expect(b.canonical).toEqual(a.canonical);
    expect([b.okfRead, b.okfStats, b.gather]).toEqual([a.okfRead, a.okfStats, a.gather]);
    // The artifacts the run published hold the same files, byte for byte. The order of the
    // entries inside a zip is not compared: the upload client stats files concurrently and
    // writes them in the order the stats finish.
    const published = (svc: ArtifactService) =>
      svc
        .artifacts()
        .filter((x) => /^(run-context|rss-|github-|fan-)/u.test(x.name))
        .map((x) => [x.name, [...svc.files(RUN, x.name)].sort(([p], [q]) => p.localeCompare(q))])
        .sort(([p], [q]) => String(p).localeCompare(String(q)));
    expect(published(faulty)).toEqual(published(perfect));
  } finally {
    await Promise.all([perfect.close(), faulty.close()]);
  }
}, 240_000);

describe('a service that stays down', () => {
  let service: ArtifactService;
  let run: Run;
  let servers: Servers;
  let okfRef: string;

  beforeAll(async () => {
    service = await startArtifactService();
    servers = { artifacts: service, feedUrl: feeds.url, apiUrl: api.url };
    run = await makeRun(RUN, FEEDS, servers);
    cleanup.push(run.dir);
    const planned = await plan(servers, run);
    for (const l of planned.rss) ok(await rssLeg(servers, run, l.source_id), 'rss leg');
    for (const l of planned.github) ok(await githubShard(servers, run, l.shard_id), 'shard');
    okfRef = await okfFanIn(servers, run, 'okf-out');
    service.setDown('reset');
  }, 120_000);

  afterAll(() => service?.close());

  test('the fan-in fails in bounded time, names the call, writes no canonical file', async () => {
    const started = Date.now();
    const step = await job(servers, run, 'fan-in', 'fan-in', {
      'output-dir': join(run.dir, 'down-out'),
      'topic-config': run.topicConfig,
    });
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(step.exitCode).not.toBe(0);
    const errors = oneLine(step);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/Listing artifacts failed: .*ListArtifacts.*ECONNRESET.*attempts/u);
    const written = await readdir(join(run.dir, 'down-out')).catch(() => []);
    expect(written).toEqual([]);
  }, 60_000);

  test('gather fails in bounded time and publishes no state', async () => {
    const before = service.artifacts().length;
    const started = Date.now();
    const step = await job(servers, run, 'collect', 'gather', { 'fan-id': FAN, mode: 'latent' });
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(step.exitCode).not.toBe(0);
    expect(oneLine(step).join('\n')).toMatch(/ListArtifacts.*ECONNRESET/u);
    expect(service.artifacts().length).toBe(before);
  }, 60_000);

  test('make-run-context fails in bounded time naming the upload', async () => {
    const started = Date.now();
    const step = await job(servers, run, 'plan-again', 'make-run-context', {
      'source-config': run.sourceConfig,
      'topic-config': run.topicConfig,
      'allow-private-network': 'true',
    });
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(step.exitCode).not.toBe(0);
    expect(oneLine(step).join('\n')).toMatch(/artifact "run-context-a1".*ECONNRESET/u);
  }, 60_000);

  test.each(['okf-read', 'okf-stats'])(
    '%s fails in bounded time naming the call and the dataset, and writes no result',
    async (action) => {
      const resultFile = join(run.dir, `${action}-down.json`);
      const started = Date.now();
      const step = await job(servers, run, 'report', action, {
        ref: okfRef,
        ...(action === 'okf-read' ? { fields: 'url', rows: '0:3' } : { field: 'source' }),
        'result-file': resultFile,
      });
      expect(Date.now() - started).toBeLessThan(30_000);
      expect(step.exitCode).not.toBe(0);
      const errors = oneLine(step);
      expect(errors).toHaveLength(1);
      // The dataset's newest attempt is found by listing: the listing is the call that fails,
      // and the line says which dataset the step was reading.
      const name = okfRef.replace(/^okf:|#v\d+$/gu, '');
      expect(
        errors[0]!.startsWith(`::error::${action}: reading dataset ${name} (ref ${okfRef}): `),
      ).toBe(true);
      expect(errors[0]).toMatch(
        /: Listing artifacts failed: .*ListArtifacts.*ECONNRESET.*5 attempts/u,
      );
      expect(step.outputs['result'] ?? '').toBe('');
      await expect(readFile(resultFile)).rejects.toThrow(/ENOENT/u);
    },
    60_000,
  );

  test('an RSS leg fails in bounded time naming the listing of its run context, and uploads nothing', async () => {
    const before = service.artifacts().length;
    const started = Date.now();
    const step = await rssLeg(servers, run, 'techcrunch');
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(step.exitCode).not.toBe(0);
    const errors = oneLine(step);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/Listing artifacts failed: .*ListArtifacts.*ECONNRESET.*5 attempts/u);
    expect(service.artifacts().length).toBe(before);
  }, 60_000);
});

describe('a service that takes no upload', () => {
  let service: ArtifactService;
  let run: Run;
  let servers: Servers;

  // Reads still work (the run context comes down); every CreateArtifact is reset.
  const UPLOADS_DOWN = {
    seed: 1,
    maxPerCall: 1000,
    rules: [{ op: 'CreateArtifact', rate: 1, kinds: ['reset' as const] }],
  };

  beforeAll(async () => {
    service = await startArtifactService();
    servers = { artifacts: service, feedUrl: feeds.url, apiUrl: api.url };
    run = await makeRun('8820', FEEDS, servers);
    cleanup.push(run.dir);
    await plan(servers, run);
    planned = service.artifacts().map((a) => a.name);
    service.setFaults(UPLOADS_DOWN);
  }, 120_000);

  afterAll(() => service?.close());

  let planned: string[];
  const legArtifacts = () => service.artifacts().filter((a) => !planned.includes(a.name));

  // A shard uploads its star snapshot first: that is the upload that fails.
  test.each([
    ['an RSS leg', 'rss-techcrunch-a1', () => rssLeg(servers, run, 'techcrunch')],
    ['a GitHub shard', 'stars-new_repos-a1', () => githubShard(servers, run, 'new_repos')],
  ])(
    '%s fails in bounded time naming its upload, and leaves no leg artifact or snapshot',
    async (_leg, upload, crawl) => {
      const started = Date.now();
      const step = await crawl();
      expect(Date.now() - started).toBeLessThan(30_000);
      expect(step.exitCode).not.toBe(0);
      expect(oneLine(step)).toEqual([
        expect.stringContaining(`artifact "${upload}" failed: "Failed to CreateArtifact`),
      ]);
      expect(oneLine(step)[0]).toMatch(/ECONNRESET \(5 attempts/u);
      expect(legArtifacts()).toEqual([]);
    },
    60_000,
  );
});

describe('a leg the service keeps failing to hand over', () => {
  let service: ArtifactService;
  let servers: Servers;

  beforeAll(async () => {
    service = await startArtifactService();
    servers = { artifacts: service, feedUrl: feeds.url, apiUrl: api.url };
  });
  afterAll(() => service?.close());

  /**
   * A fresh run with every leg uploaded (the RSS sources packed into one artifact when
   * `packed`), then `name`'s blob answering 503 from now on.
   */
  async function runWithUnreadable(id: string, name: string, packed = false): Promise<Run> {
    const run = await makeRun(id, FEEDS, servers);
    cleanup.push(run.dir);
    const planned = await plan(servers, run, packed ? { 'sources-per-leg': '2' } : {});
    for (const l of planned.rss as { source_id?: string; source_ids?: string; leg_id?: string }[]) {
      const step = l.leg_id
        ? await rssLeg(servers, run, l.source_ids!, { inputs: { 'leg-id': l.leg_id } })
        : await rssLeg(servers, run, l.source_id!);
      ok(step, 'rss leg');
    }
    for (const l of planned.github) ok(await githubShard(servers, run, l.shard_id), 'shard');
    service.setFaults({
      seed: 1,
      script: Array.from({ length: 20 }, (_, i) => ({
        op: 'blob:get',
        name,
        nth: i + 1,
        kind: 'status-503' as const,
      })),
    });
    return run;
  }

  const fanInOf = (run: Run, inputs: Record<string, string> = {}) =>
    job(servers, run, 'fan-in', 'fan-in', {
      'output-dir': join(run.dir, 'out'),
      'topic-config': run.topicConfig,
      ...inputs,
    });

  const diagnostics = async (run: Run) =>
    JSON.parse(
      await readFile(join(run.dir, 'out', '2026-W23-fan-in-diagnostics.json'), 'utf8'),
    ) as { artifacts: { name: string; verdict: string; reason?: string }[] };

  test('an RSS leg is reported unreadable (not missing or invalid) and the run degrades', async () => {
    const run = await runWithUnreadable('8811', 'rss-techcrunch-a1');
    // One source of two may fail and the news still be written.
    const step = await fanInOf(run, { 'min-source-ratio': '0.5' });
    service.setFaults(null);
    expect(step.exitCode).toBe(0);
    expect(step.outputs['status']).toBe('degraded');
    const leg = (await diagnostics(run)).artifacts.find((a) => a.name === 'rss-techcrunch-a1');
    expect(leg).toMatchObject({ verdict: 'rejected', reason: 'unreadable' });
  }, 120_000);

  test('a pack: each of its sources is unreadable, not missing, and the fan-in says so', async () => {
    const run = await runWithUnreadable('8813', 'pack-rss-p0-a1', true);
    const step = await fanInOf(run);
    service.setFaults(null);
    // Both sources were in the pack: no news, and the fan-in fails naming why.
    expect(step.exitCode).toBe(1);
    expect(step.stdout).toMatch(/techcrunch: unreadable \(the artifact service/u);
    expect(step.stdout).toMatch(/nvidia_blog: unreadable \(the artifact service/u);
    expect(step.stdout).not.toMatch(/no artifact/u);
    const pack = (await diagnostics(run)).artifacts.find((a) => a.name === 'pack-rss-p0-a1');
    expect(pack).toMatchObject({ verdict: 'rejected', reason: 'unreadable' });
  }, 120_000);

  test('a required shard that could not be read fails the fan-in closed with that reason', async () => {
    const run = await runWithUnreadable('8812', 'github-new_repos-a1');
    const step = await fanInOf(run);
    service.setFaults(null);
    expect(step.exitCode).toBe(1);
    expect(step.stdout).toMatch(/new_repos unreadable \(the artifact service/u);
    const written = await readdir(join(run.dir, 'out'));
    expect(
      written.filter(
        (f) =>
          f === '2026-W23.json' || f.endsWith('external-news.json') || f.endsWith('-stars.json'),
      ),
    ).toEqual([]);
    const leg = (await diagnostics(run)).artifacts.find((a) => a.name === 'github-new_repos-a1');
    expect(leg).toMatchObject({ verdict: 'rejected', reason: 'unreadable' });
  }, 120_000);
});

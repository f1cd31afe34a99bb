// End to end, as GitHub runs it: the reusable workflow's job graph with every step a separate
// process of the committed bundle, and artifacts only through the real @actions/artifact
// client and the local artifact service (no artifact-dir anywhere).
import { rm } from 'node:fs/promises';
import { parseStrict } from '../src/canonical/index.js';
import {
  validate,
  type FanInDiagnostics,
  type NewsOutput,
  type RssArtifact,
} from '../src/contracts/index.js';
import { articlesChecksum } from '../test-support/contracts-examples.js';
import { readZip } from '../src/artifacts/index.js';
import { startArtifactService, type ArtifactService } from './artifact-service.js';
import { startFeedServer, type FeedServer } from './feed-server.js';
import { startGithubApiServer, type GithubApiServer } from './github-api-server.js';
import {
  fanIn,
  githubShard,
  makeRun,
  outputs,
  plan,
  rssLeg,
  withoutMergeTime,
  type Run,
  type Servers,
} from './e2e-support.js';

const FEEDS = {
  techcrunch: '/feed/techcrunch',
  nvidia_blog: '/feed/atom',
  hugging_face_blog: '/feed/duplicates',
  mit_technology_review: '/feed/cp1251-header',
  github_blog: '/feed/latin1',
};

let artifacts: ArtifactService;
let feeds: FeedServer;
let api: GithubApiServer;
let servers: Servers;
const runs: Run[] = [];

beforeAll(async () => {
  [artifacts, feeds, api] = await Promise.all([
    startArtifactService(),
    startFeedServer(),
    startGithubApiServer({ seed: 7, total: () => 150, rateLimit: { limit: 5000 } }),
  ]);
  servers = { artifacts, feedUrl: feeds.url, apiUrl: api.url };
});

afterAll(async () => {
  await Promise.all([artifacts?.close(), feeds?.close(), api?.close()]);
  await Promise.all(runs.map((r) => rm(r.dir, { recursive: true, force: true })));
});

async function newRun(id: string, sources: Record<string, string>): Promise<Run> {
  const run = await makeRun(id, sources, servers);
  runs.push(run);
  return run;
}

/** The artifact a leg uploaded to the service, parsed. */
function uploaded<T>(run: Run, name: string, file: string): T {
  return parseStrict(artifacts.files(run.id, name).get(file)!) as T;
}

function diagnosticsOf(run: Run, attempt = 1): FanInDiagnostics {
  return parseStrict(
    artifacts.files(run.id, `fan-in-diagnostics-a${attempt}`).values().next().value!,
  ) as FanInDiagnostics;
}

/** plan → every leg of the matrix in parallel → fan-in. */
async function crawl(run: Run, mode: 'matrix' | 'monolithic') {
  const planned = await plan(servers, run);
  const legs =
    mode === 'matrix'
      ? [
          ...planned.rss.map((l) => rssLeg(servers, run, l.source_id)),
          ...planned.github.map((l) => githubShard(servers, run, l.shard_id)),
        ]
      : [rssLeg(servers, run, 'all'), githubShard(servers, run, 'all')];
  const steps = await Promise.all(legs);
  for (const step of steps) expect([step.exitCode, step.stderr]).toEqual([0, '']);
  return fanIn(servers, run);
}

describe('the whole crawl through the real artifact client', () => {
  let matrix: Run;
  let monolithic: Run;

  beforeAll(async () => {
    matrix = await newRun('9001', FEEDS);
    monolithic = await newRun('9002', FEEDS);
    const [a, b] = [await crawl(matrix, 'matrix'), await crawl(monolithic, 'monolithic')];
    expect([a.exitCode, a.outputs.status]).toEqual([0, 'complete']);
    expect([b.exitCode, b.outputs.status]).toEqual([0, 'complete']);
  }, 240_000);

  test('every leg uploaded its artifact under its attempt name, and the fan-in its outputs', () => {
    const names = artifacts
      .artifacts()
      .filter((a) => a.runId === matrix.id)
      .map((a) => a.name)
      .sort();
    expect(names).toEqual(
      expect.arrayContaining([
        'run-context-a1',
        ...Object.keys(FEEDS).map((id) => `rss-${id}-a1`),
        ...['new_repos', 'trending_repos', 'topic_primary', 'topic_secondary'].map(
          (id) => `github-${id}-a1`,
        ),
        'canonical-2026-W23-a1',
        'fan-in-diagnostics-a1',
      ]),
    );
  });

  test('the canonical outputs validate and their checksums recompute', async () => {
    const files = await outputs(matrix);
    expect([...files.keys()]).toEqual([
      '2026-W23-external-news.json',
      '2026-W23-fan-in-diagnostics.json',
      '2026-W23-metrics.json',
      '2026-W23-stars.json',
      '2026-W23.json',
    ]);
    const news = JSON.parse(files.get('2026-W23-external-news.json')!) as NewsOutput;
    expect(validate('external_news_v2', news)).toEqual({ ok: true });
    expect(validate('github_raw_v2', JSON.parse(files.get('2026-W23.json')!))).toEqual({
      ok: true,
    });
    expect(
      validate('fan_in_diagnostics_v1', JSON.parse(files.get('2026-W23-fan-in-diagnostics.json')!)),
    ).toEqual({ ok: true });
    expect(news.articles.length).toBeGreaterThan(0);
    // The news checksum is over the final array as written (sorted by source, url).
    const { checksumOf } = await import('../src/canonical/index.js');
    expect(news.checksum).toBe(checksumOf(news.articles));
    // Each leg's checksum recomputes over its articles sorted by URL.
    for (const id of Object.keys(FEEDS)) {
      const leg = uploaded<RssArtifact>(matrix, `rss-${id}-a1`, `rss-${id}.json`);
      expect(leg.checksum).toBe(articlesChecksum(leg.articles));
    }
  });

  test('the uploaded canonical artifact holds the same bytes as the files written', async () => {
    const files = await outputs(matrix);
    const zip = readZip(artifacts.blob(matrix.id, 'canonical-2026-W23-a1')!, 'canonical', {
      maxBytes: 1 << 24,
      maxFileBytes: 1 << 24,
      maxFiles: 10,
    });
    expect(zip.get('2026-W23.json')?.toString()).toBe(files.get('2026-W23.json'));
    expect(zip.get('2026-W23-external-news.json')?.toString()).toBe(
      files.get('2026-W23-external-news.json'),
    );
  });

  test('the monolithic crawl (source-id all, shard-id all) gives byte-identical canonical outputs', async () => {
    const [a, b] = [await outputs(matrix), await outputs(monolithic)];
    for (const name of ['2026-W23.json', '2026-W23-external-news.json']) {
      expect(withoutMergeTime(b.get(name)!)).toBe(withoutMergeTime(a.get(name)!));
    }
  });
});

describe('failures, cancellation and reruns', () => {
  test('a cancelled leg is truthful; 3 of 5 down fails; the rerun of one leg makes it degraded', async () => {
    const run = await newRun('9003', {
      techcrunch: '/feed/techcrunch',
      nvidia_blog: '/feed/atom',
      flaky: '/flaky?fail=1&status=503&key=e2e-9003&feed=duplicates',
      down: '/status/503',
      stuck: '/slow-headers?ms=60000',
    });
    const planned = await plan(servers, run, { 'github-shards': '' });
    expect(planned.github).toEqual([]);
    const [ok1, ok2, flaky1, down, stuck] = await Promise.all([
      rssLeg(servers, run, 'techcrunch'),
      rssLeg(servers, run, 'nvidia_blog'),
      rssLeg(servers, run, 'flaky'),
      rssLeg(servers, run, 'down'),
      // The runner sends SIGTERM when a job is cancelled: here mid-fetch (the server holds its headers for 60 s).
      rssLeg(servers, run, 'stuck', {
        sigtermOn: 'stuck: fetching',
        inputs: { 'timeout-seconds': '60' },
      }),
    ]);
    for (const step of [ok1, ok2, flaky1, down]) expect(step.exitCode).toBe(0);
    expect(flaky1.outputs.status).toBe('failed');
    expect(down.outputs.status).toBe('failed');
    // Cancelled: the same exit code as every cancelled action (docs/contracts.md), after its artifact.
    expect([stuck.exitCode, stuck.signal]).toEqual([1, null]);
    // It ends within 2 s of the signal (plus the upload), far below its 60 s timeout.
    expect(stuck.durationMs - stuck.sigtermAtMs!).toBeLessThan(2000 + 2000);
    const cancelled = uploaded<RssArtifact>(run, 'rss-stuck-a1', 'rss-stuck.json');
    expect(validate('rss_source_v2', cancelled)).toEqual({ ok: true });
    // Truthful: nothing arrived before the signal, so failed with the code `cancelled`.
    expect([cancelled.status, cancelled.error?.code, cancelled.articles]).toEqual([
      'failed',
      'cancelled',
      [],
    ]);

    // Three of five failed: below the 60 % minimum, no canonical output, a non-zero exit.
    const first = await fanIn(servers, run);
    expect([first.exitCode, first.outputs.status]).toEqual([1, 'failed']);
    expect(first.outputs['news-path'] ?? '').toBe('');
    const firstDiagnostics = diagnosticsOf(run, 1);
    expect(firstDiagnostics.decisions).toEqual(
      expect.arrayContaining([expect.objectContaining({ outcome: 'fail' })]),
    );

    // The flaky leg is rerun (attempt 2) and succeeds; the fan-in reruns too.
    const flaky2 = await rssLeg(servers, run, 'flaky', { attempt: 2 });
    expect([flaky2.exitCode, flaky2.outputs.status, flaky2.outputs['artifact-name']]).toEqual([
      0,
      'success',
      'rss-flaky-a2',
    ]);
    const second = await fanIn(servers, run, { attempt: 2 });
    expect([second.exitCode, second.outputs.status]).toEqual([0, 'degraded']);
    const warnings = JSON.parse(second.outputs.warnings!) as string[];
    expect(warnings).toEqual(
      expect.arrayContaining([expect.stringMatching(/^down: failed \(http_status\)/)]),
    );
    expect(warnings.some((w) => w.startsWith('stuck: '))).toBe(true);
    const diagnostics = diagnosticsOf(run, 2);
    const flakyVerdicts = diagnostics.artifacts
      .filter((a) => a.name.startsWith('rss-flaky-'))
      .map((a) => [a.name, a.verdict])
      .sort();
    expect(flakyVerdicts).toEqual([
      ['rss-flaky-a1', 'superseded'],
      ['rss-flaky-a2', 'accepted'],
    ]);
    const news = JSON.parse((await outputs(run)).get('2026-W23-external-news.json')!) as NewsOutput;
    expect(news.sources.flaky).toEqual({ status: 'success', articles_count: expect.any(Number) });
    expect(news.metrics.sources_succeeded).toBe(3);
    expect(news.metrics.sources_failed).toBe(2);
    // Counted once: the flaky source's articles appear once, from attempt 2.
    const fromFlaky = news.articles.filter((a) => a.source === 'flaky').length;
    expect(fromFlaky).toBeLessThanOrEqual(news.sources.flaky!.articles_count);
  }, 180_000);

  test('a required shard down fails closed: no canonical output, non-zero exit, diagnostics uploaded', async () => {
    const run = await newRun('9004', FEEDS);
    const planned = await plan(servers, run);
    const steps = await Promise.all([
      ...planned.rss.map((l) => rssLeg(servers, run, l.source_id)),
      ...planned.github.map((l) =>
        // trending_repos talks to an API path that answers 404: the shard cannot complete.
        githubShard(
          servers,
          run,
          l.shard_id,
          l.shard_id === 'trending_repos' ? { 'api-url': `${api.url}/broken` } : {},
        ),
      ),
    ]);
    const trending =
      steps[planned.rss.length + planned.github.findIndex((l) => l.shard_id === 'trending_repos')]!;
    expect(trending.exitCode).toBe(1);
    expect(trending.stdout).not.toContain('ghs_e2eTestToken0123456789');
    const names = artifacts
      .artifacts()
      .filter((a) => a.runId === run.id)
      .map((a) => a.name);
    expect(names).not.toContain('github-trending_repos-a1');
    expect(names).toContain('github-trending_repos-diagnostics-a1');

    const result = await fanIn(servers, run);
    expect([result.exitCode, result.outputs.status]).toEqual([1, 'failed']);
    expect(result.stdout).toMatch(/::error::.*trending_repos/);
    const written = await outputs(run);
    expect([...written.keys()]).toEqual(['2026-W23-fan-in-diagnostics.json']);
    const diagnostics = diagnosticsOf(run);
    expect(diagnostics.status).toBe('failed');
    expect(diagnostics.fans.github?.legs.find((l) => l.id === 'trending_repos')).toMatchObject({
      status: 'missing',
      required: true,
    });
    const uploadedNames = artifacts
      .artifacts()
      .filter((a) => a.runId === run.id)
      .map((a) => a.name);
    expect(uploadedNames.some((n) => n.startsWith('canonical-'))).toBe(false);
  }, 180_000);
});

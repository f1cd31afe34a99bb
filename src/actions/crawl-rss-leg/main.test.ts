// crawl-rss-leg in-process, the way the runner drives it: INPUT_* variables, a
// GITHUB_OUTPUT file, a step summary file, a local artifact directory, and feeds
// served on 127.0.0.1 (allow-private-network: true).

import { EventEmitter } from 'node:events';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { rss2, startFeedServer, type FeedServer } from '../../../action-tests/feed-server.js';
import { LocalArtifactStore } from '../../artifacts/index.js';
import { canonicalJson, checksumOf, checksumOfBytes } from '../../canonical/index.js';
import {
  validate,
  type FanPlan,
  type RssArtifact,
  type RunContext,
} from '../../contracts/index.js';
import { exampleRunContext } from '../../../test-support/contracts-examples.js';
import { legFileData } from '../../rss/leg-upload.js';
import { runCrawlRssLegAction, type CrawlRssLegDeps } from './main.js';
import { CANCELLED_EXIT_CODE } from '../../runtime/lifecycle.js';
import { expectActionYml } from '../../../test-support/action-yml.js';
import {
  runActionStep,
  stepResult,
  stepRunDir,
  stepTestDir,
} from '../../../test-support/action-step.js';

let server: FeedServer;
const stepDir = stepTestDir('squadscope-rss-leg-');
let base: string;
let workspace: string;

const HOSTILE_TITLE = '::add-mask::secret | <img src=x onerror=alert(1)> *AI* [x](javascript:y)';

beforeAll(async () => {
  server = await startFeedServer({
    fixtures: {
      hostile: {
        body: rss2([
          {
            // RSS titles are HTML: escaped once more, the markup stays in the title as text.
            title: HOSTILE_TITLE.replace(/&/g, '&amp;').replace(/</g, '&lt;'),
            link: 'https://evil.example/1',
            pubDate: 'Tue, 02 Jun 2026 10:00:00 GMT',
            description: 'AI agents',
          },
        ]),
      },
    },
  });
});
afterAll(async () => {
  await server.close();
});

function sources(): string {
  return JSON.stringify([
    { id: 'techcrunch', feed_url: `${server.url}/feed/techcrunch`, required: true },
    { id: 'hf_blog', feed_url: `${server.url}/feed/atom` },
    { id: 'gone', feed_url: `${server.url}/status/404` },
    { id: 'hostile', feed_url: `${server.url}/feed/hostile` },
    { id: 'slow', feed_url: `${server.url}/slow-headers?ms=20000` },
  ]);
}
const TOPIC = 'topic: AI\nkeywords: [AI, agent, LLM, open source, machine learning]\n';

let runContext: RunContext;
let plan: FanPlan;

beforeEach(async () => {
  base = stepDir();
  workspace = join(base, 'workspace');
  await mkdir(join(workspace, 'config'), { recursive: true });
  const sourceBytes = sources();
  await writeFile(join(workspace, 'config', 'sources.json'), sourceBytes);
  await writeFile(join(workspace, 'squadscope.topic.yml'), TOPIC);
  runContext = exampleRunContext({
    source_config_checksum: checksumOfBytes(sourceBytes),
    topic_config_checksum: checksumOfBytes(TOPIC),
  });
  const legs = ['techcrunch', 'hf_blog', 'gone', 'hostile'];
  plan = {
    schema_version: 'fan_plan_v1',
    run_id: runContext.run_id,
    fans: {
      rss: {
        fan_id: `${runContext.run_id}:rss`,
        expected: legs.length,
        legs: legs.map((id, seq) => ({ seq, id, required: id === 'techcrunch' })),
      },
    },
    skipped: [{ id: 'slow', reason: 'not due' }],
  };
});

async function uploadRunContext(artifactDir: string, attempt = 1): Promise<void> {
  await new LocalArtifactStore(artifactDir).upload(`run-context-a${attempt}`, [
    { name: 'run_context.json', data: canonicalJson(runContext) + '\n' },
    { name: 'fan_plan.json', data: canonicalJson(plan) + '\n' },
  ]);
}

async function run(
  inputs: Record<string, string | undefined>,
  options: { env?: NodeJS.ProcessEnv; deps?: Partial<CrawlRssLegDeps>; artifactDir?: string } = {},
) {
  const dir = await stepRunDir(base);
  const artifactDir = options.artifactDir ?? join(dir, 'artifacts');
  const inputsOf: Record<string, string | undefined> = {
    'source-config': 'config/sources.json',
    'artifact-dir': artifactDir,
    'allow-private-network': 'true',
    'run-context': canonicalJson(runContext),
    'fan-plan': canonicalJson(plan),
    ...inputs,
  };
  // No real waits: backoff sleeps return at once and jitter is fixed.
  const deps = { exit: () => {}, http: { sleep: async () => {}, random: () => 0.5 } };
  const stepEnv = { GITHUB_WORKSPACE: workspace, ...options.env };
  const started = Date.now();
  const step = await runActionStep(dir, inputsOf, stepEnv, (env) =>
    runCrawlRssLegAction({ env, ...deps, ...options.deps }),
  );
  return {
    ...stepResult(step),
    ms: Date.now() - started,
    store: new LocalArtifactStore(artifactDir),
    artifactDir,
  };
}

async function artifactOf(
  store: LocalArtifactStore,
  name: string,
  sourceId: string,
): Promise<RssArtifact> {
  const files = await store.download(name);
  expect([...files.keys()]).toEqual([`rss-${sourceId}.json`]);
  const bytes = files.get(`rss-${sourceId}.json`)!;
  const artifact = JSON.parse(bytes.toString('utf8')) as RssArtifact;
  expect(validate('rss_source_v2', artifact)).toEqual({ ok: true });
  // The file is the canonical JSON of the artifact plus a newline.
  expect(bytes.toString('utf8')).toBe(legFileData(artifact));
  expect(artifact.checksum).toBe(checksumOf(artifact.articles));
  return artifact;
}

describe('action.yml', () => {
  it('declares every input the action reads and its outputs, all described, on node24', async () => {
    await expectActionYml('crawl-rss-leg', {
      inputs: [
        'allow-private-network',
        'artifact-dir',
        'concurrency',
        'fan-plan',
        'http-cache-dir',
        'jitter-seconds',
        'leg-id',
        'max-attempts',
        'max-bytes',
        'run-context',
        'run-immediately',
        'source-config',
        'source-id',
        'timeout-seconds',
        'topic-config',
        'user-agent',
      ],
      outputs: ['artifact-name', 'articles', 'relevant', 'status'],
      defaults: {
        'timeout-seconds': '15',
        'max-attempts': '4',
        'max-bytes': String(10 * 1024 * 1024),
        'allow-private-network': 'false',
      },
      describedOver: 20,
    });
  });
});

/** A leg artifact without what the fetch's clock decides (two runs fetch at other times). */
function timeless(x: RssArtifact) {
  return {
    ...x,
    metrics: { ...x.metrics, fetch_duration_ms: 0 },
    ...(x.fetch
      ? { fetch: { ...x.fetch, started_at: '', ended_at: '', duration_seconds: 0 } }
      : {}),
  };
}

describe('crawl-rss-leg: one leg', () => {
  it('crawls the planned source and uploads its artifact, outputs and summary', async () => {
    const r = await run({ 'source-id': 'techcrunch' });
    expect(r.code).toBe(0);
    expect(r.outputs).toEqual({
      status: 'success',
      articles: '2',
      relevant: '2', // SquadScope's keyword rule (substrings) finds both relevant
      'artifact-name': 'rss-techcrunch-a1',
    });
    const a = await artifactOf(r.store, 'rss-techcrunch-a1', 'techcrunch');
    expect(a.fan).toEqual([{ fan_id: `${runContext.run_id}:rss`, seq: 0, expected: 4 }]);
    expect(a.run_context).toEqual(runContext);
    expect(
      a.articles.every((x) => x.published >= runContext.since && x.published < runContext.until),
    ).toBe(true);
    // One line of outcome first, then the details; no metric dump after them.
    expect(r.summary.split('\n')[0]).toBe(`## RSS legs of run ${runContext.run_id}: success`);
    expect(r.summary.split('\n')[2]).toMatch(/^1 source \(1 success\); \d+ articles kept\./);
    expect(r.summary).toContain('OpenAI ships a new agent framework');
    expect(r.summary).not.toContain('Timings');
    // Its metrics record travels in an artifact of its own, with the run's ids.
    const record = JSON.parse(
      await readFile(
        join(r.artifactDir, 'metrics-rss-techcrunch-a1', 'metrics-rss-techcrunch.json'),
        'utf8',
      ),
    ) as Record<string, unknown>;
    expect(record).toMatchObject({
      run_id: runContext.run_id,
      fan_id: `${runContext.run_id}:rss`,
      seq: 0,
      kind: 'rss',
      status: 'success',
      http_status: { '200': 1 },
    });
    expect(record['bytes']).toBeGreaterThan(0);
    // The User-Agent identifies the crawler.
    expect(server.requests.at(-1)!.headers['user-agent']).toMatch(
      /^SquadScope-crawler\/1\.0 \(\+https:\/\/github\.com\//,
    );
  });

  it('reads the run context and fan plan from the newest run-context artifact', async () => {
    const artifactDir = join(workspace, 'shared-artifacts');
    await uploadRunContext(artifactDir, 1);
    const r = await run(
      { 'source-id': 'hf_blog', 'run-context': undefined, 'fan-plan': undefined },
      { artifactDir, env: { GITHUB_RUN_ATTEMPT: '3' } },
    );
    expect(r.code).toBe(0);
    expect(r.outputs['artifact-name']).toBe('rss-hf_blog-a3');
    const a = await artifactOf(r.store, 'rss-hf_blog-a3', 'hf_blog');
    expect(a.fan?.[0]?.seq).toBe(1);
  });

  it('a failed feed still uploads a failed artifact and exits 0, with a warning', async () => {
    const r = await run({ 'source-id': 'gone' });
    expect(r.code).toBe(0);
    expect(r.outputs['status']).toBe('failed');
    const a = await artifactOf(r.store, 'rss-gone-a1', 'gone');
    expect(a.error).toEqual({ code: 'http_status', message: 'HTTP 404', status: 404 });
    expect(
      r.lines.some((l) => l.startsWith('::warning::RSS source gone failed: http_status')),
    ).toBe(true);
  });

  it('never lets feed text reach the runner as a command, and escapes it in the summary', async () => {
    const r = await run({ 'source-id': 'hostile' });
    expect(r.code).toBe(0);
    const a = await artifactOf(r.store, 'rss-hostile-a1', 'hostile');
    // The feed escapes the title twice; it is read once, as SquadScope's crawler reads it.
    expect(a.articles[0]!.title).toBe(HOSTILE_TITLE.replace(/&/g, '&amp;').replace(/</g, '&lt;'));
    for (const line of r.lines) expect(line.startsWith('::add-mask::')).toBe(false);
    // Every "<" of the title is escaped, so no HTML opens in the summary.
    expect(r.summary).not.toMatch(/(^|[^\\])<img/m);
    expect(r.summary).toContain('&lt;img');
    expect(r.summary).toContain('\\|');
  });
});

describe('crawl-rss-leg: monolithic mode', () => {
  it('source-id all gives the same per-source artifacts as one leg per source', async () => {
    const all = await run({ 'source-id': 'all' });
    expect(all.code).toBe(0);
    expect(all.outputs['artifact-name']).toBe(
      'rss-techcrunch-a1,rss-hf_blog-a1,rss-gone-a1,rss-hostile-a1',
    );
    expect(all.outputs['status']).toBe('partial');
    for (const id of ['techcrunch', 'hf_blog', 'gone', 'hostile']) {
      const single = await run({ 'source-id': id });
      const a = await artifactOf(all.store, `rss-${id}-a1`, id);
      const b = await artifactOf(single.store, `rss-${id}-a1`, id);
      expect(timeless(a)).toEqual(timeless(b));
    }
  });
});

describe('crawl-rss-leg: packed leg', () => {
  it('crawls its sources in order into ONE artifact with each payload as its own file; a failing source fails alone', async () => {
    const packed = await run({ 'source-id': 'hf_blog,gone,techcrunch', 'leg-id': 'p0' });
    expect(packed.code).toBe(0);
    expect(packed.outputs['artifact-name']).toBe('pack-rss-p0-a1');
    expect(packed.outputs['status']).toBe('partial');
    expect((await packed.store.list()).map((a) => a.name)).toEqual(['pack-rss-p0-a1']);
    const files = await packed.store.download('pack-rss-p0-a1');
    expect([...files.keys()]).toEqual(['rss-gone.json', 'rss-hf_blog.json', 'rss-techcrunch.json']);
    const single = await run({ 'source-id': 'all' });
    for (const id of ['hf_blog', 'gone', 'techcrunch']) {
      const bytes = files.get(`rss-${id}.json`)!;
      const a = JSON.parse(bytes.toString('utf8')) as RssArtifact;
      expect(validate('rss_source_v2', a)).toEqual({ ok: true });
      expect(bytes.toString('utf8')).toBe(legFileData(a));
      // Each payload has its own source's frame and content, as when crawled alone.
      expect(timeless(a)).toEqual(timeless(await artifactOf(single.store, `rss-${id}-a1`, id)));
    }
    expect(JSON.parse(files.get('rss-gone.json')!.toString('utf8')).status).toBe('failed');
    expect(JSON.parse(files.get('rss-techcrunch.json')!.toString('utf8')).status).toBe('success');
  });

  it('refuses several sources without a leg id, and a source listed twice', async () => {
    const noLeg = await run({ 'source-id': 'hf_blog,gone' });
    expect(noLeg.code).toBe(1);
    expect(noLeg.lines.join('\n')).toMatch(/leg-id.*required when source-id lists several/);
    const twice = await run({ 'source-id': 'gone,gone', 'leg-id': 'p0' });
    expect(twice.code).toBe(1);
    expect(twice.lines.join('\n')).toMatch(/lists a source twice/);
  });
});

describe('crawl-rss-leg: refusals', () => {
  it('a bad input fails in one line before any network', async () => {
    const before = server.requests.length;
    const r = await run({ 'source-id': 'Not An Id' });
    expect(r.code).toBe(1);
    expect(r.lines.filter((l) => l.startsWith('::error::'))).toEqual([
      expect.stringMatching(
        /^::error::Input 'source-id': must be a source id/,
      ) as unknown as string,
    ]);
    expect(server.requests.length).toBe(before);
  });

  it.each([
    ['timeout-seconds', '0'],
    ['max-attempts', 'many'],
    ['max-bytes', '10'],
    ['allow-private-network', 'yes please'],
    ['user-agent', 'bad\u0001agent'],
    ['run-context', '{"a":1,"a":2}'],
  ])('refuses %s=%j', async (name, value) => {
    const r = await run({ 'source-id': 'techcrunch', [name]: value });
    expect(r.code).toBe(1);
    expect(r.lines.some((l) => l.startsWith(`::error::Input '${name}'`))).toBe(true);
  });

  it('refuses a source that is not in the fan plan, naming why', async () => {
    const r = await run({ 'source-id': 'slow' });
    expect(r.code).toBe(1);
    expect(
      r.lines.some(
        (l) =>
          l.startsWith("::error::Input 'source-id': slow is not in the fan plan") &&
          l.includes('not due'),
      ),
    ).toBe(true);
  });

  it('refuses a source config that is not the one the run was planned with', async () => {
    await writeFile(
      join(workspace, 'config', 'sources.json'),
      sources().replace('techcrunch', 'tc'),
    );
    const r = await run({ 'source-id': 'hf_blog' });
    expect(r.code).toBe(1);
    expect(
      r.lines.some((l) => l.startsWith("::error::Input 'source-config'") && l.includes('checksum')),
    ).toBe(true);
  });

  it('refuses to run without a run context', async () => {
    const r = await run({ 'source-id': 'techcrunch', 'run-context': undefined });
    expect(r.code).toBe(1);
    expect(r.lines.some((l) => l.startsWith("::error::Input 'run-context': is not set"))).toBe(
      true,
    );
  });

  it('with private networks refused (the default), a loopback feed is a blocked_url artifact', async () => {
    const r = await run({ 'source-id': 'techcrunch', 'allow-private-network': undefined });
    expect(r.code).toBe(0);
    expect((await artifactOf(r.store, 'rss-techcrunch-a1', 'techcrunch')).error?.code).toBe(
      'blocked_url',
    );
  });
});

describe('crawl-rss-leg: cancellation', () => {
  it('SIGTERM during a fetch ends the leg within 2 s with a failed: cancelled artifact, uploaded', async () => {
    // The slow source, planned this time.
    plan = {
      ...plan,
      fans: {
        rss: {
          fan_id: `${runContext.run_id}:rss`,
          expected: 1,
          legs: [{ seq: 0, id: 'slow', required: false }],
        },
      },
      skipped: [],
    };
    const signals = new EventEmitter();
    setTimeout(() => signals.emit('SIGTERM', 'SIGTERM'), 300);
    const r = await run({ 'source-id': 'slow' }, { deps: { signals } });
    expect(r.ms).toBeLessThan(2300);
    // Cancelled is not done: the runtime's exit code for a cancelled job, after the artifact.
    expect(r.code).toBe(CANCELLED_EXIT_CODE);
    const a = await artifactOf(r.store, 'rss-slow-a1', 'slow');
    expect(a).toMatchObject({ status: 'failed', error: { code: 'cancelled' } });
    expect(r.lines.some((l) => l.includes('Received SIGTERM'))).toBe(true);
  });
});

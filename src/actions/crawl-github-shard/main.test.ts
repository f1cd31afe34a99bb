// crawl-github-shard in-process, the way the runner drives it (INPUT_* variables, GITHUB_OUTPUT,
// step summary, RUNNER_TEMP, exit code), against the fake GitHub API and a local artifact dir.
import { EventEmitter } from 'node:events';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  startGithubApiServer,
  type GithubApiServer,
  type GithubApiServerOptions,
} from '../../../action-tests/github-api-server.js';
import { LocalArtifactStore } from '../../artifacts/index.js';
import {
  canonicalJson,
  checksumOf,
  checksumOfBytes,
  compareStrings,
} from '../../canonical/index.js';
import {
  validate,
  type FanPlan,
  type GithubShard,
  type RunContext,
} from '../../contracts/index.js';
import { exampleFanPlan, exampleRunContext } from '../../../test-support/contracts-examples.js';
import { readCrawlGithubInputs } from './inputs.js';
import { runCrawlGithubShardAction, type CrawlGithubShardDeps } from './main.js';
import { expectActionYml } from '../../../test-support/action-yml.js';
import { runActionStep, stepRunDir, stepTestDir } from '../../../test-support/action-step.js';

const TOKEN = 'ghs_ActionTestTokenNeverPrinted42';
const TOPIC = `topic: AI
keywords: [ai, llm]
github:
  queries:
    primary:
      - "topic:llm stars:>50 pushed:>{last_week}"
    secondary:
      - "topic:ai stars:>20 pushed:{last_week}..{today}"
  min_repos_per_week: 5
`;
const CONTEXT: RunContext = exampleRunContext({ topic_config_checksum: checksumOfBytes(TOPIC) });
const PLAN: FanPlan = exampleFanPlan();

const stepDir = stepTestDir('squadscope-cgs-');
let base: string;
let server: GithubApiServer | undefined;

beforeEach(async () => {
  base = stepDir();
  await writeFile(join(base, 'topic.yml'), TOPIC);
});

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function startServer(opts: GithubApiServerOptions = {}): Promise<GithubApiServer> {
  server = await startGithubApiServer({ token: TOKEN, seed: 5, total: () => 180, ...opts });
  return server;
}

async function putRunContextArtifact(artifactDir: string, attempt = 1): Promise<void> {
  await new LocalArtifactStore(artifactDir).upload(`run-context-a${attempt}`, [
    { name: 'run_context.json', data: canonicalJson(CONTEXT) + '\n' },
    { name: 'fan_plan.json', data: canonicalJson(PLAN) + '\n' },
  ]);
}

interface Result {
  code: number;
  outputs: Record<string, string>;
  stdout: string;
  summary: string;
  temp: string;
}

const FAST: CrawlGithubShardDeps = { client: { minIntervalMs: 0, retryBaseMs: 1 } };

async function run(
  inputs: Record<string, string>,
  opts: { env?: NodeJS.ProcessEnv; deps?: CrawlGithubShardDeps; signals?: EventEmitter } = {},
): Promise<Result> {
  const dir = await stepRunDir(base);
  const inputsOf = {
    'github-token': TOKEN,
    'artifact-dir': join(base, 'artifacts'),
    'run-immediately': 'true',
    ...(server ? { 'api-url': server.url } : {}),
    ...inputs,
  };
  const deps = { ...FAST, ...opts.deps };
  const step = await runActionStep(dir, inputsOf, { ...opts.env }, (env) =>
    runCrawlGithubShardAction({
      ...deps,
      env,
      exit: () => {},
      ...(opts.signals ? { signals: opts.signals } : {}),
    }),
  );
  return {
    code: step.code,
    outputs: step.outputs,
    stdout: step.out.text(),
    summary: step.summary,
    temp: dir,
  };
}

async function artifactFile(name: string, file: string): Promise<string> {
  return readFile(join(base, 'artifacts', name, file), 'utf8');
}

async function artifactNames(): Promise<string[]> {
  return (await new LocalArtifactStore(join(base, 'artifacts')).list()).map((a) => a.name);
}

/** Everything the run left behind: outputs, stdout, summary, artifacts, temp files. */
async function everything(r: Result): Promise<string> {
  const parts = [r.stdout, r.summary, JSON.stringify(r.outputs)];
  for (const dir of [join(base, 'artifacts'), r.temp]) {
    for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) parts.push(await readFile(join(entry.parentPath, entry.name), 'utf8'));
    }
  }
  return parts.join('\n');
}

describe('crawl-github-shard', () => {
  test('one shard from the run-context artifact: a valid artifact, snapshot, outputs, summary', async () => {
    const s = await startServer();
    await putRunContextArtifact(join(base, 'artifacts'));
    const r = await run({ 'shard-id': 'new_repos' });
    expect(r.code).toBe(0);
    const text = await artifactFile('github-new_repos-a1', 'github-new_repos.json');
    const shard = JSON.parse(text) as GithubShard;
    expect(text).toBe(canonicalJson(shard) + '\n');
    expect(validate('github_shard_v1', shard)).toEqual({ ok: true });
    expect(shard.checksum).toBe(
      checksumOf([...shard.repositories].sort((a, b) => compareStrings(a.full_name, b.full_name))),
    );
    expect(shard.run_context).toEqual(CONTEXT);
    expect(shard.fan).toEqual([{ fan_id: `${CONTEXT.run_id}:github`, seq: 0, expected: 4 }]);
    expect(shard.queries?.[0]?.q).toBe('created:2026-06-01..2026-06-07 stars:>50');
    expect(s.searchRequests().map((q) => q.page)).toEqual([1, 2]);
    const snapshot = JSON.parse(
      await artifactFile('stars-new_repos-a1', '2026-W23-stars.json'),
    ) as unknown;
    expect(validate('star_snapshot_v1', snapshot)).toEqual({ ok: true });
    expect(r.outputs).toMatchObject({
      repositories: String(shard.repositories.length),
      calls: '2',
      'artifact-name': 'github-new_repos-a1',
      'snapshot-artifact-name': 'stars-new_repos-a1',
    });
    expect(r.summary.split('\n')[0]).toBe('## GitHub shards: success');
    expect(r.summary).toContain('2 (least 2)');
    // The shard's metrics record for the run ledger, an artifact of its own.
    const record = JSON.parse(
      await artifactFile('metrics-github-new_repos-a1', 'metrics-github-new_repos.json'),
    ) as Record<string, unknown>;
    expect(validate('leg_metrics_v1', record)).toEqual({ ok: true });
    expect(record).toMatchObject({
      run_id: CONTEXT.run_id,
      fan_id: `${CONTEXT.run_id}:github`,
      seq: 0,
      status: 'success',
      items: shard.repositories.length,
      api_calls: 2,
      http_status: { '200': 2 },
    });
    expect(await everything(r)).not.toContain(TOKEN);
  });

  test('a failing shard: exit 1, one error line, no shard artifact, leg diagnostics, no token anywhere', async () => {
    await startServer({ faults: [{ kind: 'unauthorized', times: Infinity }] });
    await putRunContextArtifact(join(base, 'artifacts'));
    const r = await run({ 'shard-id': 'trending_repos' });
    expect(r.code).toBe(1);
    const errors = r.stdout.split('\n').filter((l) => l.startsWith('::error'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /GitHub shard trending_repos failed \(unauthorized\).*Bad credentials/,
    );
    const names = await artifactNames();
    expect(names).not.toContain('github-trending_repos-a1');
    expect(names).toContain('github-trending_repos-diagnostics-a1');
    const diagnostics = JSON.parse(
      await readFile(join(r.temp, 'github-trending_repos-diagnostics.json'), 'utf8'),
    ) as Record<string, unknown>;
    expect(diagnostics).toMatchObject({
      schema_version: 'github_leg_diagnostics_v1',
      shard_id: 'trending_repos',
      run_id: CONTEXT.run_id,
      required: true,
      status: 'failed',
      error: { code: 'unauthorized' },
      api_metrics: { calls_made: 1 },
    });
    expect(await everything(r)).not.toContain(TOKEN);
  });

  test('all: every planned shard in one process equals one shard per process, byte for byte', async () => {
    const s = await startServer({ total: (q) => (q.startsWith('topic:llm') ? 3 : 120) });
    const inputs = {
      'run-context': JSON.stringify(CONTEXT),
      'fan-plan': JSON.stringify(PLAN),
      'topic-config': join(base, 'topic.yml'),
    };
    const mono = await run({ ...inputs, 'shard-id': 'all' }, { env: { GITHUB_RUN_ATTEMPT: '1' } });
    expect(mono.code).toBe(0);
    const monoCalls = s.searchRequests().length;
    for (const id of ['new_repos', 'trending_repos', 'topic_primary', 'topic_secondary']) {
      const one = await run({ ...inputs, 'shard-id': id }, { env: { GITHUB_RUN_ATTEMPT: '2' } });
      expect(one.code).toBe(0);
      const a = JSON.parse(
        await artifactFile(`github-${id}-a1`, `github-${id}.json`),
      ) as GithubShard;
      const b = JSON.parse(
        await artifactFile(`github-${id}-a2`, `github-${id}.json`),
      ) as GithubShard;
      expect(b.checksum).toBe(a.checksum);
      expect(canonicalJson(b.repositories)).toBe(canonicalJson(a.repositories));
      expect(b.fan).toEqual(a.fan);
      // Shards never share cached pages: the same calls and counters either way (the
      // remaining budget is the only figure another shard's calls can change).
      expect({ ...b.api_metrics, search_api_remaining: null }).toEqual({
        ...a.api_metrics,
        search_api_remaining: null,
      });
    }
    expect(s.searchRequests().length).toBe(2 * monoCalls);
    expect(mono.outputs['artifact-name']).toBe(
      'github-new_repos-a1,github-trending_repos-a1,github-topic_primary-a1,github-topic_secondary-a1',
    );
    const secondary = JSON.parse(
      await artifactFile('github-topic_secondary-a1', 'github-topic_secondary.json'),
    ) as GithubShard;
    // topic:llm finds 3 (< min 5): the secondary queries ran.
    expect(secondary.queries?.map((q) => [q.q, q.skipped])).toEqual([
      ['topic:ai stars:>20 pushed:2026-06-01..2026-06-07', undefined],
    ]);
  });

  test('a rerun with the cache dir makes no search call and uploads under the new attempt', async () => {
    const s = await startServer();
    await putRunContextArtifact(join(base, 'artifacts'));
    const cacheDir = join(base, 'cache');
    expect((await run({ 'shard-id': 'new_repos', 'cache-dir': cacheDir })).code).toBe(0);
    const calls = s.searchRequests().length;
    const rerun = await run(
      { 'shard-id': 'new_repos', 'cache-dir': cacheDir },
      { env: { GITHUB_RUN_ATTEMPT: '2' } },
    );
    expect(rerun.code).toBe(0);
    expect(s.searchRequests().length).toBe(calls);
    expect(rerun.outputs['calls']).toBe('0');
    const a = JSON.parse(
      await artifactFile('github-new_repos-a1', 'github-new_repos.json'),
    ) as GithubShard;
    const b = JSON.parse(
      await artifactFile('github-new_repos-a2', 'github-new_repos.json'),
    ) as GithubShard;
    expect(b.checksum).toBe(a.checksum);
    expect(b.api_metrics).toMatchObject({
      calls_made: 0,
      cache_hits: 2,
      cache_misses: 0,
      search_api_remaining: null,
    });
  });

  test('stars_gained from a previous snapshot file; a snapshot of the same week fails', async () => {
    const s = await startServer();
    await putRunContextArtifact(join(base, 'artifacts'));
    const item = s
      .itemsFor('pushed:2026-06-01..2026-06-07 stars:>50')
      .find(
        (i) =>
          !i['fork'] &&
          i['description'] &&
          !i['private'] &&
          !i['is_template'] &&
          !String(i['name']).startsWith('awesome'),
      );
    const name = item?.['full_name'] as string;
    const prev = {
      week: '2026-W22',
      captured_at: '2026-06-01T06:00:00Z',
      repository_count: 1,
      stars: { [name]: (item?.['stargazers_count'] as number) - 33 },
    };
    await writeFile(join(base, 'prev.json'), JSON.stringify(prev));
    const r = await run({
      'shard-id': 'trending_repos',
      'previous-snapshot': join(base, 'prev.json'),
    });
    expect(r.code).toBe(0);
    const shard = JSON.parse(
      await artifactFile('github-trending_repos-a1', 'github-trending_repos.json'),
    ) as GithubShard;
    expect(shard.repositories.find((x) => x.full_name === name)?.stars_gained).toBe(33);

    await writeFile(join(base, 'same.json'), JSON.stringify({ ...prev, week: '2026-W23' }));
    const bad = await run(
      { 'shard-id': 'new_repos', 'previous-snapshot': join(base, 'same.json') },
      { env: { GITHUB_RUN_ATTEMPT: '2' } },
    );
    expect(bad.code).toBe(1);
    expect(bad.stdout).toMatch(/not of a week before/);
    expect(await artifactNames()).toContain('github-new_repos-diagnostics-a2');
  });

  test('cancelled while waiting on a limit: no shard artifact, diagnostics say cancelled, later shards do not start', async () => {
    await startServer({ faults: [{ kind: 'secondary', retryAfter: 30 }] });
    await putRunContextArtifact(join(base, 'artifacts'));
    const signals = new EventEmitter();
    // The job is cancelled while the leg waits out the secondary limit.
    const sleep = async () => void signals.emit('SIGTERM', 'SIGTERM');
    const r = await run(
      { 'shard-id': 'all', 'topic-config': join(base, 'topic.yml') },
      { signals, deps: { ...FAST, sleep } },
    );
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/4 of 4 GitHub shards failed: new_repos \(cancelled/);
    const names = await artifactNames();
    expect(names.filter((n) => /^github-[a-z_]+-a1$/.test(n))).toEqual([]);
    for (const id of ['new_repos', 'trending_repos', 'topic_primary', 'topic_secondary']) {
      const d = JSON.parse(
        await readFile(join(r.temp, `github-${id}-diagnostics.json`), 'utf8'),
      ) as { error: { code: string } };
      expect(d.error.code).toBe('cancelled');
    }
  });

  test.each([
    ['accepts and never answers', 'hang'],
    ['trickles its body one byte every 0.1 s', 'trickle'],
  ] as const)(
    'an API that %s: the shard fails promptly as timeout, with truthful diagnostics',
    async (_what, kind) => {
      const s = await startServer({ faults: [{ kind, times: Infinity }] });
      await putRunContextArtifact(join(base, 'artifacts'));
      const started = Date.now();
      const r = await run(
        { 'shard-id': 'new_repos', 'request-timeout-seconds': '1' },
        { deps: { client: { minIntervalMs: 0, retryBaseMs: 1, retries: 1 } } },
      );
      const elapsed = Date.now() - started;
      expect(r.code).toBe(1);
      expect(r.stdout).toMatch(
        /::error::GitHub shard new_repos failed \(timeout\): search .* page 1: no complete answer within 1 s \(after 1 retries\)/,
      );
      // Two attempts of 1 s each, not undici's five minutes per attempt.
      expect(elapsed).toBeLessThan(2 * 1000 + 3000);
      expect(s.searchRequests()).toHaveLength(2);
      const d = JSON.parse(
        await readFile(join(r.temp, 'github-new_repos-diagnostics.json'), 'utf8'),
      ) as { error: { code: string }; api_metrics: { calls_made: number } };
      expect(d.error.code).toBe('timeout');
      expect(d.api_metrics.calls_made).toBe(2);
      expect(await artifactNames()).toContain('github-new_repos-diagnostics-a1');
    },
  );

  test('a previous-snapshot that is neither file nor artifact is a note, not a failure', async () => {
    await startServer();
    await putRunContextArtifact(join(base, 'artifacts'));
    const r = await run({ 'shard-id': 'new_repos', 'previous-snapshot': 'stars-new_repos' });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/neither a file, a folder nor an artifact/);
  });

  test('a topic config other than the planned one fails with diagnostics, before any call', async () => {
    const s = await startServer();
    await putRunContextArtifact(join(base, 'artifacts'));
    await writeFile(
      join(base, 'other.yml'),
      TOPIC.replace('min_repos_per_week: 5', 'min_repos_per_week: 6'),
    );
    const r = await run({ 'shard-id': 'topic_primary', 'topic-config': join(base, 'other.yml') });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/topic_config_checksum/);
    expect(s.searchRequests()).toHaveLength(0);
    expect(await artifactNames()).toContain('github-topic_primary-diagnostics-a1');
  });

  test('a topic shard without topic-config fails naming the input', async () => {
    await startServer();
    await putRunContextArtifact(join(base, 'artifacts'));
    const r = await run({ 'shard-id': 'topic_secondary' });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/Input 'topic-config': is required for topic_secondary/);
  });

  test('a shard the plan skipped is refused with the reason', async () => {
    await startServer();
    const plan: FanPlan = {
      ...PLAN,
      fans: {
        github: {
          fan_id: `${CONTEXT.run_id}:github`,
          expected: 1,
          legs: [{ seq: 0, id: 'new_repos', required: true }],
        },
      },
      skipped: [{ id: 'trending_repos', reason: 'not selected' }],
    };
    const r = await run({
      'shard-id': 'trending_repos',
      'run-context': JSON.stringify(CONTEXT),
      'fan-plan': JSON.stringify(plan),
    });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(
      /Input 'shard-id': trending_repos is not in the fan plan.*skipped \(not selected\)/,
    );
  });

  test('no run context anywhere fails naming the input', async () => {
    await startServer();
    const r = await run({ 'shard-id': 'new_repos' });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(
      /Input 'run-context': is not set and no run-context-a<N> artifact exists/,
    );
  });

  test('the newest run-context attempt is used', async () => {
    await startServer();
    const store = new LocalArtifactStore(join(base, 'artifacts'));
    const older = exampleRunContext({ run_id: '2026-W23-aaaaaaaaaaaa' });
    await store.upload('run-context-a1', [
      { name: 'run_context.json', data: JSON.stringify(older) },
      { name: 'fan_plan.json', data: JSON.stringify({ ...PLAN, run_id: older.run_id }) },
    ]);
    await putRunContextArtifact(join(base, 'artifacts'), 2);
    const r = await run({ 'shard-id': 'new_repos' });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`Run ${CONTEXT.run_id}`);
  });
});

const NO_SECONDARY = `topic: AI
keywords: [ai, llm]
github:
  queries:
    primary:
      - "topic:llm stars:>50 pushed:>{last_week}"
  min_repos_per_week: 5
`;

describe('crawl-github-shard: metrics and snapshots of a leg of its own', () => {
  test("all: a shard that made no search call reports no search budget (another shard's is not its)", async () => {
    await startServer();
    await writeFile(join(base, 'nosec.yml'), NO_SECONDARY);
    const ctx = exampleRunContext({ topic_config_checksum: checksumOfBytes(NO_SECONDARY) });
    const r = await run({
      'shard-id': 'all',
      'run-context': JSON.stringify(ctx),
      'fan-plan': JSON.stringify(exampleFanPlan()),
      'topic-config': join(base, 'nosec.yml'),
    });
    expect(r.code).toBe(0);
    const read = async (shard: string) =>
      JSON.parse(await artifactFile(`github-${shard}-a1`, `github-${shard}.json`)) as GithubShard;
    expect((await read('topic_primary')).api_metrics.search_api_remaining).toEqual(
      expect.any(Number),
    );
    expect((await read('topic_secondary')).api_metrics).toMatchObject({
      calls_made: 0,
      search_api_remaining: null,
    });
  });

  test.each([
    [
      'a duplicate key',
      '{"week":"2026-W22","week":"2026-W22","captured_at":"2026-06-01T06:00:00Z","repository_count":0,"stars":{}}',
    ],
    [
      'a negative star count',
      '{"week":"2026-W22","captured_at":"2026-06-01T06:00:00Z","repository_count":1,"stars":{"a/b":-5}}',
    ],
    ['a truncated file', '{"week":"2026-W22","captured_at":'],
    [
      'a later week',
      '{"week":"2026-W30","captured_at":"2026-06-01T06:00:00Z","repository_count":0,"stars":{}}',
    ],
  ])('a previous snapshot with %s fails the leg as a config error', async (_what, body) => {
    await startServer();
    await putRunContextArtifact(join(base, 'artifacts'));
    await writeFile(join(base, 'prev.json'), body);
    const r = await run({ 'shard-id': 'new_repos', 'previous-snapshot': join(base, 'prev.json') });
    expect(r.code).toBe(1);
    const diagnostics = JSON.parse(
      await readFile(join(r.temp, 'github-new_repos-diagnostics.json'), 'utf8'),
    ) as { error: { code: string } };
    expect(diagnostics.error.code).toBe('config');
  });
});

describe('inputs', () => {
  function read(values: Record<string, string>, env: NodeJS.ProcessEnv = {}) {
    const raw = (name: string) => values[name] ?? '';
    // Through the runtime's readers, as the action reads them.
    return import('../../runtime/index.js').then(({ createInputs }) =>
      readCrawlGithubInputs(createInputs(raw), env, process.cwd()),
    );
  }

  test('defaults', async () => {
    const inputs = await read(
      { 'shard-id': 'all', 'github-token': 'x' },
      { GITHUB_API_URL: 'https://ghes.example/api/v3' },
    );
    expect(inputs).toMatchObject({
      shardId: 'all',
      apiUrl: 'https://ghes.example/api/v3',
      maxResults: 250,
      jitterSeconds: 10,
      runImmediately: false,
      maxWaitSeconds: 900,
      requestTimeoutSeconds: 30,
      runContext: undefined,
      cacheDir: undefined,
    });
  });

  test.each([
    [{ 'shard-id': 'everything', 'github-token': 'x' }, /Input 'shard-id': must be one of/],
    [{ 'github-token': 'x' }, /Input 'shard-id': is required/],
    [{ 'shard-id': 'all' }, /Input 'github-token': is required/],
    [
      { 'shard-id': 'all', 'github-token': 'x', 'max-results': '1001' },
      /Input 'max-results': must be between 1 and 1000/,
    ],
    [
      { 'shard-id': 'all', 'github-token': 'x', 'api-url': 'ftp://x' },
      /Input 'api-url': must be an http\(s\) URL/,
    ],
    [
      { 'shard-id': 'all', 'github-token': 'x', 'run-context': '{"a":1,"a":2}' },
      /Input 'run-context': is not valid JSON/,
    ],
    [{ 'shard-id': 'all', 'github-token': 'x', 'jitter-seconds': '-1' }, /Input 'jitter-seconds'/],
    [
      { 'shard-id': 'all', 'github-token': 'x', 'request-timeout-seconds': '0' },
      /Input 'request-timeout-seconds': must be between 1 and 600/,
    ],
  ])('%j is refused', async (values, message) => {
    await expect(read(values)).rejects.toThrow(message);
  });

  test('credentials in api-url are refused without being echoed', async () => {
    await expect(
      read({ 'shard-id': 'all', 'github-token': 'x', 'api-url': `https://u:${TOKEN}@h` }),
    ).rejects.toThrow(/^(?!.*ghs_).*credentials/);
  });

  test('a bad input exits 1 before any request', async () => {
    const s = await startServer();
    const r = await run({ 'shard-id': 'new_repos', 'max-results': '0' });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/::error::Input 'max-results'/);
    expect(s.requests).toHaveLength(0);
  });
});

describe('action.yml', () => {
  test('declares every input the action reads and the outputs it sets, each described', async () => {
    await expectActionYml('crawl-github-shard', {
      inputs: [
        'api-url',
        'artifact-dir',
        'cache-dir',
        'fan-plan',
        'github-token',
        'jitter-seconds',
        'max-results',
        'max-wait-seconds',
        'previous-snapshot',
        'request-timeout-seconds',
        'run-context',
        'run-immediately',
        'shard-id',
        'topic-config',
      ],
      outputs: ['artifact-name', 'calls', 'repositories', 'snapshot-artifact-name'],
      defaults: {
        'max-results': '250',
        'jitter-seconds': '10',
        'max-wait-seconds': '900',
        'request-timeout-seconds': '30',
      },
      describedOver: 10,
    });
  });
});

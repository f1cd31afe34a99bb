// The committed make-run-context bundle, run as the runner runs it (INPUT_* variables,
// GITHUB_OUTPUT, a separate Node 24 process) with the clock pinned by `now`: issue #2's
// "How it is checked".
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { canonicalJson } from '../src/canonical/index.js';
import { validate, type FanPlan, type RunContext } from '../src/contracts/index.js';
import { repoRoot, runStep, type StepResult } from '../src/local/step.js';
import { withExampleConfigs } from './example-configs.js';

const SOURCES = 'examples/sources.json';
const TOPIC = 'examples/squadscope.topic.yml';
const SHARDS = ['new_repos', 'trending_repos', 'topic_primary', 'topic_secondary'];

let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'make-run-context-'));
  await withExampleConfigs(root);
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

// Each step its own artifact directory, not created beforehand: a refused input must leave none.
let counter = 0;
function freshDir(): string {
  return join(root, `artifacts-${counter++}`);
}

async function plan(inputs: Record<string, string>): Promise<StepResult & { dir: string }> {
  const dir = freshDir();
  const step = await runStep(
    'make-run-context',
    {
      'source-config': SOURCES,
      'topic-config': TOPIC,
      'artifact-dir': dir,
      ...inputs,
    },
    { cwd: root },
  );
  return { ...step, dir };
}

function sha256(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

describe('make-run-context as the runner runs it', () => {
  let first: StepResult & { dir: string };

  beforeAll(async () => {
    first = await plan({ now: '2026-06-05T12:00:00Z' });
  });

  test('window, checksums and run_id for now=2026-06-05T12:00:00Z', async () => {
    expect(first.exitCode).toBe(0);
    const o = first.outputs;
    expect(o.week).toBe('2026-W23');
    expect(o.since).toBe('2026-06-01T00:00:00Z');
    expect(o.until).toBe('2026-06-08T00:00:00Z');
    const context = JSON.parse(o['run-context']!) as RunContext;
    expect(validate('run_context_v1', context)).toEqual({ ok: true });
    expect(Object.keys(context).sort()).toEqual(
      [
        'schema_version',
        'run_id',
        'week',
        'since',
        'until',
        'source_config_checksum',
        'topic_config_checksum',
        'code_sha',
        'created_at',
      ].sort(),
    );
    expect(context).toMatchObject({
      week: '2026-W23',
      since: '2026-06-01T00:00:00Z',
      until: '2026-06-08T00:00:00Z',
      created_at: '2026-06-05T12:00:00Z',
    });
    // Config checksums over the raw file bytes.
    const sourceBytes = await readFile(join(repoRoot, SOURCES));
    const topicBytes = await readFile(join(repoRoot, TOPIC));
    expect(context.source_config_checksum).toBe(`sha256:${sha256(sourceBytes)}`);
    expect(context.topic_config_checksum).toBe(`sha256:${sha256(topicBytes)}`);
    // run_id = week + first 12 hex of SHA-256 over the canonical context without run_id, created_at.
    const { run_id: runId, created_at: _createdAt, ...rest } = context;
    expect(runId).toBe(`2026-W23-${sha256(canonicalJson(rest)).slice(0, 12)}`);
    expect(o['run-id']).toBe(runId);
    // The run-context output is compact canonical JSON.
    expect(o['run-context']).toBe(canonicalJson(context));
  });

  test('the artifact run-context-a1 holds a valid run context and fan plan', async () => {
    // Beside it, the plan's metrics record for the run ledger.
    expect((await readdir(first.dir)).sort()).toEqual(['metrics-plan-a1', 'run-context-a1']);
    const artifact = join(first.dir, 'run-context-a1');
    expect((await readdir(artifact)).sort()).toEqual(['fan_plan.json', 'run_context.json']);
    const context = JSON.parse(
      await readFile(join(artifact, 'run_context.json'), 'utf8'),
    ) as RunContext;
    const fanPlan = JSON.parse(await readFile(join(artifact, 'fan_plan.json'), 'utf8')) as FanPlan;
    expect(validate('run_context_v1', context)).toEqual({ ok: true });
    expect(validate('fan_plan_v1', fanPlan)).toEqual({ ok: true });
    expect(context).toEqual(JSON.parse(first.outputs['run-context']!));
    expect(fanPlan).toEqual(JSON.parse(first.outputs['fan-plan']!));
    const runId = context.run_id;
    const sources = (
      JSON.parse(await readFile(join(repoRoot, SOURCES), 'utf8')) as { id: string }[]
    ).map((s) => s.id);
    expect(fanPlan).toEqual({
      schema_version: 'fan_plan_v1',
      run_id: runId,
      fans: {
        rss: {
          fan_id: `${runId}:rss`,
          expected: sources.length,
          legs: sources.map((id, seq) => ({ seq, id, required: false })),
        },
        github: {
          fan_id: `${runId}:github`,
          expected: 4,
          legs: SHARDS.map((id, seq) => ({ seq, id, required: true })),
        },
      },
      skipped: [],
    });
  });

  test('rss-matrix and github-matrix are ready for fromJSON', () => {
    const runId = first.outputs['run-id']!;
    const sources = [
      'techcrunch',
      'nvidia_blog',
      'hugging_face_blog',
      'mit_technology_review',
      'github_blog',
    ];
    expect(JSON.parse(first.outputs['rss-matrix']!)).toEqual({
      include: sources.map((source_id, seq) => ({
        source_id,
        seq,
        expected: 5,
        fan_id: `${runId}:rss`,
        required: false,
      })),
    });
    expect(JSON.parse(first.outputs['github-matrix']!)).toEqual({
      include: SHARDS.map((shard_id, seq) => ({
        shard_id,
        seq,
        expected: 4,
        fan_id: `${runId}:github`,
        required: true,
      })),
    });
    expect(first.outputs['rss-legs']).toBe('5');
    expect(first.outputs['github-legs']).toBe('4');
  });

  test('the same inputs twice give the same run_id (created_at aside, the same context)', async () => {
    const again = await plan({ now: '2026-06-05T12:00:00Z' });
    expect(again.exitCode).toBe(0);
    expect(again.outputs['run-id']).toBe(first.outputs['run-id']);
    expect(again.outputs['run-context']).toBe(first.outputs['run-context']);
    expect(again.outputs['fan-plan']).toBe(first.outputs['fan-plan']);
    // Another clock inside the same week: a new created_at, the same run id.
    const later = await plan({ now: '2026-06-07T23:59:59Z' });
    expect(later.outputs['run-id']).toBe(first.outputs['run-id']);
    expect((JSON.parse(later.outputs['run-context']!) as RunContext).created_at).toBe(
      '2026-06-07T23:59:59Z',
    );
  });

  test('2027-01-01 falls in 2026-W53', async () => {
    const step = await plan({ now: '2027-01-01T12:00:00Z' });
    expect(step.exitCode).toBe(0);
    expect(step.outputs.week).toBe('2026-W53');
    expect(step.outputs.since).toBe('2026-12-28T00:00:00Z');
    expect(step.outputs.until).toBe('2027-01-04T00:00:00Z');
    expect(step.outputs['run-id']).toMatch(/^2026-W53-[0-9a-f]{12}$/);
  });
});

describe('make-run-context refuses bad input by name', () => {
  let configs: string;

  beforeAll(async () => {
    configs = join(root, 'configs');
    await mkdir(configs);
    const entry = (id: string, url: string) => ({ id, feed_url: url });
    await writeFile(
      join(configs, 'malformed.json'),
      '[{"id": "a", "feed_url": "https://a.example/feed"',
    );
    await writeFile(
      join(configs, 'duplicate.json'),
      JSON.stringify([
        entry('same', 'https://a.example/feed'),
        entry('same', 'https://b.example/feed'),
      ]),
    );
    await writeFile(
      join(configs, 'ftp.json'),
      JSON.stringify([entry('ftpsource', 'ftp://a.example/feed')]),
    );
  });

  const cases: [string, string, () => Record<string, string>][] = [
    ['an unknown week 2026-W54', 'week', () => ({ week: '2026-W54' })],
    [
      'since after until',
      'since',
      () => ({ since: '2026-06-08T00:00:00Z', until: '2026-06-01T00:00:00Z' }),
    ],
    ['only since', 'until', () => ({ since: '2026-06-01T00:00:00Z' })],
    [
      'a missing source config',
      'source-config',
      () => ({ 'source-config': join(configs, 'nope.json') }),
    ],
    [
      'a malformed source config',
      'source-config',
      () => ({ 'source-config': join(configs, 'malformed.json') }),
    ],
    [
      'duplicate source ids',
      'source-config',
      () => ({ 'source-config': join(configs, 'duplicate.json') }),
    ],
    ['an ftp:// feed URL', 'source-config', () => ({ 'source-config': join(configs, 'ftp.json') })],
    ['an unknown shard name', 'github-shards', () => ({ 'github-shards': 'new_repos,old_repos' })],
  ];

  test.each(cases)('%s: exit 1, one ::error::Input %s line', async (_what, input, inputs) => {
    const step = await plan({ now: '2026-06-05T12:00:00Z', ...inputs() });
    expect(step.exitCode).toBe(1);
    const errors = step.stdout.split('\n').filter((line) => line.startsWith('::error'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(new RegExp(`^::error::Input '${input}': \\S`));
    // Nothing planned, nothing uploaded.
    expect(existsSync(step.dir)).toBe(false);
    expect(step.outputs['run-id']).toBeUndefined();
  });
});

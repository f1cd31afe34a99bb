// make-run-context in-process, the way the runner drives it: INPUT_* variables, a
// GITHUB_OUTPUT file, a step summary file, a local artifact directory, a pinned clock.

import { createHash } from 'node:crypto';
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { canonicalJson, checksumOfBytes } from '../../canonical/index.js';
import { validate, type FanPlan, type RunContext } from '../../contracts/index.js';
import { DEFAULT_GITHUB_SHARDS, DEFAULT_TOPIC_CONFIG } from './inputs.js';
import { runMakeRunContextAction } from './main.js';
import { readActionYml, RUNTIME_INPUTS } from '../../../test-support/action-yml.js';
import {
  runActionStep,
  stepResult,
  stepRunDir,
  stepTestDir,
  type StepResult,
} from '../../../test-support/action-step.js';
import { putFile } from '../../../test-support/temp-dirs.js';

const sha = (data: string) => createHash('sha256').update(data).digest('hex');

const SOURCES = JSON.stringify(
  [
    {
      id: 'techcrunch',
      name: 'TechCrunch',
      feed_url: 'https://techcrunch.com/feed/',
      required: true,
    },
    { id: 'nvidia_blog', feed_url: 'https://blogs.nvidia.com/feed/', active: false },
    { id: 'hugging_face_blog', feed_url: 'https://huggingface.co/blog/feed.xml' },
    {
      id: 'mit_technology_review',
      feed_url: 'https://www.technologyreview.com/feed',
      interval_hours: 24,
    },
    { id: 'github_blog', feed_url: 'https://github.blog/feed/' },
  ],
  null,
  2,
);
const TOPIC = 'topic: AI\nkeywords: [ai, llm]\n';
// Now is Friday 2026-06-05T17:42:56Z (2026-W23). github_blog was scraped two days ago
// (weekly: not due); mit_technology_review two days ago too (daily: due).
const STATE = JSON.stringify({
  schema_version: 'scrape_state_v1',
  sources: {
    github_blog: { last_scraped_at: '2026-06-03T12:00:00Z' },
    mit_technology_review: { last_scraped_at: '2026-06-03T12:00:00Z' },
  },
});
const NOW = '2026-06-05T17:42:56Z';

const stepDir = stepTestDir('squadscope-mrc-');
let base: string;
let actionRoot: string;
let workspace: string;
let expectedCodeSha: string;

beforeEach(async () => {
  base = stepDir();
  actionRoot = join(base, 'action');
  workspace = join(base, 'workspace');
  await putFile(actionRoot, 'dist/make-run-context/index.js', '// bundle');
  await putFile(actionRoot, 'schemas/run_context_v1.json', '{}');
  await putFile(workspace, 'config/sources.json', SOURCES);
  await putFile(workspace, 'squadscope.topic.yml', TOPIC);
  await putFile(workspace, 'state/scrape_state.json', STATE);
  await putFile(workspace, 'scripts/correlate.py', 'print("hi")\n');
  // code_sha computed here independently: sorted `<path>\0<sha256>\n` lines, the suite's
  // line holding the same digest over the action root's bundles and schemas.
  const suiteDigest = sha(
    [
      `dist/make-run-context/index.js\0${sha('// bundle')}\n`,
      `schemas/run_context_v1.json\0${sha('{}')}\n`,
    ].join(''),
  );
  expectedCodeSha = sha(
    [`scripts/correlate.py\0${sha('print("hi")\n')}\n`, `squadscope-suite\0${suiteDigest}\n`].join(
      '',
    ),
  );
});

interface RunResult extends StepResult {
  artifactDir: string;
}

/** The messages of the `::error` commands, with or without annotation properties. */
function errorMessages(lines: readonly string[]): string[] {
  return lines.flatMap((l) => /^::error(?: [^:]*)?::(.*)$/.exec(l)?.[1] ?? []);
}

async function runAction(
  inputs: Record<string, string | undefined>,
  options: { env?: NodeJS.ProcessEnv; artifactDir?: string; clock?: () => Date } = {},
): Promise<RunResult> {
  const dir = await stepRunDir(base);
  const artifactDir = options.artifactDir ?? join(dir, 'artifacts');
  const inputsOf: Record<string, string | undefined> = {
    'source-config': 'config/sources.json',
    'topic-config': 'squadscope.topic.yml',
    state: 'state/scrape_state.json',
    now: NOW,
    'code-paths': 'scripts/correlate.py',
    'artifact-dir': artifactDir,
    ...inputs,
  };
  const step = await runActionStep(
    dir,
    inputsOf,
    { GITHUB_WORKSPACE: workspace, ...options.env },
    (env) =>
      runMakeRunContextAction({
        env,
        actionRoot,
        clock: options.clock ?? (() => new Date('2099-01-01T00:00:00Z')),
        exit: () => {},
      }),
  );
  return {
    ...stepResult(step),
    artifactDir,
  };
}

const actionYml = () => readActionYml('make-run-context');

describe('action.yml', () => {
  test('declares the inputs the action reads, with descriptions and the same defaults', async () => {
    const metadata = await actionYml();
    expect(Object.keys(metadata.inputs).sort()).toEqual(
      [
        'allow-private-network',
        'artifact-dir',
        'code-paths',
        'github-shards',
        'max-legs',
        'now',
        'required-shards',
        'since',
        'source-config',
        'sources-per-leg',
        'chunk-size',
        'state',
        'topic-config',
        'until',
        'week',
        'week-label',
        'week-offset',
        ...RUNTIME_INPUTS,
      ].sort(),
    );
    for (const [name, input] of Object.entries(metadata.inputs)) {
      expect([name, typeof input.description, input.description.length > 10]).toEqual([
        name,
        'string',
        true,
      ]);
      expect([name, input.required === true]).toEqual([name, name === 'source-config']);
    }
    expect(metadata.inputs['topic-config']?.default).toBe(DEFAULT_TOPIC_CONFIG);
    expect(metadata.inputs['github-shards']?.default).toBe(DEFAULT_GITHUB_SHARDS);
    expect(metadata.inputs['week-offset']?.default).toBe('0');
    expect(metadata.inputs['allow-private-network']?.default).toBe('false');
    for (const output of Object.values(metadata.outputs))
      expect(output.description.length).toBeGreaterThan(10);
    expect(metadata.runs).toEqual({
      using: 'node24',
      main: '../../dist/make-run-context/index.js',
    });
  });
});

describe('make-run-context', () => {
  test('the window, checksums, code_sha, run id, due legs and the artifact', async () => {
    const r = await runAction({});
    expect(r.lines.filter((l) => l.startsWith('::error::'))).toEqual([]);
    expect(r.code).toBe(0);

    const context = JSON.parse(r.outputs['run-context']!) as RunContext;
    expect(validate('run_context_v1', context)).toEqual({ ok: true });
    expect(context).toMatchObject({
      schema_version: 'run_context_v1',
      week: '2026-W23',
      since: '2026-06-01T00:00:00Z',
      until: '2026-06-08T00:00:00Z',
      source_config_checksum: checksumOfBytes(SOURCES),
      topic_config_checksum: checksumOfBytes(TOPIC),
      code_sha: expectedCodeSha,
      created_at: NOW,
    });
    expect(context.run_id).toMatch(/^2026-W23-[0-9a-f]{12}$/);
    expect(r.outputs['run-context']).toBe(canonicalJson(context));
    expect(r.outputs).toMatchObject({
      'run-id': context.run_id,
      week: '2026-W23',
      since: '2026-06-01T00:00:00Z',
      until: '2026-06-08T00:00:00Z',
      'rss-legs': '3',
      'github-legs': '4',
      // github_blog, the one source waiting for its interval.
      'next-due': '2026-06-10T11:30:00Z',
    });

    const plan = JSON.parse(r.outputs['fan-plan']!) as FanPlan;
    expect(plan.fans.rss).toEqual({
      fan_id: `${context.run_id}:rss`,
      expected: 3,
      legs: [
        { seq: 0, id: 'techcrunch', required: true },
        { seq: 1, id: 'hugging_face_blog', required: false },
        { seq: 2, id: 'mit_technology_review', required: false },
      ],
    });
    expect(plan.fans.github?.legs.map((l) => [l.id, l.required])).toEqual([
      ['new_repos', true],
      ['trending_repos', true],
      ['topic_primary', true],
      ['topic_secondary', true],
    ]);
    expect(plan.skipped).toEqual([
      { id: 'nvidia_blog', reason: 'inactive' },
      {
        id: 'github_blog',
        reason:
          'not due until 2026-06-10T11:30:00Z (last scraped 2026-06-03T12:00:00Z, every 168 h)',
      },
    ]);

    expect(JSON.parse(r.outputs['rss-matrix']!)).toEqual({
      include: [
        {
          source_id: 'techcrunch',
          seq: 0,
          expected: 3,
          fan_id: `${context.run_id}:rss`,
          required: true,
        },
        {
          source_id: 'hugging_face_blog',
          seq: 1,
          expected: 3,
          fan_id: `${context.run_id}:rss`,
          required: false,
        },
        {
          source_id: 'mit_technology_review',
          seq: 2,
          expected: 3,
          fan_id: `${context.run_id}:rss`,
          required: false,
        },
      ],
    });
    expect(JSON.parse(r.outputs['github-matrix']!).include[3]).toEqual({
      shard_id: 'topic_secondary',
      seq: 3,
      expected: 4,
      fan_id: `${context.run_id}:github`,
      required: true,
    });

    // The artifact: canonical JSON plus a newline, equal to the outputs; and the plan's
    // metrics record for the run ledger, an artifact of its own.
    expect(await readdir(r.artifactDir)).toEqual(['metrics-plan-a1', 'run-context-a1']);
    const record = JSON.parse(
      await readFile(join(r.artifactDir, 'metrics-plan-a1', 'metrics-plan.json'), 'utf8'),
    ) as Record<string, unknown>;
    expect(record).toMatchObject({
      schema_version: 'leg_metrics_v1',
      run_id: context.run_id,
      kind: 'plan',
      fan_id: null,
      seq: null,
      status: 'success',
    });
    const dir = join(r.artifactDir, 'run-context-a1');
    expect((await readdir(dir)).sort()).toEqual(['fan_plan.json', 'run_context.json']);
    expect(await readFile(join(dir, 'run_context.json'), 'utf8')).toBe(
      `${r.outputs['run-context']}\n`,
    );
    expect(await readFile(join(dir, 'fan_plan.json'), 'utf8')).toBe(`${r.outputs['fan-plan']}\n`);

    // Exactly the outputs action.yml declares.
    const metadata = await actionYml();
    expect(Object.keys(r.outputs).sort()).toEqual(Object.keys(metadata.outputs).sort());

    // The job summary: window, run id, legs, why sources were skipped.
    expect(r.summary).toContain('2026-06-01T00:00:00Z to 2026-06-08T00:00:00Z');
    expect(r.summary).toContain(context.run_id);
    expect(r.summary).toContain('| rss | 2 | mit\\_technology\\_review | no |');
    expect(r.summary).toContain('| nvidia\\_blog | inactive |');
    expect(r.summary).toContain(
      'Next due: 2026-06-10T11:30:00Z (the earliest skipped source falls due after it)',
    );
  });

  test('a quiet week: nothing due, GitHub off; the next due time in the outputs and summary', async () => {
    const recent = { last_scraped_at: '2026-06-05T12:00:00Z' };
    await putFile(
      workspace,
      'state/scrape_state.json',
      JSON.stringify({
        schema_version: 'scrape_state_v1',
        sources: {
          techcrunch: recent,
          hugging_face_blog: { last_scraped_at: '2026-06-01T06:00:00Z' },
          mit_technology_review: recent,
          github_blog: recent,
        },
      }),
    );
    const r = await runAction({ 'github-shards': 'none' });
    expect(r.code).toBe(0);
    expect(r.outputs).toMatchObject({
      'rss-legs': '0',
      'github-legs': '0',
      'rss-matrix': '{"include":[]}',
      // mit_technology_review (daily) first: 12:00 + 24 h - 30 min.
      'next-due': '2026-06-06T11:30:00Z',
    });
    expect(JSON.parse(r.outputs['fan-plan']!).fans).toEqual({});
    expect(r.lines).toContain(
      'Next due: 2026-06-06T11:30:00Z (the earliest skipped source falls due after it)',
    );
    expect(r.summary).toContain('No legs: no source is due and the GitHub fan is off.');
    expect(r.summary).toContain('Next due: 2026-06-06T11:30:00Z');

    // Every source inactive or due: nothing waits, next-due is empty.
    const none = await runAction({ state: '' });
    expect(none.outputs['next-due']).toBe('');
    expect(none.summary).toContain('Next due: none (no active source is waiting for its interval)');
  });

  test('the same inputs give the same run id; only created_at follows the clock', async () => {
    const a = await runAction({});
    const b = await runAction({ now: '2026-06-07T23:00:00+02:00' });
    expect(a.code).toBe(0);
    expect(b.code).toBe(0);
    const ca = JSON.parse(a.outputs['run-context']!) as RunContext;
    const cb = JSON.parse(b.outputs['run-context']!) as RunContext;
    expect(cb.run_id).toBe(ca.run_id);
    expect(cb.created_at).toBe('2026-06-07T21:00:00Z');
    expect({ ...cb, created_at: '' }).toEqual({ ...ca, created_at: '' });
  });

  test('a changed config byte changes the run id', async () => {
    const a = await runAction({});
    await writeFile(join(workspace, 'squadscope.topic.yml'), TOPIC + '# comment\n');
    const b = await runAction({});
    expect(b.outputs['run-id']).not.toBe(a.outputs['run-id']);
  });

  test('without the now input, the clock; week-offset -1 gives the finished week', async () => {
    const r = await runAction(
      { now: undefined, 'week-offset': '-1' },
      { clock: () => new Date('2027-01-04T06:00:00.750Z') },
    );
    expect(r.code).toBe(0);
    expect(r.outputs['week']).toBe('2026-W53');
    expect(r.outputs['since']).toBe('2026-12-28T00:00:00Z');
    expect(r.outputs['until']).toBe('2027-01-04T00:00:00Z');
    expect(JSON.parse(r.outputs['run-context']!).created_at).toBe('2027-01-04T06:00:00Z');
  });

  test("week-label run: SquadScope's Monday 00:07 cron names the files after the ISO week it runs in", async () => {
    // Monday 2025-12-29 is in ISO 2026-W01 (date +%Y-W%V would say 2025-W01).
    const r = await runAction(
      { now: undefined, 'week-label': 'run' },
      { clock: () => new Date('2025-12-29T00:07:00Z') },
    );
    expect(r.code).toBe(0);
    expect(r.outputs['week']).toBe('2026-W01');
    expect([r.outputs['since'], r.outputs['until']]).toEqual([
      '2025-12-22T00:00:00Z',
      '2025-12-29T00:00:00Z',
    ]);
    // created_at stays the clock: a time at which the run ran.
    expect(JSON.parse(r.outputs['run-context']!).created_at).toBe('2025-12-29T00:07:00Z');
  });

  test('explicit week; explicit since/until (a backfill)', async () => {
    const w = await runAction({ week: '2027-W01' });
    expect([w.outputs['since'], w.outputs['until']]).toEqual([
      '2027-01-04T00:00:00Z',
      '2027-01-11T00:00:00Z',
    ]);
    const s = await runAction({ since: '2027-01-01', until: '2027-01-03T12:00:00Z', state: '' });
    expect(s.outputs['week']).toBe('2026-W53');
    expect([s.outputs['since'], s.outputs['until']]).toEqual([
      '2027-01-01T00:00:00Z',
      '2027-01-03T12:00:00Z',
    ]);
    expect(s.outputs['rss-legs']).toBe('4'); // no state: every active source
  });

  test('github-shards and required-shards', async () => {
    const off = await runAction({ 'github-shards': '' });
    expect(off.code).toBe(0);
    expect(off.outputs['github-matrix']).toBe('{"include":[]}');
    expect(off.outputs['github-legs']).toBe('0');
    expect(JSON.parse(off.outputs['fan-plan']!).fans.github).toBeUndefined();
    expect((await runAction({ 'github-shards': 'none' })).outputs['github-legs']).toBe('0');

    const some = await runAction({
      'github-shards': 'topic_primary\nnew_repos',
      'required-shards': 'topic_primary',
    });
    expect(
      JSON.parse(some.outputs['github-matrix']!).include.map(
        (l: { shard_id: string; required: boolean }) => [l.shard_id, l.required],
      ),
    ).toEqual([
      ['new_repos', false],
      ['topic_primary', true],
    ]);
    const none = await runAction({ 'required-shards': 'none' });
    expect(
      JSON.parse(none.outputs['fan-plan']!).fans.github.legs.every(
        (l: { required: boolean }) => !l.required,
      ),
    ).toBe(true);
  });

  test('the artifact name carries the run attempt', async () => {
    const r = await runAction({}, { env: { GITHUB_RUN_ATTEMPT: '3' } });
    expect(await readdir(r.artifactDir)).toEqual(['metrics-plan-a3', 'run-context-a3']);
  });

  test('an artifact directory used twice: same bytes are fine, other bytes are an error', async () => {
    const shared = join(base, 'shared-artifacts');
    expect((await runAction({}, { artifactDir: shared })).code).toBe(0);
    expect((await runAction({}, { artifactDir: shared })).code).toBe(0);
    const other = await runAction({ now: '2026-06-06T00:00:00Z' }, { artifactDir: shared });
    expect(other.code).toBe(1);
    expect(other.lines).toContainEqual(
      expect.stringMatching(
        /^::error::Artifact "run-context-a1" already exists with other content/,
      ),
    );
  });

  test('a failed upload after planning leaves no run context, plan or matrix in the outputs', async () => {
    // Two ways the store refuses: an artifact of that name with other bytes, and a
    // directory that cannot be made (its parent is a file).
    const shared = join(base, 'taken-artifacts');
    expect((await runAction({}, { artifactDir: shared })).code).toBe(0);
    const blocked = join(base, 'a-file');
    await writeFile(blocked, 'not a directory');
    for (const artifactDir of [shared, join(blocked, 'artifacts')]) {
      const failed = await runAction({ now: '2026-06-06T00:00:00Z' }, { artifactDir });
      expect(failed.code).toBe(1);
      expect(failed.lines.some((line) => line.startsWith('::error::'))).toBe(true);
      expect(failed.outputs).toEqual({});
    }
  });

  const missing = (name: string) => ({ [name]: undefined });
  test.each([
    [
      'an unknown week',
      { week: '2026-W54' },
      'week',
      /does not exist: ISO year 2026 has weeks 01 to 53/,
    ],
    ['a malformed week', { week: '2026-23' }, 'week', /must be an ISO week YYYY-Www/],
    [
      'since after until',
      { since: '2026-06-08', until: '2026-06-01' },
      'since',
      /must be before until/,
    ],
    ['only since', { since: '2026-06-01' }, 'until', /is required when since is set/],
    ['only until', { until: '2026-06-08' }, 'since', /is required when until is set/],
    [
      'a malformed since',
      { since: '1 June', until: '2026-06-08' },
      'since',
      /must be a UTC timestamp/,
    ],
    ['a malformed now', { now: 'tomorrow' }, 'now', /must be an ISO 8601 timestamp/],
    ['a fractional week-offset', { 'week-offset': '0.5' }, 'week-offset', /must be an integer/],
    [
      'an unknown week-label',
      { 'week-label': 'monday' },
      'week-label',
      /must be one of window, run/,
    ],
    ['no source config', missing('source-config'), 'source-config', /is required/],
    [
      'a missing source config',
      { 'source-config': 'nope.json' },
      'source-config',
      /"nope\.json": file not found/,
    ],
    [
      'a missing topic config',
      { 'topic-config': 'nope.yml' },
      'topic-config',
      /"nope\.yml": file not found/,
    ],
    [
      'an unknown shard',
      { 'github-shards': 'new_repos,stars' },
      'github-shards',
      /unknown shard "stars"/,
    ],
    [
      'required-shards outside github-shards',
      { 'github-shards': 'new_repos', 'required-shards': 'topic_primary' },
      'required-shards',
      /topic_primary is not in github-shards/,
    ],
    ['a missing code path', { 'code-paths': 'scripts/missing.py' }, 'code-paths', /file not found/],
    [
      'no artifact-dir outside Actions',
      { 'artifact-dir': undefined },
      'artifact-dir',
      /is required outside GitHub Actions/,
    ],
  ])('refuses %s, naming the input', async (_what, inputs, input, problem) => {
    const r = await runAction(inputs as Record<string, string | undefined>);
    expect(r.code).toBe(1);
    const errors = errorMessages(r.lines);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.startsWith(`Input '${input}': `)).toBe(true);
    expect(errors[0]).toMatch(problem);
    expect(r.outputs).toEqual({});
    await expect(readdir(r.artifactDir)).rejects.toThrow();
  });

  test.each([
    ['malformed JSON', 'config/sources.json', '[{"id": "a",', 'source-config', /is not valid JSON/],
    [
      'duplicate source ids',
      'config/sources.json',
      JSON.stringify([
        { id: 'a', feed_url: 'https://a.test/' },
        { id: 'a', feed_url: 'https://b.test/' },
      ]),
      'source-config',
      /duplicate source id "a"/,
    ],
    [
      'a feed URL that is not http(s)',
      'config/sources.json',
      JSON.stringify([{ id: 'a', feed_url: 'ftp://a.test/' }]),
      'source-config',
      /feed_url must be an http:\/\/ or https:\/\/ URL/,
    ],
    [
      'a feed on a loopback address',
      'config/sources.json',
      JSON.stringify([
        { id: 'a', feed_url: 'https://a.test/' },
        { id: 'b', feed_url: 'http://127.0.0.1:8080/feed' },
        { id: 'c', feed_url: 'http://localhost/feed' },
      ]),
      'source-config',
      /^Input 'source-config': "config\/sources\.json": \/1: feed_url "http:\/\/127\.0\.0\.1:8080\/feed" of source "b" is on a loopback or private address \(127\.0\.0\.1\), which the legs refuse: set allow-private-network: true to crawl it \(and 1 more such source\)$/,
    ],
    [
      'a topic config without keywords',
      'squadscope.topic.yml',
      'topic: AI\n',
      'topic-config',
      /must have required property 'keywords'/,
    ],
    [
      'malformed YAML',
      'squadscope.topic.yml',
      'keywords: [a\n',
      'topic-config',
      /is not valid YAML/,
    ],
    [
      'a query template with an unknown placeholder',
      'squadscope.topic.yml',
      'keywords: [ai]\ngithub:\n  queries:\n    primary: ["topic:ai pushed:>{last_week}"]\n    secondary: ["topic:llm", "topic:agents created:>{week_start}"]\n',
      'topic-config',
      /github\.queries\.secondary\[1\]: query template "topic:agents created:>\{week_start\}" has an unknown placeholder "\{week_start\}" \(known: \{last_week\}, \{today\}\)/,
    ],
    [
      'a malformed state',
      'state/scrape_state.json',
      '{"schema_version": "scrape_state_v1"}',
      'state',
      /is not a valid scrape state/,
    ],
  ])(
    'refuses %s in a file, naming the input and the file',
    async (_what, file, content, input, problem) => {
      await writeFile(join(workspace, file), content);
      const r = await runAction({});
      expect(r.code).toBe(1);
      const errors = errorMessages(r.lines);
      expect(errors).toHaveLength(1);
      expect(errors[0]!.startsWith(`Input '${input}': ${JSON.stringify(file)}: `)).toBe(true);
      expect(errors[0]).toMatch(problem);
      expect(r.outputs).toEqual({});
      await expect(readdir(r.artifactDir)).rejects.toThrow();
    },
  );
});

describe('make-run-context and feeds on private addresses', () => {
  const LOCAL = JSON.stringify([
    { id: 'a', feed_url: 'http://127.0.0.1:8080/feed' },
    { id: 'b', feed_url: 'http://[::1]/feed' },
    // An inactive source has no leg: nothing to refuse.
    { id: 'c', feed_url: 'http://169.254.169.254/', active: false },
  ]);

  test('allow-private-network plans them, and says so to the legs', async () => {
    await writeFile(join(workspace, 'config/sources.json'), LOCAL);
    const r = await runAction({ state: '', 'allow-private-network': 'true' });
    expect([r.code, errorMessages(r.lines)]).toEqual([0, []]);
    expect(r.lines.filter((l) => l.startsWith('::warning'))).toEqual([]);
    expect(r.outputs['rss-legs']).toBe('2');
    expect(r.outputs['allow-private-network']).toBe('true');
    const without = await runAction({ state: '', 'allow-private-network': 'false' });
    expect(without.code).toBe(1);
    expect(errorMessages(without.lines)[0]).toMatch(/\/0: .* set allow-private-network: true/);
  });

  test('a link-local or metadata feed, which no input allows, is a warning', async () => {
    await writeFile(
      join(workspace, 'config/sources.json'),
      JSON.stringify([
        { id: 'a', feed_url: 'http://[fe80::1]/feed' },
        { id: 'b', feed_url: 'https://b.test/feed' },
      ]),
    );
    for (const allow of ['true', 'false']) {
      const r = await runAction({ state: '', 'allow-private-network': allow });
      expect([r.code, r.outputs['rss-legs']]).toEqual([0, '2']);
      expect(r.lines.filter((l) => l.startsWith('::warning'))).toEqual([
        expect.stringMatching(
          /^::warning::Source config \/0: feed_url "http:\/\/\[fe80::1\]\/feed" of source "a" is on a link-local or metadata address \(fe80::1\), which no leg may reach: its leg fails \(blocked_url\)$/,
        ),
      ]);
    }
  });

  test('a public feed plans without it, and the output says false', async () => {
    const r = await runAction({});
    expect(r.code).toBe(0);
    expect(r.outputs['allow-private-network']).toBe('false');
  });
});

describe('make-run-context in a rerun', () => {
  const PLAN_OUTPUTS = ['run-context', 'fan-plan', 'run-id', 'week', 'since', 'until'];
  const MATRIX_OUTPUTS = ['rss-matrix', 'github-matrix', 'rss-legs', 'github-legs'];
  const pick = (outputs: Record<string, string>, names: string[]) =>
    Object.fromEntries(names.map((n) => [n, outputs[n]]));
  const infoLines = (lines: readonly string[]) => lines.filter((l) => !l.startsWith('::'));
  // Every source scraped an hour before the rerun: a fresh plan would hold none of them.
  const ALL_SCRAPED = JSON.stringify({
    schema_version: 'scrape_state_v1',
    sources: Object.fromEntries(
      ['techcrunch', 'hugging_face_blog', 'mit_technology_review', 'github_blog'].map((id) => [
        id,
        { last_scraped_at: '2026-06-12T16:00:00Z' },
      ]),
    ),
  });

  test("attempt 2 a week later, with the state moved on, reuses attempt 1's plan unchanged", async () => {
    const shared = join(base, 'run-artifacts');
    const first = await runAction({ 'week-offset': '-1' }, { artifactDir: shared });
    expect(first.code).toBe(0);
    await putFile(workspace, 'state/scrape_state.json', ALL_SCRAPED);
    const rerun = await runAction(
      { 'week-offset': '-1', now: '2026-06-12T17:00:00Z' },
      { artifactDir: shared, env: { GITHUB_RUN_ATTEMPT: '2' } },
    );
    expect(rerun.code).toBe(0);
    expect(pick(rerun.outputs, PLAN_OUTPUTS)).toEqual(pick(first.outputs, PLAN_OUTPUTS));
    expect(pick(rerun.outputs, MATRIX_OUTPUTS)).toEqual(pick(first.outputs, MATRIX_OUTPUTS));
    expect(first.outputs['week']).toBe('2026-W22');
    expect(Number(first.outputs['rss-legs'])).toBeGreaterThan(0);
    expect(infoLines(rerun.lines)).toContainEqual(
      expect.stringContaining(
        'Attempt 2: reusing the plan of attempt 1 (artifact run-context-a1): run ' +
          first.outputs['run-id'],
      ),
    );
    // Republished under this attempt's name with the same bytes: legs that read the newest
    // plan artifact read the same plan.
    const names = (await readdir(shared)).filter((n) => n.startsWith('run-context-'));
    expect(names.sort()).toEqual(['run-context-a1', 'run-context-a2']);
    for (const file of ['run_context.json', 'fan_plan.json']) {
      expect(await readFile(join(shared, 'run-context-a2', file), 'utf8')).toBe(
        await readFile(join(shared, 'run-context-a1', file), 'utf8'),
      );
    }
  });

  test('without an earlier plan, a rerun plans afresh and says so', async () => {
    const rerun = await runAction({}, { env: { GITHUB_RUN_ATTEMPT: '2' } });
    expect(rerun.code).toBe(0);
    const fresh = await runAction({});
    expect(pick(rerun.outputs, PLAN_OUTPUTS)).toEqual(pick(fresh.outputs, PLAN_OUTPUTS));
    expect(infoLines(rerun.lines)).toContainEqual(
      'Attempt 2: no earlier attempt published a plan, planning afresh',
    );
    expect(infoLines(fresh.lines).some((l) => /reusing|planning afresh/.test(l))).toBe(false);
  });

  test('the newest earlier attempt wins, numerically; later attempts are not read', async () => {
    const shared = join(base, 'run-artifacts');
    await runAction({}, { artifactDir: shared, env: { GITHUB_RUN_ATTEMPT: '2' } });
    const other = await runAction({ week: '2026-W30' });
    await cp(join(other.artifactDir, 'run-context-a1'), join(shared, 'run-context-a10'), {
      recursive: true,
    });
    await cp(join(other.artifactDir, 'run-context-a1'), join(shared, 'run-context-a12'), {
      recursive: true,
    });
    const rerun = await runAction({}, { artifactDir: shared, env: { GITHUB_RUN_ATTEMPT: '11' } });
    expect(rerun.code).toBe(0);
    expect(rerun.outputs['run-id']).toBe(other.outputs['run-id']);
    expect(infoLines(rerun.lines)).toContainEqual(
      expect.stringContaining('reusing the plan of attempt 10 (artifact run-context-a10)'),
    );
  });

  test.each([
    [
      'a fan plan of another run',
      'fan_plan.json',
      (text: string) => text.replace(/"run_id":"[^"]*"/, '"run_id":"2026-W23-000000000000"'),
      /the fan plan is for run 2026-W23-000000000000/,
    ],
    [
      'an edited window',
      'run_context.json',
      (text: string) => text.replace(/"until":"[^"]*"/, '"until":"2026-06-09T00:00:00Z"'),
      /not its content address/,
    ],
    [
      'a duplicate key',
      'run_context.json',
      (text: string) => text.replace('{', '{"week":"2026-W01",'),
      /duplicate/i,
    ],
    ['a missing file', 'fan_plan.json', () => undefined, /fan_plan.json is missing/],
  ])('an earlier plan with %s is an error, not a fresh plan', async (_, file, edit, reason) => {
    const shared = join(base, 'run-artifacts');
    expect((await runAction({}, { artifactDir: shared })).code).toBe(0);
    const path = join(shared, 'run-context-a1', file);
    const edited = edit(await readFile(path, 'utf8'));
    if (edited === undefined) await rm(path);
    else await writeFile(path, edited);
    const rerun = await runAction({}, { artifactDir: shared, env: { GITHUB_RUN_ATTEMPT: '2' } });
    expect(rerun.code).toBe(1);
    const [message] = errorMessages(rerun.lines);
    expect(message).toMatch(
      /^the plan of attempt 1 \(artifact run-context-a1\) cannot be reused: /,
    );
    expect(message).toMatch(reason);
    expect(rerun.outputs).toEqual({});
    expect((await readdir(shared)).filter((n) => n.startsWith('run-context-'))).toEqual([
      'run-context-a1',
    ]);
  });
});

describe('make-run-context packing', () => {
  const many = (n: number) =>
    JSON.stringify(
      Array.from({ length: n }, (_, i) => ({
        id: `s${String(i).padStart(4, '0')}`,
        feed_url: `https://feed${i}.example/rss`,
        ...(i === 3 ? { required: true } : {}),
      })),
    );

  test('packs the due sources in config order; the fan plan is the same as unpacked', async () => {
    const flat = await runAction({});
    const packed = await runAction({ 'sources-per-leg': '2' });
    expect(packed.code).toBe(0);
    expect(packed.outputs['fan-plan']).toBe(flat.outputs['fan-plan']);
    expect(packed.outputs['run-id']).toBe(flat.outputs['run-id']);
    const fanId = `${flat.outputs['run-id']}:rss`;
    expect(JSON.parse(packed.outputs['rss-matrix']!)).toEqual({
      include: [
        {
          leg_id: 'p0',
          source_ids: 'techcrunch,hugging_face_blog',
          sources: 2,
          fan_id: fanId,
          expected: 3,
          required: true,
        },
        {
          leg_id: 'p1',
          source_ids: 'mit_technology_review',
          sources: 1,
          fan_id: fanId,
          expected: 3,
          required: false,
        },
      ],
    });
    expect(packed.outputs['rss-legs']).toBe('2');
    expect(packed.outputs['rss-matrix-0']).toBe(packed.outputs['rss-matrix']);
    expect(packed.outputs['rss-legs-1']).toBe('0');
    expect(packed.outputs['rss-matrix-1']).toBe('{"include":[]}');
    // Unpacked: today's matrix, unchanged.
    expect(JSON.parse(flat.outputs['rss-matrix']!).include[0]).toEqual({
      source_id: 'techcrunch',
      seq: 0,
      expected: 3,
      fan_id: fanId,
      required: true,
    });
    expect(packed.summary).toContain('Estimated billed minutes');
    expect(packed.summary).toMatch(/This packing \| 2 \| 2 \|/);
    expect(packed.summary).toMatch(/One source per leg \| 3 \| 3 \|/);
  });

  test('max-legs caps the legs; sources-per-leg and max-legs together are refused', async () => {
    const capped = await runAction({ 'max-legs': '1' });
    expect(capped.code).toBe(0);
    expect(capped.outputs['rss-legs']).toBe('1');
    const both = await runAction({ 'max-legs': '1', 'sources-per-leg': '2' });
    expect(both.code).toBe(1);
    expect(both.lines.join('\n')).toMatch(/max-legs.*sources-per-leg both set/);
    const zero = await runAction({ 'sources-per-leg': '0' });
    expect(zero.code).toBe(1);
  });

  test('chunks 1,000 legs (the most a source config holds) into matrices of at most 256', async () => {
    await putFile(workspace, 'config/many.json', many(1000));
    const at = await runAction(
      { 'source-config': 'config/many.json', state: undefined, 'github-shards': 'none' },
      { env: { ACTIONS_ARTIFACT_MAX_ARTIFACT_COUNT: '5000' } },
    );
    expect(at.code).toBe(0);
    const chunks = [0, 1, 2, 3].map(
      (i) => JSON.parse(at.outputs[`rss-matrix-${i}`]!) as { include: { source_id: string }[] },
    );
    expect(chunks.map((c) => c.include.length)).toEqual([256, 256, 256, 232]);
    expect(chunks.flatMap((c) => c.include.map((l) => l.source_id))).toEqual(
      (JSON.parse(many(1000)) as { id: string }[]).map((s) => s.id),
    );
    expect([0, 1, 2, 3].map((i) => at.outputs[`rss-legs-${i}`])).toEqual([
      '256',
      '256',
      '256',
      '232',
    ]);
  });

  test('chunk-size nests the fan: 1,000 sources as 4 chunks of 250, packed within each chunk', async () => {
    await putFile(workspace, 'config/many.json', many(1000));
    const inputs = {
      'source-config': 'config/many.json',
      state: undefined,
      'github-shards': 'none',
    };
    const nested = await runAction({ ...inputs, 'chunk-size': '250', 'sources-per-leg': '4' });
    expect(nested.code).toBe(0);
    const outer = JSON.parse(nested.outputs['rss-chunks']!) as {
      include: { chunk: number; chunks: number; sources: number; jobs: number; matrix: string }[];
    };
    expect(
      outer.include.map(({ chunk, chunks, sources, jobs }) => [chunk, chunks, sources, jobs]),
    ).toEqual([
      [0, 4, 250, 63],
      [1, 4, 250, 63],
      [2, 4, 250, 63],
      [3, 4, 250, 63],
    ]);
    const inner = outer.include.flatMap(
      (c) => (JSON.parse(c.matrix) as { include: { source_ids: string }[] }).include,
    );
    expect(inner.flatMap((j) => j.source_ids.split(','))).toEqual(
      (JSON.parse(many(1000)) as { id: string }[]).map((s) => s.id),
    );
    expect(nested.outputs['rss-chunk-count']).toBe('4');
    expect(nested.summary).toContain(
      '4 chunks of up to 250 sources, each a matrix of its own (at most 63 jobs) with one partial fan-in job: 4 more jobs, about 4 more billed minutes.',
    );
    const flat = await runAction({ ...inputs, 'sources-per-leg': '4' });
    expect(flat.outputs['rss-chunks']).toBe('{"include":[]}');
    expect(flat.outputs['fan-plan']).toBe(nested.outputs['fan-plan']);
    // A chunk of more jobs than one matrix holds is the chunk-size input's error.
    const tooBig = await runAction({ ...inputs, 'chunk-size': '600', 'sources-per-leg': '2' });
    expect(tooBig.code).toBe(1);
    expect(tooBig.lines.join('\n')).toMatch(/chunk-size.*makes 300 jobs in a chunk/);
  });

  test('refuses more artifacts than the run can list, and packing brings them under', async () => {
    await putFile(workspace, 'config/many.json', many(1000));
    const inputs = { 'source-config': 'config/many.json', state: undefined };
    const flat = await runAction(inputs);
    expect(flat.code).toBe(1);
    expect(flat.lines.join('\n')).toMatch(
      /2016 artifacts.*over the 1000 .*ACTIONS_ARTIFACT_MAX_ARTIFACT_COUNT.*sources-per-leg/,
    );
    const packed = await runAction({ ...inputs, 'sources-per-leg': '4' });
    expect(packed.code).toBe(0);
    expect(packed.outputs['rss-legs']).toBe('250');
    expect(packed.outputs['rss-legs-1']).toBe('0');
  });
});

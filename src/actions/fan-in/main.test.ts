// fan-in in-process, the way the runner drives it: INPUT_* variables, a GITHUB_OUTPUT
// file, a step summary file, a local artifact directory.

import { mkdir, readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { LocalArtifactStore } from '../../artifacts/index.js';
import { canonicalJson } from '../../canonical/index.js';
import { validate } from '../../contracts/index.js';
import {
  failedRssLeg,
  legUpload,
  PLAN,
  RUN_CONTEXT,
  rssLeg,
  shardLeg,
  uploadRun,
  type RunArtifacts,
} from '../../../test-support/fanin.js';
import { legMetricsRecord, publishLegMetrics } from '../../ledger/index.js';
import { readFanInInputs } from './inputs.js';
import { runFanInAction } from './main.js';
import { expectActionYml, recordingInputs } from '../../../test-support/action-yml.js';
import {
  runActionStep,
  stepResult,
  stepRunDir,
  stepTestDir,
} from '../../../test-support/action-step.js';

const stepDir = stepTestDir('squadscope-fan-in-');
let base: string;

beforeEach(() => {
  base = stepDir();
});

/** The outputs of a fan-in that wrote no canonical output. */
const NO_OUTPUTS = { 'github-path': '', 'news-path': '', 'canonical-artifact': '' };

/** The fan-in's diagnostics are its only artifact: no canonical output was uploaded. */
async function expectDiagnosticsOnly(store: LocalArtifactStore): Promise<void> {
  const names = (await store.list()).map((a) => a.name);
  expect(names).toContain('fan-in-diagnostics-a1');
  expect(names.some((n) => n.startsWith('canonical-'))).toBe(false);
}

async function run(
  inputs: Record<string, string> = {},
  options: { legs?: RunArtifacts; env?: NodeJS.ProcessEnv; artifactDir?: string } = {},
) {
  const dir = await stepRunDir(base);
  const workspace = join(base, 'workspace');
  await mkdir(workspace, { recursive: true });
  // In the workspace, where a later step (a rerun, the partials' fan-in) finds it too.
  const artifactDir = options.artifactDir ?? join(workspace, 'artifacts', basename(dir));
  if (!options.artifactDir)
    await uploadRun(new LocalArtifactStore(artifactDir), options.legs ?? {});
  const step = await runActionStep(
    dir,
    { 'artifact-dir': artifactDir, ...inputs },
    { GITHUB_WORKSPACE: workspace, SOURCE_DATE_EPOCH: '1780900000', ...options.env },
    (env) => runFanInAction({ env, exit: () => {} }),
  );
  return {
    ...stepResult(step),
    store: new LocalArtifactStore(artifactDir),
    workspace,
    artifactDir,
  };
}

describe('action.yml', () => {
  it('declares every input the action reads and every output it sets, described, on node24', async () => {
    const read: string[] = [];
    readFanInInputs(recordingInputs(read, { bool: true, list: [], number: 0.6 }), {}, '/');
    const yml = await expectActionYml('fan-in', {
      inputs: read,
      outputs: [
        'canonical-artifact',
        'diagnostics-path',
        'github-path',
        'metrics-path',
        'news-checksum',
        'news-okf',
        'news-path',
        'partial-artifact',
        'status',
        'warnings',
      ],
      defaults: { 'output-dir': 'data/raw', 'min-source-ratio': '0.6', upload: 'true' },
      describedOver: 20,
    });
    for (const input of Object.values(yml.inputs)) expect(input.required).toBe(false);
  });
});

describe('fan-in action with okf', () => {
  it('also publishes the merged articles as OKF; the JSON outputs stay byte for byte', async () => {
    const names = ['news-path', 'github-path', 'diagnostics-path'];
    const plain = await run();
    // Both runs write into one workspace: keep the first run's bytes before the second.
    const before = await Promise.all(names.map((name) => readFile(plain.outputs[name]!)));
    const withOkf = await run({ okf: 'true' });
    expect(withOkf.code).toBe(0);
    const item = JSON.parse(withOkf.outputs['news-okf']!) as {
      ref: string;
      schema: { rows: number };
    };
    expect(Object.keys(item)).toEqual(['ref', 'schema']);
    expect(item.ref).toBe('okf:news-2026-w23#v1');
    const after = await Promise.all(names.map((name) => readFile(withOkf.outputs[name]!)));
    expect(after).toEqual(before);
    expect(withOkf.outputs['news-checksum']).toBe(plain.outputs['news-checksum']);
    const { okfRead, ArtifactOkfStore } = await import('../../okf/index.js');
    const news = JSON.parse(await readFile(withOkf.outputs['news-path']!, 'utf8')) as {
      articles: Record<string, unknown>[];
    };
    expect(item.schema.rows).toBe(news.articles.length);
    expect(item.schema).toMatchObject({
      columns: {
        relevance_score: { type: 'float', desc: 'Relevance to the topic keywords, 0 to 1' },
      },
    });
    const read = await okfRead(new ArtifactOkfStore(withOkf.store), item.ref, { limit: 1000 });
    expect(read.rows).toEqual(
      news.articles.map((a) => Object.fromEntries(read.fields.map((f) => [f, a[f] ?? null]))),
    );
  });
});

describe('fan-in action', () => {
  it('merges, sets every output, writes the summary and uploads outputs and diagnostics', async () => {
    const r = await run();
    expect(r.code).toBe(0);
    const out = join(r.workspace, 'data', 'raw');
    expect(r.outputs).toEqual({
      status: 'complete',
      'github-path': join(out, '2026-W23.json'),
      'news-path': join(out, '2026-W23-external-news.json'),
      'diagnostics-path': join(out, '2026-W23-fan-in-diagnostics.json'),
      'news-checksum': expect.stringMatching(/^sha256:[0-9a-f]{64}$/),
      warnings: '[]',
      'canonical-artifact': 'canonical-2026-W23-a1',
      'news-okf': '',

      'metrics-path': join(out, '2026-W23-metrics.json'),
    });
    const names = (await r.store.list()).map((a) => a.name);
    expect(names).toContain('canonical-2026-W23-a1');
    expect(names).toContain('fan-in-diagnostics-a1');
    const canonical = await r.store.download('canonical-2026-W23-a1');
    expect([...canonical.keys()]).toEqual(['2026-W23-external-news.json', '2026-W23.json']);
    expect(canonical.get('2026-W23.json')?.toString('utf8')).toBe(
      await readFile(join(out, '2026-W23.json'), 'utf8'),
    );
    expect(names).toContain('run-metrics-2026-W23-a1');
    expect(r.summary.split('\n')[0]).toBe('## Fan-in 2026-W23: complete');
    expect(r.summary).toContain(
      '| rss/techcrunch | success | 3 | - | accepted rss-techcrunch-a1 |',
    );
    expect(r.summary).toContain(
      '| github/new\\_repos | success | 2 | - | accepted github-new\\_repos-a1 |',
    );
    expect(r.summary).toContain('xychart-beta');
    // No runner path and no metric dump in the summary: those are in the log and the ledger.
    expect(r.summary).not.toContain(r.workspace);
    expect(r.summary).not.toMatch(/(^|[\s(])\/(tmp|home|github|runner|work)\b/m);
    expect(r.summary).not.toContain('Timings');
    expect(r.summary).not.toContain('fan-in: success');
    expect(r.lines.filter((l) => l.startsWith('::error'))).toEqual([]);
  });

  it("joins the legs' metrics records into the run ledger; a record failing its schema is warned about and left out", async () => {
    const plain = await run();
    const out = join(plain.workspace, 'data', 'raw');
    const canonical = async () =>
      Promise.all(
        ['2026-W23.json', '2026-W23-external-news.json'].map((f) => readFile(join(out, f))),
      );
    const bytesWithout = await canonical();

    const artifactDir = join(base, 'workspace', 'with-metrics');
    const store = new LocalArtifactStore(artifactDir);
    await uploadRun(store, {});
    const quiet = { info: () => undefined, warning: () => undefined };
    const legs = (['rss', 'github'] as const).flatMap((kind) =>
      (PLAN.fans[kind]?.legs ?? []).map((leg) => ({ kind, leg })),
    );
    for (const { kind, leg } of legs) {
      const record = legMetricsRecord({
        runId: RUN_CONTEXT.run_id,
        kind,
        legId: leg.id,
        fan: [
          { fan_id: PLAN.fans[kind]!.fan_id, seq: leg.seq, expected: PLAN.fans[kind]!.expected },
        ],
        attempt: 1,
        correlationId: `leg-${leg.seq}`,
        status: 'success',
        durationMs: 1000 + leg.seq * 100,
        items: 2,
        httpStatus: { '200': 1 },
      });
      if (kind === 'rss' && leg.seq === 1) {
        // Schema-invalid: a negative duration.
        await store.upload('metrics-rss-' + leg.id + '-a1', [
          {
            name: `metrics-rss-${leg.id}.json`,
            data: JSON.stringify({ ...record, duration_ms: -1 }),
          },
        ]);
      } else await publishLegMetrics(store, record, quiet);
    }
    const r = await run({}, { artifactDir });
    expect(r.code).toBe(0);
    const ledger = JSON.parse(await readFile(r.outputs['metrics-path'] as string, 'utf8'));
    expect(validate('run_metrics_v1', ledger)).toEqual({ ok: true });
    expect(ledger.legs).toHaveLength(legs.length - 1);
    for (const leg of ledger.legs) expect(leg.run_id).toBe(RUN_CONTEXT.run_id);
    expect(ledger.left_out).toEqual([
      {
        artifact: `metrics-rss-${PLAN.fans.rss!.legs[1]!.id}-a1`,
        reason: expect.stringContaining('fails leg_metrics_v1 at /duration_ms'),
      },
    ]);
    expect(ledger.run.critical_path.map((s: { step: string }) => s.step)).toEqual([
      expect.stringMatching(/^(rss|github)\//),
      'fan-in',
    ]);
    const warnings = r.lines.filter((l) => l.startsWith('::warning'));
    expect(warnings).toEqual([
      expect.stringMatching(
        /^::warning title=fan-in%3A metrics record left out::Metrics record "metrics-rss-.*-a1" left out of the ledger: /,
      ),
    ]);
    // The canonical outputs are the same bytes with or without the ledger.
    const outWith = join(r.workspace, 'data', 'raw');
    expect(
      await Promise.all(
        ['2026-W23.json', '2026-W23-external-news.json'].map((f) => readFile(join(outWith, f))),
      ),
    ).toEqual(bytesWithout);
    expect(r.outputs['warnings']).toBe('[]');
    expect(r.summary).toMatch(/\| rss\/\w+ \| success \| \d+ \| 1\.\d s \|/);
    expect(r.summary).toContain('Critical path');
  });

  it('a rerun of the same attempt into the same directories changes nothing', async () => {
    const first = await run();
    const out = join(first.workspace, 'data', 'raw');
    const before = await Promise.all(
      (await readdir(out))
        .filter((f) => !f.endsWith('-metrics.json'))
        .map((f) => readFile(join(out, f), 'utf8')),
    );
    const again = await run({}, { artifactDir: first.artifactDir, env: { SOURCE_DATE_EPOCH: '' } });
    expect(again.code).toBe(0);
    expect(again.lines).toContain(
      'Artifact canonical-2026-W23-a1 already exists with the same content',
    );
    expect(again.lines).toContain('Artifact run-metrics-2026-W23-a1 already exists: kept');
    // The run ledger holds measured durations: the one file allowed to differ.
    const ledger = (f: string) => f.endsWith('-metrics.json');
    const files = async () =>
      Promise.all(
        (await readdir(out)).filter((f) => !ledger(f)).map((f) => readFile(join(out, f), 'utf8')),
      );
    expect(await files()).toEqual(before);
    expect(again.lines.filter((l) => l.startsWith('::warning'))).toEqual([]);
  });

  it('annotates each rejected artifact with its pointer and warns per degraded source', async () => {
    const hostile = { ...rssLeg(1), checksum: `sha256:${'0'.repeat(64)}` };
    const r = await run(
      {},
      { legs: { rss: (seq) => (seq === 1 ? hostile : seq === 2 ? failedRssLeg(2) : rssLeg(seq)) } },
    );
    expect(r.code).toBe(0);
    expect(r.outputs.status).toBe('degraded');
    const errors = r.lines.filter((l) => l.startsWith('::error'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /^::error title=fan-in%3A rss-nvidia_blog-a1 rejected::Artifact "rss-nvidia_blog-a1" rejected \(checksum\) at "\/checksum": /,
    );
    const warnings = r.lines.filter((l) => l.startsWith('::warning'));
    expect(warnings).toEqual([
      '::warning title=fan-in warning::nvidia_blog: missing (no valid artifact: checksum)',
      '::warning title=fan-in warning::hugging_face_blog: failed (timeout): no answer after 15 s',
    ]);
    expect(JSON.parse(r.outputs.warnings as string)).toHaveLength(2);
    expect(r.summary).toContain('### Rejected artifacts');
    // The outcome in the heading, and failures first in the table of legs.
    expect(r.summary.split('\n')[0]).toBe('## Fan-in 2026-W23: degraded');
    expect(r.summary).not.toMatch(/fan-in: success/);
    const rows = r.summary.split('\n').filter((l) => l.startsWith('| rss/'));
    expect(rows.slice(0, 2)).toEqual([
      '| rss/hugging\\_face\\_blog | failed | 0 | - | accepted rss-hugging\\_face\\_blog-a1 |',
      '| rss/nvidia\\_blog | missing | 0 | - | rejected (checksum) |',
    ]);
    expect(r.summary.indexOf('### Warnings')).toBeGreaterThan(r.summary.indexOf('xychart-beta'));
  });

  it('fails closed with one line, uploads the diagnostics, no canonical artifact', async () => {
    const r = await run({}, { legs: { github: (seq) => (seq === 2 ? null : shardLeg(seq)) } });
    expect(r.code).toBe(1);
    expect(r.outputs).toMatchObject({ status: 'failed', ...NO_OUTPUTS });
    const errors = r.lines.filter((l) => l.startsWith('::error'));
    expect(errors).toEqual([
      '::error::fan-in failed: required GitHub shard topic_primary missing (no artifact): failing closed, no canonical output written',
    ]);
    await expectDiagnosticsOnly(r.store);
    const diagnostics = JSON.parse(
      (await r.store.download('fan-in-diagnostics-a1'))
        .get('2026-W23-fan-in-diagnostics.json')
        ?.toString('utf8') ?? '',
    );
    expect(validate('fan_in_diagnostics_v1', diagnostics)).toEqual({ ok: true });
    expect(diagnostics.status).toBe('failed');
  });

  it('a plan with no legs is empty: exit 0, the skipped sources said, diagnostics only', async () => {
    const plan = {
      ...PLAN,
      fans: {},
      skipped: [{ id: 'techcrunch', reason: 'not due until 2026-06-11T05:30:00Z' }],
    };
    const r = await run(
      { 'fan-plan': JSON.stringify(plan) },
      { legs: { rss: () => null, github: () => null } },
    );
    expect(r.code).toBe(0);
    expect(r.outputs).toMatchObject({
      status: 'empty',
      ...NO_OUTPUTS,
      'news-checksum': '',
      warnings: '[]',
    });
    expect(r.lines.filter((l) => l.startsWith('::error') || l.startsWith('::warning'))).toEqual([]);
    expect(r.summary).toContain('## Fan-in 2026-W23: empty');
    expect(r.summary).toContain('| techcrunch | not due until 2026-06-11T05:30:00Z |');
    await expectDiagnosticsOnly(r.store);
  });

  it('takes run-context and fan-plan inputs, ratio, kept parameters, topic config and state', async () => {
    const r = await run(
      {
        'run-context': canonicalJson(RUN_CONTEXT),
        'fan-plan': JSON.stringify(PLAN),
        'min-source-ratio': '0.2',
        'keep-query-params': 'p\nid',
        state: 'state/scrape.json',
        'output-dir': 'out',
        upload: 'false',
      },
      { legs: { runContext: false, rss: (seq) => (seq < 4 ? failedRssLeg(seq) : rssLeg(seq)) } },
    );
    expect(r.code).toBe(0);
    expect(r.outputs.status).toBe('degraded');
    expect(r.outputs['canonical-artifact']).toBe('');
    expect(r.outputs['news-path']).toBe(join(r.workspace, 'out', '2026-W23-external-news.json'));
    const state = JSON.parse(await readFile(join(r.workspace, 'state', 'scrape.json'), 'utf8'));
    expect(Object.keys(state.sources)).toEqual(['github_blog']);
    expect(
      (await r.store.list())
        .map((a) => a.name)
        .filter((n) => !n.startsWith('rss-') && !n.startsWith('github-')),
    ).toEqual([]);
  });

  it('refuses bad inputs before any work, naming the input', async () => {
    let r = await run({ 'min-source-ratio': '2' });
    expect(r.code).toBe(1);
    expect(r.lines.find((l) => l.startsWith('::error'))).toMatch(
      /^::error::Input 'min-source-ratio': must be between 0 and 1/,
    );
    r = await run({ 'run-context': '{"schema_version":"run_context_v1"}' });
    expect(r.lines.find((l) => l.startsWith('::error'))).toMatch(
      /^::error::Input 'run-context': is not a valid run_context_v1/,
    );
    r = await run({ 'keep-query-params': 'p,a b' });
    expect(r.lines.find((l) => l.startsWith('::error'))).toMatch(
      /^::error::Input 'keep-query-params'/,
    );
    // Nothing was written: the workspace holds no output directory (only the legs' store).
    expect(await readdir(r.workspace)).toEqual(['artifacts']);
  });

  it('says in one line why it cannot start', async () => {
    const r = await run({}, { legs: { runContext: false } });
    expect(r.code).toBe(1);
    expect(r.lines.filter((l) => l.startsWith('::error'))).toEqual([
      '::error::fan-in cannot start: no run context: give the run context and fan plan or provide a run-context-a<N> artifact',
    ]);
  });

  it('does not let artifact content inject workflow commands', async () => {
    const store = new LocalArtifactStore(join(base, 'workspace', 'hostile'));
    await uploadRun(store, { rss: (seq) => (seq === 0 ? null : rssLeg(seq)) });
    const evil = JSON.stringify({ ...rssLeg(0), '::add-mask::x\n::error::pwned': 1 });
    await store.upload(...legUpload('rss', 'techcrunch', 1, evil));
    const r = await run({}, { artifactDir: join(base, 'workspace', 'hostile') });
    expect(
      r.lines.some((l) => l.startsWith('::error::pwned') || l.startsWith('::add-mask::')),
    ).toBe(false);
    expect(r.lines.filter((l) => l.startsWith('::error'))).toHaveLength(1);
  });
});

describe('fan-in action with partial-chunk (nested fans)', () => {
  it('uploads one partial per chunk; the fan-in of the partials writes the flat bytes', async () => {
    const flat = await run({ upload: 'false' });
    const names = ['news-path', 'github-path'];
    const before = await Promise.all(names.map((name) => readFile(flat.outputs[name]!)));
    const artifactDir = flat.artifactDir;
    for (const chunk of ['0', '1', '2']) {
      const partial = await run({ 'partial-chunk': chunk, 'chunk-size': '2' }, { artifactDir });
      expect(partial.code).toBe(0);
      expect(partial.outputs['status']).toBe('partial');
      expect(partial.outputs['partial-artifact']).toBe(`partial-rss-c${chunk}-a1`);
      expect(partial.outputs['news-path']).toBeUndefined();
      expect(partial.summary).toContain(`Partial fan-in: chunk ${chunk} of 3`);
    }
    const outer = await run({ upload: 'false' }, { artifactDir });
    expect(outer.code).toBe(0);
    const after = await Promise.all(names.map((name) => readFile(outer.outputs[name]!)));
    expect(after).toEqual(before);
    const diagnostics = JSON.parse(await readFile(outer.outputs['diagnostics-path']!, 'utf8')) as {
      artifacts: { name: string; verdict: string }[];
    };
    expect(diagnostics.artifacts.filter((a) => a.name.startsWith('partial-rss-c')).length).toBe(5);
  });

  it('refuses chunk-size without partial-chunk, partial-chunk without chunk-size, and a chunk past the last', async () => {
    let r = await run({ 'chunk-size': '2' });
    expect(r.lines.find((l) => l.startsWith('::error'))).toMatch(
      /^::error::Input 'chunk-size': is read only with partial-chunk/,
    );
    r = await run({ 'partial-chunk': '0' });
    expect(r.lines.find((l) => l.startsWith('::error'))).toMatch(
      /^::error::Input 'chunk-size': is required with partial-chunk/,
    );
    r = await run({ 'partial-chunk': '3', 'chunk-size': '2' });
    expect(r.code).toBe(1);
    expect(r.lines.filter((l) => l.startsWith('::error'))).toEqual([
      '::error::fan-in cannot start: chunk 3 is outside 0..2 (5 legs in chunks of 2)',
    ]);
  });
});

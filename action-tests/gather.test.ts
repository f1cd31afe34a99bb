// emit and gather end to end, as GitHub runs them: every step a separate process of the
// committed bundle, artifacts only through the real @actions/artifact client and the local
// artifact service. An 8-leg matrix emits; three collectors read the one fan.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runStep, type StepResult } from '../src/local/step.js';
import { startArtifactService, type ArtifactService } from './artifact-service.js';

const RUN = '7070';
const FAN = `${RUN}:claims`;
let artifacts: ArtifactService;
let dir: string;

beforeAll(async () => {
  artifacts = await startArtifactService();
  dir = await mkdtemp(join(tmpdir(), 'e2e-gather-'));
  await mkdir(join(dir, 'gather'));
  await writeFile(
    join(dir, 'gather', 'risk.mjs'),
    [
      'export function step(state, claim, frame) {',
      '  return { total: state.total + claim.amount, high: claim.risk > 0.5 ? [...state.high, frame.seq] : state.high };',
      '}',
      'export function finish(state) { return state; }',
      '',
    ].join('\n'),
  );
  await writeFile(
    join(dir, 'claim.schema.json'),
    JSON.stringify({
      type: 'object',
      required: ['amount', 'risk'],
      properties: { amount: { type: 'number' }, risk: { type: 'number', minimum: 0, maximum: 1 } },
    }),
  );
});

afterAll(async () => {
  await artifacts?.close();
  await rm(dir, { recursive: true, force: true });
});

function step(
  jobId: string,
  action: string,
  inputs: Record<string, string>,
  env: Record<string, string> = {},
): Promise<StepResult> {
  return runStep(action, inputs, {
    timeoutMs: 90_000,
    runId: RUN,
    attempt: 1,
    cwd: dir,
    env: { ...artifacts.env(RUN, jobId, { attempt: 1 }), ...env },
  });
}

/** Matrix job `seq` of 8: writes its claim and emits it (seq and expected from the strategy). */
async function leg(seq: number): Promise<StepResult> {
  await writeFile(
    join(dir, `claim-${seq}.json`),
    JSON.stringify({ claim: `c${seq}`, amount: 100 * (seq + 1), risk: seq / 8 }),
  );
  return step(
    `assess-${seq}`,
    'emit',
    { 'fan-id': FAN, payload: `claim-${seq}.json`, schema: 'claim.schema.json' },
    {
      STRATEGY_JOB_INDEX: String(seq),
      STRATEGY_JOB_TOTAL: '8',
    },
  );
}

const kpi = {
  'fan-id': FAN,
  collector: 'kpi',
  mode: 'latent',
  kernel: 'window',
  'kernel-options': '{"size":3}',
};

function ok(result: StepResult): StepResult {
  expect([result.exitCode, result.stderr, result.exitCode === 0 ? '' : result.stdout]).toEqual([
    0,
    '',
    '',
  ]);
  return result;
}

describe('an 8-leg matrix gathered by three collectors', () => {
  let early: StepResult;

  beforeAll(async () => {
    for (const result of await Promise.all([0, 1, 2].map(leg))) ok(result);
    early = ok(await step('report-early', 'gather', kpi));
    for (const result of await Promise.all([3, 4, 5, 6, 7].map(leg))) ok(result);
  }, 240_000);

  test('each leg uploaded fan-<slug>-<hash>-<seq>-a1 with its frame', () => {
    const legs = artifacts.artifacts().filter((a) => a.runId === RUN && a.name.startsWith('fan-'));
    expect(legs).toHaveLength(8);
    const first = legs.find((a) => /-0-a1$/.test(a.name))!;
    const envelope = JSON.parse(artifacts.files(RUN, first.name).get('leg.json')!.toString('utf8'));
    expect(envelope).toEqual({
      format: 'squadscope-leg/1',
      schema_version: 1,
      fan: [{ fan_id: FAN, seq: 0, expected: 8 }],
      payload: { claim: 'c0', amount: 100, risk: 0 },
    });
  });

  test('a latent pull while legs were still arriving showed 3 of 8, then the full fold', async () => {
    expect(early.outputs).toMatchObject({
      status: 'open',
      seen: '3',
      expected: '8',
      missing: '[3,4,5,6,7]',
      'missing-count': '5',
    });
    expect(
      JSON.parse(early.outputs['result']!).items.map((c: { claim: string }) => c.claim),
    ).toEqual(['c0', 'c1', 'c2']);
    const late = ok(await step('report', 'gather', { ...kpi, 'result-path': 'out/kpi.json' }));
    expect(late.outputs).toMatchObject({
      status: 'complete',
      seen: '8',
      expected: '8',
      missing: '[]',
      'missing-count': '0',
    });
    expect(late.outputs['state-artifact']).toMatch(/^gather-kpi-[0-9a-f]{12}-s2$/);
    const result = JSON.parse(late.outputs['result']!);
    expect(result.items.map((c: { claim: string }) => c.claim)).toEqual(['c5', 'c6', 'c7']);
    expect(result.evicted).toBe(5);
    expect(result.digest.fields.amount).toEqual({
      count: 5,
      sum: 1500,
      min: 100,
      max: 500,
      mean: 300,
    });
    expect(late.outputs['result-path']).toBe(join(dir, 'out', 'kpi.json'));
    // The file is the result envelope: the result and the frames it carries on (none here).
    expect(await readFile(join(dir, 'out', 'kpi.json'), 'utf8')).toBe(
      `{"fan":[],"format":"squadscope-result/1","result":${late.outputs['result']},"schema_version":1}\n`,
    );
  }, 120_000);

  test('perfect + append and perfect + transform give their results, independently', async () => {
    const [all, risk] = await Promise.all([
      step('all-claims', 'gather', { 'fan-id': FAN, collector: 'all_claims' }),
      step('risk', 'gather', {
        'fan-id': FAN,
        collector: 'risk',
        kernel: 'transform',
        'kernel-options': '{"module":"gather/risk.mjs","initial":{"total":0,"high":[]}}',
      }),
    ]);
    ok(all);
    ok(risk);
    expect(all.outputs).toMatchObject({ status: 'complete', seen: '8', 'state-artifact': '' });
    expect(JSON.parse(all.outputs['result']!).map((c: { claim: string }) => c.claim)).toEqual([
      'c0',
      'c1',
      'c2',
      'c3',
      'c4',
      'c5',
      'c6',
      'c7',
    ]);
    expect(JSON.parse(risk.outputs['result']!)).toEqual({ total: 3600, high: [5, 6, 7] });
    // Only the latent collector keeps state artifacts.
    const states = artifacts
      .artifacts()
      .filter((a) => a.runId === RUN && a.name.startsWith('gather-'))
      .map((a) => a.name);
    expect(states.every((n) => n.startsWith('gather-kpi-'))).toBe(true);
  }, 120_000);

  test('perfect + okf hands on a ref, and a later job reads a slice of it with okf-read', async () => {
    const dataset = ok(
      // No options: the dataset is named after the collector.
      await step('dataset', 'gather', { 'fan-id': FAN, collector: 'claims', kernel: 'okf' }),
    );
    const item = JSON.parse(dataset.outputs['result']!) as {
      ref: string;
      schema: { rows: number; columns: Record<string, { type: string }> };
    };
    expect(item.ref).toBe('okf:claims#v1');
    expect(item.schema.rows).toBe(8);
    expect(Object.keys(item.schema.columns).sort()).toEqual(['amount', 'claim', 'risk']);
    // Markdown-escaped in the summary file: okf:claims#v1 — 8 rows; amount, claim, risk.
    expect(dataset.summary).toContain('okf:claims\\#v1 — 8 rows; amount, claim, risk');
    // Only the dataset artifact is a Parquet file (stored unzipped); the claim says it is one.
    const stored = artifacts
      .artifacts()
      .filter((a) => a.runId === RUN && a.name.startsWith('okf-claims-'))
      .map((a) => a.name)
      .sort();
    expect(stored).toEqual([
      expect.stringMatching(/^okf-claims-v1-[0-9a-f]{16}$/u),
      'okf-claims-v1-claim',
    ]);
    const parquet = artifacts.blob(RUN, stored[0]!)!;
    expect(parquet.subarray(0, 4).toString()).toBe('PAR1');
    expect(parquet.subarray(-4).toString()).toBe('PAR1');
    expect([...artifacts.files(RUN, 'okf-claims-v1-claim').keys()]).toEqual(['claim.txt']);

    const read = ok(
      await step('report-okf', 'okf-read', {
        ref: item.ref,
        where: 'risk >= 0.5',
        fields: 'claim,amount',
        limit: '2',
      }),
    );
    expect(JSON.parse(read.outputs['result']!).rows).toEqual([
      { claim: 'c4', amount: 500 },
      { claim: 'c5', amount: 600 },
    ]);
  }, 120_000);

  test('a payload that fails its schema is refused and nothing is uploaded', async () => {
    await writeFile(join(dir, 'bad.json'), JSON.stringify({ amount: 'lots', risk: 2 }));
    const before = artifacts.artifacts().length;
    const bad = await step('bad', 'emit', {
      'fan-id': `${RUN}:other`,
      payload: 'bad.json',
      schema: 'claim.schema.json',
      seq: '0',
      expected: '1',
    });
    expect(bad.exitCode).toBe(1);
    expect(bad.stdout).toMatch(
      /::error::payload "bad.json" does not match schema "claim.schema.json": \/amount must be number; \/risk must be <= 1/,
    );
    expect(artifacts.artifacts().length).toBe(before);
  }, 60_000);

  test('a result above the output limit: result empty, the file written, a failure only on demand', async () => {
    await writeFile(
      join(dir, 'big.json'),
      JSON.stringify({ amount: 1, risk: 0, text: 'x'.repeat(1_100_000) }),
    );
    const fan = `${RUN}:big`;
    ok(await step('big', 'emit', { 'fan-id': fan, payload: 'big.json', seq: '0', expected: '1' }));
    const why = `the result is 1100033 bytes, above the 1000000 bytes a job output holds: read it from result-path`;
    const big = ok(
      await step('big-gather', 'gather', { 'fan-id': fan, 'result-path': 'out/big.json' }),
    );
    expect(big.outputs).toMatchObject({
      status: 'complete',
      result: '',
      'result-bytes': '1100033',
      'result-omitted': why,
      'result-path': join(dir, 'out', 'big.json'),
    });
    expect(big.stdout).toContain(`::warning::${why}`);
    const file = JSON.parse(await readFile(join(dir, 'out', 'big.json'), 'utf8'));
    expect(file.result).toEqual([{ amount: 1, risk: 0, text: 'x'.repeat(1_100_000) }]);
    const strict = await step('big-strict', 'gather', {
      'fan-id': fan,
      collector: 'strict',
      'result-path': 'out/strict.json',
      'on-large-result': 'fail',
    });
    expect(strict.exitCode).toBe(1);
    expect(strict.stdout).toContain(
      `::error::the result is 1100033 bytes, above the 1000000 bytes a job output holds (on-large-result: fail): it is in ${join(dir, 'out', 'strict.json')} (result-path)`,
    );
    expect(strict.outputs).toMatchObject({ result: '', status: 'complete', seen: '1' });
  }, 60_000);
});

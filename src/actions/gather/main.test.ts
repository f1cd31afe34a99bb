// gather in-process, the way the runner drives it: INPUT_* variables, a GITHUB_OUTPUT file,
// a step summary file and a local artifact directory.

import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalArtifactStore } from '../../artifacts/index.js';
import { emitLeg } from '../../gather/io/emit.js';
import { parseOutputFile } from '../../local/step.js';
import { MAX_MISSING_OUTPUT, runGatherAction } from './main.js';

let dir: string;
let savedOutput: string | undefined;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gather-action-'));
  savedOutput = process.env['GITHUB_OUTPUT'];
});
afterEach(async () => {
  if (savedOutput === undefined) delete process.env['GITHUB_OUTPUT'];
  else process.env['GITHUB_OUTPUT'] = savedOutput;
  await rm(dir, { recursive: true, force: true });
});

async function gather(inputs: Record<string, string>) {
  const outputFile = join(dir, 'output');
  const summaryFile = join(dir, 'summary.md');
  await writeFile(outputFile, '');
  process.env['GITHUB_OUTPUT'] = outputFile;
  const env: Record<string, string> = {
    GITHUB_WORKSPACE: dir,
    RUNNER_TEMP: dir,
    GITHUB_STEP_SUMMARY: summaryFile,
    'INPUT_ARTIFACT-DIR': join(dir, 'artifacts'),
  };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  let code: number | undefined;
  await runGatherAction({ env, cwd: dir, exit: (c) => void (code = c) });
  return {
    code,
    outputText: await readFile(outputFile, 'utf8'),
    outputs: parseOutputFile(await readFile(outputFile, 'utf8')),
    summary: await readFile(summaryFile, 'utf8'),
  };
}

describe('gather action', () => {
  it('keeps the missing output and the summary within their limits for a fan of a million', async () => {
    const run = await gather({ 'fan-id': 'F', mode: 'latent', n: '1000000' });
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ status: 'open', seen: '0', expected: '1000000' });
    const missing = JSON.parse(run.outputs['missing']!) as number[];
    expect(missing).toHaveLength(MAX_MISSING_OUTPUT);
    expect(missing.slice(0, 3)).toEqual([0, 1, 2]);
    expect(missing.at(-1)).toBe(MAX_MISSING_OUTPUT - 1);
    expect(run.outputs['missing-count']).toBe('1000000');
    expect(Buffer.byteLength(run.outputText)).toBeLessThan(1_000_000);
    expect(run.summary).toContain('; seqs 0, 1, 2,');
    expect(run.summary).toContain('19 and 999980 more are missing');
    expect(Buffer.byteLength(run.summary)).toBeLessThan(4096);
  });

  it('okf: names the dataset after the collector, describes the rows of field, prints its line', async () => {
    const store = new LocalArtifactStore(join(dir, 'artifacts'));
    for (const seq of [1, 0]) {
      const payload = { week: 'w', claims: [{ branch: `b${seq}`, risk: seq / 2 }] };
      await emitLeg(store, { fanId: 'F', seq, expected: 2, attempt: 1, payload });
    }
    const row = {
      type: 'object',
      properties: { branch: { type: 'string', description: 'agency' }, risk: { type: 'number' } },
    };
    const schema = { type: 'object', properties: { claims: { type: 'array', items: row } } };
    const run = await gather({
      'fan-id': 'F',
      collector: 'claims',
      kernel: 'okf',
      'kernel-options': JSON.stringify({ field: 'claims', schema }),
    });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.outputs['result']!)).toEqual({
      ref: 'okf:claims#v1',
      schema: {
        rows: 2,
        columns: { branch: { type: 'str', desc: 'agency' }, risk: { type: 'float' } },
      },
    });
    // Markdown-escaped: the summary renders it as okf:claims#v1 — 2 rows; branch, risk.
    expect(run.summary).toContain('Dataset: okf:claims\\#v1 — 2 rows; branch, risk\n');
  });
});

// gather in-process, the way the runner drives it: INPUT_* variables, a GITHUB_OUTPUT file,
// a step summary file and a local artifact directory.

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runActionStep, stepTestDir } from '../../../test-support/action-step.js';
import { LocalArtifactStore } from '../../artifacts/index.js';
import { emitLeg } from '../../gather/io/emit.js';
import { MAX_MISSING_OUTPUT, runGatherAction } from './main.js';

const stepDir = stepTestDir('gather-action-');
let dir: string;
beforeEach(() => {
  dir = stepDir();
});

async function gather(inputs: Record<string, string>) {
  const step = await runActionStep(
    dir,
    { 'artifact-dir': join(dir, 'artifacts'), ...inputs },
    { GITHUB_WORKSPACE: dir },
    (env) => runGatherAction({ env, cwd: dir, exit: () => {} }),
  );
  return {
    code: step.code,
    outputText: await readFile(join(dir, 'output'), 'utf8'),
    outputs: step.outputs,
    summary: step.summary,
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

// gather in-process, the way the runner drives it: INPUT_* variables, a GITHUB_OUTPUT file,
// a step summary file and a local artifact directory.

import { mkdir, readFile, writeFile } from 'node:fs/promises';
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

async function gather(inputs: Record<string, string>, env: Record<string, string> = {}) {
  const step = await runActionStep(
    dir,
    { 'artifact-dir': join(dir, 'artifacts'), ...inputs },
    { GITHUB_WORKSPACE: dir, ...env },
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

  async function emitItems(items: unknown[]) {
    const store = new LocalArtifactStore(join(dir, 'artifacts'));
    for (const [seq, payload] of items.entries())
      await emitLeg(store, { fanId: 'F', seq, expected: items.length, attempt: 1, payload });
  }

  it.each([
    [
      'a field named __proto__',
      JSON.parse('{"__proto__": 1, "a": 2}') as unknown,
      'refused: it cannot be a field',
    ],
    [
      'rows of more than 1,000 fields',
      Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`f${i}`, i])),
      'More than 1000 fields',
    ],
  ])('okf: %s gives the bad_rows refusal, not an error of the summary', async (_, row, says) => {
    await emitItems([row]);
    const run = await gather({ 'fan-id': 'F', collector: 'rows', kernel: 'okf' });
    expect(run.code).toBe(1);
    expect(run.summary).toContain(says);
    expect(run.summary).not.toContain('Cannot read properties');
    expect(run.outputs['result']).toBe('');
  });

  it('transform: a module that returns process.env sees no token; a secret it returns is ***', async () => {
    await mkdir(join(dir, 'gather'), { recursive: true });
    await writeFile(
      join(dir, 'gather', 'leak.mjs'),
      'export const step = (s, item) => ({ env: { ...process.env }, echo: item.echo });\nexport const finish = (s) => s;\n',
    );
    await emitItems([{ echo: 'runtime-secret-1234' }]);
    const secrets = {
      ACTIONS_RUNTIME_TOKEN: 'runtime-secret-1234',
      'INPUT_GITHUB-TOKEN': 'ghs_input_secret',
      GITHUB_TOKEN: 'ghs_env_secret',
    };
    const run = await gather(
      {
        'fan-id': 'F',
        collector: 'leak',
        kernel: 'transform',
        'kernel-options': JSON.stringify({ module: 'gather/leak.mjs' }),
      },
      secrets,
    );
    expect(run.code).toBe(0);
    const written = `${run.outputText}${await readFile(run.outputs['result-path']!, 'utf8')}`;
    for (const secret of Object.values(secrets)) expect(written).not.toContain(secret);
    const result = JSON.parse(run.outputs['result']!) as { env: object; echo: string };
    expect(result.echo).toBe('***');
    expect(Object.keys(result.env).some((name) => /^(ACTIONS_|INPUT_)|TOKEN/u.test(name))).toBe(
      false,
    );
  });
});

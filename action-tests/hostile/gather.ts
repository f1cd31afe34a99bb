/**
 * The reliability suite's cases for emit, gather, okf-read and okf-stats: hostile user
 * modules, schemas, frames, rows and options, and Parquet files that lie. Each case writes
 * its workspace (legs through the local artifact store, modules, files), runs one bundle and
 * states its specific outcome; the verdict every case gets is harness.ts's.
 */
import { open, readdir, stat, truncate, writeFile, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runStep, type StepResult } from '../../src/local/step.js';
import { LocalArtifactStore } from '../../src/artifacts/index.js';
import { emitLeg } from '../../src/gather/io/emit.js';
import { MAX_LOG_MESSAGE_CHARS } from '../../src/runtime/workflow-commands.js';
import { says } from './harness.js';

export interface GatherCase {
  group: string;
  name: string;
  action: 'emit' | 'gather' | 'okf-read' | 'okf-stats';
  exit?: number[];
  /** Runs the case in the fresh directory `dir` (the workspace). */
  run: (dir: string, deadlineMs: number) => Promise<StepResult>;
  check: (result: StepResult) => string[] | Promise<string[]>;
}

/** The step's secrets in these cases: none may reach a result, an output or the log. */
export const SECRETS = {
  ACTIONS_RUNTIME_TOKEN: 'hostile-runtime-token-0123456789',
  GITHUB_TOKEN: 'ghs_hostileEnvToken0123456789',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'hostile-oidc-token-0123456789',
};

async function legs(dir: string, items: unknown[]): Promise<void> {
  const store = new LocalArtifactStore(join(dir, 'artifacts'));
  for (const [seq, payload] of items.entries())
    await emitLeg(store, { fanId: 'F', seq, expected: items.length, attempt: 1, payload });
}

async function moduleFile(dir: string, name: string, text: string): Promise<string> {
  await mkdir(join(dir, 'gather'), { recursive: true });
  await writeFile(join(dir, 'gather', name), text);
  return `gather/${name}`;
}

function gather(
  dir: string,
  deadlineMs: number,
  inputs: Record<string, string>,
  env: Record<string, string> = {},
): Promise<StepResult> {
  return runStep(
    'gather',
    { 'fan-id': 'F', 'artifact-dir': join(dir, 'artifacts'), ...inputs },
    { cwd: dir, timeoutMs: deadlineMs, env: { GITHUB_WORKSPACE: dir, ...env } },
  );
}

/** emit of p.json as leg 0 of 1 of fan F, with `inputs` besides. */
function emit(dir: string, deadlineMs: number, inputs: Record<string, string>) {
  return runStep(
    'emit',
    {
      'fan-id': 'F',
      seq: '0',
      expected: '1',
      payload: 'p.json',
      'artifact-dir': join(dir, 'artifacts'),
      ...inputs,
    },
    { cwd: dir, timeoutMs: deadlineMs, env: { GITHUB_WORKSPACE: dir } },
  );
}

function transform(dir: string, deadlineMs: number, module: string, extra: object = {}) {
  const options = JSON.stringify({ module, ...extra });
  return gather(
    dir,
    deadlineMs,
    { collector: 'c', kernel: 'transform', 'kernel-options': options },
    SECRETS,
  );
}

/** Publishes `rows` as dataset `name` through a gather and returns the dataset's file. */
async function dataset(dir: string, rows: unknown[], deadlineMs: number): Promise<string> {
  await legs(dir, [rows]);
  const run = await gather(dir, deadlineMs, { collector: 'rows', kernel: 'okf' });
  if (run.exitCode !== 0) throw new Error(`publishing failed: ${run.stdout.slice(-400)}`);
  // The dataset's one file: the Parquet blob in its artifact's folder (claims aside).
  const files = await readdir(join(dir, 'artifacts'), { recursive: true });
  let blob: string | undefined;
  for (const f of files.filter((name) => name.startsWith('okf-rows-v1-'))) {
    const bytes = await readFile(join(dir, 'artifacts', f)).catch(() => Buffer.alloc(0));
    if (bytes.subarray(0, 4).toString() === 'PAR1') blob = f;
  }
  if (blob === undefined) throw new Error(`no dataset file among ${files.join(', ')}`);
  return join(dir, 'artifacts', blob);
}

const readStep = (
  action: 'okf-read' | 'okf-stats',
  dir: string,
  deadlineMs: number,
  inputs: Record<string, string>,
) =>
  runStep(
    action,
    { ref: 'okf:rows#v1', 'artifact-dir': join(dir, 'artifacts'), ...inputs },
    { cwd: dir, timeoutMs: deadlineMs },
  );

/** Problems when any secret appears in the log, the outputs or the result file. */
async function noSecret(result: StepResult): Promise<string[]> {
  const path = result.outputs['result-path'];
  const file = path ? await readFile(path, 'utf8').catch(() => '') : '';
  const all = `${result.stdout}\n${result.stderr}\n${JSON.stringify(result.outputs)}\n${file}`;
  return Object.entries(SECRETS)
    .filter(([, value]) => all.includes(value))
    .map(([name]) => `${name} leaked`);
}

const all =
  (...checks: ((r: StepResult) => string[] | Promise<string[]>)[]) =>
  async (r: StepResult) =>
    (await Promise.all(checks.map((c) => c(r)))).flat();

const exits =
  (code: number) =>
  (r: StepResult): string[] =>
    r.exitCode === code ? [] : [`exit ${r.exitCode}, expected ${code}`];

/** The longest line the step printed is within the log bound (plus the command's own text). */
function boundedLines(r: StepResult): string[] {
  const longest = Math.max(...`${r.stdout}\n${r.stderr}`.split('\n').map((l) => l.length));
  return longest <= MAX_LOG_MESSAGE_CHARS + 100 ? [] : [`a log line of ${longest} characters`];
}

export const GATHER_CASES: GatherCase[] = [
  // Secrets: a module sees no token, and one it returns anyway is *** in the result.
  {
    group: 'secrets',
    name: 'a transform returns and prints process.env',
    action: 'gather',
    run: async (dir, d) => {
      await legs(dir, [{ n: 1 }]);
      const m = await moduleFile(
        dir,
        'env.mjs',
        `export const step = () => { console.log(JSON.stringify(process.env)); return { ...process.env }; };\nexport const finish = (s) => s;\n`,
      );
      return transform(dir, d, m);
    },
    check: all(exits(0), noSecret, (r) =>
      r.outputs['result']?.includes('"PATH"')
        ? []
        : ['no PATH: the module saw no environment at all'],
    ),
  },
  {
    group: 'secrets',
    name: 'a transform returns a token it was handed in a leg',
    action: 'gather',
    run: async (dir, d) => {
      await legs(dir, [{ t: SECRETS.ACTIONS_RUNTIME_TOKEN }]);
      const m = await moduleFile(
        dir,
        'echo.mjs',
        `export const step = (s, item) => ({ t: item.t });\nexport const finish = (s) => s;\n`,
      );
      return transform(dir, d, m);
    },
    check: all(exits(0), noSecret, (r) =>
      r.outputs['result'] === '{"t":"***"}' ? [] : [`result ${r.outputs['result']}`],
    ),
  },
  // Memory: Buffers count toward memory-mb.
  {
    group: 'memory',
    name: 'a transform allocates 2 GiB of Buffers under memory-mb 32',
    action: 'gather',
    run: async (dir, d) => {
      await legs(dir, [{ n: 1 }]);
      const m = await moduleFile(
        dir,
        'hog.mjs',
        `export const step = () => { const kept = []; for (let i = 0; i < 128; i++) kept.push(Buffer.alloc(16 * 1024 * 1024, 1)); return kept.length; };\nexport const finish = (s) => s;\n`,
      );
      return transform(dir, d, m, { 'memory-mb': 32 });
    },
    check: all(exits(1), says('ran out of memory (limit 32 MB)')),
  },
  {
    group: 'memory',
    name: 'okf-read of a file whose footer claims 1.5 GiB',
    action: 'okf-read',
    run: async (dir, d) => {
      const file = await dataset(dir, [{ a: 1 }], d);
      const claimed = 1.5 * 1024 ** 3;
      await truncate(file, claimed + 4096);
      const tail = Buffer.alloc(8);
      tail.writeUInt32LE(claimed, 0);
      tail.write('PAR1', 4);
      const handle = await open(file, 'r+');
      await handle.write(tail, 0, 8, (await stat(file)).size - 8);
      await handle.close();
      return readStep('okf-read', dir, d, {});
    },
    check: all(exits(1), says('corrupt', 'one read may ask for')),
  },
  {
    group: 'memory',
    name: 'okf-stats of a column holding a 2 MB value',
    action: 'okf-stats',
    run: async (dir, d) => {
      await dataset(dir, [{ s: 'x'.repeat(2_000_000) }, { s: 'y' }], d);
      return readStep('okf-stats', dir, d, { field: 's' });
    },
    check: all(exits(1), says('over the 1000000 okf-stats reports')),
  },
  // Schema patterns: linear time.
  {
    group: 'schema patterns',
    name: 'emit checks ^(a+)+$ against 40 × "a" + "!"',
    action: 'emit',
    run: async (dir, d) => {
      await writeFile(join(dir, 'p.json'), JSON.stringify({ s: `${'a'.repeat(40)}!` }));
      await writeFile(
        join(dir, 's.json'),
        JSON.stringify({ properties: { s: { pattern: '^(a+)+$' } } }),
      );
      return emit(dir, d, { schema: 's.json' });
    },
    check: all(exits(1), says('must match pattern'), (r) =>
      r.durationMs < 15_000 ? [] : [`took ${r.durationMs} ms`],
    ),
  },
  // Refusals that report themselves.
  ...[
    [
      'a row field named __proto__',
      JSON.parse('[{"__proto__": 1, "a": 2}]') as unknown,
      'Field name',
    ],
    [
      'rows of 1,001 fields',
      [Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`f${i}`, i]))],
      'More than 1000 fields',
    ],
  ].map(([name, rows, said]): GatherCase => ({
    group: 'refusals',
    name: `okf: ${name as string}`,
    action: 'gather',
    run: async (dir, d) => {
      await legs(dir, [rows]);
      return gather(dir, d, { collector: 'rows', kernel: 'okf' });
    },
    check: all(exits(1), says(said as string), (r) =>
      `${r.stdout}${r.summary}`.includes('Cannot read properties')
        ? ['the summary dereferenced a missing result']
        : [],
    ),
  })),
  // Prototype-named keys.
  ...['__proto__', 'constructor', 'prototype'].map((key): GatherCase => ({
    group: 'prototype keys',
    name: `okf kernel option field ${key}`,
    action: 'gather',
    run: async (dir, d) => {
      await legs(dir, [{ a: 1 }]);
      return gather(dir, d, {
        collector: 'rows',
        kernel: 'okf',
        'kernel-options': JSON.stringify({ field: key }),
      });
    },
    check: all(exits(1), says('prototype-named key')),
  })),
  ...[
    '{"fan_id":"O","seq":0,"expected":1,"note":"x"}',
    '{"fan_id":"O","seq":0,"expected":1,"__proto__":{"x":1}}',
  ].map((frame): GatherCase => ({
    group: 'prototype keys',
    name: `emit frames ${frame}`,
    action: 'emit',
    run: async (dir, d) => {
      await writeFile(join(dir, 'p.json'), '{}');
      return emit(dir, d, { frames: `[${frame}]` });
    },
    check: all(exits(1), says('each of exactly those fields')),
  })),
  // Bounded logs, and data that disagrees with its schema.
  {
    group: 'sizes and types',
    name: "a transform's 1 MB error message",
    action: 'gather',
    run: async (dir, d) => {
      await legs(dir, [{ n: 1 }]);
      const m = await moduleFile(
        dir,
        'big-error.mjs',
        `export const step = () => { throw new Error('E'.repeat(1_000_000)); };\nexport const finish = (s) => s;\n`,
      );
      return transform(dir, d, m);
    },
    check: all(exits(1), boundedLines, says('EEEE…')),
  },
  ...(['okf-read', 'okf-stats'] as const).map((action): GatherCase => ({
    group: 'sizes and types',
    name: `${action} of a dataset whose schema says int over a column of strings`,
    action,
    run: async (dir, d) => {
      const file = await dataset(dir, [{ v: 'one' }, { v: 'two' }], d);
      const bytes = await readFile(file);
      const at = bytes.indexOf('"v":{"type":"str"');
      bytes.write('"v":{"type":"int"', at);
      await writeFile(file, bytes);
      return readStep(
        action,
        dir,
        d,
        action === 'okf-stats' ? { field: 'v', numeric: 'true' } : {},
      );
    },
    check: all(exits(1), says('schema and data disagree')),
  })),
];

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseSyntaxReport } from './module-syntax.js';
import { ModuleWorkers } from './user-module.js';

let workspace: string;
let modules: ModuleWorkers;

const MODULES: Record<string, string> = {
  // Counts its calls in a module variable: the count shows whether a worker was reused.
  'count.mjs': `let calls = 0;
export function step(state, item) {
  calls += 1;
  if (item === 'loop') for (;;) {}
  if (item === 'hog') { const a = []; for (;;) a.push(new Array(1e5).fill(1)); }
  if (item === 'exit') process.exit(3);
  if (item === 'buffers') { const kept = []; for (;;) { kept.push(Buffer.alloc(8 * 1024 * 1024, 1)); const t = Date.now(); while (Date.now() - t < 5) {} } }
  if (item === 'env') return { ...process.env };
  if (item === 'throw') throw new Error('no');
  return { calls };
}
export function finish(state) { return state; }`,
  'bad.mjs': `export function step(state, item) {\n  return state +;\n}\nexport function finish(s) { return s; }\n`,
  'bad.cjs': `exports.step = function (state) {\n\treturn state + ;\n};\n`,
  'unfinished.mjs': `export function step(state) {\n  return state;\n`,
  'no-finish.mjs': `export function step(s) { return s; }`,
  'top-throws.mjs': `throw new Error('cannot start');`,
};

beforeAll(async () => {
  workspace = await mkdtemp(join(tmpdir(), 'module-worker-'));
  await mkdir(join(workspace, 'gather'));
  for (const [name, text] of Object.entries(MODULES))
    await writeFile(join(workspace, 'gather', name), text);
});
beforeEach(() => {
  modules = new ModuleWorkers(workspace);
});
afterEach(() => modules.close());
afterAll(() => rm(workspace, { recursive: true, force: true }));

const limits = { timeoutMs: 1000, memoryMb: 32 };

describe('one worker runs every call of a module', () => {
  test('calls reuse the worker: the module is imported once', async () => {
    const worker = await modules.get('gather/count.mjs', limits);
    for (let n = 1; n <= 5; n++) expect(await worker.call('step', [null, n])).toEqual({ calls: n });
    expect(worker.started).toBe(1);
    expect(await modules.get('gather/count.mjs', limits)).toBe(worker);
  });

  test('two first uses made together share one worker', async () => {
    const [a, b] = await Promise.all([
      modules.get('gather/count.mjs', limits),
      modules.get('gather/count.mjs', limits),
    ]);
    expect(a).toBe(b);
  });

  test('an error thrown by the module fails its call only; the worker stays', async () => {
    const worker = await modules.get('gather/count.mjs', limits);
    await expect(worker.call('step', [null, 'throw'])).rejects.toThrow(
      'module "gather/count.mjs": step failed: no',
    );
    expect(await worker.call('step', [null, 1])).toEqual({ calls: 2 });
    expect(worker.started).toBe(1);
  });

  test('a call that times out is stopped and does not poison the next', async () => {
    const worker = await modules.get('gather/count.mjs', limits);
    expect(await worker.call('step', [null, 1])).toEqual({ calls: 1 });
    await expect(worker.call('step', [null, 'loop'])).rejects.toThrow(
      'module "gather/count.mjs": step did not finish within 1 s (stopped)',
    );
    // A fresh worker: the module's own count starts again, within its own time limit.
    expect(await worker.call('step', [null, 1])).toEqual({ calls: 1 });
    expect(worker.started).toBe(2);
  });

  test('a call that blows the memory limit is reported; the next runs in a fresh worker', async () => {
    const worker = await modules.get('gather/count.mjs', { timeoutMs: 20_000, memoryMb: 32 });
    expect(await worker.call('step', [null, 1])).toEqual({ calls: 1 });
    await expect(worker.call('step', [null, 'hog'])).rejects.toThrow(
      'module "gather/count.mjs": step ran out of memory (limit 32 MB)',
    );
    expect(await worker.call('step', [null, 1])).toEqual({ calls: 1 });
    expect(worker.started).toBe(2);
  }, 30_000);

  test('Buffers count toward the memory limit: a module holding 8 MiB Buffers is stopped', async () => {
    const worker = await modules.get('gather/count.mjs', { timeoutMs: 20_000, memoryMb: 32 });
    await expect(worker.call('step', [null, 'buffers'])).rejects.toThrow(
      'module "gather/count.mjs": step ran out of memory (limit 32 MB)',
    );
    expect(await worker.call('step', [null, 1])).toEqual({ calls: 1 });
  }, 30_000);

  test('a module sees the allow-listed environment only: no token, no input, no ACTIONS_*', async () => {
    const env = {
      PATH: '/usr/bin',
      LC_ALL: 'C',
      ACTIONS_RUNTIME_TOKEN: 'runtime-secret',
      ACTIONS_RESULTS_URL: 'http://127.0.0.1/',
      'INPUT_GITHUB-TOKEN': 'ghs_secret',
      GITHUB_TOKEN: 'ghs_other',
      INPUT_PAYLOAD: 'x',
    };
    const scrubbed = new ModuleWorkers(workspace, env);
    try {
      const worker = await scrubbed.get('gather/count.mjs', limits);
      expect(await worker.call('step', [null, 'env'])).toEqual({ PATH: '/usr/bin', LC_ALL: 'C' });
    } finally {
      await scrubbed.close();
    }
  });

  test('a module that ends its worker is reported; the next call starts a fresh one', async () => {
    const worker = await modules.get('gather/count.mjs', limits);
    await expect(worker.call('step', [null, 'exit'])).rejects.toThrow(
      'module "gather/count.mjs": step stopped (worker exit 3)',
    );
    expect(await worker.call('step', [null, 1])).toEqual({ calls: 1 });
  });

  test('calls made together run one after the other, each with its own answer', async () => {
    const worker = await modules.get('gather/count.mjs', limits);
    const answers = await Promise.all([1, 2, 3].map((n) => worker.call('step', [null, n])));
    expect(answers).toEqual([{ calls: 1 }, { calls: 2 }, { calls: 3 }]);
  });
});

describe('checking a module before any item', () => {
  test('a module that exports step and finish passes', async () => {
    await expect(
      (await modules.get('gather/count.mjs', limits)).check(['step', 'finish']),
    ).resolves.toBeUndefined();
  });

  test.each([
    ['gather/bad.mjs', "does not parse: gather/bad.mjs:2:17: Unexpected token ';'"],
    ['gather/bad.cjs', "does not parse: gather/bad.cjs:2:17: Unexpected token ';'"],
    ['gather/unfinished.mjs', 'does not parse: gather/unfinished.mjs:3:1: Unexpected end of input'],
    ['gather/no-finish.mjs', 'does not export a function "finish"'],
    ['gather/top-throws.mjs', 'cannot be loaded: cannot start'],
  ])('%s is refused: %s', async (module, why) => {
    const worker = await modules.get(module, limits);
    await expect(worker.check(['step', 'finish'])).rejects.toThrow(
      `module ${JSON.stringify(module)}: ${why}`,
    );
  });

  test('a missing module or one outside the workspace is refused by name', async () => {
    await expect(modules.get('gather/missing.mjs', limits)).rejects.toThrow(
      /module "gather\/missing.mjs": .*(ENOENT|no such file)/u,
    );
    await expect(modules.get('../x.mjs', limits)).rejects.toThrow(/leads outside the workspace/u);
  });
});

describe('parseSyntaxReport', () => {
  test('reads the line, the caret column and the message', () => {
    const report =
      "/w/m.mjs:7\n  return s +;\n            ^\n\nSyntaxError: Unexpected token ';'\n    at x";
    expect(parseSyntaxReport(report)).toEqual({
      line: 7,
      column: 13,
      message: "Unexpected token ';'",
    });
  });

  test('a Windows path keeps its drive colon out of the line number', () => {
    const report = 'C:\\w\\m.mjs:12\n\n\n\nSyntaxError: Unexpected end of input';
    expect(parseSyntaxReport(report)).toEqual({
      line: 12,
      column: 1,
      message: 'Unexpected end of input',
    });
  });

  test('a report without a position gives null', () => {
    expect(parseSyntaxReport('SyntaxError: x')).toBeNull();
    expect(parseSyntaxReport('/w/m.mjs:3\nno error here')).toBeNull();
  });
});

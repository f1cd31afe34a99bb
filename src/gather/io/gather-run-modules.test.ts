// User modules in a whole gather: checked before any leg is read, and run by one worker.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalArtifactStore, type DownloadOptions } from '../../artifacts/index.js';
import type { GatherSpec } from '../index.js';
import { emitLeg } from './emit.js';
import { runGather, type GatherRunOptions } from './gather-run.js';
import { kernelRegistry } from '../registry.js';

const FAN = '1:claims';
let dir: string;
let store: CountingStore;

/** A local store that counts the artifacts downloaded. */
class CountingStore extends LocalArtifactStore {
  downloads = 0;
  override download(name: string, options: DownloadOptions) {
    this.downloads++;
    return super.download(name, options);
  }
}

const MODULES: Record<string, string> = {
  // Counts its calls in a module variable: one worker for the whole gather counts them all.
  'count.mjs': `let calls = 0;
export function step(state, item) { calls += 1; return { calls, sum: state.sum + item.v }; }
export function finish(state) { return state; }`,
  'broken.mjs': `export function step(state, item) {\n  return { ...state, item.v };\n}\nexport function finish(s) { return s; }\n`,
  'step-only.mjs': `export function step(d) { return d; }`,
};

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gather-modules-'));
  await mkdir(join(dir, 'gather'));
  for (const [name, text] of Object.entries(MODULES)) {
    await writeFile(join(dir, 'gather', name), text);
  }
  store = new CountingStore(join(dir, 'artifacts'));
  for (let seq = 0; seq < 12; seq++) {
    await emitLeg(store, { fanId: FAN, seq, expected: 12, attempt: 1, payload: { v: seq } });
  }
});
afterEach(() => rm(dir, { recursive: true, force: true }));

function options(spec: Partial<GatherSpec>): GatherRunOptions {
  return {
    spec: {
      fan_id: FAN,
      collector: 'c',
      mode: 'perfect',
      kernel: 'transform',
      options: {},
      ...spec,
    },
    store,
    registry: kernelRegistry(dir),
    workspace: dir,
    runId: '1',
    pollMs: 1000,
    onIncomplete: 'fail',
    now: () => 0,
    sleep: async () => {},
    log: () => {},
  };
}

test('one worker runs every step of a transform gather', async () => {
  const outcome = await runGather(
    options({ options: { module: 'gather/count.mjs', initial: { calls: 0, sum: 0 } } }),
  );
  expect(outcome.result).toEqual({ calls: 12, sum: 66 });
});

test('a transform module that does not parse fails, with its line and column, before any leg is read', async () => {
  await expect(runGather(options({ options: { module: 'gather/broken.mjs' } }))).rejects.toThrow(
    'module "gather/broken.mjs": does not parse: gather/broken.mjs:2:26: Unexpected token \'.\'',
  );
  expect(store.downloads).toBe(0);
});

test('a missing transform module fails before any leg is read', async () => {
  await expect(runGather(options({ options: { module: 'gather/nope.mjs' } }))).rejects.toThrow(
    /^module "gather\/nope.mjs": .*(ENOENT|no such file)/u,
  );
  expect(store.downloads).toBe(0);
});

test.each([
  ['window', { size: 2, summarize: 'gather/step-only.mjs' }],
  ['rlm', { record: 'history.json', summarize: 'gather/step-only.mjs' }],
])('a %s summarizer module without finish fails before any leg is read', async (kernel, opts) => {
  await expect(runGather(options({ kernel, options: opts }))).rejects.toThrow(
    'module "gather/step-only.mjs": does not export a function "finish"',
  );
  expect(store.downloads).toBe(0);
});

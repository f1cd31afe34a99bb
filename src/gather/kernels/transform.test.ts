import fc from 'fast-check';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openGather, pull, resumeGather, type Arrival } from '../index.js';
import { kernelRegistry as newRegistry, type KernelRegistry } from '../registry.js';

// Every registry keeps its modules' workers until closed: each test closes the ones it made.
const registries: KernelRegistry[] = [];
function kernelRegistry(workspace: string): KernelRegistry {
  const registry = newRegistry(workspace);
  registries.push(registry);
  return registry;
}
afterEach(() => Promise.all(registries.splice(0).map((registry) => registry.close())));

let workspace: string;
let outside: string;

const MODULES: Record<string, string> = {
  'sum.mjs': `export function step(state, item, frame) { return { total: state.total + item.v, seqs: [...state.seqs, frame.seq] }; }
export function finish(state) { return { total: state.total, seqs: state.seqs }; }`,
  'throws.mjs': `export function step(state, item) { if (item.v === 2) throw new Error('v=2 is not allowed'); return state; }
export function finish(state) { return state; }`,
  'loops.mjs': `export function step() { for (;;) {} }
export function finish(state) { return state; }`,
  'returns-function.mjs': `export function step() { return { f() {} }; }
export function finish(s) { return s; }`,
  'returns-date.mjs': `export function step() { return { at: new Date(0) }; }
export function finish(s) { return s; }`,
  'returns-nan.mjs': `export function step() { return { x: NaN }; }
export function finish(s) { return s; }`,
  'returns-undefined.mjs': `export function step() {}
export function finish(s) { return s; }`,
  'hog.mjs': `export function step() { const a = []; for (;;) a.push(new Array(1e5).fill(1)); }
export function finish(s) { return s; }`,
  'no-finish.mjs': `export function step(s) { return s; }`,
  'digest.mjs': `export function step(d, item) { return (d ?? 0) + 1; }
export function finish(d) { return { evicted_seen_by_module: d }; }`,
};

beforeAll(async () => {
  workspace = await mkdtemp(join(tmpdir(), 'transform-ws-'));
  outside = await mkdtemp(join(tmpdir(), 'transform-out-'));
  await mkdir(join(workspace, 'gather'));
  for (const [name, text] of Object.entries(MODULES))
    await writeFile(join(workspace, 'gather', name), text);
  await writeFile(join(outside, 'evil.mjs'), MODULES['sum.mjs']!);
  await symlink(join(outside, 'evil.mjs'), join(workspace, 'gather', 'link.mjs'));
});

afterAll(async () => {
  await rm(workspace, { recursive: true, force: true });
  await rm(outside, { recursive: true, force: true });
});

const FAN = 'f';
const leg = (seq: number, v: number): Arrival<unknown> => ({
  frames: [{ fan_id: FAN, seq, expected: 3 }],
  attempt: 1,
  name: `leg-${seq}`,
  item: { v },
});

async function gather(
  module: string,
  items = [leg(0, 1), leg(1, 2), leg(2, 3)],
  extra: Record<string, unknown> = {},
) {
  const { kernels } = kernelRegistry(workspace);
  const kernel = kernels['transform']!;
  const options = { module, 'timeout-seconds': 2, 'memory-mb': 32, ...extra };
  const record = openGather(
    { fan_id: FAN, collector: 'c', mode: 'perfect', kernel: 'transform', options },
    kernel,
  );
  return (await pull(record, items, kernel)).record;
}

describe('transform kernel', () => {
  it('folds with the module in seq order and finishes', async () => {
    const record = await gather('gather/sum.mjs', [leg(2, 3), leg(0, 1), leg(1, 2)], {
      initial: { total: 0, seqs: [] },
    });
    expect(record.result).toEqual({ total: 6, seqs: [0, 1, 2] });
  });

  it('names the module, the seq and the message when the module throws', async () => {
    await expect(gather('gather/throws.mjs')).rejects.toThrow(
      `kernel 'transform' failed on seq 1 (leg-1): module "gather/throws.mjs": step failed: v=2 is not allowed`,
    );
  });

  it('stops a module that loops', async () => {
    await expect(gather('gather/loops.mjs', undefined, { 'timeout-seconds': 1 })).rejects.toThrow(
      /seq 0 \(leg-0\): module "gather\/loops.mjs": step did not finish within 1 s \(stopped\)/,
    );
  });

  it('stops a module that takes too much memory', async () => {
    await expect(gather('gather/hog.mjs', undefined, { 'timeout-seconds': 20 })).rejects.toThrow(
      /module "gather\/hog.mjs": step ran out of memory \(limit 32 MB\)/,
    );
  });

  it.each([
    ['returns-function.mjs', /not JSON/],
    ['returns-date.mjs', /not JSON: \/at is a Date, not a plain object/],
    ['returns-nan.mjs', /not JSON: \/x is NaN/],
    ['returns-undefined.mjs', /not JSON: \/ is undefined/],
    ['no-finish.mjs', /finish failed: does not export a function "finish"/],
  ])('refuses %s', async (module, message) => {
    await expect(gather(`gather/${module}`, [leg(0, 1), leg(1, 1), leg(2, 1)])).rejects.toThrow(
      message,
    );
  });

  it('refuses modules outside the workspace, missing ones and bad options', async () => {
    await expect(gather('gather/link.mjs')).rejects.toThrow(
      /module "gather\/link.mjs": the module .* leads outside the workspace/,
    );
    await expect(gather('../x.mjs')).rejects.toThrow(/leads outside the workspace/);
    await expect(gather('gather/missing.mjs')).rejects.toThrow(
      /module "gather\/missing.mjs": ENOENT|no such file/,
    );
    await expect(gather('gather/sum.ts')).rejects.toThrow(
      /'module' must name a .js, .mjs or .cjs file/,
    );
    await expect(gather('gather/sum.mjs', [], { 'memory-mb': 1 })).rejects.toThrow(
      /'memory-mb' must be an integer between 16 and 4096/,
    );
  });
});

describe('resuming a transform state', () => {
  it('refuses a forged state that names another module or other limits than the options', () => {
    const kernel = kernelRegistry(workspace).kernels['transform']!;
    const options = { module: 'gather/sum.mjs', 'timeout-seconds': 2, 'memory-mb': 32 };
    const spec = {
      fan_id: FAN,
      collector: 'c',
      mode: 'latent' as const,
      kernel: 'transform',
      options,
    };
    const record = JSON.parse(JSON.stringify(openGather(spec, kernel))) as {
      state: Record<string, unknown>;
    };
    expect(resumeGather(record, spec, 'x', kernel)).toEqual(record);
    const forge = (state: Record<string, unknown>) => ({
      ...record,
      state: { ...record.state, ...state },
    });
    expect(() => resumeGather(forge({ module: 'gather/loops.mjs' }), spec, 'x', kernel)).toThrow(
      `gather state x does not match its kernel options: its kernel state's module is "gather/loops.mjs", the options of this gather give "gather/sum.mjs"`,
    );
    expect(() => resumeGather(forge({ timeout_ms: 3_600_000 }), spec, 'x', kernel)).toThrow(
      /kernel state's timeout_ms is 3600000, the options of this gather give 2000/,
    );
    expect(() => resumeGather(forge({ memory_mb: 65_536 }), spec, 'x', kernel)).toThrow(
      /kernel state's memory_mb is 65536/,
    );
  });
});

describe('transform kernel against a naive reference', () => {
  it('folds like reduce over the items in seq order, whatever their arrival order (property; each call is a worker, so few runs)', async () => {
    const kernel = kernelRegistry(workspace).kernels['transform']!;
    await fc.assert(
      fc.asyncProperty(
        // A whole fan of 1 to 4 legs in any arrival order.
        fc
          .integer({ min: 1, max: 4 })
          .chain((n) => fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n })),
        fc.array(fc.integer({ min: -50, max: 50 }), { minLength: 4, maxLength: 4 }),
        async (seqs, values) => {
          const expected = seqs.length;
          const options = { module: 'gather/sum.mjs', initial: { total: 0, seqs: [] } };
          let record = openGather(
            { fan_id: FAN, collector: 'c', mode: 'perfect', kernel: 'transform', options },
            kernel,
          );
          const legs = seqs.map((seq) => ({
            ...leg(seq, values[seq]!),
            frames: [{ fan_id: FAN, seq, expected }],
          }));
          ({ record } = await pull(record, legs, kernel));
          // Perfect mode folds in seq order: sum.mjs records the order it saw the seqs in,
          // so an arrival-order fold would show here.
          const inOrder = [...seqs].sort((x, y) => x - y);
          expect(record.result).toEqual({
            total: inOrder.reduce((sum, seq) => sum + values[seq]!, 0),
            seqs: inOrder,
          });
        },
      ),
      { numRuns: 4 },
    );
  }, 60_000);
});

describe('window kernel with a user summarizer', () => {
  it('digests the evicted items with the module', async () => {
    const { kernels } = kernelRegistry(workspace);
    const kernel = kernels['window']!;
    const options = { size: 1, summarize: 'gather/digest.mjs' };
    const record = openGather(
      { fan_id: FAN, collector: 'c', mode: 'perfect', kernel: 'window', options },
      kernel,
    );
    const done = (await pull(record, [leg(0, 1), leg(1, 2), leg(2, 3)], kernel)).record;
    expect(done.result).toEqual({
      items: [{ v: 3 }],
      evicted: 2,
      digest: { evicted_seen_by_module: 2 },
    });
  });
});

describe('rlm publish', () => {
  it('folds the result into the record file by run id; a rerun replaces its entry', async () => {
    const { publish } = kernelRegistry(workspace);
    const context = (runId: string) => ({
      options: { record: 'history/claims.json', 'max-entries': 2 },
      workspace,
      store: undefined as never,
      runId,
    });
    await mkdir(join(workspace, 'history'));
    await publish['rlm']!([{ v: 1 }], context('100'));
    const again = (await publish['rlm']!([{ v: 1 }], context('100'))) as { outcome: string };
    expect(again.outcome).toBe('unchanged');
    await publish['rlm']!([{ v: 2 }], context('101'));
    await publish['rlm']!([{ v: 3 }], context('102'));
    const record = JSON.parse(await readFile(join(workspace, 'history', 'claims.json'), 'utf8'));
    expect(record.entries.map((e: { run_id: string }) => e.run_id)).toEqual(['101', '102']);
    expect(record.compacted).toEqual(['100']);
    expect(record.digest.fields.v.sum).toBe(1);
    await writeFile(join(workspace, 'history', 'bad.json'), '{"format":"other"}');
    await expect(
      publish['rlm']!([], { ...context('1'), options: { record: 'history/bad.json' } }),
    ).rejects.toThrow(/is not a squadscope-rlm\/1 record/);
    await expect(
      publish['rlm']!([], { ...context('1'), options: { record: '../x.json' } }),
    ).rejects.toThrow(/outside the workspace/);
  });
});

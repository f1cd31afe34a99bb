import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalArtifactStore } from '../../artifacts/index.js';
import { createInputs, InputError, type Inputs } from '../../runtime/index.js';
import { emitFilesOptions, readEmitInputs } from '../emit/inputs.js';
import { gatherRunOptions, readGatherInputs } from './inputs.js';

const cwd = join(tmpdir(), 'gather-inputs-ws');
const read = (values: Record<string, string>) => createInputs((name) => values[name] ?? '');

/** `values` as a step's inputs, read by `readInputs` in the workspace `cwd`. */
function readIn<T>(
  readInputs: (inputs: Inputs, env: NodeJS.ProcessEnv, cwd: string) => T,
  values: Record<string, string>,
  env: NodeJS.ProcessEnv = { GITHUB_WORKSPACE: cwd },
): T {
  return readInputs(read(values), env, cwd);
}

describe('run options built from the inputs (shared by the actions and the CLI)', () => {
  it('gather: seconds become milliseconds; spec, run id and environment pass through', () => {
    const spec = { 'fan-id': '1:x', collector: 'kpi', mode: 'latent', kernel: 'window' };
    const timing = { 'kernel-options': '{"size":3}', 'watch-seconds': '90', 'poll-seconds': '5' };
    const env = { GITHUB_WORKSPACE: cwd, GITHUB_RUN_ID: '77' };
    const inputs = readIn(readGatherInputs, { ...spec, ...timing }, env);
    const environment = {
      store: new LocalArtifactStore(join(cwd, 'artifacts')),
      now: () => 1,
      sleep: async () => {},
      log: () => {},
      signal: new AbortController().signal,
    };
    const opts = gatherRunOptions(inputs, environment);
    expect(opts).toMatchObject({
      spec: inputs.spec,
      runId: '77',
      workspace: cwd,
      watchMs: 90_000,
      pollMs: 5_000,
      timeoutMs: inputs.timeoutSeconds * 1000,
      onIncomplete: inputs.onIncomplete,
      ...environment,
    });
    expect(Object.keys(opts.registry.kernels)).toContain('window');
  });

  it('emit: the payload, schema and frames of the inputs, with the attempt given', () => {
    const place = { 'fan-id': '1:x', seq: '2', expected: '4' };
    const frames = '[{"fan_id":"outer","seq":0,"expected":2}]';
    const files = { payload: 'out/p.json', schema: 'schema.json' };
    const inputs = readIn(readEmitInputs, { ...place, ...files, frames });
    expect(emitFilesOptions(inputs, 3)).toEqual({
      fanId: '1:x',
      seq: 2,
      expected: 4,
      attempt: 3,
      payload: { path: join(cwd, 'out/p.json'), name: 'out/p.json' },
      workspace: cwd,
      schema: 'schema.json',
      frames: [{ fan_id: 'outer', seq: 0, expected: 2 }],
      matrix: null,
    });
  });
});

describe('emit inputs: the matrix and the place in the fan', () => {
  const base = { 'fan-id': 'f', payload: 'p.json', seq: '1', expected: '2' };
  const emitInputs = (values: Record<string, string>) => readIn(readEmitInputs, values);

  it('records the matrix combination; null or {} (a job without a matrix) records none', () => {
    expect(emitInputs({ ...base, matrix: '{"region":"eu","node":20}' }).matrix).toEqual({
      region: 'eu',
      node: 20,
    });
    for (const none of ['null', '{}', ''])
      expect(emitInputs({ ...base, matrix: none }).matrix).toBeNull();
    expect(() => emitInputs({ ...base, matrix: '["eu"]' })).toThrow(
      new InputError('matrix', 'must be a JSON object (the matrix combination), or null'),
    );
    expect(() => emitInputs({ ...base, matrix: `{"a":"${'x'.repeat(70_000)}"}` })).toThrow(
      /must be at most 65536 characters/,
    );
  });

  it('takes seq and expected both or neither (neither: the inherited frame decides)', () => {
    const neither = emitInputs({ 'fan-id': 'f', payload: 'p.json' });
    expect([neither.seq, neither.expected]).toEqual([undefined, undefined]);
    expect(() => emitInputs({ 'fan-id': 'f', payload: 'p.json', seq: '0' })).toThrow(/expected/);
  });
});

describe('gather inputs: key-by and on-large-result', () => {
  const gatherInputs = (values: Record<string, string>) =>
    readIn(readGatherInputs, { 'fan-id': 'f', ...values });

  it('key-by becomes the append option; refused with another kernel or given twice', () => {
    expect(gatherInputs({ 'key-by': 'matrix' }).spec.options).toEqual({ 'key-by': 'matrix' });
    expect(() =>
      gatherInputs({ 'key-by': 'matrix', kernel: 'window', 'kernel-options': '{"size":2}' }),
    ).toThrow(new InputError('key-by', "keys the append kernel's result; kernel window has none"));
    expect(() =>
      gatherInputs({ 'key-by': 'matrix', 'kernel-options': '{"key-by":"matrix"}' }),
    ).toThrow(/given twice/);
    expect(() => gatherInputs({ 'key-by': 'region' })).toThrow(/'key-by' must be matrix/);
  });

  it('on-large-result is warn unless fail is asked for', () => {
    expect(gatherInputs({}).largeResult).toBe('warn');
    expect(gatherInputs({ 'on-large-result': 'fail' }).largeResult).toBe('fail');
    expect(() => gatherInputs({ 'on-large-result': 'drop' })).toThrow(/on-large-result/);
  });
});

describe('gather inputs', () => {
  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])(
    'refuses kernel %s as a kernel it does not have',
    (kernel) => {
      const reading = () => readGatherInputs(read({ 'fan-id': 'F', kernel }), {}, cwd);
      expect(reading).toThrow(InputError);
      expect(reading).toThrow(
        /^Input 'kernel': must be one of append, window, transform, rlm, okf, got "/,
      );
    },
  );

  it.each([
    ['{"feild":"claims"}', /^Input 'kernel-options': kernel 'okf' has no option "feild"/u],
    ['{"name":"x","shema":{}}', /^Input 'kernel-options': kernel 'okf' has no option "shema"/u],
  ])('refuses the okf options %s, naming the unknown one', (options, message) => {
    const reading = () =>
      readGatherInputs(read({ 'fan-id': 'F', kernel: 'okf', 'kernel-options': options }), {}, cwd);
    expect(reading).toThrow(message);
  });

  it('okf store clickhouse needs clickhouse-url, on a public address unless allowed', () => {
    const okf = { 'fan-id': 'F', kernel: 'okf', 'kernel-options': '{"store":"clickhouse"}' };
    expect(() => readGatherInputs(read(okf), {}, cwd)).toThrow(
      /^Input 'clickhouse-url': is required: kernel option store is clickhouse/u,
    );
    const local = { ...okf, 'clickhouse-url': 'http://127.0.0.1:8123' };
    expect(() => readGatherInputs(read(local), {}, cwd)).toThrow(
      /^Input 'clickhouse-url': .*loopback.*allow-private-network: true/u,
    );
    const allowed = readGatherInputs(
      read({ ...local, 'allow-private-network': 'true', 'clickhouse-database': 'claims' }),
      {},
      cwd,
    );
    expect(allowed.clickhouse).toMatchObject({ url: 'http://127.0.0.1:8123', database: 'claims' });
  });

  it('the okf dataset is named after the collector by default', () => {
    const inputs = readGatherInputs(
      read({ 'fan-id': 'F', kernel: 'okf', collector: 'ds' }),
      {},
      cwd,
    );
    expect(inputs.spec.options).toEqual({});
    expect(() =>
      readGatherInputs(read({ 'fan-id': 'F', kernel: 'okf', collector: 'DS' }), {}, cwd),
    ).toThrow(
      /^Input 'kernel-options': okf kernel option "name" defaults to the collector's name/u,
    );
  });
});

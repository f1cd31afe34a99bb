import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalArtifactStore } from '../../artifacts/index.js';
import { createInputs, InputError } from '../../runtime/index.js';
import { emitFilesOptions, readEmitInputs } from '../emit/inputs.js';
import { gatherRunOptions, readGatherInputs } from './inputs.js';

const cwd = join(tmpdir(), 'gather-inputs-ws');
const read = (values: Record<string, string>) => createInputs((name) => values[name] ?? '');

describe('run options built from the inputs (shared by the actions and the CLI)', () => {
  it('gather: seconds become milliseconds; spec, run id and environment pass through', () => {
    const inputs = readGatherInputs(
      read({
        'fan-id': '1:x',
        collector: 'kpi',
        mode: 'latent',
        kernel: 'window',
        'kernel-options': '{"size":3}',
        'watch-seconds': '90',
        'poll-seconds': '5',
      }),
      { GITHUB_WORKSPACE: cwd, GITHUB_RUN_ID: '77' },
      cwd,
    );
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
    const inputs = readEmitInputs(
      read({
        'fan-id': '1:x',
        payload: 'out/p.json',
        schema: 'schema.json',
        seq: '2',
        expected: '4',
        frames: '[{"fan_id":"outer","seq":0,"expected":2}]',
      }),
      { GITHUB_WORKSPACE: cwd },
      cwd,
    );
    expect(emitFilesOptions(inputs, 3)).toEqual({
      fanId: '1:x',
      seq: 2,
      expected: 4,
      attempt: 3,
      payload: { path: join(cwd, 'out/p.json'), name: 'out/p.json' },
      workspace: cwd,
      schema: 'schema.json',
      frames: [{ fan_id: 'outer', seq: 0, expected: 2 }],
    });
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

import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { printed } from '../../../test-support/printed.js';
import { kernelRegistry } from '../../gather/registry.js';
import { emitCommand, gatherCommand } from './gather.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cli-gather-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** The artifact directory and fan of the emit-then-gather test. */
const FAN = ['--artifact-dir', 'artifacts', '--fan-id', 'week:claims'];
/** The artifact directory and fan of the refusal tests: nothing may be uploaded there. */
const REFUSED_FAN = ['--artifact-dir', 'a', '--fan-id', 'f'];

async function cli(command: typeof emitCommand, argv: string[]) {
  const { out, err, sink } = printed();
  const code = await command(argv, { ...sink, env: {}, cwd: dir });
  return { code, out, err };
}

describe('squadscope emit / gather', () => {
  it('gather --help lists every kernel the registry holds', async () => {
    const help = await cli(gatherCommand, ['--help']);
    expect(help.code).toBe(0);
    const line = help.out.find((l) => l.trimStart().startsWith('--kernel NAME'))!;
    const names = Object.keys(kernelRegistry(dir).kernels);
    expect(names.length).toBeGreaterThanOrEqual(5);
    for (const name of names) expect(line).toMatch(new RegExp(`\\b${name}\\b`));
  });

  it('emits a gathered result file back into its enclosing fan without --seq', async () => {
    await writeFile(join(dir, 'leg.json'), '{"v":1}');
    const frames = '[{"fan_id":"regions","seq":1,"expected":2}]';
    const inner = ['--artifact-dir', 'artifacts', '--fan-id', 'cities'];
    expect(
      (
        await cli(emitCommand, [
          ...inner,
          '--payload',
          'leg.json',
          '--seq',
          '0',
          '--expected',
          '1',
          '--frames',
          frames,
        ])
      ).code,
    ).toBe(0);
    const gathered = await cli(gatherCommand, [...inner, '--result-path', 'r.json']);
    expect(gathered.code).toBe(0);
    const back = await cli(emitCommand, [
      '--artifact-dir',
      'artifacts',
      '--fan-id',
      'regions',
      '--payload',
      'r.json',
    ]);
    expect(back).toMatchObject({
      code: 0,
      out: [expect.stringMatching(/^emitted fan-regions-[0-9a-f]{12}-1-a1$/)],
    });
    const lost = await cli(emitCommand, [
      '--artifact-dir',
      'artifacts',
      '--fan-id',
      'other',
      '--payload',
      'r.json',
    ]);
    expect(lost.code).toBe(1);
    expect(lost.err.at(-1)).toMatch(/seq and expected are needed/);
  });

  it('emits legs and gathers them, latent then perfect, per collector', async () => {
    for (let seq = 0; seq < 3; seq++) {
      await writeFile(join(dir, `leg${seq}.json`), JSON.stringify({ seq, score: seq * 2 }));
      const emitted = await cli(emitCommand, [
        ...FAN,
        '--payload',
        `leg${seq}.json`,
        '--seq',
        String(seq),
        '--expected',
        '4',
      ]);
      expect(emitted).toMatchObject({
        code: 0,
        out: [expect.stringMatching(/^emitted fan-week_claims-[0-9a-f]{12}-\d-a1$/)],
      });
    }
    const latent = await cli(gatherCommand, [
      ...FAN,
      '--collector',
      'kpi',
      '--mode',
      'latent',
      '--kernel',
      'window',
      '--kernel-options',
      '{"size":2}',
    ]);
    expect(latent.code).toBe(0);
    expect(latent.err).toContain('kpi: open, 3 of 4 legs seen; seq 3 is missing');
    expect(JSON.parse(latent.out[0]!)).toEqual({
      digest: {
        count: 1,
        fields: {
          score: { count: 1, max: 0, mean: 0, min: 0, sum: 0 },
          seq: { count: 1, max: 0, mean: 0, min: 0, sum: 0 },
        },
      },
      evicted: 1,
      items: [
        { score: 2, seq: 1 },
        { score: 4, seq: 2 },
      ],
    });
    const perfect = await cli(gatherCommand, [...FAN, '--on-incomplete', 'close']);
    expect(perfect.code).toBe(0);
    expect(perfect.err).toContain('default: incomplete, 3 of 4 legs seen; seq 3 is missing');
    const failing = await cli(gatherCommand, [...FAN]);
    expect(failing.code).toBe(1);
    // A failing gather still says what it saw, then why it failed.
    expect(failing.err.at(-2)).toBe('default: incomplete, 3 of 4 legs seen; seq 3 is missing');
    // The message is quoted: it can hold text from artifacts.
    expect(failing.err.at(-1)).toBe(
      'gather failed: gather default of fan "week:claims" is incomplete after 0 s: seq 3 is missing',
    );
    expect(
      (await readdir(join(dir, 'artifacts'))).filter((n) => n.startsWith('gather-')),
    ).toHaveLength(1);
  });

  it('refuses a payload that fails its schema and bad flags, uploading nothing', async () => {
    await writeFile(join(dir, 'leg.json'), JSON.stringify({ score: 'high' }));
    await writeFile(
      join(dir, 'schema.json'),
      JSON.stringify({
        type: 'object',
        properties: { score: { type: 'number' } },
        required: ['score'],
      }),
    );
    const emitLeg = (seq: string, expected: string, ...more: string[]) =>
      cli(emitCommand, [
        ...REFUSED_FAN,
        '--payload',
        'leg.json',
        '--seq',
        seq,
        '--expected',
        expected,
        ...more,
      ]);
    const refused = await emitLeg('0', '1', '--schema', 'schema.json');
    expect(refused.code).toBe(1);
    expect(refused.err[0]).toBe(
      'emit failed: payload "leg.json" does not match schema "schema.json": /score must be number',
    );
    const out = await emitLeg('2', '2');
    expect(out.code).toBe(2);
    expect(out.err[0]).toBe('squadscope emit: --seq must be below expected (2), got 2');
    const options = await cli(gatherCommand, [
      ...REFUSED_FAN,
      '--kernel',
      'window',
      '--kernel-options',
      '{"size":0}',
    ]);
    expect(options.code).toBe(2);
    expect(options.err[0]).toBe(
      "squadscope gather: --kernel-options kernel option 'size' must be an integer between 1 and 10000, got 0",
    );
    const latentRlm = await cli(gatherCommand, [
      ...REFUSED_FAN,
      '--mode',
      'latent',
      '--kernel',
      'rlm',
      '--kernel-options',
      '{"record":"h.json"}',
    ]);
    expect(latentRlm.err[0]).toMatch(
      /--kernel rlm publishes once its gather closes: use mode perfect/,
    );
    await expect(readdir(join(dir, 'a'))).rejects.toThrow(/ENOENT/);
  });
});

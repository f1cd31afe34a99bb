// emit and gather end to end across nested fans, and the short forms: every step a separate
// process of the committed bundle, artifacts only through the real @actions/artifact client
// and the local artifact service.
//   - three hops with the fan id intact, as examples/gather-nested.yml wires them: city legs
//     inside region legs inside one world leg;
//     each region's cities are gathered, the result file is emitted back as the region's
//     leg, the regions are gathered and emitted as the world's leg, and the world gathered;
//   - the two-step minimal use: one emit with its defaults, one gather keyed by the matrix;
//   - a gather that fails still sets its outputs and names what is missing.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StepResult } from '../src/local/step.js';
import { jobStep, ok } from './job-step.js';
import { startArtifactService, type ArtifactService } from './artifact-service.js';

const RUN = '8080';
let artifacts: ArtifactService;
let dir: string;

beforeAll(async () => {
  artifacts = await startArtifactService();
  dir = await mkdtemp(join(tmpdir(), 'e2e-gather-nested-'));
  // A transform that keeps, for each leg, the fan ids of its whole stack and its matrix.
  await writeFile(
    join(dir, 'stacks.mjs'),
    [
      'export function step(state, item, frame, leg) {',
      '  return [...state, { seq: frame.seq, fans: leg.frames.map((f) => f.fan_id), matrix: leg.matrix }];',
      '}',
      'export function finish(state) { return state; }',
      '',
    ].join('\n'),
  );
});

afterAll(async () => {
  await artifacts?.close();
  await rm(dir, { recursive: true, force: true });
});

function step(
  job: string,
  action: string,
  inputs: Record<string, string>,
  env: Record<string, string> = {},
): Promise<StepResult> {
  return jobStep(artifacts, dir, { run: RUN, job }, action, inputs, env);
}

/** A job of a matrix: its place and combination, as the runner gives them to input defaults. */
function matrixJob(index: number, total: number, matrix: Record<string, unknown>) {
  return {
    STRATEGY_JOB_INDEX: String(index),
    STRATEGY_JOB_TOTAL: String(total),
    MATRIX_JSON: JSON.stringify(matrix),
  };
}

const WORLD = [{ fan_id: 'world', seq: 0, expected: 1 }];
const REGIONS = ['eu', 'us'];
const CITIES: Record<string, string[]> = { eu: ['paris', 'rome'], us: ['boston', 'denver'] };

describe('three hops across nested fans', () => {
  test('the fan id is intact after three hops, each with one input carrying the frames', async () => {
    // Hop 1, the inner fans: each region's matrix of cities emits into `cities-<region>`,
    // inside the region's leg of `regions`, inside the one leg of `world`.
    await Promise.all(
      REGIONS.flatMap((region, r) =>
        CITIES[region]!.map(async (city, c) => {
          await writeFile(
            join(dir, `${city}.json`),
            JSON.stringify({ city, people: 10 * (c + 1) }),
          );
          const frames = JSON.stringify([...WORLD, { fan_id: 'regions', seq: r, expected: 2 }]);
          ok(
            await step(
              `cities-${region}`,
              'emit',
              { 'fan-id': `cities-${region}`, payload: `${city}.json`, frames },
              matrixJob(c, 2, { city }),
            ),
          );
        }),
      ),
    );
    // Hop 2: gather each region's cities; hop 3: emit the result file as the region's leg.
    for (const [r, region] of REGIONS.entries()) {
      const gathered = ok(
        await step(`gather-${region}`, 'gather', {
          'fan-id': `cities-${region}`,
          'result-path': `${region}.json`,
        }),
      );
      expect(JSON.parse(gathered.outputs['frames']!)).toEqual([
        ...WORLD,
        { fan_id: 'regions', seq: r, expected: 2 },
      ]);
      const file = JSON.parse(await readFile(join(dir, `${region}.json`), 'utf8'));
      expect(file).toEqual({
        format: 'squadscope-result/1',
        schema_version: 1,
        fan: JSON.parse(gathered.outputs['frames']!),
        result: JSON.parse(gathered.outputs['result']!),
      });
      // A job outside the matrix: seq and expected default to 0 of 1; the frame decides.
      const back = ok(
        await step(`emit-${region}`, 'emit', { 'fan-id': 'regions', payload: `${region}.json` }),
      );
      expect(JSON.parse(back.outputs['frames']!)).toEqual([
        ...WORLD,
        { fan_id: 'regions', seq: r, expected: 2 },
      ]);
    }
    // Hop 4: gather the regions; hop 5: emit that into the world fan, and gather it.
    const regions = ok(
      await step('gather-regions', 'gather', {
        'fan-id': 'regions',
        'result-path': 'regions.json',
      }),
    );
    expect(regions.outputs).toMatchObject({ status: 'complete', seen: '2', expected: '2' });
    expect(JSON.parse(regions.outputs['frames']!)).toEqual(WORLD);
    ok(await step('emit-world', 'emit', { 'fan-id': 'world', payload: 'regions.json' }));
    const world = ok(await step('gather-world', 'gather', { 'fan-id': 'world' }));
    expect(world.outputs).toMatchObject({ status: 'complete', seen: '1', frames: '[]' });
    expect(JSON.parse(world.outputs['result']!)).toEqual([
      [
        [
          { city: 'paris', people: 10 },
          { city: 'rome', people: 20 },
        ],
        [
          { city: 'boston', people: 10 },
          { city: 'denver', people: 20 },
        ],
      ],
    ]);
  }, 240_000);

  test('the transform kernel sees the whole stack and the matrix of each leg', async () => {
    const stacks = ok(
      await step('stacks', 'gather', {
        'fan-id': 'cities-us',
        collector: 'stacks',
        kernel: 'transform',
        'kernel-options': '{"module":"stacks.mjs","initial":[]}',
      }),
    );
    expect(JSON.parse(stacks.outputs['result']!)).toEqual([
      { seq: 0, fans: ['world', 'regions', 'cities-us'], matrix: { city: 'boston' } },
      { seq: 1, fans: ['world', 'regions', 'cities-us'], matrix: { city: 'denver' } },
    ]);
  }, 60_000);
});

describe('the minimal use: two short steps', () => {
  test('emit with its defaults in the matrix job, gather keyed by the matrix after it', async () => {
    const regions = ['eu', 'us', 'ap'];
    await Promise.all(
      regions.map(async (region, i) => {
        await writeFile(join(dir, `score-${region}.json`), JSON.stringify({ score: i * 10 }));
        // The whole emit step: `payload` alone (fan-id is the job id, `assess`).
        const emitted = ok(
          await step(
            'assess',
            'emit',
            { payload: `score-${region}.json` },
            matrixJob(i, 3, { region }),
          ),
        );
        expect(emitted.outputs['frames']).toBe(
          JSON.stringify([{ fan_id: 'assess', seq: i, expected: 3 }]),
        );
      }),
    );
    const gathered = ok(await step('report', 'gather', { 'fan-id': 'assess', 'key-by': 'matrix' }));
    expect(JSON.parse(gathered.outputs['result']!)).toEqual({
      ap: { score: 20 },
      eu: { score: 0 },
      us: { score: 10 },
    });
    expect(gathered.outputs).toMatchObject({ status: 'complete', seen: '3', 'result-omitted': '' });
  }, 120_000);
});

describe('a gather that fails', () => {
  test('still sets status, seen, expected, missing and missing-count, and names what is missing', async () => {
    await writeFile(join(dir, 'part.json'), '{"part":1}');
    for (const seq of [0, 1, 3]) {
      ok(
        await step(
          'parts',
          'emit',
          { 'fan-id': 'parts', payload: 'part.json' },
          matrixJob(seq, 5, {}),
        ),
      );
    }
    const failed = await step('collect-parts', 'gather', { 'fan-id': 'parts' });
    expect(failed.exitCode).toBe(1);
    expect(failed.outputs).toMatchObject({
      status: 'incomplete',
      seen: '3',
      expected: '5',
      missing: '[2,4]',
      'missing-count': '2',
      result: '',
    });
    expect(failed.stdout).toContain(
      '::error::gather default of fan "parts" is incomplete after 0 s: seqs 2 and 4 are missing',
    );
    expect(failed.summary).toContain('failed (incomplete)');
    expect(failed.summary).toContain('3 of 5 legs seen; seqs 2 and 4 are missing');
  }, 120_000);
});

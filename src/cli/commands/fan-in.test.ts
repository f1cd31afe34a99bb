import { readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalArtifactStore } from '../../artifacts/index.js';
import { validate } from '../../contracts/index.js';
import {
  failedRssLeg,
  PLAN,
  RUN_CONTEXT,
  rssLeg,
  shardLeg,
  SOURCES,
  uploadRun,
} from '../../../test-support/fanin.js';
import { printed } from '../../../test-support/printed.js';
import { tempDirs } from '../../../test-support/temp-dirs.js';
import { fanInCommand, type CliIo } from './fan-in.js';

const tempDir = tempDirs('fanin-cli-');

async function setup(run: Parameters<typeof uploadRun>[1] = {}) {
  const root = await tempDir();
  await uploadRun(new LocalArtifactStore(join(root, 'artifacts')), run);
  return root;
}

function io(cwd: string, env: NodeJS.ProcessEnv = {}) {
  const { out, err, sink } = printed();
  const value: CliIo = {
    ...sink,
    env,
    cwd,
    now: () => Date.parse('2026-06-08T06:00:00Z'),
  };
  return { value, out, err };
}

describe('squadscope fan-in', () => {
  it('merges a directory of artifacts and exits 0', async () => {
    const root = await setup();
    const { value, out, err } = io(root);
    const code = await fanInCommand(
      ['--artifact-dir', 'artifacts', '--output-dir', 'data/raw'],
      value,
    );
    expect(code).toBe(0);
    expect(err).toEqual([]);
    expect(out[0]).toBe(`fan-in 2026-W23 (${RUN_CONTEXT.run_id}): complete`);
    expect(out).toContain(`wrote ${join(root, 'data/raw/2026-W23-external-news.json')}`);
    // The run ledger beside the outputs, as the fan-in action writes it.
    expect((await readdir(join(root, 'data/raw'))).sort()).toEqual([
      '2026-W23-external-news.json',
      '2026-W23-fan-in-diagnostics.json',
      '2026-W23-metrics.json',
      '2026-W23-stars.json',
      '2026-W23.json',
    ]);
    const ledgerPath = join(root, 'data/raw/2026-W23-metrics.json');
    expect(out.some((line) => line.startsWith(`wrote ${ledgerPath} (run ledger`))).toBe(true);
    const ledger = JSON.parse(await readFile(ledgerPath, 'utf8')) as unknown;
    expect(validate('run_metrics_v1', ledger)).toEqual({ ok: true });
    expect(ledger).toMatchObject({ run_id: RUN_CONTEXT.run_id, week: '2026-W23' });
  });

  it('exits 1 with one line saying why when the fan-in fails, and names rejected artifacts', async () => {
    const root = await setup({
      github: (seq) =>
        seq === 0 ? { ...shardLeg(0), checksum: `sha256:${'0'.repeat(64)}` } : shardLeg(seq),
    });
    const { value, err } = io(root);
    const code = await fanInCommand(['--artifact-dir', 'artifacts', '--output-dir', 'out'], value);
    expect(code).toBe(1);
    expect(err[0]).toMatch(
      /^rejected "github-new_repos-a1": checksum at "\/checksum": checksum sha256:0+ does not match/,
    );
    expect(err.at(-1)).toBe(
      'fan-in failed: required GitHub shard new_repos missing (no valid artifact: checksum): failing closed, no canonical output written',
    );
    expect(await readdir(join(root, 'out'))).toEqual(['2026-W23-fan-in-diagnostics.json']);
  });

  it('passes the options through: ratio, kept parameters, state, run context and plan files', async () => {
    const root = await setup({
      rss: (seq) => (seq < 3 ? failedRssLeg(seq) : rssLeg(seq)),
      runContext: false,
    });
    await writeFile(join(root, 'rc.json'), JSON.stringify(RUN_CONTEXT));
    await writeFile(join(root, 'plan.json'), JSON.stringify(PLAN));
    const { value, out } = io(root, { SOURCE_DATE_EPOCH: '1780000000' });
    const code = await fanInCommand(
      [
        '--artifact-dir=artifacts',
        '--output-dir=out',
        '--min-source-ratio',
        '0.4',
        '--keep-query-params',
        'p, id',
        '--state',
        'state.json',
        '--run-context',
        'rc.json',
        '--fan-plan',
        'plan.json',
      ],
      value,
    );
    expect(code).toBe(0);
    expect(out[0]).toMatch(/: degraded$/);
    expect(out).toContain(`updated ${join(root, 'state.json')}`);
    expect(out).toContain('warning: techcrunch: failed (timeout): no answer after 15 s');
  });

  it('runs the partial fan-in of each chunk, and the fan-in then gives the flat bytes', async () => {
    const flat = await setup();
    const nested = await setup();
    expect(
      await fanInCommand(['--artifact-dir=artifacts', '--output-dir=out'], io(flat).value),
    ).toBe(0);
    const chunks = Math.ceil(SOURCES.length / 2);
    for (let chunk = 0; chunk < chunks; chunk++) {
      const { value, out, err } = io(nested, { GITHUB_RUN_ATTEMPT: '2' });
      const argv = [
        '--artifact-dir',
        'artifacts',
        '--partial-chunk',
        String(chunk),
        '--chunk-size',
        '2',
      ];
      expect(await fanInCommand(argv, value)).toBe(0);
      expect(err).toEqual([]);
      expect(out).toEqual([
        expect.stringMatching(
          new RegExp(
            `^partial fan-in of chunk ${chunk}: uploaded partial-rss-c${chunk}-a2 \\(\\d legs held, 0 without a valid payload\\)$`,
          ),
        ),
      ]);
    }
    const { value, out } = io(nested);
    expect(await fanInCommand(['--artifact-dir=artifacts', '--output-dir=out'], value)).toBe(0);
    expect(out[0]).toMatch(/: complete$/);
    for (const name of ['2026-W23.json', '2026-W23-external-news.json']) {
      expect(await readFile(join(nested, 'out', name), 'utf8')).toBe(
        await readFile(join(flat, 'out', name), 'utf8'),
      );
    }
  });

  it.each([
    [['--artifact-dir', 'a', '--partial-chunk', '0'], /--partial-chunk needs --chunk-size/],
    [
      ['--artifact-dir', 'a', '--output-dir', 'b', '--chunk-size', '2'],
      /only with --partial-chunk/,
    ],
    [
      ['--artifact-dir', 'a', '--partial-chunk', '-1', '--chunk-size', '2'],
      /whole number from 0|argument/,
    ],
    [['--artifact-dir', 'a', '--partial-chunk', 'x', '--chunk-size', '2'], /whole number from 0/],
    [['--artifact-dir', 'a', '--partial-chunk', '0', '--chunk-size', '0'], /whole number from 1/],
    [
      ['--artifact-dir', 'a', '--partial-chunk', '0', '--chunk-size', '2', '--state', 's'],
      /--state is not read by a partial fan-in/,
    ],
    [
      ['--artifact-dir', 'a', '--partial-chunk', '0', '--chunk-size', '2', '--output-dir', 'o'],
      /--output-dir is not read by a partial fan-in/,
    ],
    [['--output-dir', 'x'], /--artifact-dir is required/],
    [['--artifact-dir', 'x'], /--output-dir is required/],
    [['--artifact-dir', 'a', '--output-dir', 'b', '--bogus'], /Unknown option '--bogus'/],
    [['--artifact-dir', 'a', '--output-dir', 'b', 'extra'], /positional/],
    [['--artifact-dir', 'a', '--output-dir', 'b', '--min-source-ratio', '1.5'], /between 0 and 1/],
    [['--artifact-dir', 'a', '--output-dir', 'b', '--workers', '17'], /from 0 to 16/],
    [['--artifact-dir', 'a', '--output-dir', 'b', '--workers', '-1'], /from 0 to 16|argument/],
    [['--artifact-dir', 'a', '--output-dir', 'b', '--workers', 'two'], /from 0 to 16/],
  ])('refuses %j with a usage error (exit 2)', async (argv, message) => {
    const { value, err } = io(tmpdir());
    expect(await fanInCommand(argv, value)).toBe(2);
    expect(err[0]).toMatch(message);
    expect(err[1]).toMatch(/^Usage: squadscope fan-in/);
  });

  it('prints help and exits 0', async () => {
    const { value, out } = io(tmpdir());
    expect(await fanInCommand(['--help'], value)).toBe(0);
    expect(out[0]).toMatch(/^Usage/);
  });

  it('exits 1 when there is no run context', async () => {
    const root = await setup({ runContext: false });
    const { value, err } = io(root);
    expect(await fanInCommand(['--artifact-dir', 'artifacts', '--output-dir', 'o'], value)).toBe(1);
    expect(err).toEqual([
      'fan-in failed: no run context: give the run context and fan plan or provide a run-context-a<N> artifact',
    ]);
  });
});

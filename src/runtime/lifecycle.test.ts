import { EventEmitter } from 'node:events';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InputError } from './input-error.js';
import { CANCELLED_EXIT_CODE, runAction, type ActionSpec, type RuntimeDeps } from './lifecycle.js';
import { metricsFilePath, type MetricsReport } from './metrics.js';
import { withCapturedStdout } from '../../test-support/runtime.js';

let dir: string;
let env: NodeJS.ProcessEnv;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'runtime-lifecycle-'));
  const summaryPath = join(dir, 'step_summary');
  await writeFile(summaryPath, '');
  env = { RUNNER_TEMP: dir, GITHUB_STEP_SUMMARY: summaryPath, 'INPUT_MAX-ITEMS': '3' };
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A clock that advances 10 ms on every read. */
function fakeClock(): () => number {
  let t = 1000;
  return () => (t += 10);
}

interface Harness {
  exits: number[];
  sleeps: number[];
  deps: RuntimeDeps;
}

function harness(overrides: Partial<RuntimeDeps> = {}): Harness {
  const exits: number[] = [];
  const sleeps: number[] = [];
  return {
    exits,
    sleeps,
    deps: {
      env,
      exit: (code) => void exits.push(code),
      sleep: async (ms) => void sleeps.push(ms),
      random: () => 0.5,
      now: fakeClock(),
      uuid: () => 'corr-1',
      signals: new EventEmitter(),
      ...overrides,
    },
  };
}

function spec(overrides: Partial<ActionSpec<{ maxItems: number }>> = {}) {
  return {
    name: 'test-action',
    readInputs: (inputs) => ({ maxItems: inputs.int('max-items', { min: 1, max: 10 }) }),
    run: async () => ({ items: 0 }),
    ...overrides,
  } satisfies ActionSpec<{ maxItems: number }>;
}

/** Runs the test action whose run throws `error`, capturing what it prints. */
async function runThrowing(error: Error) {
  const h = harness();
  const { result: code, out } = await withCapturedStdout(() =>
    runAction(
      spec({
        run: async () => {
          throw error;
        },
      }),
      h.deps,
    ),
  );
  return { h, code, out };
}

async function readReport(): Promise<MetricsReport> {
  const path = metricsFilePath(dir, 'test-action', 'corr-1');
  return JSON.parse(await readFile(path, 'utf8')) as MetricsReport;
}

describe('runAction', () => {
  it('runs the action: exit 0, phases timed, metrics file and job summary written', async () => {
    const h = harness();
    const { result: code, out } = await withCapturedStdout(() =>
      runAction(
        spec({
          async run(ctx, inputs) {
            expect(ctx.name).toBe('test-action');
            expect(ctx.correlationId).toBe('corr-1');
            expect(ctx.env).toBe(env);
            expect(ctx.cancelled()).toBe(false);
            const n = await ctx.phase('fetch', async () => inputs.maxItems);
            ctx.metric('retries', 2);
            ctx.metric('bogus', Number.NaN);
            ctx.summary.table(['Title'], [['a|b\n<script>']]);
            ctx.log.info('working');
            return { items: n };
          },
        }),
        h.deps,
      ),
    );
    expect(code).toBe(0);
    expect(h.exits).toEqual([0]);
    expect(h.sleeps).toEqual([]);

    const lines = out.lines();
    expect(lines[0]).toBe('test-action: correlation id corr-1');
    expect(lines).toEqual(expect.arrayContaining(['::group::fetch', '::endgroup::', 'working']));
    expect(lines.filter((l) => l.startsWith('::warning::'))).toEqual([
      '::warning::Metric "bogus" ignored: NaN is not a finite number',
    ]);
    expect(lines.some((l) => l.startsWith('::error::'))).toBe(false);

    const report = await readReport();
    expect(report).toEqual({
      action: 'test-action',
      correlation_id: 'corr-1',
      outcome: 'success',
      exit_code: 0,
      duration_ms: expect.any(Number),
      phases: [{ name: 'fetch', ms: 10 }],
      metrics: { items: 3, retries: 2 },
    });
    expect(report.duration_ms).toBeGreaterThan(0);

    const summary = await readFile(env.GITHUB_STEP_SUMMARY as string, 'utf8');
    expect(summary).toContain('| a\\|b \\<script\\> |');
    // The action's own summary, as it wrote it: no metric dumps after it (they are in the
    // metrics file and the debug log).
    expect(summary).toBe('| Title |\n| --- |\n| a\\|b \\<script\\> |\n');
  });

  it('sets process.exitCode by default', async () => {
    const { deps } = harness();
    delete deps.exit;
    const saved = process.exitCode;
    try {
      await withCapturedStdout(() => runAction(spec(), deps));
      expect(process.exitCode).toBe(0);
    } finally {
      process.exitCode = saved;
    }
  });

  it('stops at a bad input with one error line naming it: exit 1, run never called', async () => {
    env['INPUT_MAX-ITEMS'] = '0';
    const h = harness();
    let ran = false;
    const { result: code, out } = await withCapturedStdout(() =>
      runAction(
        spec({
          run: async () => {
            ran = true;
            return { items: 0 };
          },
        }),
        h.deps,
      ),
    );
    expect(code).toBe(1);
    expect(h.exits).toEqual([1]);
    expect(ran).toBe(false);
    expect(out.lines()).toEqual([
      '::error::Input \'max-items\': must be between 1 and 10, got "0"',
    ]);
    expect(await readdir(dir)).toEqual(['step_summary']);
    expect(await readFile(env.GITHUB_STEP_SUMMARY as string, 'utf8')).toBe(
      [
        '### test-action: failure (bad input, exit code 1)',
        '',
        '**Why:** Input \'max-items\': must be between 1 and 10, got "0"',
        '',
        "**Next:** Set the input 'max-items' of this step to a value its description in the action's README allows, then run the job again.",
        '',
      ].join('\n'),
    );
  });

  it('fails with one error line when run throws, the stack only as a debug line', async () => {
    const { h, code, out } = await runThrowing(new Error('boom\n::add-mask::x'));
    expect(code).toBe(1);
    expect(h.exits).toEqual([1]);
    const lines = out.lines();
    expect(lines.filter((l) => l.startsWith('::error::'))).toEqual([
      '::error::boom%0A::add-mask::x',
    ]);
    expect(lines.filter((l) => l.startsWith('::debug::Error: boom'))).toHaveLength(1);
    expect(lines.some((l) => l.startsWith('::add-mask::'))).toBe(false);
    expect(lines.some((l) => /^\s+at /.test(l))).toBe(false);
    const report = await readReport();
    expect(report.outcome).toBe('failure');
    expect(report.exit_code).toBe(1);
    expect(report.metrics).toEqual({});
    // The action wrote no summary: the runtime's line of outcome stands in for it, with why.
    expect(await readFile(env.GITHUB_STEP_SUMMARY as string, 'utf8')).toMatch(
      /^### test-action: failure \(exit code 1, [0-9.]+ s\)\n\n\*\*Why:\*\* boom ::add-mask::x\n\n\*\*Next:\*\* Read the step's log/,
    );
  });

  it('reports an InputError thrown by run without a stack', async () => {
    const { code, out } = await runThrowing(new InputError('source-config', 'no sources'));
    expect(code).toBe(1);
    const lines = out.lines();
    expect(lines).toContain("::error::Input 'source-config': no sources");
    expect(lines.some((l) => l.startsWith('::debug::InputError'))).toBe(false);
  });

  it('annotates an InputError on the file, line and column it names', async () => {
    const { code, out } = await runThrowing(
      new InputError('source-config', 'bad YAML', {
        file: 'config/sources.yml',
        startLine: 2,
        startColumn: 5,
      }),
    );
    expect(code).toBe(1);
    expect(out.lines()).toContain(
      "::error file=config/sources.yml,line=2,col=5::Input 'source-config': bad YAML",
    );
  });

  it('keeps exit 0 when the metrics cannot be written, with a warning', async () => {
    const file = join(dir, 'not-a-dir');
    await writeFile(file, 'x');
    env.RUNNER_TEMP = file;
    env.GITHUB_STEP_SUMMARY = join(dir, 'missing-dir', 'summary');
    const h = harness();
    const { result: code, out } = await withCapturedStdout(() =>
      runAction(spec({ run: async () => ({ items: 5 }) }), h.deps),
    );
    expect(code).toBe(0);
    expect(h.exits).toEqual([0]);
    const warnings = out.lines().filter((l) => l.startsWith('::warning::'));
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/^::warning::Could not write the job summary: /);
    expect(warnings[1]).toMatch(/^::warning::Could not write the metrics file: /);
  });

  it('writes nothing and warns about nothing on a local run without runner variables', async () => {
    const h = harness({ env: {} });
    const { result: code, out } = await withCapturedStdout(() => runAction(spec(), h.deps));
    // INPUT_MAX-ITEMS is not in the empty env: the input is required.
    expect(code).toBe(1);
    expect(out.lines()).toEqual(["::error::Input 'max-items': is required"]);

    const h2 = harness({ env: { 'INPUT_MAX-ITEMS': '2' } });
    const second = await withCapturedStdout(() => runAction(spec(), h2.deps));
    expect(second.result).toBe(0);
    expect(second.out.lines().filter((l) => /^::(warning|error)::/.test(l))).toEqual([]);
    expect(second.out.lines()).toContain(
      '::debug::RUNNER_TEMP is not set: no metrics file written',
    );
  });

  describe('jitter', () => {
    it('sleeps a random share of the jitter through the injected sleep', async () => {
      const h = harness({ random: () => 0.25 });
      const { result: code, out } = await withCapturedStdout(() =>
        runAction(spec({ jitterSeconds: () => 8 }), h.deps),
      );
      expect(code).toBe(0);
      expect(h.sleeps).toEqual([2000]);
      expect(out.lines()).toContain('Start-up jitter: waiting 2000 ms (up to 8 s)');
      expect((await readReport()).phases).toEqual([{ name: 'jitter', ms: 10 }]);
    });

    it.each(['true', 'TRUE', '1'])(
      'is skipped when RUN_IMMEDIATELY=%s is in the environment',
      async (value) => {
        const h = harness({ env: { ...env, RUN_IMMEDIATELY: value } });
        const { result: code, out } = await withCapturedStdout(() =>
          runAction(spec({ jitterSeconds: () => 8 }), h.deps),
        );
        expect(code).toBe(0);
        expect(h.sleeps).toEqual([]);
        expect(out.lines()).toContain('RUN_IMMEDIATELY is set: no start-up jitter');
        expect((await readReport()).phases).toEqual([]);
      },
    );

    it.each(['false', '0', ''])('still waits with RUN_IMMEDIATELY=%j', async (value) => {
      const h = harness({ env: { ...env, RUN_IMMEDIATELY: value }, random: () => 0.25 });
      await withCapturedStdout(() => runAction(spec({ jitterSeconds: () => 8 }), h.deps));
      expect(h.sleeps).toEqual([2000]);
    });

    it('refuses another RUN_IMMEDIATELY value before any work, naming the variable', async () => {
      let ran = false;
      const h = harness({ env: { ...env, RUN_IMMEDIATELY: 'yes please' } });
      const { result: code, out } = await withCapturedStdout(() =>
        runAction(
          spec({
            jitterSeconds: () => 8,
            run: async () => {
              ran = true;
              return { items: 0 };
            },
          }),
          h.deps,
        ),
      );
      expect([code, ran, h.sleeps]).toEqual([1, false, []]);
      expect(out.lines().filter((l) => !l.startsWith('::debug::'))).toEqual([
        '::error::Environment variable RUN_IMMEDIATELY must be true or false (or 1 or 0), got "yes please"',
      ]);
    });

    it('is skipped when 0', async () => {
      const h = harness();
      await withCapturedStdout(() => runAction(spec({ jitterSeconds: () => 0 }), h.deps));
      expect(h.sleeps).toEqual([]);
      expect((await readReport()).phases).toEqual([]);
    });

    it('passes the cancel signal so that a cancellation ends the wait', async () => {
      const target = new EventEmitter();
      let seen: AbortSignal | undefined;
      const h = harness({
        signals: target,
        sleep: async (_ms, signal) => {
          seen = signal;
          target.emit('SIGTERM', 'SIGTERM');
        },
      });
      const { result: code } = await withCapturedStdout(() =>
        runAction(
          spec({
            jitterSeconds: () => 10,
            run: async (ctx) => {
              expect(ctx.cancelled()).toBe(true);
              return { items: 0 };
            },
          }),
          h.deps,
        ),
      );
      expect(code).toBe(CANCELLED_EXIT_CODE);
      expect(seen?.aborted).toBe(true);
    });
  });

  it('on SIGTERM aborts ctx.signal, lets run finish its artifact, then stops listening', async () => {
    const target = new EventEmitter();
    const h = harness({ signals: target });
    const { result: code, out } = await withCapturedStdout(() =>
      runAction(
        spec({
          async run(ctx) {
            expect(target.listenerCount('SIGTERM')).toBe(1);
            target.emit('SIGTERM', 'SIGTERM');
            target.emit('SIGINT', 'SIGINT');
            expect(ctx.signal.aborted).toBe(true);
            expect(ctx.cancelled()).toBe(true);
            return { items: 1 }; // a truthful partial artifact was written
          },
        }),
        h.deps,
      ),
    );
    // Cancelled is not done: the same non-zero code whether run() returned or threw.
    expect(code).toBe(CANCELLED_EXIT_CODE);
    expect(CANCELLED_EXIT_CODE).not.toBe(0);
    expect(h.exits).toEqual([CANCELLED_EXIT_CODE]);
    expect(out.lines().filter((l) => l.startsWith('::warning::Received'))).toHaveLength(1);
    // A cancelled step fails, so it says why in one ::error:: line.
    expect(out.lines()).toContain('::error::Cancelled: exit code 1 after writing what was done');
    expect(target.listenerCount('SIGTERM') + target.listenerCount('SIGINT')).toBe(0);
    const report = await readReport();
    expect(report.outcome).toBe('cancelled');
    expect(report.metrics.items).toBe(1);
  });

  it('a run that throws after SIGTERM ends with the same code, its outcome cancelled', async () => {
    const target = new EventEmitter();
    const h = harness({ signals: target });
    const { result: code } = await withCapturedStdout(() =>
      runAction(
        spec({
          async run() {
            target.emit('SIGTERM', 'SIGTERM');
            throw new Error('cancelled by SIGTERM');
          },
        }),
        h.deps,
      ),
    );
    expect(code).toBe(CANCELLED_EXIT_CODE);
    expect((await readReport()).outcome).toBe('cancelled');
  });

  it('writes objects as compact JSON outputs', async () => {
    const outputPath = join(dir, 'github_output');
    await writeFile(outputPath, '');
    const saved = process.env.GITHUB_OUTPUT;
    process.env.GITHUB_OUTPUT = outputPath;
    try {
      const h = harness();
      await withCapturedStdout(() =>
        runAction(
          spec({
            async run(ctx) {
              ctx.setOutput('matrix', { include: [{ id: 'a', seq: 0 }] });
              ctx.setOutput('count', 2);
              ctx.setOutput('ok', true);
              return { items: 0 };
            },
          }),
          h.deps,
        ),
      );
      const text = await readFile(outputPath, 'utf8');
      expect(text).toMatch(/^matrix<<(\S+)\n\{"include":\[\{"id":"a","seq":0\}\]\}\n\1\n/);
      expect(text).toMatch(/\ncount<<(\S+)\n2\n\1\n/);
      expect(text).toMatch(/\nok<<(\S+)\ntrue\n\1\n$/);
    } finally {
      if (saved === undefined) delete process.env.GITHUB_OUTPUT;
      else process.env.GITHUB_OUTPUT = saved;
    }
  });
});

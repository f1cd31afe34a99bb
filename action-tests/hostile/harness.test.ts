// The reliability suite's verdict can fail: each rule catches what it is for.
import type { StepResult } from '../../src/local/step.js';
import {
  acceptLateSignal,
  limiter,
  MARKER,
  says,
  signalGraceMs,
  signalProblems,
  verdict,
} from './harness.js';

const base: StepResult = {
  exitCode: 0,
  signal: null,
  stdout: '::group::Crawl\nfine\n::endgroup::\n',
  stderr: '',
  outputs: { status: 'success' },
  summary: '',
  durationMs: 100,
  runnerTemp: '/tmp/x',
};
const run = (over: Partial<StepResult>) => verdict('crawl-rss-leg', { ...base, ...over });

test('a clean step passes', () => {
  expect(run({})).toEqual([]);
  expect(run({ exitCode: 1, stdout: '::error::feed refused: HTTP 404\n' })).toEqual([]);
  // The marker inside a message (quoted untrusted text) is fine.
  expect(run({ stdout: `::warning::title "::error::${MARKER}"\n` })).toEqual([]);
});

test('hangs, signals and unexpected exit codes', () => {
  expect(run({ signal: 'SIGKILL', exitCode: null })).toEqual([
    'hang: killed at the deadline after 100 ms',
  ]);
  expect(run({ signal: 'SIGTERM', exitCode: null })).toEqual(['crash: ended by SIGTERM']);
  expect(run({ exitCode: 7 })).toEqual(['exit code 7, expected one of 0, 1']);
});

test('stack traces, silent failures and errors that are stacks', () => {
  const stack = 'TypeError: x is undefined\n    at parse (file:///a/dist/index.js:1:2)\n';
  expect(run({ exitCode: 1, stderr: stack, stdout: '::error::boom\n' })).toEqual([
    'a stack trace was printed',
    'uncaught exception',
  ]);
  expect(run({ exitCode: 1, stdout: '' })).toEqual(['failed without an ::error:: line']);
  expect(run({ exitCode: 1, stdout: '::error::Error: x%0A    at f (a.js:1:1)\n' })).toEqual([
    'the error is a stack trace: Error: x%0A    at f (a.js:1:1)',
  ]);
  expect(run({ exitCode: 1, stdout: '::error::undefined\n' })).toEqual([
    'the error says nothing: "undefined"',
  ]);
});

test('workflow commands from untrusted text, and undeclared outputs', () => {
  expect(run({ stdout: `::set-output name=status::x\n` })).toEqual([
    'foreign workflow command: ::set-output name=status::x',
  ]);
  expect(run({ stdout: `::error title=${MARKER}::x\n` })).toEqual([
    `marker in a command: ::error title=${MARKER}::x`,
  ]);
  // Untrusted `x\n::warning::PWNED` logged raw: a command the actions use, the marker its message.
  expect(run({ stdout: `x\n::warning::${MARKER}\n` })).toEqual([
    `marker starts a command's message: ::warning::${MARKER}`,
  ]);
  expect(run({ stdout: `::error::${MARKER}\n` })).toEqual([
    `marker starts a command's message: ::error::${MARKER}`,
  ]);
  expect(run({ stdout: `::error:: ${MARKER} injected\n` })).toEqual([
    `marker starts a command's message: ::error:: ${MARKER} injected`,
  ]);
  expect(run({ stdout: `${MARKER} at the start\n` })).toEqual([
    `marker starts a line: ${MARKER} at the start`,
  ]);
  expect(run({ outputs: { status: 'x', injected: 'y' } })).toEqual([
    'undeclared output "injected"',
  ]);
});

test('a signal must be sent and obeyed within the grace period', () => {
  expect(signalProblems(base)).toEqual(['the signal was never sent: the phase was not reached']);
  expect(signalProblems({ ...base, sigtermAtMs: 50, durationMs: 1000 }, 10_000)).toEqual([]);
  expect(signalProblems({ ...base, sigtermAtMs: 50, durationMs: 20_050 }, 10_000)).toEqual([
    'still running 20000 ms after the signal (grace 10000 ms)',
  ]);
  // The runner's 10 s on an idle machine, more on a busy one, never more than 40 s.
  expect(signalGraceMs(0.5, 2)).toBe(10_000);
  expect(signalGraceMs(5, 2)).toBe(25_000);
  expect(signalGraceMs(40, 2)).toBe(40_000);
});

test('the limiter never runs more than n tasks at once', async () => {
  const limit = limiter(3);
  let active = 0;
  let peak = 0;
  await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      limit(async () => {
        active += 1;
        peak = Math.max(peak, active);
        await new Promise((r) => setTimeout(r, i % 3));
        active -= 1;
      }),
    ),
  );
  expect(peak).toBe(3);
});

test('a specific outcome: the log must say each reason', () => {
  const refused = {
    ...base,
    exitCode: 1,
    stdout: '::error::Artifact "rss-a-a1" rejected (out_of_window) at "/articles/0"\n',
  };
  expect(says('rejected (out_of_window)')(refused)).toEqual([]);
  const problems = says('rejected (out_of_window)', 'rejected (schema)')(refused);
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatch(/^the log never says "rejected \(schema\)": ::error::Artifact/);
  expect(says('rejected (schema)')(base)[0]).toMatch(/the log ends ::group::Crawl/);
});

test('a signal after the step wrote its summary came as it exited; before that, it ended the step', () => {
  const killed = {
    exitCode: null,
    signal: 'SIGINT' as const,
    stdout: '',
    stderr: '',
    outputs: {},
    summary: '',
    durationMs: 10,
    runnerTemp: '',
  };
  expect(acceptLateSignal(killed, 'SIGINT')).toBe(killed);
  const done = { ...killed, summary: '### make-run-context: success\n' };
  expect(acceptLateSignal(done, 'SIGINT')).toMatchObject({ signal: null, exitCode: 0 });
  expect(acceptLateSignal(done, 'SIGTERM').signal).toBe('SIGINT');
});

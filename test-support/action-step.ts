/**
 * Test support: runs an action in-process as the runner starts its step. GITHUB_OUTPUT and
 * GITHUB_STEP_SUMMARY are fresh files in `dir`, RUNNER_TEMP is `dir`, the workspace is the
 * folder holding `dir` (the test's own, where its files are: path inputs stay in the
 * workspace) unless the test names one, each defined input is an INPUT_ variable, and stdout
 * (where @actions/core prints) is captured. @actions/core
 * reads GITHUB_OUTPUT from process.env; stepTestDir puts it back after each test.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseOutputFile } from '../src/local/step.js';
import { withCapturedStdout, type CapturedOutput } from './runtime.js';

export interface ActionStep {
  code: number;
  outputs: Record<string, string>;
  out: CapturedOutput;
  summary: string;
}

export async function runActionStep(
  dir: string,
  inputs: Record<string, string | undefined>,
  env: NodeJS.ProcessEnv,
  start: (env: NodeJS.ProcessEnv) => Promise<number>,
): Promise<ActionStep> {
  await mkdir(dir, { recursive: true });
  const outputFile = join(dir, 'output');
  const summaryFile = join(dir, 'summary.md');
  await writeFile(outputFile, '');
  await writeFile(summaryFile, '');
  const stepEnv: NodeJS.ProcessEnv = {
    RUNNER_TEMP: dir,
    GITHUB_WORKSPACE: dirname(dir),
    GITHUB_STEP_SUMMARY: summaryFile,
    ...env,
  };
  for (const [name, value] of Object.entries(inputs)) {
    if (value !== undefined) stepEnv[`INPUT_${name.toUpperCase()}`] = value;
  }
  process.env['GITHUB_OUTPUT'] = outputFile;
  const { result, out } = await withCapturedStdout(() => start(stepEnv));
  return {
    code: result,
    outputs: parseOutputFile(await readFile(outputFile, 'utf8')),
    out,
    summary: await readFile(summaryFile, 'utf8'),
  };
}

/**
 * For the tests of the calling file: a fresh directory under the system's temp dir before
 * each test (the returned function gives it, from the file's own beforeEach on, when that is
 * registered after this call), removed after the test, and GITHUB_OUTPUT put back as it was,
 * since runActionStep points it at the step's output file.
 */
export function stepTestDir(prefix: string): () => string {
  let dir: string | undefined;
  let savedOutput: string | undefined;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), prefix));
    savedOutput = process.env['GITHUB_OUTPUT'];
  });
  afterEach(async () => {
    if (savedOutput === undefined) delete process.env['GITHUB_OUTPUT'];
    else process.env['GITHUB_OUTPUT'] = savedOutput;
    const made = dir;
    dir = undefined;
    if (made !== undefined) await rm(made, { recursive: true, force: true });
  });
  return () => {
    if (dir === undefined) throw new Error('stepTestDir: the directory exists only during a test');
    return dir;
  };
}

let stepRuns = 0;

/** A fresh directory `run-<n>` under `base` for one step (a test may run several). */
export async function stepRunDir(base: string): Promise<string> {
  stepRuns += 1;
  const dir = join(base, `run-${stepRuns}`);
  await mkdir(dir, { recursive: true });
  return dir;
}

/** What the action tests assert on: the exit code, the outputs, stdout as lines, the summary. */
export interface StepResult {
  code: number;
  outputs: Record<string, string>;
  lines: string[];
  summary: string;
}

export function stepResult(step: ActionStep): StepResult {
  return { code: step.code, outputs: step.outputs, lines: step.out.lines(), summary: step.summary };
}

/**
 * Test support: runs an action in-process as the runner starts its step. GITHUB_OUTPUT and
 * GITHUB_STEP_SUMMARY are fresh files in `dir`, RUNNER_TEMP is `dir`, each defined input is
 * an INPUT_ variable, and stdout (where @actions/core prints) is captured. @actions/core
 * reads GITHUB_OUTPUT from process.env, so the caller restores that after its tests.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
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
  const stepEnv: NodeJS.ProcessEnv = { RUNNER_TEMP: dir, GITHUB_STEP_SUMMARY: summaryFile, ...env };
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

// One step of a job of run `run`, as the runner starts it, against the local artifact service:
// shared by the gather tests that emit and gather across jobs and runs.
import { runStep, type StepResult } from '../src/local/step.js';
import type { ArtifactService } from './artifact-service.js';

export function jobStep(
  artifacts: ArtifactService,
  cwd: string,
  at: { run: string; job: string },
  action: string,
  inputs: Record<string, string>,
  env: Record<string, string> = {},
): Promise<StepResult> {
  return runStep(action, inputs, {
    timeoutMs: 90_000,
    runId: at.run,
    attempt: 1,
    cwd,
    env: {
      // Each step is a job of its own: a fresh job id for the service's per-job limits.
      ...artifacts.env(at.run, `${at.job}-${Math.random()}`, { attempt: 1 }),
      GITHUB_JOB: at.job,
      ...env,
    },
  });
}

/** The step succeeded: exit 0, nothing on stderr (its stdout is shown when it did not). */
export function ok(result: StepResult): StepResult {
  expect([result.exitCode, result.stderr, result.exitCode === 0 ? '' : result.stdout]).toEqual([
    0,
    '',
    '',
  ]);
  return result;
}

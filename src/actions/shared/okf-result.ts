// The result of okf-read / okf-stats: written as a JSON file (its path is the
// `result-path` output) and, when it fits the 1 MB a job output may hold, also as the
// `result` output. Above that `result` is empty and the file is the way to the result.

import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { ArtifactOkfStore, type OkfStore } from '../../okf/index.js';
import type { ActionContext } from '../../runtime/index.js';

/** GitHub refuses job outputs over 1 MB; a little is left for the other outputs. */
export const MAX_RESULT_OUTPUT_BYTES = 1_000_000 - 4096;

/** Where the result goes: the `result-file` input, else a file in RUNNER_TEMP. */
export function resultPath(
  input: string | undefined,
  env: NodeJS.ProcessEnv,
  action: string,
  cwd: string,
): string {
  if (input !== undefined) {
    const workspace = env['GITHUB_WORKSPACE'] || cwd;
    return isAbsolute(input) ? input : resolve(workspace, input);
  }
  return join(env['RUNNER_TEMP'] || tmpdir(), `${action}-result.json`);
}

export async function publishResult(
  ctx: ActionContext,
  path: string,
  result: unknown,
): Promise<void> {
  const json = JSON.stringify(result);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, `${json}\n`);
  const bytes = Buffer.byteLength(json);
  ctx.setOutput('result-path', path);
  if (bytes <= MAX_RESULT_OUTPUT_BYTES) {
    ctx.setOutput('result', json);
  } else {
    ctx.setOutput('result', '');
    ctx.log.info(
      `The result is ${bytes} bytes, over the ${MAX_RESULT_OUTPUT_BYTES} a job output holds: read it from ${path}`,
    );
  }
}

/** The store: `artifact-dir` when set, else the Actions artifacts of this run. */
export async function openOkfStore(
  artifactDir: string | undefined,
  env: NodeJS.ProcessEnv,
): Promise<OkfStore> {
  // Imported here, so that @actions/artifact loads only once the inputs are valid.
  const { openArtifactStore } = await import('../../artifacts/index.js');
  return new ArtifactOkfStore(openArtifactStore({ ...(artifactDir ? { artifactDir } : {}), env }));
}

// The example configs checked out in a step's workspace, as a workflow's checkout puts them:
// a config input names a file inside the workspace, never one elsewhere.
import { copyFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { repoRoot } from '../src/local/step.js';

export const EXAMPLE_SOURCES = 'examples/sources.json';
export const EXAMPLE_TOPIC = 'examples/squadscope.topic.yml';

/** Copies the example source and topic configs to `workspace`/examples/; returns `workspace`. */
export async function withExampleConfigs(workspace: string): Promise<string> {
  await mkdir(join(workspace, 'examples'), { recursive: true });
  for (const file of [EXAMPLE_SOURCES, EXAMPLE_TOPIC])
    await copyFile(join(repoRoot, file), join(workspace, file));
  return workspace;
}

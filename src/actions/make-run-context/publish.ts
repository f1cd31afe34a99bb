// What make-run-context publishes besides its outputs: the run-context artifact.

import type { ArtifactStore } from '../../artifacts/index.js';
import { FAN_PLAN_FILE, RUN_CONTEXT_FILE } from '../../artifacts/names.js';
import { canonicalJson } from '../../canonical/index.js';
import type { PlannedRun } from '../../runcontext/index.js';
import type { ActionContext } from '../../runtime/index.js';

/** The files of the artifact: canonical JSON with a final newline. */
export function artifactFiles(run: PlannedRun): { name: string; data: string }[] {
  return [
    { name: RUN_CONTEXT_FILE, data: canonicalJson(run.context) + '\n' },
    { name: FAN_PLAN_FILE, data: canonicalJson(run.plan) + '\n' },
  ];
}

/**
 * Uploads the artifact. The name carries the run attempt, so a rerun on GitHub never
 * collides; an existing artifact (a local directory used twice) is fine when it holds the
 * same bytes, and an error otherwise.
 */
export async function uploadOnce(
  ctx: ActionContext,
  store: ArtifactStore,
  name: string,
  files: { name: string; data: string }[],
): Promise<void> {
  const { ArtifactError } = await import('../../artifacts/index.js');
  try {
    await store.upload(name, files);
    ctx.log.info(`Uploaded artifact ${name}`);
  } catch (error) {
    if (!(error instanceof ArtifactError) || error.code !== 'exists') throw error;
    const existing = await store.download(name, { maxBytes: 16 * 1024 * 1024 });
    const same =
      existing.size === files.length &&
      files.every((f) => existing.get(f.name)?.equals(Buffer.from(f.data)) === true);
    if (!same) {
      throw new Error(
        `Artifact ${name} already exists with other content (an earlier run with other inputs or another now): use an empty artifact-dir`,
        { cause: error },
      );
    }
    ctx.log.info(`Artifact ${name} already exists with the same content`);
  }
}

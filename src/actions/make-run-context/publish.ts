// What make-run-context publishes besides its outputs: the run-context artifact.

import type { ArtifactStore } from '../../artifacts/index.js';
import { FAN_PLAN_FILE, RUN_CONTEXT_FILE } from '../../contracts/artifact-names.js';
import { uploadOnce } from '../../artifacts/upload-once.js';
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
export async function uploadRunContext(
  ctx: ActionContext,
  store: ArtifactStore,
  name: string,
  files: { name: string; data: string }[],
): Promise<void> {
  const outcome = await uploadOnce(store, name, files);
  ctx.log.info(
    outcome === 'uploaded'
      ? `Uploaded artifact ${name}`
      : `Artifact ${name} already exists with the same content`,
  );
}

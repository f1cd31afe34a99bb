// The artifact store an action works on. The artifacts module (and through it the GitHub
// Actions artifact client) is imported only here, once the inputs are valid, so a bad input
// fails before any of it loads.

import type { ArtifactStore } from '../../artifacts/index.js';

/** `given` (a test's store), else `artifact-dir` when set, else the run's GitHub Actions artifacts. */
export async function openStore(
  artifactDir: string | undefined,
  env: NodeJS.ProcessEnv,
  given?: ArtifactStore,
): Promise<ArtifactStore> {
  if (given !== undefined) return given;
  const { openArtifactStore } = await import('../../artifacts/index.js');
  return openArtifactStore({ ...(artifactDir === undefined ? {} : { artifactDir }), env });
}

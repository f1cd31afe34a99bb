// The artifact store an action works on. The artifacts module (and through it the GitHub
// Actions artifact client) is imported only here, once the inputs are valid, so a bad input
// fails before any of it loads.

import type { ArtifactStore, FindBy } from '../../artifacts/index.js';

/**
 * `given` (a test's store), else `artifact-dir` when set, else the GitHub Actions artifacts of
 * the run `findBy` names (read-only), else those of this run.
 */
export async function openStore(
  artifactDir: string | undefined,
  env: NodeJS.ProcessEnv,
  given?: ArtifactStore,
  findBy?: FindBy,
): Promise<ArtifactStore> {
  if (given !== undefined) return given;
  const { openArtifactStore } = await import('../../artifacts/index.js');
  return openArtifactStore({
    ...(artifactDir === undefined ? {} : { artifactDir }),
    ...(findBy === undefined ? {} : { findBy }),
    env,
  });
}

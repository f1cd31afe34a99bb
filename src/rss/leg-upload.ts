// The artifact of an RSS leg: one file per source, `rss-<id>.json`, whose bytes are the
// source's artifact as canonical JSON and a final newline. A packed leg holds several.

import { canonicalJson } from '../canonical/index.js';
import { ArtifactError, type ArtifactStore } from '../artifacts/index.js';
import type { RssArtifact } from '../contracts/index.js';
import { legFileName } from '../contracts/artifact-names.js';

/** The artifact file's bytes: canonical JSON and a final newline. */
export function legFileData(artifact: RssArtifact): string {
  return canonicalJson(artifact) + '\n';
}

/** Uploads the artifact once: a second upload of the same attempt is a mistake to name. */
export async function uploadLeg(
  log: { info(message: string): void },
  store: ArtifactStore,
  name: string,
  artifacts: readonly RssArtifact[],
): Promise<void> {
  try {
    await store.upload(
      name,
      artifacts.map((artifact) => ({
        name: legFileName('rss', artifact.source_id),
        data: legFileData(artifact),
      })),
    );
  } catch (error) {
    if (error instanceof ArtifactError && error.code === 'exists') {
      throw new Error(
        `artifact ${name} already exists: each attempt of a leg uploads once (use an empty artifact-dir, or rerun the workflow for a new attempt)`,
        { cause: error },
      );
    }
    throw error;
  }
  log.info(`Uploaded artifact ${name}`);
}

/**
 * Fan-in stage "list + classify": which listed artifacts are legs of the plan (to be
 * checked), which look like legs but are none of its (recorded as ignored), and which are
 * packs, opened here into the legs they hold (../packs.ts). Every other name is none of the
 * fan-in's business.
 */
import type { ArtifactStore } from '../../../artifacts/index.js';
import type { FanInDiagnostics, FanPlan } from '../../../contracts/index.js';
import { runPool } from '../../../base/pool.js';
import { classifyArtifact, type Classified } from '../artifacts.js';
import { isPackName, openPack, type PackedLeg } from '../packs.js';

/** The diagnostics record of one artifact (or one file of a pack). */
export type ArtifactRecord = FanInDiagnostics['artifacts'][number];

/** A leg to check: its own artifact, or a file of a pack opened already (../packs.ts). */
export interface LegEntry {
  name: string;
  leg: Extract<Classified, { kind: 'leg' }>;
  content?: PackedLeg['content'];
}

export interface Classification {
  legs: LegEntry[];
  /** Pack artifacts, opened by openPacks. */
  packs: string[];
  /** Records of the artifacts ignored so far. */
  records: ArtifactRecord[];
}

export function classifyListed(names: readonly string[], plan: FanPlan): Classification {
  const found: Classification = { legs: [], packs: [], records: [] };
  for (const name of names) {
    if (isPackName(name)) {
      found.packs.push(name);
      continue;
    }
    const classified = classifyArtifact(name, plan);
    if (classified.kind === 'leg') found.legs.push({ name, leg: classified });
    else if (classified.kind === 'ignored') {
      const { kind: _k, reason, ...where } = classified;
      found.records.push({ name, ...where, verdict: 'ignored', reason, errors: [] });
    }
  }
  return found;
}

/** Opens every pack: its files join the legs, its other contents and failures the records. */
export async function openPacks(
  found: Classification,
  store: ArtifactStore,
  plan: FanPlan,
  limits: { maxBytes: number; concurrency: number },
): Promise<void> {
  await runPool(found.packs, limits.concurrency, async (pack) => {
    const opened = await openPack(store, pack, plan, limits.maxBytes);
    found.legs.push(...opened.legs);
    for (const { name, ...where } of opened.ignored)
      found.records.push({ name, ...where, verdict: 'ignored', errors: [] });
    const bad = opened.rejected;
    if (bad) {
      found.records.push({
        name: bad.name,
        fan: 'rss',
        attempt: bad.attempt,
        verdict: 'rejected',
        reason: bad.problem.code,
        errors: [bad.problem],
      });
    }
  });
}

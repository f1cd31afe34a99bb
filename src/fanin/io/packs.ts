/**
 * Packed RSS legs: one matrix job crawled several sources and uploaded ONE artifact,
 * `pack-rss-<leg id>-a<attempt>`, holding each source's payload as its own file
 * `rss-<source id>.json`. The fan-in opens the pack once and checks each file as the leg
 * artifact of its source would be checked: its record is named `<pack>/<file>`, its
 * attempt is the pack's, and everything after (validation, gather by seq, policy) is the
 * same, so the canonical outputs do not depend on the packing.
 */
import { DEFAULT_MAX_BYTES, type ArtifactStore } from '../../artifacts/index.js';
import type { LocatedFile } from '../../base/located-file.js';
import { parsePackArtifactName, parseRssLegFileName } from '../../contracts/artifact-names.js';
import type { FanPlan } from '../../contracts/index.js';
import type { Classified } from './artifacts.js';
import { artifactFiles } from './leg-files.js';
import type { ArtifactProblem } from '../reasons.js';

type Leg = Extract<Classified, { kind: 'leg' }>;

/** One source's file of a pack, ready to check. */
export interface PackedLeg {
  /** `<pack>/<file>`: the record's name, unique across the run's artifacts. */
  name: string;
  leg: Leg;
  content: { file: LocatedFile } | { bytes: Uint8Array };
}

/** What a pack gave: its legs, and records for what it holds that is no leg of the plan. */
export interface OpenedPack {
  legs: PackedLeg[];
  ignored: {
    name: string;
    fan: 'rss';
    id?: string;
    attempt: number;
    reason: 'name' | 'unknown_leg';
  }[];
  /** Set when the pack could not be read at all: a verdict on every source it held. */
  rejected?: { name: string; attempt: number; problem: ArtifactProblem };
}

/** Whether `name` is a pack artifact (before the plan is known). */
export function isPackName(name: string): boolean {
  return parsePackArtifactName(name) !== null;
}

/**
 * Opens pack `name` (located when the store keeps plain files, else downloaded) within
 * `maxBytes` per source file and max(maxBytes, 256 MiB) in all, and maps each file to its
 * planned leg.
 */
export async function openPack(
  store: ArtifactStore,
  name: string,
  plan: FanPlan,
  maxBytes: number,
): Promise<OpenedPack> {
  const parsed = parsePackArtifactName(name);
  if (parsed === null) throw new Error(`openPack: ${name} is not a pack artifact name`);
  const { attempt } = parsed;
  const fan = plan.fans.rss;
  const maxFiles = Math.max(fan?.expected ?? 0, 1);
  // Each file within the per-leg limit; the pack within what one artifact may hold, so that
  // a hostile pack cannot make the fan-in hold (files × limit) bytes.
  const total = Math.max(maxBytes, DEFAULT_MAX_BYTES);
  const limits = { maxFileBytes: maxBytes, maxBytes: total, maxFiles };
  const read = await artifactFiles(store, name, limits);
  if ('problem' in read) {
    return { legs: [], ignored: [], rejected: { name, attempt, problem: read.problem } };
  }
  const { files } = read;
  const opened: OpenedPack = { legs: [], ignored: [] };
  for (const [fileName, content] of files) {
    const record = `${name}/${fileName}`;
    const id = parseRssLegFileName(fileName);
    if (id === null) {
      opened.ignored.push({ name: record, fan: 'rss', attempt, reason: 'name' });
      continue;
    }
    const planned = fan?.legs.find((l) => l.id === id);
    if (planned === undefined) {
      opened.ignored.push({ name: record, fan: 'rss', id, attempt, reason: 'unknown_leg' });
      continue;
    }
    opened.legs.push({
      name: record,
      leg: { kind: 'leg', fan: 'rss', id, attempt, seq: planned.seq, required: planned.required },
      content: Buffer.isBuffer(content) ? { bytes: content } : { file: content },
    });
  }
  return opened;
}

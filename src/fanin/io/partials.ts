/**
 * The outer fan-in of a nested run (I/O): gathers the partials of the chunks
 * (`partial-rss-c<chunk>-a<attempt>`, partial-payload.ts) on the gather engine, the newest
 * attempt of each chunk winning, opens them and hands each held payload to
 * the fan-in as a leg to check, like a file of a pack. A rejection the partial fan-in
 * recorded becomes a rejected record of its leg, so the per-source outcomes, warnings and
 * the failure policy (applied once, over all sources) are the flat fan-in's.
 *
 * Once the run holds a partial, the RSS fan is read from partials only: the legs' own
 * artifacts and packs (which the inner matrices uploaded to the same run) are what the
 * partials were made from, and are not read twice. GitHub shards stay legs of the outer
 * fan-in directly.
 */
import { DEFAULT_MAX_BYTES, readLocatedFile, type ArtifactStore } from '../../artifacts/index.js';
import {
  parseLegArtifactName,
  PARTIAL_FILE,
  parsePartialArtifactName,
} from '../../contracts/artifact-names.js';
import type { LocatedFile } from '../../base/located-file.js';
import { parseStrict, StrictJsonError } from '../../canonical/index.js';
import { validate, type FanPlan, type RssPartial, type RunContext } from '../../contracts/index.js';
import { runPool } from '../../base/pool.js';
import { artifactFiles } from './leg-files.js';
import { isPackName, type PackedLeg } from './packs.js';
import { MAX_FAN_SEQS } from '../../contracts/generated/limits.js';
import { foldKernel, gatherFan, heldItems, type FanInKernel } from '../kernel.js';
import {
  checkPartials,
  chunksFanId,
  MAX_PARTIAL_JSON_BYTES,
  type ReadPartial,
} from './partial-payload.js';
import { FanInSetupError } from '../reasons.js';

import type { ArtifactRecord } from './stages/classify.js';

/** Partials opened (downloaded, on GitHub) at once. */
const OPEN_AT_ONCE = 4;

/** A partial artifact holds at most this many bytes in all (four times one leg artifact's). */
export const MAX_PARTIAL_BYTES = 4 * DEFAULT_MAX_BYTES;

/** Whether `name` is a partial artifact (before the plan is known). */
export function isPartialName(name: string): boolean {
  return parsePartialArtifactName(name) !== null;
}

/**
 * The artifacts a fan-in reads legs from: leg artifacts and packs, or, once there is a
 * partial, the partials and the GitHub shards (the estimate that sizes the fan-in's workers
 * and article set).
 */
export function legArtifacts<T extends { name: string }>(listed: readonly T[]): T[] {
  const { names, partials } = splitPartials(listed.map((a) => a.name));
  const read = new Set([...partials, ...names]);
  return listed.filter(
    (a) =>
      read.has(a.name) &&
      (parseLegArtifactName(a.name) !== null || isPackName(a.name) || isPartialName(a.name)),
  );
}

/**
 * The run's artifact names split for the fan-in: the partials, and the other names. When
 * there is a partial, RSS leg artifacts and packs are left out of the other names.
 */
export function splitPartials(names: readonly string[]): { names: string[]; partials: string[] } {
  const partials = names.filter(isPartialName);
  if (partials.length === 0) return { names: [...names], partials };
  const rest = names.filter(
    (name) =>
      !partials.includes(name) && !isPackName(name) && parseLegArtifactName(name)?.kind !== 'rss',
  );
  return { names: rest, partials };
}

/**
 * The newest attempt of each chunk, and the older attempts (superseded): the partials are
 * the legs of the outer fan `<run_id>:rss:chunks`, gathered by the gather engine as the
 * inner fans' legs are (fan-in.ts: chunk = seq, the newest attempt wins). How many chunks
 * there are is written inside the partials (their chunk size), so the gather spans the
 * chunks named here; a chunk with no partial at all is found once they are read
 * (checkPartials).
 */
async function newestByChunk(
  names: readonly string[],
  runId: string,
): Promise<{ newest: string[]; older: ArtifactRecord[] }> {
  const named = names.flatMap((name) => {
    const parsed = parsePartialArtifactName(name);
    return parsed === null ? [] : [{ name, ...parsed }];
  });
  if (named.length === 0) return { newest: [], older: [] };
  const expected = named.reduce((most, p) => Math.max(most, p.chunk), 0) + 1;
  if (expected > MAX_FAN_SEQS) {
    throw new FanInSetupError(
      `partial ${named.find((p) => p.chunk >= MAX_FAN_SEQS)!.name} names a chunk past the ${MAX_FAN_SEQS} a fan may hold`,
    );
  }
  const fan = { fan_id: chunksFanId(runId), expected };
  const arrivals = named.map((p) => ({
    frames: [{ ...fan, seq: p.chunk }],
    attempt: p.attempt,
    name: p.name,
    item: p.name,
  }));
  const gathered = await gatherFan(fan, arrivals, partialsKernel());
  const older = gathered.record.passed.map((p) => superseded(p.name, p.attempt));
  return { newest: heldItems(gathered), older };
}

/** The outer fan's kernel: it keeps each chunk's partial name (merged: nothing). */
function partialsKernel(): FanInKernel<string, null> {
  return foldKernel<string, null>(
    'fan-in-partials',
    () => null,
    () => {},
  );
}

function superseded(name: string, attempt: number): ArtifactRecord {
  return { name, fan: 'rss', attempt, verdict: 'superseded', reason: 'superseded', errors: [] };
}

interface OpenedPartial extends ReadPartial {
  files: Map<string, LocatedFile | Buffer>;
}

async function openOne(
  store: ArtifactStore,
  name: string,
  plan: FanPlan,
  maxBytes: number,
): Promise<OpenedPartial> {
  const parsed = parsePartialArtifactName(name) as { chunk: number; attempt: number };
  const limits = {
    maxFileBytes: Math.max(maxBytes, MAX_PARTIAL_JSON_BYTES),
    maxBytes: Math.max(maxBytes, MAX_PARTIAL_BYTES),
    maxFiles: (plan.fans.rss?.expected ?? 0) + 1,
  };
  const read = await artifactFiles(store, name, limits);
  if ('problem' in read) {
    // Every chunk is required: a partial the service would not hand over fails the fan-in
    // closed, saying so (not that the partial is invalid).
    const why =
      read.problem.code === 'unreadable'
        ? 'unreadable (the artifact service did not hand it over)'
        : 'cannot be read';
    throw new FanInSetupError(`partial ${name} ${why}: ${read.problem.message}`);
  }
  const { files } = read;
  const manifest = files.get(PARTIAL_FILE);
  if (manifest === undefined) throw new FanInSetupError(`partial ${name} holds no ${PARTIAL_FILE}`);
  const bytes = Buffer.isBuffer(manifest) ? manifest : readLocatedFile(manifest);
  return { name, ...parsed, partial: parsePartial(bytes, `${name}/${PARTIAL_FILE}`), files };
}

/** A `partial.json`, parsed strictly and valid by `rss_partial_v1`; else FanInSetupError. */
export function parsePartial(bytes: Uint8Array, what: string): RssPartial {
  let value: unknown;
  try {
    value = parseStrict(bytes, { source: what, maxBytes: MAX_PARTIAL_JSON_BYTES });
  } catch (error) {
    if (error instanceof StrictJsonError) throw new FanInSetupError(error.message);
    throw error;
  }
  const result = validate('rss_partial_v1', value);
  if (!result.ok) {
    const list = result.errors.slice(0, 5).map((e) => `${e.pointer || '/'} ${e.message}`);
    throw new FanInSetupError(`${what} is not a valid rss_partial_v1: ${list.join('; ')}`);
  }
  return value as RssPartial;
}

/** The legs to check and the records of one partial (its held payloads and rejections). */
function legsOf(
  opened: OpenedPartial,
  plan: FanPlan,
): { legs: PackedLeg[]; records: ArtifactRecord[] } {
  const planned = new Map((plan.fans.rss?.legs ?? []).map((l) => [l.seq, l]));
  const listed = new Set([PARTIAL_FILE]);
  const legs: PackedLeg[] = [];
  const records: ArtifactRecord[] = [];
  for (const leg of opened.partial.legs) {
    const required = planned.get(leg.seq)?.required ?? false;
    leg.rejected.forEach((r, i) => {
      const problem = { code: r.reason, pointer: r.pointer, message: r.message };
      records.push({
        name: `${opened.name}/${leg.id}/a${r.attempt}/${i}`,
        fan: 'rss',
        id: leg.id,
        attempt: r.attempt,
        seq: leg.seq,
        verdict: 'rejected',
        reason: r.reason,
        errors: [problem],
      });
    });
    if (leg.file === null || leg.attempt === null) continue;
    const content = opened.files.get(leg.file);
    if (content === undefined) {
      throw new FanInSetupError(`partial ${opened.name} lists ${leg.file} but does not hold it`);
    }
    listed.add(leg.file);
    legs.push({
      name: `${opened.name}/${leg.file}`,
      leg: { kind: 'leg', fan: 'rss', id: leg.id, attempt: leg.attempt, seq: leg.seq, required },
      content: Buffer.isBuffer(content) ? { bytes: content } : { file: content },
    });
  }
  const extra = [...opened.files.keys()].find((file) => !listed.has(file));
  if (extra !== undefined) {
    throw new FanInSetupError(
      `partial ${opened.name} holds ${extra}, which its ${PARTIAL_FILE} does not list`,
    );
  }
  return { legs, records };
}

/**
 * Opens the newest partial of each chunk, checks them together (partial-payload.ts), and
 * returns the legs to check and the records to add to the diagnostics. Any problem with a
 * partial is a FanInSetupError: the outer fan-in stops before it writes anything.
 */
export async function openPartials(
  store: ArtifactStore,
  names: readonly string[],
  runContext: RunContext,
  plan: FanPlan,
  maxBytes: number,
): Promise<{ legs: PackedLeg[]; records: ArtifactRecord[] }> {
  const { newest, older } = await newestByChunk(names, runContext.run_id);
  const opened = await runPool(
    newest,
    OPEN_AT_ONCE,
    (name) => openOne(store, name, plan, maxBytes),
    {
      stopOnError: true,
    },
  );
  checkPartials(opened, runContext, plan);
  const legs: PackedLeg[] = [];
  const records = [...older];
  for (const partial of opened) {
    const of = legsOf(partial, plan);
    legs.push(...of.legs);
    records.push(...of.records);
  }
  return { legs, records };
}

/**
 * The outer fan-in of a nested run (I/O): opens the partials of the chunks
 * (`partial-rss-c<chunk>-a<attempt>`, partial-payload.ts) and hands each held payload to
 * the fan-in as a leg to check, like a file of a pack. A rejection the partial fan-in
 * recorded becomes a rejected record of its leg, so the per-source outcomes, warnings and
 * the failure policy (applied once, over all sources) are the flat fan-in's.
 *
 * Once the run holds a partial, the RSS fan is read from partials only: the legs' own
 * artifacts and packs (which the inner matrices uploaded to the same run) are what the
 * partials were made from, and are not read twice. GitHub shards stay legs of the outer
 * fan-in directly.
 */
import {
  DEFAULT_MAX_BYTES,
  parseLegArtifactName,
  readLocatedFile,
  type ArtifactStore,
  type LocatedFile,
} from '../artifacts/index.js';
import { parseStrict, StrictJsonError } from '../canonical/index.js';
import {
  validate,
  type FanInDiagnostics,
  type FanPlan,
  type RssPartial,
  type RunContext,
} from '../contracts/index.js';
import { runPool } from '../base/pool.js';
import { artifactFiles } from './io/leg-files.js';
import { isPackName, type PackedLeg } from './io/packs.js';
import {
  checkPartials,
  MAX_PARTIAL_JSON_BYTES,
  PARTIAL_FILE,
  parsePartialArtifactName,
  type ReadPartial,
} from './io/partial-payload.js';
import { FanInSetupError } from './reasons.js';

type Record_ = FanInDiagnostics['artifacts'][number];

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

/** The newest attempt of each chunk, and the older attempts (superseded). */
function newestByChunk(names: readonly string[]): { newest: string[]; older: Record_[] } {
  const best = new Map<number, { name: string; attempt: number }>();
  const older: Record_[] = [];
  for (const name of names) {
    const parsed = parsePartialArtifactName(name);
    if (parsed === null) continue;
    const held = best.get(parsed.chunk);
    if (held === undefined || parsed.attempt > held.attempt) {
      if (held) older.push(superseded(held.name, held.attempt));
      best.set(parsed.chunk, { name, attempt: parsed.attempt });
    } else older.push(superseded(name, parsed.attempt));
  }
  const inChunkOrder = [...best.entries()].sort(([a], [b]) => a - b);
  return { newest: inChunkOrder.map(([, b]) => b.name), older };
}

function superseded(name: string, attempt: number): Record_ {
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
    throw new FanInSetupError(`partial ${name} cannot be read: ${read.problem.message}`);
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
function legsOf(opened: OpenedPartial, plan: FanPlan): { legs: PackedLeg[]; records: Record_[] } {
  const planned = new Map((plan.fans.rss?.legs ?? []).map((l) => [l.seq, l]));
  const listed = new Set([PARTIAL_FILE]);
  const legs: PackedLeg[] = [];
  const records: Record_[] = [];
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
): Promise<{ legs: PackedLeg[]; records: Record_[] }> {
  const { newest, older } = newestByChunk(names);
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

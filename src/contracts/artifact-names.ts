// Every artifact and file name the suite writes or reads, each built and parsed here, and
// the one rule of reruns: a name carries its run attempt (`<base>-a<attempt>`) and the
// newest attempt wins (docs/contracts.md, "Run context and plan" and "Artifacts"). Pure.
//
// What a store accepts as a name comes first. One rule set serves both artifact names and the file names inside an artifact,
// because artifacts are flat (no directories) and a local store uses both as
// path segments. The rules are GitHub's forbidden characters plus whatever would
// let a name escape, hide, or mean different things on different file systems.

import { createHash } from 'node:crypto';
import { quoted } from '../base/untrusted.js';

/** Longest accepted name, in UTF-8 bytes (file systems limit a segment to 255). */
export const MAX_NAME_BYTES = 200;

// GitHub rejects these in artifact names (@actions/artifact
// path-and-artifact-name-validation): NTFS cannot hold them.
const GITHUB_FORBIDDEN = ['"', ':', '<', '>', '|', '*', '?', '\r', '\n'];

/** Why `name` is not an acceptable artifact or file name, or null when it is. */
export function nameProblem(name: string): string | null {
  if (name.length === 0) return 'is empty';
  if (!name.isWellFormed()) return 'contains a lone surrogate (not valid Unicode)';
  if (Buffer.byteLength(name, 'utf8') > MAX_NAME_BYTES) {
    return `is longer than ${MAX_NAME_BYTES} bytes`;
  }
  if (name.includes('/') || name.includes('\\')) return 'contains a path separator';
  if (name.includes('..')) return "contains '..'";
  if (name.startsWith('.')) return "starts with '.'";
  // Windows drops trailing dots and spaces, so 'a.' and 'a' would be one file there.
  if (name.endsWith('.') || name.endsWith(' ')) return 'ends with a dot or a space';
  for (const ch of GITHUB_FORBIDDEN) {
    if (name.includes(ch)) return `contains the character ${JSON.stringify(ch)}`;
  }
  // Control characters (C0, DEL, C1) make names ambiguous in logs and terminals.
  if (/[\u0000-\u001f\u007f-\u009f]/u.test(name)) return 'contains a control character';
  return null;
}

/** Thrown for a name that {@link nameProblem} refuses. */
export class ArtifactNameError extends Error {
  constructor(
    readonly what: 'artifact name' | 'file name',
    readonly problem: string,
    name: string,
  ) {
    // The name may be hostile (it can come from a zip or a server): quote it.
    super(`Invalid ${what} ${quoteName(name)}: ${problem}`);
    this.name = 'ArtifactNameError';
  }
}

export function assertArtifactName(name: string): void {
  const problem = nameProblem(name);
  if (problem !== null) throw new ArtifactNameError('artifact name', problem, name);
}

export function assertFileName(name: string): void {
  const problem = nameProblem(name);
  if (problem !== null) throw new ArtifactNameError('file name', problem, name);
}

/** JSON-quoted, one line, truncated: safe to put in a message or a log line. */
export function quoteName(name: string, max = 120): string {
  return quoted(name, max);
}

// ---------------------------------------------------------------------------
// Attempt-suffixed names, and which attempt wins

/** A name that carries a run attempt, with that attempt. */
export interface Attempted {
  name: string;
  attempt: number;
}

/** Canonical decimal digits of an attempt (no sign, no leading zero). */
const ATTEMPT_DIGITS = /^[1-9][0-9]*$/u;
/** The attempt suffix, taken from the right: ids may themselves hold `-a<digits>`. */
const ATTEMPT_SUFFIX = /-a([1-9][0-9]*)$/u;

function assertAttempt(attempt: number): void {
  if (!Number.isSafeInteger(attempt) || attempt < 1) {
    throw new RangeError(`Run attempt must be an integer >= 1, got ${String(attempt)}`);
  }
}

/** `<base>-a<attempt>`; the result is a valid artifact name or this throws. */
export function attemptName(base: string, attempt: number): string {
  assertAttempt(attempt);
  const name = `${base}-a${attempt}`;
  assertArtifactName(name);
  return name;
}

/** The base and attempt of any `<base>-a<attempt>` name (non-empty base), else null. */
export function splitAttemptName(name: string): { base: string; attempt: number } | null {
  const match = ATTEMPT_SUFFIX.exec(name);
  if (match === null || match.index === 0) return null;
  const attempt = Number(match[1]);
  return Number.isSafeInteger(attempt) ? { base: name.slice(0, match.index), attempt } : null;
}

/**
 * The attempt of `name` when it is exactly `<base>-a<attempt>` (canonical digits,
 * no leading zero), else null.
 */
export function parseAttemptName(name: string, base: string): number | null {
  const split = splitAttemptName(name);
  return split !== null && split.base === base ? split.attempt : null;
}

/**
 * The order in which attempts win, the winner first: the newest attempt; within one attempt
 * the smaller name (UTF-16 code units), so that two deliveries claiming the same attempt
 * resolve the same way whatever order they arrive in. Every "newest attempt wins" asks here.
 */
export function newestFirst(a: Attempted, b: Attempted): number {
  return b.attempt - a.attempt || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}

/**
 * The names `keyOf` recognises, grouped by key (keys in ascending order), each group
 * newest first: its first name is the one that wins. Any order of `names` gives the same.
 */
export function attemptsByKey<K extends string | number>(
  names: Iterable<string>,
  keyOf: (name: string) => { key: K; attempt: number } | null,
): Map<K, Attempted[]> {
  const groups = new Map<K, Attempted[]>();
  for (const name of new Set(names)) {
    const parsed = keyOf(name);
    if (parsed === null) continue;
    const group = groups.get(parsed.key) ?? [];
    group.push({ name, attempt: parsed.attempt });
    groups.set(parsed.key, group);
  }
  const keys = [...groups.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return new Map(keys.map((key) => [key, groups.get(key)!.sort(newestFirst)]));
}

/** The `<base>-a<N>` names among `names`, newest first. */
export function attemptsOf(names: Iterable<string>, base: string): Attempted[] {
  const keyOf = (name: string) => {
    const attempt = parseAttemptName(name, base);
    return attempt === null ? null : { key: base, attempt };
  };
  return attemptsByKey(names, keyOf).get(base) ?? [];
}

/** The name with the highest attempt among `<base>-a<N>` names, or null if none. */
export function newestAttempt(names: Iterable<string>, base: string): Attempted | null {
  return attemptsOf(names, base)[0] ?? null;
}

/** The run attempt from `GITHUB_RUN_ATTEMPT` (1 when unset or empty). */
export function runAttempt(env: NodeJS.ProcessEnv): number {
  const raw = env['GITHUB_RUN_ATTEMPT'];
  if (raw === undefined || raw.trim() === '') return 1;
  const text = raw.trim();
  const attempt = ATTEMPT_DIGITS.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(attempt)) {
    throw new Error(`GITHUB_RUN_ATTEMPT must be an integer >= 1, got ${quoteName(raw)}`);
  }
  return attempt;
}

// ---------------------------------------------------------------------------
// The plan: make-run-context's artifact

/**
 * The artifact make-run-context uploads (`run-context-a<attempt>`) and its two files, read by
 * every leg and the fan-in.
 */
export const RUN_CONTEXT_ARTIFACT = 'run-context';
export const RUN_CONTEXT_FILE = 'run_context.json';
export const FAN_PLAN_FILE = 'fan_plan.json';

// ---------------------------------------------------------------------------
// Crawl legs: one artifact per RSS source or GitHub shard, or a pack of sources

export type LegKind = 'rss' | 'github';

export interface LegArtifactName {
  kind: LegKind;
  id: string;
  attempt: number;
}

/** `rss-<id>-a<attempt>` / `github-<id>-a<attempt>`: the artifact of one crawl leg. */
export function legArtifactName(kind: LegKind, id: string, attempt: number): string {
  if (kind !== 'rss' && kind !== 'github')
    throw new RangeError(`Unknown leg kind ${quoteName(kind)}`);
  if (id.length === 0) throw new ArtifactNameError('artifact name', 'has an empty leg id', id);
  return attemptName(`${kind}-${id}`, attempt);
}

/**
 * Inverse of {@link legArtifactName}. Ids may contain `-` (and even `-a1`), so the
 * attempt is the `-a<digits>` suffix taken from the right. Null for any name that
 * legArtifactName could not have produced.
 */
export function parseLegArtifactName(name: string): LegArtifactName | null {
  if (nameProblem(name) !== null) return null;
  const kind: LegKind | null = name.startsWith('rss-')
    ? 'rss'
    : name.startsWith('github-')
      ? 'github'
      : null;
  const split = kind === null ? null : splitAttemptName(name);
  if (kind === null || split === null || split.base.length <= kind.length + 1) return null;
  return { kind, id: split.base.slice(kind.length + 1), attempt: split.attempt };
}

/** The file inside a leg artifact (and inside a pack or a partial): `<kind>-<id>.json`. */
export function legFileName(kind: LegKind, id: string): string {
  return `${kind}-${id}.json`;
}

/** The source id of an RSS leg file `rss-<id>.json`, or null for any other file name. */
export function parseRssLegFileName(file: string): string | null {
  return /^rss-(.+)\.json$/u.exec(file)?.[1] ?? null;
}

/**
 * A packed RSS leg (one matrix job crawling several sources) uploads one artifact,
 * `pack-rss-<leg id>-a<attempt>`, holding each source's payload as its own file
 * `rss-<source id>.json`. The prefix is not `rss-`, so it can never be read as the leg
 * artifact of a source.
 */
export const PACK_PREFIX = 'pack-rss-';

/** `pack-rss-<legId>-a<attempt>`. */
export function packArtifactName(legId: string, attempt: number): string {
  if (legId.length === 0)
    throw new ArtifactNameError('artifact name', 'has an empty leg id', legId);
  return attemptName(`${PACK_PREFIX}${legId}`, attempt);
}

/** Inverse of {@link packArtifactName}; null for any other name. */
export function parsePackArtifactName(name: string): { legId: string; attempt: number } | null {
  if (!name.startsWith(PACK_PREFIX) || nameProblem(name) !== null) return null;
  const split = splitAttemptName(name);
  if (split === null || split.base.length <= PACK_PREFIX.length) return null;
  return { legId: split.base.slice(PACK_PREFIX.length), attempt: split.attempt };
}

/** A GitHub shard's star snapshot artifact, `stars-<shard>-a<attempt>`. */
export function starSnapshotArtifactName(shardId: string, attempt: number): string {
  return attemptName(`stars-${shardId}`, attempt);
}

/** The file of a week's star snapshot, `<week>-stars.json`. */
export function starSnapshotFileName(week: string): string {
  return `${week}-stars.json`;
}

/** A failed GitHub shard's diagnostics: artifact `github-<shard>-diagnostics-a<N>`. */
export function shardDiagnosticsBase(shardId: string): string {
  return `github-${shardId}-diagnostics`;
}

/** The one file of a shard's diagnostics artifact. */
export function shardDiagnosticsFileName(shardId: string): string {
  return `${shardDiagnosticsBase(shardId)}.json`;
}

// ---------------------------------------------------------------------------
// Nested crawls: the partial fan-in of one chunk

/** Artifact names of partials start with this (never `rss-` nor `pack-rss-`). */
export const PARTIAL_PREFIX = 'partial-rss-c';
/** The contract file inside a partial artifact. */
export const PARTIAL_FILE = 'partial.json';

/** Largest chunk a partial's name carries (seven digits). */
const MAX_CHUNK = 9_999_999;
/** Largest attempt a partial's or an emitted leg's name carries, and largest seq (nine digits). */
const NINE_DIGITS = 999_999_999;

/** `partial-rss-c<chunk>-a<attempt>`. */
export function partialArtifactName(chunk: number, attempt: number): string {
  if (!Number.isSafeInteger(chunk) || chunk < 0) {
    throw new RangeError(`a chunk is an integer >= 0, got ${String(chunk)}`);
  }
  return attemptName(`${PARTIAL_PREFIX}${chunk}`, attempt);
}

/** Inverse of {@link partialArtifactName}; null for any other name. */
export function parsePartialArtifactName(name: string): { chunk: number; attempt: number } | null {
  const split = splitAttemptName(name);
  if (split === null || !split.base.startsWith(PARTIAL_PREFIX)) return null;
  const chunk = canonicalCount(split.base.slice(PARTIAL_PREFIX.length), MAX_CHUNK);
  if (chunk === null || split.attempt > NINE_DIGITS) return null;
  return { chunk, attempt: split.attempt };
}

/** `text` as an integer 0..max written in canonical digits (no sign, no leading zero). */
function canonicalCount(text: string, max: number): number | null {
  if (!/^(0|[1-9][0-9]*)$/u.test(text)) return null;
  const value = Number(text);
  return value <= max ? value : null;
}

// ---------------------------------------------------------------------------
// Fans of any matrix (emit and gather)

/** The one file of an emitted leg artifact: the envelope `{format, fan, payload}`. */
export const LEG_FILE = 'leg.json';
/** The one file of a gather state artifact. */
export const STATE_FILE = 'state.json';
/** The last state version a collector may publish (and a pull reads). */
export const MAX_STATE_VERSION = NINE_DIGITS;

/**
 * The first 12 hex digits of SHA-256 of the fan id: fan ids may hold characters an
 * artifact name may not.
 */
export function fanHash(fanId: string): string {
  return createHash('sha256').update(fanId).digest('hex').slice(0, 12);
}

/** Most characters of the fan id's slug in a leg artifact name. */
export const MAX_FAN_SLUG_CHARS = 40;
/** A matrix value longer than this (once sanitized) is left out of a leg artifact name. */
export const MAX_MATRIX_SLUG_CHARS = 24;

/**
 * A readable part of an artifact name made of free text: ASCII letters, digits, `.`, `_`
 * and `-` kept, any run of other characters one `_`, no run of dots, no separator at
 * either end, at most `max` characters. Empty when nothing readable is left.
 */
export function nameSlug(text: string, max: number): string {
  const slug = (raw: string) =>
    raw
      .replace(/[^A-Za-z0-9._-]+/gu, '_')
      .replace(/\.{2,}/gu, '.')
      .replace(/^[._-]+|[._-]+$/gu, '');
  return slug(slug(text).slice(0, max));
}

/** The matrix values of a leg as its name shows them (`eu-west`, `linux_20`), or '' when long. */
export function matrixSlug(matrix: Readonly<Record<string, unknown>> | null | undefined): string {
  if (matrix === null || matrix === undefined) return '';
  const values = Object.keys(matrix)
    .sort()
    .map((k) => {
      const v = matrix[k];
      return typeof v === 'string' ? v : JSON.stringify(v);
    });
  const slug = nameSlug(values.join('_'), MAX_MATRIX_SLUG_CHARS + 1);
  return slug.length > MAX_MATRIX_SLUG_CHARS ? '' : slug;
}

/** `fan-<slug>-<hash>-` (`fan-<hash>-` when the fan id has no readable character). */
function fanLegPrefix(fanId: string): string {
  const slug = nameSlug(fanId, MAX_FAN_SLUG_CHARS);
  return slug === '' ? `fan-${fanHash(fanId)}-` : `fan-${slug}-${fanHash(fanId)}-`;
}

/**
 * `fan-<slug>-<hash>-<seq>[-<matrix>]-a<attempt>`: the artifact `emit` uploads for seq `seq`
 * of a fan. The slug of the fan id and the matrix values (when short) make the run's list
 * of artifacts readable; the hash keeps two fan ids with one slug apart.
 */
export function fanLegArtifactName(
  fanId: string,
  seq: number,
  attempt: number,
  matrix?: Readonly<Record<string, unknown>> | null,
): string {
  const shown = matrixSlug(matrix);
  return attemptName(`${fanLegPrefix(fanId)}${seq}${shown === '' ? '' : `-${shown}`}`, attempt);
}

/**
 * The seq and attempt of an emitted leg artifact of `fanId`, or null for any other name.
 * Reads the names of earlier releases too, `fan-<hash>-<seq>-a<attempt>`.
 */
export function parseFanLegArtifactName(
  name: string,
  fanId: string,
): { seq: number; attempt: number } | null {
  const split = splitAttemptName(name);
  if (split === null || split.attempt > NINE_DIGITS) return null;
  for (const prefix of new Set([fanLegPrefix(fanId), `fan-${fanHash(fanId)}-`])) {
    if (!split.base.startsWith(prefix)) continue;
    const rest = split.base.slice(prefix.length);
    const dash = rest.indexOf('-');
    const seq = canonicalCount(dash < 0 ? rest : rest.slice(0, dash), NINE_DIGITS);
    if (seq !== null && (dash < 0 || dash < rest.length - 1))
      return { seq, attempt: split.attempt };
  }
  return null;
}

const ANY_FAN_LEG = /^fan-(?:(.*)-)?([0-9a-f]{12})-(?:0|[1-9][0-9]*)(?:-.*)?-a[1-9][0-9]*$/su;

/**
 * The fans of a run's leg artifacts, as names show them: each fan's slug (or its hash when
 * it has none) once, in the order first seen. What a gather that finds no leg of its own
 * fan lists, since a fan id cannot be read back from its hash.
 */
export function fansOfLegArtifacts(names: readonly string[]): string[] {
  const fans = new Map<string, string>();
  for (const name of names) {
    const match = ANY_FAN_LEG.exec(name);
    if (match === null) continue;
    const [, slug, hash] = match;
    if (!fans.has(hash!)) fans.set(hash!, slug ? `${slug} (${hash!})` : hash!);
  }
  return [...fans.values()];
}

/** `gather-<collector>-<hash>-s<version>`: version `version` of a latent gather state. */
export function gatherStateArtifactName(collector: string, fanId: string, version: number): string {
  return `gather-${collector}-${fanHash(fanId)}-s${version}`;
}

/** The version of a gather state artifact of (collector, fanId), or null for any other name. */
export function parseGatherStateArtifactName(
  name: string,
  collector: string,
  fanId: string,
): number | null {
  const prefix = `gather-${collector}-${fanHash(fanId)}-s`;
  if (!name.startsWith(prefix)) return null;
  const digits = name.slice(prefix.length);
  if (!ATTEMPT_DIGITS.test(digits)) return null;
  const version = Number(digits);
  return version <= MAX_STATE_VERSION ? version : null;
}

/** The gather record the gather action writes into its output directory. */
export function gatherRecordFileName(collector: string, fanId: string): string {
  return `gather-${collector}-${fanHash(fanId)}.json`;
}

// ---------------------------------------------------------------------------
// The fan-in's outputs and the run's metrics

/** The fan-in's canonical outputs of a week, `canonical-<week>-a<attempt>`. */
export function canonicalArtifactName(week: string, attempt: number): string {
  return attemptName(`canonical-${week}`, attempt);
}

/** The fan-in's diagnostics, `fan-in-diagnostics-a<attempt>`. */
export function fanInDiagnosticsArtifactName(attempt: number): string {
  return attemptName('fan-in-diagnostics', attempt);
}

/** The run's ledger (its metrics), `run-metrics-<week>-a<attempt>`. */
export function runMetricsArtifactName(week: string, attempt: number): string {
  return attemptName(`run-metrics-${week}`, attempt);
}

/** `{week}-metrics.json`, written next to the canonical outputs. */
export function runMetricsFileName(week: string): string {
  return `${week}-metrics.json`;
}

/**
 * A leg's metrics record travels in an artifact of its own, `metrics-<kind>-<id>-a<N>`
 * holding one file `metrics-<kind>-<id>.json`. Its name starts with neither `rss-` nor
 * `github-`, so the fan-in's leg validation never mistakes it for a leg.
 */
export const METRICS_PREFIX = 'metrics-';

/** The attempt-less name of a leg's metrics (`metrics-plan` for the plan's). */
export function legMetricsBase(kind: 'plan' | LegKind, legId: string): string {
  return kind === 'plan' ? `${METRICS_PREFIX}plan` : `${METRICS_PREFIX}${kind}-${legId}`;
}

export function legMetricsArtifactName(record: {
  kind: 'plan' | LegKind;
  leg_id: string;
  attempt: number;
}): string {
  return attemptName(legMetricsBase(record.kind, record.leg_id), record.attempt);
}

export function legMetricsFileName(record: { kind: 'plan' | LegKind; leg_id: string }): string {
  return `${legMetricsBase(record.kind, record.leg_id)}.json`;
}

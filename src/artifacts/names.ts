// Artifact and file names: what a store accepts, and the naming scheme that keeps
// reruns from colliding (`<base>-a<run attempt>`; docs/contracts.md, "Run context and plan").
//
// One rule set serves both artifact names and the file names inside an artifact,
// because artifacts are flat (no directories) and a local store uses both as
// path segments. The rules are GitHub's forbidden characters plus whatever would
// let a name escape, hide, or mean different things on different file systems.

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
  return JSON.stringify(name.length > max ? `${name.slice(0, max)}…` : name);
}

// ---------------------------------------------------------------------------
// Attempt-suffixed names

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

/**
 * The attempt of `name` when it is exactly `<base>-a<attempt>` (canonical digits,
 * no leading zero), else null.
 */
export function parseAttemptName(name: string, base: string): number | null {
  if (!name.startsWith(`${base}-a`)) return null;
  const digits = name.slice(base.length + 2);
  if (!/^[1-9][0-9]*$/u.test(digits)) return null;
  const attempt = Number(digits);
  return Number.isSafeInteger(attempt) ? attempt : null;
}

/** The name with the highest attempt among `<base>-a<N>` names, or null if none. */
export function newestAttempt(
  names: Iterable<string>,
  base: string,
): { name: string; attempt: number } | null {
  let best: { name: string; attempt: number } | null = null;
  for (const name of names) {
    const attempt = parseAttemptName(name, base);
    if (attempt !== null && (best === null || attempt > best.attempt)) best = { name, attempt };
  }
  return best;
}

// ---------------------------------------------------------------------------
// Leg artifacts

export type LegKind = 'rss' | 'github';

export interface LegArtifactName {
  kind: LegKind;
  id: string;
  attempt: number;
}

/**
 * The artifact make-run-context uploads (`run-context-a<attempt>`) and its two files, read by
 * every leg and the fan-in.
 */
export const RUN_CONTEXT_ARTIFACT = 'run-context';
export const RUN_CONTEXT_FILE = 'run_context.json';
export const FAN_PLAN_FILE = 'fan_plan.json';

/** `rss-<id>-a<attempt>` / `github-<id>-a<attempt>`. */
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
  if (kind === null) return null;
  const match = ATTEMPT_SUFFIX.exec(name);
  if (match === null || match[1] === undefined) return null;
  const attempt = Number(match[1]);
  if (!Number.isSafeInteger(attempt)) return null;
  const id = name.slice(kind.length + 1, match.index);
  if (id.length === 0) return null;
  return { kind, id, attempt };
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
  const match = ATTEMPT_SUFFIX.exec(name);
  if (match === null || match[1] === undefined) return null;
  const attempt = Number(match[1]);
  const legId = name.slice(PACK_PREFIX.length, match.index);
  if (!Number.isSafeInteger(attempt) || legId.length === 0) return null;
  return { legId, attempt };
}

/** The run attempt from `GITHUB_RUN_ATTEMPT` (1 when unset or empty). */
export function runAttempt(env: NodeJS.ProcessEnv): number {
  const raw = env['GITHUB_RUN_ATTEMPT'];
  if (raw === undefined || raw.trim() === '') return 1;
  const text = raw.trim();
  const attempt = /^[1-9][0-9]*$/u.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(attempt)) {
    throw new Error(`GITHUB_RUN_ATTEMPT must be an integer >= 1, got ${quoteName(raw)}`);
  }
  return attempt;
}

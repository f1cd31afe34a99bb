/**
 * Validation of one leg artifact against the run (pure: bytes in, verdict out). The rules
 * of docs/contracts.md ("Validation"), in the order that makes each reason code
 * specific: strict parse, schema_version (before the full schema, so an unknown version
 * says so), JSON Schema, then the run: run_context, source config checksum, fan frame,
 * consistency, window (every article published in `[since, until)`: `out_of_window`),
 * checksum. A payload that fails the schema stops there (the later rules
 * assume its shape); past the schema every rule runs so that the diagnostics name every
 * offending field. The verdict's reason is the code of the first problem.
 */
import {
  compareStrings,
  parseStrict,
  parseStrictSplitting,
  StrictJsonError,
  type SplitElements,
} from '../canonical/index.js';
import {
  validate,
  type Article,
  type Fan,
  type FanFrame,
  type GithubShard,
  type RssArtifact,
  type RunContext,
} from '../contracts/index.js';
import { findFrame } from '../gather/index.js';
import { counted } from '../base/count.js';
import { packArticles } from './fast/article-bytes.js';
import { urlOrder } from './url-order.js';
import { articlesSurelyValid } from './fast/article-check.js';
import {
  checksumOfJsons,
  checksumOfRuns,
  repositoryJson,
  type PackedStrings,
} from './fast/record-json.js';
import { capProblems, type ArtifactProblem, type ReasonCode } from './reasons.js';

export interface LegExpectation {
  /** The run's context: every leg must carry it (created_at aside). */
  runContext: RunContext;
  /** The planned fan this leg belongs to. */
  fan: Fan;
  /** Largest accepted payload in bytes. */
  maxBytes: number;
}

export type Rejection = { ok: false; reason: ReasonCode; problems: ArtifactProblem[] };

export interface ValidRssLeg {
  ok: true;
  payload: RssArtifact;
  seq: number;
  /** The leg's frames: its own, or the one the plan gives it when it carries none. */
  frames: readonly FanFrame[];
  /** The articles sorted by url (stable), and their canonical JSON packed in that order. */
  sorted: Article[];
  packed: PackedStrings;
  /** The index in the payload of each sorted article. */
  order: readonly number[];
}

export interface ValidGithubShard {
  ok: true;
  payload: GithubShard;
  seq: number;
  /** The shard's frames: its own, or the one the plan gives it when it carries none. */
  frames: readonly FanFrame[];
}

/** The run_context fields a leg must share with the run (all but created_at). */
const CONTEXT_FIELDS = [
  'schema_version',
  'run_id',
  'week',
  'since',
  'until',
  'source_config_checksum',
  'topic_config_checksum',
  'code_sha',
] as const;

function reject(problems: ArtifactProblem[]): Rejection {
  const first = problems[0];
  if (!first) throw new Error('a rejection needs at least one problem');
  return { ok: false, reason: first.code, problems: capProblems(problems) };
}

/** The parsed payload; for an RSS leg read piecewise, also its articles' texts. */
interface Parsed {
  value: unknown;
  elements?: SplitElements | undefined;
}

function parse(
  bytes: Uint8Array | string,
  maxBytes: number,
  source: string,
  contract: 'rss_source_v2' | 'github_shard_v1',
): Parsed | Rejection {
  try {
    if (contract === 'rss_source_v2' && typeof bytes !== 'string') {
      return parseStrictSplitting(bytes, 'articles', { maxBytes, source });
    }
    return { value: parseStrict(bytes, { maxBytes, source }) };
  } catch (error) {
    if (error instanceof StrictJsonError) {
      return reject([
        {
          code: error.code === 'too_large' ? 'too_large' : 'parse',
          pointer: error.pointer,
          message: error.message,
        },
      ]);
    }
    throw error;
  }
}

function isRejection(value: unknown): value is Rejection {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { ok?: unknown }).ok === false &&
    'reason' in value
  );
}

function checkVersion(value: unknown, expected: string | number): ArtifactProblem | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { code: 'schema', pointer: '', message: 'the payload is not a JSON object' };
  }
  if (!Object.hasOwn(value, 'schema_version')) {
    return {
      code: 'schema_version',
      pointer: '/schema_version',
      message: `schema_version is missing (expected ${JSON.stringify(expected)})`,
    };
  }
  const version = (value as { schema_version: unknown }).schema_version;
  if (version !== expected) {
    return {
      code: 'schema_version',
      pointer: '/schema_version',
      message: `unknown schema_version ${JSON.stringify(version)} (this fan-in reads ${JSON.stringify(expected)})`,
    };
  }
  return null;
}

function runContextProblems(leg: RunContext, run: RunContext): ArtifactProblem[] {
  const problems: ArtifactProblem[] = [];
  for (const field of CONTEXT_FIELDS) {
    if (leg[field] === run[field]) continue;
    const what =
      field === 'week'
        ? `week ${leg.week} does not match the run's week ${run.week}`
        : `${field} ${JSON.stringify(leg[field])} does not match the run's ${JSON.stringify(run[field])}`;
    problems.push({
      code: field === 'source_config_checksum' ? 'config_checksum' : 'run_context',
      pointer: `/run_context/${field}`,
      message: what,
    });
  }
  // run_context problems first: a different week usually explains a different checksum.
  return problems.sort((a, b) => (a.code === b.code ? 0 : a.code === 'run_context' ? -1 : 1));
}

/** The payload's checksum against the one of its `records` as they are: a problem, or none. */
function checksumProblems(claimed: string, actual: string, records: string): ArtifactProblem[] {
  if (actual === claimed) return [];
  const message = `checksum ${claimed} does not match the ${records} (${actual})`;
  return [{ code: 'checksum', pointer: '/checksum', message }];
}

/**
 * Articles published outside the run's window `[since, until)`. Every timestamp here has
 * passed the schema's `YYYY-MM-DDTHH:MM:SSZ` pattern, so text order is time order.
 */
function windowProblems(articles: readonly Article[], run: RunContext): ArtifactProblem[] {
  const problems: ArtifactProblem[] = [];
  articles.forEach(({ published }, i) => {
    if (published >= run.since && published < run.until) return;
    problems.push({
      code: 'out_of_window',
      pointer: `/articles/${i}/published`,
      message: `published ${published} is outside the run's window [${run.since}, ${run.until})`,
    });
  });
  return problems;
}

/**
 * The leg's frames as its payload carries them, or, for a writer that carries none (the
 * frames are optional in the contract), the one frame the plan gives the leg of that id.
 */
function legFrames(
  frames: readonly FanFrame[] | undefined,
  fan: Fan,
  payloadId: string,
): readonly FanFrame[] {
  if (frames !== undefined) return frames;
  const planned = fan.legs.find((leg) => leg.id === payloadId);
  return planned ? [{ fan_id: fan.fan_id, seq: planned.seq, expected: fan.expected }] : [];
}

interface FanCheck {
  problems: ArtifactProblem[];
  seq: number;
  frames: readonly FanFrame[];
}

function fanProblems(
  carried: readonly FanFrame[] | undefined,
  fan: Fan,
  payloadId: string,
  idPointer: string,
  nameId: string,
): FanCheck {
  const problems: ArtifactProblem[] = [];
  if (payloadId !== nameId) {
    problems.push({
      code: 'fan',
      pointer: idPointer,
      message: `the artifact name is for leg ${JSON.stringify(nameId)}, the payload for ${JSON.stringify(payloadId)}`,
    });
  }
  const frames = legFrames(carried, fan, payloadId);
  const found = findFrame(frames, fan.fan_id);
  if (!found) {
    problems.push(
      carried === undefined
        ? {
            code: 'fan',
            pointer: idPointer,
            message: `leg ${JSON.stringify(payloadId)} is not in the plan of fan ${JSON.stringify(fan.fan_id)}`,
          }
        : {
            code: 'fan',
            pointer: '/fan',
            message: `no frame of fan ${JSON.stringify(fan.fan_id)}`,
          },
    );
    return { problems, seq: -1, frames };
  }
  const { frame, index } = found;
  if (frame.expected !== fan.expected) {
    problems.push({
      code: 'fan',
      pointer: `/fan/${index}/expected`,
      message: `the frame expects ${counted(frame.expected, 'leg')}, the plan ${fan.expected}`,
    });
  }
  const planned = fan.legs.find((leg) => leg.seq === frame.seq);
  if (!planned) {
    problems.push({
      code: 'fan',
      pointer: `/fan/${index}/seq`,
      message: `seq ${frame.seq} is not a leg of the plan (0..${fan.expected - 1})`,
    });
  } else if (planned.id !== payloadId) {
    problems.push({
      code: 'fan',
      pointer: `/fan/${index}/seq`,
      message: `seq ${frame.seq} is leg ${JSON.stringify(planned.id)} in the plan, not ${JSON.stringify(payloadId)}`,
    });
  }
  return { problems, seq: frame.seq, frames };
}

/**
 * The JSON Schema verdict on a payload, with the same errors as `validate(contract, value)`.
 * When every article of an RSS leg is proven valid by the fast check, the schema
 * validator sees the envelope with only the first article (still one article when there
 * were any, so the `failed` => no articles rule reads the same): the other articles would
 * add no error. Otherwise the whole payload goes through the schema validator.
 */
function schemaCheck(
  contract: 'rss_source_v2' | 'github_shard_v1',
  value: object,
): ReturnType<typeof validate> {
  if (contract === 'rss_source_v2') {
    const { articles } = value as { articles?: unknown };
    if (Array.isArray(articles) && articles.length > 1 && articlesSurelyValid(articles)) {
      return validate(contract, { ...value, articles: articles.slice(0, 1) });
    }
  }
  return validate(contract, value);
}

/** Parse, version and schema: the checks every leg kind shares. */
function shape(
  bytes: Uint8Array | string,
  maxBytes: number,
  source: string,
  version: string | number,
  contract: 'rss_source_v2' | 'github_shard_v1',
): Parsed | Rejection {
  const parsed = parse(bytes, maxBytes, source, contract);
  if (isRejection(parsed)) return parsed;
  const { value } = parsed;
  const versionProblem = checkVersion(value, version);
  if (versionProblem) return reject([versionProblem]);
  const result = schemaCheck(contract, value as object);
  if (!result.ok) {
    return reject(
      result.errors.map((e) => ({
        code: 'schema' as const,
        pointer: e.pointer,
        message: e.message,
      })),
    );
  }
  return parsed;
}

/**
 * Validates the payload of artifact `rss-<nameId>-a<N>`. On success also returns the
 * articles sorted by url with their canonical JSON (computed once, for the checksum here
 * and for the merged output later).
 */
export function validateRssLeg(
  nameId: string,
  bytes: Uint8Array | string,
  expect: LegExpectation,
  source = `rss-${nameId}`,
): ValidRssLeg | Rejection {
  const parsed = shape(bytes, expect.maxBytes, source, 2, 'rss_source_v2');
  if (isRejection(parsed)) return parsed;
  const payload = parsed.value as RssArtifact;

  const problems = runContextProblems(payload.run_context, expect.runContext);
  const fan = fanProblems(payload.fan, expect.fan, payload.source_id, '/source_id', nameId);
  problems.push(...fan.problems);
  payload.articles.forEach((article, i) => {
    if (article.source !== payload.source_id) {
      problems.push({
        code: 'consistency',
        pointer: `/articles/${i}/source`,
        message: `article of source ${JSON.stringify(article.source)} in the artifact of ${JSON.stringify(payload.source_id)}`,
      });
    }
  });
  problems.push(...windowProblems(payload.articles, expect.runContext));
  const order = urlOrder(payload.articles.map((a) => a.url));
  const sorted = order.map((i) => payload.articles[i] as Article);
  const packed = packArticles(payload.articles, order, bytes, parsed.elements);
  problems.push(...checksumProblems(payload.checksum, checksumOfRuns([packed.bytes]), 'articles'));
  if (problems.length > 0) return reject(problems);
  return { ok: true, payload, seq: fan.seq, frames: fan.frames, sorted, packed, order };
}

/** Validates the payload of artifact `github-<nameId>-a<N>`. */
export function validateGithubShard(
  nameId: string,
  bytes: Uint8Array | string,
  expect: LegExpectation,
  source = `github-${nameId}`,
): ValidGithubShard | Rejection {
  const parsed = shape(bytes, expect.maxBytes, source, 'github_shard_v1', 'github_shard_v1');
  if (isRejection(parsed)) return parsed;
  const payload = parsed.value as GithubShard;

  const problems = runContextProblems(payload.run_context, expect.runContext);
  const fan = fanProblems(payload.fan, expect.fan, payload.shard_id, '/shard_id', nameId);
  problems.push(...fan.problems);
  const actual = checksumOfJsons(
    [...payload.repositories]
      .sort((a, b) => compareStrings(a.full_name, b.full_name))
      .map(repositoryJson),
  );
  problems.push(...checksumProblems(payload.checksum, actual, 'repositories'));
  if (problems.length > 0) return reject(problems);
  return { ok: true, payload, seq: fan.seq, frames: fan.frames };
}

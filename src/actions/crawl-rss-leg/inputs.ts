// The inputs of crawl-rss-leg, all validated before any file, network or heavy
// module is touched: a bad input fails fast, with one clear line.

import { LEG_ID_PATTERN } from '../../runcontext/leg-id.js';
import { InputError, type Inputs } from '../../runtime/index.js';
import {
  artifactDirInput,
  configPathInputs,
  optionalPathInput,
  RUN_DATA_DIR,
} from '../common/path-input.js';

export const DEFAULT_TOPIC_CONFIG = 'squadscope.topic.yml';
export const DEFAULT_TIMEOUT_SECONDS = 15;
export const DEFAULT_MAX_ATTEMPTS = 4;
export const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;
export const DEFAULT_CONCURRENCY = 4;

export type SourceSelection =
  | { kind: 'one'; id: string }
  | { kind: 'all' }
  /** A packed leg's sources (comma list of source-id), crawled in this order. */
  | { kind: 'list'; ids: string[] };

export interface CrawlRssLegInputs {
  selection: SourceSelection;
  /** leg-id: set for a packed leg, whose sources go into one artifact. */
  legId: string | undefined;
  /** The run-context input, parsed (undefined: from the run-context artifact). */
  runContext: unknown;
  /** The fan-plan input, parsed (undefined: from the run-context artifact). */
  fanPlan: unknown;
  sourceConfig: string;
  topicConfig: string;
  timeoutMs: number;
  maxAttempts: number;
  maxBytes: number;
  userAgent: string;
  /** Absolute, or undefined for no cache. */
  httpCacheDir: string | undefined;
  allowPrivateNetwork: boolean;
  artifactDir: string | undefined;
  concurrency: number;
  jitterSeconds: number;
  /** Where relative paths are taken from: GITHUB_WORKSPACE, else the cwd. */
  workspace: string;
}

/**
 * An identifying User-Agent: the suite, and where the crawl runs from, so that a
 * site owner can tell who is fetching and where to complain.
 */
export function defaultUserAgent(env: NodeJS.ProcessEnv): string {
  const server = (env['GITHUB_SERVER_URL'] ?? 'https://github.com').replace(/\/+$/, '');
  const repo = env['GITHUB_REPOSITORY'];
  const where =
    repo !== undefined && /^[\w.-]+\/[\w.-]+$/.test(repo)
      ? `${server}/${repo}`
      : 'https://github.com/jmservera/SquadScope';
  return `SquadScope-crawler/1.0 (+${where})`;
}

export function readCrawlRssLegInputs(
  inputs: Inputs,
  env: NodeJS.ProcessEnv,
  cwd: string,
): CrawlRssLegInputs {
  const selection = readSelection(inputs.string('source-id', { required: true }));
  const legId = inputs.optional('leg-id');
  if (legId !== undefined && !LEG_ID_PATTERN.test(legId)) {
    throw new InputError(
      'leg-id',
      `must match ${LEG_ID_PATTERN.source}, got ${JSON.stringify(legId.slice(0, 80))}`,
    );
  }
  if (selection.kind === 'list' && legId === undefined) {
    throw new InputError(
      'leg-id',
      'is required when source-id lists several sources (a packed leg: matrix.leg_id)',
    );
  }

  const userAgent = inputs.optional('user-agent') ?? defaultUserAgent(env);
  // A header value: printable ASCII only, so nothing can split or smuggle headers.
  if (!/^[\x20-\x7e]{1,256}$/.test(userAgent)) {
    throw new InputError('user-agent', 'must be 1 to 256 printable ASCII characters');
  }

  const workspace = env['GITHUB_WORKSPACE'] || cwd;
  const runImmediately = inputs.bool('run-immediately', false);
  const jitter = inputs.int('jitter-seconds', { default: 0, min: 0, max: 3600 });

  return {
    selection,
    legId,
    runContext: inputs.json('run-context'),
    fanPlan: inputs.json('fan-plan'),
    ...configPathInputs(inputs, env, cwd, DEFAULT_TOPIC_CONFIG),
    timeoutMs:
      inputs.int('timeout-seconds', { default: DEFAULT_TIMEOUT_SECONDS, min: 1, max: 600 }) * 1000,
    maxAttempts: inputs.int('max-attempts', { default: DEFAULT_MAX_ATTEMPTS, min: 1, max: 10 }),
    maxBytes: inputs.int('max-bytes', {
      default: DEFAULT_MAX_BYTES,
      min: 1024,
      max: 1024 * 1024 * 1024,
    }),
    userAgent,
    httpCacheDir: optionalPathInput(inputs, 'http-cache-dir', env, cwd, RUN_DATA_DIR),
    allowPrivateNetwork: inputs.bool('allow-private-network', false),
    artifactDir: artifactDirInput(inputs, env, cwd),
    concurrency: inputs.int('concurrency', { default: DEFAULT_CONCURRENCY, min: 1, max: 32 }),
    jitterSeconds: runImmediately ? 0 : jitter,
    workspace,
  };
}

/** One source id, `all`, or a comma list of distinct source ids (a packed leg). */
function readSelection(text: string): SourceSelection {
  if (text === 'all') return { kind: 'all' };
  const ids = text.split(',').map((id) => id.trim());
  for (const id of ids) {
    if (!LEG_ID_PATTERN.test(id)) {
      throw new InputError(
        'source-id',
        `must be a source id (${LEG_ID_PATTERN.source}), a comma list of them, or "all", got ${JSON.stringify(id.slice(0, 80))}`,
      );
    }
  }
  if (new Set(ids).size !== ids.length) throw new InputError('source-id', 'lists a source twice');
  return ids.length === 1 ? { kind: 'one', id: ids[0] as string } : { kind: 'list', ids };
}

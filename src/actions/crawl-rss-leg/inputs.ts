// The inputs of crawl-rss-leg, all validated before any file, network or heavy
// module is touched: a bad input fails fast, with one clear line.

import { isAbsolute, resolve } from 'node:path';
import { InputError, type Inputs } from '../../runtime/index.js';

export const DEFAULT_TOPIC_CONFIG = 'squadscope.topic.yml';
export const DEFAULT_TIMEOUT_SECONDS = 15;
export const DEFAULT_MAX_ATTEMPTS = 4;
export const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;
export const DEFAULT_CONCURRENCY = 4;
const SOURCE_ID = /^[a-z0-9][a-z0-9_-]{0,63}$/;

export type SourceSelection = { kind: 'one'; id: string } | { kind: 'all' };

export interface CrawlRssLegInputs {
  selection: SourceSelection;
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
  const sourceId = inputs.string('source-id', { required: true });
  let selection: SourceSelection;
  if (sourceId === 'all') selection = { kind: 'all' };
  else if (SOURCE_ID.test(sourceId)) selection = { kind: 'one', id: sourceId };
  else
    throw new InputError(
      'source-id',
      `must be a source id (${SOURCE_ID.source}) or "all", got ${JSON.stringify(sourceId.slice(0, 80))}`,
    );

  const userAgent = inputs.optional('user-agent') ?? defaultUserAgent(env);
  // A header value: printable ASCII only, so nothing can split or smuggle headers.
  if (!/^[\x20-\x7e]{1,256}$/.test(userAgent)) {
    throw new InputError('user-agent', 'must be 1 to 256 printable ASCII characters');
  }

  const workspace = env['GITHUB_WORKSPACE'] || cwd;
  const cacheDir = inputs.optional('http-cache-dir');
  const runImmediately = inputs.bool('run-immediately', false);
  const jitter = inputs.int('jitter-seconds', { default: 0, min: 0, max: 3600 });

  return {
    selection,
    runContext: inputs.json('run-context'),
    fanPlan: inputs.json('fan-plan'),
    sourceConfig: inputs.string('source-config', { required: true }),
    topicConfig: inputs.string('topic-config', { default: DEFAULT_TOPIC_CONFIG }),
    timeoutMs:
      inputs.int('timeout-seconds', { default: DEFAULT_TIMEOUT_SECONDS, min: 1, max: 600 }) * 1000,
    maxAttempts: inputs.int('max-attempts', { default: DEFAULT_MAX_ATTEMPTS, min: 1, max: 10 }),
    maxBytes: inputs.int('max-bytes', {
      default: DEFAULT_MAX_BYTES,
      min: 1024,
      max: 1024 * 1024 * 1024,
    }),
    userAgent,
    httpCacheDir:
      cacheDir === undefined
        ? undefined
        : isAbsolute(cacheDir)
          ? cacheDir
          : resolve(workspace, cacheDir),
    allowPrivateNetwork: inputs.bool('allow-private-network', false),
    artifactDir: inputs.optional('artifact-dir'),
    concurrency: inputs.int('concurrency', { default: DEFAULT_CONCURRENCY, min: 1, max: 32 }),
    jitterSeconds: runImmediately ? 0 : jitter,
    workspace,
  };
}

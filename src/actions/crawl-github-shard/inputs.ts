// The inputs of crawl-github-shard, all checked before anything heavy is imported.

import { InputError, type Inputs } from '../../runtime/index.js';
import { SHARD_IDS, type ShardId } from '../../runcontext/shards.js';
import { apiUrlProblem } from '../../github/api-url.js';
import { artifactDirInput, optionalPathInput, RUN_DATA_DIR } from '../common/path-input.js';

export type ShardSelection = ShardId | 'all';

export interface CrawlGithubInputs {
  shardId: ShardSelection;
  /** Parsed JSON of the run-context input; undefined => the run-context artifact. */
  runContext: unknown;
  /** Parsed JSON of the fan-plan input; undefined => the run-context artifact. */
  fanPlan: unknown;
  topicConfig: string | undefined;
  token: string;
  /** Validated http(s) URL (normalised by the client). */
  apiUrl: string;
  maxResults: number;
  previousSnapshot: string | undefined;
  cacheDir: string | undefined;
  artifactDir: string | undefined;
  runImmediately: boolean;
  jitterSeconds: number;
  maxWaitSeconds: number;
  requestTimeoutSeconds: number;
}

const DEFAULT_API_URL = 'https://api.github.com';

/**
 * The API root: the input, else GITHUB_API_URL (set by the runner, GitHub Enterprise Server
 * included), else api.github.com. Checked here so a typo fails before any work. The value
 * is never echoed when it holds credentials.
 */
function readApiUrl(inputs: Inputs, env: NodeJS.ProcessEnv): string {
  const raw = inputs.optional('api-url') ?? env['GITHUB_API_URL']?.trim() ?? DEFAULT_API_URL;
  const problem = apiUrlProblem(raw);
  if (problem !== undefined) throw new InputError('api-url', problem);
  return raw;
}

export function readCrawlGithubInputs(
  inputs: Inputs,
  env: NodeJS.ProcessEnv,
  cwd: string,
): CrawlGithubInputs {
  const shardId = inputs.oneOf<ShardSelection>('shard-id', [...SHARD_IDS, 'all']);
  // Never through a reader that quotes the raw value in its error: this one is a secret.
  const token = inputs.string('github-token', { required: true });
  if (/\s/.test(token)) throw new InputError('github-token', 'contains whitespace');
  return {
    shardId,
    runContext: inputs.json('run-context'),
    fanPlan: inputs.json('fan-plan'),
    topicConfig: optionalPathInput(inputs, 'topic-config', env, cwd),
    token,
    apiUrl: readApiUrl(inputs, env),
    maxResults: inputs.int('max-results', { default: 250, min: 1, max: 1000 }),
    // As written: it may also name an artifact of this run (a name is a path inside).
    previousSnapshot: optionalPathInput(inputs, 'previous-snapshot', env, cwd, {
      ...RUN_DATA_DIR,
      asWritten: true,
    }),
    cacheDir: optionalPathInput(inputs, 'cache-dir', env, cwd, RUN_DATA_DIR),
    artifactDir: artifactDirInput(inputs, env, cwd),
    runImmediately: inputs.bool('run-immediately', false),
    jitterSeconds: inputs.int('jitter-seconds', { default: 10, min: 0, max: 600 }),
    maxWaitSeconds: inputs.int('max-wait-seconds', { default: 900, min: 0, max: 6 * 3600 }),
    requestTimeoutSeconds: inputs.int('request-timeout-seconds', { default: 30, min: 1, max: 600 }),
  };
}

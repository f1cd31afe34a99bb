// The signed blob URL of an artifact of this run and its blob, asked of the results service
// the way @actions/artifact asks before a download (its client does not hand the URL out):
// the Twirp RPCs ListArtifacts (by name) and GetSignedArtifactURL, authenticated with
// ACTIONS_RUNTIME_TOKEN at the origin of ACTIONS_RESULTS_URL, then one GET of the blob.
// The run and job backend ids come from the token's `scp` claim
// (`Actions.Results:<run>:<job>`), as the client reads them.
//
// Each call is one attempt; signedArtifactBlob retries its two with withRetry (retry.ts),
// and the store retries the download's. Every answer is bounded in bytes and time, a
// listing that is not unique or well formed is refused, and the blob's digest is checked
// against the listing's.

import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { HttpClient } from '@actions/http-client';
import { ArtifactError } from '../errors.js';
import { quoteName } from '../../contracts/artifact-names.js';
import {
  DEFAULT_ARTIFACT_RETRY,
  isTransient,
  statusError,
  TransientServiceError,
  withRetry,
  type ArtifactRetryPolicy,
} from './retry.js';
import { messageOf } from '../../base/error-message.js';
import { parseRetryAfterMs } from '../../http/retry.js';

const SERVICE = 'github.actions.results.api.v1.ArtifactService';
const MAX_RPC_ANSWER = 64 * 1024;
const USER_AGENT = 'squadscope-artifact-store';

/** Where the results service is and who this job is, from the runner's environment. */
export interface ResultsEndpoint {
  origin: string;
  token: string;
  runBackendId: string;
  jobBackendId: string;
}

/** The endpoint of ACTIONS_RESULTS_URL and ACTIONS_RUNTIME_TOKEN, or null when either is unusable. */
export function resultsEndpoint(env: NodeJS.ProcessEnv): ResultsEndpoint | null {
  const token = env['ACTIONS_RUNTIME_TOKEN'];
  const url = env['ACTIONS_RESULTS_URL'];
  if (!token || !url) return null;
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    return null;
  }
  const ids = backendIds(token);
  return ids === null ? null : { origin, token, ...ids };
}

/** The run and job backend ids of the token's `Actions.Results:<run>:<job>` scope. */
function backendIds(token: string): { runBackendId: string; jobBackendId: string } | null {
  const payload = token.split('.')[1];
  if (payload === undefined) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const scp = (claims as { scp?: unknown } | null)?.scp;
  if (typeof scp !== 'string') return null;
  for (const scope of scp.split(' ')) {
    const parts = scope.split(':');
    if (parts.length === 3 && parts[0] === 'Actions.Results' && parts[1] && parts[2]) {
      return { runBackendId: parts[1], jobBackendId: parts[2] };
    }
  }
  return null;
}

export interface CallLimits {
  /** Socket idle timeout of one request, in ms. */
  timeoutMs: number;
}

// @actions/http-client, as the artifact client itself uses: it honours the runner's proxy settings.
function httpClient(limits: CallLimits): HttpClient {
  return new HttpClient(USER_AGENT, [], {
    socketTimeout: limits.timeoutMs,
    allowRetries: false,
    allowRedirects: false,
    keepAlive: true,
  });
}

/** The response of one request; a connection that fails or times out is a transient error. */
async function send<T>(what: string, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (isTransient(error) || /^Request timeout/u.test(messageOf(error))) {
      throw new TransientServiceError(`${what} failed: ${messageOf(error)}`, null, {
        cause: error,
      });
    }
    throw error;
  }
}

/**
 * The body of a 200 answer, read within `maxBytes` and the idle timeout; a retryable status
 * is a transient error, 404 is 'not_found' (`notFound`), any other status is final.
 */
async function answerText(
  response: { message: IncomingMessage },
  limits: CallLimits & { what: string; notFound: string; maxBytes: number },
): Promise<string> {
  const { what } = limits;
  const status = response.message.statusCode ?? 0;
  const text = (
    await readLimited(response.message, { limit: limits.maxBytes, idleMs: limits.timeoutMs, what })
  ).toString('utf8');
  if (status !== 200) {
    const retryAfter = parseRetryAfterMs(response.message.headers['retry-after'], Date.now());
    const transient = statusError(what, status, retryAfter);
    if (transient) throw transient;
    if (status === 404) throw new ArtifactError('not_found', limits.notFound);
    throw new ArtifactError('backend', `${what} answered ${status}: ${quoteName(text, 200)}`);
  }
  return text;
}

/**
 * One Twirp call: its JSON answer. A retryable status and a 2xx body that is not JSON (a
 * proxy's error page) are transient; 404 is 'not_found'; any other status is final.
 */
async function twirp(
  endpoint: ResultsEndpoint,
  method: string,
  body: Record<string, unknown>,
  limits: CallLimits & { what: string; notFound: string },
): Promise<Record<string, unknown>> {
  const { what } = limits;
  const response = await send(what, () =>
    httpClient(limits).post(`${endpoint.origin}/twirp/${SERVICE}/${method}`, JSON.stringify(body), {
      'content-type': 'application/json',
      authorization: `Bearer ${endpoint.token}`,
    }),
  );
  const text = await answerText(response, { ...limits, maxBytes: MAX_RPC_ANSWER });
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    throw new TransientServiceError(`${what} answered with a body that is not JSON`);
  }
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer))
    throw new ArtifactError('backend', `${what} answered with something else than an object`);
  return answer as Record<string, unknown>;
}

/**
 * One GET of the public REST API (`api` is GITHUB_API_URL) with `token`: its JSON answer,
 * through the same proxy-aware client, size limit and transient rules as the artifact calls
 * (one attempt; callers retry with withRetry). 404 is 'not_found' with `notFound`.
 */
export async function restGetJson(
  url: string,
  token: string,
  limits: CallLimits & { what: string; notFound: string; maxBytes: number },
): Promise<unknown> {
  const { what } = limits;
  const response = await send(what, () =>
    httpClient(limits).get(url, {
      authorization: `Bearer ${token}`,
      accept: 'application/vnd.github+json',
      'x-github-api-version': '2022-11-28',
    }),
  );
  const text = await answerText(response, limits);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new TransientServiceError(`${what} answered with a body that is not JSON`);
  }
}

const notFoundInRun = (name: string): string =>
  `Artifact ${quoteName(name)} not found in this workflow run`;

/** The run and job that uploaded an artifact (the listing says; default this job's). */
export interface ArtifactOwner {
  runBackendId: string;
  jobBackendId: string;
}

/** One GetSignedArtifactURL call: the blob URL of artifact `name` of this run. */
export async function signedArtifactUrl(
  endpoint: ResultsEndpoint,
  name: string,
  limits: CallLimits,
  owner: ArtifactOwner = endpoint,
): Promise<string> {
  const what = `GetSignedArtifactURL for artifact ${quoteName(name)}`;
  const answer = await twirp(
    endpoint,
    'GetSignedArtifactURL',
    {
      workflow_run_backend_id: owner.runBackendId,
      workflow_job_run_backend_id: owner.jobBackendId,
      name,
    },
    { ...limits, what, notFound: notFoundInRun(name) },
  );
  const url = answer['signed_url'];
  if (typeof url !== 'string' || !/^https?:\/\//u.test(url)) {
    throw new ArtifactError('backend', `${what} answered without a signed URL`);
  }
  return url;
}

/** An artifact as the run's listing describes it, with the signed URL of its blob. */
export interface ListedBlob {
  name: string;
  id: number;
  /** Bytes of the stored blob, as the service lists them. */
  size: number;
  digest: string | undefined;
  url: string;
}

/**
 * One ListArtifacts call by name: the one finalized artifact of that name, refused
 * ('unsafe') when the listing names it twice or gives no whole size or id.
 */
async function listedArtifact(
  endpoint: ResultsEndpoint,
  name: string,
  limits: CallLimits,
): Promise<Omit<ListedBlob, 'url'> & { owner: ArtifactOwner }> {
  const answer = await twirp(
    endpoint,
    'ListArtifacts',
    {
      workflow_run_backend_id: endpoint.runBackendId,
      workflow_job_run_backend_id: endpoint.jobBackendId,
      name_filter: name,
    },
    { ...limits, what: `ListArtifacts for ${quoteName(name)}`, notFound: notFoundInRun(name) },
  );
  const listed = Array.isArray(answer['artifacts']) ? (answer['artifacts'] as unknown[]) : [];
  const found = listed.filter(
    (a): a is Record<string, unknown> =>
      typeof a === 'object' && a !== null && (a as Record<string, unknown>)['name'] === name,
  );
  const artifact = found[0];
  if (artifact === undefined) throw new ArtifactError('not_found', notFoundInRun(name));
  const size = Number(artifact['size']);
  const id = Number(artifact['database_id']);
  if (found.length > 1 || !Number.isSafeInteger(size) || size < 0 || !Number.isSafeInteger(id)) {
    throw new ArtifactError(
      'unsafe',
      `Artifact ${quoteName(name)} refused: its listing is malformed`,
    );
  }
  const ownId = (key: string, own: string): string =>
    typeof artifact[key] === 'string' && artifact[key] !== '' ? artifact[key] : own;
  return {
    name,
    id,
    size,
    digest: typeof artifact['digest'] === 'string' ? artifact['digest'] : undefined,
    owner: {
      runBackendId: ownId('workflow_run_backend_id', endpoint.runBackendId),
      jobBackendId: ownId('workflow_job_run_backend_id', endpoint.jobBackendId),
    },
  };
}

/** The results service of `env`, or 'no_store' saying what the runner does not provide. */
function requireResultsEndpoint(env: NodeJS.ProcessEnv): ResultsEndpoint {
  if (!env['ACTIONS_RUNTIME_TOKEN'] || !env['ACTIONS_RESULTS_URL']) {
    throw new ArtifactError(
      'no_store',
      'ACTIONS_RUNTIME_TOKEN and ACTIONS_RESULTS_URL must be set to read artifacts of this run',
    );
  }
  const endpoint = resultsEndpoint(env);
  if (endpoint === null) {
    throw new ArtifactError(
      'no_store',
      'ACTIONS_RUNTIME_TOKEN has no Actions.Results scope: this runner does not provide the artifact service',
    );
  }
  return endpoint;
}

/**
 * The listing and signed download URL of artifact `name` of this run, each call retried
 * on transient failures. ArtifactError 'not_found' when the run has no finalized artifact
 * of that name; 'backend' when the service keeps failing.
 */
export async function signedArtifactBlob(
  name: string,
  env: NodeJS.ProcessEnv,
  opts: { retry?: ArtifactRetryPolicy; timeoutMs?: number } = {},
): Promise<ListedBlob> {
  const endpoint = requireResultsEndpoint(env);
  const limits = { timeoutMs: opts.timeoutMs ?? 30_000 };
  const retried = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await withRetry(call, opts.retry ?? DEFAULT_ARTIFACT_RETRY);
    } catch (error) {
      if (error instanceof ArtifactError) throw error;
      throw new ArtifactError(
        'backend',
        `Locating artifact ${quoteName(name)} failed: ${quoteName(messageOf(error), 300)}`,
        {
          cause: error,
        },
      );
    }
  };
  const { owner, ...listed } = await retried(() => listedArtifact(endpoint, name, limits));
  const url = await retried(() => signedArtifactUrl(endpoint, name, limits, owner));
  return { ...listed, url };
}

/**
 * One GET of a signed blob URL: all its bytes, refusing more than `maxBytes`, and a body
 * that ends before its Content-Length or whose SHA-256 is not `digest` (`sha256:<hex>`).
 */
export async function fetchBlob(
  url: string,
  artifact: string,
  opts: CallLimits & { maxBytes: number; digest?: string },
): Promise<Buffer> {
  const what = `The blob of artifact ${quoteName(artifact)}`;
  const response = await send(what, () => httpClient(opts).get(url));
  const status = response.message.statusCode ?? 0;
  if (status !== 200) {
    response.message.resume();
    const retryAfter = parseRetryAfterMs(response.message.headers['retry-after'], Date.now());
    throw (
      statusError(what, status, retryAfter) ??
      new ArtifactError('backend', `${what} answered ${status}`)
    );
  }
  const declared = Number(response.message.headers['content-length']);
  if (Number.isSafeInteger(declared) && declared > opts.maxBytes) {
    response.message.destroy();
    throw tooLarge(artifact, declared, opts.maxBytes);
  }
  const bytes = await readLimited(response.message, {
    limit: opts.maxBytes,
    idleMs: opts.timeoutMs,
    what,
    tooLarge: (size) => tooLarge(artifact, size, opts.maxBytes),
  });
  if (Number.isSafeInteger(declared) && bytes.length !== declared) {
    throw new TransientServiceError(`${what} ended after ${bytes.length} of ${declared} bytes`);
  }
  if (opts.digest !== undefined) {
    const actual = `sha256:${createHash('sha256').update(bytes).digest('hex')}`;
    if (actual !== opts.digest) {
      throw new ArtifactError(
        'unsafe',
        `Artifact ${quoteName(artifact)} refused: its digest does not match the one recorded at upload`,
      );
    }
  }
  return bytes;
}

function tooLarge(artifact: string, size: number, budget: number): ArtifactError {
  return new ArtifactError(
    'too_large',
    `Artifact ${quoteName(artifact)} is a ${size}-byte archive, over the ${budget} bytes its limits allow`,
  );
}

interface ReadLimits {
  limit: number;
  /** A body that sends nothing for this long is given up (a stalled connection). */
  idleMs: number;
  what: string;
  tooLarge?: (size: number) => ArtifactError;
}

/** The body of `message`, refusing ('too_large') more than `limit` bytes. */
async function readLimited(message: IncomingMessage, limits: ReadLimits): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  let timer: NodeJS.Timeout | undefined;
  const arm = (): void => {
    clearTimeout(timer);
    timer = setTimeout(
      () =>
        message.destroy(
          new TransientServiceError(`${limits.what} stalled for ${limits.idleMs} ms`),
        ),
      limits.idleMs,
    );
  };
  try {
    arm();
    for await (const chunk of message) {
      arm();
      const buf = chunk as Buffer;
      size += buf.length;
      if (size > limits.limit) {
        message.destroy();
        throw (
          limits.tooLarge?.(size) ??
          new ArtifactError('too_large', `${limits.what} is over ${limits.limit} bytes`)
        );
      }
      chunks.push(buf);
    }
  } catch (error) {
    if (error instanceof ArtifactError || error instanceof TransientServiceError) throw error;
    // A connection dropped half way through the body: another attempt may get it whole.
    throw new TransientServiceError(`${limits.what} was cut off: ${messageOf(error)}`, null, {
      cause: error,
    });
  } finally {
    clearTimeout(timer);
  }
  if (!message.complete) throw new TransientServiceError(`${limits.what} was cut off`);
  return Buffer.concat(chunks);
}

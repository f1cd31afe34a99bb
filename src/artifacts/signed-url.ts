// The signed blob URL of one artifact of this run, asked of the artifact service the way
// @actions/artifact asks it before a download (its client does not hand the URL out): the
// Twirp RPCs ListArtifacts (by name) then GetSignedArtifactURL, authenticated with
// ACTIONS_RUNTIME_TOKEN at the origin of ACTIONS_RESULTS_URL. The run and job backend ids
// come from the token's `scp` claim (`Actions.Results:<run>:<job>`), as the client reads them.

import { ArtifactError } from './errors.js';
import { quoteName } from '../contracts/artifact-names.js';
import { messageOf } from '../base/error-message.js';
import type { FetchLike } from './byte-source.js';

const SERVICE = '/twirp/github.actions.results.api.v1.ArtifactService/';
const MAX_ANSWER_BYTES = 1024 * 1024;

export interface TwirpOptions {
  /** Tries of one call (the client makes 5, on 429, 5xx and a body that is not JSON). */
  attempts?: number;
  /** The wait before the k-th retry is retryDelayMs × 1.5^(k-1). */
  retryDelayMs?: number;
  timeoutMs?: number;
  fetch?: FetchLike;
}

export interface ListedBlob {
  name: string;
  id: number;
  /** Bytes of the stored blob, as the service lists them. */
  size: number;
  digest: string | undefined;
  url: string;
}

function backendIds(token: string): { run: string; job: string } {
  const payload = token.split('.')[1] ?? '';
  let scp: unknown;
  try {
    scp = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { scp?: unknown }).scp;
  } catch {
    scp = undefined;
  }
  for (const scope of typeof scp === 'string' ? scp.split(' ') : []) {
    const parts = scope.split(':');
    if (parts[0] === 'Actions.Results' && parts.length === 3 && parts[1] && parts[2])
      return { run: parts[1], job: parts[2] };
  }
  throw new ArtifactError(
    'no_store',
    'ACTIONS_RUNTIME_TOKEN has no Actions.Results scope: this runner does not provide the artifact service',
  );
}

class TwirpCall {
  private readonly attempts: number;
  private readonly retryDelayMs: number;
  private readonly timeoutMs: number;
  private readonly fetchImpl: FetchLike;

  constructor(
    private readonly origin: string,
    private readonly token: string,
    opts: TwirpOptions,
  ) {
    this.attempts = opts.attempts ?? 5;
    this.retryDelayMs = opts.retryDelayMs ?? 3000;
    this.timeoutMs = opts.timeoutMs ?? 30_000;
    this.fetchImpl = opts.fetch ?? ((url, init) => fetch(url, init));
  }

  async call(method: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
    let last = '';
    for (let attempt = 1; attempt <= this.attempts; attempt++) {
      const answer = await this.once(method, body).catch((error: unknown) => {
        if (error instanceof ArtifactError) throw error;
        // A reset, a timeout or a body that is not JSON: worth another try.
        return { retry: true, why: messageOf(error) };
      });
      if ('ok' in answer) return answer.ok;
      last = answer.why;
      if (!answer.retry) break;
      if (attempt < this.attempts) await sleep(this.retryDelayMs * 1.5 ** (attempt - 1));
    }
    throw new ArtifactError('backend', `${method} failed: ${quoteName(last, 300)}`);
  }

  private async once(
    method: string,
    body: Record<string, unknown>,
  ): Promise<{ ok: Record<string, unknown> } | { retry: boolean; why: string }> {
    const response = await this.fetchImpl(`${this.origin}${SERVICE}${method}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      redirect: 'error',
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const text = await response.text();
    if (text.length > MAX_ANSWER_BYTES) throw new Error(`answer over ${MAX_ANSWER_BYTES} bytes`);
    const answer = JSON.parse(text) as Record<string, unknown>;
    if (response.status >= 200 && response.status < 300) return { ok: answer };
    const why = `(${response.status}) ${typeof answer['msg'] === 'string' ? answer['msg'] : ''}`;
    if (response.status === 404) throw new ArtifactError('not_found', why);
    return { retry: response.status === 429 || response.status >= 500, why };
  }
}

/**
 * The listing and signed download URL of artifact `name` of this run. ArtifactError
 * 'not_found' when the run has no finalized artifact of that name.
 */
export async function signedArtifactBlob(
  name: string,
  env: NodeJS.ProcessEnv,
  opts: TwirpOptions = {},
): Promise<ListedBlob> {
  const token = env['ACTIONS_RUNTIME_TOKEN'];
  const resultsUrl = env['ACTIONS_RESULTS_URL'];
  if (!token || !resultsUrl) {
    throw new ArtifactError(
      'no_store',
      'ACTIONS_RUNTIME_TOKEN and ACTIONS_RESULTS_URL must be set to read artifacts of this run',
    );
  }
  const ids = backendIds(token);
  const twirp = new TwirpCall(new URL(resultsUrl).origin, token, opts);
  const scope = { workflow_run_backend_id: ids.run, workflow_job_run_backend_id: ids.job };
  const listed = await twirp.call('ListArtifacts', { ...scope, name_filter: name });
  const artifacts = Array.isArray(listed['artifacts']) ? listed['artifacts'] : [];
  const found = artifacts.filter(
    (a): a is Record<string, unknown> =>
      typeof a === 'object' && a !== null && (a as Record<string, unknown>)['name'] === name,
  );
  const artifact = found[0];
  if (!artifact)
    throw new ArtifactError(
      'not_found',
      `Artifact ${quoteName(name)} not found in this workflow run`,
    );
  const size = Number(artifact['size']);
  const id = Number(artifact['database_id']);
  if (found.length > 1 || !Number.isSafeInteger(size) || size < 0 || !Number.isSafeInteger(id)) {
    throw new ArtifactError(
      'unsafe',
      `Artifact ${quoteName(name)} refused: its listing is malformed`,
    );
  }
  const signed = await twirp.call('GetSignedArtifactURL', {
    workflow_run_backend_id: artifact['workflow_run_backend_id'] ?? ids.run,
    workflow_job_run_backend_id: artifact['workflow_job_run_backend_id'] ?? ids.job,
    name,
  });
  const url = signed['signed_url'];
  if (typeof url !== 'string' || !/^https?:\/\//u.test(url))
    throw new ArtifactError('backend', `GetSignedArtifactURL gave no URL for ${quoteName(name)}`);
  const digest = typeof artifact['digest'] === 'string' ? artifact['digest'] : undefined;
  return { name, id, size, digest, url };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

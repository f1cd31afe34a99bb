// A local stand-in for the GitHub Actions artifact service, speaking exactly what
// the real @actions/artifact 6.x client speaks, so tests upload, list and download
// through the real client (and the real bundles) with no GitHub:
//
// * Twirp JSON RPCs, `POST /twirp/github.actions.results.api.v1.ArtifactService/<Method>`
//   (CreateArtifact, FinalizeArtifact, ListArtifacts, GetSignedArtifactURL,
//   DeleteArtifact): snake_case fields, int64 as strings, wrapper types
//   (StringValue/Int64Value) as bare values, Timestamps as RFC 3339 strings.
//   Errors are Twirp JSON `{code, msg}`: the client retries any non-JSON answer
//   (~30 s), so every answer here has a JSON body.
// * Blob storage at signed URLs `http://127.0.0.1:<port>/<account>/<container>/<blob>?sv=…&sig=…`
//   (IP-style URLs need the account and container segments; query values are
//   percent-encoded). Uploads come from @azure/storage-blob's uploadStream:
//   `PUT ?comp=block&blockid=…` per block, then `PUT ?comp=blocklist` with the XML
//   block list; both must answer 201. Downloads are a plain GET.
// * The client finds its run and job from ACTIONS_RUNTIME_TOKEN, a JWT it decodes
//   without verifying, claim `scp` containing `Actions.Results:<runBackendId>:<jobBackendId>`.
//   Only the origin of ACTIONS_RESULTS_URL is used. GITHUB_SERVER_URL must be unset or
//   github.com: any other host makes the client throw GHESNotSupportedError.
//
// As on GitHub, artifacts belong to a workflow run (shared by its jobs and its
// attempts): a second CreateArtifact with a name already used in the run is 409.
//
// Also as on GitHub, where our code depends on it (startArtifactService options):
// * a round trip per call and a bandwidth per blob (`latency`);
// * faults from a seeded plan per call kind (`faults`, service-faults.ts): 5xx, 429 with
//   Retry-After, a connection dropped before the request is acted on or after (a lost
//   answer), a blob reset or cut short half way, a slow blob; `setDown` keeps failing;
// * a job creates at most 500 artifacts (the words of GitHub's refusal are not documented:
//   a final 400 here); `maxListed` caps a listing;
// * blob GETs honour one RFC 9110 byte range (206 + Content-Range, 416 past the end).
// Every call is recorded (`calls()`), with the fault put on it.

import { answerRuns, type RunSpec } from './workflow-runs.js';
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateRawSync } from 'node:zlib';
import { readZip } from '../src/artifacts/zip.js';
import {
  faultDecider,
  seededRandom,
  SLOW_BLOB_MS,
  type FaultKind,
  type FaultPlan,
} from './service-faults.js';

export type { FaultKind, FaultPlan } from './service-faults.js';

const SERVICE_PREFIX = '/twirp/github.actions.results.api.v1.ArtifactService/';
const METHODS = new Set([
  'CreateArtifact',
  'FinalizeArtifact',
  'ListArtifacts',
  'GetSignedArtifactURL',
  'DeleteArtifact',
]);
const ACCOUNT = 'devstoreaccount1';
const CONTAINER = 'actions-results';
const MAX_RPC_BODY = 1024 * 1024;
const MAX_BLOB_BODY = 512 * 1024 * 1024;

export interface ServiceArtifact {
  id: number;
  /** The GITHUB_RUN_ID / job id given to env() (or inject()). */
  runId: string;
  jobId: string;
  name: string;
  /** Bytes of the (zip) blob as finalized. */
  size: number;
  /** `sha256:<hex>` as the client reported it at finalize. */
  digest: string | null;
  finalized: boolean;
  createdAt: Date;
  expiresAt: string | null;
}

export interface ServiceCall {
  /** Twirp method name, or `blob:block`, `blob:blocklist`, `blob:put`, `blob:get`. */
  op: string;
  /** The status answered (0: the connection was dropped before an answer). */
  status: number;
  /** The artifact name when the call named one. */
  name?: string;
  /** The fault the plan put on this call. */
  fault?: FaultKind;
}

/** How long the service takes, as GitHub's does: a round trip per call, a bandwidth per blob. */
export interface ServiceLatency {
  /** Fixed delay before each answer, in ms. */
  callMs: number;
  /** Up to this much more, uniformly (seeded by the fault plan's seed or 1), in ms. */
  jitterMs?: number;
  /** Blob bytes per second each way (default: unlimited). */
  bytesPerSecond?: number;
}

/** Limits GitHub documents and our code depends on. */
export interface ServiceLimits {
  /** Artifacts one job may create (GitHub: 500). */
  maxArtifactsPerJob?: number;
  /** Artifacts one ListArtifacts answer holds (none by default). */
  maxListed?: number;
}

export const MAX_ARTIFACTS_PER_JOB = 500;

export interface ServiceOptions {
  /** The workflow runs its REST side serves (./workflow-runs.ts); setRuns replaces them. */
  runs?: RunSpec[];
  latency?: ServiceLatency;
  faults?: FaultPlan;
  limits?: ServiceLimits;
}

export interface ArtifactService {
  /** Origin of the service (also what ACTIONS_RESULTS_URL points at). */
  url: string;
  /** Environment a runner gives one job of a run: token, results URL, run id. */
  env(runId: string | number, jobId: string, opts?: { attempt?: number }): Record<string, string>;
  /** Every artifact, finalized or not, in creation order. */
  artifacts(): ServiceArtifact[];
  /** The workflow runs the REST side serves from now on. */
  setRuns(runs: RunSpec[]): void;
  /** The stored blob (zip bytes) of a finalized artifact. */
  blob(runId: string | number, name: string): Buffer | undefined;
  /** The files inside a finalized artifact, read with the store's strict zip reader. */
  files(runId: string | number, name: string): Map<string, Buffer>;
  /** Store arbitrary bytes as a finalized artifact (e.g. a hostile zip from craftZip). */
  inject(
    runId: string | number,
    name: string,
    blob: Buffer,
    opts?: { jobId?: string },
  ): ServiceArtifact;
  /** Log of the requests served, in order. */
  calls(): ServiceCall[];
  /** Replace the fault plan (null: a perfect service from now on). */
  setFaults(plan: FaultPlan | null): void;
  /** Set how long calls take (null: at once). */
  setLatency(latency: ServiceLatency | null): void;
  /** A service that stays down: every call answers `fault` until set to null. */
  setDown(fault: FaultKind | null): void;
  close(): Promise<void>;
}

interface Stored {
  id: number;
  runBackendId: string;
  jobBackendId: string;
  name: string;
  createdAt: Date;
  expiresAt: string | null;
  blobName: string;
  uploadSig: string;
  downloadSig: string;
  blocks: Map<string, Buffer>;
  blob: Buffer | null;
  contentType: string;
  finalized: boolean;
  size: number;
  digest: string | null;
}

class TwirpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** A stable UUID-shaped id (the backend ids are UUIDs; `:` would break the scp claim). */
function backendId(kind: string, key: string): string {
  const h = createHash('sha256').update(`${kind}\0${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

/** An unsigned JWT, as the client only decodes it. */
export function runtimeToken(runBackendId: string, jobBackendId: string): string {
  const header = base64url(JSON.stringify({ typ: 'JWT', alg: 'none' }));
  const payload = base64url(
    JSON.stringify({
      scp: `Actions.GenericRead:${runBackendId} Actions.Results:${runBackendId}:${jobBackendId}`,
      iss: 'local-artifact-service',
      exp: 4102444800,
    }),
  );
  return `${header}.${payload}.unsigned`;
}

function scopeOf(authorization: string | undefined): { run: string; job: string } | null {
  const match = /^Bearer (.+)$/u.exec(authorization ?? '');
  const payload = match?.[1]?.split('.')[1];
  if (payload === undefined) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      scp?: unknown;
    };
    if (typeof claims.scp !== 'string') return null;
    for (const scope of claims.scp.split(' ')) {
      const parts = scope.split(':');
      if (parts[0] === 'Actions.Results' && parts.length === 3 && parts[1] && parts[2]) {
        return { run: parts[1], job: parts[2] };
      }
    }
  } catch {
    return null;
  }
  return null;
}

async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > limit)
      throw new TwirpError(413, 'resource_exhausted', `request body over ${limit} bytes`);
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

function sendBlobError(res: ServerResponse, status: number, code: string, message: string): void {
  // Azure answers errors in XML; the SDK reads the code from it.
  const text = `<?xml version="1.0" encoding="utf-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;
  res.writeHead(status, {
    'content-type': 'application/xml',
    'x-ms-error-code': code,
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Answers a fault that replaces the whole answer (an error status, a dropped connection)
 * and gives the status logged (0: dropped), or null for a fault of the blob's body.
 */
function answerFault(
  req: IncomingMessage,
  res: ServerResponse,
  fault: FaultKind,
  style: 'json' | 'xml',
): number | null {
  const status = /^status-(\d{3})$/u.exec(fault)?.[1];
  if (status !== undefined) {
    const code = Number(status);
    if (code === 429) res.setHeader('retry-after', '1');
    if (style === 'json') sendJson(res, code, { code: 'unavailable', msg: `injected ${code}` });
    else sendBlobError(res, code, 'ServerBusy', `Injected ${code}.`);
    return code;
  }
  if (fault === 'reset' || fault === 'lost-answer' || style === 'json') {
    req.socket.destroy();
    return 0;
  }
  return null;
}

/** A single range of RFC 9110 `Range: bytes=…` over `size` bytes: [start, end], 'unsatisfiable', or null to send all. */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/u.exec(header?.trim() ?? '');
  if (!match) return null; // absent, multiple ranges or another unit: the whole blob
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return null; // invalid: ignored, as RFC 9110 allows
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

function stringField(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  if (typeof value !== 'string' || value === '') {
    throw new TwirpError(400, 'invalid_argument', `${key} is required`);
  }
  return value;
}

export async function startArtifactService(opts: ServiceOptions = {}): Promise<ArtifactService> {
  const stored: Stored[] = [];
  const log: ServiceCall[] = [];
  let decider = opts.faults ? faultDecider(opts.faults) : null;
  let latency = opts.latency ?? null;
  let runs: RunSpec[] = opts.runs ?? [];
  let down: FaultKind | null = null;
  const jitter = seededRandom(opts.faults?.seed ?? 1);
  const maxPerJob = opts.limits?.maxArtifactsPerJob ?? MAX_ARTIFACTS_PER_JOB;
  const faultFor = (op: string, name: string | undefined): FaultKind | null =>
    down ?? decider?.next(op, name) ?? null;
  const callDelay = async (): Promise<void> => {
    if (latency === null) return;
    await sleep(latency.callMs + jitter() * (latency.jitterMs ?? 0));
  };
  const runOf = new Map<string, string>();
  const jobOf = new Map<string, string>();
  let nextId = 1;
  let origin = '';

  const inRun = (run: string, name: string): Stored | undefined =>
    stored.find((a) => a.runBackendId === run && a.name === name);

  const signedUrl = (a: Stored, sig: string, permissions: string): string => {
    const query = new URLSearchParams({
      sv: '2024-08-04',
      se: new Date(Date.now() + 3600_000).toISOString(),
      sr: 'b',
      sp: permissions,
      sig,
    });
    return `${origin}/${ACCOUNT}/${CONTAINER}/${a.blobName}?${query.toString()}`;
  };

  const toListed = (a: Stored): Record<string, unknown> => ({
    workflow_run_backend_id: a.runBackendId,
    workflow_job_run_backend_id: a.jobBackendId,
    database_id: String(a.id),
    name: a.name,
    size: String(a.size),
    created_at: a.createdAt.toISOString(),
    ...(a.digest === null ? {} : { digest: a.digest }),
  });

  function rpc(
    method: string,
    body: Record<string, unknown>,
    scope: { run: string; job: string },
  ): unknown {
    const run = stringField(body, 'workflow_run_backend_id');
    const job = stringField(body, 'workflow_job_run_backend_id');
    if (run !== scope.run)
      throw new TwirpError(403, 'permission_denied', 'token is not for this workflow run');
    const ownJob = (): void => {
      if (job !== scope.job)
        throw new TwirpError(403, 'permission_denied', 'token is not for this job');
    };

    switch (method) {
      case 'CreateArtifact': {
        ownJob();
        const name = stringField(body, 'name');
        if (body['version'] !== 7)
          throw new TwirpError(400, 'invalid_argument', 'unsupported artifact version');
        if (stored.filter((a) => a.jobBackendId === job).length >= maxPerJob) {
          // GitHub does not document the words; the status is a final one (not retried).
          throw new TwirpError(
            400,
            'failed_precondition',
            `a job may create at most ${maxPerJob} artifacts`,
          );
        }
        if (inRun(run, name)) {
          // GitHub's words; the client turns this into "Failed request: (409) Conflict: …".
          throw new TwirpError(
            409,
            'already_exists',
            'an artifact with this name already exists on the workflow run',
          );
        }
        const artifact: Stored = {
          id: nextId++,
          runBackendId: run,
          jobBackendId: job,
          name,
          createdAt: new Date(),
          expiresAt: typeof body['expires_at'] === 'string' ? body['expires_at'] : null,
          blobName: '',
          uploadSig: randomBytes(24).toString('base64'),
          downloadSig: randomBytes(24).toString('base64'),
          blocks: new Map(),
          blob: null,
          contentType: 'application/octet-stream',
          finalized: false,
          size: 0,
          digest: null,
        };
        artifact.blobName = `${run}/${job}/artifact-${artifact.id}.zip`;
        stored.push(artifact);
        return { ok: true, signed_upload_url: signedUrl(artifact, artifact.uploadSig, 'cw') };
      }
      case 'FinalizeArtifact': {
        ownJob();
        const name = stringField(body, 'name');
        const artifact = inRun(run, name);
        if (!artifact || artifact.jobBackendId !== job)
          throw new TwirpError(404, 'not_found', 'artifact not found');
        if (artifact.finalized)
          throw new TwirpError(409, 'already_exists', 'artifact is already finalized');
        if (artifact.blob === null)
          throw new TwirpError(412, 'failed_precondition', 'no blob was uploaded');
        const size = stringField(body, 'size');
        if (size !== String(artifact.blob.length)) {
          throw new TwirpError(
            400,
            'invalid_argument',
            `size ${size} does not match the uploaded ${artifact.blob.length} bytes`,
          );
        }
        const digest = `sha256:${createHash('sha256').update(artifact.blob).digest('hex')}`;
        if (body['hash'] !== undefined && body['hash'] !== digest) {
          throw new TwirpError(400, 'invalid_argument', 'hash does not match the uploaded bytes');
        }
        artifact.finalized = true;
        artifact.size = artifact.blob.length;
        artifact.digest = digest;
        artifact.blocks.clear();
        return { ok: true, artifact_id: String(artifact.id) };
      }
      case 'ListArtifacts': {
        const nameFilter = body['name_filter'];
        const idFilter = body['id_filter'];
        const listed = stored.filter(
          (a) =>
            a.runBackendId === run &&
            a.finalized &&
            (typeof nameFilter !== 'string' || a.name === nameFilter) &&
            (typeof idFilter !== 'string' || String(a.id) === idFilter),
        );
        return { artifacts: listed.slice(0, opts.limits?.maxListed).map(toListed) };
      }
      case 'GetSignedArtifactURL': {
        const name = stringField(body, 'name');
        const artifact = inRun(run, name);
        if (!artifact?.finalized) throw new TwirpError(404, 'not_found', 'artifact not found');
        return { signed_url: signedUrl(artifact, artifact.downloadSig, 'r') };
      }
      case 'DeleteArtifact': {
        const name = stringField(body, 'name');
        const artifact = inRun(run, name);
        if (!artifact?.finalized) throw new TwirpError(404, 'not_found', 'artifact not found');
        stored.splice(stored.indexOf(artifact), 1);
        return { ok: true, artifact_id: String(artifact.id) };
      }
      default:
        throw new TwirpError(404, 'bad_route', `no such method ${JSON.stringify(method)}`);
    }
  }

  async function handleTwirp(
    req: IncomingMessage,
    res: ServerResponse,
    method: string,
  ): Promise<void> {
    let name: string | undefined;
    try {
      if (req.method !== 'POST' || !METHODS.has(method)) {
        throw new TwirpError(404, 'bad_route', `no POST route for ${JSON.stringify(method)}`);
      }
      const scope = scopeOf(req.headers.authorization);
      if (scope === null)
        throw new TwirpError(401, 'unauthenticated', 'missing or invalid runtime token');
      const raw = await readBody(req, MAX_RPC_BODY);
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new TwirpError(400, 'malformed', 'request body is not JSON');
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw new TwirpError(400, 'malformed', 'request body is not a JSON object');
      }
      const fields = body as Record<string, unknown>;
      name =
        typeof fields['name'] === 'string'
          ? fields['name']
          : typeof fields['name_filter'] === 'string'
            ? fields['name_filter']
            : undefined;
      await callDelay();
      const fault = faultFor(method, name);
      const entry = { op: method, ...(name === undefined ? {} : { name }) };
      const answered =
        fault === null || fault === 'lost-answer' ? null : answerFault(req, res, fault, 'json');
      if (answered !== null) {
        log.push({ ...entry, status: answered, fault: fault! });
        return;
      }
      const answer = rpc(method, fields, scope);
      if (fault === 'lost-answer') {
        log.push({ ...entry, status: 0, fault });
        req.socket.destroy();
        return;
      }
      log.push({ ...entry, status: 200 });
      sendJson(res, 200, answer);
    } catch (error) {
      const e =
        error instanceof TwirpError ? error : new TwirpError(500, 'internal', String(error));
      log.push({ op: method, status: e.status, ...(name === undefined ? {} : { name }) });
      sendJson(res, e.status, { code: e.code, msg: e.message });
    }
  }

  /** A blob GET or HEAD: the whole blob or one range, at the bandwidth, with the plan's body fault. */
  async function sendBlob(
    req: IncomingMessage,
    res: ServerResponse,
    artifact: { blob: Buffer; contentType: string; etag: string },
    fault: FaultKind | null,
    done: (status: number) => void,
  ): Promise<void> {
    const size = artifact.blob.length;
    const range = byteRange(req.headers.range, size);
    const headers = {
      'content-type': artifact.contentType,
      'x-ms-blob-type': 'BlockBlob',
      'accept-ranges': 'bytes',
      etag: artifact.etag,
    };
    if (range === 'unsatisfiable') {
      done(416);
      res.writeHead(416, { ...headers, 'content-range': `bytes */${size}`, 'content-length': 0 });
      res.end();
      return;
    }
    const body =
      range === null ? artifact.blob : artifact.blob.subarray(range.start, range.end + 1);
    const status = range === null ? 200 : 206;
    done(status);
    res.writeHead(status, {
      ...headers,
      'content-length': body.length,
      ...(range === null ? {} : { 'content-range': `bytes ${range.start}-${range.end}/${size}` }),
    });
    if (req.method === 'HEAD') return void res.end();
    const bps = latency?.bytesPerSecond;
    if (bps !== undefined) await sleep((body.length / bps) * 1000);
    const half = body.subarray(0, Math.floor(body.length / 2));
    if (fault === 'reset-mid-blob') {
      res.write(half, () => res.destroy());
    } else if (fault === 'cut-blob') {
      // The promised Content-Length is not met: end the connection after half the bytes.
      res.write(half, () => res.socket?.end());
    } else if (fault === 'slow-blob') {
      const pieces = 10;
      const step = Math.ceil(body.length / pieces) || 1;
      for (let at = 0; at < body.length; at += step) {
        res.write(body.subarray(at, at + step));
        await sleep(SLOW_BLOB_MS / pieces);
      }
      res.end();
    } else {
      res.end(body);
    }
  }

  async function handleBlob(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const blobName = url.pathname.slice(`/${ACCOUNT}/${CONTAINER}/`.length);
    const artifact = stored.find((a) => a.blobName === blobName);
    const comp = url.searchParams.get('comp');
    const op =
      req.method === 'GET'
        ? 'blob:get'
        : comp === 'block'
          ? 'blob:block'
          : comp === 'blocklist'
            ? 'blob:blocklist'
            : 'blob:put';
    const fault = faultFor(op, artifact?.name);
    const done = (status: number): void => {
      log.push({
        op,
        status,
        ...(artifact ? { name: artifact.name } : {}),
        ...(fault === null ? {} : { fault }),
      });
    };
    const fail = (status: number, code: string, message: string): void => {
      done(status);
      sendBlobError(res, status, code, message);
    };
    const sig = url.searchParams.get('sig');
    await callDelay();
    if (fault !== null) {
      const answered = answerFault(req, res, fault, 'xml');
      if (answered !== null) return done(answered);
    }
    if (!artifact) return fail(404, 'BlobNotFound', 'The specified blob does not exist.');

    if (req.method === 'GET' || req.method === 'HEAD') {
      if (sig !== artifact.downloadSig)
        return fail(403, 'AuthenticationFailed', 'Signature did not match.');
      if (artifact.blob === null || !artifact.finalized)
        return fail(404, 'BlobNotFound', 'The specified blob does not exist.');
      return sendBlob(
        req,
        res,
        {
          blob: artifact.blob,
          contentType: artifact.contentType,
          etag: `"${artifact.digest ?? ''}"`,
        },
        fault,
        done,
      );
    }
    if (req.method !== 'PUT')
      return fail(
        405,
        'UnsupportedHttpVerb',
        'The resource does not support the specified HTTP verb.',
      );
    if (sig !== artifact.uploadSig)
      return fail(403, 'AuthenticationFailed', 'Signature did not match.');
    if (artifact.finalized) return fail(409, 'BlobImmutable', 'The artifact is finalized.');
    const body = await readBody(req, MAX_BLOB_BODY);
    const created = (extra: Record<string, string> = {}): void => {
      done(201);
      res.writeHead(201, {
        'content-length': 0,
        'x-ms-request-id': randomBytes(8).toString('hex'),
        'x-ms-version': '2024-08-04',
        'x-ms-request-server-encrypted': 'true',
        ...extra,
      });
      res.end();
    };
    const contentType = (): string => {
      const header = req.headers['x-ms-blob-content-type'];
      return typeof header === 'string' && header !== '' ? header : 'application/octet-stream';
    };

    if (comp === 'block') {
      const blockId = url.searchParams.get('blockid');
      if (!blockId) return fail(400, 'InvalidQueryParameterValue', 'blockid is required.');
      artifact.blocks.set(blockId, body);
      return created();
    }
    if (comp === 'blocklist') {
      const ids = [
        ...body.toString('utf8').matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]*)<\//gu),
      ].map((m) => m[1] ?? '');
      const parts: Buffer[] = [];
      for (const id of ids) {
        const block = artifact.blocks.get(id);
        if (!block) return fail(400, 'InvalidBlockList', 'The specified block list is invalid.');
        parts.push(block);
      }
      artifact.blob = Buffer.concat(parts);
      artifact.contentType = contentType();
      return created({
        etag: `"0x${randomBytes(8).toString('hex')}"`,
        'last-modified': new Date().toUTCString(),
      });
    }
    if (comp === null) {
      artifact.blob = body;
      artifact.contentType = contentType();
      return created({
        etag: `"0x${randomBytes(8).toString('hex')}"`,
        'last-modified': new Date().toUTCString(),
      });
    }
    return fail(400, 'InvalidQueryParameterValue', 'Unsupported comp.');
  }

  // The public REST artifact endpoints the client uses with `findBy` (another run's
  // artifacts, with a token): list by run (name filter, pages of per_page) and the download
  // redirect to the signed blob URL. Point GITHUB_API_URL at the service to use them; any
  // owner/repo names this service's one repository, and `run_id` is the GITHUB_RUN_ID given
  // to env().
  function handleRest(req: IncomingMessage, res: ServerResponse, url: URL): void {
    const list = /^\/repos\/[^/]+\/[^/]+\/actions\/runs\/(\d+)\/artifacts$/u.exec(url.pathname);
    const zip = /^\/repos\/[^/]+\/[^/]+\/actions\/artifacts\/(\d+)\/zip$/u.exec(url.pathname);
    const op = list
      ? 'rest:list'
      : zip
        ? 'rest:zip'
        : /\/runs(\/\d+)?$/u.test(url.pathname)
          ? 'rest:runs'
          : 'rest';
    const answer = (status: number, body: unknown, headers: Record<string, string> = {}): void => {
      log.push({ op, status });
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    if (!/^(token|bearer) \S+$/iu.test(req.headers.authorization ?? ''))
      return answer(401, { message: 'Requires authentication' });
    const run =
      req.method === 'GET' ? answerRuns(runs, url.pathname, url.searchParams, origin) : null;
    if (run) return answer(run.status, run.body);
    if (req.method !== 'GET' || (!list && !zip)) return answer(404, { message: 'Not Found' });
    if (zip) {
      const artifact = stored.find((a) => a.finalized && String(a.id) === zip[1]);
      if (!artifact) return answer(404, { message: 'Not Found' });
      return answer(302, {}, { location: signedUrl(artifact, artifact.downloadSig, 'r') });
    }
    const runBackend = backendId('run', list![1]!);
    const name = url.searchParams.get('name');
    const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? 30) || 30);
    const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
    const all = stored.filter(
      (a) => a.finalized && a.runBackendId === runBackend && (name === null || a.name === name),
    );
    const artifacts = all.slice((page - 1) * perPage, page * perPage).map((a) => ({
      id: a.id,
      name: a.name,
      size_in_bytes: a.size,
      archive_download_url: `${origin}/repos/o/r/actions/artifacts/${a.id}/zip`,
      expired: false,
      created_at: a.createdAt.toISOString(),
      expires_at: a.expiresAt,
      digest: a.digest,
      workflow_run: { id: Number(list![1]) },
    }));
    return answer(200, { total_count: all.length, artifacts });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const handled = url.pathname.startsWith(SERVICE_PREFIX)
      ? handleTwirp(req, res, url.pathname.slice(SERVICE_PREFIX.length))
      : url.pathname.startsWith(`/${ACCOUNT}/${CONTAINER}/`)
        ? handleBlob(req, res, url)
        : url.pathname.startsWith('/repos/')
          ? Promise.resolve(handleRest(req, res, url))
          : Promise.resolve(sendJson(res, 404, { code: 'bad_route', msg: 'not found' }));
    handled.catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { code: 'internal', msg: String(error) });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const publicView = (a: Stored): ServiceArtifact => ({
    id: a.id,
    runId: runOf.get(a.runBackendId) ?? a.runBackendId,
    jobId: jobOf.get(a.jobBackendId) ?? a.jobBackendId,
    name: a.name,
    size: a.size,
    digest: a.digest,
    finalized: a.finalized,
    createdAt: a.createdAt,
    expiresAt: a.expiresAt,
  });
  const ids = (runId: string | number, jobId: string): { run: string; job: string } => {
    const run = backendId('run', String(runId));
    const job = backendId('job', `${String(runId)}/${jobId}`);
    runOf.set(run, String(runId));
    jobOf.set(job, jobId);
    return { run, job };
  };
  const finalizedIn = (runId: string | number, name: string): Stored | undefined =>
    stored.find(
      (a) => a.runBackendId === backendId('run', String(runId)) && a.name === name && a.finalized,
    );

  return {
    url: origin,
    env(runId, jobId, opts) {
      const { run, job } = ids(runId, jobId);
      return {
        ACTIONS_RUNTIME_TOKEN: runtimeToken(run, job),
        ACTIONS_RESULTS_URL: `${origin}/`,
        GITHUB_RUN_ID: String(runId),
        // Anything but github.com / *.ghe.com makes the client refuse (GHES).
        GITHUB_SERVER_URL: 'https://github.com',
        ...(opts?.attempt === undefined ? {} : { GITHUB_RUN_ATTEMPT: String(opts.attempt) }),
      };
    },
    artifacts: () => stored.map(publicView),
    setRuns(next) {
      runs = next;
    },
    blob: (runId, name) => finalizedIn(runId, name)?.blob ?? undefined,
    files(runId, name) {
      const blob = finalizedIn(runId, name)?.blob;
      if (!blob)
        throw new Error(`No finalized artifact ${JSON.stringify(name)} in run ${String(runId)}`);
      return readZip(blob, name, {
        maxBytes: MAX_BLOB_BODY,
        maxFileBytes: MAX_BLOB_BODY,
        maxFiles: 10_000,
      });
    },
    inject(runId, name, blob, opts) {
      const { run, job } = ids(runId, opts?.jobId ?? 'injected');
      if (inRun(run, name))
        throw new Error(`Artifact ${JSON.stringify(name)} already exists in run ${String(runId)}`);
      const artifact: Stored = {
        id: nextId++,
        runBackendId: run,
        jobBackendId: job,
        name,
        createdAt: new Date(),
        expiresAt: null,
        blobName: '',
        uploadSig: randomBytes(24).toString('base64'),
        downloadSig: randomBytes(24).toString('base64'),
        blocks: new Map(),
        blob,
        contentType: 'application/zip',
        finalized: true,
        size: blob.length,
        digest: `sha256:${createHash('sha256').update(blob).digest('hex')}`,
      };
      artifact.blobName = `${run}/${job}/artifact-${artifact.id}.zip`;
      stored.push(artifact);
      return publicView(artifact);
    },
    calls: () => [...log],
    setFaults(plan) {
      decider = plan ? faultDecider(plan) : null;
    },
    setLatency(value) {
      latency = value;
    },
    setDown(fault) {
      down = fault;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

// ---------------------------------------------------------------------------
// Crafting archives: a minimal zip writer for hostile or unusual artifacts.

export interface CraftedEntry {
  name: string;
  data?: string | Uint8Array;
  /** Default 'deflate'. */
  method?: 'store' | 'deflate';
  /** Unix st_mode recorded in the external attributes (e.g. 0o120777 for a symlink); default 0o100644. */
  mode?: number;
  /** Name written in the local header, when it should differ from the central one. */
  localName?: string;
  /** Override the declared uncompressed size (to lie about it). */
  declaredSize?: number;
  /** Override the declared CRC-32. */
  crc?: number;
  /** General purpose flags (default 0x0800: UTF-8 names). */
  flags?: number;
}

/** A zip archive with exactly these entries (no data descriptors, UTF-8 names). */
export function craftZip(entries: CraftedEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data =
      typeof entry.data === 'string'
        ? Buffer.from(entry.data, 'utf8')
        : Buffer.from(entry.data ?? []);
    const method = entry.method === 'store' ? 0 : 8;
    const body = method === 0 ? data : deflateRawSync(data);
    const name = Buffer.from(entry.name, 'utf8');
    const localName = Buffer.from(entry.localName ?? entry.name, 'utf8');
    const crc = entry.crc ?? crc32(data);
    const size = entry.declaredSize ?? data.length;

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.flags ?? 0x0800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(localName.length, 26);
    locals.push(local, localName, body);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.flags ?? 0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(((entry.mode ?? 0o100644) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);

    offset += local.length + localName.length + body.length;
  }
  const cd = Buffer.concat(centrals);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(entries.length, 8);
  eocd.writeUInt16LE(entries.length, 10);
  eocd.writeUInt32LE(cd.length, 12);
  eocd.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, eocd]);
}

// GitHub Actions artifacts through the official client (@actions/artifact 6.x).
//
// The client reads its configuration from process.env at call time
// (ACTIONS_RUNTIME_TOKEN, ACTIONS_RESULTS_URL, GITHUB_SERVER_URL), exactly as on a
// runner; this store adds no configuration of its own beyond a temp directory.
//
// Downloads ask the client NOT to extract (`skipDecompress`): the archive is
// read by our strict reader (../zip.ts), which refuses traversal names, symlinks,
// directories and anything over the limits, where the client's extractor would
// silently rewrite or write them.

import { lstat, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ArtifactError, existsError } from '../errors.js';
import { holdsSame } from '../upload-once.js';
import { resolveLimits, zipBudget, type DownloadOptions } from '../limits.js';
import { assertArtifactName, nameProblem, quoteName } from '../../contracts/artifact-names.js';
import { checkUpload, compareNames, sortedByName } from '../store.js';
import type { ArtifactFile, ArtifactStore, ArtifactSummary } from '../store.js';
import { DEFAULT_ARTIFACT_RETRY, withRetry, type ArtifactRetryPolicy } from './retry.js';
import {
  fetchBlob,
  resultsEndpoint,
  signedArtifactBlob,
  signedArtifactUrl,
  type ResultsEndpoint,
} from './signed-url.js';
import { readZip } from '../zip.js';
import {
  DEFAULT_RANGE_LIMITS,
  HttpRangeSource,
  type ByteSource,
  type RangeLimits,
} from '../byte-source.js';
import { otherRunBlobUrl, type FindBy } from './other-run.js';
import { messageOf } from '../../base/error-message.js';
import { errorName } from '../../base/errno.js';

/** The part of @actions/artifact's ArtifactClient this store uses (injectable for tests). */
export interface ArtifactClientLike {
  uploadArtifact(
    name: string,
    files: string[],
    rootDirectory: string,
    options?: { retentionDays?: number; skipArchive?: boolean },
  ): Promise<{ id?: number; size?: number }>;
  listArtifacts(options?: {
    latest?: boolean;
    findBy?: FindBy;
  }): Promise<{ artifacts: { name: string; id: number; size: number; digest?: string }[] }>;
  getArtifact(
    name: string,
    options?: { findBy?: FindBy },
  ): Promise<{ artifact: { name: string; id: number; size: number; digest?: string } }>;
  downloadArtifact(
    id: number,
    options?: {
      path?: string;
      skipDecompress?: boolean;
      expectedHash?: string;
      findBy?: FindBy;
    },
  ): Promise<{ downloadPath?: string; digestMismatch?: boolean }>;
}

export interface ActionsStoreOptions {
  /** Where upload and download staging directories are made (RUNNER_TEMP on a runner). */
  tempRoot: string;
  /** Artifact retention in days (the repository maximum applies); default: the repository's. */
  retentionDays?: number;
  /** Defaults to a lazily imported `new DefaultArtifactClient()`. */
  client?: ArtifactClientLike;
  /**
   * Where downloads ask for signed blob URLs themselves (two calls an artifact); default:
   * from ACTIONS_RESULTS_URL and ACTIONS_RUNTIME_TOKEN at call time when no client is
   * injected. Without one, downloads go through `client.downloadArtifact`.
   */
  endpoint?: () => ResultsEndpoint | null;
  /** Where the runtime token and results URL are read for ranged reads (default process.env). */
  env?: NodeJS.ProcessEnv;
  /** Bounds of the range requests of openBlob (default DEFAULT_RANGE_LIMITS). */
  rangeLimits?: RangeLimits;
  /** Read the artifacts of another workflow run (read-only) instead of this run's. */
  findBy?: FindBy;
  /** How calls to the service are retried (default {@link DEFAULT_ARTIFACT_RETRY}). */
  retry?: ArtifactRetryPolicy;
  /** Idle timeout of one request this store makes itself, in ms (default 30 s). */
  callTimeoutMs?: number;
}

/** An artifact as the run's listing described it: enough to download it without a lookup. */
interface ListedArtifact {
  name: string;
  id: number;
  size: number;
  digest?: string;
}

const DEFAULT_CALL_TIMEOUT_MS = 30_000;

// @actions/artifact pulls in the Azure SDK: load it only when an artifact call
// is actually made, so that input validation stays fast.
async function defaultClient(): Promise<ArtifactClientLike> {
  const { DefaultArtifactClient } = await import('@actions/artifact');
  return new DefaultArtifactClient();
}

/**
 * A failed call to the artifact service: what failed, and the first line of the service's
 * own words (the client appends advice about self-hosted runners on further lines).
 */
function backendError(what: string, error: unknown): ArtifactError {
  const words = messageOf(error).split('\n', 1)[0] ?? '';
  return new ArtifactError('backend', `${what} failed: ${quoteName(words, 300)}`, {
    cause: error,
  });
}

export class ActionsArtifactStore implements ArtifactStore {
  private clientPromise: Promise<ArtifactClientLike> | undefined;
  private readonly listed = new Map<string, ListedArtifact>();

  constructor(private readonly opts: ActionsStoreOptions) {
    if (
      opts.retentionDays !== undefined &&
      (!Number.isSafeInteger(opts.retentionDays) || opts.retentionDays < 1)
    ) {
      throw new RangeError(
        `retentionDays must be an integer >= 1, got ${String(opts.retentionDays)}`,
      );
    }
  }

  private client(): Promise<ArtifactClientLike> {
    this.clientPromise ??= this.opts.client ? Promise.resolve(this.opts.client) : defaultClient();
    return this.clientPromise;
  }

  private async withTempDir<T>(purpose: string, fn: (dir: string) => Promise<T>): Promise<T> {
    await mkdir(this.opts.tempRoot, { recursive: true });
    const dir = await mkdtemp(join(this.opts.tempRoot, `squadscope-artifact-${purpose}-`));
    try {
      return await fn(dir);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** `{ findBy }` when this store reads another run, else nothing. */
  private findBy(): { findBy?: FindBy } {
    return this.opts.findBy ? { findBy: this.opts.findBy } : {};
  }

  private assertWritable(name: string): void {
    if (this.opts.findBy) {
      throw new ArtifactError(
        'no_store',
        `Artifact ${quoteName(name)} cannot be written: the store reads another workflow run (run ${this.opts.findBy.workflowRunId})`,
      );
    }
  }

  /** The run this store reads, for messages. */
  private runDescription(): string {
    const f = this.opts.findBy;
    return f
      ? `run ${f.workflowRunId} of ${f.repositoryOwner}/${f.repositoryName}`
      : 'this workflow run';
  }

  /** Runs `call` under this store's retry policy. */
  private retried<T>(call: (attempt: number) => Promise<T>): Promise<T> {
    return withRetry(call, this.opts.retry ?? DEFAULT_ARTIFACT_RETRY);
  }

  /**
   * Uploads, retrying a dropped connection. A retry that finds the name taken (409) asks
   * whether an earlier attempt of this upload got through: the same files under that name
   * are this upload done, anything else is the 'exists' error a first attempt would give.
   */
  async upload(name: string, files: ArtifactFile[]): Promise<void> {
    checkUpload(name, files);
    await this.send(name, files, false);
  }

  /**
   * One file uploaded unzipped (`skipArchive`): the artifact takes the file's name, so the
   * file is named as the artifact. A 409 is 'exists' (the callers' names are content hashes).
   */
  async uploadFile(name: string, data: Uint8Array): Promise<void> {
    checkUpload(name, [{ name, data }]);
    await this.send(name, [{ name, data }], true);
  }

  /** Writes `files` to a staging directory and uploads them, retried as every call is. */
  private async send(name: string, files: ArtifactFile[], skipArchive: boolean): Promise<void> {
    this.assertWritable(name);
    const client = await this.client();
    await this.withTempDir('upload', async (dir) => {
      const paths: string[] = [];
      for (const file of files) {
        const path = join(dir, file.name);
        await writeFile(path, file.data, { flag: 'wx' });
        paths.push(path);
      }
      const options = {
        ...(this.opts.retentionDays === undefined
          ? {}
          : { retentionDays: this.opts.retentionDays }),
        ...(skipArchive ? { skipArchive: true } : {}),
      };
      try {
        await this.retried(async (attempt) => {
          try {
            await client.uploadArtifact(name, paths, dir, options);
          } catch (error) {
            // The client surfaces the service's 409 only inside its message:
            // "Failed to CreateArtifact: Received non-retryable error: Failed request: (409) Conflict: ..."
            if (!/\(409\)/u.test(messageOf(error))) throw error;
            const retry = attempt > 1 && !skipArchive;
            if (retry && (await this.earlierAttemptUploaded(name, files))) return;
            throw existsError(quoteName(name));
          }
        });
      } catch (error) {
        if (error instanceof ArtifactError) throw error;
        throw backendError(`Upload of artifact ${quoteName(name)}`, error);
      }
    });
  }

  /** Whether artifact `name` is complete and holds exactly `files` (after a lost answer). */
  private async earlierAttemptUploaded(
    name: string,
    files: readonly ArtifactFile[],
  ): Promise<boolean> {
    try {
      return await holdsSame(this, name, files);
    } catch (error) {
      if (error instanceof ArtifactError && error.code === 'not_found') {
        // Created by the lost attempt but never finalized: the service keeps the name.
        throw new ArtifactError(
          'backend',
          `Upload of artifact ${quoteName(name)} failed: an earlier attempt created it but did not complete it, and the service keeps the name`,
          { cause: error },
        );
      }
      throw error;
    }
  }

  /** The artifact's blob through its signed URL, read by HTTP range requests. */
  async openBlob(name: string, opts: { maxBytes: number }): Promise<ByteSource> {
    assertArtifactName(name);
    const blob = await this.locateBlob(name, opts.maxBytes);
    const limits = this.opts.rangeLimits ?? DEFAULT_RANGE_LIMITS;
    return new HttpRangeSource(`Artifact ${quoteName(name)}`, blob.url, blob.size, limits);
  }

  /**
   * The blob's signed URL and listed size (by Twirp in this run, by REST in another), refused
   * before its URL is asked for when the listing puts it over `maxBytes`.
   */
  private async locateBlob(name: string, maxBytes: number): Promise<{ url: string; size: number }> {
    const env = this.opts.env ?? process.env;
    const findBy = this.opts.findBy;
    if (!findBy) {
      const timeoutMs = this.opts.callTimeoutMs ?? DEFAULT_CALL_TIMEOUT_MS;
      const retry = this.opts.retry ?? DEFAULT_ARTIFACT_RETRY;
      return checkBlobSize(
        name,
        await signedArtifactBlob(name, env, { retry, timeoutMs }),
        maxBytes,
      );
    }
    const client = await this.client();
    let artifact;
    try {
      ({ artifact } = await client.getArtifact(name, { findBy }));
    } catch (error) {
      if (errorName(error) === 'ArtifactNotFoundError') {
        throw new ArtifactError(
          'not_found',
          `Artifact ${quoteName(name)} not found in run ${findBy.workflowRunId} of ${findBy.repositoryOwner}/${findBy.repositoryName}`,
          { cause: error },
        );
      }
      throw backendError(`Looking up artifact ${quoteName(name)}`, error);
    }
    checkBlobSize(name, artifact, maxBytes);
    return { url: await otherRunBlobUrl(artifact.id, findBy, env), size: artifact.size };
  }

  async list(): Promise<ArtifactSummary[]> {
    const client = await this.client();
    let artifacts;
    try {
      ({ artifacts } = await this.retried(() =>
        client.listArtifacts({ latest: true, ...this.findBy() }),
      ));
    } catch (error) {
      throw backendError('Listing artifacts', error);
    }
    // Names come from the service: only those this store could have written (and
    // can download) are reported; others belong to other steps of the workflow.
    const ours = artifacts.filter((a) => nameProblem(a.name) === null);
    // Artifacts are immutable once complete: what this listing says of a name stays true,
    // so a download of a listed name needs no second lookup.
    for (const a of ours) this.listed.set(a.name, a);
    return ours
      .map((a) => ({ name: a.name, size: a.size }))
      .sort((a, b) => compareNames(a.name, b.name));
  }

  /** The listing's entry for `name`, or one lookup by name when this store has not listed it. */
  private async lookUp(name: string): Promise<ListedArtifact> {
    const known = this.listed.get(name);
    if (known) return known;
    const client = await this.client();
    try {
      const { artifact } = await this.retried(() => client.getArtifact(name, this.findBy()));
      return artifact;
    } catch (error) {
      if (errorName(error) === 'ArtifactNotFoundError') {
        throw new ArtifactError(
          'not_found',
          `Artifact ${quoteName(name)} not found in ${this.runDescription()}`,
          { cause: error },
        );
      }
      throw backendError(`Looking up artifact ${quoteName(name)}`, error);
    }
  }

  async download(name: string, opts?: DownloadOptions): Promise<Map<string, Buffer>> {
    assertArtifactName(name);
    const limits = resolveLimits(opts);
    const budget = zipBudget(limits);
    const artifact = await this.lookUp(name);
    // Refuse before transferring anything when the listed archive cannot fit.
    if (artifact.size > budget) {
      throw new ArtifactError(
        'too_large',
        `Artifact ${quoteName(name)} is a ${artifact.size}-byte archive, over the ${budget} bytes its limits allow`,
      );
    }
    const endpoint = this.endpoint();
    const zip = endpoint
      ? await this.fetchArchive(endpoint, artifact, budget)
      : await this.downloadThroughClient(artifact, budget);
    return sortedByName(readZip(zip, name, limits));
  }

  private endpoint(): ResultsEndpoint | null {
    // Another run's artifacts are read through the public API only (the client with findBy).
    if (this.opts.findBy) return null;
    if (this.opts.endpoint) return this.opts.endpoint();
    return this.opts.client ? null : resultsEndpoint(process.env);
  }

  /** The archive in two calls: its signed URL, then its blob (digest checked). */
  private async fetchArchive(
    endpoint: ResultsEndpoint,
    artifact: ListedArtifact,
    budget: number,
  ): Promise<Buffer> {
    const timeoutMs = this.opts.callTimeoutMs ?? DEFAULT_CALL_TIMEOUT_MS;
    try {
      return await this.retried(async () => {
        const url = await signedArtifactUrl(endpoint, artifact.name, { timeoutMs });
        return fetchBlob(url, artifact.name, {
          timeoutMs,
          maxBytes: budget,
          ...(artifact.digest ? { digest: artifact.digest } : {}),
        });
      });
    } catch (error) {
      if (error instanceof ArtifactError) throw error;
      throw backendError(`Download of artifact ${quoteName(artifact.name)}`, error);
    }
  }

  /** The archive through the client (which looks the id up again before the two calls). */
  private async downloadThroughClient(artifact: ListedArtifact, budget: number): Promise<Buffer> {
    const client = await this.client();
    const name = artifact.name;
    return this.withTempDir('download', async (dir) => {
      let result;
      try {
        result = await this.retried(async () => {
          for (const entry of await readdir(dir)) await rm(join(dir, entry), { force: true });
          return client.downloadArtifact(artifact.id, {
            path: dir,
            skipDecompress: true,
            ...(artifact.digest ? { expectedHash: artifact.digest } : {}),
            ...this.findBy(),
          });
        });
      } catch (error) {
        throw backendError(`Download of artifact ${quoteName(name)}`, error);
      }
      if (result.digestMismatch === true) {
        throw new ArtifactError(
          'unsafe',
          `Artifact ${quoteName(name)} refused: its digest does not match the one recorded at upload`,
        );
      }
      return readDownloadedArchive(dir, name, budget);
    });
  }
}

/** The one regular file the client saved (its name comes from the server). */
async function readDownloadedArchive(
  dir: string,
  artifact: string,
  budget: number,
): Promise<Buffer> {
  const entries = await readdir(dir);
  if (entries.length !== 1 || entries[0] === undefined) {
    throw new ArtifactError(
      'unsafe',
      `Artifact ${quoteName(artifact)} refused: expected one archive, the download produced ${entries.length} entries`,
    );
  }
  const path = join(dir, entries[0]);
  const stat = await lstat(path);
  if (!stat.isFile())
    throw new ArtifactError(
      'unsafe',
      `Artifact ${quoteName(artifact)} refused: the download is not a regular file`,
    );
  if (stat.size > budget) {
    throw new ArtifactError(
      'too_large',
      `Artifact ${quoteName(artifact)} is a ${stat.size}-byte archive, over the ${budget} bytes its limits allow`,
    );
  }
  return readFile(path);
}

function checkBlobSize<T extends { size: number }>(name: string, blob: T, maxBytes: number): T {
  if (blob.size > maxBytes) {
    throw new ArtifactError(
      'too_large',
      `Artifact ${quoteName(name)} is a ${blob.size}-byte blob, over the limit of ${maxBytes}`,
    );
  }
  return blob;
}

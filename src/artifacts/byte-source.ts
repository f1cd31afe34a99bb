// Byte-range access to one stored blob: a local file, or a blob in blob storage read with
// HTTP range requests. A blob is untrusted input: every answer is checked against the size
// the artifact's listing gave (a blob that is cut, longer or shorter than listed is refused),
// and the number of requests, the bytes of each and the bytes in all are bounded.

import { open as openFile, type FileHandle } from 'node:fs/promises';
import { constants } from 'node:fs';
import { ArtifactError } from './errors.js';
import { quoteName } from '../contracts/artifact-names.js';
import { messageOf } from '../base/error-message.js';
import { RetriesExhaustedError, withRetries, type RetryRule } from '../http/retry-loop.js';
import { proxyFetchFor, type FetchLike } from '../http/proxy.js';

/** Bytes [start, end) of a blob of `byteLength` bytes. */
export interface ByteSource {
  readonly byteLength: number;
  read(start: number, end: number): Promise<Uint8Array>;
  close(): Promise<void>;
}

/** What a ByteSource fetched: requests answered and bytes they carried. */
export interface ByteCount {
  requests: number;
  bytes: number;
}

export interface RangeLimits {
  /** Most range requests over the life of one source. */
  maxRequests: number;
  /** Most bytes one request may ask for. */
  maxRequestBytes: number;
  /** Most bytes all requests together may carry. */
  maxTotalBytes: number;
  /** Each request's time limit, in ms (headers and body). */
  timeoutMs: number;
  /** Tries of one range before giving up (a blob download is tried 5 times). */
  attempts: number;
  /** The wait before the k-th retry is at most retryDelayMs × 2^(k-1) (full jitter), and 5 s. */
  retryDelayMs: number;
  /** Requests in flight at once. */
  concurrency: number;
}

export const DEFAULT_RANGE_LIMITS: RangeLimits = {
  maxRequests: 10_000,
  maxRequestBytes: 64 * 1024 * 1024,
  maxTotalBytes: 2 * 1024 * 1024 * 1024,
  timeoutMs: 30_000,
  attempts: 5,
  retryDelayMs: 1000,
  concurrency: 8,
};

const MAX_RETRY_WAIT_MS = 5000;

function refused(what: string, why: string): ArtifactError {
  return new ArtifactError('unsafe', `${what} refused: ${why}`);
}

function checkRange(what: string, byteLength: number, start: number, end: number): void {
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start) {
    throw new RangeError(`${what}: bad byte range ${start}-${end}`);
  }
  if (end > byteLength) {
    throw new RangeError(`${what}: bytes ${start}-${end} lie past its end (${byteLength} bytes)`);
  }
}

/** A regular file opened once; its size must stay what the store listed. */
export class FileByteSource implements ByteSource {
  readonly counted: ByteCount = { requests: 0, bytes: 0 };

  private constructor(
    private readonly what: string,
    private readonly handle: FileHandle,
    readonly byteLength: number,
  ) {}

  /** Opens `path` (never through a symlink) and checks it holds `expectedSize` bytes. */
  static async open(what: string, path: string, expectedSize: number): Promise<FileByteSource> {
    const handle = await openFile(path, constants.O_RDONLY | constants.O_NOFOLLOW);
    try {
      const stat = await handle.stat();
      if (!stat.isFile() || stat.size !== expectedSize) {
        throw refused(
          what,
          `it changed while it was opened (${stat.size} bytes, listed ${expectedSize})`,
        );
      }
      return new FileByteSource(what, handle, stat.size);
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async read(start: number, end: number): Promise<Uint8Array> {
    checkRange(this.what, this.byteLength, start, end);
    const buffer = Buffer.alloc(end - start);
    let done = 0;
    while (done < buffer.length) {
      const { bytesRead } = await this.handle.read(
        buffer,
        done,
        buffer.length - done,
        start + done,
      );
      if (bytesRead === 0) throw refused(this.what, 'the file became shorter while it was read');
      done += bytesRead;
    }
    this.counted.requests += 1;
    this.counted.bytes += buffer.length;
    return buffer;
  }

  close(): Promise<void> {
    return this.handle.close();
  }
}

/** Why one try failed, and whether trying again may help. */
class RangeTryError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
    readonly waitMs?: number,
  ) {
    super(message);
  }
}

/** A try that failed for a reason of its own (a reset, a timeout) or as RangeTryError says. */
const RANGE_RULE: RetryRule = {
  transient: (error) =>
    !(error instanceof ArtifactError) && (!(error instanceof RangeTryError) || error.retry),
  askedMs: (error) => (error instanceof RangeTryError ? (error.waitMs ?? null) : null),
};

/** `bytes a-b/total` of a 206 answer, or undefined when the header is not that. */
export function parseContentRange(
  header: string | null,
): { start: number; end: number; total: number } | undefined {
  const match = /^bytes (\d{1,16})-(\d{1,16})\/(\d{1,16})$/u.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const [start, last, total] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (last < start || last >= total) return undefined;
  return { start, end: last + 1, total };
}

function retryAfterMs(header: string | null): number | undefined {
  if (header === null || !/^\d{1,4}$/u.test(header.trim())) return undefined;
  return Math.min(Number(header.trim()) * 1000, MAX_RETRY_WAIT_MS);
}

/** Reads the body, refusing more than `expected` bytes (a lying server cannot flood us). */
async function readBody(response: Response, expected: number): Promise<Uint8Array> {
  const out = new Uint8Array(expected);
  let filled = 0;
  const reader = response.body?.getReader();
  if (!reader) return out.subarray(0, 0);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (filled + value.byteLength > expected) {
      await reader.cancel();
      throw new RangeTryError(`the answer carries more than the ${expected} bytes asked`, false);
    }
    out.set(value, filled);
    filled += value.byteLength;
  }
  return out.subarray(0, filled);
}

/**
 * A blob read by HTTP range requests (`Range: bytes=a-b`, answered 206 with Content-Range,
 * as blob storage does). Every answer must be a 206 for exactly the bytes asked, of a blob of
 * the listed size, carrying the entity tag of the first answer; a cut answer, a reset, a
 * timeout, a 5xx or a 429 is tried again (up to `attempts` tries), anything else is refused.
 */
export class HttpRangeSource implements ByteSource {
  readonly counted: ByteCount = { requests: 0, bytes: 0 };
  private etag: string | undefined;
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly what: string,
    private readonly url: string,
    readonly byteLength: number,
    private readonly limits: RangeLimits = DEFAULT_RANGE_LIMITS,
    private readonly fetchImpl: FetchLike = proxyFetchFor(url),
  ) {}

  async read(start: number, end: number): Promise<Uint8Array> {
    checkRange(this.what, this.byteLength, start, end);
    if (end === start) return new Uint8Array(0);
    if (end - start > this.limits.maxRequestBytes) {
      throw new ArtifactError(
        'too_large',
        `${this.what}: a read of ${end - start} bytes is over the ${this.limits.maxRequestBytes} one range request may ask`,
      );
    }
    await this.acquire();
    try {
      return await this.readWithRetries(start, end);
    } finally {
      this.release();
    }
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  private acquire(): Promise<void> {
    if (this.active < this.limits.concurrency) {
      this.active += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active -= 1;
  }

  private admit(bytes: number): void {
    if (this.counted.requests >= this.limits.maxRequests) {
      throw new ArtifactError(
        'too_large',
        `${this.what}: over the ${this.limits.maxRequests} range requests one read may make`,
      );
    }
    if (this.counted.bytes + bytes > this.limits.maxTotalBytes) {
      throw new ArtifactError(
        'too_large',
        `${this.what}: over the ${this.limits.maxTotalBytes} bytes one read may fetch`,
      );
    }
    this.counted.requests += 1;
  }

  private async readWithRetries(start: number, end: number): Promise<Uint8Array> {
    const policy = {
      attempts: this.limits.attempts,
      baseMs: this.limits.retryDelayMs,
      capMs: MAX_RETRY_WAIT_MS,
      deadlineMs: Infinity,
    };
    try {
      return await withRetries(
        async () => {
          this.admit(end - start);
          const bytes = await this.tryRange(start, end);
          this.counted.bytes += bytes.byteLength;
          return bytes;
        },
        policy,
        RANGE_RULE,
      );
    } catch (error) {
      if (error instanceof RetriesExhaustedError) {
        throw new ArtifactError(
          'backend',
          `${this.what}: bytes ${start}-${end - 1} failed after ${error.attempts} tries: ${quoteName(messageOf(error.cause), 200)}`,
        );
      }
      if (error instanceof RangeTryError) throw refused(this.what, error.message);
      throw error;
    }
  }

  private async tryRange(start: number, end: number): Promise<Uint8Array> {
    const signal = AbortSignal.timeout(this.limits.timeoutMs);
    const response = await this.fetchImpl(this.url, {
      headers: { range: `bytes=${start}-${end - 1}`, 'x-ms-version': '2024-08-04' },
      redirect: 'error',
      signal,
    });
    if (response.status === 429 || response.status >= 500) {
      await response.body?.cancel();
      throw new RangeTryError(
        `HTTP ${response.status}`,
        true,
        retryAfterMs(response.headers.get('retry-after')),
      );
    }
    if (response.status !== 206) {
      await response.body?.cancel();
      const why =
        response.status === 416
          ? `bytes ${start}-${end - 1} lie past the end of the stored blob (HTTP 416): it is shorter than its listed ${this.byteLength} bytes`
          : `HTTP ${response.status} to a range request (206 expected)`;
      throw new RangeTryError(why, false);
    }
    this.checkAnswer(response, start, end);
    const body = await readBody(response, end - start);
    if (body.byteLength !== end - start) {
      throw new RangeTryError(
        `the answer was cut at ${body.byteLength} of ${end - start} bytes`,
        true,
      );
    }
    return body;
  }

  private checkAnswer(response: Response, start: number, end: number): void {
    const range = parseContentRange(response.headers.get('content-range'));
    if (!range) throw new RangeTryError('a 206 answer without a valid Content-Range', false);
    if (range.total !== this.byteLength) {
      throw new RangeTryError(
        `the stored blob is ${range.total} bytes, its listing says ${this.byteLength}`,
        false,
      );
    }
    if (range.start !== start || range.end !== end) {
      throw new RangeTryError(
        `asked bytes ${start}-${end - 1}, got ${range.start}-${range.end - 1}`,
        false,
      );
    }
    const etag = response.headers.get('etag') ?? undefined;
    if (this.etag === undefined) this.etag = etag;
    else if (etag !== this.etag) {
      throw new RangeTryError(
        'the blob changed between two range requests (its ETag differs)',
        false,
      );
    }
  }
}

// Fetching one feed: a conditional GET through the default HTTP client, with
// the validators of the HTTP cache; a 304 reuses the cached body. Transport
// failures surface as HttpError (from the client); an unusable HTTP status as
// a `status` outcome.

import { createGunzip } from 'node:zlib';
import { Readable } from 'node:stream';
import type { HttpClient } from '../http/index.js';
import { validatorOf, type HttpCache } from './cache.js';
import { messageOf } from '../base/error-message.js';

export type FetchOutcome =
  | {
      kind: 'document';
      body: Buffer;
      contentType: string | undefined;
      /** The URL the document came from (after redirects; the feed URL for a cache hit). */
      url: string;
      cut: 'max_bytes' | 'cancelled' | null;
      retries: number;
      fromCache: boolean;
    }
  | { kind: 'status'; status: number; retries: number; url: string };

export interface FetchFeedOptions {
  client: HttpClient;
  cache: HttpCache | null;
  /** The byte limit (the client's), also applied to a body that is gzip without saying so. */
  maxBytes: number;
  signal?: AbortSignal;
  /** A cache that cannot be read or written is reported here and otherwise ignored. */
  onCacheProblem?: (message: string) => void;
}

export async function fetchFeed(feedUrl: string, opts: FetchFeedOptions): Promise<FetchOutcome> {
  const cached = await readCache(feedUrl, opts);
  const headers: Record<string, string> = {};
  if (cached?.etag) headers['if-none-match'] = cached.etag;
  if (cached?.lastModified) headers['if-modified-since'] = cached.lastModified;
  const res = await opts.client.get(feedUrl, {
    headers,
    partialOnCancel: true,
    ...(opts.signal === undefined ? {} : { signal: opts.signal }),
  });
  if (res.status === 304 && cached !== null) {
    const unzipped = await gunzipIfSniffed(cached.body, opts.maxBytes);
    return {
      kind: 'document',
      body: unzipped.body,
      contentType: cached.contentType ?? undefined,
      url: res.url,
      cut: unzipped.cut,
      retries: res.retries,
      fromCache: true,
    };
  }
  if (res.status < 200 || res.status > 299)
    return { kind: 'status', status: res.status, retries: res.retries, url: res.url };
  const contentType =
    typeof res.headers['content-type'] === 'string' ? res.headers['content-type'] : undefined;
  if (opts.cache !== null && !res.truncated) {
    const etag = validatorOf(res.headers.etag);
    const lastModified = validatorOf(res.headers['last-modified']);
    if (etag !== null || lastModified !== null) {
      try {
        await opts.cache.put({
          url: feedUrl,
          etag,
          lastModified,
          contentType: contentType ?? null,
          body: res.body,
        });
      } catch (err) {
        opts.onCacheProblem?.(`HTTP cache not written: ${messageOf(err)}`);
      }
    }
  }
  const unzipped = await gunzipIfSniffed(res.body, opts.maxBytes);
  return {
    kind: 'document',
    body: unzipped.body,
    contentType,
    url: res.url,
    cut: res.cut ?? unzipped.cut,
    retries: res.retries,
    fromCache: false,
  };
}

async function readCache(
  url: string,
  opts: FetchFeedOptions,
): Promise<Awaited<ReturnType<HttpCache['get']>>> {
  if (opts.cache === null) return null;
  try {
    return await opts.cache.get(url);
  } catch (err) {
    opts.onCacheProblem?.(`HTTP cache not read: ${messageOf(err)}`);
    return null;
  }
}

/**
 * A .xml.gz served as is (no Content-Encoding) is still a feed: a body that
 * starts with the gzip magic is inflated, under the same byte limit.
 */
export async function gunzipIfSniffed(
  body: Buffer,
  maxBytes: number,
): Promise<{ body: Buffer; cut: 'max_bytes' | null }> {
  if (body.length < 3 || body[0] !== 0x1f || body[1] !== 0x8b || body[2] !== 0x08)
    return { body, cut: null };
  const chunks: Buffer[] = [];
  let size = 0;
  let cut: 'max_bytes' | null = null;
  const gunzip = createGunzip({
    finishFlush: 2 /* Z_SYNC_FLUSH: keep what a cut stream decoded */,
  });
  Readable.from([body]).pipe(gunzip);
  try {
    for await (const chunk of gunzip) {
      const buf = chunk as Buffer;
      const room = maxBytes - size;
      if (buf.length > room) {
        chunks.push(buf.subarray(0, room));
        size += room;
        cut = 'max_bytes';
        break;
      }
      chunks.push(buf);
      size += buf.length;
    }
  } catch {
    // Not gzip after all (or corrupt): the bytes go to the parser as they are,
    // which reports what it finds.
    return { body, cut: null };
  } finally {
    gunzip.destroy();
  }
  return { body: Buffer.concat(chunks, size), cut };
}

/**
 * Test support: a `fetch` that answers range requests over bytes held in memory as blob
 * storage does (206 with Content-Range, 416 past the end), with faults a test can ask for.
 * Not used by production code.
 */
import type { FetchLike } from '../src/http/proxy.js';

export interface RangeFaults {
  /** Content-Range reports this total instead of the true length. */
  total?: number;
  /** Bodies are cut to this many bytes (a connection that drops mid-answer). */
  cutTo?: number;
  /** Requests from this one on (0-based) are served from `other` with another ETag. */
  switchAt?: number;
  other?: Uint8Array;
  /** The first n requests answer 503. */
  failFirst?: number;
  /** Answer 200 with the whole blob, ignoring Range. */
  ignoreRange?: boolean;
}

export interface RangeLog {
  ranges: [number, number][];
}

export function rangeFetch(
  bytes: Uint8Array,
  faults: RangeFaults = {},
): { fetch: FetchLike; log: RangeLog } {
  const log: RangeLog = { ranges: [] };
  let served = 0;
  const fetch: FetchLike = (_url, init) => {
    const n = served++;
    if (n < (faults.failFirst ?? 0)) return Promise.resolve(new Response('{}', { status: 503 }));
    const source = faults.switchAt !== undefined && n >= faults.switchAt ? faults.other! : bytes;
    const etag = source === bytes ? '"a"' : '"b"';
    if (faults.ignoreRange) return Promise.resolve(new Response(source.slice(), { status: 200 }));
    const header = new Headers(init.headers).get('range') ?? '';
    const match = /^bytes=(\d+)-(\d+)$/u.exec(header);
    if (!match) return Promise.resolve(new Response(source.slice(), { status: 200 }));
    const start = Number(match[1]);
    const end = Math.min(Number(match[2]) + 1, source.byteLength);
    if (start >= source.byteLength)
      return Promise.resolve(new Response(null, { status: 416, headers: { etag } }));
    log.ranges.push([start, end]);
    const body = source.slice(start, Math.min(end, start + (faults.cutTo ?? Infinity)));
    const total = faults.total ?? source.byteLength;
    return Promise.resolve(
      new Response(body, {
        status: 206,
        headers: { etag, 'content-range': `bytes ${start}-${end - 1}/${total}` },
      }),
    );
  };
  return { fetch, log };
}

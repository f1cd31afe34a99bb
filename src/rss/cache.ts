// The HTTP cache of the conditional GET: per feed URL, the validators (ETag,
// Last-Modified) and the body they validate, kept between runs in
// `http-cache-dir`. Two files per URL, named by the SHA-256 of the URL:
// `<hash>.body` (the decoded body) and `<hash>.json` (validators, content type,
// body checksum). The body is written first, so a crash between the two writes
// leaves the old metadata, whose checksum no longer matches: a miss, never a
// wrong body.

import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sha256Hex, writeFileAtomic } from '../canonical/index.js';
import { errnoCode } from '../base/errno.js';

export interface CachedFeed {
  url: string;
  etag: string | null;
  lastModified: string | null;
  contentType: string | null;
  body: Buffer;
}

export interface HttpCache {
  /** The entry for `url`, or null (absent, unreadable or inconsistent entries are misses). */
  get(url: string): Promise<CachedFeed | null>;
  put(entry: CachedFeed): Promise<void>;
}

const SCHEMA = 'squadscope_http_cache_v1';
/** Longest validator kept: anything longer is not a sane header. */
const MAX_VALIDATOR_LENGTH = 512;

interface Meta {
  schema: string;
  url: string;
  etag: string | null;
  last_modified: string | null;
  content_type: string | null;
  body_sha256: string;
  body_bytes: number;
}

export function openHttpCache(dir: string): HttpCache {
  const paths = (url: string) => {
    const key = sha256Hex(url);
    return { meta: join(dir, `${key}.json`), body: join(dir, `${key}.body`) };
  };
  return {
    async get(url) {
      const p = paths(url);
      let meta: Meta;
      let body: Buffer;
      try {
        meta = JSON.parse(await readFile(p.meta, 'utf8')) as Meta;
        body = await readFile(p.body);
      } catch (err) {
        if (errnoCode(err) === 'ENOENT') return null;
        if (err instanceof SyntaxError) return null;
        throw err;
      }
      if (!isMeta(meta) || meta.url !== url) return null;
      if (body.length !== meta.body_bytes || sha256Hex(body) !== meta.body_sha256) return null;
      return {
        url,
        etag: meta.etag,
        lastModified: meta.last_modified,
        contentType: meta.content_type,
        body,
      };
    },
    async put(entry) {
      const p = paths(entry.url);
      await mkdir(dir, { recursive: true });
      await writeFileAtomic(p.body, entry.body);
      const meta: Meta = {
        schema: SCHEMA,
        url: entry.url,
        etag: entry.etag,
        last_modified: entry.lastModified,
        content_type: entry.contentType,
        body_sha256: sha256Hex(entry.body),
        body_bytes: entry.body.length,
      };
      await writeFileAtomic(p.meta, JSON.stringify(meta) + '\n');
    },
  };
}

function isMeta(value: unknown): value is Meta {
  if (value === null || typeof value !== 'object') return false;
  const m = value as Record<string, unknown>;
  const optionalText = (v: unknown) =>
    v === null || (typeof v === 'string' && v.length <= MAX_VALIDATOR_LENGTH);
  return (
    m['schema'] === SCHEMA &&
    typeof m['url'] === 'string' &&
    optionalText(m['etag']) &&
    optionalText(m['last_modified']) &&
    optionalText(m['content_type']) &&
    typeof m['body_sha256'] === 'string' &&
    Number.isSafeInteger(m['body_bytes'])
  );
}

/** A header value usable as a validator (a string of sane length, one line), or null. */
export function validatorOf(value: string | string[] | undefined): string | null {
  const v = Array.isArray(value) ? value[0] : value;
  if (v === undefined) return null;
  const text = v.trim();
  return text === '' || text.length > MAX_VALIDATOR_LENGTH || /[\r\n]/.test(text) ? null : text;
}

/**
 * The response cache of search pages. Search answers carry no ETag, so freshness is by TTL:
 * an entry serves the same shard of the same run (run_id and shard id are part of the key)
 * on the same UTC day it was fetched: a rerun of a shard makes no search call for pages
 * already fetched. Shards never share entries, so a shard makes the same calls whether it
 * runs alone in a matrix leg or after the others in the monolithic `all` mode, and the
 * merged output does not depend on how the crawl was split. The key is the SHA-256 of the
 * run id, the shard and the request URL (the token is a header, never part of the key).
 *
 * Entries live in memory for the process and, with a cache directory (the `cache-dir` input,
 * persisted by the workflow), on disk as one JSON file per page. A damaged or foreign entry
 * is a miss with a warning, then overwritten; a failed write is a warning, never a failure.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { canonicalJson, parseStrict, sha256Hex, writeFileAtomic } from '../canonical/index.js';
import { errnoCode } from '../base/errno.js';
import { reasonOf } from '../base/error-message.js';

export const CACHE_SUBDIR = 'github-search-v2';

export interface CacheOptions {
  /** Directory for entries on disk; memory only when undefined. */
  dir?: string;
  runId: string;
  /** The shard whose pages these are: entries are never shared between shards. */
  scope: string;
  /** Wall clock, epoch ms. */
  now: () => number;
  log: { warning(message: string): void; debug(message: string): void };
}

interface Entry {
  version: 1;
  run_id: string;
  scope: string;
  url: string;
  fetched_at: string;
  body: string;
}

function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function isEntry(value: unknown): value is Entry {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    v['version'] === 1 &&
    typeof v['run_id'] === 'string' &&
    typeof v['scope'] === 'string' &&
    typeof v['url'] === 'string' &&
    typeof v['fetched_at'] === 'string' &&
    !Number.isNaN(Date.parse(v['fetched_at'])) &&
    typeof v['body'] === 'string'
  );
}

export class ResponseCache {
  private readonly memory = new Map<string, Entry>();
  private hitCount = 0;
  private missCount = 0;

  constructor(private readonly opts: CacheOptions) {}

  /** The cache key of a request URL within this run. */
  key(url: string): string {
    return sha256Hex(canonicalJson({ run_id: this.opts.runId, scope: this.opts.scope, url }));
  }

  get hits(): number {
    return this.hitCount;
  }

  get misses(): number {
    return this.missCount;
  }

  /**
   * The cached answer of `url` as `parse` reads it, or null (a miss) when there is no fresh
   * entry for this run. An entry `parse` refuses is a miss too (dropped, with a warning):
   * a hit is only counted for an answer actually served.
   */
  async get<T>(url: string, parse: (body: string) => T): Promise<T | null> {
    const key = this.key(url);
    const entry = this.memory.get(key) ?? (await this.readDisk(key, url));
    if (entry && this.fresh(entry)) {
      try {
        const value = parse(entry.body);
        this.memory.set(key, entry);
        this.hitCount += 1;
        return value;
      } catch (error) {
        this.memory.delete(key);
        this.opts.log.warning(
          `Response cache: entry ${key} holds an unusable answer (${reasonOf(error)}); fetching again`,
        );
      }
    } else if (entry) {
      this.opts.log.debug(
        `Response cache: entry ${key} was fetched on an earlier day; fetching again`,
      );
    }
    this.missCount += 1;
    return null;
  }

  async put(url: string, body: string): Promise<void> {
    const key = this.key(url);
    const entry: Entry = {
      version: 1,
      run_id: this.opts.runId,
      scope: this.opts.scope,
      url,
      fetched_at: new Date(this.opts.now()).toISOString(),
      body,
    };
    this.memory.set(key, entry);
    if (this.opts.dir === undefined) return;
    try {
      await writeFileAtomic(this.path(key), JSON.stringify(entry));
    } catch (error) {
      this.opts.log.warning(`Response cache: could not write an entry: ${reasonOf(error)}`);
    }
  }

  private fresh(entry: Entry): boolean {
    return utcDay(Date.parse(entry.fetched_at)) === utcDay(this.opts.now());
  }

  private path(key: string): string {
    return join(this.opts.dir as string, CACHE_SUBDIR, `${key}.json`);
  }

  private async readDisk(key: string, url: string): Promise<Entry | null> {
    if (this.opts.dir === undefined) return null;
    let bytes: Buffer;
    try {
      bytes = await readFile(this.path(key));
    } catch (error) {
      if (errnoCode(error) === 'ENOENT') return null;
      this.opts.log.warning(`Response cache: could not read an entry: ${reasonOf(error)}`);
      return null;
    }
    let value: unknown;
    try {
      value = parseStrict(bytes, { source: `cache entry ${key}` });
    } catch (error) {
      this.opts.log.warning(
        `Response cache: entry ${key} is damaged (${reasonOf(error)}); fetching again`,
      );
      return null;
    }
    // A key collision is astronomically unlikely; a copied or edited file is not.
    if (
      !isEntry(value) ||
      value.run_id !== this.opts.runId ||
      value.scope !== this.opts.scope ||
      value.url !== url
    ) {
      this.opts.log.warning(
        `Response cache: entry ${key} does not belong to this request; fetching again`,
      );
      return null;
    }
    return value;
  }
}

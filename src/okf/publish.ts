// Writes rows as an OKF dataset to a store and returns the compact item (I/O at the edge).
//
// The key is `okf-<name>-v<k>-<hash>` (ref.ts). Publishing the same rows again returns the
// ref they already have (the hash is found among the keys), so a rerun hands on the same
// ref and resolves to the same bytes. New content takes k = 1 + the highest version under
// the name. Two publishers racing to one k both store their dataset; the ref resolves to
// the smaller hash, and the other publisher moves on to the next version.

import { sha256Hex } from '../canonical/index.js';
import { encodeDataset } from './encode.js';
import { OkfError } from './errors.js';
import {
  assertDatasetName,
  datasetKey,
  formatRef,
  HASH_DIGITS,
  resolveKey,
  versionsOf,
} from './ref.js';
import type { OkfItem } from './schema.js';
import type { OkfStore } from './store.js';

export interface PublishOptions {
  /** The dataset name (the <name> of okf:<name>#v<k>). */
  name: string;
  /** The payload's JSON Schema, whose `description`s describe the columns. */
  payloadSchema?: unknown;
  /** Rows per row group (default ROW_GROUP_ROWS). */
  rowGroupRows?: number;
  /** Target page size in bytes (default PAGE_BYTES). */
  pageBytes?: number;
}

const MAX_RACES = 8;

export async function publishOkf(
  rows: readonly unknown[],
  store: OkfStore,
  options: PublishOptions,
): Promise<OkfItem> {
  assertDatasetName(options.name);
  const { bytes, schema } = encodeDataset(rows, {
    payloadSchema: options.payloadSchema,
    ...(options.rowGroupRows === undefined ? {} : { rowGroupRows: options.rowGroupRows }),
    ...(options.pageBytes === undefined ? {} : { pageBytes: options.pageBytes }),
  });
  const hash = sha256Hex(bytes).slice(0, HASH_DIGITS);
  for (let attempt = 0; attempt < MAX_RACES; attempt++) {
    const keys = await store.keys();
    const versions = versionsOf(options.name, keys);
    const same = versions.find((v) => v.hash === hash && resolveKey(v, keys)?.hash === hash);
    if (same) return { ref: formatRef(same), schema };
    const version = Math.max(0, ...versions.map((v) => v.version)) + 1;
    const key = { name: options.name, version, hash };
    await store.put(datasetKey(key), bytes);
    if (resolveKey(key, await store.keys())?.hash === hash) return { ref: formatRef(key), schema };
  }
  throw new OkfError(
    'conflict',
    `Dataset ${options.name}: lost ${MAX_RACES} races for a version number to other publishers`,
  );
}

// Writes rows as an OKF dataset to a store and returns the compact item (I/O at the edge).
//
// Publishing the same rows again returns the ref they already have (their hash is found
// among the dataset keys `okf-<name>-v<k>-<hash>`, ref.ts), so a rerun hands on the same ref.
// New content claims k = 1 + the highest version under the name by storing the claim key
// `okf-<name>-v<k>-claim`: the store never overwrites a key, so of two publishers racing to one k
// exactly one gets 'stored'; the other gets 'exists' and tries the next k. Only the winner
// stores its dataset under k, so a ref handed on can never come to name other bytes.

import { sha256Hex } from '../canonical/index.js';
import { encodeDataset } from './encode.js';
import { OkfError } from './errors.js';
import {
  assertDatasetName,
  claimedVersions,
  claimKey,
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
    const stored = versionsOf(options.name, keys);
    const same = stored
      .filter((v) => v.hash === hash && resolveKey(v, keys)?.hash === hash)
      .sort((a, b) => a.version - b.version)[0];
    if (same) return { ref: formatRef(same), schema };
    const highest = Math.max(
      0,
      ...claimedVersions(options.name, keys),
      ...stored.map((v) => v.version),
    );
    const key = { name: options.name, version: highest + 1, hash };
    // The claim holds the hash so that a person looking at the store can see the winner.
    if ((await store.put(claimKey(key), new TextEncoder().encode(hash))) === 'exists') continue;
    // 'exists' here is a dataset key with the same hash under this version: the same bytes.
    await store.put(datasetKey(key), bytes);
    return { ref: formatRef(key), schema };
  }
  throw new OkfError(
    'conflict',
    `Dataset ${options.name}: lost ${MAX_RACES} races for a version number to other publishers`,
  );
}

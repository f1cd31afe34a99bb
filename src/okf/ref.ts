// OKF refs and where a dataset lives in a store (pure).
//
// A ref is `okf:<name>#v<k>`. The dataset of version k of <name> is stored under the key
// `okf-<name>-v<k>-<hash>`, where <hash> is the first 16 hex digits of the SHA-256 of its
// Parquet bytes. See docs/contracts.md ("OKF refs and stores") for why.

import { OkfError, quoted } from './errors.js';

/** Dataset names: lower-case letters, digits, '-' and '_', 1 to 64, starting alphanumeric. */
const NAME = /^[a-z0-9][a-z0-9_-]{0,63}$/u;
const REF = /^okf:([a-z0-9][a-z0-9_-]{0,63})#v([1-9][0-9]{0,8})$/u;
const KEY = /^okf-([a-z0-9][a-z0-9_-]{0,63})-v([1-9][0-9]{0,8})-([0-9a-f]{16})$/u;
export const HASH_DIGITS = 16;

export interface OkfRef {
  name: string;
  version: number;
}

export interface DatasetKey extends OkfRef {
  /** The first {@link HASH_DIGITS} hex digits of the SHA-256 of the Parquet bytes. */
  hash: string;
}

export function assertDatasetName(name: string): void {
  if (!NAME.test(name)) {
    throw new OkfError(
      'bad_ref',
      `Invalid dataset name ${quoted(name)}: use 1 to 64 lower-case letters, digits, '-' or '_', starting with a letter or digit`,
    );
  }
}

export function parseRef(text: string): OkfRef {
  const match = REF.exec(text.trim());
  if (!match?.[1] || !match[2]) {
    throw new OkfError(
      'bad_ref',
      `Malformed OKF ref ${quoted(text)}: expected okf:<name>#v<k>, e.g. okf:news#v1`,
    );
  }
  return { name: match[1], version: Number(match[2]) };
}

export function formatRef(ref: OkfRef): string {
  return `okf:${ref.name}#v${ref.version}`;
}

export function datasetKey(key: DatasetKey): string {
  return `okf-${key.name}-v${key.version}-${key.hash}`;
}

/** The key's parts, or undefined for a key that is not an OKF dataset's. */
export function parseDatasetKey(key: string): DatasetKey | undefined {
  const match = KEY.exec(key);
  if (!match?.[1] || !match[2] || !match[3]) return undefined;
  return { name: match[1], version: Number(match[2]), hash: match[3] };
}

/**
 * The dataset a ref resolves to among the keys of a store: the key of that name and
 * version, and when two publishers raced to one version, the one with the smallest hash
 * (the loser publishes again under the next version: see publish.ts).
 */
export function resolveKey(ref: OkfRef, keys: readonly string[]): DatasetKey | undefined {
  let best: DatasetKey | undefined;
  for (const key of keys) {
    const parsed = parseDatasetKey(key);
    if (!parsed || parsed.name !== ref.name || parsed.version !== ref.version) continue;
    if (!best || parsed.hash < best.hash) best = parsed;
  }
  return best;
}

/** The versions under `name` in `keys`, as parsed keys. */
export function versionsOf(name: string, keys: readonly string[]): DatasetKey[] {
  return keys.flatMap((key) => {
    const parsed = parseDatasetKey(key);
    return parsed && parsed.name === name ? [parsed] : [];
  });
}

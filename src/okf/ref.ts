// OKF refs and where a dataset lives in a store (pure).
//
// A ref is `okf:<name>#v<k>`. Version k of <name> exists once its claim key
// `okf-<name>-v<k>-claim` is stored; the store never overwrites a key, so exactly one
// publisher wins each claim. The winner then stores the dataset under
// `okf-<name>-v<k>-<hash>`, where <hash> is the first 16 hex digits of the SHA-256 of its
// Parquet bytes. The claim says "claim" in its name so that nobody downloads it for the
// dataset; stores written before that carry claims named `okf-<name>-v<k>`, which still
// count. See docs/contracts.md ("OKF refs and stores") for why.

import { OkfError } from './errors.js';
import { quoted } from '../base/untrusted.js';

/** Dataset names: lower-case letters, digits, '-' and '_', 1 to 64, starting alphanumeric. */
const NAME = /^[a-z0-9][a-z0-9_-]{0,63}$/u;
const REF = /^okf:([a-z0-9][a-z0-9_-]{0,63})#v([1-9][0-9]{0,8})(?:@(clickhouse))?$/u;
const KEY = /^okf-([a-z0-9][a-z0-9_-]{0,63})-v([1-9][0-9]{0,8})-([0-9a-f]{16})$/u;
const CLAIM = /^okf-([a-z0-9][a-z0-9_-]{0,63})-v([1-9][0-9]{0,8})-claim$/u;
/** The claim key of stores written before claims said so: `okf-<name>-v<k>`. */
const LEGACY_CLAIM = /^okf-([a-z0-9][a-z0-9_-]{0,63})-v([1-9][0-9]{0,8})$/u;
export const HASH_DIGITS = 16;

/** Where a dataset is kept: the run's artifacts (the default) or a ClickHouse database. */
export type OkfStoreKind = 'artifacts' | 'clickhouse';

export interface OkfRef {
  name: string;
  version: number;
  /**
   * The store that holds the dataset, when not the artifacts: a ref of a ClickHouse dataset
   * ends with `@clickhouse`, so a reader given only the ref knows where to look.
   */
  store?: 'clickhouse';
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
      `Malformed OKF ref ${quoted(text)}: expected okf:<name>#v<k> or okf:<name>#v<k>@clickhouse, e.g. okf:news#v1`,
    );
  }
  const ref: OkfRef = { name: match[1], version: Number(match[2]) };
  if (match[3] === 'clickhouse') ref.store = 'clickhouse';
  return ref;
}

export function formatRef(ref: OkfRef): string {
  return `okf:${ref.name}#v${ref.version}${ref.store === undefined ? '' : `@${ref.store}`}`;
}

/** The store a ref names: `clickhouse` for `…@clickhouse`, else `artifacts`. */
export function storeOfRef(ref: OkfRef): OkfStoreKind {
  return ref.store ?? 'artifacts';
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

/** The key that claims version `ref.version` of `ref.name` for one publisher. */
export function claimKey(ref: OkfRef): string {
  return `okf-${ref.name}-v${ref.version}-claim`;
}

/** The claimed name and version (of a claim key, or a legacy one), else undefined. */
export function parseClaimKey(key: string): OkfRef | undefined {
  const match = CLAIM.exec(key) ?? LEGACY_CLAIM.exec(key);
  if (!match?.[1] || !match[2]) return undefined;
  return { name: match[1], version: Number(match[2]) };
}

function isClaimOf(ref: OkfRef, key: string): boolean {
  const claimed = parseClaimKey(key);
  return claimed?.name === ref.name && claimed.version === ref.version;
}

/** Whether `key` is a claim or a dataset key of an OKF store. */
export function isStoreKey(key: string): boolean {
  return parseClaimKey(key) !== undefined || parseDatasetKey(key) !== undefined;
}

/**
 * The dataset a ref resolves to among the keys of a store: undefined unless the version is
 * claimed and its dataset stored. Only the claim's winner stores a dataset under a version,
 * so two datasets under one version mean a foreign writer: refused rather than chosen, so
 * that a ref never comes to name other bytes.
 */
export function resolveKey(ref: OkfRef, keys: readonly string[]): DatasetKey | undefined {
  if (!keys.some((key) => isClaimOf(ref, key))) return undefined;
  const found = versionsOf(ref.name, keys).filter((key) => key.version === ref.version);
  if (found.length > 1) {
    throw new OkfError(
      'corrupt',
      `Dataset ${formatRef(ref)} has ${found.length} datasets stored under its version; the store was written outside the OKF publisher`,
    );
  }
  return found[0];
}

/** The versions of `name` claimed in `keys`, ascending, each once. */
export function claimedVersions(name: string, keys: readonly string[]): number[] {
  const versions = keys.flatMap((key) => {
    const parsed = parseClaimKey(key);
    return parsed && parsed.name === name ? [parsed.version] : [];
  });
  return [...new Set(versions)].sort((a, b) => a - b);
}

/** The datasets stored under `name` in `keys`, as parsed keys. */
export function versionsOf(name: string, keys: readonly string[]): DatasetKey[] {
  return keys.flatMap((key) => {
    const parsed = parseDatasetKey(key);
    return parsed && parsed.name === name ? [parsed] : [];
  });
}

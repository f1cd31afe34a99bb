import canonicalize from 'canonicalize';
import { createHash } from 'node:crypto';

/** RFC 8785 (JCS) canonical JSON. Throws on values JCS cannot represent (NaN, lone surrogates, cycles). */
export function canonicalJson(value: unknown): string {
  if (value === undefined) throw new TypeError('canonicalJson: undefined has no JSON form');
  const text = canonicalize(value);
  if (text === undefined) throw new TypeError('canonicalJson: value has no JSON form');
  return text;
}

export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** The contract checksum: "sha256:" + hex SHA-256 of the UTF-8 bytes of the canonical JSON. */
export function checksumOf(value: unknown): string {
  return 'sha256:' + sha256Hex(canonicalJson(value));
}

/** Checksum of raw bytes (config files are checksummed as they are on disk). */
export function checksumOfBytes(data: string | Uint8Array): string {
  return 'sha256:' + sha256Hex(data);
}

/** Order by UTF-16 code units: what JS `<` does and what JCS uses for keys. Never locale-dependent. */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Sorts a copy by a string key, in UTF-16 code unit order. */
export function sortedBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  return [...items].sort((x, y) => compareStrings(key(x), key(y)));
}

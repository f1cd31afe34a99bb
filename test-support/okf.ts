/**
 * Test support for OKF: an in-memory OkfStore (with a hook to alter stored bytes) and a
 * naive reference evaluation of read and stats over plain rows. Not used by production code.
 */
import { sha256Hex } from '../src/canonical/index.js';
import { encodeDataset } from '../src/okf/encode.js';
import { OkfError } from '../src/okf/errors.js';
import { claimKey, datasetKey, HASH_DIGITS, parseDatasetKey } from '../src/okf/ref.js';
import type { OkfStore, RangeReader } from '../src/okf/store.js';

export class MemoryOkfStore implements OkfStore {
  readonly data = new Map<string, Uint8Array>();

  keys(): Promise<string[]> {
    return Promise.resolve([...this.data.keys()]);
  }

  put(key: string, bytes: Uint8Array): Promise<'stored' | 'exists'> {
    if (this.data.has(key)) return Promise.resolve('exists');
    this.data.set(key, bytes.slice());
    return Promise.resolve('stored');
  }

  open(key: string): Promise<RangeReader> {
    const bytes = this.data.get(key);
    if (!bytes) return Promise.reject(new OkfError('not_found', `no ${key}`));
    return Promise.resolve({
      byteLength: bytes.byteLength,
      read: (start: number, end: number) => Promise.resolve(bytes.subarray(start, end)),
      close: () => Promise.resolve(),
    });
  }

  /** The only dataset key stored, claims aside (for tests that publish once). */
  onlyKey(): string {
    const keys = [...this.data.keys()].filter((key) => parseDatasetKey(key) !== undefined);
    if (keys.length !== 1) throw new Error(`expected one dataset, found ${keys.length}`);
    return keys[0]!;
  }
}

/** 40 rows whose column `a` is null in every other row: its definition levels are bit-packed. */
export const ALTERNATING_ROWS = Array.from({ length: 40 }, (_, n) => ({
  n,
  a: n % 2 ? null : `v${n % 3}`,
}));

/**
 * An OKF file of ALTERNATING_ROWS whose levels of `a` (1,0,1,0 ...: one bit-packed run of
 * five groups of eight, header 0x0b) are written over, in the same six bytes, by one
 * run-length run of 2^30 values (a 5-byte header, 2^31, then the value 1).
 */
export function runLengthBomb(): Uint8Array {
  const { bytes } = encodeDataset(ALTERNATING_ROWS);
  const at = Buffer.from(bytes).indexOf(Buffer.from([0x0b, 0x55, 0x55, 0x55, 0x55, 0x55]));
  if (at < 0) throw new Error('the writer no longer bit-packs the levels of column a');
  bytes.set([0x80, 0x80, 0x80, 0x80, 0x08, 0x01], at);
  return bytes;
}

/**
 * The artifacts that publish `bytes` as version 1 of `name`, as an uploader would: the claim
 * and the dataset, whose key carries the bytes' own hash (key => bytes).
 */
export function publishedAs(name: string, bytes: Uint8Array): Map<string, Uint8Array> {
  const key = { name, version: 1, hash: sha256Hex(bytes).slice(0, HASH_DIGITS) };
  return new Map([
    [claimKey(key), new TextEncoder().encode(key.hash)],
    [datasetKey(key), bytes],
  ]);
}

/**
 * Two answers are the same as the JSON a reader gets, where -0 and 0 are one number (a float
 * column may hold both, and a store or a sort may give either).
 */
export function expectSameJson(received: unknown, expected: unknown): void {
  expect(JSON.stringify(received)).toBe(JSON.stringify(expected));
}

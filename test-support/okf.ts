/**
 * Test support for OKF: an in-memory OkfStore (with a hook to alter stored bytes) and a
 * naive reference evaluation of read and stats over plain rows. Not used by production code.
 */
import { OkfError } from '../src/okf/errors.js';
import { parseDatasetKey } from '../src/okf/ref.js';
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

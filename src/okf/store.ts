// Where OKF datasets are kept. The interface is small so that another store (an object
// store, a database) can be added without touching the kernel or the readers:
//   keys()          the claim and dataset keys in the store (ref.ts),
//   put(key, bytes) store one dataset, all or nothing, never overwriting,
//   open(key)       read byte ranges of one dataset.
// One implementation serves both stores of the suite: a dataset is an artifact named by
// its key holding one file, data.parquet (a claim holds claim.txt instead: the winner's
// hash, never mistaken for a dataset), in an ArtifactStore, either a local directory
// (LocalArtifactStore: the CLI and the tests; byte ranges read from the file) or the
// Actions artifacts of the run (ActionsArtifactStore: the default in actions; an artifact
// downloads whole, so its bytes are checked against the hash in the key, then sliced).

import { open as openFile, type FileHandle } from 'node:fs/promises';
import { constants } from 'node:fs';
import { sha256Hex } from '../canonical/index.js';
import {
  ArtifactError,
  LocalArtifactStore,
  type ArtifactStore,
  type DownloadOptions,
} from '../artifacts/index.js';
import { OkfError, quoted } from './errors.js';
import { HASH_DIGITS, isStoreKey, parseClaimKey, parseDatasetKey } from './ref.js';

/** Byte-range access to one stored dataset. */
export interface RangeReader {
  readonly byteLength: number;
  /** Bytes [start, end) of the dataset. */
  read(start: number, end: number): Promise<Uint8Array>;
  close(): Promise<void>;
}

export interface OkfStore {
  /** The claim and dataset keys in the store (any order; other entries are left out). */
  keys(): Promise<string[]>;
  /** Stores `bytes` under `key` completely or not at all; 'exists' when the key is taken. */
  put(key: string, bytes: Uint8Array): Promise<'stored' | 'exists'>;
  /** Opens the dataset `key` for range reads; OkfError 'not_found' when it is absent. */
  open(key: string): Promise<RangeReader>;
}

export const DATA_FILE = 'data.parquet';
/** The one file of a claim artifact: the winner's hash as text. */
export const CLAIM_FILE = 'claim.txt';
/** The largest dataset a store opens (an artifact is untrusted input). */
export const MAX_DATASET_BYTES = 2 * 1024 * 1024 * 1024 - 1;

class MemoryReader implements RangeReader {
  constructor(private readonly bytes: Uint8Array) {}
  get byteLength(): number {
    return this.bytes.byteLength;
  }
  read(start: number, end: number): Promise<Uint8Array> {
    return Promise.resolve(this.bytes.subarray(start, end));
  }
  close(): Promise<void> {
    return Promise.resolve();
  }
}

class FileReader implements RangeReader {
  constructor(
    private readonly handle: FileHandle,
    readonly byteLength: number,
  ) {}
  async read(start: number, end: number): Promise<Uint8Array> {
    const from = Math.max(0, Math.min(start, this.byteLength));
    const to = Math.max(from, Math.min(end, this.byteLength));
    const buffer = Buffer.alloc(to - from);
    let done = 0;
    while (done < buffer.length) {
      const { bytesRead } = await this.handle.read(buffer, done, buffer.length - done, from + done);
      if (bytesRead === 0)
        throw new OkfError('corrupt', 'The dataset file became shorter while it was read');
      done += bytesRead;
    }
    return buffer;
  }
  close(): Promise<void> {
    return this.handle.close();
  }
}

/** OKF datasets kept as artifacts of an {@link ArtifactStore}. */
export class ArtifactOkfStore implements OkfStore {
  constructor(
    private readonly artifacts: ArtifactStore,
    private readonly limits: DownloadOptions = { maxBytes: MAX_DATASET_BYTES, maxFiles: 1 },
  ) {}

  async keys(): Promise<string[]> {
    const listed = await this.artifacts.list();
    return listed.map((a) => a.name).filter(isStoreKey);
  }

  async put(key: string, bytes: Uint8Array): Promise<'stored' | 'exists'> {
    try {
      const file = parseClaimKey(key) === undefined ? DATA_FILE : CLAIM_FILE;
      await this.artifacts.upload(key, [{ name: file, data: bytes }]);
      return 'stored';
    } catch (error) {
      if (error instanceof ArtifactError && error.code === 'exists') return 'exists';
      throw error;
    }
  }

  async open(key: string): Promise<RangeReader> {
    try {
      return this.artifacts.locate ? await this.openLocated(key) : await this.openDownloaded(key);
    } catch (error) {
      if (error instanceof ArtifactError && error.code === 'not_found') {
        throw new OkfError('not_found', `Dataset ${quoted(key)} is not in the store`, {
          cause: error,
        });
      }
      throw error;
    }
  }

  private async openLocated(key: string): Promise<RangeReader> {
    const files = await this.artifacts.locate!(key, this.limits);
    const file = files.get(DATA_FILE);
    if (!file || files.size !== 1) throw notDataset(key);
    // O_NOFOLLOW: a symlink planted after the file was located is refused.
    const handle = await openFile(file.path, constants.O_RDONLY | constants.O_NOFOLLOW);
    const stat = await handle.stat();
    if (!stat.isFile() || stat.size !== file.size) {
      await handle.close();
      throw new OkfError('corrupt', `Dataset ${quoted(key)} changed while it was opened`);
    }
    return new FileReader(handle, stat.size);
  }

  private async openDownloaded(key: string): Promise<RangeReader> {
    const files = await this.artifacts.download(key, this.limits);
    const bytes = files.get(DATA_FILE);
    if (!bytes || files.size !== 1) throw notDataset(key);
    const expected = parseDatasetKey(key)?.hash;
    if (expected !== undefined && sha256Hex(bytes).slice(0, HASH_DIGITS) !== expected) {
      throw new OkfError('corrupt', `Dataset ${quoted(key)} does not match the hash in its name`);
    }
    return new MemoryReader(bytes);
  }
}

function notDataset(key: string): OkfError {
  return new OkfError('corrupt', `Artifact ${quoted(key)} does not hold exactly one ${DATA_FILE}`);
}

/** The local-directory store: `<dir>/<key>/data.parquet`, as the CLI and the tests use it. */
export function localOkfStore(dir: string): OkfStore {
  return new ArtifactOkfStore(new LocalArtifactStore(dir));
}

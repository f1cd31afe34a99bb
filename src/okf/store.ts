// Where OKF datasets are kept. The interface is small so that another store (an object
// store, a database) can be added without touching the kernel or the readers:
//   keys()          the claim and dataset keys in the store (ref.ts),
//   put(key, bytes) store one dataset, all or nothing, never overwriting,
//   open(key)       read byte ranges of one dataset.
// One implementation serves both stores of the suite, an ArtifactStore: a local directory
// (LocalArtifactStore: the CLI and the tests) or the Actions artifacts of the run
// (ActionsArtifactStore: the default in actions). A dataset is stored as one unzipped
// Parquet file named by its key, so that on GitHub the artifact's blob is the Parquet file
// and a read fetches only the byte ranges it needs (HTTP range requests to the blob; reads
// of the file for a local directory). Datasets published before that, as a zip holding
// data.parquet, are told apart by their last bytes (a Parquet file ends with PAR1, a zip
// with its directory) and are downloaded whole, checked against the hash in the key, then
// sliced. A claim is an artifact holding claim.txt (the winner's hash), never mistaken for
// a dataset.

import { sha256Hex } from '../canonical/index.js';
import {
  ArtifactError,
  LocalArtifactStore,
  type ArtifactStore,
  type ByteSource,
} from '../artifacts/index.js';
import { OkfError } from './errors.js';
import { quoted } from '../base/untrusted.js';
import { HASH_DIGITS, isStoreKey, parseClaimKey, parseDatasetKey } from './ref.js';

/** Byte-range access to one stored dataset. */
export type RangeReader = ByteSource;

export interface OkfStore {
  /** The claim and dataset keys in the store (any order; other entries are left out). */
  keys(): Promise<string[]>;
  /** Stores `bytes` under `key` completely or not at all; 'exists' when the key is taken. */
  put(key: string, bytes: Uint8Array): Promise<'stored' | 'exists'>;
  /** Opens the dataset `key` for range reads; OkfError 'not_found' when it is absent. */
  open(key: string): Promise<RangeReader>;
}

/** The one file of a dataset stored in the zip form. */
export const DATA_FILE = 'data.parquet';
/** The one file of a claim artifact: the winner's hash as text. */
export const CLAIM_FILE = 'claim.txt';
/** The largest dataset a store opens (an artifact is untrusted input). */
export const MAX_DATASET_BYTES = 2 * 1024 * 1024 * 1024 - 1;
/**
 * The last bytes read when a dataset is opened: the Parquet footer of most datasets fits,
 * so opening takes one request, which also tells a Parquet blob from a zip.
 */
export const TAIL_FETCH = 64 * 1024;

const PARQUET_MAGIC = Buffer.from('PAR1');

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

/** A source whose last bytes were read on opening: reads within them are not fetched again. */
class TailCachedReader implements RangeReader {
  private readonly tailStart: number;
  constructor(
    private readonly source: ByteSource,
    private readonly tail: Uint8Array,
  ) {
    this.tailStart = source.byteLength - tail.byteLength;
  }
  get byteLength(): number {
    return this.source.byteLength;
  }
  read(start: number, end: number): Promise<Uint8Array> {
    if (start >= this.tailStart && end <= this.byteLength && start <= end)
      return Promise.resolve(this.tail.subarray(start - this.tailStart, end - this.tailStart));
    return this.source.read(start, end);
  }
  close(): Promise<void> {
    return this.source.close();
  }
}

function endsWithParquetMagic(tail: Uint8Array): boolean {
  return (
    tail.byteLength >= 8 && Buffer.from(tail.subarray(tail.byteLength - 4)).equals(PARQUET_MAGIC)
  );
}

/** OKF datasets kept as artifacts of an {@link ArtifactStore}. */
export class ArtifactOkfStore implements OkfStore {
  constructor(
    private readonly artifacts: ArtifactStore,
    private readonly maxBytes: number = MAX_DATASET_BYTES,
  ) {}

  async keys(): Promise<string[]> {
    const listed = await this.artifacts.list();
    return listed.map((a) => a.name).filter(isStoreKey);
  }

  async put(key: string, bytes: Uint8Array): Promise<'stored' | 'exists'> {
    try {
      if (parseDatasetKey(key) !== undefined && this.artifacts.uploadFile) {
        await this.artifacts.uploadFile(key, bytes);
      } else {
        const file = parseClaimKey(key) === undefined ? DATA_FILE : CLAIM_FILE;
        await this.artifacts.upload(key, [{ name: file, data: bytes }]);
      }
      return 'stored';
    } catch (error) {
      if (error instanceof ArtifactError && error.code === 'exists') return 'exists';
      throw error;
    }
  }

  async open(key: string): Promise<RangeReader> {
    try {
      return this.artifacts.openBlob ? await this.openRanged(key) : await this.openDownloaded(key);
    } catch (error) {
      if (error instanceof ArtifactError && error.code === 'not_found') {
        throw new OkfError('not_found', `Dataset ${quoted(key)} is not in the store`, {
          cause: error,
        });
      }
      throw error;
    }
  }

  private async openRanged(key: string): Promise<RangeReader> {
    const source = await this.artifacts.openBlob!(key, { maxBytes: this.maxBytes });
    try {
      const size = source.byteLength;
      const tail = await source.read(Math.max(0, size - TAIL_FETCH), size);
      if (endsWithParquetMagic(tail)) return new TailCachedReader(source, tail);
    } catch (error) {
      await source.close();
      throw error;
    }
    // Not a Parquet blob: the zip form of earlier datasets.
    await source.close();
    return this.openDownloaded(key);
  }

  private async openDownloaded(key: string): Promise<RangeReader> {
    const files = await this.artifacts.download(key, { maxBytes: this.maxBytes, maxFiles: 1 });
    const bytes = files.get(DATA_FILE) ?? files.get(key);
    if (!bytes || files.size !== 1) throw notDataset(key);
    const expected = parseDatasetKey(key)?.hash;
    if (expected !== undefined && sha256Hex(bytes).slice(0, HASH_DIGITS) !== expected) {
      throw new OkfError('corrupt', `Dataset ${quoted(key)} does not match the hash in its name`);
    }
    return new MemoryReader(bytes);
  }
}

function notDataset(key: string): OkfError {
  return new OkfError(
    'corrupt',
    `Artifact ${quoted(key)} does not hold exactly one Parquet file (${DATA_FILE} or ${key})`,
  );
}

/** The local-directory store: `<dir>/<key>/<key>`, as the CLI and the tests use it. */
export function localOkfStore(dir: string): OkfStore {
  return new ArtifactOkfStore(new LocalArtifactStore(dir));
}

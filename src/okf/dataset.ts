// Opening a stored dataset: the ref resolved to a key, the Parquet footer read and checked,
// the OKF schema taken from it. Every byte read goes through a CountingBuffer, so tests and
// the readers can tell how much of the file a read fetched.

import {
  parquetMetadataAsync,
  snappyUncompress,
  type AsyncBuffer,
  type Compressors,
  type FileMetaData,
} from 'hyparquet';
import { OkfError } from './errors.js';
import { quoted } from '../base/untrusted.js';
import { OKF_FORMAT, OKF_SCHEMA_KEY, type OkfFileSchema } from './encode.js';
import { claimedVersions, datasetKey, formatRef, parseRef, resolveKey } from './ref.js';
import { OKF_TYPES, type OkfSchema, type OkfType } from './schema.js';
import type { OkfStore, RangeReader } from './store.js';
import { messageOf } from '../base/error-message.js';
import { DEFAULT_RANGE_LIMITS } from '../artifacts/index.js';

/**
 * The most bytes one read of a dataset asks for, whatever store holds it (the cap of one
 * ranged request): a footer, column chunk or page whose length the file claims is refused
 * above it, before any byte is fetched or allocated.
 */
export const MAX_SLICE_BYTES = DEFAULT_RANGE_LIMITS.maxRequestBytes;

/** The footer is read in one request of this size when it fits (most footers do). */
const FOOTER_FETCH = 32 * 1024;

/** The codecs OKF writes (hyparquet-writer's SNAPPY) and reads; any other is refused. */
const OKF_CODECS: readonly string[] = ['UNCOMPRESSED', 'SNAPPY'];

/**
 * The most bytes a Snappy stream of n bytes can expand to: its largest element, a copy, takes
 * 3 bytes and writes at most 64, so 22 n (plus the length preamble) bounds every valid page.
 */
export function maxSnappyOutput(inputBytes: number): number {
  return 22 * inputBytes + 16;
}

/**
 * Decompressors for hyparquet that check a page header's uncompressed size against what the
 * compressed bytes can hold before allocating it: the size comes from the untrusted file.
 */
export const OKF_COMPRESSORS: Compressors = {
  SNAPPY(input: Uint8Array, outputLength: number): Uint8Array {
    if (
      !Number.isSafeInteger(outputLength) ||
      outputLength < 0 ||
      outputLength > maxSnappyOutput(input.length)
    ) {
      throw new Error(
        `page header claims ${outputLength} uncompressed bytes for ${input.length} Snappy bytes`,
      );
    }
    const output = new Uint8Array(outputLength);
    snappyUncompress(input, output);
    return output;
  },
};

/** An AsyncBuffer over a RangeReader that counts the bytes and requests it served. */
export class CountingBuffer implements AsyncBuffer {
  bytesRead = 0;
  requests = 0;
  constructor(private readonly reader: RangeReader) {}
  get byteLength(): number {
    return this.reader.byteLength;
  }
  slice(start: number, end?: number): Promise<ArrayBuffer> {
    const sliced = this.#slice(start, end ?? this.reader.byteLength);
    // The decoder asks for several ranges at once and may stop awaiting once one fails: a
    // refusal it never awaits must not surface as an unhandled rejection.
    sliced.catch(() => undefined);
    return sliced;
  }

  async #slice(start: number, stop: number): Promise<ArrayBuffer> {
    // The offsets come from the file's own footer: checked against its real size and the cap.
    if (
      !Number.isSafeInteger(start) ||
      !Number.isSafeInteger(stop) ||
      start < 0 ||
      stop < start ||
      stop > this.reader.byteLength
    ) {
      throw new Error(`bytes ${start} to ${stop} lie outside the file of ${this.byteLength} bytes`);
    }
    if (stop - start > MAX_SLICE_BYTES) {
      throw new Error(
        `a read of ${stop - start} bytes is over the ${MAX_SLICE_BYTES} bytes one read may ask for`,
      );
    }
    const bytes = await this.reader.read(start, stop);
    this.bytesRead += bytes.byteLength;
    this.requests += 1;
    // hyparquet wants an ArrayBuffer of exactly these bytes (a Buffer may be a view of a
    // larger one, and Buffer#slice does not copy).
    if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) {
      return bytes.buffer as ArrayBuffer;
    }
    const copy = new Uint8Array(bytes.byteLength);
    copy.set(bytes);
    return copy.buffer;
  }
}

export interface Dataset {
  ref: string;
  key: string;
  schema: OkfSchema;
  metadata: FileMetaData;
  file: CountingBuffer;
  close(): Promise<void>;
}

async function resolveDatasetKey(
  store: OkfStore,
  refText: string,
): Promise<{ ref: string; key: string }> {
  const ref = parseRef(refText);
  if (ref.store !== undefined) {
    throw new OkfError(
      'bad_ref',
      `Dataset ${formatRef(ref)} is kept in ${ref.store}, not in the artifacts: read it with store ${ref.store} and its connection`,
    );
  }
  const keys = await store.keys();
  const found = resolveKey(ref, keys);
  if (!found) {
    const known = claimedVersions(ref.name, keys).map((v) => `v${v}`);
    const have = known.length
      ? `versions of ${ref.name} in the store: ${[...new Set(known)].join(', ')}`
      : `no dataset named ${ref.name} in the store`;
    throw new OkfError('not_found', `Dataset ${formatRef(ref)} not found (${have})`);
  }
  return { ref: formatRef(ref), key: datasetKey(found) };
}

export async function openDataset(store: OkfStore, refText: string): Promise<Dataset> {
  const { ref, key } = await resolveDatasetKey(store, refText);
  const reader = await store.open(key);
  const file = new CountingBuffer(reader);
  try {
    const metadata = await readFooter(file, ref);
    const schema = okfSchemaOf(metadata, ref);
    return { ref, key, schema, metadata, file, close: () => reader.close() };
  } catch (error) {
    await reader.close();
    throw error;
  }
}

async function readFooter(file: CountingBuffer, ref: string): Promise<FileMetaData> {
  try {
    return await parquetMetadataAsync(file, { initialFetchSize: FOOTER_FETCH } as Parameters<
      typeof parquetMetadataAsync
    >[1]);
  } catch (error) {
    throw corrupt(ref, error);
  }
}

export function corrupt(ref: string, cause: unknown): OkfError {
  const why = messageOf(cause);
  return new OkfError(
    'corrupt',
    `Dataset ${ref} is not a readable OKF Parquet file (truncated or corrupted?): ${quoted(why, 200)}`,
    { cause },
  );
}

/** The OKF schema recorded in the footer, checked against the Parquet schema it describes. */
function okfSchemaOf(metadata: FileMetaData, ref: string): OkfSchema {
  const entry = metadata.key_value_metadata?.find((kv) => kv.key === OKF_SCHEMA_KEY);
  let recorded: OkfFileSchema;
  try {
    recorded = JSON.parse(entry?.value ?? 'null') as OkfFileSchema;
  } catch (error) {
    throw corrupt(ref, error);
  }
  const problem = schemaProblem(recorded, metadata);
  if (problem) throw corrupt(ref, new Error(problem));
  return { rows: recorded.rows, columns: recorded.columns };
}

export function schemaProblem(
  recorded: OkfFileSchema | null,
  metadata: FileMetaData,
): string | undefined {
  if (typeof recorded !== 'object' || recorded === null) return `no ${OKF_SCHEMA_KEY} metadata`;
  if (recorded.format !== OKF_FORMAT) return `unknown OKF format ${String(recorded.format)}`;
  if (!Number.isSafeInteger(recorded.rows) || recorded.rows < 0) return 'bad row count';
  const names = Object.keys(recorded.columns ?? {});
  const parquetNames = metadata.schema.slice(1).map((element) => element.name);
  if (names.join('\u0000') !== parquetNames.join('\u0000'))
    return 'columns differ from the Parquet schema';
  if (names.some((name) => !OKF_TYPES.includes(recorded.columns[name]?.type as never)))
    return 'unknown column type';
  // Flat: the decoder builds its schema tree from these counts, after its reads have started.
  const [root, ...leaves] = metadata.schema;
  if ((root?.num_children ?? 0) !== names.length || leaves.some((leaf) => leaf.num_children))
    return 'the Parquet schema is not a flat list of the columns';
  const mismatch = leaves.findIndex(
    (leaf, i) => !storedAs(leaf, recorded.columns[names[i]!]!.type),
  );
  if (mismatch >= 0)
    return `column ${quoted(names[mismatch]!)} is recorded as ${recorded.columns[names[mismatch]!]!.type} but stored as ${leaves[mismatch]!.type ?? 'nothing'}${leaves[mismatch]!.converted_type ? ` (${leaves[mismatch]!.converted_type})` : ''}: schema and data disagree`;
  if (names.length > 0 && Number(metadata.num_rows) !== recorded.rows)
    return 'row count differs from the Parquet footer';
  return rowGroupProblem(metadata, names, names.length > 0 ? recorded.rows : 0);
}

/** How OKF stores each type (encode.ts): the Parquet type and, for bytes, its converted type. */
const STORED_AS: Record<OkfType, { type: string; converted?: string }> = {
  str: { type: 'BYTE_ARRAY', converted: 'UTF8' },
  int: { type: 'INT64' },
  float: { type: 'DOUBLE' },
  bool: { type: 'BOOLEAN' },
  json: { type: 'BYTE_ARRAY', converted: 'JSON' },
};

/** Whether a Parquet leaf holds what OKF writes for `type` (else decoded values would lie). */
function storedAs(leaf: FileMetaData['schema'][number], type: OkfType): boolean {
  const expected = STORED_AS[type];
  return leaf.type === expected.type && (leaf.converted_type ?? undefined) === expected.converted;
}

/** Whether a chunk's path names column `name` of a flat schema (a name may hold a '.'). */
function isLeaf(path: readonly string[], name: string | undefined): boolean {
  return path.length === 1 && path[0] === name;
}

/**
 * Row groups whose rows do not add up to the dataset's, that do not hold one chunk of each
 * column in order (the decoder would read a column without a chunk as nulls), or with a
 * codec OKF does not write.
 */
function rowGroupProblem(
  metadata: FileMetaData,
  names: readonly string[],
  rows: number,
): string | undefined {
  let total = 0;
  for (const [index, group] of metadata.row_groups.entries()) {
    total += Number(group.num_rows);
    const paths = group.columns.map((chunk) => chunk.meta_data?.path_in_schema ?? []);
    if (paths.length !== names.length || paths.some((path, i) => !isLeaf(path, names[i])))
      return `row group ${index} does not hold one chunk of each column, in order`;
    for (const chunk of group.columns) {
      const codec = chunk.meta_data?.codec;
      if (codec === undefined || !OKF_CODECS.includes(codec))
        return `column chunk codec ${String(codec)} (OKF reads ${OKF_CODECS.join(', ')})`;
    }
  }
  if (total !== rows) return `row groups hold ${total} rows, the dataset ${rows}`;
  return undefined;
}

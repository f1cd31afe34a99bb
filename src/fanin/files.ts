/**
 * Writing the outputs (I/O). Two guarantees:
 * * atomic: readers see the old file or all of the new one (canonical/writeFileAtomic,
 *   fed the bytes as a sequence of batches so that the news file is never held as one string);
 * * idempotent: when the file already holds the same bytes apart from the volatile parts
 *   (merged_at / crawled_at), it is left untouched, so a rerun of the same run leaves the
 *   output directory byte-identical.
 */
import { open, stat } from 'node:fs/promises';
import { writeFileAtomic } from '../canonical/index.js';
import type { OutputPart, Serialized } from './outputs.js';

/** Bytes gathered before one write or compare call. */
const BATCH_BYTES = 1 << 20;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

type Segment = { bytes: Buffer; volatile: boolean };

/** Byte parts at least this large are handed on as they are rather than copied. */
const PASS_BYTES = 64 * 1024;

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * The parts as byte segments: small constant parts packed into reused buffers of ~1 MiB
 * (no allocation per part), large byte parts and volatile parts alone. Two buffers take
 * turns, so a segment stays valid until the one after the next is pulled: a consumer may
 * write one segment while it pulls the next (writeFileAtomic does).
 */
function* segments(parts: Iterable<OutputPart>): Generator<Segment> {
  const buffers = [Buffer.allocUnsafe(BATCH_BYTES), Buffer.allocUnsafe(BATCH_BYTES)];
  let turn = 0;
  let buffer = buffers[0] as Buffer;
  let used = 0;
  /** The packed bytes as a segment; the other buffer takes the next ones. */
  const flush = (): Segment => {
    const segment = { bytes: buffer.subarray(0, used), volatile: false };
    turn = 1 - turn;
    buffer = buffers[turn] as Buffer;
    used = 0;
    return segment;
  };
  for (const part of parts) {
    if ('bytes' in part) {
      const size = part.bytes.byteLength;
      if (used > 0 && (used + size > buffer.length || size >= PASS_BYTES)) yield flush();
      if (size >= PASS_BYTES) yield { bytes: asBuffer(part.bytes), volatile: false };
      else used += asBuffer(part.bytes).copy(buffer, used);
      continue;
    }
    if (part.volatile) {
      if (used > 0) yield flush();
      yield { bytes: Buffer.from(part.text, 'utf8'), volatile: true };
      continue;
    }
    const size = Buffer.byteLength(part.text, 'utf8');
    if (used > 0 && used + size > buffer.length) yield flush();
    if (size > buffer.length) {
      yield { bytes: Buffer.from(part.text, 'utf8'), volatile: false };
      continue;
    }
    used += buffer.write(part.text, used, 'utf8');
  }
  if (used > 0) yield flush();
}

/** Total UTF-8 length of the output. */
function byteLength(serialized: Serialized): number {
  let total = 0;
  for (const part of serialized.parts()) {
    total += 'bytes' in part ? part.bytes.byteLength : Buffer.byteLength(part.text, 'utf8');
  }
  return total;
}

/** ENOENT (duck-typed: errors of node:fs may come from another realm than `Error`). */
export function isMissing(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ENOENT'
  );
}

/** The file holds these bytes, except the volatile parts, which hold some timestamp. */
export async function sameApartFromVolatile(
  path: string,
  serialized: Serialized,
): Promise<boolean> {
  let size: number;
  try {
    const info = await stat(path);
    if (!info.isFile()) return false;
    size = info.size;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
  if (size !== byteLength(serialized)) return false;
  const handle = await open(path, 'r');
  const scratch = Buffer.allocUnsafe(BATCH_BYTES);
  try {
    let position = 0;
    for (const segment of segments(serialized.parts())) {
      const length = segment.bytes.length;
      const existing =
        length <= scratch.length ? scratch.subarray(0, length) : Buffer.alloc(length);
      const { bytesRead } = await handle.read(existing, 0, length, position);
      if (bytesRead !== length) return false;
      position += bytesRead;
      if (segment.volatile) {
        if (!TIMESTAMP.test(existing.toString('latin1'))) return false;
      } else if (!existing.equals(segment.bytes)) {
        return false;
      }
    }
    return true;
  } finally {
    await handle.close();
  }
}

/** Writes the parts to `path` atomically, one batch of bytes at a time. */
export async function writePartsAtomic(path: string, serialized: Serialized): Promise<void> {
  await writeFileAtomic(
    path,
    (function* () {
      for (const { bytes } of segments(serialized.parts())) yield bytes;
    })(),
  );
}

export type WriteOutcome = 'written' | 'unchanged';

/** Leaves an equivalent existing file untouched, else writes atomically. */
export async function writeOutput(path: string, serialized: Serialized): Promise<WriteOutcome> {
  if (await sameApartFromVolatile(path, serialized)) return 'unchanged';
  await writePartsAtomic(path, serialized);
  return 'written';
}

/**
 * Writing the outputs (I/O). Two guarantees:
 * * atomic: readers see the old file or all of the new one (canonical/writeFileAtomic,
 *   fed the bytes as a sequence of batches so that the news file is never held as one string);
 * * idempotent: when the file already holds the same bytes apart from the volatile parts
 *   (merged_at / crawled_at, and what follows from them), it is left untouched, so a rerun of the same run leaves the
 *   output directory byte-identical.
 */
import { open, stat } from 'node:fs/promises';
import { prepareFileAtomic, type PreparedFile } from '../../canonical/index.js';
import { errnoCode } from '../../base/errno.js';
import type { OutputPart, Serialized } from '../output-parts.js';

/** Bytes gathered before one write or compare call. */
const BATCH_BYTES = 1 << 20;
/** What a volatile part holds: a timestamp, a date, or a checksum that covers one. */
const VOLATILE = /^(?:\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}:\d{2}Z)?|[0-9a-f]{64})$/;

type Segment = { bytes: Buffer; volatile: boolean };

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * The parts as byte segments of ~1 MiB, packed into reused buffers (no allocation per
 * part; byte parts are copied at once, being valid only until the next part is taken),
 * volatile parts alone. Two buffers take turns, so a segment stays valid until the one
 * after the next is pulled: a consumer may write one segment while it pulls the next
 * (writeFileAtomic does).
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
    if (part.volatile) {
      if (used > 0) yield flush();
      yield { bytes: Buffer.from(part.text, 'utf8'), volatile: true };
      continue;
    }
    if (!('bytes' in part) && part.text.length * 3 <= buffer.length - used) {
      used += buffer.write(part.text, used, 'utf8'); // fits: at most 3 bytes per UTF-16 unit
      continue;
    }
    const bytes = 'bytes' in part ? asBuffer(part.bytes) : Buffer.from(part.text, 'utf8');
    for (let from = 0; from < bytes.length;) {
      if (used === buffer.length) yield flush();
      const copied = bytes.copy(buffer, used, from);
      used += copied;
      from += copied;
    }
  }
  if (used > 0) yield flush();
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
    if (errnoCode(error) === 'ENOENT') return false;
    throw error;
  }
  const handle = await open(path, 'r');
  const scratch = Buffer.allocUnsafe(BATCH_BYTES); // no segment is larger
  try {
    // Compared as the parts are produced (producing them reads and hashes the articles: it
    // is done once): a file of another length differs, or ends early or late.
    let position = 0;
    for (const segment of segments(serialized.parts())) {
      const length = segment.bytes.length;
      if (position + length > size) return false;
      const existing = scratch.subarray(0, length);
      const { bytesRead } = await handle.read(existing, 0, length, position);
      if (bytesRead !== length) return false;
      position += bytesRead;
      if (segment.volatile) {
        if (!VOLATILE.test(existing.toString('latin1'))) return false;
      } else if (!existing.equals(segment.bytes)) {
        return false;
      }
    }
    return position === size;
  } finally {
    await handle.close();
  }
}

const QUOTE = 0x22;
/** The longest volatile string (a SHA-256 in hex). */
const VOLATILE_MAX = 64;

/**
 * Whether two outputs hold the same bytes apart from their volatile parts: every byte that
 * differs lies in a JSON string that is volatile in both (the rule of the output files,
 * for bytes already in memory: an artifact kept from an earlier fan-in of the same inputs).
 */
export function sameBytesApartFromVolatile(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue;
    const end = volatileStringEnd(a, b, i);
    if (end === null) return false;
    i = end;
  }
  return true;
}

/** The closing quote of the string around `at`, when that string is volatile in `a` and `b`. */
function volatileStringEnd(a: Uint8Array, b: Uint8Array, at: number): number | null {
  let start = at;
  while (start > 0 && at - start <= VOLATILE_MAX && a[start - 1] !== QUOTE) start--;
  let end = at;
  while (end < a.length && end - at <= VOLATILE_MAX && a[end] !== QUOTE) end++;
  if (start === 0 || a[start - 1] !== QUOTE || b[start - 1] !== QUOTE) return null;
  if (a[end] !== QUOTE || b[end] !== QUOTE) return null;
  const text = (bytes: Uint8Array) => Buffer.from(bytes.subarray(start, end)).toString('latin1');
  return VOLATILE.test(text(a)) && VOLATILE.test(text(b)) ? end : null;
}

/** The parts written beside `path`, one batch of bytes at a time, ready to be put in place. */
export function preparePartsAtomic(path: string, serialized: Serialized): Promise<PreparedFile> {
  return prepareFileAtomic(
    path,
    (function* () {
      for (const { bytes } of segments(serialized.parts())) yield bytes;
    })(),
  );
}

export type WriteOutcome = 'written' | 'unchanged';

/** An output ready to be put in place (or already there: unchanged). */
export interface PreparedOutput extends PreparedFile {
  outcome: WriteOutcome;
}

const NOTHING_TO_DO = async () => {};

/** Leaves an equivalent existing file untouched, else writes it beside its target. */
export async function prepareOutput(path: string, serialized: Serialized): Promise<PreparedOutput> {
  if (await sameApartFromVolatile(path, serialized)) {
    return { outcome: 'unchanged', commit: NOTHING_TO_DO, discard: NOTHING_TO_DO };
  }
  return { outcome: 'written', ...(await preparePartsAtomic(path, serialized)) };
}

/** Leaves an equivalent existing file untouched, else writes atomically. */
export async function writeOutput(path: string, serialized: Serialized): Promise<WriteOutcome> {
  const prepared = await prepareOutput(path, serialized);
  await prepared.commit();
  return prepared.outcome;
}

/**
 * Writes several outputs side by side (a small file's write and sync hide behind a large
 * one's), and puts them in place only once every one was written: when one fails, the
 * others are discarded and every target is left as it was.
 */
export async function writeOutputs(
  outputs: readonly { path: string; serialized: Serialized }[],
): Promise<WriteOutcome[]> {
  const prepared = await Promise.allSettled(
    outputs.map(({ path, serialized }) => prepareOutput(path, serialized)),
  );
  const ready = prepared.flatMap((p) => (p.status === 'fulfilled' ? [p.value] : []));
  const failed = prepared.find((p) => p.status === 'rejected');
  if (failed) {
    await Promise.all(ready.map((p) => p.discard()));
    throw failed.reason;
  }
  for (const p of ready) await p.commit();
  return ready.map((p) => p.outcome);
}

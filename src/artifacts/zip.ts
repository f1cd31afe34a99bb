// A strict reader for the zip archives that hold GitHub Actions artifacts.
//
// Why not let @actions/artifact extract them: its extractor (unzip-stream) writes
// whatever paths the archive names (it only rewrites `..` to `.`, so `../evil`
// lands silently as `evil`), turns symlink entries into plain files and has no
// size bound, so a hostile archive could not even be told apart from a good one.
// Here the archive is read from memory and refused unless every entry is a plain
// file with a valid flat name, and every byte is inflated under the limits.
//
// Only what the artifact client writes is accepted: stored or deflated entries,
// no encryption, no zip64 (artifacts this size are over any limit we use anyway).

import { crc32, inflateRawSync } from 'node:zlib';
import { ArtifactError } from './errors.js';
import { ByteBudget, type Limits } from './limits.js';
import { nameProblem, quoteName } from '../contracts/artifact-names.js';

const EOCD_SIG = 0x06054b50;
const CENTRAL_SIG = 0x02014b50;
const LOCAL_SIG = 0x04034b50;
const EOCD_SIZE = 22;
const CENTRAL_SIZE = 46;
const LOCAL_SIZE = 30;

const FLAG_ENCRYPTED = 0x0001;
const FLAG_UTF8 = 0x0800;
const METHOD_STORED = 0;
const METHOD_DEFLATE = 8;

const HOST_UNIX = 3;
const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const MSDOS_DIRECTORY = 0x10;

/** Where each little-endian field of a zip record lies: its byte offset and its width. */
type Layout = Record<string, readonly [offset: number, width: 2 | 4]>;

// prettier-ignore
const EOCD_FIELDS = {
  disk: [4, 2], cdDisk: [6, 2], entriesOnDisk: [8, 2], count: [10, 2],
  cdSize: [12, 4], cdOffset: [16, 4],
} as const satisfies Layout;

// prettier-ignore
const CENTRAL_FIELDS = {
  madeBy: [4, 2], flags: [8, 2], method: [10, 2], crc: [16, 4],
  compressedSize: [20, 4], size: [24, 4],
  nameLength: [28, 2], extraLength: [30, 2], commentLength: [32, 2],
  externalAttributes: [38, 4], localOffset: [42, 4],
} as const satisfies Layout;

const LOCAL_FIELDS = { nameLength: [26, 2], extraLength: [28, 2] } as const satisfies Layout;

/** The fields of the record at `at`, read as `layout` places them. */
function readFields<L extends Layout>(zip: Buffer, at: number, layout: L): Record<keyof L, number> {
  const fields = {} as Record<keyof L, number>;
  for (const [key, [offset, width]] of Object.entries(layout)) {
    fields[key as keyof L] =
      width === 2 ? zip.readUInt16LE(at + offset) : zip.readUInt32LE(at + offset);
  }
  return fields;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function unsafe(artifact: string, problem: string): ArtifactError {
  return new ArtifactError('unsafe', `Artifact ${quoteName(artifact)} refused: ${problem}`);
}

interface CentralEntry {
  name: string;
  nameBytes: Buffer;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/**
 * The files of a zip archive, by name (in archive order). Throws ArtifactError
 * `unsafe` for anything but flat regular files, `too_large` over `limits`.
 */
export function readZip(zip: Buffer, artifact: string, limits: Limits): Map<string, Buffer> {
  const entries = readCentralDirectory(zip, artifact);
  const budget = new ByteBudget(artifact, limits);
  const seen = new Set<string>();
  for (const entry of entries) {
    if (seen.has(entry.name)) throw unsafe(artifact, `duplicate entry ${quoteName(entry.name)}`);
    seen.add(entry.name);
    // Declared sizes are checked first so that nothing is inflated past a limit;
    // the inflated length is checked against the declaration below.
    budget.admit(entry.name, entry.size);
  }
  const files = new Map<string, Buffer>();
  for (const entry of entries) {
    files.set(entry.name, readEntry(zip, entry, artifact));
  }
  return files;
}

function readCentralDirectory(zip: Buffer, artifact: string): CentralEntry[] {
  const eocd = findEndOfCentralDirectory(zip, artifact);
  const { disk, cdDisk, entriesOnDisk, count, cdSize, cdOffset } = readFields(
    zip,
    eocd,
    EOCD_FIELDS,
  );
  if (count === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) {
    throw unsafe(artifact, 'zip64 archives are not supported');
  }
  if (disk !== 0 || cdDisk !== 0 || entriesOnDisk !== count) {
    throw unsafe(artifact, 'multi-disk zip archives are not supported');
  }
  if (cdOffset + cdSize > eocd) throw unsafe(artifact, 'central directory out of bounds');

  const entries: CentralEntry[] = [];
  let pos = cdOffset;
  for (let i = 0; i < count; i += 1) {
    if (pos + CENTRAL_SIZE > cdOffset + cdSize || zip.readUInt32LE(pos) !== CENTRAL_SIG) {
      throw unsafe(artifact, 'corrupt central directory');
    }
    const header = readFields(zip, pos, CENTRAL_FIELDS);
    const { flags, method, compressedSize, size, localOffset, nameLength } = header;
    const end = pos + CENTRAL_SIZE + nameLength + header.extraLength + header.commentLength;
    if (end > cdOffset + cdSize) throw unsafe(artifact, 'corrupt central directory');
    const nameBytes = zip.subarray(pos + CENTRAL_SIZE, pos + CENTRAL_SIZE + nameLength);
    const name = decodeName(nameBytes, flags, artifact);
    const problem = nameProblem(name);
    if (problem !== null) {
      const kind = name.endsWith('/') ? 'a directory' : 'not a plain file name';
      throw unsafe(artifact, `entry ${quoteName(name)} is ${kind} (${problem})`);
    }
    if (flags & FLAG_ENCRYPTED) throw unsafe(artifact, `entry ${quoteName(name)} is encrypted`);
    if (method !== METHOD_STORED && method !== METHOD_DEFLATE) {
      throw unsafe(artifact, `entry ${quoteName(name)} uses compression method ${method}`);
    }
    if (compressedSize === 0xffffffff || size === 0xffffffff || localOffset === 0xffffffff) {
      throw unsafe(artifact, 'zip64 archives are not supported');
    }
    checkFileType(header.madeBy, header.externalAttributes, name, artifact);
    entries.push({ name, nameBytes, method, crc: header.crc, compressedSize, size, localOffset });
    pos = end;
  }
  return entries;
}

function findEndOfCentralDirectory(zip: Buffer, artifact: string): number {
  // The record is 22 bytes plus a comment of at most 65535 bytes, at the very end.
  const lowest = Math.max(0, zip.length - EOCD_SIZE - 0xffff);
  for (let pos = zip.length - EOCD_SIZE; pos >= lowest; pos -= 1) {
    if (
      zip.readUInt32LE(pos) === EOCD_SIG &&
      pos + EOCD_SIZE + zip.readUInt16LE(pos + 20) === zip.length
    ) {
      return pos;
    }
  }
  throw unsafe(artifact, 'not a zip archive (no end of central directory record)');
}

function decodeName(bytes: Buffer, flags: number, artifact: string): string {
  const ascii = bytes.every((b) => b < 0x80);
  // Without the UTF-8 flag a non-ASCII name is CP437 (or whatever the writer's
  // locale was): readers disagree on it, so it is refused rather than guessed.
  if (!ascii && !(flags & FLAG_UTF8)) throw unsafe(artifact, 'an entry name is not marked UTF-8');
  try {
    return utf8.decode(bytes);
  } catch {
    throw unsafe(artifact, 'an entry name is not valid UTF-8');
  }
}

function checkFileType(madeBy: number, attributes: number, name: string, artifact: string): void {
  if (madeBy >>> 8 === HOST_UNIX) {
    const type = (attributes >>> 16) & S_IFMT;
    // 0 = no Unix mode recorded; anything else must be a regular file.
    if (type !== 0 && type !== S_IFREG) {
      const what =
        type === 0o120000 ? 'a symlink' : type === 0o040000 ? 'a directory' : 'not a regular file';
      throw unsafe(artifact, `entry ${quoteName(name)} is ${what}`);
    }
  }
  if (attributes & MSDOS_DIRECTORY)
    throw unsafe(artifact, `entry ${quoteName(name)} is a directory`);
}

function readEntry(zip: Buffer, entry: CentralEntry, artifact: string): Buffer {
  const at = entry.localOffset;
  if (at + LOCAL_SIZE > zip.length || zip.readUInt32LE(at) !== LOCAL_SIG) {
    throw unsafe(artifact, `entry ${quoteName(entry.name)} has no local header`);
  }
  const { nameLength, extraLength } = readFields(zip, at, LOCAL_FIELDS);
  // The local name must be the central one: readers that stream local headers
  // (like unzip-stream) would otherwise see a different file than we checked.
  if (!zip.subarray(at + LOCAL_SIZE, at + LOCAL_SIZE + nameLength).equals(entry.nameBytes)) {
    throw unsafe(artifact, `entry ${quoteName(entry.name)} has a different local name`);
  }
  const start = at + LOCAL_SIZE + nameLength + extraLength;
  const end = start + entry.compressedSize;
  if (end > zip.length) throw unsafe(artifact, `entry ${quoteName(entry.name)} is truncated`);
  const raw = zip.subarray(start, end);

  let data: Buffer;
  if (entry.method === METHOD_STORED) {
    if (entry.compressedSize !== entry.size) {
      throw unsafe(artifact, `entry ${quoteName(entry.name)} has inconsistent sizes`);
    }
    data = Buffer.from(raw);
  } else {
    try {
      // One byte of headroom: output longer than declared fails here, never grows past it.
      data = inflateRawSync(raw, { maxOutputLength: entry.size + 1 });
    } catch (error) {
      throw new ArtifactError(
        'unsafe',
        `Artifact ${quoteName(artifact)} refused: entry ${quoteName(entry.name)} does not inflate to its declared size`,
        { cause: error },
      );
    }
  }
  if (data.length !== entry.size) {
    throw unsafe(artifact, `entry ${quoteName(entry.name)} is not its declared size`);
  }
  if (crc32(data) !== entry.crc)
    throw unsafe(artifact, `entry ${quoteName(entry.name)} fails its CRC-32`);
  return data;
}

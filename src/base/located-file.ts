/**
 * A file found where it lies on disk, as plain data: what the artifact store hands out
 * (src/artifacts/located.ts reads it, checking the identity) and what the fan-in's pure
 * modules carry without reading it (a leg's articles left in their file).
 */
export interface LocatedFile {
  /** The artifact and the file's name in it (for messages). */
  artifact: string;
  name: string;
  path: string;
  size: number;
  /** `dev:ino:size:mtimeNs:ctimeNs` when the file was located. */
  identity: string;
  /** CRC-32 of its bytes, once they were read and relied on (pinContent). */
  crc32?: number;
}

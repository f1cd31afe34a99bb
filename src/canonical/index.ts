/**
 * Canonical JSON (RFC 8785), checksums over it, strict parsing of untrusted JSON and the
 * atomic write of an output: the rules, here; the byte-level recognizers that let the
 * fan-in keep a leg's own bytes instead of encoding them again, in fast/ (each held to
 * canonicalJson or parseStrict by a property test). write.ts is the one module that does
 * I/O: it stays here because every canonical output is written through it, and it depends
 * on nothing but Node.
 */
export {
  canonicalJson,
  checksumOf,
  checksumOfBytes,
  compareStrings,
  sha256Hex,
  sortedBy,
} from './json.js';
export { parseStrict, StrictJsonError } from './strict-parse.js';
export type { StrictJsonErrorCode, StrictParseOptions } from './strict-parse.js';
export { parseStrictSplitting } from './fast/split-parse.js';
export type { SplitElements, SplitParse } from './fast/split-parse.js';
export { prepareFileAtomic, writeFileAtomic, type PreparedFile } from './write.js';
export { compareCodePoints, pythonJson, pythonNumber } from './python-json.js';

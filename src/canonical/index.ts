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
export { writeFileAtomic } from './write.js';

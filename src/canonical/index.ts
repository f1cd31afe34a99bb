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

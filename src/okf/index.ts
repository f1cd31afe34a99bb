// OKF: big results by reference, as Parquet datasets (see docs/okf.md).

export { openDataset, CountingBuffer, type Dataset } from './dataset.js';
export { encodeDataset, ROW_GROUP_ROWS } from './encode.js';
export { OkfError, type OkfErrorCode } from './errors.js';
export { publishOkf, type PublishOptions } from './publish.js';
export { readDataset, type ReadResult } from './read.js';
export { DEFAULT_LIMIT, MAX_READ_ROWS, parseRows, type ReadRequest } from './read-request.js';
export { formatRef, parseRef, type OkfRef } from './ref.js';
export {
  inferSchema,
  renderItem,
  type OkfColumn,
  type OkfItem,
  type OkfSchema,
  type OkfType,
} from './schema.js';
export { columnStats, statsOf, TOP_VALUES, type FieldStats, type StatsRequest } from './stats.js';
export { ArtifactOkfStore, localOkfStore, type OkfStore, type RangeReader } from './store.js';
export { MAX_WHERE_LENGTH, parseWhere, type Predicate } from './where.js';
export { okfRead, okfStats, type StatsResult } from './query.js';

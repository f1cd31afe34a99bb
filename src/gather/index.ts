export {
  areFrames,
  asFrames,
  childFrames,
  findFrame,
  isFanId,
  legFrames,
  sameFrames,
} from './frames.js';
export type { Arrival } from './fold.js';
export { checkArrival, passOutcome, replaces, type Delivery } from './dedup.js';
export { unpersistableProblem } from './kernel.js';
export type { AnyKernel, ItemOrigin, Kernel, KernelContext } from './kernel.js';
export {
  arrivedSeqs,
  closeIncomplete,
  collectorNameProblem,
  openGather,
  pull,
  type GatherSpec,
} from './engine.js';
export { GatherKernelError, type PullReport } from './fold.js';
export {
  GATHER_FORMAT,
  GATHER_SCHEMA_VERSION,
  isFanSize,
  isSeqOf,
  missingSeqs,
  seenCount,
  seqList,
  type GatherMode,
  type GatherRecord,
  type GatherStatus,
  type PassedDelivery,
  type RejectedDelivery,
  type Slot,
} from './record.js';
export { GatherStateError, resumeGather } from './resume.js';
export { isPlainObject, jsonProblem } from './json-value.js';
export { intOption, onlyOptions, stringOption } from './options.js';
export {
  builtinSummarizers,
  statsSummarizer,
  type StatsDigest,
  type Summarizer,
  type SummarizerResolver,
} from './summarizer.js';
export { appendKernel, type AppendState } from './kernels/append.js';
export {
  makeWindowKernel,
  MAX_WINDOW_SIZE,
  windowKernel,
  type WindowResult,
  type WindowState,
} from './kernels/window.js';
export {
  emptyRlmRecord,
  foldRlmRecord,
  MAX_RLM_ENTRIES,
  RLM_FORMAT,
  rlmKernel,
  type RlmEntry,
  type RlmFoldOutcome,
  type RlmRecord,
  type RlmState,
} from './kernels/rlm.js';

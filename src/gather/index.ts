export { carryFrames, childFrames, findFrame } from './frames.js';
export { PerfectCollector } from './collector.js';
export type {
  Arrival,
  CollectorState,
  OfferOutcome,
  OfferResult,
  Passed,
  Slot,
} from './collector.js';

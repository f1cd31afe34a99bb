export { buildRunLedger, percentile, SLOWEST_LEGS, stepName } from './aggregate.js';
export type { LedgerInput } from './aggregate.js';
export { collectLedger, MAX_RECORD_BYTES } from './collect.js';
export type { CollectedLedger, PlannedSeats } from './collect.js';
export { publishLegMetrics } from './publish.js';
export { legMetricsRecord } from './record.js';
export type { LegMeasurements } from './record.js';

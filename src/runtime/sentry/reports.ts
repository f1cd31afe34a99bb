/**
 * A run's error reports as the lifecycle sees them. Off (the default) every call is a
 * no-op and nothing of the reporter is loaded: start.ts imports it only when a DSN is set.
 */
import type { FailureReport, Tags } from './event.js';
import { annotationTags } from './tags.js';
import type { Telemetry } from '../telemetry/telemetry.js';

export interface ErrorReports {
  readonly enabled: boolean;
  /** Tags that become known during the run (run.id, fan.id …). */
  tag(tags: Tags): void;
  /** Sends one event for the run; later calls send nothing (a run is reported once). */
  capture(report: FailureReport): void;
  /** Waits for the event within the bound. Never rejects: null, or one line saying what failed. */
  flush(): Promise<string | null>;
}

export const NO_ERROR_REPORTS: ErrorReports = {
  enabled: false,
  tag: () => undefined,
  capture: () => undefined,
  flush: async () => null,
};

/** `telemetry` whose run attributes (run.id, fan.id …) also become the reports' tags. */
export function taggingTelemetry(telemetry: Telemetry, reports: ErrorReports): Telemetry {
  if (!reports.enabled) return telemetry;
  return {
    ...telemetry,
    annotate(attributes) {
      telemetry.annotate(attributes);
      reports.tag(annotationTags(attributes));
    },
  };
}

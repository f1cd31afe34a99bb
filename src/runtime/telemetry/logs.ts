/**
 * The run's log lines as OTLP log records, loaded with the OpenTelemetry SDK (otel.ts) and
 * only when a logs endpoint is configured. Each record carries the span that was current
 * when the line was written (so the trace and span ids tie it to the run's trace), the
 * correlation id, and the annotation's file and line. The records are held until the
 * final flush and exported with the traces: `run.id` becomes known part-way through a run,
 * and every record of the run is stamped with it then.
 */
import { SeverityNumber, type SpanContext } from '@opentelemetry/api';
import type { OTLPLogExporter } from '@opentelemetry/exporter-logs-otlp-http';
import type { Resource } from '@opentelemetry/resources';
import type { ReadableLogRecord } from '@opentelemetry/sdk-logs';
import type { ExportResult } from '@opentelemetry/core';
import type { LogLine } from '../log.js';
import type { Attributes } from './telemetry.js';

/** The most records a run exports; later lines are counted, and said in one last record. */
export const MAX_LOG_RECORDS = 10_000;
/** The longest body a record carries, in UTF-16 code units. */
export const MAX_LOG_BODY = 8192;
/** Records per export request (a collector's request size limit is a few MiB). */
const BATCH = 1000;

const SEVERITY: Record<LogLine['level'], [SeverityNumber, string]> = {
  info: [SeverityNumber.INFO, 'INFO'],
  warning: [SeverityNumber.WARN, 'WARN'],
  error: [SeverityNumber.ERROR, 'ERROR'],
};

interface Held {
  line: LogLine;
  time: [number, number];
  span: SpanContext | undefined;
}

function hrTime(epochMs: number): [number, number] {
  const seconds = Math.floor(epochMs / 1000);
  return [seconds, Math.round((epochMs - seconds * 1000) * 1e6)];
}

export class LogRecords {
  readonly #held: Held[] = [];
  #dropped = 0;

  constructor(
    private readonly exporter: OTLPLogExporter,
    private readonly resource: Resource,
    private readonly base: Attributes,
    /** Scrubs a line of secrets before it is held. */
    private readonly scrub: (text: string) => string,
  ) {}

  add(line: LogLine, span: SpanContext | undefined): void {
    if (this.#held.length >= MAX_LOG_RECORDS) {
      this.#dropped++;
      return;
    }
    this.#held.push({ line, time: hrTime(Date.now()), span });
  }

  /** Exports every held record with the run's attributes as they stand now. */
  export(run: Attributes, done: (result: ExportResult) => void): Promise<void>[] {
    const records = this.#held.splice(0).map((held) => this.record(held, run));
    if (this.#dropped > 0) {
      const line: LogLine = {
        level: 'warning',
        message: `${this.#dropped} log lines past ${MAX_LOG_RECORDS} were not exported`,
      };
      records.push(this.record({ line, time: hrTime(Date.now()), span: undefined }, run));
      this.#dropped = 0;
    }
    const sent: Promise<void>[] = [];
    for (let i = 0; i < records.length; i += BATCH) {
      const batch = records.slice(i, i + BATCH);
      sent.push(
        new Promise((resolve) =>
          this.exporter.export(batch, (result) => {
            done(result);
            resolve();
          }),
        ),
      );
    }
    return sent;
  }

  private record(held: Held, run: Attributes): ReadableLogRecord {
    const { line } = held;
    const [severityNumber, severityText] = SEVERITY[line.level];
    const attributes: Attributes = { ...this.base, ...run };
    if (line.file !== undefined) attributes['code.file.path'] = this.scrub(line.file);
    if (line.line !== undefined) attributes['code.line.number'] = line.line;
    if (line.title !== undefined)
      attributes['squadscope.annotation.title'] = this.scrub(line.title);
    return {
      hrTime: held.time,
      hrTimeObserved: held.time,
      ...(held.span === undefined ? {} : { spanContext: held.span }),
      severityNumber,
      severityText,
      body: this.scrub(line.message).slice(0, MAX_LOG_BODY),
      resource: this.resource,
      instrumentationScope: { name: 'squadscope' },
      attributes,
      droppedAttributesCount: 0,
    };
  }
}

/**
 * Telemetry with the OpenTelemetry SDK: one tracer provider and one meter provider per
 * action run, each exporting OTLP/HTTP (JSON bodies) to the configured collector. Loaded
 * only through start.ts, when the environment turns telemetry on.
 *
 * Nothing is registered globally: the providers belong to this run alone. Parent spans are
 * tracked with an AsyncLocalStorage of our own, so that work started inside a phase (HTTP
 * requests included) becomes that phase's child without a global context manager.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Counter,
  type Histogram,
  type Span,
} from '@opentelemetry/api';
import { ExportResultCode, type ExportResult } from '@opentelemetry/core';
import { OTLPLogExporter } from '@opentelemetry/exporter-logs-otlp-http';
import { OTLPMetricExporter } from '@opentelemetry/exporter-metrics-otlp-http';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { MeterProvider, PeriodicExportingMetricReader } from '@opentelemetry/sdk-metrics';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import type { SignalEndpoint, TelemetryConfig } from './config.js';
import {
  flushDeadline,
  safeUrl,
  type Attributes,
  type CounterName,
  type RequestOutcome,
  type Telemetry,
} from './telemetry.js';
import { LogRecords } from './logs.js';
import { secretsOf } from '../../base/secrets.js';
import { scrubSecrets } from '../redact.js';
import { messageOf } from '../../base/error-message.js';

const SCOPE = 'squadscope';
/** Metrics are exported once at the end; a long run also exports every minute. */
const METRIC_INTERVAL_MS = 60_000;

interface RunIdentity {
  action: string;
  correlationId: string;
  /** Where the secrets a log record must not carry are named. */
  env: NodeJS.ProcessEnv;
}

/** The first export failure of each signal, for the one warning line. */
class ExportFailures {
  readonly #seen = new Map<string, string>();

  /** Wraps the exporter's export() so that a failed result is noted (and still reported on). */
  watch<E extends { export(items: never, done: (r: ExportResult) => void): void }>(
    signal: string,
    exporter: E,
  ): E {
    const original = exporter.export.bind(exporter) as (
      items: unknown,
      done: (r: ExportResult) => void,
    ) => void;
    (exporter as { export: unknown }).export = (items: unknown, done: (r: ExportResult) => void) =>
      original(items, (result) => {
        if (result.code !== ExportResultCode.SUCCESS && !this.#seen.has(signal))
          this.#seen.set(signal, result.error?.message ?? 'export failed');
        done(result);
      });
    return exporter;
  }

  note(signal: string, error: unknown): void {
    if (!this.#seen.has(signal)) this.#seen.set(signal, messageOf(error));
  }

  summary(): string | null {
    if (this.#seen.size === 0) return null;
    return [...this.#seen].map(([signal, message]) => `${signal}: ${message}`).join('; ');
  }
}

function exporterOptions(endpoint: SignalEndpoint, timeoutMs: number) {
  return { url: endpoint.url, headers: { ...endpoint.headers }, timeoutMillis: timeoutMs };
}

interface Instruments {
  runs: Counter;
  httpRequests: Counter;
  counters: Map<CounterName, Counter>;
  runDuration: Histogram;
  phaseDuration: Histogram;
  httpDuration: Histogram;
}

const COUNTERS: Record<CounterName, string> = {
  'articles.fetched': 'Articles fetched from feeds',
  'articles.kept': 'Articles kept (in the window, valid)',
  'http.retries': 'HTTP retries',
  'rate_limit.waits': 'Waits for an API rate limit',
  'api.calls': 'GitHub API requests',
  'cache.hits': 'Answers served from a cache',
};

function instruments(meters: MeterProvider): Instruments {
  const meter = meters.getMeter(SCOPE);
  const counters = new Map<CounterName, Counter>();
  for (const [name, description] of Object.entries(COUNTERS) as [CounterName, string][])
    counters.set(name, meter.createCounter(`squadscope.${name}`, { description }));
  return {
    runs: meter.createCounter('squadscope.runs', { description: 'Action runs' }),
    httpRequests: meter.createCounter('squadscope.http.requests', { description: 'HTTP requests' }),
    counters,
    runDuration: meter.createHistogram('squadscope.run.duration', {
      description: 'Duration of an action run',
      unit: 'ms',
    }),
    phaseDuration: meter.createHistogram('squadscope.phase.duration', {
      description: 'Duration of a phase of an action run',
      unit: 'ms',
    }),
    httpDuration: meter.createHistogram('squadscope.http.duration', {
      description: 'Duration of an HTTP request, retries included',
      unit: 'ms',
    }),
  };
}

function providers(config: TelemetryConfig, failures: ExportFailures, run: RunIdentity) {
  const resource = resourceFromAttributes({ ...config.resource });
  const timeoutMs = config.flushTimeoutMs;
  // An exporter for each signal given an endpoint, watched for failed exports.
  const watched = <E extends Parameters<ExportFailures['watch']>[1]>(
    signal: 'traces' | 'metrics',
    exporter: E | null,
  ) => (exporter === null ? [] : [failures.watch(signal, exporter)]);
  const { traces, metrics } = config;
  const traceExporter = traces && new OTLPTraceExporter(exporterOptions(traces, timeoutMs));
  const metricExporter = metrics && new OTLPMetricExporter(exporterOptions(metrics, timeoutMs));
  const spanProcessors = watched('traces', traceExporter).map(
    (exporter) => new BatchSpanProcessor({ exporter, exportTimeoutMillis: timeoutMs }),
  );
  const readers = watched('metrics', metricExporter).map(
    (exporter) =>
      new PeriodicExportingMetricReader({
        exporter,
        exportIntervalMillis: Math.max(METRIC_INTERVAL_MS, timeoutMs),
        exportTimeoutMillis: timeoutMs,
      }),
  );
  const tracer = new TracerProvider({ resource, spanProcessors });
  const meters = new MeterProvider({ resource, readers });
  const logs = logRecords(config, failures, run, resource);
  const rootSpan = tracer.getTracer(SCOPE).startSpan(`squadscope.${run.action}`, {
    kind: SpanKind.INTERNAL,
    attributes: { 'squadscope.action': run.action, 'run.correlation_id': run.correlationId },
  });
  return { tracer, meters, rootSpan, logs };
}

/** The run's log records when a logs endpoint is set, scrubbed of the environment's secrets. */
function logRecords(
  config: TelemetryConfig,
  failures: ExportFailures,
  run: RunIdentity,
  resource: ReturnType<typeof resourceFromAttributes>,
): LogRecords | null {
  if (config.logs === null) return null;
  const exporter = new OTLPLogExporter(exporterOptions(config.logs, config.flushTimeoutMs));
  const secrets = secretsOf(run.env);
  const base = { 'squadscope.action': run.action, 'run.correlation_id': run.correlationId };
  return new LogRecords(exporter, resource, base, (text) => scrubSecrets(text, secrets));
}

/** What the spans of one run share: where a child span goes, and the run's instruments. */
interface RunSpans {
  child(name: string, kind: SpanKind, attributes: Attributes): Span;
  current: AsyncLocalStorage<Span>;
  metrics: Instruments;
  base: Attributes;
}

function fail(span: Span, error: unknown): void {
  span.setStatus({ code: SpanStatusCode.ERROR, message: messageOf(error).slice(0, 300) });
}

/** One HTTP request as a client span, its status and retries recorded, and its duration. */
async function tracedRequest<T>(
  run: RunSpans,
  request: { method: string; url: string; fn: () => Promise<T> },
  outcome: (result: T) => RequestOutcome,
): Promise<T> {
  const { method, url, fn } = request;
  const where = safeUrl(url);
  const attributes: Attributes = { 'http.request.method': method };
  if (where !== null) {
    attributes['server.address'] = where.host;
    attributes['url.path'] = where.path;
  }
  const span = run.child(`${method} ${where?.host ?? 'request'}`, SpanKind.CLIENT, attributes);
  const t0 = performance.now();
  let status: number | undefined;
  try {
    const result = await run.current.run(span, fn);
    const o = outcome(result);
    status = o.status;
    if (o.status !== undefined) span.setAttribute('http.response.status_code', o.status);
    if (o.retries !== undefined) span.setAttribute('squadscope.http.retries', o.retries);
    if (o.status !== undefined && o.status >= 400) span.setStatus({ code: SpanStatusCode.ERROR });
    return result;
  } catch (error) {
    fail(span, error);
    throw error;
  } finally {
    const labels = { ...run.base, 'http.response.status_code': status ?? 0 };
    run.metrics.httpRequests.add(1, labels);
    run.metrics.httpDuration.record(performance.now() - t0, labels);
    span.end();
  }
}

/** Traces, metrics and log records flushed within `timeoutMs`: null, or what went wrong. */
async function flushWithin(
  made: { tracer: TracerProvider; meters: MeterProvider; logs: LogRecords | null },
  run: { failures: ExportFailures; annotations: Attributes },
  timeoutMs: number,
): Promise<string | null> {
  const { tracer, meters, logs } = made;
  const { failures } = run;
  const runId = run.annotations['run.id'];
  const logsSent =
    logs?.export(runId === undefined ? {} : { 'run.id': runId }, (result) => {
      if (result.code !== ExportResultCode.SUCCESS)
        failures.note('logs', result.error ?? 'export failed');
    }) ?? [];
  const work = Promise.all([
    tracer.forceFlush().catch((error: unknown) => failures.note('traces', error)),
    meters.forceFlush().catch((error: unknown) => failures.note('metrics', error)),
    ...logsSent,
  ]);
  const settled = await Promise.race([work.then(() => 'done' as const), flushDeadline(timeoutMs)]);
  // No shutdown: it would export everything once more and double the wait. The SDK's
  // timers do not keep the process alive, and a request still in flight ends at its
  // own timeout, the same bound.
  if (settled === 'timeout')
    return `no answer within ${timeoutMs} ms${failures.summary() ? ` (${failures.summary()})` : ''}`;
  return failures.summary();
}

export function startOpenTelemetry(config: TelemetryConfig, run: RunIdentity): Telemetry {
  const failures = new ExportFailures();
  const made = providers(config, failures, run);
  const { rootSpan } = made;
  const spans = made.tracer.getTracer(SCOPE);
  const current = new AsyncLocalStorage<Span>();
  const shared: RunSpans = {
    child: (name, kind, attributes) =>
      spans.startSpan(
        name,
        { kind, attributes },
        trace.setSpan(ROOT_CONTEXT, current.getStore() ?? rootSpan),
      ),
    current,
    metrics: instruments(made.meters),
    base: { 'squadscope.action': run.action },
  };
  const { metrics, base } = shared;
  const annotations: Attributes = {};
  // Counted at start, so that a run that hangs or is killed is counted too.
  metrics.runs.add(1, base);

  return {
    enabled: true,
    annotate(attributes) {
      Object.assign(annotations, attributes);
      rootSpan.setAttributes(attributes);
    },
    async span(name, fn) {
      const span = shared.child(name, SpanKind.INTERNAL, { 'squadscope.phase': name });
      const t0 = performance.now();
      try {
        return await current.run(span, fn);
      } catch (error) {
        fail(span, error);
        throw error;
      } finally {
        metrics.phaseDuration.record(performance.now() - t0, { ...base, phase: name });
        span.end();
      }
    },
    request: (method, url, fn, outcome) => tracedRequest(shared, { method, url, fn }, outcome),
    count(name, value, attributes) {
      if (Number.isFinite(value) && value > 0)
        metrics.counters.get(name)?.add(value, { ...base, ...attributes });
    },
    log: (line) => made.logs?.add(line, (current.getStore() ?? rootSpan).spanContext()),
    endRun(outcome, exitCode, durationMs) {
      rootSpan.setAttributes({ 'squadscope.status': outcome, 'process.exit.code': exitCode });
      if (outcome === 'failure') rootSpan.setStatus({ code: SpanStatusCode.ERROR });
      rootSpan.end();
      metrics.runDuration.record(durationMs, { ...base, outcome });
    },
    flush: () => flushWithin(made, { failures, annotations }, config.flushTimeoutMs),
  };
}

/**
 * The telemetry an action run records, as the rest of the suite sees it. When OpenTelemetry
 * is off (the default) every call is a no-op and none of the OpenTelemetry packages is
 * loaded: they are imported on demand by start.ts, so an unset collector costs nothing at
 * start-up. See docs/observability.md for the spans and metrics.
 */
import type { AttributeValue } from './config.js';
import type { LogLine } from '../log.js';

export type Attributes = Record<string, AttributeValue>;

/** The counters an action adds to (runs and HTTP requests are counted by the runtime). */
export type CounterName =
  | 'articles.fetched'
  | 'articles.kept'
  | 'http.retries'
  | 'rate_limit.waits'
  | 'api.calls'
  | 'cache.hits';

/** What an HTTP request span records once the request settled. */
export interface RequestOutcome {
  /** The HTTP status of the final answer; absent when no answer came (a network error). */
  status?: number;
  retries?: number;
}

export interface Telemetry {
  /** True when spans and metrics are exported. */
  readonly enabled: boolean;
  /** Adds attributes to the run span as they become known (run.id, fan.id, fan.seq, leg ids). */
  annotate(attributes: Attributes): void;
  /** Runs fn in a child span of the current span, and records its duration. */
  span<T>(name: string, fn: () => Promise<T>): Promise<T>;
  /**
   * Runs one HTTP request in a child span of the current span. Only the URL's scheme, host
   * and path are recorded: never its query, fragment, credentials or any header.
   */
  request<T>(
    method: string,
    url: string,
    fn: () => Promise<T>,
    outcome: (result: T) => RequestOutcome,
  ): Promise<T>;
  count(name: CounterName, value: number, attributes?: Attributes): void;
  /** Keeps one log line as an OTLP log record of the current span (when logs are exported). */
  log(line: LogLine): void;
  /** Ends the run span with its outcome, and records the run's duration by outcome. */
  endRun(outcome: string, exitCode: number, durationMs: number): void;
  /**
   * Exports what is left, waiting at most the configured bound. Never rejects: resolves to
   * null, or to one line saying what could not be exported.
   */
  flush(): Promise<string | null>;
}

/** Telemetry off: nothing recorded, nothing loaded. */
export const NO_TELEMETRY: Telemetry = {
  enabled: false,
  annotate: () => undefined,
  span: (_name, fn) => fn(),
  request: (_method, _url, fn) => fn(),
  count: () => undefined,
  log: () => undefined,
  endRun: () => undefined,
  flush: async () => null,
};

/** `https://host:port/path` of a URL: what a span may say about it. */
export function safeUrl(raw: string): { origin: string; host: string; path: string } | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  return { origin: url.origin, host: url.host, path: url.pathname };
}

/** Resolves after ms, without keeping the process alive: the bound of a final flush. */
export function flushDeadline(ms: number): Promise<'timeout'> {
  return new Promise((resolve) => setTimeout(() => resolve('timeout'), ms).unref());
}

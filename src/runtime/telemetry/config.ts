/**
 * (pure) Whether OpenTelemetry is on, and its settings, from the standard OTEL_* variables.
 *
 * Off unless an OTLP endpoint is set: OTEL_EXPORTER_OTLP_ENDPOINT (the base URL; the
 * signal paths /v1/traces, /v1/metrics and /v1/logs are appended) or the signal-specific
 * OTEL_EXPORTER_OTLP_{TRACES,METRICS,LOGS}_ENDPOINT (used as is).
 * OTEL_SDK_DISABLED=true turns everything off; OTEL_{TRACES,METRICS,LOGS}_EXPORTER set to
 * `none` turn one signal off. Headers, service name and resource attributes come from
 * OTEL_EXPORTER_OTLP_HEADERS (and the signal-specific variants), OTEL_SERVICE_NAME and
 * OTEL_RESOURCE_ATTRIBUTES. A value that cannot be read is a TelemetryConfigError: the
 * runtime turns telemetry off with one warning, and the run itself goes on unchanged.
 *
 * Header values are credentials: no message built here ever quotes one.
 */

export type AttributeValue = string | number | boolean;

export interface SignalEndpoint {
  url: string;
  headers: Record<string, string>;
}

export interface TelemetryConfig {
  /** null: that signal is off. */
  traces: SignalEndpoint | null;
  metrics: SignalEndpoint | null;
  /** The run's log lines as OTLP log records. */
  logs: SignalEndpoint | null;
  /** service.name and the other resource attributes. */
  resource: Record<string, string>;
  /** The longest the final flush may take before the run exits anyway, in ms. */
  flushTimeoutMs: number;
}

export class TelemetryConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`${variable} ${problem}`);
    this.name = 'TelemetryConfigError';
  }
}

/** The default service.name when neither OTEL_SERVICE_NAME nor a resource attribute sets it. */
export const DEFAULT_SERVICE_NAME = 'squadscope';

/**
 * The bounded wait of the final flush (traces and metrics together). An unreachable, slow
 * or failing collector costs a run at most this long; see docs/observability.md.
 */
export const FLUSH_TIMEOUT_MS = 3000;

const SIGNAL_PATHS = { traces: 'v1/traces', metrics: 'v1/metrics', logs: 'v1/logs' } as const;
type Signal = keyof typeof SIGNAL_PATHS;

function value(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const v = env[name]?.trim();
  return v === undefined || v === '' ? undefined : v;
}

function checkUrl(variable: string, raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new TelemetryConfigError(variable, 'is not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new TelemetryConfigError(variable, 'must be an http(s) URL (OTLP/HTTP)');
  if (url.username || url.password)
    throw new TelemetryConfigError(variable, 'must not contain credentials (use the headers)');
  return url;
}

/** The signal's URL: its own variable as is, else the base endpoint plus the signal path. */
function endpointUrl(env: NodeJS.ProcessEnv, signal: Signal): string | undefined {
  const own = `OTEL_EXPORTER_OTLP_${signal.toUpperCase()}_ENDPOINT`;
  const specific = value(env, own);
  if (specific !== undefined) return checkUrl(own, specific).href;
  const base = value(env, 'OTEL_EXPORTER_OTLP_ENDPOINT');
  if (base === undefined) return undefined;
  const url = checkUrl('OTEL_EXPORTER_OTLP_ENDPOINT', base);
  if (url.search || url.hash)
    throw new TelemetryConfigError('OTEL_EXPORTER_OTLP_ENDPOINT', 'must not have a query');
  const path = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  return new URL(`${path}${SIGNAL_PATHS[signal]}`, url).href;
}

function decode(variable: string, text: string, what: string, index: number): string {
  try {
    return decodeURIComponent(text.trim());
  } catch {
    throw new TelemetryConfigError(
      variable,
      `entry ${index + 1}: the ${what} is badly percent-encoded`,
    );
  }
}

/**
 * `key1=value1,key2=value2` with percent-encoded values, as OTEL_EXPORTER_OTLP_HEADERS and
 * OTEL_RESOURCE_ATTRIBUTES are written. Empty entries are skipped; a later key wins.
 */
export function parseKeyValueList(variable: string, raw: string): Record<string, string> {
  // No prototype: a key such as `__proto__` is an ordinary key, never the object's prototype.
  const out: Record<string, string> = Object.create(null);
  raw.split(',').forEach((entry, index) => {
    if (entry.trim() === '') return;
    const eq = entry.indexOf('=');
    if (eq <= 0) throw new TelemetryConfigError(variable, `entry ${index + 1} is not key=value`);
    const key = decode(variable, entry.slice(0, eq), 'key', index);
    if (key === '') throw new TelemetryConfigError(variable, `entry ${index + 1} has an empty key`);
    out[key] = decode(variable, entry.slice(eq + 1), 'value', index);
  });
  return out;
}

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

function headersFor(env: NodeJS.ProcessEnv, signal: Signal): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const variable of [
    'OTEL_EXPORTER_OTLP_HEADERS',
    `OTEL_EXPORTER_OTLP_${signal.toUpperCase()}_HEADERS`,
  ]) {
    const raw = value(env, variable);
    if (raw === undefined) continue;
    for (const [name, v] of Object.entries(parseKeyValueList(variable, raw))) {
      if (!HEADER_NAME.test(name))
        throw new TelemetryConfigError(variable, `has a header name that HTTP does not allow`);
      if (/[\r\n\0]/.test(v))
        throw new TelemetryConfigError(variable, `has a header value with a line break`);
      headers[name] = v;
    }
  }
  return headers;
}

function signalOn(env: NodeJS.ProcessEnv, signal: Signal): boolean {
  const variable = `OTEL_${signal.toUpperCase()}_EXPORTER`;
  const exporter = value(env, variable);
  if (exporter === undefined) return true;
  const names = exporter.split(',').map((s) => s.trim().toLowerCase());
  if (names.includes('none')) return false;
  if (!names.includes('otlp'))
    throw new TelemetryConfigError(variable, 'names an exporter other than otlp or none');
  return true;
}

function checkProtocol(env: NodeJS.ProcessEnv): void {
  for (const variable of [
    'OTEL_EXPORTER_OTLP_PROTOCOL',
    'OTEL_EXPORTER_OTLP_TRACES_PROTOCOL',
    'OTEL_EXPORTER_OTLP_METRICS_PROTOCOL',
    'OTEL_EXPORTER_OTLP_LOGS_PROTOCOL',
  ]) {
    const protocol = value(env, variable);
    // The suite sends OTLP/HTTP with JSON bodies; OTLP/HTTP collectors take JSON and protobuf alike.
    if (protocol !== undefined && protocol !== 'http/json' && protocol !== 'http/protobuf')
      throw new TelemetryConfigError(variable, 'must be http/json or http/protobuf (OTLP/HTTP)');
  }
}

function resourceOf(env: NodeJS.ProcessEnv): Record<string, string> {
  const raw = value(env, 'OTEL_RESOURCE_ATTRIBUTES');
  const attributes = raw === undefined ? {} : parseKeyValueList('OTEL_RESOURCE_ATTRIBUTES', raw);
  const serviceName =
    value(env, 'OTEL_SERVICE_NAME') ?? attributes['service.name'] ?? DEFAULT_SERVICE_NAME;
  return { ...attributes, 'service.name': serviceName };
}

function signalEndpoint(env: NodeJS.ProcessEnv, signal: Signal): SignalEndpoint | null {
  if (!signalOn(env, signal)) return null;
  const url = endpointUrl(env, signal);
  return url === undefined ? null : { url, headers: headersFor(env, signal) };
}

/** null when telemetry is off (the default); throws TelemetryConfigError for a bad value. */
export function readTelemetryConfig(env: NodeJS.ProcessEnv): TelemetryConfig | null {
  if (value(env, 'OTEL_SDK_DISABLED')?.toLowerCase() === 'true') return null;
  const any = [
    'OTEL_EXPORTER_OTLP_ENDPOINT',
    'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT',
    'OTEL_EXPORTER_OTLP_METRICS_ENDPOINT',
    'OTEL_EXPORTER_OTLP_LOGS_ENDPOINT',
  ];
  if (!any.some((name) => value(env, name) !== undefined)) return null;
  checkProtocol(env);
  const traces = signalEndpoint(env, 'traces');
  const metrics = signalEndpoint(env, 'metrics');
  const logs = signalEndpoint(env, 'logs');
  if (traces === null && metrics === null && logs === null) return null;
  return { traces, metrics, logs, resource: resourceOf(env), flushTimeoutMs: FLUSH_TIMEOUT_MS };
}

/** Where telemetry goes, for a log line: scheme, host and port only (no path, no query). */
export function endpointLabel(config: TelemetryConfig): string {
  const urls = [config.traces?.url, config.metrics?.url, config.logs?.url].filter(
    (u): u is string => u !== undefined,
  );
  return [...new Set(urls.map((u) => new URL(u).origin))].join(', ');
}

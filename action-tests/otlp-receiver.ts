/**
 * An OTLP/HTTP receiver for tests, on 127.0.0.1: it accepts POST /v1/traces, /v1/metrics
 * and /v1/logs with JSON bodies (what the suite's exporters send) and keeps what arrived,
 * flattened for assertions. Faults: `status: 500` answers every export with an error,
 * `hang: true` accepts the connection and never answers.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
  status: { code?: number; message?: string };
  attributes: Record<string, unknown>;
  resource: Record<string, unknown>;
}

export interface ReceivedMetric {
  name: string;
  unit: string;
  kind: 'sum' | 'histogram' | 'gauge' | 'other';
  points: { attributes: Record<string, unknown>; value: number; count?: number }[];
}

export interface ReceivedLog {
  traceId: string;
  spanId: string;
  severityNumber: number;
  severityText: string;
  body: unknown;
  attributes: Record<string, unknown>;
  resource: Record<string, unknown>;
}

export interface OtlpReceiver {
  /** http://127.0.0.1:<port> (the base endpoint: OTEL_EXPORTER_OTLP_ENDPOINT). */
  url: string;
  spans(): ReceivedSpan[];
  metrics(): ReceivedMetric[];
  logs(): ReceivedLog[];
  /** Request paths and headers, in arrival order. */
  requests(): { path: string; headers: Record<string, string | string[] | undefined> }[];
  close(): Promise<void>;
}

export interface ReceiverOptions {
  status?: number;
  hang?: boolean;
}

interface KeyValue {
  key: string;
  value: Record<string, unknown>;
}

function anyValue(v: Record<string, unknown>): unknown {
  if ('stringValue' in v) return v['stringValue'];
  if ('intValue' in v) return Number(v['intValue']);
  if ('doubleValue' in v) return v['doubleValue'];
  if ('boolValue' in v) return v['boolValue'];
  return v;
}

function attributes(list: KeyValue[] | undefined): Record<string, unknown> {
  return Object.fromEntries((list ?? []).map((kv) => [kv.key, anyValue(kv.value)]));
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function spansOf(body: Json): ReceivedSpan[] {
  const out: ReceivedSpan[] = [];
  for (const rs of body['resourceSpans'] ?? []) {
    const resource = attributes(rs.resource?.attributes);
    for (const ss of rs.scopeSpans ?? []) {
      for (const s of ss.spans ?? []) {
        out.push({
          traceId: s.traceId,
          spanId: s.spanId,
          parentSpanId: s.parentSpanId ?? '',
          name: s.name,
          kind: s.kind,
          status: s.status ?? {},
          attributes: attributes(s.attributes),
          resource,
        });
      }
    }
  }
  return out;
}

function metricsOf(body: Json): ReceivedMetric[] {
  const out: ReceivedMetric[] = [];
  for (const rm of body['resourceMetrics'] ?? []) {
    for (const sm of rm.scopeMetrics ?? []) {
      for (const m of sm.metrics ?? []) {
        const kind = m.sum ? 'sum' : m.histogram ? 'histogram' : m.gauge ? 'gauge' : 'other';
        const data = m.sum ?? m.histogram ?? m.gauge ?? { dataPoints: [] };
        out.push({
          name: m.name,
          unit: m.unit ?? '',
          kind,
          points: (data.dataPoints ?? []).map((p: Json) => ({
            attributes: attributes(p.attributes),
            value: Number(p.asInt ?? p.asDouble ?? p.sum ?? 0),
            ...(p.count === undefined ? {} : { count: Number(p.count) }),
          })),
        });
      }
    }
  }
  return out;
}

function logsOf(body: Json): ReceivedLog[] {
  const out: ReceivedLog[] = [];
  for (const rl of body['resourceLogs'] ?? []) {
    const resource = attributes(rl.resource?.attributes);
    for (const sl of rl.scopeLogs ?? []) {
      for (const r of sl.logRecords ?? []) {
        out.push({
          traceId: r.traceId ?? '',
          spanId: r.spanId ?? '',
          severityNumber: r.severityNumber,
          severityText: r.severityText ?? '',
          body: r.body === undefined ? undefined : anyValue(r.body),
          attributes: attributes(r.attributes),
          resource,
        });
      }
    }
  }
  return out;
}

export async function startOtlpReceiver(options: ReceiverOptions = {}): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const metrics: ReceivedMetric[] = [];
  const logs: ReceivedLog[] = [];
  const requests: { path: string; headers: Record<string, string | string[] | undefined> }[] = [];
  const hanging: ServerResponse[] = [];
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests.push({ path: req.url ?? '', headers: req.headers });
      if (options.hang) {
        hanging.push(res);
        return;
      }
      if (options.status !== undefined && options.status !== 200) {
        res.writeHead(options.status, { 'content-type': 'application/json' });
        res.end('{"code":13,"message":"collector failure"}');
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Json;
      if (req.url === '/v1/traces') spans.push(...spansOf(body));
      else if (req.url === '/v1/metrics') metrics.push(...metricsOf(body));
      else if (req.url === '/v1/logs') logs.push(...logsOf(body));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
  };
  const server: Server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans: () => [...spans],
    metrics: () => [...metrics],
    logs: () => [...logs],
    requests: () => [...requests],
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A URL on 127.0.0.1 where nothing listens (the connection is refused). */
export async function refusingUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

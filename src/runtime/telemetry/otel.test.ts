// The real OpenTelemetry exporters against an OTLP/HTTP receiver on 127.0.0.1: spans with
// their attributes and parent/child links, counters and histograms, and the bounded flush
// when the collector refuses, hangs or fails.
import { EventEmitter } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  refusingUrl,
  startOtlpReceiver,
  type OtlpReceiver,
} from '../../../action-tests/otlp-receiver.js';
import { createHttpClient } from '../../http/index.js';
import { runAction, type ActionSpec, type RuntimeDeps } from '../lifecycle.js';
import { withCapturedStdout } from '../../../test-support/runtime.js';
import { instrumentHttpClient } from './http.js';
import { startTelemetry } from './start.js';

let feed: Server;
let feedUrl: string;
const receivers: OtlpReceiver[] = [];

beforeAll(async () => {
  feed = createServer((req, res) => {
    res.writeHead(req.url?.startsWith('/missing') ? 404 : 200, { 'content-type': 'text/plain' });
    res.end('hello');
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => feed.close(() => resolve()));
});

afterEach(async () => {
  for (const r of receivers.splice(0)) await r.close();
});

async function receiver(options: Parameters<typeof startOtlpReceiver>[0] = {}) {
  const r = await startOtlpReceiver(options);
  receivers.push(r);
  return r;
}

/** An action that annotates its run, runs two phases and fetches twice in the second. */
const spec: ActionSpec<null> = {
  name: 'demo-action',
  readInputs: () => null,
  async run(ctx) {
    ctx.telemetry.annotate({
      'run.id': '2026-W23-abcdef012345',
      'fan.id': '2026-W23-abcdef012345:rss',
      'fan.seq': 2,
      'squadscope.source_id': 'techcrunch',
    });
    await ctx.phase('Load', async () => undefined);
    await ctx.phase('Crawl', async () => {
      const client = instrumentHttpClient(
        createHttpClient({
          userAgent: 'test',
          timeoutMs: 5000,
          maxAttempts: 1,
          maxBytes: 1 << 20,
          allowPrivateNetwork: true,
        }),
        ctx.telemetry,
      );
      await client.get(`${feedUrl}/feed.xml?token=secret#frag`, {
        headers: { authorization: 'Bearer nope' },
      });
      await client.get(`${feedUrl}/missing`);
    });
    ctx.telemetry.count('articles.fetched', 7);
    ctx.telemetry.count('articles.kept', 5);
    return { items: 7 };
  },
};

async function run(
  env: NodeJS.ProcessEnv,
  extra: Partial<RuntimeDeps> = {},
  action: ActionSpec<null> = spec,
) {
  const exits: number[] = [];
  const started = performance.now();
  const { result, out } = await withCapturedStdout(() =>
    runAction(action, {
      env,
      exit: (code) => void exits.push(code),
      uuid: () => 'corr-1',
      signals: new EventEmitter(),
      ...extra,
    }),
  );
  return { code: result, exits, ms: performance.now() - started, lines: out.lines() };
}

test('spans: the run span with its ids, phase spans as its children, HTTP spans under their phase', async () => {
  const r = await receiver();
  const { code, lines } = await run({
    OTEL_EXPORTER_OTLP_ENDPOINT: r.url,
    OTEL_SERVICE_NAME: 'crawler',
    OTEL_RESOURCE_ATTRIBUTES: 'deployment.environment=test,team=news%20desk',
  });
  expect(code).toBe(0);
  expect(lines.filter((l) => l.startsWith('::warning'))).toEqual([]);
  const spans = r.spans();
  const root = spans.find((s) => s.name === 'squadscope.demo-action');
  expect(root).toBeDefined();
  expect(root!.parentSpanId).toBe('');
  expect(root!.attributes).toMatchObject({
    'run.id': '2026-W23-abcdef012345',
    'run.correlation_id': 'corr-1',
    'fan.id': '2026-W23-abcdef012345:rss',
    'fan.seq': 2,
    'squadscope.source_id': 'techcrunch',
    'squadscope.status': 'success',
  });
  expect(root!.resource).toMatchObject({
    'service.name': 'crawler',
    'deployment.environment': 'test',
    team: 'news desk',
  });
  const load = spans.find((s) => s.name === 'Load')!;
  const crawl = spans.find((s) => s.name === 'Crawl')!;
  expect(load.parentSpanId).toBe(root!.spanId);
  expect(crawl.parentSpanId).toBe(root!.spanId);
  const http = spans.filter((s) => s.name.startsWith('GET '));
  expect(http).toHaveLength(2);
  for (const s of http) {
    expect(s.parentSpanId).toBe(crawl.spanId);
    expect(s.traceId).toBe(root!.traceId);
  }
  expect(http.map((s) => s.attributes['url.path']).sort()).toEqual(['/feed.xml', '/missing']);
  expect(http.map((s) => s.attributes['http.response.status_code']).sort()).toEqual([200, 404]);
  // Never the query, the fragment or a header.
  const text = JSON.stringify(spans);
  expect(text).not.toContain('secret');
  expect(text).not.toContain('frag');
  expect(text).not.toContain('Bearer');
});

test('metrics: runs, HTTP requests and action counters, and duration histograms', async () => {
  const r = await receiver();
  await run({ OTEL_EXPORTER_OTLP_ENDPOINT: `${r.url}/` });
  const metrics = new Map(r.metrics().map((m) => [m.name, m]));
  const sum = (name: string) => metrics.get(name)?.points.reduce((n, p) => n + p.value, 0);
  expect(metrics.get('squadscope.runs')?.kind).toBe('sum');
  expect(sum('squadscope.runs')).toBe(1);
  // Counted at start, before the outcome is known; the outcome is on the duration.
  expect(metrics.get('squadscope.runs')?.points[0]?.attributes).toEqual({
    'squadscope.action': 'demo-action',
  });
  expect(metrics.get('squadscope.run.duration')?.points[0]?.attributes).toEqual({
    'squadscope.action': 'demo-action',
    outcome: 'success',
  });
  expect(sum('squadscope.http.requests')).toBe(2);
  expect(sum('squadscope.articles.fetched')).toBe(7);
  expect(sum('squadscope.articles.kept')).toBe(5);
  for (const name of [
    'squadscope.run.duration',
    'squadscope.phase.duration',
    'squadscope.http.duration',
  ]) {
    expect(metrics.get(name)?.kind).toBe('histogram');
    expect(metrics.get(name)?.unit).toBe('ms');
  }
  expect(
    metrics
      .get('squadscope.phase.duration')!
      .points.map((p) => p.attributes['phase'])
      .sort(),
  ).toEqual(['Crawl', 'Load']);
  expect(metrics.get('squadscope.run.duration')!.points[0]!.count).toBe(1);
});

test('a run is counted at start: a run that never ends is counted too', async () => {
  const r = await receiver();
  const log = { debug: () => undefined, warning: () => undefined };
  const telemetry = await startTelemetry({
    action: 'hung-action',
    correlationId: 'corr-2',
    env: { OTEL_EXPORTER_OTLP_ENDPOINT: r.url },
    log,
  });
  expect(await telemetry.flush()).toBeNull();
  const runs = r.metrics().filter((m) => m.name === 'squadscope.runs');
  expect(runs.flatMap((m) => m.points).map((p) => [p.attributes, p.value])).toEqual([
    [{ 'squadscope.action': 'hung-action' }, 1],
  ]);
});

test("log lines: OTLP log records of the run's trace, with run.id, the annotation's file and line, no secret", async () => {
  const r = await receiver();
  const token = 'ghs_abcdefghijklmnopqrstuvwxyz0123456789';
  const logging: ActionSpec<null> = {
    ...spec,
    async run(ctx, inputs) {
      ctx.log.info('before the phases');
      await ctx.phase('Crawl', async () => {
        ctx.log.warning(`feed moved (token ${ctx.env['GITHUB_TOKEN']})`, {
          title: 'Moved',
          file: 'config/sources.json',
          startLine: 12,
        });
      });
      return spec.run(ctx, inputs);
    },
  };
  const env = { OTEL_EXPORTER_OTLP_ENDPOINT: r.url, GITHUB_TOKEN: token };
  const { code } = await run(env, {}, logging);
  expect(code).toBe(0);
  const root = r.spans().find((s) => s.name === 'squadscope.demo-action')!;
  const crawl = r.spans().find((s) => s.name === 'Crawl' && s.parentSpanId === root.spanId)!;
  const logs = r.logs();
  expect(logs.map((l) => l.body)).toEqual(
    expect.arrayContaining(['before the phases', 'feed moved (token ***)']),
  );
  for (const record of logs) {
    expect(record.traceId).toBe(root.traceId);
    expect(record.attributes).toMatchObject({
      'run.id': '2026-W23-abcdef012345',
      'run.correlation_id': 'corr-1',
      'squadscope.action': 'demo-action',
    });
    expect(record.resource['service.name']).toBe('squadscope');
  }
  expect(logs.find((l) => l.body === 'before the phases')!.spanId).toBe(root.spanId);
  const warning = logs.find((l) => l.severityText === 'WARN')!;
  expect(warning.spanId).toBe(crawl.spanId);
  expect(warning.severityNumber).toBe(13);
  expect(warning.attributes).toMatchObject({
    'code.file.path': 'config/sources.json',
    'code.line.number': 12,
    'squadscope.annotation.title': 'Moved',
  });
  expect(JSON.stringify(logs)).not.toContain(token);
});

test('OTEL_LOGS_EXPORTER=none: traces and metrics, no log records', async () => {
  const r = await receiver();
  await run({ OTEL_EXPORTER_OTLP_ENDPOINT: r.url, OTEL_LOGS_EXPORTER: 'none' });
  expect(r.spans().length).toBeGreaterThan(0);
  expect(r.requests().some((q) => q.path === '/v1/logs')).toBe(false);
});

test('signal-specific endpoints and headers are honoured', async () => {
  const r = await receiver();
  await run({
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${r.url}/v1/traces`,
    OTEL_EXPORTER_OTLP_HEADERS: 'x-api-key=k%3D1',
    OTEL_METRICS_EXPORTER: 'none',
  });
  expect(r.spans().length).toBeGreaterThan(0);
  expect(r.metrics()).toEqual([]);
  expect(r.requests().every((q) => q.path === '/v1/traces')).toBe(true);
  expect(r.requests()[0]!.headers['x-api-key']).toBe('k=1');
});

const FLUSH_MS = 1500;

describe.each([
  ['refuses the connection', async () => ({ url: await refusingUrl() })],
  ['hangs', async () => ({ url: (await receiver({ hang: true })).url })],
  ['answers 500', async () => ({ url: (await receiver({ status: 500 })).url })],
])('a collector that %s', (_what, collector) => {
  test('costs at most the flush bound, one warning line, and the exit code is unchanged', async () => {
    const { url } = await collector();
    const { code, exits, ms, lines } = await run(
      { OTEL_EXPORTER_OTLP_ENDPOINT: url },
      { telemetryFlushMs: FLUSH_MS },
    );
    expect(code).toBe(0);
    expect(exits).toEqual([0]);
    // The run itself takes a few ms: the rest is the flush, bounded.
    expect(ms).toBeLessThan(FLUSH_MS + 1000);
    const warnings = lines.filter((l) => l.startsWith('::warning'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('OpenTelemetry: could not export');
  });
});

test('a failing run keeps its exit code with a failing collector', async () => {
  const r = await receiver({ status: 500 });
  const exits: number[] = [];
  const failing: ActionSpec<null> = {
    ...spec,
    run: async () => {
      throw new Error('boom');
    },
  };
  const { result } = await withCapturedStdout(() =>
    runAction(failing, {
      env: { OTEL_EXPORTER_OTLP_ENDPOINT: r.url },
      exit: (c) => void exits.push(c),
      signals: new EventEmitter(),
      telemetryFlushMs: FLUSH_MS,
    }),
  );
  expect(result).toBe(1);
  expect(exits).toEqual([1]);
});

test('a bad OTEL_* value: one warning, telemetry off, the run goes on', async () => {
  const r = await receiver();
  const { code, lines } = await run({
    OTEL_EXPORTER_OTLP_ENDPOINT: r.url,
    OTEL_EXPORTER_OTLP_HEADERS: 'authorization',
  });
  expect(code).toBe(0);
  const warnings = lines.filter((l) => l.startsWith('::warning'));
  expect(warnings).toEqual([
    expect.stringContaining(
      'OpenTelemetry is off: OTEL_EXPORTER_OTLP_HEADERS entry 1 is not key=value',
    ),
  ]);
  expect(r.requests()).toEqual([]);
});

test('unset: nothing is sent and nothing is said', async () => {
  const r = await receiver();
  const { code, lines } = await run({});
  expect(code).toBe(0);
  expect(lines.some((l) => l.includes('OpenTelemetry'))).toBe(false);
  expect(r.requests()).toEqual([]);
});

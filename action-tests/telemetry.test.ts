// OpenTelemetry from a bundle run as the runner runs it (a separate Node 24 process): the
// chunk holding the SDK loads on demand, spans and metrics reach an OTLP/HTTP receiver on
// 127.0.0.1, and a collector that hangs or refuses delays the process's exit by at most
// the flush bound (3 s) without changing its exit code.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FLUSH_TIMEOUT_MS } from '../src/runtime/index.js';
import { runStep } from '../src/local/step.js';
import { withExampleConfigs } from './example-configs.js';
import { refusingUrl, startOtlpReceiver, type OtlpReceiver } from './otlp-receiver.js';

let root: string;
const receivers: OtlpReceiver[] = [];

beforeAll(async () => {
  root = await withExampleConfigs(await mkdtemp(join(tmpdir(), 'telemetry-e2e-')));
});
afterAll(async () => {
  for (const r of receivers) await r.close();
  await rm(root, { recursive: true, force: true });
});

let n = 0;
function plan(env: Record<string, string>) {
  return runStep(
    'make-run-context',
    {
      'source-config': 'examples/sources.json',
      'topic-config': 'examples/squadscope.topic.yml',
      'artifact-dir': join(root, `artifacts-${n++}`),
      now: '2026-06-05T12:00:00Z',
    },
    { env, cwd: root, timeoutMs: 60_000 },
  );
}

test('spans and metrics of a bundle reach the collector', async () => {
  const r = await startOtlpReceiver();
  receivers.push(r);
  const step = await plan({ OTEL_EXPORTER_OTLP_ENDPOINT: r.url });
  expect(step.exitCode).toBe(0);
  expect(step.stdout).not.toContain('::warning');
  const span = r.spans().find((s) => s.name === 'squadscope.make-run-context');
  expect(span?.attributes['run.id']).toBe(step.outputs['run-id']);
  expect(r.spans().filter((s) => s.parentSpanId === span!.spanId).length).toBeGreaterThan(0);
  expect(r.metrics().map((m) => m.name)).toContain('squadscope.runs');
});

test.each([
  [
    'hangs',
    async () => {
      const hanging = await startOtlpReceiver({ hang: true });
      receivers.push(hanging); // closed after the tests: an open server keeps jest running
      return hanging.url;
    },
  ],
  ['refuses the connection', refusingUrl],
])('a collector that %s: exit 0 within the flush bound, one warning', async (_what, url) => {
  const endpoint = await url();
  const quiet = await plan({});
  const slow = await plan({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint });
  expect(slow.exitCode).toBe(0);
  expect(slow.durationMs - quiet.durationMs).toBeLessThan(FLUSH_TIMEOUT_MS + 1500);
  expect(slow.stdout.split('\n').filter((l) => l.startsWith('::warning'))).toEqual([
    expect.stringContaining('OpenTelemetry: could not export'),
  ]);
});

test("a fan-in's log lines reach the collector as log records of the run's trace", async () => {
  const r = await startOtlpReceiver();
  receivers.push(r);
  const artifacts = join(root, `artifacts-${n++}`);
  const planned = await runStep(
    'make-run-context',
    {
      'source-config': 'examples/sources.json',
      'topic-config': 'examples/squadscope.topic.yml',
      'artifact-dir': artifacts,
      now: '2026-06-05T12:00:00Z',
    },
    { cwd: root, timeoutMs: 60_000 },
  );
  // No leg ran: the fan-in fails, and says why in its log.
  const step = await runStep(
    'fan-in',
    {
      'artifact-dir': artifacts,
      'output-dir': `out-${n++}`,
      'topic-config': 'examples/squadscope.topic.yml',
    },
    // The temporary root is the workspace: output-dir stays inside it.
    { env: { OTEL_EXPORTER_OTLP_ENDPOINT: r.url }, cwd: root, timeoutMs: 60_000 },
  );
  expect(step.exitCode).toBe(1);
  const root_ = r.spans().find((s) => s.name === 'squadscope.fan-in')!;
  const spanIds = new Set(r.spans().map((s) => s.spanId));
  const logs = r.logs();
  expect(logs.length).toBeGreaterThan(2);
  for (const record of logs) {
    expect(record.traceId).toBe(root_.traceId);
    expect(spanIds.has(record.spanId)).toBe(true);
    expect(record.attributes['run.id']).toBe(planned.outputs['run-id']);
    expect(record.attributes['run.correlation_id']).toBe(root_.attributes['run.correlation_id']);
  }
  const errors = logs.filter((l) => l.severityText === 'ERROR').map((l) => String(l.body));
  expect(errors).toEqual(expect.arrayContaining([expect.stringContaining('fan-in failed')]));
});

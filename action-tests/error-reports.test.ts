// Sentry error reports from the bundles, run as the runner runs them: a failing fan-in sends
// exactly one event (tagged with its run, scrubbed of the token it was given) to an envelope
// receiver on 127.0.0.1, a green one sends none, and a dead Sentry beside a dead OTLP
// collector costs one warning each and leaves the exit code as it was.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runStep } from '../src/local/step.js';
import { withExampleConfigs } from './example-configs.js';
import { refusingUrl } from './otlp-receiver.js';
import { SENTRY_TEST_KEY, startSentryReceiver, type SentryReceiver } from './sentry-receiver.js';

const NOW = '2026-06-05T12:00:00Z';
const TOKEN = 'ghs_e2eTokenThatMustNeverLeave0123456789';
const RUNNER = {
  GITHUB_REPOSITORY: 'news/squad',
  GITHUB_RUN_ID: '555',
  GITHUB_RUN_ATTEMPT: '1',
  GITHUB_WORKFLOW: 'crawl',
  GITHUB_TOKEN: TOKEN,
};

let root: string;
const receivers: SentryReceiver[] = [];
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'error-reports-e2e-'));
});
afterAll(async () => {
  for (const r of receivers) await r.close();
  await rm(root, { recursive: true, force: true });
});

let n = 0;
/** A plan, then a fan-in over it with no leg run: failing; with no source due: green (empty). */
async function planAndFanIn(kind: 'failing' | 'green', env: Record<string, string>) {
  const dir = await withExampleConfigs(join(root, `run-${n++}`));
  const artifacts = join(dir, 'artifacts');
  const inputs: Record<string, string> = {
    'source-config': 'examples/sources.json',
    'topic-config': 'examples/squadscope.topic.yml',
    'artifact-dir': artifacts,
    now: NOW,
  };
  if (kind === 'green') {
    const scraped = '2026-06-04T12:00:00Z';
    const ids = [
      'techcrunch',
      'nvidia_blog',
      'hugging_face_blog',
      'mit_technology_review',
      'github_blog',
    ];
    const state = join(dir, 'state.json');
    await writeFile(
      state,
      JSON.stringify({
        schema_version: 'scrape_state_v1',
        sources: Object.fromEntries(ids.map((id) => [id, { last_scraped_at: scraped }])),
      }),
    );
    Object.assign(inputs, { state, 'github-shards': 'none' });
  }
  const plan = await runStep('make-run-context', inputs, {
    env: RUNNER,
    cwd: dir,
    timeoutMs: 60_000,
  });
  expect(plan.exitCode).toBe(0);
  const fanIn = await runStep(
    'fan-in',
    {
      'artifact-dir': artifacts,
      'output-dir': 'out',
      'topic-config': 'examples/squadscope.topic.yml',
    },
    // The run's directory is the workspace: output-dir stays inside it.
    { env: { ...RUNNER, ...env }, cwd: dir, timeoutMs: 60_000 },
  );
  return { plan, fanIn };
}

async function receiver() {
  const r = await startSentryReceiver();
  receivers.push(r);
  return r;
}

test('a failing fan-in: exactly one event, tagged with the run, with no secret in it', async () => {
  const r = await receiver();
  const { plan, fanIn } = await planAndFanIn('failing', { SENTRY_DSN: r.dsn });
  expect(fanIn.exitCode).toBe(1);
  const envelopes = r.envelopes();
  expect(envelopes).toHaveLength(1);
  const { event, raw } = envelopes[0]!;
  expect(event['tags']).toMatchObject({
    action: 'fan-in',
    'run.id': plan.outputs['run-id'],
    outcome: 'failure',
    'github.run_id': '555',
    workflow_run: 'https://github.com/news/squad/actions/runs/555/attempts/1',
  });
  expect(event['tags']['run.correlation_id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(fanIn.stdout).toContain(`correlation id ${event['tags']['run.correlation_id']}`);
  expect(event['exception'].values[0].value).toContain('fan-in failed');
  expect(raw).not.toContain(TOKEN);
  expect(raw).not.toContain(SENTRY_TEST_KEY);
});

test('a green fan-in sends nothing', async () => {
  const r = await receiver();
  const { fanIn } = await planAndFanIn('green', { SENTRY_DSN: r.dsn });
  expect(fanIn.exitCode).toBe(0);
  expect(r.envelopes()).toEqual([]);
});

test('a dead Sentry and a dead OTLP collector: one warning each, the exit code unchanged', async () => {
  const plain = await planAndFanIn('failing', {});
  const dead = await refusingUrl();
  const { fanIn } = await planAndFanIn('failing', {
    SENTRY_DSN: `http://${SENTRY_TEST_KEY}@${dead.slice('http://'.length)}/1`,
    OTEL_EXPORTER_OTLP_ENDPOINT: dead,
  });
  expect(fanIn.exitCode).toBe(plain.fanIn.exitCode);
  const warnings = fanIn.stdout.split('\n').filter((l) => l.startsWith('::warning'));
  expect(warnings.filter((l) => l.includes('Sentry'))).toEqual([
    expect.stringContaining("Sentry: could not send the run's error report"),
  ]);
  expect(warnings.filter((l) => l.includes('OpenTelemetry'))).toEqual([
    expect.stringContaining('OpenTelemetry: could not export'),
  ]);
  const before = plain.fanIn.stdout.split('\n').filter((l) => l.startsWith('::warning'));
  expect(warnings).toHaveLength(before.length + 2);
});

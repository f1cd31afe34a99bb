// Error reports through the lifecycle, against a Sentry envelope receiver on 127.0.0.1: one
// event for a failing run (tagged, scrubbed), none for a green one, one for a bad input, and
// a Sentry that refuses, hangs or fails costs one warning and never the exit code.
import { EventEmitter } from 'node:events';
import { refusingUrl } from '../../../action-tests/otlp-receiver.js';
import {
  SENTRY_TEST_KEY,
  startSentryReceiver,
  type SentryReceiver,
} from '../../../action-tests/sentry-receiver.js';
import { InputError } from '../input-error.js';
import { runAction, type ActionSpec, type RuntimeDeps } from '../lifecycle.js';
import { withCapturedStdout } from '../../../test-support/runtime.js';
import { reportCrashes } from './crashes.js';
import type { FailureReport } from './event.js';
import type { ErrorReports } from './reports.js';

const receivers: SentryReceiver[] = [];
afterEach(async () => {
  for (const r of receivers.splice(0)) await r.close();
});

async function receiver(options: Parameters<typeof startSentryReceiver>[0] = {}) {
  const r = await startSentryReceiver(options);
  receivers.push(r);
  return r;
}

const TOKEN = 'ghs_0123456789abcdefghijklmnopqrstuvwxyzAB';
const RUNNER = {
  GITHUB_REPOSITORY: 'news/squad',
  GITHUB_RUN_ID: '987654321',
  GITHUB_RUN_ATTEMPT: '2',
  GITHUB_WORKFLOW: 'Weekly crawl',
  GITHUB_TOKEN: TOKEN,
};

function action(outcome: 'green' | 'failing' | 'bad input'): ActionSpec<null> {
  return {
    name: 'demo-action',
    readInputs: () => {
      if (outcome === 'bad input') throw new InputError('max-items', 'must be at most 10');
      return null;
    },
    async run(ctx) {
      ctx.telemetry.annotate({ 'run.id': '2026-W23-abcdef012345', 'fan.seq': 3 });
      if (outcome === 'failing')
        throw new Error(`fan-in failed: token ${TOKEN} rejected by https://u:pw@x.example/`);
      return { items: 1 };
    },
  };
}

async function run(
  spec: ActionSpec<null>,
  env: NodeJS.ProcessEnv,
  extra: Partial<RuntimeDeps> = {},
) {
  const exits: number[] = [];
  const started = performance.now();
  const { result, out } = await withCapturedStdout(() =>
    runAction(spec, {
      env: { ...RUNNER, ...env },
      exit: (code) => void exits.push(code),
      uuid: () => 'corr-1',
      signals: new EventEmitter(),
      crashes: new EventEmitter(),
      ...extra,
    }),
  );
  const warnings = out.lines().filter((l) => l.startsWith('::warning'));
  return { code: result, exits, warnings, lines: out.lines(), ms: performance.now() - started };
}

test('a failing run: exactly one event, tagged with the run, carrying no secret', async () => {
  const r = await receiver();
  const { code, warnings, lines } = await run(action('failing'), { SENTRY_DSN: r.dsn });
  expect(code).toBe(1);
  expect(warnings).toEqual([]);
  // The key is hidden from the step's own lines, with no ::add-mask:: line to print it.
  expect(lines.filter((l) => l.includes(SENTRY_TEST_KEY))).toEqual([]);
  const [envelope, ...more] = r.envelopes();
  expect(more).toEqual([]);
  expect(envelope!.path).toBe('/api/4242/envelope/');
  expect(envelope!.headers['x-sentry-auth']).toContain(`sentry_key=${SENTRY_TEST_KEY}`);
  expect(envelope!.headers['content-type']).toBe('application/x-sentry-envelope');
  expect(envelope!.item).toMatchObject({ type: 'event' });
  expect(envelope!.header['event_id']).toBe(envelope!.event['event_id']);
  const { event } = envelope!;
  expect(event['level']).toBe('error');
  expect(event['tags']).toEqual({
    action: 'demo-action',
    'run.correlation_id': 'corr-1',
    'run.id': '2026-W23-abcdef012345',
    'fan.seq': '3',
    outcome: 'failure',
    'github.repository': 'news/squad',
    'github.workflow': 'Weekly crawl',
    'github.run_id': '987654321',
    'github.run_attempt': '2',
    workflow_run: 'https://github.com/news/squad/actions/runs/987654321/attempts/2',
  });
  expect(event['exception'].values[0]).toMatchObject({
    type: 'Error',
    value: 'fan-in failed: token *** rejected by https://***@x.example/',
    mechanism: { handled: true },
  });
  expect(event['exception'].values[0].stacktrace.frames.length).toBeGreaterThan(0);
  expect(envelope!.raw).not.toContain(TOKEN);
  expect(envelope!.raw).not.toContain(SENTRY_TEST_KEY);
  expect(envelope!.raw).not.toContain('pw@');
});

test('a green run: nothing is sent, nothing is said', async () => {
  const r = await receiver();
  const { code, lines } = await run(action('green'), { SENTRY_DSN: r.dsn });
  expect(code).toBe(0);
  expect(r.envelopes()).toEqual([]);
  expect(lines.filter((l) => l.includes('Sentry') && !l.startsWith('::debug::'))).toEqual([]);
});

test('a bad input is a failing exit: one event, from the sentry-dsn input too', async () => {
  const r = await receiver();
  const { code } = await run(action('bad input'), { 'INPUT_SENTRY-DSN': r.dsn });
  expect(code).toBe(1);
  expect(r.envelopes()).toHaveLength(1);
  expect(r.envelopes()[0]!.event['exception'].values[0]).toMatchObject({
    type: 'InputError',
    value: "Input 'max-items': must be at most 10",
  });
});

const FLUSH_MS = 1000;

describe.each([
  [
    'refuses the connection',
    async () => `http://${SENTRY_TEST_KEY}@${(await refusingUrl()).slice(7)}/1`,
  ],
  ['hangs', async () => (await receiver({ hang: true })).dsn],
  ['answers 500', async () => (await receiver({ status: 500 })).dsn],
])('a Sentry that %s', (_what, dsn) => {
  test('costs one warning within the bound, and the exit code is unchanged', async () => {
    const { code, exits, warnings, ms } = await run(
      action('failing'),
      { SENTRY_DSN: await dsn() },
      { telemetryFlushMs: FLUSH_MS },
    );
    expect(code).toBe(1);
    expect(exits).toEqual([1]);
    expect(warnings).toEqual([
      expect.stringContaining("Sentry: could not send the run's error report"),
    ]);
    expect(warnings[0]).not.toContain(SENTRY_TEST_KEY);
    expect(ms).toBeLessThan(FLUSH_MS + 1000);
  });
});

test('a DSN that cannot be read: one warning that does not quote it, the run goes on', async () => {
  const { code, warnings } = await run(action('green'), {
    SENTRY_DSN: 'https://secretkey123@sentry.example/not-a-project',
  });
  expect(code).toBe(0);
  expect(warnings).toEqual([
    expect.stringContaining('Sentry is off: SENTRY_DSN has no numeric project id'),
  ]);
  expect(warnings[0]).not.toContain('secretkey123');
});

describe('an error nothing caught', () => {
  function fakeReports(): ErrorReports & { captured: FailureReport[] } {
    const captured: FailureReport[] = [];
    return {
      captured,
      enabled: true,
      tag: () => undefined,
      capture: (report) => void captured.push(report),
      flush: async () => 'HTTP 503',
    };
  }

  test.each(['uncaughtException', 'unhandledRejection'] as const)(
    '%s: reported as unhandled, awaited, then thrown again with the listeners gone',
    async (event) => {
      const reports = fakeReports();
      const target = new EventEmitter();
      const warnings: string[] = [];
      const rethrown = new Promise<unknown>((resolve) =>
        reportCrashes(
          reports,
          { warning: (m) => void warnings.push(m) },
          { target, rethrow: resolve },
        ),
      );
      const error = new Error('lost');
      target.emit(event, error);
      expect(await rethrown).toBe(error);
      expect(reports.captured).toEqual([
        { error, outcome: 'unhandled', exitCode: null, handled: false },
      ]);
      expect(warnings).toEqual(['Sentry: could not send the error report: HTTP 503']);
      expect(target.listenerCount('uncaughtException')).toBe(0);
      expect(target.listenerCount('unhandledRejection')).toBe(0);
    },
  );

  test('the lifecycle listens only while reports are on, and stops at the end', async () => {
    const r = await receiver();
    const crashes = new EventEmitter();
    let during = 0;
    const spec: ActionSpec<null> = {
      ...action('green'),
      run: async () => {
        during = crashes.listenerCount('uncaughtException');
        return { items: 0 };
      },
    };
    await run(spec, { SENTRY_DSN: r.dsn }, { crashes });
    expect(during).toBe(1);
    expect(crashes.listenerCount('uncaughtException')).toBe(0);
    await run(spec, {}, { crashes });
    expect(during).toBe(0);
  });
});

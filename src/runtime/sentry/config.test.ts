import fc from 'fast-check';
import { readSentryConfig, SentryConfigError } from './config.js';
import { envelopeOf, framesOf, sentryEvent } from './event.js';
import { runTags } from './tags.js';

describe('readSentryConfig', () => {
  it('is off when neither SENTRY_DSN nor the sentry-dsn input is set', () => {
    expect(readSentryConfig({})).toBeNull();
    expect(readSentryConfig({ SENTRY_DSN: '  ' })).toBeNull();
  });

  it('derives the envelope endpoint and the auth header; the variable wins over the input', () => {
    const c = readSentryConfig({
      SENTRY_DSN: 'https://abc123@o1.ingest.sentry.io/42',
      'INPUT_SENTRY-DSN': 'https://other1@elsewhere.example/7',
      SENTRY_ENVIRONMENT: 'staging',
    })!;
    expect(c.envelopeUrl).toBe('https://o1.ingest.sentry.io/api/42/envelope/');
    expect(c.auth).toBe('Sentry sentry_version=7, sentry_client=squadscope/1, sentry_key=abc123');
    expect(c.credentials).toEqual(['abc123']);
    expect(c.environment).toBe('staging');
    expect(c.source).toBe('SENTRY_DSN');
  });

  it('keeps a path prefix and a port, and takes a legacy secret key', () => {
    const c = readSentryConfig({ 'INPUT_SENTRY-DSN': 'http://k1:s3cret@127.0.0.1:9000/sentry/5' })!;
    expect(c.envelopeUrl).toBe('http://127.0.0.1:9000/sentry/api/5/envelope/');
    expect(c.auth).toContain('sentry_secret=s3cret');
    expect(c.credentials).toEqual(['k1', 's3cret']);
    expect(c.source).toBe('sentry-dsn');
  });

  it.each([
    ['not a url', 'is not a DSN'],
    ['ftp://k@h/1', 'must be an http(s) DSN'],
    ['https://h.example/1', 'has no public key'],
    ['https://k@h.example/1?x=y', 'must not have a query'],
    ['https://k@h.example/project', 'has no numeric project id'],
  ])('refuses %s without quoting it', (dsn, problem) => {
    let error: unknown;
    try {
      readSentryConfig({ SENTRY_DSN: dsn });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SentryConfigError);
    expect((error as Error).message).toContain(problem);
    expect((error as Error).message).not.toContain(dsn);
  });

  it('property: the endpoint never carries the key', () => {
    const key = fc.stringMatching(/^[0-9a-f]{8,32}$/);
    fc.assert(
      fc.property(key, fc.integer({ min: 1, max: 1e9 }), (k, project) => {
        const c = readSentryConfig({ SENTRY_DSN: `https://${k}@sentry.example/${project}` })!;
        expect(c.envelopeUrl).not.toContain(k);
        expect(c.envelopeUrl).toBe(`https://sentry.example/api/${project}/envelope/`);
      }),
    );
  });
});

describe('the event', () => {
  it('frames of a V8 stack, oldest first, with and without a function name', () => {
    const stack = [
      'Error: x',
      '    at inner (/w/dist/fan-in/index.js:10:5)',
      '    at /w/dist/fan-in/index.js:20:7',
    ].join('\n');
    expect(framesOf(stack, [])).toEqual([
      { filename: '/w/dist/fan-in/index.js', lineno: 20, colno: 7 },
      { function: 'inner', filename: '/w/dist/fan-in/index.js', lineno: 10, colno: 5 },
    ]);
  });

  it('an envelope is three JSON lines whose item length is the event size in bytes', () => {
    const event = sentryEvent(
      { error: new Error('é'), outcome: 'failure', exitCode: 1, handled: true },
      { eventId: 'a'.repeat(32), timestamp: 1, environment: 'production', tags: {}, secrets: [] },
    );
    const lines = envelopeOf(event, '2026-06-05T12:00:00.000Z').split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
    const item = JSON.parse(lines[1]!) as { length: number };
    expect(item.length).toBe(Buffer.byteLength(lines[2]!));
    expect(JSON.parse(lines[0]!)).toEqual({
      event_id: 'a'.repeat(32),
      sent_at: '2026-06-05T12:00:00.000Z',
    });
    expect(JSON.parse(lines[2]!)).toMatchObject({ level: 'error', extra: { exit_code: 1 } });
  });

  it('a cancelled run is a warning; an unhandled error is fatal', () => {
    const context = { eventId: 'b', timestamp: 1, environment: 'e', tags: {}, secrets: [] };
    const level = (outcome: string, handled: boolean) =>
      sentryEvent({ error: undefined, outcome, exitCode: null, handled }, context)['level'];
    expect(level('cancelled', true)).toBe('warning');
    expect(level('unhandled', false)).toBe('fatal');
  });

  it('workflow run tags only from numeric run ids', () => {
    expect(runTags({ GITHUB_REPOSITORY: 'a/b', GITHUB_RUN_ID: '12' }, 'x', 'c')).toEqual({
      action: 'x',
      'run.correlation_id': 'c',
      'github.repository': 'a/b',
      'github.run_id': '12',
      workflow_run: 'https://github.com/a/b/actions/runs/12',
    });
    expect(
      runTags({ GITHUB_REPOSITORY: 'a/b', GITHUB_RUN_ID: '1/../x' }, 'x', 'c'),
    ).not.toHaveProperty('workflow_run');
  });
});

import { resolve } from 'node:path';
import fc from 'fast-check';
import { resolveWindow, type WeekLabel } from '../../runcontext/window.js';
import { defaultConcurrency, parseCrawlArgs } from './options.js';

const cwd = '/home/user/project';

describe('parseCrawlArgs', () => {
  test('no flags: the demo, data/raw under the working directory, 2 to 4 legs at once', () => {
    expect(parseCrawlArgs([], cwd, 8)).toEqual({
      help: false,
      options: {
        live: false,
        week: undefined,
        window: undefined,
        weekLabel: 'run',
        outputDir: resolve(cwd, 'data/raw'),
        artifactDir: undefined,
        keepArtifacts: false,
        sourceConfig: undefined,
        topicConfig: undefined,
        state: undefined,
        githubShards: undefined,
        monolithic: false,
        sourcesPerLeg: undefined,
        chunkSize: undefined,
        nested: false,
        concurrency: 4,
        allowPrivateNetwork: false,
      },
    });
    expect([1, 2, 3, 4, 64].map(defaultConcurrency)).toEqual([2, 2, 3, 4, 4]);
  });

  test('every flag, paths made absolute against the working directory', () => {
    const parsed = parseCrawlArgs(
      [
        '--live',
        '--week',
        '2026-W23',
        '--since',
        '2026-06-03',
        '--until=2026-06-10T12:00:00Z',
        '--week-label',
        'window',
        '--output-dir',
        'out',
        '--artifact-dir',
        '/tmp/a',
        '--source-config',
        's.yml',
        '--topic-config=t.yml',
        '--state',
        'state/scrape.json',
        '--github-shards',
        'none',
        '--monolithic',
        '--concurrency',
        '3',
        '--keep-artifacts',
        '--allow-private-network',
      ],
      cwd,
      2,
    );
    expect(parsed).toEqual({
      help: false,
      options: {
        live: true,
        week: '2026-W23',
        window: { since: '2026-06-03T00:00:00Z', until: '2026-06-10T12:00:00Z', week: '2026-W23' },
        weekLabel: 'window',
        outputDir: resolve(cwd, 'out'),
        artifactDir: '/tmp/a',
        keepArtifacts: true,
        sourceConfig: resolve(cwd, 's.yml'),
        topicConfig: resolve(cwd, 't.yml'),
        state: resolve(cwd, 'state/scrape.json'),
        githubShards: 'none',
        monolithic: true,
        sourcesPerLeg: undefined,
        chunkSize: undefined,
        nested: false,
        concurrency: 3,
        allowPrivateNetwork: true,
      },
    });
  });

  test('help, and refusals that name the flag', () => {
    expect(parseCrawlArgs(['-h'], cwd, 2)).toEqual({ help: true });
    expect(parseCrawlArgs(['--weeks', '1'], cwd, 2)).toEqual({
      error: expect.stringMatching(/--weeks/),
    });
    expect(parseCrawlArgs(['extra'], cwd, 2)).toEqual({ error: expect.stringMatching(/extra/) });
    expect(parseCrawlArgs(['--week', '2026-23'], cwd, 2)).toEqual({
      error: expect.stringMatching(/^--week must be/),
    });
    expect(parseCrawlArgs(['--concurrency', '0'], cwd, 2)).toEqual({
      error: expect.stringMatching(/^--concurrency/),
    });
    expect(parseCrawlArgs(['--concurrency', '2.5'], cwd, 2)).toEqual({
      error: expect.stringMatching(/^--concurrency/),
    });
    expect(parseCrawlArgs(['--output-dir='], cwd, 2)).toEqual({
      error: '--output-dir must not be empty',
    });
    expect(parseCrawlArgs(['--state='], cwd, 2)).toEqual({ error: '--state must not be empty' });
    expect(parseCrawlArgs(['--sources-per-leg', '3'], cwd, 2)).toMatchObject({
      options: { sourcesPerLeg: 3, monolithic: false },
    });
    for (const bad of ['0', '1001', '2.5', 'x'])
      expect(parseCrawlArgs(['--sources-per-leg', bad], cwd, 2)).toEqual({
        error: expect.stringMatching(/^--sources-per-leg must be/),
      });
    expect(parseCrawlArgs(['--sources-per-leg', '2', '--monolithic'], cwd, 2)).toEqual({
      error: expect.stringMatching(/two shapes/),
    });
    expect(parseCrawlArgs(['--chunk-size', '2', '--nested'], cwd, 2)).toMatchObject({
      options: { chunkSize: 2, nested: true },
    });
    for (const bad of ['0', '1001', '2.5'])
      expect(parseCrawlArgs(['--chunk-size', bad], cwd, 2)).toEqual({
        error: expect.stringMatching(/^--chunk-size must be/),
      });
    expect(parseCrawlArgs(['--nested'], cwd, 2)).toEqual({
      error: '--nested needs --chunk-size: the sources per chunk',
    });
    expect(parseCrawlArgs(['--chunk-size', '2', '--monolithic'], cwd, 2)).toEqual({
      error: expect.stringMatching(/two shapes/),
    });
    expect(parseCrawlArgs(['--live=yes'], cwd, 2)).toEqual({
      error: expect.stringMatching(/live/),
    });
  });
});

test('--week-label: run (default) or window, nothing else', () => {
  expect(parseCrawlArgs(['--week-label', 'sometimes'], '/w', 2)).toEqual({
    error: '--week-label must be one of window, run, got "sometimes"',
  });
});

describe('--since/--until: the window of make-run-context, checked by its rules', () => {
  const window = (...flags: string[]) => parseCrawlArgs(flags, '/w', 2);

  test('the week is the ISO week of since (window) or of until (run, the default)', () => {
    expect(window('--since', '2026-06-01', '--until', '2026-06-08')).toMatchObject({
      options: {
        window: { since: '2026-06-01T00:00:00Z', until: '2026-06-08T00:00:00Z', week: '2026-W24' },
      },
    });
    expect(
      window('--since', '2026-06-01', '--until', '2026-06-08', '--week-label', 'window'),
    ).toMatchObject({ options: { window: { week: '2026-W23' } } });
  });

  test('refusals name the flag and say what make-run-context says', () => {
    expect(window('--since', '2026-06-01')).toEqual({
      error: '--until: is required when since is set',
    });
    expect(window('--until', '2026-06-01')).toEqual({
      error: '--since: is required when until is set',
    });
    expect(window('--since', '2026-06-08', '--until', '2026-06-01')).toEqual({
      error: expect.stringMatching(/^--since: must be before until/),
    });
    expect(window('--since', 'last monday', '--until', '2026-06-01')).toEqual({
      error: expect.stringMatching(/^--since: must be a UTC timestamp .*got "last monday"$/),
    });
    expect(window('--since', '2026-02-30', '--until', '2026-03-02')).toEqual({
      error: expect.stringMatching(/^--since: must be a UTC timestamp/),
    });
    expect(window('--since', '2026-06-01', '--until', '2026-06-08', '--week', '2026-W30')).toEqual({
      error: expect.stringMatching(/^--week: "2026-W30" does not match until/),
    });
  });

  test('the window is the one make-run-context computes from the same values', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1) / 1000, max: Date.UTC(2090, 0, 1) / 1000 }),
        fc.integer({ min: 1, max: 90 * 86_400 }),
        fc.constantFrom<WeekLabel>('run', 'window'),
        (start, length, weekLabel) => {
          const since = new Date(start * 1000).toISOString().replace('.000Z', 'Z');
          const until = new Date((start + length) * 1000).toISOString().replace('.000Z', 'Z');
          const parsed = window('--since', since, '--until', until, '--week-label', weekLabel);
          const planned = resolveWindow({ now: 0, since, until, weekLabel });
          expect(parsed).toMatchObject({
            options: { window: { since, until, week: planned.week } },
          });
        },
      ),
    );
  });
});

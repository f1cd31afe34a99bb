import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  addOutcomeToSummary,
  MetricsRecorder,
  metricsFilePath,
  writeMetricsFile,
  type MetricsReport,
} from './metrics.js';
import { JobSummary } from './summary.js';

const report: MetricsReport = {
  action: 'crawl-rss-leg',
  correlation_id: 'c0ffee',
  outcome: 'success',
  exit_code: 0,
  duration_ms: 40,
  phases: [{ name: 'fetch', ms: 12 }],
  metrics: { items: 3 },
};

describe('MetricsRecorder', () => {
  it('keeps the last finite value per name, sorted by name', () => {
    const m = new MetricsRecorder();
    expect(m.set('b', 1)).toBe(true);
    expect(m.set('a', 2)).toBe(true);
    expect(m.set('b', 3)).toBe(true);
    expect(m.set('c', Number.NaN)).toBe(false);
    expect(m.set('d', Number.POSITIVE_INFINITY)).toBe(false);
    expect(Object.entries(m.values())).toEqual([
      ['a', 2],
      ['b', 3],
    ]);
  });

  it('rounds phase timings to whole non-negative ms, in order', () => {
    const m = new MetricsRecorder();
    m.addPhase('x', 1.6);
    m.addPhase('y', -0.2);
    expect(m.phases()).toEqual([
      { name: 'x', ms: 2 },
      { name: 'y', ms: 0 },
    ]);
  });
});

describe('addOutcomeToSummary', () => {
  it('is one line: the action, its outcome, exit code and time', () => {
    const s = new JobSummary();
    addOutcomeToSummary(s, { ...report, outcome: 'failure', exit_code: 1, duration_ms: 1234 });
    expect(s.toMarkdown()).toBe('### crawl-rss-leg: failure (exit code 1, 1.2 s)\n');
  });
});

describe('metrics file', () => {
  it('names the file after the action and correlation id, safely', () => {
    expect(metricsFilePath('/t', 'crawl-rss-leg', 'abc')).toBe(
      join('/t', 'squadscope-metrics', 'crawl-rss-leg-abc.json'),
    );
    expect(metricsFilePath('/t', '../x y', 'a/b')).toBe(
      join('/t', 'squadscope-metrics', '.._x_y-a_b.json'),
    );
  });

  it('writes the report under RUNNER_TEMP, and nothing without it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'runtime-metrics-'));
    try {
      const path = await writeMetricsFile(report, { RUNNER_TEMP: dir });
      expect(path).toBe(metricsFilePath(dir, 'crawl-rss-leg', 'c0ffee'));
      expect(JSON.parse(await readFile(path as string, 'utf8'))).toEqual(report);
      expect(await writeMetricsFile(report, {})).toBeUndefined();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

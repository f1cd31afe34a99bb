import fc from 'fast-check';
import type { FanInDiagnostics, RunMetrics } from '../contracts/index.js';
import { JobSummary } from '../runtime/summary.js';
import {
  barChart,
  CHART_BARS,
  failuresFirst,
  glanceOf,
  glanceText,
  TABLE_SUCCESSES,
  writeGlanceSummary,
  type GlanceLeg,
} from './index.js';

const RUN = '2026-W23-abcdef012345';

function diagnostics(
  statuses: GlanceLeg['status'][],
  status: FanInDiagnostics['status'] = 'degraded',
) {
  return {
    run_id: RUN,
    week: '2026-W23',
    status,
    reason: status === 'complete' ? null : 'some legs failed',
    warnings: ['techcrunch: failed (timeout)'],
    artifacts: [],
    fans: {
      rss: {
        fan_id: `${RUN}:rss`,
        expected: statuses.length,
        closed: false,
        legs: statuses.map((s, seq) => ({
          seq,
          id: `source_${seq}`,
          required: false,
          status: s,
          artifact: s === 'missing' ? null : `rss-source_${seq}-a1`,
          items: s === 'success' ? seq + 1 : 0,
        })),
      },
    },
  } as unknown as FanInDiagnostics;
}

test('legs: failures first, then rss before github, then seq', () => {
  const g = glanceOf(diagnostics(['success', 'failed', 'partial', 'missing', 'success']), null);
  expect(g.legs.map((l) => `${l.id}:${l.status}`)).toEqual([
    'source_1:failed',
    'source_3:missing',
    'source_2:partial',
    'source_0:success',
    'source_4:success',
  ]);
  expect(g.articles).toBe(1 + 5);
});

test('the summary: outcome heading, one line of figures, table, charts, then warnings; no path', () => {
  const s = new JobSummary();
  const ledger = {
    legs: [{ kind: 'rss', leg_id: 'source_0', duration_ms: 1500 }],
    run: {
      leg_duration_ms: null,
      critical_path: [{ step: 'fan-in', duration_ms: 200 }],
      critical_path_ms: 200,
    },
  } as unknown as RunMetrics;
  writeGlanceSummary(s, glanceOf(diagnostics(['success', 'failed']), ledger));
  const md = s.toMarkdown();
  const lines = md.split('\n');
  expect(lines[0]).toBe('## Fan-in 2026-W23: degraded');
  expect(lines[2]).toBe(
    '2 legs: 1 failed, 1 success; 1 articles, 0 repositories; 1 warnings. Run 2026-W23-abcdef012345. some legs failed',
  );
  expect(md).toContain(
    '| rss/source\\_1 | failed | 0 | - | accepted rss-source\\_1-a1 |\n| rss/source\\_0 | success | 1 | 1.5 s |',
  );
  expect(md).toContain('```mermaid\nxychart-beta\n  title "Articles per source"');
  expect(md.indexOf('### Warnings')).toBeGreaterThan(md.lastIndexOf('xychart-beta'));
  expect(md).toContain('Critical path 0.2 s: fan-in 0.2 s.');
});

test('a long run: every failure listed, successes capped', () => {
  const statuses = [...Array(40).fill('success'), 'failed'] as GlanceLeg['status'][];
  const s = new JobSummary();
  writeGlanceSummary(s, glanceOf(diagnostics(statuses), null));
  const md = s.toMarkdown();
  expect(md.split('\n').filter((l) => l.startsWith('| rss/'))).toHaveLength(TABLE_SUCCESSES + 1);
  expect(md).toContain(`and ${40 - TABLE_SUCCESSES} more successful legs`);
});

test('charts: labels reduced to plain characters, at most CHART_BARS bars (property)', () => {
  fc.assert(
    fc.property(
      fc.array(fc.record({ label: fc.string(), value: fc.nat(1000) }), {
        minLength: 1,
        maxLength: 60,
      }),
      (bars) => {
        const chart = barChart('T', 'Y', bars)!;
        const lines = chart.split('\n');
        expect(lines[0]).toBe('```mermaid');
        expect(lines.at(-1)).toBe('```');
        expect(lines).toHaveLength(7);
        const axis = /^ {2}x-axis \[(.*)\]$/.exec(lines[3]!)![1]!;
        expect(axis).toMatch(/^("[A-Za-z0-9_./-]*")(, "[A-Za-z0-9_./-]*")*$/);
        const values = /^ {2}bar \[(.*)\]$/.exec(lines[5]!)![1]!.split(', ');
        expect(values).toHaveLength(Math.min(CHART_BARS, bars.length));
      },
    ),
  );
  expect(barChart('T', 'Y', [])).toBeNull();
});

test('text: the outcome line, bars and the critical path', () => {
  const ledger = {
    legs: [{ kind: 'rss', leg_id: 'source_0', duration_ms: 2000 }],
    run: {
      leg_duration_ms: null,
      critical_path: [
        { step: 'plan', duration_ms: 100 },
        { step: 'rss/source_0', duration_ms: 2000 },
        { step: 'fan-in', duration_ms: 300 },
      ],
      critical_path_ms: 2400,
    },
  } as unknown as RunMetrics;
  const text = glanceText(glanceOf(diagnostics(['success', 'failed'], 'degraded'), ledger));
  expect(text.split('\n')[0]).toBe(
    'Fan-in 2026-W23: degraded. 2 legs: 1 failed, 1 success; 1 articles, 0 repositories from the legs (before deduplication); 1 warnings',
  );
  expect(text).toContain(`    source_0  ${'#'.repeat(30)} 1`);
  expect(text).toContain('  critical path 2.4 s: plan 0.1 s -> rss/source_0 2.0 s -> fan-in 0.3 s');
});

test('failuresFirst is a stable order by status', () => {
  const legs = glanceOf(diagnostics(['success', 'partial', 'failed']), null).legs;
  expect([...legs].sort(failuresFirst)).toEqual(legs);
});

// The crawl's chart of leg durations and its table give one figure per leg: the step time
// the crawl measured, not the leg's own (shorter) measurement inside the step.
import { buildRunLedger, legMetricsRecord } from '../../ledger/index.js';
import { validate } from '../../contracts/index.js';
import { secondsText } from '../../report/index.js';
import { seconds } from './report.js';
import { retimed } from './glance.js';

const RUN = '2026-W23-0123456789ab';

function record(kind: 'plan' | 'rss' | 'github', legId: string, durationMs: number, seq = 0) {
  return legMetricsRecord({
    runId: RUN,
    kind,
    legId,
    fan: kind === 'plan' ? [] : [{ fan_id: `${RUN}:${kind}`, seq, expected: 2 }],
    attempt: 1,
    correlationId: 'c',
    status: 'success',
    durationMs,
    items: 1,
  });
}

const ledger = buildRunLedger({
  runId: RUN,
  week: '2026-W23',
  plan: record('plan', 'plan', 40),
  legs: [
    record('rss', 'techcrunch', 12),
    record('rss', 'wired', 30, 1),
    record('github', 'new_repos', 9),
  ],
  fanInMs: 300,
  leftOut: [],
});

describe('retimed', () => {
  const steps: Record<string, number> = {
    'rss/techcrunch': 200,
    'rss/wired': 640,
    'github/all': 1500,
  };
  const times = {
    planMs: 1300,
    fanInMs: 1400,
    legMs: (kind: string, id: string) => steps[`${kind}/${id}`] ?? steps[`${kind}/all`],
  };
  const again = retimed(ledger, times);

  test('each leg, the plan and the fan-in take the step times, as the table shows them', () => {
    expect(validate('run_metrics_v1', again)).toEqual({ ok: true });
    expect(again.legs.map((l) => [`${l.kind}/${l.leg_id}`, l.duration_ms])).toEqual([
      ['rss/techcrunch', 200],
      ['rss/wired', 640],
      ['github/new_repos', 1500],
    ]);
    // The chart's figure is the table's: 0.2 s both, where the leg itself measured 12 ms.
    expect(secondsText(again.legs[0]!.duration_ms)).toBe(seconds(0.2));
    expect(secondsText(ledger.legs[0]!.duration_ms)).toBe('0.0 s');
  });

  test('the critical path is computed from them: plan, the slowest step, fan-in', () => {
    expect(again.run.critical_path).toEqual([
      { step: 'plan', duration_ms: 1300 },
      { step: 'github/new_repos', duration_ms: 1500 },
      { step: 'fan-in', duration_ms: 1400 },
    ]);
    expect(again.run.critical_path_ms).toBe(4200);
  });

  test('a leg the crawl ran no step for keeps its own figure', () => {
    const none = retimed(ledger, { ...times, legMs: () => undefined });
    expect(none.legs.map((l) => l.duration_ms)).toEqual([12, 30, 9]);
  });
});

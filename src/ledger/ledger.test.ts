import fc from 'fast-check';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalArtifactStore } from '../artifacts/index.js';
import { canonicalJson } from '../canonical/index.js';
import { validate, type LegMetrics } from '../contracts/index.js';
import {
  buildRunLedger,
  collectLedger,
  legMetricsRecord,
  percentile,
  publishLegMetrics,
  type PlannedSeats,
} from './index.js';
import { legMetricsArtifactName, legMetricsFileName } from '../contracts/artifact-names.js';

const RUN = '2026-W23-abcdef012345';

function leg(overrides: Partial<Parameters<typeof legMetricsRecord>[0]> = {}): LegMetrics {
  return legMetricsRecord({
    runId: RUN,
    kind: 'rss',
    legId: 'techcrunch',
    fan: [{ fan_id: `${RUN}:rss`, seq: 0, expected: 3 }],
    attempt: 1,
    correlationId: 'c0ffee00-0000-4000-8000-000000000000',
    status: 'success',
    durationMs: 1200.4,
    items: 7,
    bytes: 5000,
    retries: 1,
    httpStatus: { '200': 1, '503': 1 },
    ...overrides,
  });
}

const plan = legMetricsRecord({
  runId: RUN,
  kind: 'plan',
  legId: 'plan',
  fan: [],
  attempt: 1,
  correlationId: 'p',
  status: 'success',
  durationMs: 300,
  items: 3,
});

test('a record carries run_id, the innermost fan_id and seq, and counts only', () => {
  const record = leg({
    fan: [
      { fan_id: 'outer', seq: 4, expected: 9 },
      { fan_id: `${RUN}:rss`, seq: 2, expected: 3 },
    ],
    durationMs: -5,
    bytes: Number.NaN,
  });
  expect(record).toMatchObject({
    run_id: RUN,
    fan_id: `${RUN}:rss`,
    seq: 2,
    duration_ms: 0,
    bytes: 0,
  });
  expect(validate('leg_metrics_v1', record)).toEqual({ ok: true });
  expect(validate('leg_metrics_v1', plan)).toEqual({ ok: true });
  expect(validate('leg_metrics_v1', { ...plan, fan_id: 'x' }).ok).toBe(false);
  expect(validate('leg_metrics_v1', { ...record, http_status: { ok: 1 } }).ok).toBe(false);
});

test('percentile is nearest-rank', () => {
  expect(percentile([10], 95)).toBe(10);
  expect(percentile([1, 2, 3, 4], 50)).toBe(2);
  expect(percentile([1, 2, 3, 4], 95)).toBe(4);
  expect(() => percentile([], 50)).toThrow(RangeError);
});

test('the ledger: per leg, percentiles, the slowest legs, the critical path, totals', () => {
  const legs = [
    leg({ legId: 'a', durationMs: 100, fan: [{ fan_id: `${RUN}:rss`, seq: 0, expected: 2 }] }),
    leg({ legId: 'b', durationMs: 900, fan: [{ fan_id: `${RUN}:rss`, seq: 1, expected: 2 }] }),
    leg({
      kind: 'github',
      legId: 'new_repos',
      durationMs: 400,
      apiCalls: 6,
      cacheHits: 2,
      httpStatus: { '200': 6 },
      fan: [{ fan_id: `${RUN}:github`, seq: 0, expected: 1 }],
    }),
  ];
  const ledger = buildRunLedger({
    runId: RUN,
    week: '2026-W23',
    plan,
    legs,
    fanInMs: 250,
    leftOut: [],
  });
  expect(validate('run_metrics_v1', ledger)).toEqual({ ok: true });
  expect(ledger.legs.map((l) => l.leg_id)).toEqual(['a', 'b', 'new_repos']);
  expect(ledger.run.leg_duration_ms).toEqual({ p50: 400, p95: 900, max: 900 });
  expect(ledger.run.slowest.map((s) => s.step)).toEqual(['rss/b', 'github/new_repos', 'rss/a']);
  expect(ledger.run.critical_path).toEqual([
    { step: 'plan', duration_ms: 300 },
    { step: 'rss/b', duration_ms: 900 },
    { step: 'fan-in', duration_ms: 250 },
  ]);
  expect(ledger.run.critical_path_ms).toBe(1450);
  expect(ledger.totals).toMatchObject({
    items: 21,
    api_calls: 6,
    cache_hits: 2,
    http_status: { '200': 8, '503': 2 },
  });
});

test('without legs: no percentiles, the path is plan then fan-in', () => {
  const ledger = buildRunLedger({
    runId: RUN,
    week: '2026-W23',
    plan: null,
    legs: [],
    fanInMs: 5,
    leftOut: [],
  });
  expect(ledger.run.leg_duration_ms).toBeNull();
  expect(ledger.run.critical_path).toEqual([{ step: 'fan-in', duration_ms: 5 }]);
  expect(validate('run_metrics_v1', ledger)).toEqual({ ok: true });
});

test('the ledger does not depend on the order the records arrive in (property)', () => {
  const arbLeg = fc.record({
    seq: fc.integer({ min: 0, max: 50 }),
    duration: fc.integer({ min: 0, max: 100_000 }),
    items: fc.integer({ min: 0, max: 1000 }),
    kind: fc.constantFrom('rss' as const, 'github' as const),
  });
  fc.assert(
    fc.property(
      fc.uniqueArray(arbLeg, { selector: (l) => `${l.kind}${l.seq}`, maxLength: 20 }),
      fc.integer(),
      (specs, seed) => {
        const legs = specs.map((s) =>
          leg({
            kind: s.kind,
            legId: `l${s.seq}`,
            durationMs: s.duration,
            items: s.items,
            fan: [{ fan_id: `${RUN}:${s.kind}`, seq: s.seq, expected: 51 }],
          }),
        );
        // Another arrival order: rotated by the seed, then reversed.
        const k = legs.length === 0 ? 0 : Math.abs(seed) % legs.length;
        const shuffled = [...legs.slice(k), ...legs.slice(0, k)].reverse();
        const input = { runId: RUN, week: '2026-W23', plan, fanInMs: 10, leftOut: [] };
        const one = buildRunLedger({ ...input, legs });
        expect(canonicalJson(buildRunLedger({ ...input, legs: shuffled }))).toBe(
          canonicalJson(one),
        );
        expect(validate('run_metrics_v1', one)).toEqual({ ok: true });
        if (legs.length > 0) {
          const max = Math.max(...legs.map((l) => l.duration_ms));
          expect(one.run.leg_duration_ms!.max).toBe(max);
          expect(one.run.leg_duration_ms!.p50).toBeLessThanOrEqual(one.run.leg_duration_ms!.p95);
          expect(one.run.critical_path[1]!.duration_ms).toBe(max);
        }
      },
    ),
  );
});

describe('collectLedger', () => {
  let dir: string;
  let store: LocalArtifactStore;
  const seats: PlannedSeats = new Map([
    ['rss/techcrunch', { fan_id: `${RUN}:rss`, seq: 0 }],
    ['rss/hn', { fan_id: `${RUN}:rss`, seq: 1 }],
  ]);
  const log = { info: () => undefined, warning: () => undefined };

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ledger-'));
    store = new LocalArtifactStore(dir);
  });
  afterEach(async () => rm(dir, { recursive: true, force: true }));

  async function putRaw(record: LegMetrics, data: unknown) {
    await store.upload(legMetricsArtifactName(record), [
      {
        name: legMetricsFileName(record),
        data: typeof data === 'string' ? data : JSON.stringify(data),
      },
    ]);
  }

  test('joins valid records and leaves out, with a reason, those that fail their schema', async () => {
    await publishLegMetrics(store, leg(), log);
    await publishLegMetrics(store, plan, log);
    const hn = leg({ legId: 'hn', fan: [{ fan_id: `${RUN}:rss`, seq: 1, expected: 2 }] });
    await putRaw(hn, { ...hn, duration_ms: -1 });
    await store.upload('unrelated-a1', [{ name: 'x.json', data: '{}' }]);
    const got = await collectLedger(store, RUN, seats);
    expect(got.plan).toEqual(plan);
    expect(got.legs).toEqual([leg()]);
    expect(got.leftOut).toEqual([
      {
        artifact: 'metrics-rss-hn-a1',
        reason: expect.stringContaining('fails leg_metrics_v1 at /duration_ms'),
      },
    ]);
  });

  test('newest attempt that is valid; another run, a leg not planned, a wrong seat or bad JSON are left out', async () => {
    await publishLegMetrics(store, leg({ attempt: 1, items: 1 }), log);
    await putRaw(leg({ attempt: 2 }), '{"schema_version": "leg_metrics_v1", "a": 1, "a": 2}');
    await publishLegMetrics(
      store,
      leg({
        legId: 'hn',
        runId: '2026-W23-000000000000',
        fan: [{ fan_id: `${RUN}:rss`, seq: 1, expected: 2 }],
      }),
      log,
    );
    await publishLegMetrics(store, leg({ legId: 'ghost' }), log);
    await publishLegMetrics(
      store,
      leg({ legId: 'hn', attempt: 3, fan: [{ fan_id: `${RUN}:rss`, seq: 0, expected: 2 }] }),
      log,
    );
    const got = await collectLedger(store, RUN, seats);
    expect(got.legs.map((l) => [l.leg_id, l.attempt, l.items])).toEqual([['techcrunch', 1, 1]]);
    expect(got.leftOut.map((l) => l.artifact).sort()).toEqual([
      'metrics-rss-ghost-a1',
      'metrics-rss-hn-a1',
      'metrics-rss-hn-a3',
      'metrics-rss-techcrunch-a2',
    ]);
    const reasons = Object.fromEntries(got.leftOut.map((l) => [l.artifact, l.reason]));
    expect(reasons['metrics-rss-techcrunch-a2']).toContain('is not JSON');
    expect(reasons['metrics-rss-hn-a1']).toContain('is of run 2026-W23-000000000000');
    expect(reasons['metrics-rss-ghost-a1']).toContain('not in the plan');
    expect(reasons['metrics-rss-hn-a3']).toContain('differ from the plan');
  });

  test('a record larger than the limit is left out', async () => {
    const big = leg();
    await putRaw(big, JSON.stringify(big) + ' '.repeat(70 * 1024));
    const got = await collectLedger(store, RUN, seats);
    expect(got.legs).toEqual([]);
    expect(got.leftOut[0]!.reason).toContain('cannot be read');
  });
});

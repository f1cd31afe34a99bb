import { exampleFanPlan, exampleRunContext } from '../contracts/examples.js';
import type { FanPlan } from '../contracts/index.js';
import { checkPlan, classifyArtifact } from './artifacts.js';
import { FanInSetupError } from './reasons.js';
import { formatTimestamp, resolveMergedAt } from './time.js';

const plan = exampleFanPlan();

describe('classifyArtifact', () => {
  it.each([
    [
      'rss-techcrunch-a2',
      { kind: 'leg', fan: 'rss', id: 'techcrunch', attempt: 2, seq: 0, required: false },
    ],
    [
      'github-topic_primary-a1',
      { kind: 'leg', fan: 'github', id: 'topic_primary', attempt: 1, seq: 2, required: true },
    ],
    ['rss-techcrunch', { kind: 'ignored', reason: 'name' }],
    ['rss-techcrunch-a0', { kind: 'ignored', reason: 'name' }],
    [
      'rss-elsewhere-a1',
      { kind: 'ignored', reason: 'unknown_leg', fan: 'rss', id: 'elsewhere', attempt: 1 },
    ],
    [
      'github-techcrunch-a1',
      { kind: 'ignored', reason: 'unknown_leg', fan: 'github', id: 'techcrunch', attempt: 1 },
    ],
    ['rss-techcrunch-diagnostics-a1', { kind: 'other' }],
    ['run-context-a1', { kind: 'other' }],
    ['canonical-2026-W23-a1', { kind: 'other' }],
    ['stars-2026-W23-a1', { kind: 'other' }],
  ])('%s', (name, expected) => {
    expect(classifyArtifact(name, plan)).toEqual(expected);
  });

  it('takes a planned id ending in -diagnostics as a leg', () => {
    const odd = structuredClone(plan);
    (odd.fans.rss?.legs[0] as { id: string }).id = 'x-diagnostics';
    expect(classifyArtifact('rss-x-diagnostics-a1', odd)).toMatchObject({
      kind: 'leg',
      id: 'x-diagnostics',
    });
  });
});

describe('checkPlan', () => {
  const rc = exampleRunContext();
  const broken = (change: (p: FanPlan) => void) => {
    const p = structuredClone(plan);
    change(p);
    return () => checkPlan(p, rc);
  };

  it('accepts the plan of the run', () => {
    expect(() => checkPlan(plan, rc)).not.toThrow();
  });

  it('refuses a plan of another run or a malformed one', () => {
    expect(broken((p) => (p.run_id = '2026-W23-ffffffffffff'))).toThrow(
      /for run 2026-W23-ffffffffffff/,
    );
    expect(broken((p) => ((p.fans.rss as { fan_id: string }).fan_id = 'x:rss'))).toThrow(
      /rss fan id/,
    );
    expect(broken((p) => ((p.fans.rss as { expected: number }).expected = 6))).toThrow(
      /expects 6 legs but lists 5/,
    );
    expect(broken((p) => ((p.fans.github?.legs[1] as { seq: number }).seq = 3))).toThrow(
      /github leg 1 has seq 3/,
    );
    expect(broken((p) => ((p.fans.rss?.legs[1] as { id: string }).id = 'techcrunch'))).toThrow(
      FanInSetupError,
    );
  });
});

describe('merged_at', () => {
  it('formats whole UTC seconds', () => {
    expect(formatTimestamp(Date.parse('2026-06-08T06:00:00.999Z'))).toBe('2026-06-08T06:00:00Z');
  });

  it('is pinned by SOURCE_DATE_EPOCH, else the clock', () => {
    expect(resolveMergedAt(0, '1780000000')).toBe('2026-05-28T20:26:40Z');
    expect(resolveMergedAt(0, ' ')).toBe('1970-01-01T00:00:00Z');
    expect(resolveMergedAt(0, undefined)).toBe('1970-01-01T00:00:00Z');
    expect(() => resolveMergedAt(0, '-1')).toThrow(/SOURCE_DATE_EPOCH/);
    expect(() => resolveMergedAt(0, '1e9')).toThrow(FanInSetupError);
  });
});

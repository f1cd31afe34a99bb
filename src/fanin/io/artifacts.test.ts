import fc from 'fast-check';
import { exampleFanPlan, exampleRunContext } from '../../../test-support/contracts-examples.js';
import type { FanPlan } from '../../contracts/index.js';
import {
  backfillWindows,
  plannedRunContext,
  readdressed,
} from '../../../test-support/run-contexts.js';
import { checkPlan, checkRunContext, classifyArtifact } from './artifacts.js';
import { FanInSetupError } from '../reasons.js';
import { resolveMergedAt } from '../time.js';
import { formatTimestamp } from '../../runcontext/index.js';

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
    expect(broken((p) => ((p.fans.rss as { expected: number }).expected = 1))).toThrow(
      /the rss fan expects 1 leg but lists 5$/,
    );
    expect(broken((p) => ((p.fans.github?.legs[1] as { seq: number }).seq = 3))).toThrow(
      /github leg 1 has seq 3/,
    );
    expect(broken((p) => ((p.fans.rss?.legs[1] as { id: string }).id = 'techcrunch'))).toThrow(
      FanInSetupError,
    );
  });

  it('refuses a leg id outside the id grammar, before anything uses it', () => {
    expect(broken((p) => ((p.fans.rss?.legs[2] as { id: string }).id = '../../pwn'))).toThrow(
      'fan plan: rss leg 2: "../../pwn" is not a leg id (1 to 64 of a-z, 0-9, _ and -, starting with a letter or digit)',
    );
    expect(broken((p) => ((p.fans.github?.legs[0] as { id: string }).id = 'techcrunch'))).toThrow(
      'fan plan: github leg 0: "techcrunch" is not a GitHub shard (new_repos, trending_repos, topic_primary, topic_secondary)',
    );
  });
});

describe('checkRunContext', () => {
  it('accepts every context make-run-context writes: weeks, offsets and backfills', () => {
    const window = fc.oneof(
      fc.record({ week: fc.constantFrom('2026-W01', '2026-W23', '2026-W53', '2027-W01') }),
      fc.record({
        now: fc.integer({ min: Date.parse('2020-01-01'), max: Date.parse('2030-01-01') }),
        weekOffset: fc.integer({ min: -3, max: 1 }),
      }),
      backfillWindows,
    );
    fc.assert(
      fc.property(window, (inputs) => {
        expect(() => checkRunContext(plannedRunContext({ now: 0, ...inputs }))).not.toThrow();
      }),
    );
  });

  it('refuses since at or after until', () => {
    const at = readdressed({ until: '2026-06-01T00:00:00Z' });
    expect(() => checkRunContext(at)).toThrow(FanInSetupError);
    expect(() => checkRunContext(at)).toThrow(
      "the run context's since 2026-06-01T00:00:00Z is not before its until 2026-06-01T00:00:00Z",
    );
    expect(() => checkRunContext(readdressed({ until: '2026-05-31T00:00:00Z' }))).toThrow(
      /is not before its until/,
    );
  });

  it('refuses a week that is the week of neither its since nor its until; a backfill is named after since', () => {
    expect(() => checkRunContext(readdressed({ week: '2026-W25' }))).toThrow(
      "the run context's week 2026-W25 does not match its window: since 2026-06-01T00:00:00Z is in 2026-W23, until 2026-06-08T00:00:00Z in 2026-W24 (the week of a run, backfills included, is the ISO week of since, or of until when labelled by the week it runs in)",
    );
    // Labelled by the week it runs in (week-label run): the week of until.
    expect(() => checkRunContext(readdressed({ week: '2026-W24' }))).not.toThrow();
    // A backfill over three days of another week, named after its own since: accepted.
    const backfill = readdressed({
      week: '2026-W10',
      since: '2026-03-04T12:00:00Z',
      until: '2026-03-07T00:00:00Z',
    });
    expect(() => checkRunContext(backfill)).not.toThrow();
    expect(() => checkRunContext(readdressed({ ...backfill, week: '2026-W23' }))).toThrow(
      /week 2026-W23 does not match its window/,
    );
  });

  it('refuses a run_id that is not its content address', () => {
    expect(() => checkRunContext(exampleRunContext())).not.toThrow();
    expect(() => checkRunContext(exampleRunContext({ run_id: '2026-W23-0123456789ab' }))).toThrow(
      /run_id 2026-W23-0123456789ab is not its content address 2026-W23-[0-9a-f]{12}/,
    );
    // Any edited field moves the address; created_at is not part of it.
    expect(() => checkRunContext(exampleRunContext({ code_sha: 'd'.repeat(64) }))).toThrow(
      /not its content address/,
    );
    expect(() =>
      checkRunContext(exampleRunContext({ created_at: '2030-01-01T00:00:00Z' })),
    ).not.toThrow();
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

import fc from 'fast-check';
import { applyPolicy, type LegOutcome, type LegStatus, type PolicyInput } from './policy.js';
import { oneLine } from '../base/untrusted.js';
import { SHARDS, SOURCES } from '../../test-support/fanin.js';

function leg(
  seq: number,
  id: string,
  status: LegStatus,
  extra: Partial<LegOutcome> = {},
): LegOutcome {
  const present = status !== 'missing';
  return {
    seq,
    id,
    required: false,
    status,
    items: status === 'success' || status === 'partial' ? 3 : 0,
    artifact: present ? `x-${id}-a1` : null,
    attempt: present ? 1 : null,
    rejectedNewer: [],
    ...extra,
  };
}

function input(
  rss: LegStatus[],
  github: (LegStatus | 'optional-missing')[] = ['success', 'success', 'success', 'success'],
): PolicyInput {
  return {
    minSourceRatio: 0.6,
    rss: { fan_id: 'r:rss', legs: rss.map((s, i) => leg(i, SOURCES[i] as string, s)) },
    github: {
      fan_id: 'r:github',
      legs: github.map((s, i) =>
        s === 'optional-missing'
          ? leg(i, SHARDS[i] as string, 'missing')
          : leg(i, SHARDS[i] as string, s, { required: true }),
      ),
    },
  };
}

describe('applyPolicy', () => {
  it('complete: every leg accepted and success, no warnings', () => {
    const result = applyPolicy(input(['success', 'success', 'success', 'success', 'success']));
    expect(result).toMatchObject({
      status: 'complete',
      reason: null,
      writeNews: true,
      writeGithub: true,
      warnings: [],
      sourcesSucceeded: 5,
      sourcesFailed: 0,
      exitCode: 0,
    });
  });

  it('2 of 5 sources failed: degraded, both outputs, a warning per source', () => {
    const base = input(['success', 'failed', 'success', 'missing', 'success']);
    const rss = base.rss?.legs as LegOutcome[];
    rss[1] = { ...rss[1]!, error: 'timeout', message: 'no answer\nafter 15 s' };
    rss[3] = { ...rss[3]!, error: 'checksum' };
    const result = applyPolicy(base);
    expect(result.status).toBe('degraded');
    expect(result.exitCode).toBe(0);
    expect(result.writeNews && result.writeGithub).toBe(true);
    expect(result.rssWarnings).toEqual([
      'nvidia_blog: failed (timeout): no answer after 15 s',
      'mit_technology_review: missing (no valid artifact: checksum)',
    ]);
    expect(result.reason).toBe(
      'degraded: 3 of 5 RSS sources succeeded (0.6 >= min-source-ratio 0.6)',
    );
    expect(result.sourcesFailed).toBe(2);
  });

  it('3 of 5 sources failed: failed, and neither canonical output written', () => {
    const result = applyPolicy(input(['failed', 'missing', 'success', 'failed', 'success']));
    expect(result.status).toBe('failed');
    expect(result.exitCode).toBe(1);
    expect(result.writeNews).toBe(false);
    expect(result.writeGithub).toBe(false);
    expect(result.reason).toBe(
      'only 2 of 5 RSS sources succeeded (0.4 < min-source-ratio 0.6): no canonical output written',
    );
  });

  it('a partial source with no article counts as failed, with a warning', () => {
    const base = input(['success', 'success', 'success', 'partial', 'partial']);
    const rss = base.rss?.legs as LegOutcome[];
    rss[3] = { ...rss[3]!, items: 0 };
    rss[4] = { ...rss[4]!, items: 0 };
    let result = applyPolicy(base);
    expect(result.sourcesSucceeded).toBe(3);
    expect(result.status).toBe('degraded');
    expect(result.rssWarnings).toEqual([
      'mit_technology_review: partial with no article (counted as failed)',
      'github_blog: partial with no article (counted as failed)',
    ]);
    rss[2] = { ...rss[2]!, status: 'partial', items: 0 };
    result = applyPolicy(base);
    expect(result.status).toBe('failed');
    expect(result.writeNews).toBe(false);
  });

  it('a partial source with articles is ok but degrades the run', () => {
    const base = input(['success', 'partial', 'success', 'success', 'success']);
    const result = applyPolicy(base);
    expect(result.status).toBe('degraded');
    expect(result.sourcesSucceeded).toBe(5);
    expect(result.rssWarnings).toEqual(['nvidia_blog: partial (3 articles)']);
  });

  it('a required GitHub shard missing fails closed: no canonical output at all', () => {
    const base = input(['success', 'success', 'success', 'success', 'success']);
    const github = base.github?.legs as LegOutcome[];
    github[0] = {
      ...github[0]!,
      status: 'missing',
      artifact: null,
      attempt: null,
      items: 0,
      error: 'checksum',
    };
    const result = applyPolicy(base);
    expect(result).toMatchObject({
      status: 'failed',
      writeNews: false,
      writeGithub: false,
      exitCode: 1,
    });
    expect(result.reason).toBe(
      'required GitHub shard new_repos missing (no valid artifact: checksum): failing closed, no canonical output written',
    );
    expect(result.githubWarnings).toEqual(['new_repos: missing (no valid artifact: checksum)']);
  });

  it('an optional GitHub shard missing degrades and is listed', () => {
    const result = applyPolicy(
      input(
        ['success', 'success', 'success', 'success', 'success'],
        ['success', 'success', 'success', 'optional-missing'],
      ),
    );
    expect(result.status).toBe('degraded');
    expect(result.writeGithub).toBe(true);
    expect(result.githubWarnings).toEqual(['topic_secondary: missing (no artifact)']);
    expect(result.decisions).toContainEqual({
      rule: 'github.optional',
      outcome: 'degrade',
      detail: 'optional GitHub shard topic_secondary missing',
    });
  });

  it('a required RSS source that failed fails closed even when the ratio passes', () => {
    const base = input(['success', 'success', 'success', 'success', 'failed']);
    const rss = base.rss?.legs as LegOutcome[];
    rss[4] = { ...rss[4]!, required: true, error: 'http_status', message: 'HTTP 503' };
    const result = applyPolicy(base);
    expect(result).toMatchObject({ status: 'failed', writeNews: false, writeGithub: false });
    expect(result.reason).toMatch(
      /^required RSS source github_blog failed \(http_status\): HTTP 503: failing closed/,
    );
  });

  it('all legs failed: diagnostics only', () => {
    const result = applyPolicy(
      input(
        ['failed', 'missing', 'failed', 'missing', 'failed'],
        ['missing', 'missing', 'missing', 'missing'],
      ),
    );
    expect(result).toMatchObject({ status: 'failed', writeNews: false, writeGithub: false });
    expect(result.reason).toBe(
      'all 9 legs failed or are missing: no canonical output (diagnostics only)',
    );
    expect(result.decisions[0]?.rule).toBe('all_legs_failed');
  });

  it('a plan without legs is empty: exit 0, nothing written, the skipped count said', () => {
    const result = applyPolicy({ minSourceRatio: 0.6, skipped: 1 });
    expect(result).toMatchObject({
      status: 'empty',
      exitCode: 0,
      writeNews: false,
      writeGithub: false,
      warnings: [],
    });
    expect(result.reason).toBe(
      'nothing was planned: 1 source skipped (see skipped) and the GitHub fan is off; no canonical output (diagnostics only)',
    );
    expect(applyPolicy({ minSourceRatio: 0.6 }).reason).toMatch(/no source is configured/);
  });

  it('warns when a newer attempt was rejected and an older one used', () => {
    const base = input(['success', 'success', 'success', 'success', 'success']);
    const rss = base.rss?.legs as LegOutcome[];
    rss[0] = { ...rss[0]!, rejectedNewer: [{ attempt: 2, reason: 'checksum' }] };
    const result = applyPolicy(base);
    expect(result.status).toBe('degraded');
    expect(result.warnings).toEqual(['techcrunch: attempt 2 rejected (checksum); attempt 1 used']);
  });

  it('sorts warnings by fan (github, rss) then seq, whatever the leg order', () => {
    const base = input(
      ['failed', 'success', 'failed', 'success', 'success'],
      ['success', 'success', 'optional-missing', 'optional-missing'],
    );
    const sorted = applyPolicy(base).warnings;
    base.rss?.legs.reverse();
    base.github?.legs.reverse();
    expect(applyPolicy(base).warnings).toEqual(sorted);
    expect(sorted.map((w) => w.split(':')[0])).toEqual([
      'topic_primary',
      'topic_secondary',
      'techcrunch',
      'hugging_face_blog',
    ]);
  });

  it('passes exactly at the ratio and fails just under it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.nat(), (planned, raw) => {
        const ok = raw % (planned + 1);
        const statuses: LegStatus[] = Array.from({ length: planned }, (_, i) =>
          i < ok ? 'success' : 'failed',
        );
        const result = applyPolicy({
          minSourceRatio: 0.6,
          rss: { fan_id: 'f', legs: statuses.map((s, i) => leg(i, `s${i}`, s)) },
        });
        expect(result.writeNews).toBe(ok * 5 >= planned * 3);
        expect(result.sourcesSucceeded + result.sourcesFailed).toBe(planned);
      }),
    );
  });

  it('makes untrusted messages one bounded line', () => {
    expect(oneLine('a\r\nb\u0000c\u2028d')).toBe('a b c d');
    expect(oneLine('x'.repeat(400))).toHaveLength(301);
    expect(oneLine(`${'x'.repeat(299)}😀`)).toBe(`${'x'.repeat(299)}…`);
  });
});

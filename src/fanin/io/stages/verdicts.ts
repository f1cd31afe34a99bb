/**
 * Fan-in stage "policy": the final verdict of every artifact once all attempts have
 * arrived (a valid attempt the gather did not keep is superseded or a duplicate), the
 * outcome of each planned leg, and the failure policy over them (../../policy.ts).
 */
import { compareStrings } from '../../../canonical/index.js';
import type { Fan, FanPlan } from '../../../contracts/index.js';
import { heldLeg, type FanGather } from '../../kernel.js';
import type { GithubItem, RssItem } from '../../leg-check.js';
import {
  applyPolicy,
  type FanName,
  type FanOutcome,
  type LegOutcome,
  type PolicyResult,
} from '../../policy.js';
import type { ArtifactRecord } from './classify.js';
import type { Gathers } from './collect.js';

export type Outcomes = { rss?: FanOutcome; github?: FanOutcome };

/** Marks the accepted records whose delivery the gather of their fan did not keep; sorts by name. */
export function settleVerdicts(records: ArtifactRecord[], gathers: Gathers): void {
  for (const fan of ['rss', 'github'] as const) {
    const gather = gathers[fan];
    if (!gather) continue;
    const passed = new Map(gather.record.passed.map((p) => [p.name, p.outcome]));
    for (const record of records) {
      if (record.fan !== fan || record.verdict !== 'accepted') continue;
      const outcome = passed.get(record.name);
      if (outcome !== undefined) {
        record.verdict = 'superseded';
        record.reason = outcome;
      }
    }
  }
  records.sort((a, b) => compareStrings(a.name, b.name));
}

/** The outcome of every planned leg and the policy's decision over them. */
export function decide(
  plan: FanPlan,
  gathers: Gathers,
  records: readonly ArtifactRecord[],
  minSourceRatio: number,
): { outcomes: Outcomes; policy: PolicyResult } {
  const outcomes: Outcomes = {};
  if (plan.fans.rss && gathers.rss)
    outcomes.rss = fanOutcome('rss', plan.fans.rss, gathers.rss, records);
  if (plan.fans.github && gathers.github) {
    outcomes.github = fanOutcome('github', plan.fans.github, gathers.github, records);
  }
  const policy = applyPolicy({ ...outcomes, minSourceRatio, skipped: plan.skipped.length });
  return { outcomes, policy };
}

function fanOutcome<T extends RssItem | GithubItem>(
  fan: FanName,
  planned: Fan,
  gather: FanGather<T, unknown>,
  records: readonly ArtifactRecord[],
): FanOutcome {
  // A pack the service would not hand over may have held any leg that no other artifact
  // holds: such a leg is unreadable, not missing.
  const packUnreadable = records.some(
    (r) => r.fan === fan && r.id === undefined && r.reason === 'unreadable',
  );
  const legs = planned.legs.map((leg): LegOutcome => {
    const rejected = records
      .filter((r) => r.fan === fan && r.id === leg.id && r.verdict === 'rejected')
      .sort((a, b) => (b.attempt ?? 0) - (a.attempt ?? 0));
    const slot = heldLeg(gather, leg.seq);
    if (!slot) {
      return {
        seq: leg.seq,
        id: leg.id,
        required: leg.required,
        status: 'missing',
        items: 0,
        artifact: null,
        attempt: null,
        error: rejected[0]?.reason ?? (packUnreadable ? 'unreadable' : 'no_artifact'),
        rejectedNewer: [],
      };
    }
    const outcome: LegOutcome = {
      seq: leg.seq,
      id: leg.id,
      required: leg.required,
      status: 'success',
      items: 0,
      artifact: slot.name,
      attempt: slot.attempt,
      rejectedNewer: rejected
        .filter((r) => (r.attempt ?? 0) > slot.attempt)
        .map((r) => ({ attempt: r.attempt ?? 0, reason: r.reason ?? 'schema' })),
    };
    const item = slot.item as RssItem | GithubItem;
    if ('articles' in item) {
      outcome.status = item.status;
      outcome.items = item.articleCount;
      if (item.error) {
        outcome.error = item.error.code;
        outcome.message = item.error.message;
      }
    } else {
      outcome.items = item.repositories.length;
    }
    return outcome;
  });
  return { fan_id: planned.fan_id, legs };
}

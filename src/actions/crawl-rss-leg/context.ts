// The RSS legs a leg process runs, from the run's fan plan (`plannedLegs`).
import type { FanPlan } from '../../contracts/index.js';
import type { PlannedRssLeg } from '../../rss/legs.js';
import { plannedLegs } from '../common/run-setting.js';
import type { SourceSelection } from './inputs.js';

/**
 * The legs to run: the one named, the listed ones (in the order given), or every planned
 * RSS leg (plan order) for `all`.
 */
export function selectRssLegs(plan: FanPlan, selection: SourceSelection): PlannedRssLeg[] {
  if (selection.kind === 'list')
    return selection.ids.flatMap((id) => selectRssLegs(plan, { kind: 'one', id }));
  const name = selection.kind === 'all' ? 'all' : selection.id;
  return plannedLegs(plan, 'rss', name).map((leg) => ({
    sourceId: leg.id,
    fan: leg.fan,
    required: leg.required,
  }));
}

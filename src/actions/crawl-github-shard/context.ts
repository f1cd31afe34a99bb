/**
 * The GitHub legs a shard process runs, from the run's fan plan (`plannedLegs`).
 */
import type { FanPlan } from '../../contracts/index.js';
import type { PlannedLeg } from '../../github/leg.js';
import type { ShardId } from '../../runcontext/shards.js';
import { plannedLegs } from '../common/run-setting.js';
import type { ShardSelection } from './inputs.js';

/** The legs to run: the one named, or every planned GitHub leg (plan order) for `all`. */
export function selectLegs(plan: FanPlan, selection: ShardSelection): PlannedLeg[] {
  return plannedLegs(plan, 'github', selection).map((leg) => ({
    shardId: leg.id as ShardId,
    fan: leg.fan,
    required: leg.required,
  }));
}

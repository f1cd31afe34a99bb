/**
 * The GitHub legs a shard process runs, from the run's fan plan (`plannedLegs`).
 */
import type { FanFrame, FanPlan } from '../../contracts/index.js';
import type { ShardId } from '../../runcontext/shards.js';
import { plannedLegs } from '../shared/run-setting.js';
import type { ShardSelection } from './inputs.js';

export interface PlannedLeg {
  shardId: ShardId;
  fan: FanFrame[];
  required: boolean;
}

/** The legs to run: the one named, or every planned GitHub leg (plan order) for `all`. */
export function selectLegs(plan: FanPlan, selection: ShardSelection): PlannedLeg[] {
  return plannedLegs(plan, 'github', selection).map((leg) => ({
    shardId: leg.id as ShardId,
    fan: leg.fan,
    required: leg.required,
  }));
}

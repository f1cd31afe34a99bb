/**
 * The GitHub legs a shard process runs, from the run's fan plan (see ../shared/run-setting.ts).
 */
import type { FanFrame, FanPlan } from '../../contracts/index.js';
import type { ShardId } from '../../runcontext/shards.js';
import { plannedLegs } from '../shared/run-setting.js';
import type { ShardSelection } from './main.js';

export { loadRunSetting } from '../shared/run-setting.js';

export interface PlannedLeg {
  shardId: ShardId;
  fan: FanFrame[];
  required: boolean;
}

/**
 * The legs to run: the one named, or every planned GitHub leg for `all` (in plan order,
 * which puts topic_primary before topic_secondary, so the secondary check hits the cache).
 */
export function selectLegs(plan: FanPlan, selection: ShardSelection): PlannedLeg[] {
  return plannedLegs(plan, 'github', selection, 'shard-id').map((leg) => ({
    shardId: leg.id as ShardId,
    fan: leg.fan,
    required: leg.required,
  }));
}

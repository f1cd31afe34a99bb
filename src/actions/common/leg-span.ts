// The run span's ids of a leg action: run.id always; fan.id, fan.seq and the leg's own id
// when the process runs exactly one leg (several legs share no fan.seq).

import type { FanFrame } from '../../contracts/index.js';
import type { ActionContext } from '../../runtime/index.js';

export interface SpanLeg {
  /** The leg's id (a source id, a shard id). */
  id: string;
  fan: readonly FanFrame[];
}

/** `idAttribute` names the leg's id, e.g. `squadscope.source_id`. */
export function annotateLegRun(
  ctx: ActionContext,
  runId: string,
  legs: readonly SpanLeg[],
  idAttribute: string,
): void {
  ctx.telemetry.annotate({ 'run.id': runId, 'squadscope.legs': legs.length });
  const only = legs.length === 1 ? legs[0]! : undefined;
  const frame = only?.fan.at(-1);
  if (only === undefined || frame === undefined) return;
  ctx.telemetry.annotate({ 'fan.id': frame.fan_id, 'fan.seq': frame.seq, [idAttribute]: only.id });
}

// fan-in with `partial-chunk`: the partial fan-in of one chunk of a nested run
// (src/fanin/io/partial-fanin.ts). It uploads partial-rss-c<chunk>-a<attempt> and applies no
// failure policy: the outer fan-in (fan-in without partial-chunk) does, once, over all
// sources.

import { type ArtifactStore } from '../../artifacts/index.js';
import { runAttempt } from '../../contracts/artifact-names.js';
import { runPartialFanIn } from '../../fanin/index.js';
import type { ActionContext } from '../../runtime/index.js';
import type { FanInInputs } from './inputs.js';
import { writePartialSummary } from '../../fanin/io/summary.js';

export async function runPartial(
  ctx: ActionContext,
  inputs: FanInInputs & { partial: NonNullable<FanInInputs['partial']> },
  store: ArtifactStore,
): Promise<{ items: number }> {
  const { chunk, chunkSize } = inputs.partial;
  const result = await ctx.phase(`Partial fan-in of chunk ${chunk}`, () =>
    runPartialFanIn(
      {
        chunk,
        chunkSize,
        attempt: runAttempt(ctx.env),
        ...(inputs.runContext ? { runContext: inputs.runContext } : {}),
        ...(inputs.fanPlan ? { fanPlan: inputs.fanPlan } : {}),
      },
      { store },
    ),
  );
  const { partial } = result;
  const frame = partial.fan[partial.fan.length - 1];
  ctx.log.info(
    `${result.outcome === 'uploaded' ? 'Uploaded' : 'Already uploaded with the same files:'} ${result.name}: ${result.held} legs held, ${result.missing} without a valid payload`,
  );
  ctx.setOutput('status', 'partial');
  ctx.setOutput('partial-artifact', result.name);
  writePartialSummary(ctx.summary, { chunk, chunks: frame?.expected, ...result });
  ctx.metric('legs_held', result.held);
  ctx.metric('legs_missing', result.missing);
  return { items: result.held };
}

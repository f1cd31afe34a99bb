// emit: the composition root. Reads the payload (and checks it against its schema), pushes
// this fan's frame onto the incoming frames, and uploads the leg artifact
// fan-<slug>-<hash>-<seq>[-<matrix>]-a<attempt>.

import type { ArtifactStore } from '../../artifacts/index.js';
import { type ActionContext } from '../../runtime/index.js';
import { untrusted } from '../../base/untrusted.js';
import { runDefinedAction, type ActionDefinition, type ActionDeps } from '../common/action.js';
import { openStore } from '../common/store.js';
import { emitFilesOptions, readEmitInputs, type EmitInputs } from './inputs.js';
import { writeEmitSummary } from './summary.js';

export const ACTION_NAME = 'emit';

export interface EmitActionDeps extends ActionDeps {
  store?: ArtifactStore;
}

async function run(
  ctx: ActionContext,
  inputs: EmitInputs,
  deps: EmitActionDeps,
): Promise<{ items: number }> {
  // Imported once the inputs are valid: a bad input fails before they load.
  const { emitFromFiles } = await import('../../gather/io/emit.js');
  const { runAttempt } = await import('../../contracts/artifact-names.js');
  const store = await openStore(inputs.artifactDir, ctx.env, deps.store);
  const emitted = await emitFromFiles(store, {
    ...emitFilesOptions(inputs, runAttempt(ctx.env)),
    note: (line) => ctx.log.info(line),
  });
  const place = `seq ${emitted.seq} of ${emitted.expected}`;
  if (emitted.inherited && (inputs.seq !== emitted.seq || inputs.expected !== emitted.expected)) {
    ctx.log.info(
      `The inherited top frame is of this fan: the leg is its ${place}; the seq and expected inputs (${inputs.seq ?? '-'} of ${inputs.expected ?? '-'}) are not used`,
    );
  }
  ctx.log.info(
    `${emitted.outcome === 'same' ? 'Already uploaded' : 'Uploaded'} ${emitted.artifact}: ${place} in fan ${untrusted(inputs.fanId, 200)}`,
  );
  ctx.setOutput('artifact', emitted.artifact);
  ctx.setOutput('frames', emitted.frames);
  writeEmitSummary(ctx.summary, emitted);
  return { items: 1 };
}

export const emitAction: ActionDefinition<EmitInputs, EmitActionDeps> = {
  name: ACTION_NAME,
  readInputs: readEmitInputs,
  run,
};

export function runEmitAction(deps: EmitActionDeps = {}): Promise<number> {
  return runDefinedAction(emitAction, deps);
}

export function main(): Promise<number> {
  return runEmitAction();
}

// emit: the composition root. Reads the payload (and checks it against its schema), pushes
// this fan's frame onto the incoming frames, and uploads the leg artifact
// fan-<hash>-<seq>-a<attempt>.

import { openArtifactStore, runAttempt, type ArtifactStore } from '../../artifacts/index.js';
import { emitFromFiles } from '../../fanout/emit.js';
import {
  runAction,
  untrusted,
  type ActionContext,
  type ActionSpec,
  type RuntimeDeps,
} from '../../runtime/index.js';
import { emitFilesOptions, readEmitInputs, type EmitInputs } from './inputs.js';
import { writeEmitSummary } from './summary.js';

export const ACTION_NAME = 'emit';

export interface EmitActionDeps extends Pick<RuntimeDeps, 'env' | 'exit' | 'signals'> {
  cwd?: string;
  store?: ArtifactStore;
}

async function run(
  ctx: ActionContext,
  inputs: EmitInputs,
  deps: EmitActionDeps,
): Promise<{ items: number }> {
  const store =
    deps.store ??
    openArtifactStore({
      ...(inputs.artifactDir === undefined ? {} : { artifactDir: inputs.artifactDir }),
      env: ctx.env,
    });
  const emitted = await emitFromFiles(store, emitFilesOptions(inputs, runAttempt(ctx.env)));
  ctx.log.info(
    `${emitted.outcome === 'same' ? 'Already uploaded' : 'Uploaded'} ${emitted.artifact}: seq ${inputs.seq} of ${inputs.expected} in fan ${untrusted(inputs.fanId, 200)}`,
  );
  ctx.setOutput('artifact', emitted.artifact);
  ctx.setOutput('frames', emitted.frames);
  writeEmitSummary(ctx.summary, inputs, emitted);
  return { items: 1 };
}

export function emitAction(deps: EmitActionDeps = {}): ActionSpec<EmitInputs> {
  return {
    name: ACTION_NAME,
    readInputs: (inputs, env) => readEmitInputs(inputs, env, deps.cwd ?? process.cwd()),
    run: (ctx, inputs) => run(ctx, inputs, deps),
  };
}

export function runEmitAction(deps: EmitActionDeps = {}): Promise<number> {
  return runAction(emitAction(deps), deps);
}

export function main(): Promise<number> {
  return runEmitAction();
}

// The one shape of every action: main.ts defines the action (its name, the input reader of
// its inputs.ts, its run) and this module turns the definition into the runtime's spec and
// runs it, so no action wires the lifecycle by hand.
//
// The runtime (and with it the Actions toolkit) is imported when the action runs, not when
// this module loads: the fan-in's bundle is also its leg-check worker, which runs no action.

import type { ActionContext, ActionSpec, Inputs, RuntimeDeps } from '../../runtime/index.js';

/** What every action accepts when run in-process (tests, the CLI): the runtime's seams and a cwd. */
export interface ActionDeps extends RuntimeDeps {
  /** Where relative paths go when GITHUB_WORKSPACE is unset (default process.cwd()). */
  cwd?: string;
}

export interface ActionDefinition<I, D extends ActionDeps> {
  name: string;
  /** Reads and checks every input before any work (inputs.ts); throws InputError. */
  readInputs(inputs: Inputs, env: NodeJS.ProcessEnv, cwd: string, deps: D): I;
  /** Seconds of start-up jitter (0 or absent: none). */
  jitterSeconds?(inputs: I): number;
  run(ctx: ActionContext, inputs: I, deps: D): Promise<{ items: number }>;
}

/** The runtime's spec of `definition`, with `deps` bound. */
export function actionSpec<I, D extends ActionDeps>(
  definition: ActionDefinition<I, D>,
  deps: D,
): ActionSpec<I> {
  const { jitterSeconds } = definition;
  return {
    name: definition.name,
    readInputs: (inputs, env) =>
      definition.readInputs(inputs, env, deps.cwd ?? process.cwd(), deps),
    ...(jitterSeconds ? { jitterSeconds: (inputs: I) => jitterSeconds(inputs) } : {}),
    run: (ctx, inputs) => definition.run(ctx, inputs, deps),
  };
}

/** Runs the action through the lifecycle; resolves to the exit code. */
export async function runDefinedAction<I, D extends ActionDeps>(
  definition: ActionDefinition<I, D>,
  deps: D,
): Promise<number> {
  const { runAction } = await import('../../runtime/lifecycle.js');
  return runAction(actionSpec(definition, deps), deps);
}

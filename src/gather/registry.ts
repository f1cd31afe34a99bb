/**
 * The kernel registry of the gather action and CLI: kernel name → Kernel, and, for the
 * kernels that must do I/O once the gather is finalized, kernel name → publish step.
 * To add a kernel, add it to the map below (and its publish step, if it has one). Every
 * kernel here is persisted (plain JSON state): the gather action saves every pull.
 */
import {
  appendKernel,
  makeWindowKernel,
  rlmKernel,
  type AnyKernel,
  type SummarizerResolver,
} from './index.js';
import { okfKernel, type OkfRows } from './kernels/okf.js';
import type { PublishStep } from './io/publish.js';
import { publishRlm } from './io/rlm-publish.js';
import { makeTransformKernel, workspaceSummarizers } from './kernels/transform.js';
import { ModuleWorkers } from './io/user-module.js';

/** Every kernel's name, in the order help texts list them. */
export const KERNEL_NAMES = ['append', 'window', 'transform', 'rlm', 'okf'] as const;
export type KernelName = (typeof KERNEL_NAMES)[number];

export interface KernelRegistry {
  kernels: Readonly<Record<KernelName, AnyKernel>>;
  publish: Readonly<Record<string, PublishStep>>;
  /** Stops the workers of the user modules the kernels ran (a gather calls it once done). */
  close(): Promise<void>;
}

/**
 * A kernel whose state names a summarizer (`summarize`: window, rlm), checking a user
 * module there before any leg is read as the transform kernel checks its own.
 */
function checkingSummarizer(kernel: AnyKernel, summarizers: SummarizerResolver): AnyKernel {
  return {
    ...kernel,
    prepare: async (state: { summarize: string }) => {
      await summarizers(state.summarize, 'summarize').prepare?.();
    },
  };
}

/**
 * The kernels, with user modules resolved inside `workspace`. One registry serves one
 * gather: its user modules keep one worker each until `close`, and see of `env` (default
 * process.env) only the allow-listed variables (io/module-env.ts).
 */
export function kernelRegistry(
  workspace: string,
  env?: Readonly<Record<string, string | undefined>>,
): KernelRegistry {
  const modules = new ModuleWorkers(workspace, env);
  const summarizers = workspaceSummarizers(modules);
  return {
    kernels: {
      append: appendKernel,
      window: checkingSummarizer(makeWindowKernel(summarizers), summarizers),
      transform: makeTransformKernel(modules),
      rlm: checkingSummarizer(rlmKernel, summarizers),
      okf: okfKernel,
    },
    close: () => modules.close(),
    publish: {
      rlm: (result, context) => publishRlm(result, context, summarizers),
      // The dataset goes to the run's artifacts; the result becomes its ref and schema. The
      // Parquet writer and the store load only when a gather publishes one, not at start.
      okf: async (result, context) => {
        const rows = result as OkfRows;
        if (rows.store === 'clickhouse') {
          const { okfPublishClickHouse } = await import('./io/okf-publish.js');
          return okfPublishClickHouse(rows, context.clickhouse);
        }
        const [{ okfPublish }, { ArtifactOkfStore }] = await Promise.all([
          import('./io/okf-publish.js'),
          import('../okf/store.js'),
        ]);
        return okfPublish(rows, new ArtifactOkfStore(context.store));
      },
    },
  };
}

/** The kernel registered as `name`: own entries only (`constructor` names no kernel). */
export function registeredKernel(registry: KernelRegistry, name: string): AnyKernel | undefined {
  return Object.hasOwn(registry.kernels, name) ? registry.kernels[name as KernelName] : undefined;
}

/** The publish step of kernel `name`, if it has one (own entries only). */
export function publishStep(registry: KernelRegistry, name: string): PublishStep | undefined {
  return Object.hasOwn(registry.publish, name) ? registry.publish[name] : undefined;
}

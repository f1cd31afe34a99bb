/**
 * The kernel registry of the gather action and CLI: kernel name → Kernel, and, for the
 * kernels that must do I/O once the gather is finalized, kernel name → publish step.
 * To add a kernel, add it to the map below (and its publish step, if it has one).
 */
import { appendKernel, makeWindowKernel, rlmKernel, type AnyKernel } from '../gather/index.js';
import type { ArtifactStore } from '../artifacts/index.js';
import { okfKernel, okfPublish, type OkfRows } from '../okf/kernel.js';
import { ArtifactOkfStore } from '../okf/store.js';
import { publishRlm } from './rlm-publish.js';
import { makeTransformKernel, workspaceSummarizers } from './transform.js';

/** What a publish step may use: the kernel's options and the places it may write to. */
export interface PublishContext {
  options: Readonly<Record<string, unknown>>;
  /** Absolute path of the workspace (user files are resolved inside it). */
  workspace: string;
  /** The run's artifact store. */
  store: ArtifactStore;
  /** The id that makes a publish idempotent across reruns (GITHUB_RUN_ID by default). */
  runId: string;
}

/** Runs after the gather is finalized; its answer replaces the result (e.g. a reference). */
export type PublishStep = (result: unknown, context: PublishContext) => Promise<unknown>;

/** Every kernel's name, in the order help texts list them. */
export const KERNEL_NAMES = ['append', 'window', 'transform', 'rlm', 'okf'] as const;
export type KernelName = (typeof KERNEL_NAMES)[number];

export interface KernelRegistry {
  kernels: Readonly<Record<KernelName, AnyKernel>>;
  publish: Readonly<Record<string, PublishStep>>;
}

/** The kernels, with user modules resolved inside `workspace`. */
export function kernelRegistry(workspace: string): KernelRegistry {
  const summarizers = workspaceSummarizers(workspace);
  return {
    kernels: {
      append: appendKernel,
      window: makeWindowKernel(summarizers),
      transform: makeTransformKernel(workspace),
      rlm: rlmKernel,
      okf: okfKernel,
    },
    publish: {
      rlm: (result, context) => publishRlm(result, context, summarizers),
      // The dataset goes to the run's artifacts; the result becomes its ref and schema.
      okf: (result, context) => okfPublish(result as OkfRows, new ArtifactOkfStore(context.store)),
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

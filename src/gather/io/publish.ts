/**
 * What a kernel's publish step is (types only): it runs once the gather is finalized, with
 * the kernel's options and the places it may write to. registry.ts maps kernels to them.
 */
import type { ArtifactStore } from '../../artifacts/index.js';
import type { ClickHouseOptions } from '../../okf/clickhouse/connection.js';

/** What a publish step may use: the kernel's options and the places it may write to. */
export interface PublishContext {
  options: Readonly<Record<string, unknown>>;
  /** Absolute path of the workspace (user files are resolved inside it). */
  workspace: string;
  /** The run's artifact store. */
  store: ArtifactStore;
  /** The id that makes a publish idempotent across reruns (GITHUB_RUN_ID by default). */
  runId: string;
  /** The ClickHouse connection (gather's clickhouse-* inputs), for store "clickhouse". */
  clickhouse?: ClickHouseOptions | undefined;
}

/** Runs after the gather is finalized; its answer replaces the result (e.g. a reference). */
export type PublishStep = (result: unknown, context: PublishContext) => Promise<unknown>;

/**
 * User modules of the workspace: where they are (never outside the workspace) and the
 * workers that run them. A gather keeps one worker per module and limits for all its calls
 * (module-worker.ts: each call with its time limit, the worker replaced only after a call
 * was stopped), and closes them when it ends. Every error names the module (and the
 * caller adds the seq).
 */
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { extname } from 'node:path';
import { ModuleWorker, UserModuleError, type ModuleLimits } from './module-worker.js';
import { moduleEnv } from './module-env.js';
import { workspacePath } from './paths.js';
import { messageOf } from '../../base/error-message.js';

const EXTENSIONS = ['.js', '.mjs', '.cjs'];

/** True when an option value names a user module rather than a built-in. */
export function isModulePath(value: string): boolean {
  return EXTENSIONS.includes(extname(value));
}

/**
 * The absolute path of `module` (relative to the workspace), refusing anything that
 * resolves outside it (after following symlinks), is missing or is not a JavaScript file.
 */
export async function resolveWorkspaceModule(workspace: string, module: string): Promise<string> {
  if (!isModulePath(module)) throw new UserModuleError(module, 'must be a .js, .mjs or .cjs file');
  let path: string;
  try {
    path = await workspacePath(workspace, module, 'the module');
    await access(path, constants.R_OK);
  } catch (error) {
    throw new UserModuleError(module, messageOf(error));
  }
  return path;
}

/** The workers of the user modules of one gather: one per module and limits. */
export class ModuleWorkers {
  // Promises, so that two first calls made together share one worker (and close stops it).
  readonly #workers = new Map<string, Promise<ModuleWorker>>();

  readonly #env: Readonly<Record<string, string>>;

  /** `env`: the step's environment, of which modules see only the allow-list (module-env.ts). */
  constructor(
    readonly workspace: string,
    env: Readonly<Record<string, string | undefined>> = process.env,
  ) {
    this.#env = moduleEnv(env);
  }

  /** The worker of `module` (a workspace path) under `limits`, started at its first call. */
  get(module: string, limits: ModuleLimits): Promise<ModuleWorker> {
    const key = `${module}\0${limits.timeoutMs}\0${limits.memoryMb}`;
    let worker = this.#workers.get(key);
    if (worker === undefined) {
      worker = resolveWorkspaceModule(this.workspace, module).then(
        (path) => new ModuleWorker(module, path, limits, this.#env),
      );
      // A module that cannot be resolved is looked up afresh next time.
      const pending = worker;
      pending.catch(() => {
        if (this.#workers.get(key) === pending) this.#workers.delete(key);
      });
      this.#workers.set(key, worker);
    }
    return worker;
  }

  /** Stops every worker. */
  async close(): Promise<void> {
    const workers = [...this.#workers.values()];
    this.#workers.clear();
    const settled = await Promise.allSettled(workers);
    await Promise.all(settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value.close()] : [])));
  }
}

/**
 * Runs a function of a user module from the workspace in a worker thread, with a time and
 * a memory limit, and checks that what it returns is plain JSON. Each call gets a fresh
 * worker: a module that loops or runs out of memory is stopped and cannot affect the next
 * call. Every error names the module (and the caller adds the seq).
 */
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { extname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { jsonProblem } from '../gather/index.js';
import { workspacePath } from './paths.js';
import { messageOf } from '../runtime/error-message.js';

export interface ModuleLimits {
  timeoutMs: number;
  memoryMb: number;
}

/** A user module that cannot be loaded, throws, loops, runs out of memory or returns non-JSON. */
export class UserModuleError extends Error {
  constructor(
    readonly module: string,
    message: string,
  ) {
    super(`module ${JSON.stringify(module)}: ${message}`);
    this.name = 'UserModuleError';
  }
}

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

// CommonJS, evaluated as the worker's script: imports the module, calls the named export
// (or the default export's), and posts the value back (a value that cannot be copied
// fails here, with the reason).
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const mod = await import(workerData.url);
  const fn = typeof mod[workerData.fn] === 'function' ? mod[workerData.fn]
    : mod.default && typeof mod.default[workerData.fn] === 'function' ? mod.default[workerData.fn]
    : undefined;
  if (fn === undefined) throw new Error('does not export a function ' + JSON.stringify(workerData.fn));
  const value = await fn(...workerData.args);
  try {
    parentPort.postMessage({ ok: true, value });
  } catch (error) {
    throw new Error(workerData.fn + ' returned a value that is not JSON (' + (error && error.message) + ')');
  }
})().catch((error) => {
  parentPort.postMessage({ ok: false, message: String(error && error.message ? error.message : error) });
});
`;

/** Calls export `fn` of the module at absolute `path` with `args` (JSON) in a fresh worker. */
export function callUserModule(
  module: string,
  path: string,
  fn: string,
  args: readonly unknown[],
  limits: ModuleLimits,
): Promise<unknown> {
  return new Promise((resolvePromise, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { url: pathToFileURL(path).href, fn, args },
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: 16 },
      stdout: false,
      stderr: false,
    });
    let settled = false;
    const settle = (error: Error | null, value?: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      if (error) reject(error);
      else resolvePromise(value);
    };
    const timer = setTimeout(
      () =>
        settle(
          new UserModuleError(
            module,
            `${fn} did not finish within ${limits.timeoutMs / 1000} s (stopped)`,
          ),
        ),
      limits.timeoutMs,
    );
    worker.on('message', (message: { ok: boolean; value?: unknown; message?: string }) => {
      if (!message.ok)
        return settle(
          new UserModuleError(module, `${fn} failed: ${message.message ?? 'unknown error'}`),
        );
      const problem = jsonProblem(message.value);
      if (problem !== null)
        return settle(
          new UserModuleError(module, `${fn} returned a value that is not JSON: ${problem}`),
        );
      settle(null, message.value);
    });
    worker.on('error', (error: Error & { code?: string }) => {
      const why =
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? `${fn} ran out of memory (limit ${limits.memoryMb} MB)`
          : `${fn} failed: ${error.message}`;
      settle(new UserModuleError(module, why));
    });
    worker.on('exit', (code) =>
      settle(new UserModuleError(module, `${fn} stopped (worker exit ${code})`)),
    );
  });
}

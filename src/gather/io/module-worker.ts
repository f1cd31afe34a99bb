/**
 * One worker thread that runs the functions of one user module, call after call: the module
 * is imported once, and the worker is replaced only when a call runs past its time limit, runs
 * out of memory or ends the worker (the next call starts a fresh one). Each call has its own
 * time limit. The memory limit holds for the worker's heap (V8 stops it there) and for all
 * its memory outside the heap (Buffers, typed arrays): while a call runs, the worker's heap
 * and external memory are sampled every MEMORY_SAMPLE_MS and the worker is stopped once
 * their sum passes the limit. It runs with the allow-listed environment (module-env.ts).
 * A fresh worker evaluates the module's top level again: a module keeps what it needs in the
 * state it returns, never in its own variables.
 */
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { jsonProblem } from '../index.js';
import { syntaxErrorAt } from './module-syntax.js';

/** How often a running call's memory is sampled: a module may overshoot its limit this long. */
export const MEMORY_SAMPLE_MS = 25;

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

// CommonJS, evaluated as the worker's script. It imports the module once, then answers each
// message {id, fn, args} with {id, ok, value | message}; fn null asks which of the function
// names in args the module does not export. A load failure answers every message with
// `load: true` (and whether it was a syntax error).
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const loaded = import(workerData.url).then((mod) => ({ mod }), (error) => ({ error }));
const describe = (error) => String(error && error.message ? error.message : error);
const exported = (mod, name) =>
  typeof mod[name] === 'function' ? mod[name]
    : mod.default && typeof mod.default[name] === 'function' ? mod.default[name]
    : undefined;
parentPort.on('message', async ({ id, fn, args }) => {
  const { mod, error } = await loaded;
  if (error) {
    const syntax = Boolean(error && error.name === 'SyntaxError');
    return parentPort.postMessage({ id, ok: false, load: true, syntax, message: describe(error) });
  }
  if (fn === null) {
    return parentPort.postMessage({ id, ok: true, value: args.filter((name) => !exported(mod, name)) });
  }
  try {
    const f = exported(mod, fn);
    if (f === undefined) throw new Error('does not export a function ' + JSON.stringify(fn));
    const value = await f(...args);
    try {
      parentPort.postMessage({ id, ok: true, value });
    } catch (error) {
      parentPort.postMessage({ id, ok: false, message: fn + ' returned a value that is not JSON (' + describe(error) + ')' });
    }
  } catch (error) {
    parentPort.postMessage({ id, ok: false, message: fn + ' failed: ' + describe(error) });
  }
});
`;

interface Reply {
  id: number;
  ok: boolean;
  value?: unknown;
  message?: string;
  load?: boolean;
  syntax?: boolean;
}

interface InFlight {
  id: number;
  fn: string;
  settle(error: Error | null, value?: unknown): void;
}

export class ModuleWorker {
  #worker: Worker | null = null;
  #current: InFlight | null = null;
  #queue: Promise<unknown> = Promise.resolve();
  #nextId = 0;
  /** How many workers this module has started (a fresh one after each stop). */
  started = 0;

  constructor(
    readonly module: string,
    readonly path: string,
    readonly limits: ModuleLimits,
    /** The environment the module sees (module-env.ts); none of the step's own. */
    readonly env: Readonly<Record<string, string>> = {},
  ) {}

  /** Calls export `fn` with `args` (JSON); calls run one at a time, in the order made. */
  call(fn: string, args: readonly unknown[]): Promise<unknown> {
    const run = this.#queue.then(() => this.#send(fn, [...args]));
    this.#queue = run.catch(() => undefined);
    return run;
  }

  /** Loads the module now and refuses it when it does not parse or lacks one of `names`. */
  async check(names: readonly string[]): Promise<void> {
    const missing = (await this.call('', names)) as string[];
    if (missing.length > 0) {
      const list = missing.map((name) => JSON.stringify(name)).join(' and ');
      throw new UserModuleError(this.module, `does not export a function ${list}`);
    }
  }

  /** Stops the worker (a later call would start a fresh one). */
  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = null;
    if (worker !== null) await worker.terminate();
  }

  #send(fn: string, args: unknown[]): Promise<unknown> {
    const worker = this.#worker ?? this.#start();
    const id = this.#nextId++;
    const what = fn === '' ? 'loading' : fn;
    return new Promise((resolve, reject) => {
      const watch = this.#watchMemory(worker, id);
      const timer = setTimeout(() => {
        const current = this.#take(id);
        if (current === null) return;
        this.#stop(worker);
        const why = `${what} did not finish within ${this.limits.timeoutMs / 1000} s (stopped)`;
        current.settle(new UserModuleError(this.module, why));
      }, this.limits.timeoutMs);
      const settle = (error: Error | null, value?: unknown) => {
        clearTimeout(timer);
        clearInterval(watch);
        if (error) reject(error);
        else resolve(value);
      };
      this.#current = { id, fn: what, settle };
      worker.postMessage({ id, fn: fn === '' ? null : fn, args });
    });
  }

  /**
   * Samples the memory of `worker` while call `id` runs: heap and external memory (Buffers,
   * ArrayBuffers) together, which V8's own heap limit does not count. Past the limit the
   * worker is stopped and the call fails as out of memory. (Node without
   * Worker#getHeapStatistics, before 22.16, bounds the heap only.)
   */
  #watchMemory(worker: Worker, id: number): ReturnType<typeof setInterval> {
    const limit = this.limits.memoryMb * 1024 * 1024;
    const sample = async () => {
      if (typeof worker.getHeapStatistics !== 'function') return;
      const stats = await worker.getHeapStatistics().catch(() => null);
      if (stats === null || stats.used_heap_size + (stats.external_memory ?? 0) <= limit) return;
      const current = this.#take(id);
      if (current === null) return;
      this.#stop(worker);
      const why = `${current.fn} ran out of memory (limit ${this.limits.memoryMb} MB)`;
      current.settle(new UserModuleError(this.module, why));
    };
    const watch = setInterval(() => void sample(), MEMORY_SAMPLE_MS);
    watch.unref();
    return watch;
  }

  /** The call in flight (when it is call `id`, if given), which no one else may settle now. */
  #take(id?: number): InFlight | null {
    const current = this.#current;
    if (current === null || (id !== undefined && current.id !== id)) return null;
    this.#current = null;
    return current;
  }

  #start(): Worker {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { url: pathToFileURL(this.path).href },
      env: { ...this.env },
      resourceLimits: {
        maxOldGenerationSizeMb: this.limits.memoryMb,
        maxYoungGenerationSizeMb: 16,
      },
      stdout: false,
      stderr: false,
    });
    // A worker left open must not keep the process alive; a call's timer does meanwhile.
    worker.unref();
    this.started++;
    this.#worker = worker;
    worker.on('message', (reply: Reply) => void this.#answer(worker, reply));
    worker.on('error', (error: Error & { code?: string }) => {
      if (this.#worker !== worker) return;
      this.#stop(worker);
      const current = this.#take();
      const why =
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? `${current?.fn ?? 'the module'} ran out of memory (limit ${this.limits.memoryMb} MB)`
          : `${current?.fn ?? 'the module'} failed: ${error.message}`;
      current?.settle(new UserModuleError(this.module, why));
    });
    worker.on('exit', (code) => {
      if (this.#worker !== worker) return;
      this.#stop(worker);
      const current = this.#take();
      const why = `${current?.fn ?? 'the module'} stopped (worker exit ${code})`;
      current?.settle(new UserModuleError(this.module, why));
    });
    return worker;
  }

  async #answer(worker: Worker, reply: Reply): Promise<void> {
    const current = this.#take(reply.id);
    if (current === null) return;
    if (reply.ok) {
      const problem = jsonProblem(reply.value);
      if (problem === null) return current.settle(null, reply.value);
      const why = `${current.fn} returned a value that is not JSON: ${problem}`;
      return current.settle(new UserModuleError(this.module, why));
    }
    if (reply.load !== true) {
      return current.settle(new UserModuleError(this.module, reply.message ?? 'unknown error'));
    }
    // A module that cannot load is not kept: each later call tries afresh (and fails alike).
    this.#stop(worker);
    const message = reply.message ?? 'unknown error';
    const why = reply.syntax
      ? `does not parse: ${(await syntaxErrorAt(this.path, this.module)) ?? message}`
      : `cannot be loaded: ${message}`;
    current.settle(new UserModuleError(this.module, why));
  }

  #stop(worker: Worker): void {
    if (this.#worker === worker) this.#worker = null;
    void worker.terminate();
  }
}

/**
 * Where leg checks run: in this thread, or spread over worker threads so that a fan-in of
 * many legs uses every core (validation is most of a fan-in's CPU time; the merge after
 * it is cheap). Both run the same pure checkLeg, so verdicts never depend on the choice;
 * the worker form only adds the message plumbing.
 *
 * A worker is the bundle that started the fan-in, started again in a thread: each entry
 * point (the action, the command line, the benchmark) calls serveLegChecks() first and,
 * when it returns true, does nothing else. Sources run under jest have no such bundle and
 * check in this thread.
 */
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { ReadBuffer } from '../../artifacts/index.js';
import { transferablesOf, type LegSetting, type LegVerdict } from '../leg-check.js';
import { checkLegTask, type LegTask } from './leg-files.js';
import { LinkNumbering, LinkPool } from '../fast/leg-links.js';

export interface LegChecker {
  check(task: LegTask): Promise<LegVerdict>;
  /** Stops the workers (pending checks are rejected). */
  close(): Promise<void>;
}

/** Marks the workerData of a leg-check worker. */
const WORKER_MARK = 'squadscope-leg-checks';

/** Workers used by default: one per core, at most this many. */
const MAX_DEFAULT_WORKERS = 4;

/** To a worker: the fan-in's setting (first), then legs to check. */
type Message = { setting: LegSetting } | { id: number; task: LegTask };
type Reply = { id: number; verdict: LegVerdict } | { id: number; crash: string };

/** One worker per core, at most 4; none on a single core (the main thread is as fast). */
export function defaultWorkerCount(): number {
  const cores = availableParallelism();
  return cores > 1 ? Math.min(cores, MAX_DEFAULT_WORKERS) : 0;
}

export function inThreadChecker(setting: LegSetting): LegChecker {
  // One buffer for every leg read from a file: a check runs to its end before the next.
  const buffer = new ReadBuffer();
  const numbering = new LinkNumbering(setting.hashSeed);
  const pool = new LinkPool();
  return {
    check: (task) =>
      Promise.resolve().then(() =>
        pooled(checkLegTask(task, setting, buffer, numbering), pool, numbering),
      ),
    close: () => Promise.resolve(),
  };
}

/**
 * The verdict with its leg's links in the fan-in's pool, as it arrives. Every valid RSS
 * verdict of a checker goes through here in the order checked, whether or not the gather
 * keeps it: the checker's later legs hold numbers this one added.
 */
function pooled(verdict: LegVerdict, pool: LinkPool, numbering: object): LegVerdict {
  if (!verdict.ok || verdict.fan !== 'rss') return verdict;
  const { articles } = verdict.item;
  if (articles.links.kind === 'pooled') return verdict;
  const links = pool.take(articles.links, numbering);
  return { ...verdict, item: { ...verdict.item, articles: { ...articles, links } } };
}

interface Pending {
  resolve: (verdict: LegVerdict) => void;
  reject: (error: Error) => void;
  name: string;
}

/** Worker threads started ahead of the fan-in's setting, which each receives once. */
export interface LegWorkers {
  /** How many threads. */
  readonly size: number;
  /** A checker on these threads for one fan-in's setting (call once). */
  checker(setting: LegSetting): LegChecker;
  /** Stops the threads (pending checks are rejected). */
  close(): Promise<void>;
}

/** Starts `count` workers running `script` (an entry point that calls serveLegChecks). */
export function startLegWorkers(script: URL, count: number): LegWorkers {
  const workers = Array.from({ length: count }, () => ({
    worker: new Worker(script, { workerData: { [WORKER_MARK]: true } }),
    pending: new Map<number, Pending>(),
  }));
  let nextId = 0;
  let broken: Error | undefined;
  let closing = false;
  // The fan-in's links: each worker numbers them afresh with each setting.
  let pool = new LinkPool();

  const fail = (slot: (typeof workers)[number], error: Error) => {
    broken ??= error;
    for (const p of slot.pending.values()) p.reject(error);
    slot.pending.clear();
  };
  for (const slot of workers) {
    slot.worker.on('message', (reply: Reply) => {
      const pending = slot.pending.get(reply.id);
      if (!pending) return;
      slot.pending.delete(reply.id);
      if ('crash' in reply) {
        pending.reject(new Error(`checking ${pending.name}: ${reply.crash}`));
        return;
      }
      try {
        pending.resolve(pooled(reply.verdict, pool, slot));
      } catch (error) {
        pending.reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    slot.worker.on('error', (error) =>
      fail(slot, new Error('a leg-check worker failed', { cause: error })),
    );
    slot.worker.on('exit', (code) => {
      if (!closing) fail(slot, new Error(`a leg-check worker exited with code ${code}`));
    });
  }

  let closed: Promise<void> | undefined;
  const close = () =>
    (closed ??= (async () => {
      closing = true;
      await Promise.all(workers.map(({ worker }) => worker.terminate()));
      for (const slot of workers) fail(slot, new Error('the leg checks were stopped'));
    })());
  return {
    size: count,
    close,
    checker(setting) {
      pool = new LinkPool();
      for (const { worker } of workers) worker.postMessage({ setting } satisfies Message);
      return {
        check(task) {
          if (broken) return Promise.reject(broken);
          // The least busy worker: legs differ in size, so round-robin could queue behind a big one.
          const slot = workers.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
          const id = nextId++;
          return new Promise<LegVerdict>((resolve, reject) => {
            slot.pending.set(id, { resolve, reject, name: task.name });
            if (!('bytes' in task)) {
              slot.worker.postMessage({ id, task } satisfies Message); // the worker reads the file
              return;
            }
            // Posting a view would copy its whole ArrayBuffer (maybe a larger download):
            // a view of all of its buffer moves; any other is copied to one of its own first.
            const { bytes } = task;
            const own =
              bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
                ? bytes
                : new Uint8Array(bytes);
            const message: Message = { id, task: { ...task, bytes: own } };
            slot.worker.postMessage(message, [own.buffer as ArrayBuffer]);
          });
        },
        close,
      };
    },
  };
}

/**
 * In a thread started by startLegWorkers: answers leg checks until the thread is stopped,
 * and returns true. Anywhere else: returns false at once.
 */
export function serveLegChecks(): boolean {
  const marked = (workerData as Record<string, unknown> | null)?.[WORKER_MARK] === true;
  if (isMainThread || !parentPort || !marked) return false;
  const port = parentPort;
  let setting: LegSetting | undefined;
  let numbering: LinkNumbering | undefined;
  const buffer = new ReadBuffer(); // every leg read from a file goes through it
  port.on('message', (message: Message) => {
    if ('setting' in message) {
      setting = message.setting;
      numbering = new LinkNumbering(setting.hashSeed);
      return;
    }
    const { id, task } = message;
    let reply: Reply;
    let transfer: ArrayBuffer[] = [];
    try {
      if (!setting) throw new Error('a leg came before the setting');
      const verdict = checkLegTask(task, setting, buffer, numbering);
      reply = { id, verdict };
      transfer = transferablesOf(verdict);
    } catch (error) {
      // A bug, not a verdict on the leg: the fan-in stops with it.
      reply = {
        id,
        crash: error instanceof Error ? (error.stack ?? error.message) : String(error),
      };
    }
    port.postMessage(reply, transfer);
  });
  return true;
}

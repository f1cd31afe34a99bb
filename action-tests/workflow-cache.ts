/**
 * The scrape state carried between runs and attempts as the reusable workflow carries it:
 * the keys, restore keys and save condition are read from the workflow file itself, and a
 * small model of actions/cache applies them (an exact key first, else the newest entry under
 * a restore-key prefix; `cache-hit` only for the exact key; an entry is immutable once saved,
 * so a second save under its key is refused, as the service refuses to reserve it).
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { evaluateIf } from './workflow-expr.js';

const root = resolve(import.meta.dirname, '..');

interface CacheStep {
  name?: string;
  id?: string;
  if?: string;
  uses?: string;
  with?: Record<string, string>;
}

interface Entry {
  key: string;
  files: Map<string, Buffer>;
}

/** What a workflow run's GitHub context gives the keys. */
export interface RunKeys {
  runId: string;
  attempt: number;
}

/** `${{ github.run_id }}` and `${{ github.run_attempt }}` filled in; any other expression refused. */
function fill(template: string, run: RunKeys): string {
  return template.replace(/\$\{\{\s*([^}]*?)\s*\}\}/g, (_, expr: string) => {
    if (expr === 'github.run_id') return run.runId;
    if (expr === 'github.run_attempt') return String(run.attempt);
    throw new Error(`a cache key with an expression this model cannot fill: ${template}`);
  });
}

/** The cache of one repository: entries in the order they were saved. */
export class WorkflowCache {
  private readonly entries: Entry[] = [];
  /** Every save the workflow attempted, refused ones included. */
  readonly saves: { key: string; accepted: boolean }[] = [];

  keys(): string[] {
    return this.entries.map((e) => e.key);
  }

  /** Restores into `dir`: `hit` is the cache-hit output ('true' for an exact key only). */
  async restore(dir: string, key: string, restoreKeys: string[]): Promise<{ hit: string }> {
    await mkdir(dir, { recursive: true });
    const exact = this.entries.find((e) => e.key === key);
    const newest = (prefix: string) => this.entries.findLast((e) => e.key.startsWith(prefix));
    const found = exact ?? restoreKeys.map(newest).find((e) => e !== undefined);
    if (found) {
      for (const [name, bytes] of found.files) await writeFile(join(dir, name), bytes);
    }
    return { hit: exact ? 'true' : 'false' };
  }

  async save(dir: string, key: string): Promise<boolean> {
    const accepted = !this.entries.some((e) => e.key === key);
    this.saves.push({ key, accepted });
    if (!accepted) return false;
    const files = new Map<string, Buffer>();
    for (const name of (await readdir(dir)).sort())
      files.set(name, await readFile(join(dir, name)));
    this.entries.push({ key, files });
    return true;
  }
}

/** The scrape-state steps of a workflow's plan and fan-in jobs, as written in the file. */
export interface StateSteps {
  /** Restores the plan job's state into `dir`. */
  restoreForPlan(cache: WorkflowCache, dir: string, run: RunKeys): Promise<{ hit: string }>;
  restoreForFanIn(cache: WorkflowCache, dir: string, run: RunKeys): Promise<{ hit: string }>;
  /**
   * Runs the fan-in job's save step when its `if:` holds for the fan-in's outcome; answers
   * whether it ran and whether the cache took the entry.
   */
  saveAfterFanIn(
    cache: WorkflowCache,
    dir: string,
    run: RunKeys,
    fanIn: { succeeded: boolean; outputs: Record<string, string>; restoreHit: string },
  ): Promise<{ ran: boolean; accepted: boolean }>;
}

export function stateSteps(workflow: string): StateSteps {
  const doc = parseYaml(readFileSync(join(root, workflow), 'utf8')) as {
    jobs: Record<string, { steps?: CacheStep[] }>;
  };
  const step = (job: string, name: string): CacheStep => {
    const found = doc.jobs[job]?.steps?.find((s) => s.name === name);
    if (!found?.with?.['key']) throw new Error(`${workflow}: no step "${name}" in job ${job}`);
    return found;
  };
  const planRestore = step('plan', 'Restore the scrape state');
  const fanInRestore = step('fan-in', 'Restore the scrape state');
  const save = step('fan-in', 'Save the scrape state');
  const restoreKeys = (s: CacheStep, run: RunKeys) =>
    (s.with!['restore-keys'] ?? '')
      .split('\n')
      .map((k) => k.trim())
      .filter((k) => k !== '')
      .map((k) => fill(k, run));
  const restore = (s: CacheStep) => (cache: WorkflowCache, dir: string, run: RunKeys) =>
    cache.restore(dir, fill(s.with!['key']!, run), restoreKeys(s, run));
  return {
    restoreForPlan: restore(planRestore),
    restoreForFanIn: restore(fanInRestore),
    async saveAfterFanIn(cache, dir, run, fanIn) {
      const context = {
        steps: {
          'fan-in': { outputs: fanIn.outputs },
          ...(fanInRestore.id
            ? { [fanInRestore.id]: { outputs: { 'cache-hit': fanIn.restoreHit } } }
            : {}),
        },
      };
      const status = { success: fanIn.succeeded, failure: !fanIn.succeeded, cancelled: false };
      if (!evaluateIf(save.if ?? '', context, status)) return { ran: false, accepted: false };
      return { ran: true, accepted: await cache.save(dir, fill(save.with!['key']!, run)) };
    },
  };
}

/**
 * Static checks of workflow files beyond what actionlint knows: actionlint cannot read the
 * metadata of a remote action (`squadscope/matrix-crawl/actions/<name>@v1`) or of a remote
 * reusable workflow, so the inputs our workflows pass to them are checked here against
 * actions/<name>/action.yml and .github/workflows/matrix-crawl.yml, plus the house rules:
 * third-party actions pinned by commit SHA, no `${{ }}` inside `run:` scripts (values reach
 * scripts through `env:`), a timeout on every job.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';

export const OWN_ACTION = /^squadscope\/matrix-crawl\/actions\/([^@/]+)@(.+)$/;
export const OWN_WORKFLOW =
  /^(?:squadscope\/matrix-crawl\/|\.\/)\.github\/workflows\/([^@/]+\.ya?ml)(?:@(.+))?$/;
const PINNED = /^[\w.-]+\/[\w.-]+(?:\/[^@]+)?@[0-9a-f]{40}$/;
/** Our own actions and workflows: the major tag, or a release tag of it (see scripts/pin-workflows.js). */
const OWN_REF = /^v1(\.\d+\.\d+)?$/;
const STEP_OUTPUT = /\bsteps\.([A-Za-z_][\w-]*)\.outputs\.([A-Za-z_][\w-]*)/g;

type Obj = Record<string, unknown>;

interface InputSpec {
  required?: boolean;
  default?: unknown;
}

interface Interface {
  inputs: Record<string, InputSpec>;
  outputs: Record<string, unknown>;
  secrets?: Record<string, { required?: boolean } | null>;
}

function isObj(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function entries(value: unknown): [string, Obj][] {
  return isObj(value) ? Object.entries(value).map(([k, v]) => [k, isObj(v) ? v : {}]) : [];
}

export function isWorkflow(doc: unknown): doc is Obj {
  return isObj(doc) && isObj(doc['jobs']) && 'on' in doc;
}

/** Inputs and outputs of actions/<name>/action.yml, or null when there is no such action. */
export function actionInterface(root: string, name: string): Interface | null {
  const path = join(root, 'actions', name, 'action.yml');
  if (!existsSync(path)) return null;
  const meta = parseYaml(readFileSync(path, 'utf8')) as Obj;
  return {
    inputs: Object.fromEntries(entries(meta['inputs'])) as Record<string, InputSpec>,
    outputs: Object.fromEntries(entries(meta['outputs'])),
  };
}

/** The workflow_call interface of one of our reusable workflows. */
export function workflowInterface(root: string, file: string): Interface | null {
  const path = join(root, '.github', 'workflows', file);
  if (!existsSync(path)) return null;
  const doc = parseYaml(readFileSync(path, 'utf8')) as Obj;
  const on = isObj(doc['on']) ? doc['on'] : {};
  const call = isObj(on['workflow_call']) ? on['workflow_call'] : null;
  if (!call) return null;
  return {
    inputs: Object.fromEntries(entries(call['inputs'])) as Record<string, InputSpec>,
    outputs: Object.fromEntries(entries(call['outputs'])),
    secrets: Object.fromEntries(entries(call['secrets'])),
  };
}

/** Problems of the `with:` of a call: unknown inputs, missing required ones. */
function checkWith(where: string, what: string, iface: Interface, given: unknown): string[] {
  const problems: string[] = [];
  const keys = isObj(given) ? Object.keys(given) : [];
  for (const key of keys) {
    if (!(key in iface.inputs)) problems.push(`${where}: ${what} has no input '${key}'`);
  }
  for (const [name, spec] of Object.entries(iface.inputs)) {
    if (spec.required === true && spec.default === undefined && !keys.includes(name)) {
      problems.push(`${where}: required input '${name}' of ${what} is missing`);
    }
  }
  return problems;
}

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => strings(v, out));
  else if (isObj(value)) Object.values(value).forEach((v) => strings(v, out));
  return out;
}

/** The ids of the jobs that run a matrix (steps or a reusable-workflow call). */
function matrixJobs(doc: Obj): Set<string> {
  const ids = new Set<string>();
  for (const [jobId, job] of entries(doc['jobs'])) {
    if (isObj(job['strategy']) && job['strategy']['matrix'] !== undefined) ids.add(jobId);
  }
  return ids;
}

function usesGather(job: Obj): boolean {
  const steps = Array.isArray(job['steps']) ? (job['steps'] as unknown[]) : [];
  return steps.some((raw) => {
    const uses = isObj(raw) && typeof raw['uses'] === 'string' ? raw['uses'] : '';
    return OWN_ACTION.exec(uses)?.[1] === 'gather';
  });
}

/**
 * A job that gathers after a matrix job must run when a leg failed: without
 * `if: ${{ !cancelled() }}` (or always()) GitHub skips it, and on-incomplete never runs.
 */
function gatherConditionProblems(doc: Obj, file: string): string[] {
  const matrices = matrixJobs(doc);
  const problems: string[] = [];
  for (const [jobId, job] of entries(doc['jobs'])) {
    const raw = job['needs'];
    const needs = typeof raw === 'string' ? [raw] : Array.isArray(raw) ? (raw as string[]) : [];
    const after = needs.filter((n) => matrices.has(n));
    if (after.length === 0 || !usesGather(job)) continue;
    const condition = typeof job['if'] === 'string' ? job['if'] : '';
    if (!/!\s*cancelled\(\)|always\(\)/.test(condition)) {
      problems.push(
        `${file}: job '${jobId}' gathers after matrix job ${after.join(', ')} without if: \${{ !cancelled() }} (a failed leg would skip it)`,
      );
    }
  }
  return problems;
}

/**
 * Every problem of one workflow document. `root` is the repository holding actions/ and
 * .github/workflows/; `file` names the workflow in messages.
 */
export function checkWorkflow(doc: unknown, file: string, root: string): string[] {
  if (!isWorkflow(doc)) return [`${file}: not a workflow (no 'on' or 'jobs')`];
  const problems: string[] = [...gatherConditionProblems(doc, file)];
  for (const [jobId, job] of entries(doc['jobs'])) {
    const where = `${file}: job '${jobId}'`;
    const calls = typeof job['uses'] === 'string' ? job['uses'] : null;
    if (calls) {
      const own = OWN_WORKFLOW.exec(calls);
      if (own) {
        if (own[2] !== undefined && !OWN_REF.test(own[2]))
          problems.push(`${where}: call ${calls} by @v1 or a release tag`);
        const iface = workflowInterface(root, own[1]!);
        if (!iface)
          problems.push(`${where}: .github/workflows/${own[1]} is not a reusable workflow`);
        else {
          problems.push(...checkWith(where, own[1]!, iface, job['with']));
          const secrets = isObj(job['secrets']) ? Object.keys(job['secrets']) : [];
          for (const s of secrets) {
            if (!(s in (iface.secrets ?? {})))
              problems.push(`${where}: ${own[1]} declares no secret '${s}'`);
          }
        }
      } else if (!PINNED.test(calls))
        problems.push(`${where}: reusable workflow ${calls} is not pinned by commit SHA`);
      continue;
    }
    if (job['timeout-minutes'] === undefined) problems.push(`${where}: no timeout-minutes`);
    const stepActions = new Map<string, Interface>();
    const steps = Array.isArray(job['steps']) ? (job['steps'] as unknown[]) : [];
    steps.forEach((raw, index) => {
      const step = isObj(raw) ? raw : {};
      const at = `${where} step ${typeof step['id'] === 'string' ? `'${step['id']}'` : index + 1}`;
      if (typeof step['run'] === 'string' && step['run'].includes('${{')) {
        problems.push(`${at}: expression inside a run script (pass values through env:)`);
      }
      const uses = typeof step['uses'] === 'string' ? step['uses'] : null;
      if (!uses || uses.startsWith('./') || uses.startsWith('docker://')) return;
      const own = OWN_ACTION.exec(uses);
      if (!own) {
        if (!PINNED.test(uses)) problems.push(`${at}: ${uses} is not pinned by commit SHA`);
        return;
      }
      if (!OWN_REF.test(own[2]!))
        problems.push(`${at}: use ${own[1]}@v1 or a release tag, not @${own[2]}`);
      const iface = actionInterface(root, own[1]!);
      if (!iface) {
        problems.push(`${at}: actions/${own[1]}/action.yml does not exist`);
        return;
      }
      problems.push(...checkWith(at, own[1]!, iface, step['with']));
      if (typeof step['id'] === 'string') stepActions.set(step['id'], iface);
    });
    // steps.<id>.outputs.<name> of our actions must be outputs their action.yml declares.
    for (const text of strings(job)) {
      for (const [, id, output] of text.matchAll(STEP_OUTPUT)) {
        const iface = stepActions.get(id!);
        if (iface && !(output! in iface.outputs)) {
          problems.push(`${where}: step '${id}' has no output '${output}'`);
        }
      }
    }
  }
  return problems;
}

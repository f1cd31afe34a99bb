/**
 * Test support: an action's metadata (`actions/<name>/action.yml`) as the tests read it, and
 * inputs that record which names an action's input reader asks for, so a test can compare
 * them with the inputs the metadata declares.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { Inputs } from '../src/runtime/index.js';
import { SENTRY_DSN_INPUT } from '../src/runtime/sentry/config.js';

/** The inputs every action accepts, read by the runtime rather than by the action's inputs.ts. */
export const RUNTIME_INPUTS: readonly string[] = [SENTRY_DSN_INPUT];

export interface ActionYml {
  name: string;
  description: string;
  inputs: Record<string, { description: string; required?: boolean; default?: string }>;
  outputs: Record<string, { description: string }>;
  runs: { using: string; main: string };
}

export async function readActionYml(action: string): Promise<ActionYml> {
  const text = await readFile(join(process.cwd(), 'actions', action, 'action.yml'), 'utf8');
  return parseYaml(text) as ActionYml;
}

/**
 * Inputs that push every name read onto `read` and answer with valid values: by method
 * (`bool`, `list`, `int` …) from `byMethod`, else by name from `byName`, else the default
 * the reader gives when it is a string, else undefined (an input left unset).
 */
export function recordingInputs(
  read: string[],
  byMethod: Record<string, unknown>,
  byName: Record<string, unknown> = {},
): Inputs {
  return new Proxy({} as Inputs, {
    get: (_t, method: string) => (name: string, opts?: { default?: unknown }) => {
      read.push(name);
      if (method in byMethod) return byMethod[method];
      if (name in byName) return byName[name];
      return typeof opts?.default === 'string' ? opts.default : undefined;
    },
  });
}

/** What an action's metadata must declare (in any order). */
export interface DeclaredMetadata {
  inputs: readonly string[];
  outputs: readonly string[];
  /** The default of each input named (others may have theirs or none). */
  defaults?: Record<string, string>;
  /** Every input and output is described in more characters than this. */
  describedOver: number;
}

/**
 * Checks `actions/<action>/action.yml`: exactly the inputs and outputs declared (and the
 * runtime's own inputs), each
 * described, the defaults given, and the action's bundle run on node24. Returns the metadata
 * for the checks only one action has.
 */
export async function expectActionYml(
  action: string,
  declared: DeclaredMetadata,
): Promise<ActionYml> {
  const yml = await readActionYml(action);
  expect(Object.keys(yml.inputs).sort()).toEqual([...declared.inputs, ...RUNTIME_INPUTS].sort());
  expect(Object.keys(yml.outputs).sort()).toEqual([...declared.outputs].sort());
  for (const item of [...Object.values(yml.inputs), ...Object.values(yml.outputs)])
    expect(item.description.length).toBeGreaterThan(declared.describedOver);
  for (const [name, value] of Object.entries(declared.defaults ?? {}))
    expect([name, yml.inputs[name]?.default]).toEqual([name, value]);
  expect(yml.runs).toEqual({ using: 'node24', main: `../../dist/${action}/index.js` });
  return yml;
}

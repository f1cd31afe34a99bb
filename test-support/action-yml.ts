/**
 * Test support: an action's metadata (`actions/<name>/action.yml`) as the tests read it, and
 * inputs that record which names an action's input reader asks for, so a test can compare
 * them with the inputs the metadata declares.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { Inputs } from '../src/runtime/index.js';

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

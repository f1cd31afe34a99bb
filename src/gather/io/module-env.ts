/**
 * The environment a user module (transform, window, a summarizer) runs with: only the
 * variables of an allow-list, never the step's tokens (ACTIONS_RUNTIME_TOKEN, a GitHub
 * token), its inputs (INPUT_*) or the runner's ACTIONS_* settings. A module gets what it needs
 * to run (the locale, a temporary folder, where the run is) and nothing that would let a
 * result it returns carry a credential. docs/gather.md lists the names.
 */

/** The variables a module sees, by exact name. */
export const MODULE_ENV_NAMES: readonly string[] = [
  'PATH',
  'HOME',
  'LANG',
  'LANGUAGE',
  'TZ',
  'TMPDIR',
  'TMP',
  'TEMP',
  'CI',
  'RUNNER_OS',
  'RUNNER_ARCH',
  'RUNNER_TEMP',
  'GITHUB_WORKSPACE',
  'GITHUB_REPOSITORY',
  'GITHUB_RUN_ID',
  'GITHUB_RUN_ATTEMPT',
  'GITHUB_SHA',
  'GITHUB_REF',
];

/** Locale variables (LC_ALL, LC_CTYPE …) pass too. */
const LOCALE = /^LC_[A-Z]+$/u;

/** The allow-listed variables of `env`, in a fresh object without a prototype. */
export function moduleEnv(
  env: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  const out = Object.create(null) as Record<string, string>;
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && (MODULE_ENV_NAMES.includes(name) || LOCALE.test(name)))
      out[name] = value;
  }
  return out;
}

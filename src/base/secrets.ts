// Secrets a step knows (tokens in its environment and inputs) and how they are kept out of
// what it writes: the environment a user module gets holds none of them, and a result or a
// log line that holds one has it replaced by `***` (what the runner's own masking prints).
// Pure: the environment comes in as a parameter.

/** Secrets shorter than this are not searched for: replacing "a" everywhere would ruin messages. */
const MIN_SECRET_LENGTH = 4;

/** Replaces every occurrence of each secret with `***` (what the runner's own masking prints). */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    if (secret.length >= MIN_SECRET_LENGTH) out = out.split(secret).join('***');
  }
  return out;
}

/** Names of variables whose value is a credential: the runtime's tokens, GitHub tokens, inputs named like one. */
const SECRET_NAME = /TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL|PRIVATE|(^|_|-)KEY($|_|-)|AUTH/iu;

/**
 * The values of `env` that are secrets: every ACTIONS_* variable named like a credential
 * (ACTIONS_RUNTIME_TOKEN, ACTIONS_ID_TOKEN_REQUEST_TOKEN …), every input named like one
 * (INPUT_GITHUB-TOKEN), and GITHUB_TOKEN and GH_TOKEN; longest first, so that a secret that
 * holds another is replaced whole. Values shorter than 4 characters are left out.
 */
export function secretsOf(env: Readonly<Record<string, string | undefined>>): string[] {
  const found = new Set<string>();
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined || value.length < MIN_SECRET_LENGTH) continue;
    const upper = name.toUpperCase();
    const scoped = upper.startsWith('ACTIONS_') || upper.startsWith('INPUT_');
    if ((scoped && SECRET_NAME.test(upper)) || upper === 'GITHUB_TOKEN' || upper === 'GH_TOKEN')
      found.add(value);
  }
  return [...found].sort((a, b) => b.length - a.length);
}

/**
 * `value` (plain JSON) with every secret replaced by `***` in each string and each key. What
 * holds no secret is returned as it is (the same object), so a clean result costs one walk.
 */
export function redactJson(value: unknown, secrets: readonly string[]): unknown {
  if (secrets.length === 0) return value;
  if (typeof value === 'string') return redact(value, secrets);
  if (Array.isArray(value)) {
    const items = value.map((item) => redactJson(item, secrets));
    return items.every((item, i) => item === value[i]) ? value : items;
  }
  if (typeof value !== 'object' || value === null) return value;
  let changed = false;
  // No prototype: a key `__proto__` stays an ordinary key.
  const out = Object.create(null) as Record<string, unknown>;
  for (const [key, item] of Object.entries(value)) {
    const k = redact(key, secrets);
    const v = redactJson(item, secrets);
    if (k !== key || v !== item) changed = true;
    out[k] = v;
  }
  return changed ? out : value;
}

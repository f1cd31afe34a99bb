// Secrets a step knows (credentials in its environment and inputs: one rule, secretsOf) and
// how they are kept out of what it writes: the environment a user module gets holds none of
// them, a result, a log line, a Sentry event or an OTLP record that holds one has it
// replaced by `***` (what the runner's own masking prints). Pure: the environment comes in
// as a parameter.

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

/**
 * Names of variables whose value is a credential: tokens (the runtime's, GitHub's, the
 * `*-token` inputs), secrets, passwords, keys, DSNs and the OTLP headers.
 */
const SECRET_NAME =
  /TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL|PRIVATE|(^|_|-)KEY($|_|-)|API[_-]?KEY|AUTH|DSN|OTLP.*HEADERS/iu;
/** A part of a header list or DSN this short, or without a digit, is not taken for its credential. */
const MIN_PART_LENGTH = 6;

/**
 * The secrets of `env`, the one rule of every step: the values of the variables whose name
 * names a credential (ACTIONS_RUNTIME_TOKEN, INPUT_GITHUB-TOKEN, INPUT_CLICKHOUSE-PASSWORD,
 * GITHUB_TOKEN, SENTRY_DSN, OTEL_EXPORTER_OTLP_HEADERS …), and the credential inside a header
 * list or a DSN (`key=value,…`, `https://key@host/1`, percent-encoded); longest first, so that
 * a secret that holds another is replaced whole. Values shorter than 4 characters are left out.
 */
export function secretsOf(env: Readonly<Record<string, string | undefined>>): string[] {
  const found = new Set<string>();
  for (const [name, raw] of Object.entries(env)) {
    if (raw === undefined || !SECRET_NAME.test(name)) continue;
    const value = raw.trim();
    if (value.length < MIN_SECRET_LENGTH) continue;
    found.add(value);
    for (const part of value.split(/[,=@:/]/)) {
      const decoded = decodedPart(part.trim());
      if (decoded.length >= MIN_PART_LENGTH && /[0-9]/.test(decoded)) found.add(decoded);
    }
  }
  return [...found].sort((a, b) => b.length - a.length);
}

function decodedPart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
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

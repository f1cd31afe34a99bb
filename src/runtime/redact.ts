/**
 * (pure) Secrets kept out of what leaves the runner other than its own log: Sentry events
 * and OTLP log records. The runner masks the secrets it knows in the job log only; a report
 * sent elsewhere must be scrubbed before it goes. Scrubbed: the values of the environment
 * variables that name a credential (tokens, secrets, passwords, keys, DSNs, the `*-token`
 * inputs, the OTLP headers), token-shaped strings (GitHub tokens, bearer credentials), and
 * credential-like URL parts (user:password@, `?token=`/`?key=`/`?sig=` parameters).
 */

import { redact } from '../base/secrets.js';

/** What a scrubbed value reads as: the runner's own mask. */
export const MASK = '***';

const SECRET_NAME =
  /TOKEN|SECRET|PASSWORD|PASSWD|API[_-]?KEY|PRIVATE[_-]?KEY|CREDENTIAL|DSN|AUTH|OTLP.*HEADERS/i;
/** Values this short are left alone: masking "1" or "true" would garble every message. */
const MIN_SECRET_LENGTH = 6;

const TOKEN_SHAPES: readonly [RegExp, string][] = [
  [/\bgh[pousr]_[0-9A-Za-z]{20,}\b/g, MASK],
  [/\bgithub_pat_[0-9A-Za-z_]{20,}\b/g, MASK],
  [/\b(bearer|basic)\s+[0-9A-Za-z._~+/=-]{8,}/gi, `$1 ${MASK}`],
  [/(\b[a-z][a-z0-9+.-]*:\/\/)[^\s/@:]+(?::[^\s/@]*)?@/gi, `$1${MASK}@`],
  [
    /([?&](?:access_token|token|key|api_key|apikey|secret|password|sig|signature|auth|code)=)[^&#\s"']+/gi,
    `$1${MASK}`,
  ],
];

/** The values of the credential-naming variables of `env`, longest first (so a value inside another goes second). */
export function secretValues(env: NodeJS.ProcessEnv): string[] {
  const values = new Set<string>();
  for (const [name, raw] of Object.entries(env)) {
    if (raw === undefined || !SECRET_NAME.test(name)) continue;
    const value = raw.trim();
    if (value.length < MIN_SECRET_LENGTH) continue;
    values.add(value);
    // Header lists and DSNs hold the credential inside: `key=value,…`, percent-encoded.
    for (const part of value.split(/[,=@:/]/)) {
      let decoded = part.trim();
      try {
        decoded = decodeURIComponent(decoded);
      } catch {
        // keep the raw part
      }
      if (decoded.length >= MIN_SECRET_LENGTH && /[0-9]/.test(decoded)) values.add(decoded);
    }
  }
  return [...values].sort((a, b) => b.length - a.length);
}

/** `text` with every known secret and every token-shaped string replaced by MASK. */
export function scrubSecrets(text: string, secrets: readonly string[]): string {
  let out = redact(text, secrets);
  for (const [pattern, replacement] of TOKEN_SHAPES) out = out.replace(pattern, replacement);
  return out;
}

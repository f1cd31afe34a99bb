/**
 * (pure) Secrets kept out of what leaves the runner other than its own log: Sentry events
 * and OTLP log records. The runner masks the secrets it knows in the job log only; a report
 * sent elsewhere must be scrubbed before it goes. Scrubbed: the step's secrets (the one rule,
 * secretsOf in src/base/secrets.ts), token-shaped strings (GitHub tokens, bearer
 * credentials), and credential-like URL parts (user:password@, `?token=`/`?key=`/`?sig=`
 * parameters).
 */

import { redact } from '../base/secrets.js';

/** What a scrubbed value reads as: the runner's own mask. */
export const MASK = '***';

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

/** `text` with every known secret and every token-shaped string replaced by MASK. */
export function scrubSecrets(text: string, secrets: readonly string[]): string {
  let out = redact(text, secrets);
  for (const [pattern, replacement] of TOKEN_SHAPES) out = out.replace(pattern, replacement);
  return out;
}

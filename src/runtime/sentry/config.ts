/**
 * (pure) Whether Sentry is on, and where its events go, from SENTRY_DSN or the `sentry-dsn`
 * input. Off unless one is set. A DSN is `{scheme}://{public key}@{host}[:port]/[path/]{project}`;
 * events are POSTed as envelopes to `{scheme}://{host}[:port]/[path/]api/{project}/envelope/`
 * with the public key in the X-Sentry-Auth header. A value that is not a DSN is a
 * SentryConfigError: the runtime leaves Sentry off with one warning that never quotes the
 * value (the key in it is a credential).
 */

export interface SentryConfig {
  /** The envelope endpoint: no credentials, no query. */
  envelopeUrl: string;
  /** The X-Sentry-Auth header value (holds the public key). */
  auth: string;
  /** The DSN's public key (and legacy secret): values a report must never carry. */
  credentials: string[];
  /** The `environment` of every event (SENTRY_ENVIRONMENT; default `production`). */
  environment: string;
  /** Where the DSN came from, for log lines. */
  source: 'SENTRY_DSN' | 'sentry-dsn';
}

export class SentryConfigError extends Error {
  constructor(source: string, problem: string) {
    super(`${source} ${problem}`);
    this.name = 'SentryConfigError';
  }
}

/** The name of the input every action accepts for the DSN (the environment variable wins). */
export const SENTRY_DSN_INPUT = 'sentry-dsn';
const INPUT_VARIABLE = `INPUT_${SENTRY_DSN_INPUT.toUpperCase()}`;
/** The `sentry_client` the events name. */
export const SENTRY_CLIENT = 'squadscope/1';

const PROJECT_ID = /^\d{1,20}$/;
const KEY = /^[0-9A-Za-z_-]{1,128}$/;

function trimmed(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const v = env[name]?.trim();
  return v === undefined || v === '' ? undefined : v;
}

/** The DSN's value and where it came from, or null when neither place sets one. */
export function sentryDsnOf(
  env: NodeJS.ProcessEnv,
): { dsn: string; source: SentryConfig['source'] } | null {
  const fromEnv = trimmed(env, 'SENTRY_DSN');
  if (fromEnv !== undefined) return { dsn: fromEnv, source: 'SENTRY_DSN' };
  const fromInput = trimmed(env, INPUT_VARIABLE);
  return fromInput === undefined ? null : { dsn: fromInput, source: SENTRY_DSN_INPUT };
}

function parseDsn(raw: string, source: SentryConfig['source']): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SentryConfigError(source, 'is not a DSN (a URL)');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new SentryConfigError(source, 'must be an http(s) DSN');
  if (!KEY.test(url.username)) throw new SentryConfigError(source, 'has no public key');
  if (url.password !== '' && !KEY.test(url.password))
    throw new SentryConfigError(source, 'has a malformed secret key');
  if (url.search || url.hash) throw new SentryConfigError(source, 'must not have a query');
  return url;
}

/** null when Sentry is off (the default); throws SentryConfigError for a value that is not a DSN. */
export function readSentryConfig(env: NodeJS.ProcessEnv): SentryConfig | null {
  const found = sentryDsnOf(env);
  if (found === null) return null;
  const url = parseDsn(found.dsn, found.source);
  const segments = url.pathname.split('/').filter((s) => s !== '');
  const project = segments.pop();
  if (project === undefined || !PROJECT_ID.test(project))
    throw new SentryConfigError(found.source, 'has no numeric project id at the end of its path');
  const prefix = segments.length === 0 ? '' : `/${segments.join('/')}`;
  const key = decodeURIComponent(url.username);
  const secret = url.password === '' ? undefined : decodeURIComponent(url.password);
  const auth = [
    'Sentry sentry_version=7',
    `sentry_client=${SENTRY_CLIENT}`,
    `sentry_key=${key}`,
    ...(secret === undefined ? [] : [`sentry_secret=${secret}`]),
  ].join(', ');
  return {
    envelopeUrl: `${url.protocol}//${url.host}${prefix}/api/${project}/envelope/`,
    auth,
    credentials: secret === undefined ? [key] : [key, secret],
    environment: trimmed(env, 'SENTRY_ENVIRONMENT')?.slice(0, 64) ?? 'production',
    source: found.source,
  };
}

/**
 * Start-up jitter spreads the legs of a matrix that all start at once (a cron, a fan-out)
 * so that they do not hit the same servers in the same second.
 */

/** The environment variable that skips the start-up jitter, as the run-immediately input does. */
export const RUN_IMMEDIATELY_ENV = 'RUN_IMMEDIATELY';

const YES = ['true', 'True', 'TRUE', '1'];
const NO = ['false', 'False', 'FALSE', '0', ''];

/**
 * Whether RUN_IMMEDIATELY asks to skip the jitter: true/True/TRUE or 1 yes; unset, empty,
 * false/False/FALSE or 0 no; any other value throws, naming the variable.
 */
export function runImmediatelyFromEnv(env: NodeJS.ProcessEnv): boolean {
  const raw = env[RUN_IMMEDIATELY_ENV];
  if (raw === undefined) return false;
  const text = raw.trim();
  if (YES.includes(text)) return true;
  if (NO.includes(text)) return false;
  throw new Error(
    `Environment variable ${RUN_IMMEDIATELY_ENV} must be true or false (or 1 or 0), got ${JSON.stringify(raw.slice(0, 40))}`,
  );
}

/** The delay for `seconds` of jitter: uniform in [0, seconds * 1000) ms; 0 when seconds <= 0. */
export function jitterDelayMs(seconds: number, random: () => number): number {
  if (!(seconds > 0) || !Number.isFinite(seconds)) return 0;
  const span = seconds * 1000;
  return Math.min(Math.floor(random() * span), Math.max(0, Math.ceil(span) - 1));
}

/** Waits `ms`, or less when the signal aborts; never rejects. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) {
      resolve();
      return;
    }
    const done = (): void => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * Start-up jitter spreads the legs of a matrix that all start at once (a cron, a fan-out)
 * so that they do not hit the same servers in the same second.
 */

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

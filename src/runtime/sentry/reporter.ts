/**
 * Error reports sent to Sentry as envelopes, POSTed through the suite's HTTP client (its
 * deadline, byte limit and address rules), one attempt each. Loaded only when a DSN is
 * set. The DSN is the workflow's own setting, as an OTLP endpoint is, so a Sentry on the
 * runner's network (loopback, a private address) is allowed; link-local and cloud metadata
 * addresses stay refused.
 */
import { randomUUID } from 'node:crypto';
import { createHttpPoster } from '../../http/index.js';
import { messageOf } from '../../base/error-message.js';
import { secretsOf } from '../../base/secrets.js';
import { scrubSecrets } from '../redact.js';
import type { SentryConfig } from './config.js';
import { envelopeOf, sentryEvent, type Tags } from './event.js';
import type { ErrorReports } from './reports.js';
import { flushDeadline } from '../telemetry/telemetry.js';
import { runTags } from './tags.js';

/** The largest answer read from Sentry (it answers `{"id":…}`). */
const MAX_ANSWER_BYTES = 64 * 1024;

export interface ReporterRun {
  action: string;
  correlationId: string;
  env: NodeJS.ProcessEnv;
  /** The bound of one send and of the final wait, in ms. */
  flushTimeoutMs: number;
}

export function startSentryReporter(config: SentryConfig, run: ReporterRun): ErrorReports {
  const poster = createHttpPoster({
    userAgent: 'squadscope-error-reports',
    timeoutMs: run.flushTimeoutMs,
    maxAttempts: 1,
    maxBytes: MAX_ANSWER_BYTES,
    maxRedirects: 0,
    allowPrivateNetwork: true,
  });
  const secrets = [...new Set([...config.credentials, ...secretsOf(run.env)])].sort(
    (a, b) => b.length - a.length,
  );
  const tags: Tags = runTags(run.env, run.action, run.correlationId);
  let sent: Promise<string | null> | undefined;
  return {
    enabled: true,
    tag: (more) => Object.assign(tags, more),
    capture(report) {
      if (sent !== undefined) return;
      const event = sentryEvent(report, {
        eventId: randomUUID().replace(/-/g, ''),
        timestamp: Date.now() / 1000,
        environment: config.environment,
        tags,
        secrets,
      });
      const bytes = Buffer.from(envelopeOf(event, new Date().toISOString()), 'utf8');
      sent = poster
        .post(
          config.envelopeUrl,
          { bytes, contentType: 'application/x-sentry-envelope' },
          { headers: { 'x-sentry-auth': config.auth } },
        )
        .then(
          (answer) =>
            answer.status >= 200 && answer.status < 300 ? null : `HTTP ${answer.status}`,
          (error: unknown) => scrubSecrets(messageOf(error), secrets),
        );
    },
    async flush() {
      if (sent === undefined) return null;
      const settled = await Promise.race([sent, flushDeadline(run.flushTimeoutMs)]);
      return settled === 'timeout' ? `no answer within ${run.flushTimeoutMs} ms` : settled;
    },
  };
}

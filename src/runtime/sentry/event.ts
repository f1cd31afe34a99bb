/**
 * (pure) One Sentry event for a failed run, as an envelope: the error's type, message and
 * stack, tagged with the run, and scrubbed of every secret before it is serialized. Nothing
 * else of the process goes in: no environment, no inputs, no host name.
 */
import { scrubSecrets } from '../redact.js';

export type Tags = Record<string, string>;

export interface FailureReport {
  error: unknown;
  /** `failure`, `cancelled`, `unhandled` … (also a tag). */
  outcome: string;
  exitCode: number | null;
  /** false for an error nothing caught (the process would have crashed). */
  handled: boolean;
}

export interface EventContext {
  eventId: string;
  /** Seconds since the epoch. */
  timestamp: number;
  environment: string;
  tags: Tags;
  secrets: readonly string[];
}

/** A tag value as Sentry takes it: at most 200 characters, one line. */
const TAG_VALUE_MAX = 200;
const MESSAGE_MAX = 2000;
const FRAMES_MAX = 50;

interface Frame {
  function?: string;
  filename?: string;
  lineno?: number;
  colno?: number;
}

const FRAME = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/;

/** The frames of a V8 stack, oldest first (Sentry's order). */
export function framesOf(stack: string | undefined, secrets: readonly string[]): Frame[] {
  if (stack === undefined) return [];
  const frames: Frame[] = [];
  for (const line of stack.split('\n')) {
    const m = FRAME.exec(line);
    if (m === null) continue;
    const frame: Frame = {
      filename: scrubSecrets(m[2]!, secrets),
      lineno: Number(m[3]),
      colno: Number(m[4]),
    };
    if (m[1] !== undefined) frame.function = scrubSecrets(m[1], secrets);
    frames.push(frame);
    if (frames.length >= FRAMES_MAX) break;
  }
  return frames.reverse();
}

function oneLine(text: string, max: number): string {
  return text.replace(/[\r\n]+/g, ' ').slice(0, max);
}

/** The exception of an event: type, scrubbed message, stack. */
function exceptionOf(report: FailureReport, secrets: readonly string[]) {
  const { error } = report;
  const type = error instanceof Error ? error.name || 'Error' : 'Error';
  const raw =
    error instanceof Error ? error.message : error === undefined ? report.outcome : String(error);
  const frames = framesOf(error instanceof Error ? error.stack : undefined, secrets);
  return {
    type: oneLine(scrubSecrets(type, secrets), 100),
    value: scrubSecrets(raw, secrets).slice(0, MESSAGE_MAX),
    ...(frames.length > 0 ? { stacktrace: { frames } } : {}),
    mechanism: {
      type: report.handled ? 'generic' : 'onuncaughtexception',
      handled: report.handled,
    },
  };
}

/** The event object Sentry stores. */
export function sentryEvent(report: FailureReport, context: EventContext): Record<string, unknown> {
  const { secrets } = context;
  const tags: Tags = {};
  for (const [key, value] of Object.entries({ ...context.tags, outcome: report.outcome }))
    tags[oneLine(key, 32)] = oneLine(scrubSecrets(value, secrets), TAG_VALUE_MAX);
  return {
    event_id: context.eventId,
    timestamp: context.timestamp,
    platform: 'node',
    level: report.outcome === 'cancelled' ? 'warning' : report.handled ? 'error' : 'fatal',
    logger: 'squadscope',
    environment: context.environment,
    exception: { values: [exceptionOf(report, secrets)] },
    tags,
    extra: report.exitCode === null ? {} : { exit_code: report.exitCode },
  };
}

/** The envelope of one event: its header line, the item header, the event. */
export function envelopeOf(event: Record<string, unknown>, sentAt: string): string {
  const payload = JSON.stringify(event);
  const header = JSON.stringify({ event_id: event['event_id'], sent_at: sentAt });
  const item = JSON.stringify({
    type: 'event',
    content_type: 'application/json',
    length: Buffer.byteLength(payload),
  });
  return `${header}\n${item}\n${payload}\n`;
}

/**
 * Starts telemetry for one action run: the OpenTelemetry SDK is imported only when the
 * environment turns it on. A bad OTEL_* value, or an SDK that cannot start, leaves
 * telemetry off with one warning line; the run itself is never affected.
 */
import { endpointLabel, readTelemetryConfig, type TelemetryConfig } from './config.js';
import { NO_TELEMETRY, type Telemetry } from './telemetry.js';
import { messageOf } from '../../base/error-message.js';

export interface TelemetryStart {
  action: string;
  correlationId: string;
  env: NodeJS.ProcessEnv;
  log: { debug(message: string): void; warning(message: string): void };
  /** Replaces the configured flush bound (tests). */
  flushTimeoutMs?: number;
}

export async function startTelemetry(start: TelemetryStart): Promise<Telemetry> {
  let config: TelemetryConfig | null;
  try {
    config = readTelemetryConfig(start.env);
  } catch (error) {
    start.log.warning(`OpenTelemetry is off: ${messageOf(error)}`);
    return NO_TELEMETRY;
  }
  if (config === null) return NO_TELEMETRY;
  if (start.flushTimeoutMs !== undefined)
    config = { ...config, flushTimeoutMs: start.flushTimeoutMs };
  try {
    const { startOpenTelemetry } = await import('./otel.js');
    const telemetry = startOpenTelemetry(config, start);
    start.log.debug(`OpenTelemetry: exporting to ${endpointLabel(config)}`);
    return telemetry;
  } catch (error) {
    start.log.warning(`OpenTelemetry is off: it could not start: ${messageOf(error)}`);
    return NO_TELEMETRY;
  }
}

/**
 * Test support for src/github: a fake clock shared by the client and the fake API server,
 * a log that records what it was given, and the fake API started with both.
 */
import {
  startGithubApiServer,
  type GithubApiServer,
  type GithubApiServerOptions,
} from '../action-tests/github-api-server.js';
import { SearchClient, type SearchClientOptions } from '../src/github/client.js';

export interface FakeClock {
  now(): number;
  /** Advances the clock instead of waiting; records each wait. */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
  sleeps: number[];
  advance(ms: number): void;
}

export function fakeClock(start = Date.UTC(2026, 5, 8, 6, 0, 0)): FakeClock {
  let t = start;
  const sleeps: number[] = [];
  return {
    now: () => t,
    async sleep(ms: number) {
      sleeps.push(ms);
      t += ms;
    },
    sleeps,
    advance(ms: number) {
      t += ms;
    },
  };
}

export interface RecordingLog {
  info(message: string): void;
  debug(message: string): void;
  warning(message: string): void;
  lines: string[];
}

export function recordingLog(): RecordingLog {
  const lines: string[] = [];
  return {
    info: (m) => void lines.push(`info ${m}`),
    debug: (m) => void lines.push(`debug ${m}`),
    warning: (m) => void lines.push(`warning ${m}`),
    lines,
  };
}

export const TEST_TOKEN = 'ghs_T0kenThatMustNeverBeLogged1234';

/** A client with test timings: fake clock, no spacing, millisecond retry backoff. */
export function testClient(
  apiUrl: string,
  clock: FakeClock,
  log: RecordingLog,
  overrides: Partial<SearchClientOptions> = {},
): SearchClient {
  return new SearchClient({
    token: TEST_TOKEN,
    apiUrl,
    log,
    now: clock.now,
    sleep: clock.sleep,
    minIntervalMs: 0,
    retryBaseMs: 1,
    ...overrides,
  });
}

export interface FakeGithub {
  server: GithubApiServer;
  clock: FakeClock;
  log: RecordingLog;
  /** A new client (a new process, say) on this server, clock and log. */
  client(overrides?: Partial<SearchClientOptions>): SearchClient;
}

/** The fake GitHub API on 127.0.0.1, on a fake clock; the caller closes `server`. */
export async function fakeGithub(serverOpts: GithubApiServerOptions = {}): Promise<FakeGithub> {
  const clock = fakeClock();
  const log = recordingLog();
  const server = await startGithubApiServer({ now: clock.now, ...serverOpts });
  return {
    server,
    clock,
    log,
    client: (overrides = {}) => testClient(server.url, clock, log, overrides),
  };
}

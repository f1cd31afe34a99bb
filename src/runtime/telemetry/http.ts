/**
 * HTTP requests seen by telemetry and by the run metrics ledger: wrappers around the
 * suite's HTTP client and around a fetch function that open one span per request and
 * tally the answers (status counts, bytes). The request itself is untouched.
 */
import type { HttpClient } from '../../http/index.js';
import type { Telemetry } from './telemetry.js';

/** Receives each answer: its status (undefined when none came) and its body bytes. */
export interface ResponseTally {
  add(status: number | undefined, bytes: number): void;
}

/** Answers by HTTP status (`network` when no answer came), and body bytes received. */
export class HttpTally implements ResponseTally {
  readonly #statuses = new Map<string, number>();
  bytes = 0;
  requests = 0;

  add(status: number | undefined, bytes: number): void {
    const key = status === undefined ? 'network' : String(status);
    this.#statuses.set(key, (this.#statuses.get(key) ?? 0) + 1);
    this.requests += 1;
    if (Number.isFinite(bytes) && bytes > 0) this.bytes += bytes;
  }

  /** Status counts with their keys sorted (UTF-16 code units). */
  statuses(): Record<string, number> {
    const keys = [...this.#statuses.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(keys.map((k) => [k, this.#statuses.get(k) as number]));
  }
}

export function instrumentHttpClient(
  client: HttpClient,
  telemetry: Telemetry,
  tally?: ResponseTally,
): HttpClient {
  return {
    async get(url, options) {
      try {
        const response = await telemetry.request(
          'GET',
          url,
          () => client.get(url, options),
          (r) => ({ status: r.status, retries: r.retries }),
        );
        tally?.add(response.status, response.body.length);
        return response;
      } catch (error) {
        tally?.add(undefined, 0);
        throw error;
      }
    },
  };
}

function methodOf(input: Parameters<typeof fetch>[0], init?: RequestInit): string {
  if (init?.method) return init.method.toUpperCase();
  if (typeof input === 'object' && 'method' in input) return input.method.toUpperCase();
  return 'GET';
}

function urlOf(input: Parameters<typeof fetch>[0]): string {
  if (typeof input === 'string') return input;
  if (input instanceof URL) return input.href;
  return input.url;
}

/** A fetch whose requests get a span each and are tallied (bytes from content-length). */
export function instrumentFetch(
  base: typeof fetch,
  telemetry: Telemetry,
  tally?: ResponseTally,
): typeof fetch {
  return (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    try {
      const response = await telemetry.request(
        methodOf(input, init),
        urlOf(input),
        () => base(input, init),
        (r) => ({ status: r.status }),
      );
      tally?.add(response.status, Number(response.headers.get('content-length') ?? 0));
      return response;
    } catch (error) {
      tally?.add(undefined, 0);
      throw error;
    }
  }) as typeof fetch;
}

// The ClickHouse connection of the OKF store: queries over the server's HTTP interface
// (POST, one query each), with the address rules of every other request of the suite.
//
// Not @clickhouse/client: its query parameters fail on the 18.16 servers we test against
// (“Unknown setting param_…”), so values would be escaped by hand anyway (sql.ts), and what
// is left, a POST with a body and a deadline, is a few lines of node:http. It also keeps
// the OKF actions' cold start free of a dependency loaded before the first line.
//
// The password travels in the X-ClickHouse-Key header (never in the URL, which servers and
// proxies log) and appears in no message: errors name the server by origin only.

import * as http from 'node:http';
import * as https from 'node:https';
import type { IncomingMessage } from 'node:http';
import { OkfError } from '../errors.js';
import {
  BlockedUrlError,
  checkTargetUrl,
  defaultAddressPolicy,
  guardedLookup,
  systemResolver,
} from '../../http/ssrf.js';
import { messageOf } from '../../base/error-message.js';

export interface ClickHouseOptions {
  /** The HTTP interface, http(s)://host:port (no credentials, no query). */
  url: string;
  user: string;
  password: string;
  database: string;
  /** Prepended to every table name the store creates ([A-Za-z0-9_], up to 32). */
  tablePrefix?: string;
  /** Allows loopback and private addresses, as feeds' allow-private-network does. */
  allowPrivateNetwork?: boolean;
  /** Deadline of one query, answer included (default 60 s). */
  timeoutMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 60_000;
/** The largest answer kept: reads return at most 10,000 rows, stats a few values. */
export const MAX_ANSWER_BYTES = 256 * 1024 * 1024;
const PREFIX = /^[A-Za-z0-9_]{0,32}$/u;
const DATABASE = /^[A-Za-z0-9_]{1,64}$/u;

/** Server error codes (ClickHouse's ErrorCodes) the store tells apart. */
export const CH_UNKNOWN_TABLE = 60;
export const CH_TABLE_ALREADY_EXISTS = 57;
const CH_AUTH = new Set([192, 193, 194, 195, 497, 516]);

export class ClickHouse {
  readonly url: URL;
  readonly database: string;
  readonly tablePrefix: string;
  private readonly timeoutMs: number;
  private readonly lookup: ReturnType<typeof guardedLookup>;

  constructor(private readonly options: ClickHouseOptions) {
    const policy = defaultAddressPolicy(options.allowPrivateNetwork === true);
    try {
      this.url = checkTargetUrl(options.url, policy);
    } catch (error) {
      throw new OkfError('bad_option', `clickhouse-url: ${messageOf(error)}${privateHint(error)}`);
    }
    if (this.url.username || this.url.password || this.url.search || this.url.hash) {
      throw new OkfError(
        'bad_option',
        'clickhouse-url: give the server only (scheme, host, port); the user and password have inputs of their own',
      );
    }
    if (!DATABASE.test(options.database)) {
      throw new OkfError('bad_option', 'clickhouse-database: 1 to 64 letters, digits or _');
    }
    if (!PREFIX.test(options.tablePrefix ?? '')) {
      throw new OkfError('bad_option', 'clickhouse-table-prefix: up to 32 letters, digits or _');
    }
    this.database = options.database;
    this.tablePrefix = options.tablePrefix ?? '';
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.lookup = guardedLookup(systemResolver, policy);
  }

  /** Where errors say the server is: its origin, never a credential. */
  get origin(): string {
    return this.url.origin;
  }

  /** Runs `sql` (with `body` appended as its data, for an INSERT); the answer's text. */
  async query(sql: string, body?: Uint8Array): Promise<string> {
    const target = new URL(this.url.href);
    target.searchParams.set('database', this.database);
    // The status waits for the end of the query, so an error while rows are produced is an
    // error status, not a 200 with the error appended to the rows.
    target.searchParams.set('wait_end_of_query', '1');
    // With a body the statement goes in the URL (the body is its data); else in the body.
    if (body !== undefined) target.searchParams.set('query', sql);
    const payload = body ?? Buffer.from(sql, 'utf8');
    const answer = await this.post(target, payload);
    return answer;
  }

  /** The rows of a SELECT, as JSONEachRow objects. */
  async rows(sql: string): Promise<Record<string, unknown>[]> {
    const text = await this.query(`${sql} FORMAT JSONEachRow`);
    try {
      return text
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    } catch (error) {
      throw new OkfError(
        'unavailable',
        `ClickHouse at ${this.origin}: an answer that is not JSON`,
        {
          cause: error,
        },
      );
    }
  }

  private post(target: URL, payload: Uint8Array): Promise<string> {
    const lib = target.protocol === 'https:' ? https : http;
    return new Promise<string>((resolve, reject) => {
      const fail = (error: unknown): void => reject(this.transportError(error));
      const request = lib.request(
        target,
        {
          method: 'POST',
          // A connection per query: a kept-alive socket the server closed while idle (its
          // keep_alive_timeout is a few seconds) would fail the next query with a reset.
          agent: false,
          lookup: this.lookup,
          timeout: this.timeoutMs,
          headers: {
            'content-length': String(payload.byteLength),
            'x-clickhouse-user': this.options.user,
            'x-clickhouse-key': this.options.password,
          },
        },
        (response) => {
          collect(response).then((text) => {
            const status = response.statusCode ?? 0;
            if (status === 200) resolve(text);
            else reject(this.serverError(status, text));
          }, fail);
        },
      );
      // One deadline for the whole query: a server that accepts and then stalls is "slow".
      const timer = setTimeout(() => request.destroy(new TimeoutError()), this.timeoutMs);
      request.on('close', () => clearTimeout(timer));
      request.on('timeout', () => request.destroy(new TimeoutError()));
      request.on('error', fail);
      request.end(payload);
    });
  }

  private transportError(error: unknown): OkfError {
    if (error instanceof OkfError) return error;
    const why =
      error instanceof TimeoutError
        ? `no answer within ${this.timeoutMs / 1000} s`
        : error instanceof BlockedUrlError
          ? `${messageOf(error)}${privateHint(error)}`
          : messageOf(error);
    return new OkfError('unavailable', `ClickHouse at ${this.origin}: ${this.scrub(why)}`, {
      cause: error,
    });
  }

  private serverError(status: number, text: string): OkfError {
    const code = Number(/^Code: (\d+)/u.exec(text)?.[1] ?? NaN);
    const message = this.scrub(firstLine(text));
    if (status === 401 || status === 403 || CH_AUTH.has(code)) {
      return new ClickHouseError(
        'denied',
        `ClickHouse at ${this.origin} refused user ${JSON.stringify(this.options.user)}: ${message}`,
        code,
      );
    }
    return new ClickHouseError(
      'store_error',
      `ClickHouse at ${this.origin} answered HTTP ${status}: ${message}`,
      code,
    );
  }

  /** A message with the password taken out, should a server or a proxy echo it. */
  private scrub(text: string): string {
    const secret = this.options.password;
    return secret.length >= 1 ? text.split(secret).join('***') : text;
  }
}

/** A refusal by the server, with its error code (NaN when the answer held none). */
export class ClickHouseError extends OkfError {
  constructor(
    code: 'denied' | 'store_error',
    message: string,
    readonly serverCode: number,
  ) {
    super(code, message);
  }
}

class TimeoutError extends Error {
  constructor() {
    super('timeout');
  }
}

/**
 * The opt-in to name when `error` refused a loopback or private server; nothing for one
 * that no setting lets through (link-local, metadata, reserved) or for any other error.
 */
export function privateHint(error: unknown): string {
  return error instanceof BlockedUrlError && error.privateAddress
    ? ' (a server on a private or loopback address needs allow-private-network: true)'
    : '';
}

function firstLine(text: string): string {
  const line = text.trim().split('\n')[0] ?? '';
  return line.length > 500 ? `${line.slice(0, 500)}…` : line || '(empty answer)';
}

async function collect(response: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      response.destroy();
      throw new Error(`an answer over ${MAX_ANSWER_BYTES} bytes`);
    }
    chunks.push(chunk);
  }
  if (!response.complete) throw new Error('the answer was cut');
  return Buffer.concat(chunks).toString('utf8');
}

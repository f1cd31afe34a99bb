/**
 * A Sentry envelope receiver for tests, on 127.0.0.1: it accepts POST
 * /api/<project>/envelope/ and keeps each envelope (its header, item header and event) with
 * the request's path, headers and raw body. Faults: `status: 500` answers every envelope
 * with an error, `hang: true` accepts the connection and never answers.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface ReceivedEnvelope {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The body as it arrived. */
  raw: string;
  header: Json;
  item: Json;
  event: Json;
}

export interface SentryReceiver {
  /** A DSN naming this receiver: http://<key>@127.0.0.1:<port>/<project>. */
  dsn: string;
  key: string;
  envelopes(): ReceivedEnvelope[];
  close(): Promise<void>;
}

export const SENTRY_TEST_KEY = 'f00dfeedcafe4b1d9e2a7c3b5d6e8f90';
export const SENTRY_TEST_PROJECT = '4242';

export async function startSentryReceiver(
  options: { status?: number; hang?: boolean } = {},
): Promise<SentryReceiver> {
  const envelopes: ReceivedEnvelope[] = [];
  const hanging: ServerResponse[] = [];
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (options.hang) {
        hanging.push(res);
        return;
      }
      const raw = Buffer.concat(chunks).toString('utf8');
      const [header = {}, item = {}, event = {}] = raw
        .split('\n')
        .filter((l) => l !== '')
        .map((l) => JSON.parse(l) as Json);
      envelopes.push({ path: req.url ?? '', headers: req.headers, raw, header, item, event });
      const status = options.status ?? 200;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(status === 200 ? JSON.stringify({ id: header['event_id'] }) : '{"detail":"no"}');
    });
  };
  const server: Server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://${SENTRY_TEST_KEY}@127.0.0.1:${port}/${SENTRY_TEST_PROJECT}`,
    key: SENTRY_TEST_KEY,
    envelopes: () => [...envelopes],
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

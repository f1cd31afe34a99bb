import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { proxyFetchFor } from './proxy.js';

const listen = (server: Server): Promise<number> =>
  new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
const close = (server: Server): Promise<void> =>
  new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/**
 * A proxy on 127.0.0.1 that answers every tunnelled request itself (it connects nowhere):
 * what it answers says the request went through it, and `tunnels` which hosts were asked.
 */
async function answeringProxy(): Promise<{ url: string; tunnels: string[]; server: Server }> {
  const inner = createServer((req, res) => res.end(`proxied ${req.headers.host} ${req.url}`));
  const tunnels: string[] = [];
  const server = createServer((_req, res) => res.writeHead(405).end());
  server.on('connect', (req, socket: Socket) => {
    tunnels.push(req.url ?? '');
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    inner.emit('connection', socket);
  });
  return { url: `http://127.0.0.1:${await listen(server)}`, tunnels, server };
}

describe('proxyFetchFor', () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const name of ['http_proxy', 'HTTP_PROXY', 'no_proxy', 'NO_PROXY']) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  it('goes through the runner proxy (http_proxy) for a host it applies to', async () => {
    const proxy = await answeringProxy();
    try {
      process.env['http_proxy'] = proxy.url;
      delete process.env['no_proxy'];
      delete process.env['NO_PROXY'];
      const target = 'http://blob.example.test/container/blob';
      const response = await proxyFetchFor(target)(target, {});
      expect(await response.text()).toBe('proxied blob.example.test /container/blob');
      expect(proxy.tunnels).toEqual(['blob.example.test:80']);
    } finally {
      await close(proxy.server);
    }
  });

  it('goes straight to a host the proxy rule leaves out (loopback), with the global fetch', async () => {
    const proxy = await answeringProxy();
    const direct = createServer((req, res) => res.end(`direct ${req.url}`));
    try {
      process.env['http_proxy'] = proxy.url;
      const target = `http://127.0.0.1:${await listen(direct)}/blob`;
      const response = await proxyFetchFor(target)(target, {});
      expect(await response.text()).toBe('direct /blob');
      expect(proxy.tunnels).toEqual([]);
    } finally {
      await close(proxy.server);
      await close(direct);
    }
  });
});

import { connect, createServer } from 'node:net';
import type { Socket } from 'node:net';
import { closeOnce, opening } from './suite-resources.js';

export type TcpProxy = {
  // `url` with its host and port replaced by the proxy's.
  url(url: string): string;
  // Drops every connection and refuses new ones, as a server that died would.
  cut(): Promise<void>;
  close(): Promise<void>;
};

// Forwards a local port to the host and port of `target` (a URL), so a test can take a server
// away from the clients that use it without touching the server.
export const startTcpProxy = (target: string): Promise<TcpProxy> =>
  opening(async () => {
    const { hostname, port } = new URL(target);
    const sockets = new Set<Socket>();
    const server = createServer((client) => {
      const upstream = connect(Number(port), hostname);
      for (const [from, to] of [
        [client, upstream],
        [upstream, client],
      ]) {
        sockets.add(from);
        from.pipe(to);
        from.on('error', () => to.destroy());
        from.on('close', () => {
          sockets.delete(from);
          to.destroy();
        });
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const proxyPort = typeof address === 'object' && address ? address.port : 0;
    const cut = closeOnce(async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    });
    return {
      url(url) {
        const parsed = new URL(url);
        parsed.hostname = '127.0.0.1';
        parsed.port = String(proxyPort);
        return parsed.toString();
      },
      cut,
      close: cut,
    };
  });

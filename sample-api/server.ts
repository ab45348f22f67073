// A standalone sample API server for tests and scripts: the same handler Vite mounts, on node:http.
import { createServer, type Server } from 'node:http';
import { createSampleApiHandler, type SampleApiOptions } from './handler.ts';
import { SAMPLE_KEEP_ALIVE_MS } from './vite-plugin.ts';

export interface SampleApiServer {
  /** e.g. `http://127.0.0.1:54321`; the API lives under `${origin}/api/v3`. */
  origin: string;
  server: Server;
  close: () => Promise<void>;
}

export interface SampleApiServerOptions extends SampleApiOptions {
  host?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
}

export async function startSampleApiServer(options: SampleApiServerOptions = {}): Promise<SampleApiServer> {
  const { host = '127.0.0.1', port = 0, ...handlerOptions } = options;
  const handler = createSampleApiHandler(handlerOptions);
  // Node's default 16 KB header limit would reject a URL with ~1000 addresses before the handler sees
  // it; the limits under test are the API's own, so allow long request lines here.
  const server = createServer({ maxHeaderSize: 1024 * 1024 }, (req, res) => handler(req, res));
  // As under Vite (vite-plugin.ts): a client that reuses an idle connection just as Node's 5 s default
  // closes it gets ECONNRESET (a test whose next request follows a few seconds of work did).
  server.keepAliveTimeout = SAMPLE_KEEP_ALIVE_MS;
  server.headersTimeout = SAMPLE_KEEP_ALIVE_MS + 1_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const bound = server.address();
  if (bound === null || typeof bound === 'string') throw new Error('sample API server is not on a TCP port');
  const hostname = bound.family === 'IPv6' ? `[${bound.address}]` : bound.address;
  return {
    origin: `http://${hostname}:${bound.port}`,
    server,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

import http from "node:http";
import type { AddressInfo } from "node:net";

/** A local HTTP server that answers with `handler` and remembers each request line it got. */
export interface LoopbackServer {
  origin: string;
  port: number;
  /** "GET /path" for every request that reached it. */
  requests: string[];
  stop(): Promise<void>;
}

/**
 * Listens on 127.0.0.1 by default; "::" listens on both loopbacks, so 127.0.0.1, [::1] and
 * localhost all reach it.
 */
export async function startLoopbackServer(handler: http.RequestListener, host = "127.0.0.1"): Promise<LoopbackServer> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * An answer that never ends: chunked, no Content-Length, written as fast as the reader takes
 * it until the reader hangs up. Resolves with the bytes written once it has.
 */
export function endlessBody(res: http.ServerResponse): Promise<number> {
  res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
  const chunk = Buffer.alloc(64 * 1024, "<p>bonus</p>");
  let written = 0;
  const write = () => {
    while (!res.destroyed) {
      written += chunk.length;
      if (!res.write(chunk)) return;
    }
  };
  res.on("drain", write);
  write();
  return new Promise((resolve) => res.on("close", () => resolve(written)));
}

import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A forward proxy on loopback that sends each request on as if from another client: a fresh
 * X-Forwarded-For, which the site believes from loopback when TRUST_PROXY is "loopback". The site
 * limits each client, so a scanner from one address would mostly meet 429s and test the limits,
 * not the handlers behind them. Through this proxy it is the many-machine attacker that per-client
 * limits cannot stop, and reaches every handler. It forwards only to 127.0.0.1: whatever a scanner
 * asks for, nothing leaves the machine. `refusedPaths` (lower-case prefixes) answer 403.
 */
export async function startRotatingProxy({ refusedPaths = [] }: { refusedPaths?: readonly string[] } = {}): Promise<{
  url: string;
  requests(): number;
  close(): Promise<void>;
}> {
  let forwarded = 0;
  const server = http.createServer((req, res) => {
    const target = URL.canParse(req.url ?? "") ? new URL(req.url!) : undefined;
    if (!target || target.protocol !== "http:" || target.hostname !== "127.0.0.1") {
      res.writeHead(403, { "content-type": "text/plain" }).end("This proxy forwards only to http://127.0.0.1");
      return;
    }
    // wapiti 3.0.4's own exclusions (-x) crash on Python 3.11, so the proxy keeps scanners off
    // the paths a run must not reach.
    if (refusedPaths.some((refused) => target.pathname.toLowerCase().startsWith(refused))) {
      res.writeHead(403, { "content-type": "text/plain" }).end("Left out of this scan");
      return;
    }
    forwarded++;
    const headers: http.OutgoingHttpHeaders = { ...req.headers, "x-forwarded-for": clientAddress(forwarded) };
    delete headers["proxy-connection"];
    const upstream = http.request(target, { method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on("error", () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests: () => forwarded,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The nth address of 10.0.0.0/8, a private range no real visitor of the site comes from. */
function clientAddress(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

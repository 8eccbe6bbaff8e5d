import { createHash, timingSafeEqual } from "node:crypto";
import type { RequestHandler } from "express";
import type { Logger } from "pino";

function sha256(text: string): Buffer {
  return createHash("sha256").update(text).digest();
}

/**
 * Whether an Authorization header carries `Bearer <token>`. Digests of equal length are compared
 * in constant time, so neither the token's characters nor its length show in the answer's timing.
 */
export function carriesBearerToken(authorization: string | undefined, token: string): boolean {
  const presented = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? "")?.[1];
  return timingSafeEqual(sha256(presented ?? ""), sha256(token)) && presented !== undefined;
}

export interface MetricsEndpointOptions {
  token: string;
  /** The metrics in the Prometheus text format: this process's, or every worker's in a cluster. */
  gather: () => Promise<string>;
  contentType: string;
  log: Logger;
}

/** GET /metrics for a scraper holding the token; 401 for anyone else. Never stored by a cache. */
export function metricsEndpoint({ token, gather, contentType, log }: MetricsEndpointOptions): RequestHandler {
  return async (req, res) => {
    res.set("Cache-Control", "no-store");
    if (!carriesBearerToken(req.get("authorization"), token)) {
      res.status(401).set("WWW-Authenticate", 'Bearer realm="metrics"').type("text/plain").send("Unauthorized");
      return;
    }
    try {
      res.type(contentType).send(await gather());
    } catch (error) {
      log.warn({ err: error }, "metrics not gathered");
      res.status(503).type("text/plain").send("Metrics unavailable");
    }
  };
}

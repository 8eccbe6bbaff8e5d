import type { RequestHandler } from "express";
import type { Logger } from "pino";

/** Liveness: the process answers. Never touches the database, so a slow database cannot get us killed. */
export const liveness: RequestHandler = (_req, res) => {
  res.set("Cache-Control", "no-store").json({ status: "ok" });
};

/** Readiness: the database answers; 503 tells a load balancer to send traffic elsewhere. */
export function readiness(ping: () => Promise<void>, log: Logger): RequestHandler {
  return async (_req, res) => {
    res.set("Cache-Control", "no-store");
    try {
      await ping();
      res.json({ status: "ready" });
    } catch (error) {
      log.warn({ err: error }, "readiness check failed");
      res.status(503).json({ status: "unavailable" });
    }
  };
}

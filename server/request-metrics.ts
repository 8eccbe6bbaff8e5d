import type { IncomingMessage, ServerResponse } from "node:http";
import { httpRequestDuration, httpRequests, rateLimitRefusals } from "~/observability/metrics.server";

/** Responses whose refusal was counted where it was decided, by its limit's own name. */
const refusalsCounted = new WeakSet<ServerResponse>();

/**
 * Counts a refusal by the limit that made it (the post allowance, sign-ins in flight, render
 * turns). Counted when decided, so a held refusal whose client leaves first is counted too.
 */
export function countRefusal(res: ServerResponse, limit: string): void {
  refusalsCounted.add(res);
  rateLimitRefusals.inc({ limit });
}

const methods = new Set(["GET", "HEAD", "POST"]);

/**
 * Counts and times every request from its arrival to its last byte, page-cache hits included,
 * and counts any 429 no limit counted itself (the routes' own limits: chat, forms, sign-in
 * pauses) under the route's label. Call first thing for each request, before Express or the
 * page cache can rewrite its URL.
 */
export function observeRequests(label: (path: string) => string): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const started = process.hrtime.bigint();
    const url = req.url ?? "/";
    const queryStart = url.indexOf("?");
    const path = queryStart === -1 ? url : url.slice(0, queryStart);
    res.once("finish", () => {
      const route = label(path);
      const method = methods.has(req.method ?? "") ? req.method! : "other";
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      httpRequests.inc({ method, route, status: String(res.statusCode) });
      httpRequestDuration.observe({ method, route }, seconds);
      if (res.statusCode === 429 && !refusalsCounted.has(res)) rateLimitRefusals.inc({ limit: route });
    });
  };
}

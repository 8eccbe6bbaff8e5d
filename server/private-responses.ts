import type { ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { hasPersonalCookie } from "~/page-cache/policy";
import type { TargetOf } from "./request-target";

/** Kept by no cache, shared or the browser's own. */
export const privateNoStore = "private, no-store";

/**
 * What no cache may keep, decided once for every response React Router builds (mounted just in
 * front of it), so no page can forget: whatever is built for a request with one of the site's
 * own cookies (an admin's session, a sign-in step, a notice) is `private, no-store`, whatever its
 * route says; a page the page cache never keeps (an emailed link's form with its token, the
 * enrolment key, a data request) is `no-store` unless its route chose otherwise. Both vary on
 * Cookie. Only an anonymous visitor's cacheable page is left to the page cache's own headers.
 */
export function privateResponses(targetOf: TargetOf): RequestHandler {
  return (req, res, next) => {
    const personal = hasPersonalCookie(req.get("cookie"));
    const target = targetOf(req);
    const shared = !personal && !target.data && target.policy?.cacheable === true;
    if (!shared)
      beforeHeaders(res, () => {
        if (personal || !res.hasHeader("cache-control")) res.setHeader("Cache-Control", privateNoStore);
        res.vary("Cookie");
      });
    next();
  };
}

function beforeHeaders(res: ServerResponse, apply: () => void): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    apply();
    return writeHead(...args);
  }) as ServerResponse["writeHead"];
}

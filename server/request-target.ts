import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";
import { leafRoutes, type LeafRoute, type RouteManifest } from "~/lib/route-table";
import type { PagePolicy } from "~/lib/route-policy";

/** The route a request will reach, as React Router will match it, whatever the path's spelling. */
export interface RequestTarget {
  /**
   * The path spelled as the route table writes it (`/admin/login` for `/admin/LOGIN/`,
   * `/hooks/%2e%2e/booking-form` or `/admin/login.data`); parameters keep the request's spelling.
   */
  path: string;
  /** React Router's data request for the page (`/deals.data`). */
  data: boolean;
  /** Whether the request spelled a routed page differently from `path`; a catch-all's path never is. */
  respelled: boolean;
  /** The leaf route's id, or undefined when the URL does not parse. */
  routeId: string | undefined;
  /** What the leaf route's handle declares (the catch-all's when only it answers); undefined when nothing does. */
  policy: PagePolicy | undefined;
}

export type TargetOf = (req: IncomingMessage) => RequestTarget;

/**
 * Every per-client gate (post allowance, sign-ins in flight, page cache, render turns) decides by
 * this one target, computed once per request: comparing the raw path let `/admin/LOGIN`,
 * `/admin/login/` and `/hooks/%2e%2e/booking-form` reach a route while skipping its gate,
 * because React Router resolves dot segments, decodes, ignores case and trailing slashes.
 */
export function requestTargets(manifest: RouteManifest): TargetOf {
  const leaves = new Map(leafRoutes(manifest).map((leaf) => [leaf.id, leaf]));
  const leafOf = leafMatcher([...leaves.values()]);
  const known = new WeakMap<IncomingMessage, RequestTarget>();

  const resolve = (rawUrl: string): RequestTarget => {
    const rawPath = rawUrl.split("?", 1)[0]!;
    const { pathname, data } = routedPath(rawUrl);
    if (pathname === undefined) return { path: rawPath, data: false, respelled: false, routeId: undefined, policy: undefined };
    const leafId = leafOf(pathname);
    const leaf = leafId === undefined ? undefined : leaves.get(leafId);
    const policy = leaf?.declared;
    if (!leaf || leaf.pattern.includes("*")) {
      return { path: pathname, data, respelled: false, routeId: leaf?.id, policy };
    }
    const path = spelledAsTable(leaf.pattern, pathname);
    const respelled = rawPath !== (data ? dataPath(path) : path);
    return { path, data, respelled, routeId: leaf.id, policy };
  };

  return (req) => {
    let target = known.get(req);
    if (!target) {
      target = resolve(req.url ?? "/");
      known.set(req, target);
    }
    return target;
  };
}

/**
 * The leaf route React Router picks for a pathname: each pattern compiled once as React Router
 * compiles it (no regard to case, trailing slashes allowed, on the decoded path) and tried in its
 * ranking (`computeScore`: static segments 10, parameters 3, one per segment, a splat 2 less; ties
 * in the table's order). matchRoutes itself flattens and ranks the whole table on every call,
 * milliseconds on a busy machine; a test holds this to matchRoutes for every route and spelling.
 */
function leafMatcher(leaves: LeafRoute[]): (pathname: string) => string | undefined {
  const fixed = new Map<string, string>();
  const ranked: { regex: RegExp; id: string; score: number }[] = [];
  for (const { id, pattern } of leaves) {
    if (!/[:*]/.test(pattern) && !fixed.has(pattern)) fixed.set(pattern, id);
    const segments = pattern.split("/").filter(Boolean);
    let score = segments.length + 1;
    const source = segments.map((segment) => {
      if (segment === "*") {
        score -= 2;
        return "(?:/.*)?";
      }
      score += segment.startsWith(":") ? 3 : 10;
      return segment.startsWith(":") ? "/[^/]+" : `/${escapeRegExp(segment)}`;
    });
    ranked.push({ regex: new RegExp(`^${source.join("") || "/"}/*$`, "i"), id, score });
  }
  ranked.sort((a, b) => b.score - a.score);
  return (pathname) => {
    // A fixed path as the table spells it outranks every pattern of its length.
    const exact = fixed.get(pathname);
    if (exact) return exact;
    const decoded = decodedPath(pathname);
    return ranked.find((each) => each.regex.test(decoded))?.id;
  };
}

/** As React Router decodes a path: segment by segment, an encoded slash kept encoded. */
function decodedPath(pathname: string): string {
  try {
    return pathname
      .split("/")
      .map((segment) => decodeURIComponent(segment).replace(/\//g, "%2F"))
      .join("/");
  } catch {
    return pathname;
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The pathname React Router matches: the URL parser's (dot segments resolved), without `.data` or a trailing slash. */
function routedPath(rawUrl: string): { pathname: string | undefined; data: boolean } {
  if (!rawUrl.startsWith("/")) return { pathname: undefined, data: false };
  let pathname: string;
  try {
    // Joined as the Express adapter joins it, so `//host/x` stays a path, as it does there.
    pathname = new URL(`http://localhost${rawUrl}`).pathname;
  } catch {
    return { pathname: undefined, data: false };
  }
  if (pathname === "/_root.data") return { pathname: "/", data: true };
  const data = pathname.endsWith(".data");
  if (data) pathname = pathname.slice(0, -".data".length);
  if (pathname.length > 1) pathname = pathname.replace(/\/+$/, "") || "/";
  return { pathname, data };
}

/** The table's spelling of a matched path: its static segments as written, its parameters as sent. */
function spelledAsTable(pattern: string, pathname: string): string {
  const sent = pathname.split("/").filter(Boolean);
  const written = pattern.split("/").filter(Boolean);
  return "/" + written.map((segment, index) => (segment.startsWith(":") ? sent[index]! : segment)).join("/");
}

function dataPath(path: string): string {
  return path === "/" ? "/_root.data" : `${path}.data`;
}

/**
 * A page asked for by a spelling other than the table's (`/Deals/`, `/admin/%2e%2e/deals`) is
 * sent to the table's spelling, query kept, before the page cache and render turns: every page is
 * then rendered, cached and counted under one address. Posts and data requests are not redirected;
 * the gates count them by their target.
 */
export function redirectRespelledPages(targetOf: TargetOf): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const target = targetOf(req);
    if (!target.respelled || target.data) return next();
    const queryStart = req.originalUrl.indexOf("?");
    const query = queryStart === -1 ? "" : req.originalUrl.slice(queryStart);
    res.redirect(308, target.path + query);
  };
}

/** A route behind the admin's sign-in (its handle says `public: false`): its own guard bounds it. */
export function behindSignIn(target: RequestTarget): boolean {
  return target.policy?.public === false;
}

import { randomBytes } from "node:crypto";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import helmet from "helmet";
import type { TargetOf } from "./request-target";

export interface SecurityOptions {
  /** Vite's dev server needs inline styles and a websocket; production never does. */
  development: boolean;
  /**
   * Pages whose form posts answer with a redirect to a payment host (Stripe Checkout): only
   * there does form-action name that host.
   */
  paymentForms?: { paths: ReadonlySet<string>; origin: string };
  /** CSP hash sources of the <style> texts production documents carry (the inlined stylesheet). */
  inlineStyleHashes?: readonly string[];
}

/** A fresh nonce for each response, used by the CSP header and by every script React renders. */
export function assignNonce(_req: Request, res: Response, next: NextFunction): void {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
}

/** Two years, subdomains included: sent only on requests that came over HTTPS. */
export const hstsValue = "max-age=63072000; includeSubDomains";

export function securityHeaders({ development, paymentForms, inlineStyleHashes = [] }: SecurityOptions): RequestHandler[] {
  const nonce = (_req: unknown, res: unknown) => `'nonce-${(res as Response).locals.cspNonce as string}'`;
  return [
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          "default-src": ["'none'"],
          "script-src": [nonce, "'strict-dynamic'"],
          "style-src": development ? ["'self'", "'unsafe-inline'"] : ["'self'", ...inlineStyleHashes],
          "img-src": ["'self'", "data:"],
          "font-src": ["'self'"],
          "connect-src": development ? ["'self'", "ws:"] : ["'self'"],
          "manifest-src": ["'self'"],
          "form-action": ["'self'", (req: unknown) => (paymentForms?.paths.has((req as Request).path) ? paymentForms.origin : "")],
          "frame-ancestors": ["'none'"],
          "base-uri": ["'none'"],
          "object-src": ["'none'"],
        },
      },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginOpenerPolicy: { policy: "same-origin" },
      crossOriginResourcePolicy: { policy: "same-origin" },
      crossOriginEmbedderPolicy: false,
      // HSTS only means something over HTTPS; it is added below when the request is secure.
      strictTransportSecurity: false,
    }),
    (req, res, next) => {
      if (req.secure) {
        res.setHeader("Strict-Transport-Security", hstsValue);
      }
      next();
    },
  ];
}

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests that a browser sent from another site, on every route
 * (React Router checks its own actions; resource routes and anything else are covered here).
 * Requests with neither header come from non-browser clients, which cannot ride a visitor's cookies.
 * Routes posted to by other servers (an RFC 8058 one-click unsubscribe from a mail provider, a
 * signed webhook) are authorised by their own token or signature instead.
 */
export function refuseCrossSiteWrites(targetOf: TargetOf): RequestHandler {
  return (req, res, next) => {
    if (safeMethods.has(req.method) || targetOf(req).policy?.postedByServers) return next();
    const fetchSite = req.get("sec-fetch-site");
    const origin = req.get("origin");
    const crossSiteFetch = fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none";
    if (crossSiteFetch || (origin !== undefined && !sameHost(origin, req.get("host")))) {
      res.status(403).type("text/plain").send("Cross-site request refused");
      return;
    }
    next();
  };
}

function sameHost(origin: string, host: string | undefined): boolean {
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * Caps request bodies before React Router streams them. A body without a declared length
 * (chunked) is refused too, since it could otherwise grow without bound; browsers always
 * declare the length of form posts. `largerAt` names paths whose route takes a larger body only
 * to read past it and answer with its own page (a file upload refused beside its field).
 */
export function limitBodySize(maxBytes: number, largerAt: Readonly<Record<string, number>> = {}): RequestHandler {
  return (req, res, next) => {
    const limit = Object.hasOwn(largerAt, req.path) ? largerAt[req.path]! : maxBytes;
    const declared = req.get("content-length");
    if (declared === undefined) {
      if (req.get("transfer-encoding")) {
        res.status(411).type("text/plain").send("Length required");
        return;
      }
      return next();
    }
    if (!/^\d+$/.test(declared) || Number(declared) > limit) {
      res.status(413).type("text/plain").send("Request body too large");
      return;
    }
    next();
  };
}

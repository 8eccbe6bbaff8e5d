import type { RequestHandler } from "express";
import { routePath } from "./post-budget";

export interface LoginBusyOptions {
  /** The path the login form posts to. */
  path: string;
  /** Whether an ordinary password check would be refused right now. */
  full: () => boolean;
  /** Whether the request comes from a browser that signed in before (its check goes first). */
  knownBrowser: (cookieHeader: string | null) => boolean;
}

/**
 * While every password-check slot and the queue behind it are taken, a sign-in from a browser
 * without a device cookie would only be refused after database look-ups and a page render;
 * answering 429 here makes a flood from many addresses cost a header read each. A browser with
 * the device cookie goes on: its check takes the place of an ordinary waiter (decision 031).
 */
export function refuseLoginWhenBusy({ path, full, knownBrowser }: LoginBusyOptions): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "POST" || routePath(req.path) !== path || !full() || knownBrowser(req.get("cookie") ?? null)) return next();
    res.status(429).set("Retry-After", "5").type("text/plain").send("Too many sign-in attempts at once: try again in a few seconds.");
  };
}

import type { RequestHandler } from "express";
import { refuseLater } from "./post-budget";
import { countRefusal } from "./request-metrics";
import type { TargetOf } from "./request-target";

export interface LoginBusyOptions {
  /** The path the login form posts to, as the route table spells it. */
  path: string;
  /** The route each request reaches: `/admin/LOGIN/` and `/admin/login.data` are sign-ins too. */
  targetOf: TargetOf;
  /** Sign-ins being worked on at once (database look-ups, the password check and its queue). */
  maxInFlight: number;
  /** Whether the request comes from a browser that signed in before (its check goes first). */
  knownBrowser: (cookieHeader: string | null) => boolean;
  /** How long a refusal is held; see `refuseLater`. */
  delayMs?: number;
}

/**
 * At most `maxInFlight` sign-ins are worked on at once, counted from here until each answer has
 * gone: beyond that, the password-check queue would refuse them anyway, after database look-ups
 * and a page render. A flood from many addresses then costs a counter each, and its refusals
 * are held a moment. A browser with a signed device cookie always goes on: its check takes the
 * place of an ordinary waiter (decision 031).
 */
export function refuseLoginWhenBusy({ path, targetOf, maxInFlight, knownBrowser, delayMs }: LoginBusyOptions): RequestHandler {
  let inFlight = 0;
  return (req, res, next) => {
    if (req.method !== "POST" || targetOf(req).path !== path) return next();
    if (inFlight >= maxInFlight && !knownBrowser(req.get("cookie") ?? null)) {
      countRefusal(res, "login-busy");
      return refuseLater(res, 5, "Too many sign-in attempts at once: try again in a few seconds.", delayMs);
    }
    inFlight += 1;
    let done = false;
    const leave = () => {
      if (!done) inFlight -= 1;
      done = true;
    };
    res.once("finish", leave);
    res.once("close", leave);
    next();
  };
}

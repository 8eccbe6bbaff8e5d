import type { RequestHandler, Response } from "express";
import { refusalHoldMs } from "~/lib/refusal-hold";
import { countRefusal } from "./request-metrics";
import { behindSignIn, type RequestTarget, type TargetOf } from "./request-target";
import type { ClientOf } from "./client-key";

/**
 * Posts one client may send in a burst, and how fast that allowance comes back. A person sends
 * a form every few seconds at most, and the chat allows 20 messages a minute; a script sending
 * more gets a cheap 429 before its post is parsed, checked against the database or rendered.
 */
export const postsPerClient = { burst: 20, perSecond: 2 };

/**
 * Clients remembered at once. Beyond it the one heard from longest ago is forgotten (and would
 * start again with a full allowance): a flood from ever new addresses costs memory up to here,
 * and each post a constant amount of work.
 */
const maxClients = 10_000;

/** Refusals held at once (see `refusalHoldMs`); beyond, the answer is immediate. */
const maxHeld = 1_000;

interface Allowance {
  tokens: number;
  at: number;
}

/** A token bucket per client: `take` says whether one more post may go ahead now. */
export class ClientBudget {
  private readonly clients = new Map<string, Allowance>();

  constructor(private readonly limits: { burst: number; perSecond: number; maxClients?: number }) {}

  /** Seconds until the client may post again, or 0 if this post goes ahead (and is counted). */
  take(client: string, now = Date.now()): number {
    const allowance = this.refilled(this.clients.get(client), now);
    // Deleted and set again, so the map's order is the order clients were last heard from.
    this.clients.delete(client);
    const admitted = allowance.tokens >= 1;
    this.clients.set(client, admitted ? { tokens: allowance.tokens - 1, at: now } : allowance);
    const oldest = this.clients.keys();
    while (this.clients.size > (this.limits.maxClients ?? maxClients)) this.clients.delete(oldest.next().value!);
    return admitted ? 0 : Math.ceil((1 - allowance.tokens) / this.limits.perSecond);
  }

  get size(): number {
    return this.clients.size;
  }

  private refilled(allowance: Allowance | undefined, now: number): Allowance {
    if (!allowance) return { tokens: this.limits.burst, at: now };
    const tokens = Math.min(this.limits.burst, allowance.tokens + ((now - allowance.at) / 1000) * this.limits.perSecond);
    return { tokens, at: now };
  }
}

let held = 0;

/** Sends a 429 after `delayMs`, or at once when too many refusals are held already. */
export function refuseLater(res: Response, retryAfterSeconds: number, message: string, delayMs = refusalHoldMs): void {
  const send = () => {
    if (!res.destroyed) res.status(429).set("Retry-After", String(retryAfterSeconds)).type("text/plain").send(message);
  };
  if (delayMs <= 0 || held >= maxHeld) return send();
  held += 1;
  setTimeout(() => {
    held -= 1;
    send();
  }, delayMs).unref();
}

/**
 * Left out, by the route the post will reach: the signed-in admin's pages, and posts other
 * servers send with their own signature or token (their routes say `postedByServers`).
 */
function isExempt(target: RequestTarget): boolean {
  return behindSignIn(target) || target.policy?.postedByServers === true;
}

/**
 * Posts of one client (see `clientOf`: the address under `trust proxy`, an IPv6 network by its prefix) beyond its allowance are refused
 * with 429 and Retry-After before anything else is done with them, so a form or login flood from
 * one address costs a map lookup, not a render and database writes; the refusal is held a
 * moment, which slows the flood itself.
 */
export function limitPostsPerClient({
  targetOf,
  clientOf,
  budget = new ClientBudget(postsPerClient),
  delayMs = refusalHoldMs,
}: {
  targetOf: TargetOf;
  clientOf: ClientOf;
  budget?: ClientBudget;
  delayMs?: number;
}): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "POST" || isExempt(targetOf(req))) return next();
    const waitSeconds = budget.take(clientOf(req));
    if (waitSeconds === 0) return next();
    countRefusal(res, "post-budget");
    refuseLater(res, waitSeconds, "Too many posts from your address: wait a few seconds and try again.", delayMs);
  };
}

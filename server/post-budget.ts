import type { RequestHandler } from "express";

/**
 * Posts one client may send in a burst, and how fast that allowance comes back. A person sends
 * a form every few seconds at most, and the chat allows 20 messages a minute; a script sending
 * more gets a cheap 429 before its post is parsed, checked against the database or rendered.
 */
export const postsPerClient = { burst: 20, perSecond: 2 };

/** Posts from other servers, each authorised by its own signature or token, and the signed-in admin's. */
const exemptPrefixes = ["/webhooks/", "/hooks/", "/unsubscribe"];

/** Clients whose allowance is full again are forgotten once the table holds this many. */
const forgetAbove = 10_000;

interface Allowance {
  tokens: number;
  at: number;
}

/** A token bucket per client: `take` says whether one more post may go ahead now. */
export class ClientBudget {
  private readonly clients = new Map<string, Allowance>();

  constructor(private readonly limits: { burst: number; perSecond: number }) {}

  /** Seconds until the client may post again, or 0 if this post goes ahead (and is counted). */
  take(client: string, now = Date.now()): number {
    if (this.clients.size > forgetAbove) this.forgetRefilled(now);
    const allowance = this.refilled(this.clients.get(client), now);
    if (allowance.tokens < 1) {
      this.clients.set(client, allowance);
      return Math.ceil((1 - allowance.tokens) / this.limits.perSecond);
    }
    this.clients.set(client, { tokens: allowance.tokens - 1, at: now });
    return 0;
  }

  get size(): number {
    return this.clients.size;
  }

  private refilled(allowance: Allowance | undefined, now: number): Allowance {
    if (!allowance) return { tokens: this.limits.burst, at: now };
    const tokens = Math.min(this.limits.burst, allowance.tokens + ((now - allowance.at) / 1000) * this.limits.perSecond);
    return { tokens, at: now };
  }

  private forgetRefilled(now: number): void {
    for (const [client, allowance] of this.clients) {
      if (this.refilled(allowance, now).tokens >= this.limits.burst) this.clients.delete(client);
    }
  }
}

function isExempt(requestPath: string): boolean {
  const path = routePath(requestPath);
  return path.startsWith("/admin/") ? path !== "/admin/login" : exemptPrefixes.some((prefix) => path.startsWith(prefix));
}

/** The route a request is for: React Router's scripts post to the page's path plus `.data`. */
export function routePath(requestPath: string): string {
  return requestPath.endsWith(".data") ? requestPath.slice(0, -".data".length) : requestPath;
}

/**
 * Posts of one client (by `req.ip`, which follows `trust proxy`) beyond its allowance are refused
 * with 429 and Retry-After before anything else is done with them, so a form or login flood from
 * one address costs a map lookup, not a render and database writes.
 */
export function limitPostsPerClient(budget = new ClientBudget(postsPerClient)): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "POST" || isExempt(req.path)) return next();
    const waitSeconds = budget.take(req.ip ?? "unknown");
    if (waitSeconds === 0) return next();
    res.status(429).set("Retry-After", String(waitSeconds)).type("text/plain").send("Too many posts from your address: wait a few seconds and try again.");
  };
}

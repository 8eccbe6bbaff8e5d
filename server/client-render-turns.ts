import type { NextFunction, Request, RequestHandler, Response } from "express";
import { countRefusal } from "./request-metrics";
import { behindSignIn, type TargetOf } from "./request-target";
import type { ClientOf } from "./client-key";

/**
 * Page renders one client may have running, and waiting, at once. Waiting costs only a socket
 * and a page renders in 5-50 ms, so the queue is long enough for an office behind one address,
 * or a browser restoring many tabs, after the page cache was emptied.
 */
export const rendersPerClient = { concurrent: 1, maxWaiting: 32 };

export class TurnsFull extends Error {
  override name = "TurnsFull";
}

interface Client {
  running: number;
  /** Callbacks that start a waiting render, oldest first. */
  waiting: Set<() => void>;
}

/**
 * Renders taken in turns per client: at most `concurrent` of one client's renders run at once,
 * and the rest wait in arrival order, at most `maxWaiting` of them. Other clients never wait
 * behind them, so one client asking for many uncached pages slows only itself.
 */
export class ClientTurns {
  private readonly clients = new Map<string, Client>();

  constructor(private readonly limits: { concurrent: number; maxWaiting: number }) {}

  /**
   * Resolves with a release function once it is this render's turn. Rejects with `TurnsFull` when
   * the client already has `maxWaiting` renders waiting, and with the signal's reason when it
   * aborts while waiting (the render then leaves the queue). Release may be called twice.
   */
  enter(client: string, signal: AbortSignal): Promise<() => void> {
    const state = this.clients.get(client) ?? { running: 0, waiting: new Set<() => void>() };
    this.clients.set(client, state);
    if (state.running < this.limits.concurrent) {
      state.running += 1;
      return Promise.resolve(this.releaser(client, state));
    }
    if (state.waiting.size >= this.limits.maxWaiting)
      return Promise.reject(new TurnsFull(`${state.waiting.size} renders of ${client} waiting`));
    return new Promise((resolve, reject) => {
      const start = () => {
        signal.removeEventListener("abort", abandon);
        resolve(this.releaser(client, state));
      };
      const abandon = () => {
        state.waiting.delete(start);
        reject(signal.reason);
      };
      state.waiting.add(start);
      signal.addEventListener("abort", abandon, { once: true });
    });
  }

  /** Clients with a render running or waiting; the others are forgotten. */
  get size(): number {
    return this.clients.size;
  }

  private releaser(client: string, state: Client): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // The turn passes straight to the oldest waiter (a Set iterates in insertion order).
      const next = state.waiting.values().next();
      if (!next.done) {
        state.waiting.delete(next.value);
        next.value();
      } else if (--state.running === 0) this.clients.delete(client);
    };
  }
}

/**
 * Express middleware: the request goes on (`next`) when it is its client's turn (`clientOf`: the
 * address Express derives under its `trust proxy` setting, an IPv6 network by its prefix). The turn is held until the response has been
 * sent or the connection closed. A request whose client leaves while waiting is dropped; one that
 * would wait beyond the client's queue gets 429 with Retry-After.
 */
export function takeTurns(turns: ClientTurns, clientOf: ClientOf): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    // The client may have left while earlier middleware awaited: `close` will not fire again.
    if (res.destroyed) return;
    const waiting = new AbortController();
    const left = () => waiting.abort(new Error("client left while waiting for its turn"));
    res.once("close", left);
    turns.enter(clientOf(req), waiting.signal).then(
      (release) => {
        res.off("close", left);
        if (res.destroyed) return release();
        res.once("finish", release);
        res.once("close", release);
        next();
      },
      (error: unknown) => {
        res.off("close", left);
        if (!(error instanceof TurnsFull) || res.headersSent || res.destroyed) return;
        countRefusal(res, "render-turns");
        res.status(429).set("Retry-After", "2").type("text/plain").send("Too many pages asked for at once: try again in a moment");
      },
    );
  };
}

/**
 * Every anonymous page render (a GET or HEAD that reaches React Router: a page-cache miss, a
 * bypass, a page never cached, a 404) takes its client's turn, so one client asking for many
 * renders at once slows only itself, whatever the URL. Posts are bounded where they are handled
 * (rate limits, the password-hash queue, the chat's time budget) and are never held behind a
 * page load. The admin's pages are left out, decided by the route a request reaches (however its
 * path is spelled): they are behind a login, and decision 021 saw an admin page's progress polls
 * stall behind a gate on GETs.
 */
export function renderTurns({
  targetOf,
  clientOf,
  turns = new ClientTurns(rendersPerClient),
}: {
  targetOf: TargetOf;
  clientOf: ClientOf;
  turns?: ClientTurns;
}): RequestHandler {
  const inTurn = takeTurns(turns, clientOf);
  return (req, res, next) => {
    const page = req.method === "GET" || req.method === "HEAD";
    return page && !behindSignIn(targetOf(req)) ? inTurn(req, res, next) : next();
  };
}

import type { NextFunction, Request, Response } from "express";

/**
 * Admission for page renders: at most `limit` in flight, the others wait in arrival order.
 *
 * A render is CPU work on the one JavaScript thread, so fifty renders started at once finish no
 * sooner than fifty started in turn; but all fifty hold their loader data, React tree and buffers
 * until they end, and what survives a young-generation collection is promoted, growing the old
 * generation (and resident memory) for the rest of the process's life. A waiting request holds
 * nothing but its socket. Decision record 021 has the measurements.
 */
export interface AdmissionGate {
  /**
   * Resolves with a release function once a slot is free (at once if one is). Rejects with
   * `GateFull` when `maxQueue` requests are already waiting, and with the signal's reason when it
   * aborts while waiting (the waiter then leaves the queue). Release is idempotent.
   */
  enter(signal?: AbortSignal): Promise<() => void>;
  readonly active: number;
  readonly queued: number;
}

export class GateFull extends Error {
  override name = "GateFull";
}

export function createAdmissionGate({ limit, maxQueue }: { limit: number; maxQueue: number }): AdmissionGate {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`limit must be a whole number of at least 1, got ${limit}`);
  if (!Number.isInteger(maxQueue) || maxQueue < 0) throw new RangeError(`maxQueue must be a whole number, got ${maxQueue}`);
  let active = 0;
  // A waiter is removed when it aborts, so the queue holds only requests still wanting a slot.
  const queue = new Set<() => void>();

  const releaser = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // Hand the slot straight to the oldest waiter (a Set iterates in insertion order), so a
      // request arriving now cannot overtake it.
      const next = queue.values().next();
      if (next.done) active--;
      else {
        queue.delete(next.value);
        next.value();
      }
    };
  };

  return {
    get active() {
      return active;
    },
    get queued() {
      return queue.size;
    },
    enter(signal) {
      if (signal?.aborted) return Promise.reject(signal.reason);
      if (active < limit) {
        active++;
        return Promise.resolve(releaser());
      }
      if (queue.size >= maxQueue) return Promise.reject(new GateFull(`${queue.size} requests already waiting`));
      return new Promise((resolve, reject) => {
        const admit = () => {
          signal?.removeEventListener("abort", abandon);
          resolve(releaser());
        };
        const abandon = () => {
          queue.delete(admit);
          reject(signal!.reason);
        };
        queue.add(admit);
        signal?.addEventListener("abort", abandon, { once: true });
      });
    },
  };
}

/** Only GET and HEAD renders wait: form posts and webhooks may call outside services and are few. */
const gatedMethods = new Set(["GET", "HEAD"]);

/**
 * Express middleware in front of the page handler. The slot is held until the response has
 * been handed to the socket (`finish`) or the connection closed, whichever comes first, so a
 * slow reader does not hold it for the time its bytes take to travel. A request still waiting
 * when its client disconnects leaves the queue without rendering; one that would make the queue
 * longer than allowed, or waits longer than `maxWaitMs`, gets 503 with Retry-After.
 */
export function renderGateMiddleware(gate: AdmissionGate, { maxWaitMs }: { maxWaitMs: number }) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!gatedMethods.has(req.method)) return next();
    // The client can leave while earlier middleware awaits (a file lookup): `close` has then
    // fired already and would never release a slot, and there is nobody to render for.
    if (res.destroyed) return;
    const waiting = new AbortController();
    const disconnected = () => waiting.abort(new Error("client disconnected while waiting to render"));
    res.once("close", disconnected);
    const timer = setTimeout(() => waiting.abort(new GateFull(`waited ${maxWaitMs} ms for a render slot`)), maxWaitMs);
    gate.enter(waiting.signal).then(
      (release) => {
        clearTimeout(timer);
        res.off("close", disconnected);
        // The client left in the same turn: give the slot back at once.
        if (waiting.signal.aborted || res.destroyed) return release();
        res.once("finish", release);
        res.once("close", release);
        next();
      },
      (error: unknown) => {
        clearTimeout(timer);
        res.off("close", disconnected);
        if (!(error instanceof GateFull) || res.headersSent || res.destroyed) return;
        res.status(503).set("Retry-After", "5").type("text/plain").send("Busy: try again in a few seconds");
      },
    );
  };
}

import { EventEmitter } from "node:events";
import type { NextFunction, Request, Response } from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createAdmissionGate, GateFull, renderGateMiddleware, type AdmissionGate } from "./render-gate";

/** Lets every settled promise run its callbacks. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("createAdmissionGate", () => {
  it("admits up to the limit at once and the rest in arrival order as slots are released", async () => {
    const gate = createAdmissionGate({ limit: 2, maxQueue: 10 });
    const admitted: string[] = [];
    const releases = new Map<string, () => void>();
    for (const name of ["a", "b", "c", "d", "e"]) {
      void gate.enter().then((release) => {
        admitted.push(name);
        releases.set(name, release);
      });
    }
    await settle();
    expect(admitted).toEqual(["a", "b"]);
    expect([gate.active, gate.queued]).toEqual([2, 3]);

    releases.get("b")!();
    await settle();
    expect(admitted).toEqual(["a", "b", "c"]);
    releases.get("a")!();
    releases.get("c")!();
    await settle();
    expect(admitted).toEqual(["a", "b", "c", "d", "e"]);
    expect([gate.active, gate.queued]).toEqual([2, 0]);
  });

  it("gives a released slot to the oldest waiter, not to a request arriving in the same turn", async () => {
    const gate = createAdmissionGate({ limit: 1, maxQueue: 10 });
    const release = await gate.enter();
    const order: string[] = [];
    void gate.enter().then(() => order.push("waiting"));
    release();
    void gate.enter().then(() => order.push("newcomer"));
    await settle();
    expect(order).toEqual(["waiting"]);
    expect([gate.active, gate.queued]).toEqual([1, 1]);
  });

  it("counts a release once, however often it is called", async () => {
    const gate = createAdmissionGate({ limit: 2, maxQueue: 10 });
    const first = await gate.enter();
    await gate.enter();
    first();
    first();
    expect(gate.active).toBe(1);
  });

  it("refuses a request when the queue is full, and admits again once it has room", async () => {
    const gate = createAdmissionGate({ limit: 1, maxQueue: 2 });
    const release = await gate.enter();
    const waiting = [gate.enter(), gate.enter()];
    await expect(gate.enter()).rejects.toBeInstanceOf(GateFull);
    expect(gate.queued).toBe(2);
    release();
    const second = await waiting[0]!;
    expect(gate.queued).toBe(1);
    const third = gate.enter();
    expect(gate.queued).toBe(2);
    second();
    (await waiting[1]!)();
    await expect(third).resolves.toBeTypeOf("function");
  });

  it("removes a waiter whose signal aborts, and hands the slot to the next one", async () => {
    const gate = createAdmissionGate({ limit: 1, maxQueue: 10 });
    const release = await gate.enter();
    const leaving = new AbortController();
    const left = gate.enter(leaving.signal);
    const staying = gate.enter();
    leaving.abort(new Error("client gone"));
    await expect(left).rejects.toThrow("client gone");
    expect(gate.queued).toBe(1);
    release();
    await expect(staying).resolves.toBeTypeOf("function");
    expect([gate.active, gate.queued]).toEqual([1, 0]);
  });

  it("rejects at once a signal that has already aborted, taking no slot", async () => {
    const gate = createAdmissionGate({ limit: 1, maxQueue: 10 });
    await expect(gate.enter(AbortSignal.abort(new Error("gone")))).rejects.toThrow("gone");
    expect([gate.active, gate.queued]).toEqual([0, 0]);
  });

  it("refuses a limit below 1 or a negative queue", () => {
    expect(() => createAdmissionGate({ limit: 0, maxQueue: 1 })).toThrow(RangeError);
    expect(() => createAdmissionGate({ limit: 1.5, maxQueue: 1 })).toThrow(RangeError);
    expect(() => createAdmissionGate({ limit: 1, maxQueue: -1 })).toThrow(RangeError);
  });
});

/** Just what the middleware touches of a request and a response. */
function fakeExchange(method = "GET") {
  const res = Object.assign(new EventEmitter(), {
    headersSent: false,
    destroyed: false,
    statusCode: 200,
    headers: {} as Record<string, string>,
    body: undefined as string | undefined,
    status(code: number) {
      res.statusCode = code;
      return res;
    },
    set(name: string, value: string) {
      res.headers[name] = value;
      return res;
    },
    type(value: string) {
      res.headers["content-type"] = value;
      return res;
    },
    send(body: string) {
      res.body = body;
      res.headersSent = true;
      return res;
    },
  });
  const next = vi.fn();
  return { req: { method } as Request, res, next };
}

describe("renderGateMiddleware", () => {
  afterEach(() => vi.useRealTimers());

  const start = (gate: AdmissionGate, exchange: ReturnType<typeof fakeExchange>, maxWaitMs = 60_000) =>
    renderGateMiddleware(gate, { maxWaitMs })(exchange.req, exchange.res as unknown as Response, exchange.next as NextFunction);

  it("lets requests other than GET and HEAD through without taking a slot", () => {
    const gate = createAdmissionGate({ limit: 1, maxQueue: 0 });
    void gate.enter();
    const post = fakeExchange("POST");
    start(gate, post);
    expect(post.next).toHaveBeenCalledOnce();
    expect(gate.active).toBe(1);
  });

  it("holds the slot until the response finishes, then admits the next request", async () => {
    const gate = createAdmissionGate({ limit: 1, maxQueue: 10 });
    const first = fakeExchange();
    const second = fakeExchange("HEAD");
    start(gate, first);
    start(gate, second);
    await settle();
    expect(first.next).toHaveBeenCalledOnce();
    expect(second.next).not.toHaveBeenCalled();
    first.res.emit("finish");
    first.res.emit("close");
    await settle();
    expect(second.next).toHaveBeenCalledOnce();
    expect(gate.active).toBe(1);
    second.res.emit("close");
    expect(gate.active).toBe(0);
  });

  it("drops a waiting request whose client disconnects, without rendering it", async () => {
    const gate = createAdmissionGate({ limit: 1, maxQueue: 10 });
    const first = fakeExchange();
    const gone = fakeExchange();
    const third = fakeExchange();
    start(gate, first);
    start(gate, gone);
    start(gate, third);
    await settle();
    gone.res.emit("close");
    await settle();
    expect(gate.queued).toBe(1);
    first.res.emit("finish");
    await settle();
    expect(gone.next).not.toHaveBeenCalled();
    expect(gone.res.body).toBeUndefined();
    expect(third.next).toHaveBeenCalledOnce();
  });

  it("neither renders nor takes a slot for a client that left before reaching the gate", async () => {
    const gate = createAdmissionGate({ limit: 1, maxQueue: 10 });
    const gone = fakeExchange();
    gone.res.destroyed = true;
    start(gate, gone);
    await settle();
    expect(gone.next).not.toHaveBeenCalled();
    expect([gate.active, gate.queued]).toEqual([0, 0]);
  });

  it("gives the slot back at once when the client left in the turn its request was admitted", async () => {
    const gate = createAdmissionGate({ limit: 1, maxQueue: 10 });
    const first = fakeExchange();
    const leaving = fakeExchange();
    start(gate, first);
    start(gate, leaving);
    await settle();
    first.res.emit("finish");
    leaving.res.destroyed = true;
    await settle();
    expect(leaving.next).not.toHaveBeenCalled();
    expect([gate.active, gate.queued]).toEqual([0, 0]);
  });

  it("answers 503 with Retry-After when the queue is full", async () => {
    const gate = createAdmissionGate({ limit: 1, maxQueue: 1 });
    const exchanges = [fakeExchange(), fakeExchange(), fakeExchange()];
    for (const exchange of exchanges) start(gate, exchange);
    await settle();
    expect(exchanges[2]!.next).not.toHaveBeenCalled();
    expect(exchanges[2]!.res.statusCode).toBe(503);
    expect(exchanges[2]!.res.headers["Retry-After"]).toBe("5");
    expect(exchanges[1]!.res.body).toBeUndefined();
  });

  it("answers 503 to a request that waited longer than allowed, and frees its place", async () => {
    vi.useFakeTimers();
    const gate = createAdmissionGate({ limit: 1, maxQueue: 10 });
    const first = fakeExchange();
    const waiting = fakeExchange();
    start(gate, first, 1_000);
    start(gate, waiting, 1_000);
    await vi.advanceTimersByTimeAsync(999);
    expect(waiting.res.body).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(waiting.res.statusCode).toBe(503);
    expect(waiting.next).not.toHaveBeenCalled();
    expect(gate.queued).toBe(0);
  });
});

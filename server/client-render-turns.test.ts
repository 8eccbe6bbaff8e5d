import { describe, expect, it } from "vitest";
import { ClientTurns, TurnsFull } from "./client-render-turns";

const stillWaiting = Symbol("still waiting");
/** What a promise has settled to after pending callbacks ran, or that it has not. */
async function settled<T>(promise: Promise<T>): Promise<T | typeof stillWaiting> {
  return Promise.race([promise, new Promise<typeof stillWaiting>((resolve) => setImmediate(() => resolve(stillWaiting)))]);
}

describe("ClientTurns", () => {
  it("starts one render per client at once and the next of that client when it ends, in arrival order", async () => {
    const turns = new ClientTurns({ concurrent: 1, maxWaiting: 8 });
    const signal = new AbortController().signal;
    const first = await turns.enter("203.0.113.1", signal);
    const second = turns.enter("203.0.113.1", signal);
    const third = turns.enter("203.0.113.1", signal);
    const otherClient = turns.enter("198.51.100.2", signal);
    expect(await settled(otherClient)).toBeTypeOf("function");
    expect(await settled(second)).toBe(stillWaiting);

    first();
    first(); // a second release gives away no second turn
    const releaseSecond = await settled(second);
    expect(releaseSecond).toBeTypeOf("function");
    expect(await settled(third)).toBe(stillWaiting);
    (releaseSecond as () => void)();
    expect(await settled(third)).toBeTypeOf("function");
  });

  it("refuses a render beyond the client's queue, and takes one that gave up out of it", async () => {
    const turns = new ClientTurns({ concurrent: 1, maxWaiting: 1 });
    const signal = new AbortController().signal;
    const running = await turns.enter("203.0.113.1", signal);
    const leaving = new AbortController();
    const waiting = turns.enter("203.0.113.1", leaving.signal);
    await expect(turns.enter("203.0.113.1", signal)).rejects.toBeInstanceOf(TurnsFull);

    leaving.abort(new Error("client left"));
    await expect(waiting).rejects.toThrow("client left");
    const next = turns.enter("203.0.113.1", signal);
    running();
    expect(await settled(next)).toBeTypeOf("function");
  });

  it("forgets a client once it has nothing running or waiting", async () => {
    const turns = new ClientTurns({ concurrent: 1, maxWaiting: 8 });
    const release = await turns.enter("203.0.113.1", new AbortController().signal);
    expect(turns.size).toBe(1);
    release();
    expect(turns.size).toBe(0);
  });
});

import { describe, expect, it } from "vitest";
import { forwardOnlyWrites } from "./forward-only-writes";

/** A store that keeps the greatest value per key, whose writes finish when the test says so. */
function slowStore() {
  const kept = new Map<string, number>();
  const pending: { key: string; value: number; finish: (error?: Error) => void }[] = [];
  const write = (key: string, value: number) =>
    new Promise<void>((resolve, reject) => {
      pending.push({
        key,
        value,
        finish: (error) => {
          if (error) return reject(error);
          kept.set(key, Math.max(kept.get(key) ?? 0, value));
          resolve();
        },
      });
    });
  return { kept, pending, write };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

/** Tracks whether a promise has settled yet. */
function watch(promise: Promise<void>) {
  const state = { settled: false, failed: false };
  promise.then(
    () => (state.settled = true),
    () => (state.settled = state.failed = true),
  );
  return state;
}

describe("forward-only writes", () => {
  it("writes a lone value and resolves once it is stored", async () => {
    const store = slowStore();
    const record = watch(forwardOnlyWrites(store.write)("a", 10));
    await settle();
    expect(store.pending.map(({ key, value }) => [key, value])).toEqual([["a", 10]]);
    expect(record.settled).toBe(false);
    store.pending[0]!.finish();
    await settle();
    expect(record.settled).toBe(true);
    expect(store.kept.get("a")).toBe(10);
  });

  it("keeps one write under way per key, then writes the greatest value asked for meanwhile", async () => {
    const store = slowStore();
    const hold = forwardOnlyWrites(store.write);
    const first = watch(hold("a", 10));
    await settle();
    const calls = [hold("a", 12), hold("a", 15), hold("a", 11)].map(watch);
    await settle();
    expect(store.pending).toHaveLength(1);
    store.pending[0]!.finish();
    await settle();
    expect(first.settled).toBe(true);
    expect(calls.some((call) => call.settled)).toBe(false);
    expect(store.pending.map(({ value }) => value)).toEqual([10, 15]);
    store.pending[1]!.finish();
    await settle();
    expect(calls.every((call) => call.settled && !call.failed)).toBe(true);
    expect(store.kept.get("a")).toBe(15);
  });

  it("lets a value no greater than the one being written wait for that write alone", async () => {
    const store = slowStore();
    const hold = forwardOnlyWrites(store.write);
    void hold("a", 10);
    await settle();
    const same = watch(hold("a", 10));
    store.pending[0]!.finish();
    await settle();
    expect(same.settled).toBe(true);
    expect(store.pending).toHaveLength(1);
  });

  it("writes other keys at the same time", async () => {
    const store = slowStore();
    const hold = forwardOnlyWrites(store.write);
    void hold("a", 10);
    void hold("b", 10);
    await settle();
    expect(store.pending.map(({ key }) => key)).toEqual(["a", "b"]);
  });

  it("rejects the callers of a failed write, and still makes the write queued after it", async () => {
    const store = slowStore();
    const hold = forwardOnlyWrites(store.write);
    const failing = watch(hold("a", 10));
    await settle();
    const later = watch(hold("a", 20));
    store.pending[0]!.finish(new Error("database gone"));
    await settle();
    expect(failing).toEqual({ settled: true, failed: true });
    expect(later.settled).toBe(false);
    store.pending[1]!.finish();
    await settle();
    expect(later).toEqual({ settled: true, failed: false });
    expect(store.kept.get("a")).toBe(20);
    // Nothing is left under way: the next value starts a write of its own.
    void hold("a", 30);
    await settle();
    expect(store.pending.map(({ value }) => value)).toEqual([10, 20, 30]);
  });
});

import { describe, expect, it } from "vitest";
import { StampedCache } from "./stamped-cache";

describe("StampedCache", () => {
  it("serves a value only under the stamp it was stored with", () => {
    const cache = new StampedCache<number, string>(10, 100);
    cache.set(1, "a", "first", 1);
    expect(cache.get(1, "a")).toBe("first");
    expect(cache.get(1, "a")).toBe("first");
    expect(cache.get(2, "a")).toBeUndefined();
  });

  it("drops a value once a read names another stamp, even the stamp it had before", () => {
    const cache = new StampedCache<number, string>(10, 100);
    cache.set(1, "a", "first", 5);
    expect(cache.get(1, "b")).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.totalWeight).toBe(0);
    expect(cache.get(1, "a")).toBeUndefined();
  });

  it("replaces a key's value and its weight", () => {
    const cache = new StampedCache<number, string>(10, 100);
    cache.set(1, "a", "first", 30);
    cache.set(1, "b", "second", 20);
    expect(cache.get(1, "a")).toBeUndefined();
    cache.set(1, "b", "second", 20);
    expect(cache.get(1, "b")).toBe("second");
    expect(cache.totalWeight).toBe(20);
  });

  it("keeps at most maxEntries, dropping the least recently used", () => {
    const cache = new StampedCache<number, string>(2, 100);
    cache.set(1, "s", "one", 1);
    cache.set(2, "s", "two", 1);
    expect(cache.get(1, "s")).toBe("one");
    cache.set(3, "s", "three", 1);
    expect(cache.size).toBe(2);
    expect(cache.get(2, "s")).toBeUndefined();
    expect(cache.get(1, "s")).toBe("one");
    expect(cache.get(3, "s")).toBe("three");
  });

  it("keeps the total weight within maxWeight, dropping the least recently used", () => {
    const cache = new StampedCache<number, string>(10, 10);
    cache.set(1, "s", "one", 4);
    cache.set(2, "s", "two", 4);
    cache.set(3, "s", "three", 4);
    expect(cache.totalWeight).toBe(8);
    expect(cache.get(1, "s")).toBeUndefined();
    expect(cache.get(2, "s")).toBe("two");
  });

  it("does not keep a value heavier than the whole budget, nor lose the others for it", () => {
    const cache = new StampedCache<number, string>(10, 10);
    cache.set(1, "s", "one", 4);
    cache.set(2, "s", "huge", 11);
    expect(cache.get(2, "s")).toBeUndefined();
    expect(cache.get(1, "s")).toBe("one");
    expect(cache.totalWeight).toBe(4);
  });
});

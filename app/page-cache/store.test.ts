import { describe, expect, it } from "vitest";
import { pageBytes, PageStore, type CachedPage } from "./store";

function page(bytes: number, storedAt = Date.now()): CachedPage {
  const body = Buffer.alloc(bytes / 2, "a");
  return { identity: body, gzip: Buffer.alloc(bytes / 4), br: Buffer.alloc(bytes / 4), etag: 'W/"x"', headers: {}, storedAt };
}

describe("PageStore", () => {
  it("returns what was stored and nothing for an unknown key", () => {
    const store = new PageStore(10_000, 60_000);
    const stored = page(400);
    store.set("/", stored);
    expect(store.get("/")).toBe(stored);
    expect(store.get("/deals")).toBeUndefined();
  });

  it("counts every encoding and the key against the budget", () => {
    const store = new PageStore(10_000, 60_000);
    store.set("/about", page(400));
    expect(pageBytes(page(400))).toBe(400);
    expect(store.usedBytes).toBe(400 + "/about".length);
  });

  it("evicts the least recently used pages to stay within its byte budget", () => {
    const store = new PageStore(1_000, 60_000);
    store.set("a", page(400));
    store.set("b", page(400));
    store.get("a"); // a is now the most recent
    store.set("c", page(400));
    expect(store.get("b")).toBeUndefined();
    expect(store.get("a")).toBeDefined();
    expect(store.get("c")).toBeDefined();
    expect(store.usedBytes).toBeLessThanOrEqual(1_000);
  });

  it("refuses a page larger than the whole budget and keeps the rest", () => {
    const store = new PageStore(1_000, 60_000);
    store.set("a", page(400));
    expect(store.set("huge", page(2_000))).toBe(false);
    expect(store.get("a")).toBeDefined();
    expect(store.size).toBe(1);
  });

  it("replacing a page does not count it twice", () => {
    const store = new PageStore(1_000, 60_000);
    store.set("a", page(400));
    store.set("a", page(400));
    expect(store.usedBytes).toBe(401);
  });

  it("forgets a page older than its maximum age", () => {
    const store = new PageStore(10_000, 1_000);
    store.set("/", page(400, 5_000));
    expect(store.get("/", 5_999)).toBeDefined();
    expect(store.get("/", 6_000)).toBeUndefined();
    expect(store.usedBytes).toBe(0);
  });

  it("clear empties it", () => {
    const store = new PageStore(10_000, 60_000);
    store.set("a", page(400));
    store.clear();
    expect(store.get("a")).toBeUndefined();
    expect(store.usedBytes).toBe(0);
  });
});

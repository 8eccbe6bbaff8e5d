import { describe, expect, it } from "vitest";
import { cachedRead, frozenRows } from "./cached-read.server";
import { contentChanged } from "./content-version.server";

/** A load whose result the test hands over when it chooses, to stage a write mid-load. */
function controlledLoads() {
  const pending: Array<(value: string) => void> = [];
  const load = () => new Promise<string>((resolve) => pending.push(resolve));
  return { load, pending };
}

describe("cachedRead", () => {
  it("loads once and answers later calls from memory while nothing changes", async () => {
    let loads = 0;
    const read = cachedRead(async () => ++loads);
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    expect(loads).toBe(1);
  });

  it("shares one load between calls made while it is in flight", async () => {
    let loads = 0;
    const read = cachedRead(async () => ++loads);
    const [first, second] = await Promise.all([read(), read()]);
    expect([first, second, loads]).toEqual([1, 1, 1]);
  });

  it("loads again after a content change", async () => {
    let loads = 0;
    const read = cachedRead(async () => ++loads);
    await read();
    contentChanged("test: a deal was edited");
    expect(await read()).toBe(2);
    expect(await read()).toBe(2);
  });

  it("never keeps a load that started before a write as the current value", async () => {
    const { load, pending } = controlledLoads();
    const read = cachedRead(load);
    const stale = read();
    contentChanged("test: a write lands mid-load");
    const fresh = read();
    expect(pending).toHaveLength(2);
    // The older load finishing last must not overwrite the newer one.
    pending[1]!("after the write");
    pending[0]!("before the write");
    expect(await stale).toBe("before the write");
    expect(await fresh).toBe("after the write");
    expect(await read()).toBe("after the write");
    expect(pending).toHaveLength(2);
  });

  it("loads again when a write landed during the only load", async () => {
    const { load, pending } = controlledLoads();
    const read = cachedRead(load);
    const first = read();
    contentChanged("test: a write lands mid-load");
    pending[0]!("before the write");
    await first;
    const next = read();
    expect(pending).toHaveLength(2);
    pending[1]!("after the write");
    expect(await next).toBe("after the write");
  });

  it("forgets a failed load so the next call tries again", async () => {
    let attempts = 0;
    const read = cachedRead(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("database unavailable");
      return "rows";
    });
    await expect(read()).rejects.toThrow("database unavailable");
    expect(await read()).toBe("rows");
  });
});

describe("frozenRows", () => {
  it("makes shared rows throw on an in-place edit", () => {
    const rows = frozenRows([{ slug: "a" }, { slug: "b" }]);
    expect(() => (rows as { slug: string }[]).sort()).toThrow(TypeError);
    expect(() => ((rows[0] as { slug: string }).slug = "c")).toThrow(TypeError);
  });
});

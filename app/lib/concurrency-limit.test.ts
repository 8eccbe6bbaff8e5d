import { describe, expect, it } from "vitest";
import { createConcurrencyLimit, QueueFullError } from "./concurrency-limit";

/** A task the test finishes by hand, recording when it started. */
function manualTask(started: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    task: () => {
      started.push(name);
      return done.then(() => name);
    },
    finish,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("concurrency limit", () => {
  it("runs at most `concurrency` tasks at once, queues the next ones and refuses the overflow", async () => {
    const limit = createConcurrencyLimit({ concurrency: 2, maxWaiting: 3 });
    const started: string[] = [];
    const tasks = Array.from({ length: 8 }, (_, i) => manualTask(started, `t${i}`));
    const results = tasks.map(({ task }) => limit.run(task).catch((error: unknown) => error));
    await settle();
    expect(started).toEqual(["t0", "t1"]);
    expect(limit.running).toBe(2);
    expect(limit.waiting).toBe(3);
    for (const refused of results.slice(5)) expect(await refused).toBeInstanceOf(QueueFullError);

    for (const { finish } of tasks) {
      finish();
      await settle();
      expect(limit.running).toBeLessThanOrEqual(2);
    }
    expect(await Promise.all(results.slice(0, 5))).toEqual(["t0", "t1", "t2", "t3", "t4"]);
    expect(started).toEqual(["t0", "t1", "t2", "t3", "t4"]);
    expect(limit.peak).toBe(2);
    expect(limit.running).toBe(0);
  });

  it("frees the slot of a task that fails", async () => {
    const limit = createConcurrencyLimit({ concurrency: 1, maxWaiting: 1 });
    await expect(limit.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await limit.run(async () => "next")).toBe("next");
  });

  it("lets a priority task wait ahead of ordinary ones, and take the newest one's place when full", async () => {
    const limit = createConcurrencyLimit({ concurrency: 1, maxWaiting: 2 });
    const started: string[] = [];
    const busy = manualTask(started, "busy");
    const first = manualTask(started, "first");
    const second = manualTask(started, "second");
    const owner = manualTask(started, "owner");
    const running = limit.run(busy.task);
    const firstResult = limit.run(first.task);
    const secondResult = limit.run(second.task).catch((error: unknown) => error);
    const ownerResult = limit.run(owner.task, { priority: true });
    expect(await secondResult).toBeInstanceOf(QueueFullError);
    await expect(limit.run(async () => "late")).rejects.toBeInstanceOf(QueueFullError);

    busy.finish();
    await running;
    await settle();
    expect(started).toEqual(["busy", "owner"]);
    owner.finish();
    first.finish();
    expect(await ownerResult).toBe("owner");
    expect(await firstResult).toBe("first");
    expect(started).toEqual(["busy", "owner", "first"]);
  });

  it("refuses a priority task only when every waiter is a priority one", async () => {
    const limit = createConcurrencyLimit({ concurrency: 1, maxWaiting: 1 });
    const started: string[] = [];
    const busy = manualTask(started, "busy");
    void limit.run(busy.task);
    const waiting = limit.run(async () => "waiting", { priority: true });
    await expect(limit.run(async () => "refused", { priority: true })).rejects.toBeInstanceOf(QueueFullError);
    busy.finish();
    expect(await waiting).toBe("waiting");
  });
});

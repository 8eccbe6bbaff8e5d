import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultStartTimeoutMs, startBuiltServer, type BuiltServer } from "./built-server";
import { createScratchDatabase } from "./test-database";

/** What an edit on one instance may take to reach another's caches (issue 13). */
const crossInstanceDeadlineMs = 1_000;
const admin = { email: "instances-owner@example.com", password: "integration-password-9" };

/*
 * Two production servers on one PostgreSQL database. Instance B has the deal in its read cache;
 * the owner unpublishes it on instance A; B must stop showing it within a second.
 */
describe.runIf(process.env.DATABASE_URL)("a deal edited on one instance, seen on another", () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let a: BuiltServer;
  let b: BuiltServer;
  let cookie = "";

  beforeAll(
    async () => {
      scratch = await createScratchDatabase(process.env.DATABASE_URL!);
      const shared = { DATABASE_URL: scratch.url, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password };
      // One after the other, so the second finds the schema migrated and the content seeded.
      a = await startBuiltServer(shared);
      b = await startBuiltServer(shared);
      const login = await send(a, "/admin/login", new URLSearchParams(admin));
      expect(login.status).toBe(302);
      cookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!;
    },
    2 * defaultStartTimeoutMs + 30_000,
  );
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await scratch?.drop();
  });

  function send(server: BuiltServer, path: string, body?: URLSearchParams): Promise<Response> {
    const headers: Record<string, string> = { Origin: server.origin };
    if (cookie) headers.Cookie = cookie;
    if (body) headers["Content-Type"] = "application/x-www-form-urlencoded";
    return fetch(server.origin + path, { method: body ? "POST" : "GET", headers, body, redirect: "manual" });
  }

  async function statusWithin(server: BuiltServer, path: string, expected: number): Promise<void> {
    const started = Date.now();
    let status = 0;
    while (Date.now() - started <= crossInstanceDeadlineMs) {
      status = (await fetch(server.origin + path)).status;
      if (status === expected) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`${path} on the other instance still answered ${status} after ${crossInstanceDeadlineMs} ms`);
  }

  it("unpublishing and republishing on A shows on B within a second", async () => {
    const list = await (await send(a, "/admin/deals")).text();
    const id = list.match(/href="\/admin\/deals\/(\d+)"/)?.[1];
    expect(id).toBeDefined();
    const editor = await (await send(a, `/admin/deals/${id}`)).text();
    const slug =
      editor.match(/<input[^>]*name="slug"[^>]*value="([^"]+)"/)?.[1] ?? editor.match(/<input[^>]*value="([^"]+)"[^>]*name="slug"/)?.[1];
    expect(slug).toBeDefined();

    // B reads the deal now, so it sits in B's read cache, and its page in B's page cache.
    expect((await fetch(`${b.origin}/deals/${slug}`)).status).toBe(200);
    await expect.poll(async () => (await fetch(`${b.origin}/deals/${slug}`)).headers.get("x-page-cache")).toBe("hit");
    expect(await (await fetch(`${b.origin}/deals`)).text()).toContain(`/deals/${slug}"`);

    const unpublished = await send(a, "/admin/deals", new URLSearchParams({ intent: "unpublish", id: id! }));
    expect(unpublished.status).toBe(303);
    await statusWithin(b, `/deals/${slug}`, 404);
    expect(await (await fetch(`${b.origin}/deals`)).text()).not.toContain(`/deals/${slug}"`);

    const republished = await send(a, "/admin/deals", new URLSearchParams({ intent: "publish", id: id! }));
    expect(republished.status).toBe(303);
    await statusWithin(b, `/deals/${slug}`, 200);
  });
});

import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { ClientBudget, limitPostsPerClient, routePath } from "./post-budget";

describe("ClientBudget", () => {
  it("lets a burst through, then one post per refill, per client", () => {
    const budget = new ClientBudget({ burst: 3, perSecond: 2 });
    const at = 1_000_000;
    expect([budget.take("a", at), budget.take("a", at), budget.take("a", at)]).toEqual([0, 0, 0]);
    expect(budget.take("a", at)).toBe(1);
    expect(budget.take("b", at)).toBe(0);
    expect(budget.take("a", at + 500)).toBe(0);
    expect(budget.take("a", at + 500)).toBe(1);
  });

  it("never holds more than its burst, however long a client was away", () => {
    const budget = new ClientBudget({ burst: 2, perSecond: 1 });
    budget.take("a", 0);
    const later = 3_600_000;
    expect([budget.take("a", later), budget.take("a", later), budget.take("a", later)]).toEqual([0, 0, 1]);
  });
});

describe("ClientBudget's memory", () => {
  it("forgets the client heard from longest ago beyond its size, so a returning one starts afresh", () => {
    const budget = new ClientBudget({ burst: 1, perSecond: 0.001, maxClients: 2 });
    const admitted = (client: string) => budget.take(client, 0) === 0;
    expect([admitted("a"), admitted("b"), admitted("a")]).toEqual([true, true, false]);
    admitted("c");
    expect(budget.size).toBe(2);
    expect(admitted("a")).toBe(false);
    expect(admitted("b")).toBe(true);
  });
});

describe("routePath", () => {
  it("reads React Router's data requests as the page they are for", () => {
    expect(routePath("/admin/login.data")).toBe("/admin/login");
    expect(routePath("/booking-form")).toBe("/booking-form");
  });
});

describe("limitPostsPerClient", () => {
  let close: (() => void) | undefined;
  afterEach(() => close?.());

  async function start() {
    const handled: string[] = [];
    const app = express();
    app.set("trust proxy", true);
    app.use(limitPostsPerClient(new ClientBudget({ burst: 2, perSecond: 0.001 }), 0));
    app.all("/{*splat}", (req, res) => {
      handled.push(`${req.method} ${req.path}`);
      res.send("ok");
    });
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    close = () => server.close();
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const send = (method: string, path: string, client: string) => fetch(origin + path, { method, headers: { "X-Forwarded-For": client } });
    return { handled, send };
  }

  it("refuses a client's posts beyond its allowance before they reach the site, and no one else's", async () => {
    const { handled, send } = await start();
    const statuses = [];
    for (const path of ["/booking-form", "/admin/login.data", "/booking-form"])
      statuses.push((await send("POST", path, "203.0.113.1")).status);
    expect(statuses).toEqual([200, 200, 429]);
    const refused = await send("POST", "/booking-form", "203.0.113.1");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await send("POST", "/booking-form", "198.51.100.7")).status).toBe(200);
    expect((await send("GET", "/booking-form", "203.0.113.1")).status).toBe(200);
    expect(handled).toEqual(["POST /booking-form", "POST /admin/login.data", "POST /booking-form", "GET /booking-form"]);
  });

  it("leaves posts from other servers and the signed-in admin's pages alone", async () => {
    const { send } = await start();
    const paths = ["/webhooks/stripe", "/hooks/transfer-bonuses", "/unsubscribe", "/admin/deals/new", "/admin/deals/new"];
    for (const path of paths) expect((await send("POST", path, "203.0.113.1")).status).toBe(200);
  });
});

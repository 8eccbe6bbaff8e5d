import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { clientKeys } from "./client-key";
import { ClientBudget, limitPostsPerClient } from "./post-budget";
import { siteTargets } from "./request-target.fixture";

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

describe("limitPostsPerClient", () => {
  let close: (() => void) | undefined;
  afterEach(() => close?.());

  async function start() {
    const handled: string[] = [];
    const app = express();
    app.set("trust proxy", true);
    app.use(
      limitPostsPerClient({
        targetOf: siteTargets,
        clientOf: clientKeys(64),
        budget: new ClientBudget({ burst: 2, perSecond: 0.001 }),
        delayMs: 0,
      }),
    );
    app.all("/{*splat}", (req, res) => {
      handled.push(`${req.method} ${req.path}`);
      res.send("ok");
    });
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    close = () => server.close();
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const send = (method: string, path: string, client: string) => fetch(origin + path, { method, headers: { "X-Forwarded-For": client } });
    // Over raw HTTP, since fetch resolves `..` and `%2e%2e` itself.
    const sendRaw = (path: string, client: string) =>
      new Promise<number>((resolve, reject) => {
        const request = http.request(origin, { method: "POST", path, headers: { "X-Forwarded-For": client } }, (response) => {
          response.resume();
          resolve(response.statusCode!);
        });
        request.on("error", reject);
        request.end();
      });
    return { handled, send, sendRaw };
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

  it("leaves posts from other servers and the signed-in admin's pages alone, however spelled", async () => {
    const { send, sendRaw } = await start();
    const paths = ["/webhooks/stripe", "/hooks/transfer-bonuses", "/unsubscribe", "/admin/deals/new", "/admin/deals/new"];
    for (const path of paths) expect((await send("POST", path, "203.0.113.1")).status).toBe(200);
    for (const path of ["/Unsubscribe/", "/ADMIN/deals/new/", "/admin/runs/1"]) expect(await sendRaw(path, "203.0.113.1")).toBe(200);
  });

  it("counts a post by the route it reaches, so no spelling of a path walks around the allowance", async () => {
    const { sendRaw } = await start();
    let clients = 0;
    for (const path of [
      "/hooks/%2e%2e/booking-form",
      "/admin/LOGIN",
      "/admin/login/",
      "/admin/%2E%2E/admin/login",
      "/webhooks/../booking-form",
    ]) {
      const client = `203.0.113.${++clients}`;
      expect([await sendRaw(path, client), await sendRaw(path, client), await sendRaw(path, client)], path).toEqual([200, 200, 429]);
    }
  });

  it("counts the addresses of one IPv6 /64 as one client", async () => {
    const { send } = await start();
    const statuses = [];
    for (const client of ["2001:db8:1:2::1", "2001:db8:1:2::2", "2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:db8:1:3::1"])
      statuses.push((await send("POST", "/booking-form", client)).status);
    expect(statuses).toEqual([200, 200, 429, 200]);
  });
});

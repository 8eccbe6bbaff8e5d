import http from "node:http";
import type { AddressInfo } from "node:net";
import express, { type Request, type Response } from "express";
import { afterEach, describe, expect, it } from "vitest";
import { clientKeys } from "./client-key";
import { ClientTurns, renderTurns, TurnsFull } from "./client-render-turns";
import { siteTargets } from "./request-target.fixture";

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

/** One page route behind the site's render turns; each request names its client by X-Forwarded-For. */
async function startSite(route: (req: Request, res: Response) => void) {
  const app = express();
  app.set("trust proxy", true);
  app.use(renderTurns({ targetOf: siteTargets, clientOf: clientKeys(64) }));
  app.get("/deals", route);
  app.post("/deals", (_req, res) => res.type("text").send("posted"));
  app.get("/admin/runs/1", (_req, res) => res.json({ stage: "scraping" }));
  // What React Router would answer with the deals page; the site redirects such a page request first.
  app.get("/admin/%2e%2e/deals", route);
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    get: (path: string, headers: Record<string, string> = {}) => fetch(origin + path, { headers }),
    /** Over raw HTTP, since fetch resolves `%2e%2e` itself. */
    getRaw: (path: string, headers: Record<string, string>) =>
      new Promise<number>((resolve, reject) => {
        const request = http.request(origin, { path, headers }, (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode!));
        });
        request.on("error", reject);
        request.end();
      }),
    post: (path: string, headers: Record<string, string> = {}) => fetch(origin + path, { method: "POST", headers }),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

let site: Awaited<ReturnType<typeof startSite>> | undefined;
afterEach(async () => {
  await site?.close();
  site = undefined;
});

describe("renders of one client, as the site mounts them", () => {
  it("take turns, while another client's render goes ahead of them", async () => {
    const events: string[] = [];
    const finishers = new Map<string, () => void>();
    site = await startSite((req, res) => {
      const name = String(req.query.q);
      events.push(`start ${name}`);
      finishers.set(name, () => {
        events.push(`end ${name}`);
        res.type("html").send(`<p>${name}</p>`);
      });
    });
    const started = async (name: string) => {
      for (let tries = 0; tries < 200 && !finishers.has(name); tries++) await new Promise((resolve) => setTimeout(resolve, 5));
      return finishers.get(name)!;
    };
    const one = { "X-Forwarded-For": "203.0.113.1" };
    const other = { "X-Forwarded-For": "198.51.100.2" };

    const first = site.get("/deals?q=first", one);
    const finishFirst = await started("first");
    const second = site.get("/deals?q=second", one);
    const third = site.get("/deals?q=third", other);
    (await started("third"))();
    expect(await (await third).text()).toBe("<p>third</p>");
    expect(events).toEqual(["start first", "start third", "end third"]);

    finishFirst();
    (await started("second"))();
    await Promise.all([first, second]);
    expect(events).toEqual(["start first", "start third", "end third", "end first", "start second", "end second"]);
  });

  /** Starts a page render for one client and waits until it runs; `finish` answers it. */
  async function renderingForOneClient() {
    let finishRender: (() => void) | undefined;
    site = await startSite((_req, res) => {
      finishRender = () => res.type("html").send("<p>page</p>");
    });
    const client = { "X-Forwarded-For": "203.0.113.1" };
    const page = site.get("/deals", client);
    for (let tries = 0; tries < 200 && !finishRender; tries++) await new Promise((resolve) => setTimeout(resolve, 5));
    const finish = async () => {
      finishRender!();
      expect(await (await page).text()).toBe("<p>page</p>");
    };
    return { site, client, finish };
  }

  it("hold no post behind a client's render", async () => {
    const { site, client, finish } = await renderingForOneClient();
    expect(await (await site.post("/deals", client)).text()).toBe("posted");
    await finish();
  });

  it("hold a request that reaches a public page by a spelling under /admin, and another address of the same /64", async () => {
    const events: string[] = [];
    const finishers: (() => void)[] = [];
    site = await startSite((req, res) => {
      events.push(req.path);
      finishers.push(() => res.type("html").send("<p>page</p>"));
    });
    const first = site.get("/deals", { "X-Forwarded-For": "2001:db8::1" });
    for (let tries = 0; tries < 200 && events.length < 1; tries++) await new Promise((resolve) => setTimeout(resolve, 5));
    const respelled = site.getRaw("/admin/%2e%2e/deals", { "X-Forwarded-For": "2001:db8::2" });
    const other = site.get("/deals", { "X-Forwarded-For": "2001:db8:0:1::1" });
    for (let tries = 0; tries < 200 && events.length < 2; tries++) await new Promise((resolve) => setTimeout(resolve, 5));
    // The other /64 went ahead; the respelled request waits behind its network's render.
    expect(events).toEqual(["/deals", "/deals"]);
    finishers.splice(0).forEach((finish) => finish());
    for (let tries = 0; tries < 200 && events.length < 3; tries++) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(events).toEqual(["/deals", "/deals", "/admin/%2e%2e/deals"]);
    finishers.splice(0).forEach((finish) => finish());
    await Promise.all([first, respelled, other]);
  });

  it("hold none of the admin's pages behind a render of the same address", async () => {
    const { site, client, finish } = await renderingForOneClient();
    expect(await (await site.get("/admin/runs/1", client)).json()).toEqual({ stage: "scraping" });
    await finish();
  });
});

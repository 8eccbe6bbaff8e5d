import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { refuseLoginWhenBusy } from "./login-busy";
import { siteTargets } from "./request-target.fixture";

describe("refuseLoginWhenBusy", () => {
  let close: (() => void) | undefined;
  afterEach(() => close?.());

  /** Sign-ins reach a handler that answers only when the test says so. */
  async function start() {
    const handled: string[] = [];
    const answers: (() => void)[] = [];
    const app = express();
    app.use(
      refuseLoginWhenBusy({
        path: "/admin/login",
        targetOf: siteTargets,
        maxInFlight: 2,
        knownBrowser: (cookies) => cookies === "pw_device=signed",
        delayMs: 0,
      }),
    );
    app.all("/{*splat}", (req, res) => {
      handled.push(`${req.method} ${req.path}`);
      answers.push(() => res.send("ok"));
    });
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    close = () => {
      server.closeAllConnections();
      server.close();
    };
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const send = (method: string, path: string, cookie?: string) => fetch(origin + path, { method, headers: cookie ? { cookie } : {} });
    const reached = async (count: number) => {
      for (let tries = 0; tries < 200 && handled.length < count; tries++) await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const answerAll = () => answers.splice(0).forEach((answer) => answer());
    return { handled, send, reached, answerAll };
  }

  it("refuses sign-ins beyond those in flight, before they reach the site, until one has been answered", async () => {
    const site = await start();
    const first = [site.send("POST", "/admin/login"), site.send("POST", "/admin/login.data")];
    await site.reached(2);
    const refused = await site.send("POST", "/admin/login");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("5");
    expect(site.handled).toEqual(["POST /admin/login", "POST /admin/login.data"]);

    site.answerAll();
    expect((await Promise.all(first)).map((response) => response.status)).toEqual([200, 200]);
    const again = site.send("POST", "/admin/login");
    await site.reached(3);
    site.answerAll();
    expect((await again).status).toBe(200);
  });

  it("counts a sign-in by the route it reaches, however its path is spelled", async () => {
    const site = await start();
    const first = [site.send("POST", "/admin/LOGIN"), site.send("POST", "/Admin/Login/")];
    await site.reached(2);
    expect((await site.send("POST", "/admin/login.data")).status).toBe(429);
    expect((await site.send("POST", "/admin/%6Cogin")).status).toBe(429);
    site.answerAll();
    expect((await Promise.all(first)).map((response) => response.status)).toEqual([200, 200]);
  });

  it("lets the owner's signed browser, pages and other posts through while sign-ins are full", async () => {
    const site = await start();
    const first = [site.send("POST", "/admin/login"), site.send("POST", "/admin/login")];
    await site.reached(2);
    expect((await site.send("POST", "/admin/login", "pw_device=forged")).status).toBe(429);
    const others = [
      site.send("POST", "/admin/login", "pw_device=signed"),
      site.send("GET", "/admin/login"),
      site.send("POST", "/booking-form"),
    ];
    await site.reached(5);
    site.answerAll();
    expect((await Promise.all([...first, ...others])).map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
  });
});

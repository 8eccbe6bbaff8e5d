import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { refuseLoginWhenBusy } from "./login-busy";

describe("refuseLoginWhenBusy", () => {
  let close: (() => void) | undefined;
  afterEach(() => close?.());

  async function start(full: boolean) {
    const handled: string[] = [];
    const app = express();
    app.use(refuseLoginWhenBusy({ path: "/admin/login", full: () => full, knownBrowser: (cookies) => cookies === "pw_device=signed" }));
    app.all("/{*splat}", (req, res) => {
      handled.push(`${req.method} ${req.path}`);
      res.send("ok");
    });
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    close = () => server.close();
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const send = (method: string, path: string, cookie?: string) => fetch(origin + path, { method, headers: cookie ? { cookie } : {} });
    return { handled, send };
  }

  it("answers 429 to a sign-in without a device cookie while every check is taken", async () => {
    const { handled, send } = await start(true);
    const refused = await send("POST", "/admin/login");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("5");
    expect((await send("POST", "/admin/login.data")).status).toBe(429);
    expect(handled).toEqual([]);
  });

  it("lets the owner's browser through, and everything else", async () => {
    const { handled, send } = await start(true);
    expect((await send("POST", "/admin/login", "pw_device=signed")).status).toBe(200);
    expect((await send("POST", "/admin/login", "pw_device=forged")).status).toBe(429);
    expect((await send("GET", "/admin/login")).status).toBe(200);
    expect((await send("POST", "/booking-form")).status).toBe(200);
    expect(handled).toEqual(["POST /admin/login", "GET /admin/login", "POST /booking-form"]);
  });

  it("lets sign-ins through while a check is free", async () => {
    const { send } = await start(false);
    expect((await send("POST", "/admin/login")).status).toBe(200);
  });
});

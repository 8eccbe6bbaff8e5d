import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionHolds } from "./session-check";

/** A dashboard that opens for one cookie and sends every other browser to sign in, as the site's guard does. */
const dashboard = http.createServer((req, res) => {
  if (req.url === "/admin" && req.headers.cookie === "session=live") res.writeHead(200).end("Admin dashboard");
  else res.writeHead(302, { location: "/admin/login?redirectTo=%2Fadmin" }).end();
});
let origin = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => dashboard.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(dashboard.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => dashboard.close(() => resolve())));

describe("sessionHolds", () => {
  it("is true while the cookie opens the dashboard", async () => {
    expect(await sessionHolds(origin, "session=live")).toBe(true);
  });

  it("is false once the dashboard sends the browser to sign in, without following it", async () => {
    expect(await sessionHolds(origin, "session=ended")).toBe(false);
  });
});

import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postsPerClient } from "../../server/post-budget";
import { startBuiltServer, type BuiltServer } from "./built-server";

/*
 * React Router matches a path without regard to case, a trailing slash, percent-encoding or dot
 * segments. Every per-client gate must count a request by the route it reaches, so spelling a
 * path differently walks around none of them. One client per test (TRUST_PROXY=1, its own
 * X-Forwarded-For), against the built server.
 */
let server: BuiltServer;
let clients = 0;
const newClient = () => `198.51.100.${++clients}`;

// A busy machine can take minutes to start a server: wait for it rather than fail.
beforeAll(async () => {
  server = await startBuiltServer({ TRUST_PROXY: "1" }, { startTimeoutMs: 240_000 });
}, 250_000);
afterAll(async () => {
  await server?.stop();
});

interface Answer {
  status: number;
  type: string | undefined;
  location: string | undefined;
}

/** Over raw HTTP: fetch would resolve `..` and `%2e%2e` itself, and no attacker's client has to. */
function send(method: string, path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(server.origin + "/", { method, path, headers }, (response) => {
      response.resume();
      response.on("end", () =>
        resolve({ status: response.statusCode!, type: response.headers["content-type"], location: response.headers.location }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

/**
 * Three times the allowance's burst at once from one new client, with empty bodies (no password
 * check, nothing stored): the allowance comes back at a few posts a second, so even on a busy
 * machine some are refused by it, with its plain-text 429.
 */
async function refusedByAllowance(path: string): Promise<number> {
  const client = newClient();
  const headers = {
    "Content-Type": "application/x-www-form-urlencoded",
    "Content-Length": "0",
    Origin: server.origin,
    "X-Forwarded-For": client,
  };
  const answers = await Promise.all(Array.from({ length: 3 * postsPerClient.burst }, () => send("POST", path, headers)));
  return answers.filter((answer) => answer.status === 429 && answer.type?.startsWith("text/plain")).length;
}

describe("the post allowance", () => {
  it.each([
    "/booking-form",
    "/hooks/%2e%2e/booking-form",
    "/hooks/../booking-form",
    "/webhooks/%2E%2E/booking-form",
    "/BOOKING-FORM/",
    "/%62ooking-form",
    "/admin/login",
    "/admin/login/",
    "/admin/LOGIN",
    "/Admin/Login.data",
    "/admin/%2e%2e/admin/login",
  ])("refuses a flood of posts to %s", async (path) => {
    expect(await refusedByAllowance(path)).toBeGreaterThan(0);
  });
});

describe("a page asked for by another spelling", () => {
  it.each([
    ["/admin/%2e%2e/deals?x=1", "/deals?x=1"],
    ["/admin/../deals?q=gold", "/deals?q=gold"],
    ["/Deals/", "/deals"],
    ["/ABOUT", "/about"],
    ["/%61bout", "/about"],
  ])("%s is sent to %s, so it is cached and takes turns as that page", async (path, location) => {
    const response = await send("GET", path, { "X-Forwarded-For": newClient() });
    expect(response.status).toBe(308);
    expect(response.location).toBe(location);
  });

  it("keeps its own spelling where only the catch-all answers", async () => {
    expect((await send("GET", "/No-Such-Page/", {})).status).toBe(404);
  });
});

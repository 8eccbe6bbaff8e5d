import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type BuiltServer } from "./built-server";

/*
 * No cache, shared or the browser's, may keep a response built for a session or one carrying a
 * secret: each such page answers `Cache-Control: private, no-store` with `Vary: Cookie`.
 */
let server: BuiltServer;
const admin = { email: "no-store-owner@example.com", password: "integration-password-no-store-1" };
let adminCookie = "";

// A busy machine can take minutes to start a server: wait for it rather than fail.
beforeAll(async () => {
  server = await startBuiltServer({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password }, { startTimeoutMs: 240_000 });
  const login = await fetch(server.origin + "/admin/login", {
    method: "POST",
    headers: { Origin: server.origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(admin),
    redirect: "manual",
  });
  expect(login.status).toBe(302);
  adminCookie = login.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .join("; ");
}, 250_000);
afterAll(async () => {
  await server?.stop();
});

async function headersOf(path: string, cookie?: string) {
  const response = await fetch(server.origin + path, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
  await response.arrayBuffer();
  return { status: response.status, cacheControl: response.headers.get("cache-control"), vary: response.headers.get("vary") };
}

describe("a response that carries a secret or was built for a session", () => {
  it.each([
    ["the password-reset form", "/admin/login/reset?token=a-reset-token"],
    ["the invitation form", "/admin/invitation?token=an-invitation-token"],
    ["the privacy access page", "/privacy/my-data/access?token=an-access-token"],
    ["the enrolment step", "/admin/login/enrol"],
    ["a data request", "/deals.data"],
  ])("is kept by no cache: %s", async (_name, path) => {
    const answer = await headersOf(path);
    expect(answer.cacheControl).toMatch(/\bno-store\b/);
    expect(answer.vary).toMatch(/\bCookie\b/i);
  });

  it.each([
    ["the home page as the admin sees it", "/"],
    ["a public page the cache keeps for others", "/deals"],
    ["the admin's data request for the home page", "/_root.data"],
    ["the admin's data request for the dashboard", "/admin.data"],
    ["the robots file, public for anyone else", "/robots.txt"],
  ])("is private and kept by no cache for a signed-in admin: %s", async (_name, path) => {
    const answer = await headersOf(path, adminCookie);
    expect(answer.status).toBe(200);
    expect(answer.cacheControl).toBe("private, no-store");
    expect(answer.vary).toMatch(/\bCookie\b/i);
  });

  it("leaves an anonymous visitor's public page to the page cache", async () => {
    const answer = await headersOf("/about");
    expect(answer.cacheControl ?? "").not.toMatch(/no-store|private/);
  });
});

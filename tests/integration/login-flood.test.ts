import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginFailuresPerAccount, passwordCheckCapacity } from "~/admin/sign-in/login.server";
import { startBuiltServer, type BuiltServer } from "./built-server";

/*
 * A wrong-password flood for the owner's email from ever new addresses (TRUST_PROXY=1, one
 * X-Forwarded-For value per request), against the built server.
 */
const owner = { email: "flood-owner@example.com", password: "integration-password-flood-1" };
let server: BuiltServer;
let addresses = 0;
const newAddress = () => `198.51.100.${++addresses}`;

function signIn(password: string, address: string, cookie?: string) {
  return fetch(`${server.origin}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: server.origin,
      "X-Forwarded-For": address,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams({ email: owner.email, password }),
  });
}

/**
 * A wrong-password sign-in sent with `Expect: 100-continue`: the server answers "100 Continue" as
 * it starts handling the request, so `takenIn` resolves once it counts as in flight.
 */
function signInTakenIn(address: string): { takenIn: Promise<void>; answer: Promise<{ status: number; contentType: string }> } {
  const body = new URLSearchParams({ email: owner.email, password: "not-the-password" }).toString();
  const request = http.request(`${server.origin}/admin/login`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "Content-Length": Buffer.byteLength(body),
      Origin: server.origin,
      "X-Forwarded-For": address,
      Expect: "100-continue",
    },
  });
  const takenIn = new Promise<void>((resolve) => request.once("continue", resolve));
  void takenIn.then(() => request.end(body));
  const answer = new Promise<{ status: number; contentType: string }>((resolve, reject) => {
    request.once("error", reject);
    request.once("response", (response) => {
      response.resume();
      response.once("end", () => resolve({ status: response.statusCode ?? 0, contentType: response.headers["content-type"] ?? "" }));
    });
  });
  request.flushHeaders();
  return { takenIn, answer };
}

beforeAll(async () => {
  server = await startBuiltServer({ ADMIN_EMAIL: owner.email, ADMIN_PASSWORD: owner.password, TRUST_PROXY: "1" });
});
afterAll(async () => {
  await server?.stop();
});

/**
 * The built server hashes at production cost (about 260 ms and 128 MB each, two at a time): this
 * test makes twelve password checks in turn, which on a busy 2-core machine ran past 30 s.
 */
const flood = { timeout: 120_000 };

describe("a distributed wrong-password flood", () => {
  it("is refused before any work once the paused sign-ins in flight fill up, while the owner's browser still signs in", flood, async () => {
    const ownerAddress = newAddress();
    const first = await signIn(owner.password, ownerAddress);
    expect(first.status).toBe(302);
    const deviceCookie = first.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith("pw_device="))!
      .split(";")[0]!;

    for (let attempt = 0; attempt < loginFailuresPerAccount; attempt++) {
      expect((await signIn("not-the-password", newAddress())).status).toBe(401);
    }
    // The account is paused for new browsers at new addresses; each such refusal is held a
    // second while it still counts as in flight.
    const paused = Array.from({ length: passwordCheckCapacity }, () => signInTakenIn(newAddress()));
    await Promise.all(paused.map((attempt) => attempt.takenIn));
    const beyond = await signIn("not-the-password", newAddress());
    expect(beyond.status).toBe(429);
    expect(beyond.headers.get("content-type")).toMatch(/^text\/plain/);

    const ownerAgain = await signIn(owner.password, ownerAddress, deviceCookie);
    expect(ownerAgain.status).toBe(302);
    for (const response of await Promise.all(paused.map((attempt) => attempt.answer))) {
      expect(response.status).toBe(429);
      expect(response.contentType).toMatch(/^text\/html/);
    }
  });
});

import pino from "pino";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toSecondStep } from "~/admin/sign-in/second-step-redirect.server";
import { totpCodeAt } from "~/admin/factors/totp";
import { db } from "~/db/database.server";
import { adminFactors, admins } from "~/db/schema";
import { configureMail } from "~/email/config.server";
import { requestInfoContext } from "~/request-context";
import { action as verifyAction } from "~/routes/admin/login-verify";
import { seal } from "~/security/secret-box.server";
import { openTestDatabase } from "./test-database";

/*
 * Issue 29 item 10 at the second step's page: after two wrong codes in a row each further one
 * pauses the account, so the next try is refused before any code is checked, even a right one.
 */
const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
let dispose: () => Promise<void>;
let adminId: number;
beforeAll(async () => {
  ({ dispose } = await openTestDatabase());
  configureMail({ ownerEmailDefault: "owner@example.com", siteUrl: "https://pointwise.example" });
  const [row] = await db()
    .insert(admins)
    .values({ email: "verify-backoff@example.com", passwordHash: "unused" })
    .returning({ id: admins.id });
  adminId = row!.id;
  await db()
    .insert(adminFactors)
    .values({ adminId, kind: "totp", name: "Phone", totpSecret: seal("totp-secret", secret), verifiedAt: new Date() });
});
afterAll(() => dispose());

function context() {
  const provider = new RouterContextProvider();
  provider.set(requestInfoContext, {
    ip: "203.0.113.60",
    secure: false,
    nonce: "",
    siteUrl: "http://localhost:3000",
    log: pino({ level: "silent" }),
  });
  return provider;
}

/** The pending second step a right password leaves, as the cookie a browser sends back. */
async function pendingCookie(): Promise<string> {
  const redirect = await toSecondStep(
    new Request("http://localhost:3000/admin/login", { method: "POST" }),
    { adminId, enrol: false },
    false,
  );
  return redirect.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
}

async function submitCode(cookie: string, code: string) {
  const request = new Request("http://localhost:3000/admin/login/verify", {
    method: "POST",
    body: new URLSearchParams({ code }),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
  });
  const answer = (await verifyAction({ request, context: context(), params: {} } as never)) as Response | { init: ResponseInit | null };
  return answer instanceof Response ? answer.status : (answer.init?.status ?? 200);
}

describe("the second step after wrong codes in a row", () => {
  it("refuses the next try for a while after the third, even with the right code", async () => {
    const cookie = await pendingCookie();
    expect(await submitCode(cookie, "000000")).toBe(401);
    expect(await submitCode(cookie, "000001")).toBe(401);
    expect(await submitCode(cookie, "000002")).toBe(401);
    expect(await submitCode(cookie, totpCodeAt(secret, Date.now()))).toBe(429);
  });
});

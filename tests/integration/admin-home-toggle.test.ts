import { randomBytes, scryptSync } from "node:crypto";
import pino from "pino";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/database.server";
import { adminFactors, admins } from "~/db/schema";
import { requestInfoContext } from "~/request-context";
import { attemptLogin, loginFailuresPerAccount, loginFailuresPerAccountAndAddress } from "~/admin/sign-in/login.server";
import { seal } from "~/security/secret-box.server";
import { action as sectionAdminAction } from "~/routes/newsletter-admin";
import { loader as verifyLoader } from "~/routes/admin/login-verify";
import { openTestDatabase } from "./test-database";

/*
 * Issue 29 item 15: the home page's hidden Admin toggle signs in through the same checks as
 * /admin/login. For an admin with a second factor the right password must lead to the same
 * second step, not to "Invalid admin password.", and the browser's device cookie counts there.
 */
const password = "the-right-password-toggle";
let dispose: () => Promise<void>;

/** An admin with a small scrypt cost in its hash (the cost travels inside each hash), to keep the test quick. */
async function createAdmin(email: string): Promise<number> {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 2 ** 10, r: 8, p: 1 });
  const passwordHash = ["scrypt", 10, 8, 1, salt.toString("base64url"), key.toString("base64url")].join("$");
  const [row] = await db().insert(admins).values({ email, passwordHash }).returning({ id: admins.id });
  return row!.id;
}

beforeAll(async () => {
  ({ dispose } = await openTestDatabase());
  const withApp = await createAdmin("with-app@example.com");
  await db()
    .insert(adminFactors)
    .values({
      adminId: withApp,
      kind: "totp",
      name: "Phone",
      totpSecret: seal("totp-secret", "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP"),
      verifiedAt: new Date(),
    });
  await createAdmin("password-only@example.com");
});
afterAll(() => dispose());

function context(ip = "203.0.113.40") {
  const provider = new RouterContextProvider();
  provider.set(requestInfoContext, {
    ip,
    secure: false,
    nonce: "",
    siteUrl: "http://localhost:3000",
    log: pino({ level: "silent" }),
  });
  return provider;
}

async function logIn(email: string, cookie = "", ip?: string): Promise<Response> {
  const body = new URLSearchParams({ intent: "login", email, password });
  const request = new Request("http://localhost:3000/newsletter/admin", {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
  });
  const answer = await sectionAdminAction({ request, context: context(ip), params: {} } as never);
  expect(answer).toBeInstanceOf(Response);
  return answer as Response;
}

/** The cookies a response sets, as one Cookie header a browser would send back. */
const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");

describe("the home page's Admin toggle", () => {
  it("sends an admin with a second factor to the second step, with no session yet", async () => {
    const answer = await logIn("with-app@example.com");
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toMatch(/^\/admin\/login\/verify\?/);
    expect(cookiesOf(answer)).not.toContain("pw_session=");

    // The second step's page accepts the pending state the toggle left, exactly as after /admin/login.
    const verify = new Request("http://localhost:3000/admin/login/verify", { headers: { Cookie: cookiesOf(answer) } });
    expect(await verifyLoader({ request: verify, context: context(), params: {} } as never)).toMatchObject({ hasApp: true });
  });

  it("signs a password-only admin straight in, and gives the browser its device cookie for both sign-in forms", async () => {
    const answer = await logIn("password-only@example.com");
    expect(answer.headers.get("Location")).toBe("/#newsletter");
    const cookies = answer.headers.getSetCookie();
    expect(cookies.some((value) => value.startsWith("pw_session="))).toBe(true);
    expect(cookies.filter((value) => value.startsWith("pw_device=")).map((value) => value.match(/Path=([^;]+)/)?.[1])).toEqual([
      "/admin/login",
      "/newsletter/admin",
    ]);
  });

  it("lets the admin's own browser in with its device cookie while the account is paused for strangers", async () => {
    const email = "flooded-toggle@example.com";
    await createAdmin(email);
    const device = cookiesOf(await logIn(email))
      .split("; ")
      .find((cookie) => cookie.startsWith("pw_device="))!;
    const addresses = Math.ceil(loginFailuresPerAccount / loginFailuresPerAccountAndAddress) + 1;
    for (let address = 0; address < addresses; address++) {
      for (let i = 0; i < loginFailuresPerAccountAndAddress; i++) {
        await attemptLogin({ email, password: `guess-${i}`, ip: `198.51.100.${address}` });
      }
    }
    // The pause holds for browsers without the cookie; the toggle passes the cookie on, as the login page does.
    expect(await attemptLogin({ email, password, ip: "192.0.2.1" })).toMatchObject({ reason: "limited" });
    expect((await logIn(email, device, "192.0.2.2")).headers.get("Location")).toBe("/#newsletter");
  });
});

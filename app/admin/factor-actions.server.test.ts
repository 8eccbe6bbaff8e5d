import pino from "pino";
import { RouterContextProvider, type UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestInfoContext } from "~/request-context";
import { openTestDatabase } from "../../tests/integration/test-database";
import { createAdmin, findAdminByEmail } from "./accounts.server";
import { factorAction, type FactorActionData } from "./factor-actions.server";
import { factorIntents, factorMessages } from "./factor-intents";
import { listFactors } from "./factors.server";
import { adminContext } from "./guard.server";
import { passwordReentryFailures } from "./password-reentry.server";
import { createSession, recentAuthenticationMs } from "./sessions.server";

/*
 * Adding a way to sign in needs a recent sign-in (ASVS 7.5.1): a browser left signed in for an
 * hour cannot add an attacker's authenticator app or read new recovery codes without the password.
 */
let dispose: () => Promise<void>;
const password = "the-right-password-for-factors";
beforeAll(async () => {
  ({ dispose } = await openTestDatabase());
  for (const email of ["stale@example.com", "fresh@example.com", "guessing@example.com"]) await createAdmin(email, password);
});
afterAll(() => dispose());

async function signedIn(email: string, minutesAgo: number) {
  const { id } = (await findAdminByEmail(email))!;
  const since = new Date(Date.now() - minutesAgo * 60_000);
  return { admin: { id, email }, token: await createSession(id, since) };
}

function post(session: Awaited<ReturnType<typeof signedIn>>, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const context = new RouterContextProvider();
  context.set(adminContext, session.admin);
  context.set(requestInfoContext, {
    ip: "203.0.113.9",
    secure: false,
    nonce: "",
    siteUrl: "http://localhost:3000",
    log: pino({ level: "silent" }),
  });
  return factorAction(form, context, "http://localhost:3000", session.token);
}

function redirectedTo(result: unknown): string | null {
  expect(result).toBeInstanceOf(Response);
  return (result as Response).headers.get("Location");
}

function refusal(result: unknown) {
  expect(result).not.toBeInstanceOf(Response);
  const answer = result as DataWithResponseInit<FactorActionData>;
  return { status: answer.init?.status, errors: answer.data.factorErrors?.errors };
}

describe("adding second factors", () => {
  it("asks a session older than the window for the password, then lets it add an app", async () => {
    const stale = await signedIn("stale@example.com", recentAuthenticationMs / 60_000 + 1);
    expect(redirectedTo(await post(stale, { intent: factorIntents.totpStart, name: "Phone" }))).toBe("/admin/account#confirm-password");
    expect(redirectedTo(await post(stale, { intent: factorIntents.recoveryRegenerate }))).toBe("/admin/account#confirm-password");
    expect(redirectedTo(await post(stale, { intent: factorIntents.passkeyRegister, name: "Laptop", response: "{}" }))).toBe(
      "/admin/account#confirm-password",
    );
    expect(await listFactors(stale.admin.id)).toEqual([]);

    expect(refusal(await post(stale, { intent: factorIntents.confirmPassword, password: "not-it" }))).toEqual({
      status: 400,
      errors: { password: factorMessages.wrongPassword },
    });
    expect(redirectedTo(await post(stale, { intent: factorIntents.confirmPassword, password }))).toBe("/admin/account#add-app");
    expect(redirectedTo(await post(stale, { intent: factorIntents.totpStart, name: "Phone" }))).toMatch(
      /^\/admin\/account\?enrol=\d+#add-app$/,
    );
    expect(await listFactors(stale.admin.id)).toMatchObject([{ kind: "totp", name: "Phone", verifiedAt: null }]);
  });

  it("lets a session that has just signed in add an app without asking again", async () => {
    const fresh = await signedIn("fresh@example.com", 1);
    expect(redirectedTo(await post(fresh, { intent: factorIntents.totpStart, name: "Tablet" }))).toMatch(/\?enrol=\d+#add-app$/);
  });

  it("counts wrong passwords across the confirmation and the removal forms, then pauses both", async () => {
    const session = await signedIn("guessing@example.com", 30);
    for (let attempt = 0; attempt < passwordReentryFailures; attempt++) {
      const intent = attempt % 2 ? factorIntents.confirmPassword : factorIntents.remove;
      expect(refusal(await post(session, { intent, factor: "1", password: `guess-${attempt}` })).errors).toEqual({
        password: factorMessages.wrongPassword,
      });
    }
    const paused = refusal(await post(session, { intent: factorIntents.confirmPassword, password }));
    expect(paused.status).toBe(429);
    expect(paused.errors?.password).toMatch(/^Too many wrong passwords\. Please try again in 1[45] minutes\.$/);
    expect(redirectedTo(await post(session, { intent: factorIntents.totpStart, name: "Phone" }))).toBe("/admin/account#confirm-password");
  });
});

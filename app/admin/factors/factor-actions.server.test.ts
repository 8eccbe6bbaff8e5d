import pino from "pino";
import { RouterContextProvider, type UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { db } from "~/db/database.server";
import { adminFactors, outbox } from "~/db/schema";
import { configureMail } from "~/email/config.server";
import { requestInfoContext } from "~/request-context";
import { openTestDatabase } from "../../../tests/integration/test-database";
import { createAdmin, findAdminByEmail } from "../accounts/accounts.server";
import { factorAction, type FactorActionData } from "./factor-actions.server";
import { factorIntents, factorMessages } from "./factor-intents";
import { enrolmentLifetimeMs, listFactors, totpEnrolment } from "./factors.server";
import { adminContext } from "../sign-in/guard.server";
import { passwordReentryFailures } from "../sign-in/password-reentry.server";
import { createSession, recentAuthenticationMs } from "../sign-in/sessions.server";
import { totpCodeAt } from "./totp";

/*
 * Adding a way to sign in needs a recent sign-in (ASVS 7.5.1): a browser left signed in for an
 * hour cannot add an attacker's authenticator app or read new recovery codes without the password.
 */
let dispose: () => Promise<void>;
const password = "the-right-password-for-factors";
beforeAll(async () => {
  ({ dispose } = await openTestDatabase());
  configureMail({ ownerEmailDefault: "owner@example.com", siteUrl: "https://pointwise.example" });
  for (const email of ["stale@example.com", "fresh@example.com", "guessing@example.com", "noticed@example.com"])
    await createAdmin(email, password);
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

  it("emails the admin each time a factor is added or removed, or new codes are made", async () => {
    const session = await signedIn("noticed@example.com", 1);
    const notices = async () =>
      (
        await db()
          .select({ text: outbox.textBody })
          .from(outbox)
          .where(eq(outbox.toAddress, "noticed@example.com"))
          .orderBy(desc(outbox.id))
      ).map((row) => row.text);

    const location = redirectedTo(await post(session, { intent: factorIntents.totpStart, name: "Phone" }))!;
    const factor = Number(new URL(location, "http://localhost").searchParams.get("enrol"));
    const { secret } = (await totpEnrolment(session.admin.id, factor, session.admin.email))!;
    const code = totpCodeAt(secret.replace(/ /g, ""), Date.now());
    await post(session, { intent: factorIntents.totpConfirm, factor: String(factor), code });
    expect(await notices()).toEqual([expect.stringContaining('The authenticator app "Phone" was added as a second factor.')]);

    await post(session, { intent: factorIntents.recoveryRegenerate });
    await post(session, { intent: factorIntents.remove, factor: String(factor), password });
    const [removed, regenerated] = await notices();
    expect(regenerated).toContain("New recovery codes were made; the old ones no longer work.");
    expect(removed).toContain('The authenticator app "Phone" was removed from your second factors.');
    expect(removed).toContain("from the address 203.0.113.9");
    expect(removed).not.toContain(secret);
  });
});

describe("finishing an authenticator app (issue 29 item 10)", () => {
  it("needs the same recent sign-in as starting it", async () => {
    const fresh = await signedIn("fresh@example.com", 0);
    const id = Number(
      new URL(redirectedTo(await post(fresh, { intent: factorIntents.totpStart, name: "Late phone" }))!, "http://x").searchParams.get(
        "enrol",
      ),
    );
    const secret = (await totpEnrolment(fresh.admin.id, id, fresh.admin.email))!.secret.replace(/\s/g, "");
    const stale = { ...fresh, token: (await signedIn("fresh@example.com", recentAuthenticationMs / 60_000 + 1)).token };
    const code = totpCodeAt(secret, Date.now());
    expect(redirectedTo(await post(stale, { intent: factorIntents.totpConfirm, factor: String(id), code }))).toBe(
      "/admin/account#confirm-password",
    );
    expect((await listFactors(fresh.admin.id)).find((factor) => factor.id === id)?.verifiedAt).toBeNull();
  });

  it("expires 15 minutes after it was started: its key is no longer shown and its code no longer verifies it", async () => {
    const fresh = await signedIn("fresh@example.com", 0);
    const id = Number(
      new URL(redirectedTo(await post(fresh, { intent: factorIntents.totpStart, name: "Old phone" }))!, "http://x").searchParams.get(
        "enrol",
      ),
    );
    const secret = (await totpEnrolment(fresh.admin.id, id, fresh.admin.email))!.secret.replace(/\s/g, "");
    await db()
      .update(adminFactors)
      .set({ createdAt: new Date(Date.now() - enrolmentLifetimeMs - 1000) })
      .where(eq(adminFactors.id, id));
    expect(await totpEnrolment(fresh.admin.id, id, fresh.admin.email)).toBeUndefined();
    const refused = refusal(
      await post(fresh, { intent: factorIntents.totpConfirm, factor: String(id), code: totpCodeAt(secret, Date.now()) }),
    );
    expect(refused.status).toBe(400);
    expect((await listFactors(fresh.admin.id)).find((factor) => factor.id === id)?.verifiedAt).toBeNull();
  });
});

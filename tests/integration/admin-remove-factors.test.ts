import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { maskEmail } from "~/email/mask";
import { createAdmin, findAdminByEmail } from "~/admin/accounts/accounts.server";
import { auditPage } from "~/admin/audit/audit.server";
import { confirmTotp, listFactors, remainingRecoveryCodes, startTotpEnrolment, totpEnrolment } from "~/admin/factors/factors.server";
import { attemptLogin } from "~/admin/sign-in/login.server";
import { createSession, findSessionAdmin } from "~/admin/sign-in/sessions.server";
import { totpCodeAt } from "~/admin/factors/totp";
import { openDatabase } from "~/db/client.server";
import { setDatabase } from "~/db/database.server";
import { loadSigningSecret } from "~/security/signing.server";
import { adminCliTestBudgetMs, runAdminCli } from "./admin-cli";
import { createScratchDatabase } from "./test-database";

/*
 * `npm run admin:remove-factors -- <email>` for the owner who lost their phone: on the embedded
 * database with the site stopped, and on PostgreSQL (run under scripts/with-postgres.sh).
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pw-factors-"));
const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
afterAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  await scratch?.drop();
});

function cli(email: string) {
  return runAdminCli("scripts/admin-remove-factors.ts", [email], { dataDir, url: scratch?.url });
}

async function withDatabase<T>(work: () => Promise<T>): Promise<T> {
  const database = await openDatabase({ url: scratch?.url, dataDir });
  await database.migrate();
  setDatabase(database);
  // The site's own key (kept in the database), as the site and the command use it.
  await loadSigningSecret(undefined);
  try {
    return await work();
  } finally {
    setDatabase(undefined);
    await database.close();
  }
}

const email = "lost-phone@example.com";
const password = "a passphrase the owner still knows";

describe("npm run admin:remove-factors", { timeout: adminCliTestBudgetMs }, () => {
  it("removes every factor and recovery code, ends the sessions and logs it; the password alone then signs in", async () => {
    const session = await withDatabase(async () => {
      await createAdmin(email, password);
      const admin = (await findAdminByEmail(email))!;
      const id = await startTotpEnrolment(admin.id, "Lost phone");
      if (id === "full") throw new Error("full");
      const secret = (await totpEnrolment(admin.id, id, email))!.secret.replace(/ /g, "");
      expect(await confirmTotp(admin.id, id, totpCodeAt(secret, Date.now()))).toMatchObject({ ok: true });
      expect(await attemptLogin({ email, password, ip: "10.0.0.1" })).toMatchObject({ reason: "second-step" });
      return createSession(admin.id);
    });

    const run = cli(email);
    expect(run.stderr).toBe("");
    expect(run.stdout).toContain(`Removed 1 second factor and the recovery codes of ${email}; every session of that account has ended.`);
    expect(run.status).toBe(0);

    await withDatabase(async () => {
      const admin = (await findAdminByEmail(email))!;
      expect(await listFactors(admin.id)).toEqual([]);
      expect(await remainingRecoveryCodes(admin.id)).toBe(0);
      expect(await findSessionAdmin(session)).toBeUndefined();
      const { entries } = await auditPage({ kind: "factor-removed" });
      expect(entries[0]).toMatchObject({ adminEmail: maskEmail(email), ip: null, details: { factorsRemoved: 1, sessionsEnded: 1 } });
      expect(await attemptLogin({ email, password, ip: "10.0.0.1" })).toMatchObject({ ok: true });
    });
  });

  it("says so for an unknown account", () => {
    const unknown = cli("nobody@example.com");
    expect(unknown.status).toBe(3);
    expect(unknown.stderr).toContain("There is no admin nobody@example.com; nothing changed.");
  });

  it("refuses the embedded database while the site has it open", () => {
    if (scratch) return;
    fs.writeFileSync(path.join(dataDir, "pglite", "postmaster.pid"), "1\n");
    try {
      const busy = cli(email);
      expect(busy.status).toBe(3);
      expect(busy.stderr).toContain("is in use");
    } finally {
      fs.rmSync(path.join(dataDir, "pglite", "postmaster.pid"));
    }
  });
});

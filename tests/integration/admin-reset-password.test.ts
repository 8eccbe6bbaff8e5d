import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { maskEmail } from "~/email/mask";
import { createAdmin, findAdminByEmail } from "~/admin/accounts/accounts.server";
import { auditPage } from "~/admin/audit/audit.server";
import { verifyPassword } from "~/admin/accounts/password.server";
import { createSession, findSessionAdmin } from "~/admin/sign-in/sessions.server";
import { openDatabase } from "~/db/client.server";
import { setDatabase } from "~/db/database.server";
import { adminCliTestBudgetMs, runAdminCli } from "./admin-cli";
import { createScratchDatabase } from "./test-database";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pw-reset-"));
const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
afterAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  await scratch?.drop();
});

function cli(script: string, email: string, password: string) {
  return runAdminCli(
    script,
    [email],
    { dataDir, url: scratch?.url },
    {
      input: `${password}
`,
    },
  );
}

/** Opens (and first creates) the site's database in this process, between two runs of the script. */
async function withDatabase<T>(work: () => Promise<T>): Promise<T> {
  const database = await openDatabase({ url: scratch?.url, dataDir });
  await database.migrate();
  setDatabase(database);
  try {
    return await work();
  } finally {
    setDatabase(undefined);
    await database.close();
  }
}

const email = "reset@example.com";
const oldPassword = "first passphrase for the reset test";
const newPassword = "second passphrase, chosen after a loss";

describe("npm run admin:reset-password", { timeout: adminCliTestBudgetMs }, () => {
  it("sets the new password, ends every session of the account and logs the reset", async () => {
    const sessions = await withDatabase(async () => {
      await createAdmin(email, oldPassword);
      const admin = (await findAdminByEmail(email))!;
      return [await createSession(admin.id), await createSession(admin.id)];
    });

    const reset = cli("scripts/admin-reset-password.ts", email, newPassword);
    expect(reset.stderr).toBe("");
    expect(reset.stdout).toContain(`The password of ${email} has been reset; every session of that account has ended.`);
    expect(reset.status).toBe(0);

    await withDatabase(async () => {
      const admin = (await findAdminByEmail(email))!;
      expect(await verifyPassword(newPassword, admin.passwordHash)).toBe(true);
      expect(await verifyPassword(oldPassword, admin.passwordHash)).toBe(false);
      for (const token of sessions) expect(await findSessionAdmin(token)).toBeUndefined();
      const { entries } = await auditPage({ kind: "password-reset" });
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        adminId: admin.id,
        adminEmail: maskEmail(email),
        summary: "Password reset from the command line; 2 sessions ended",
        ip: null,
      });
    });
  });

  it("refuses a weak password with the reason, and an unknown account, changing nothing", async () => {
    const weak = cli("scripts/admin-reset-password.ts", email, "password1234");
    expect(weak.status).toBe(2);
    expect(weak.stderr).toContain("This password is too easy to guess: it is built from common passwords.");
    const unknown = cli("scripts/admin-reset-password.ts", "nobody@example.com", newPassword);
    expect(unknown.status).toBe(3);
    expect(unknown.stderr).toContain("There is no admin nobody@example.com; nothing changed.");
    await withDatabase(async () => {
      expect(await verifyPassword(newPassword, (await findAdminByEmail(email))!.passwordHash)).toBe(true);
    });
  });

  it("refuses the embedded database while the site has it open", () => {
    if (scratch) return;
    fs.writeFileSync(path.join(dataDir, "pglite", "postmaster.pid"), "1\n");
    try {
      const busy = cli("scripts/admin-reset-password.ts", email, newPassword);
      expect(busy.status).toBe(3);
      expect(busy.stderr).toContain("is in use");
    } finally {
      fs.rmSync(path.join(dataDir, "pglite", "postmaster.pid"));
    }
  });
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findAdminByEmail } from "~/admin/accounts/accounts.server";
import { productionCost, verifyPassword } from "~/admin/accounts/password.server";
import { openDatabase } from "~/db/client.server";
import { setDatabase } from "~/db/database.server";
import { adminCliTestBudgetMs, runAdminCli } from "./admin-cli";
import { createScratchDatabase } from "./test-database";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pw-cli-"));
const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
afterAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  await scratch?.drop();
});

/** At the production scrypt cost: this test checks the hash the owner's command really writes. */
function createAdminCli(email: string, password: string) {
  return runAdminCli(
    "scripts/admin-create.ts",
    [email],
    { dataDir, url: scratch?.url },
    {
      input: `${password}
`,
      fullHashCost: true,
    },
  );
}

describe("npm run admin:create", { timeout: adminCliTestBudgetMs }, () => {
  it("creates an admin who can log in, and never overwrites one", async () => {
    const first = createAdminCli("cli@example.com", "cli-password-12345");
    expect(first.stdout).toContain("Admin cli@example.com created.");
    expect(first.status).toBe(0);
    const again = createAdminCli("cli@example.com", "other-password-12345");
    expect(again.stdout).toContain("already exists; nothing changed");

    const database = await openDatabase({ url: scratch?.url, dataDir });
    setDatabase(database);
    try {
      const admin = await findAdminByEmail("cli@example.com");
      expect(await verifyPassword("cli-password-12345", admin!.passwordHash)).toBe(true);
      // The command's own hash, at the cost production uses, whatever the tests' cost.
      const { log2N, r, p } = productionCost;
      expect(admin!.passwordHash.startsWith(`scrypt$${log2N}$${r}$${p}$`)).toBe(true);
    } finally {
      setDatabase(undefined);
      await database.close();
    }
  });

  it("refuses a short password, a common one and a missing email", () => {
    const short = createAdminCli("short@example.com", "short");
    expect(short.status).toBe(2);
    expect(short.stderr).toContain("at least 12 characters");
    const common = createAdminCli("common@example.com", "1q2w3e4r5t6y");
    expect(common.status).toBe(2);
    expect(common.stderr).toContain("This password is on the list of the most common passwords.");
    expect(createAdminCli("", "whatever-long-password").status).toBe(2);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/integration/test-database";
import { createAdmin, findAdminByEmail } from "./accounts.server";
import { verifyPassword } from "./password.server";

let dispose: () => Promise<void>;
beforeAll(async () => ({ dispose } = await openTestDatabase()));
afterAll(() => dispose());

describe("admin accounts", () => {
  it("creates an admin once, with a hashed password and a normalised email", async () => {
    expect(await createAdmin("  First@Example.COM ", "first-password-123")).toBe("created");
    const admin = await findAdminByEmail("first@example.com");
    expect(admin?.email).toBe("first@example.com");
    expect(admin?.passwordHash).not.toContain("first-password-123");
    expect(await verifyPassword("first-password-123", admin!.passwordHash)).toBe(true);
  });

  it("never replaces an existing admin's password", async () => {
    expect(await createAdmin("first@example.com", "another-password-456")).toBe("exists");
    const admin = await findAdminByEmail("FIRST@example.com");
    expect(await verifyPassword("first-password-123", admin!.passwordHash)).toBe(true);
    expect(await verifyPassword("another-password-456", admin!.passwordHash)).toBe(false);
  });

  it("refuses a short password", async () => {
    await expect(createAdmin("short@example.com", "too-short")).rejects.toThrow(/at least 12/);
    expect(await findAdminByEmail("short@example.com")).toBeUndefined();
  });
});

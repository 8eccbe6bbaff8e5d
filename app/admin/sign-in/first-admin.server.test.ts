import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/integration/test-database";
import { createAdmin, findAdminByEmail } from "../accounts/accounts.server";
import { removeAdmin } from "../accounts/invitations.server";
import { createFirstAdminFromEnvironment } from "./first-admin.server";

let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ dispose } = await openTestDatabase());
});
afterAll(() => dispose());

const strong = "lantern orbit cactus velvet";

describe("the first admin from ADMIN_EMAIL and ADMIN_PASSWORD", () => {
  it("refuses a password the strength check refuses, naming the reason, and creates nobody", async () => {
    await expect(createFirstAdminFromEnvironment("first@example.com", "password1234")).rejects.toThrow(
      /ADMIN_PASSWORD: This password (is on the list of the most common passwords|is too easy to guess)/,
    );
    await expect(createFirstAdminFromEnvironment("first@example.com", "qwertyuiopasdf")).rejects.toThrow(
      /ADMIN_PASSWORD: This password .* No admin account was created/,
    );
    expect(await findAdminByEmail("first@example.com")).toBeUndefined();
  });

  it("creates the first admin, and once any admin exists changes nothing: a removed one does not come back", async () => {
    expect(await createFirstAdminFromEnvironment("first@example.com", strong)).toBe("created");
    await createAdmin("second@example.com", "another long and unguessable phrase");
    // The second admin removes the one the environment made.
    expect(await removeAdmin((await findAdminByEmail("first@example.com"))!.id)).toMatchObject({ ok: true });
    // The next start, with the same environment.
    expect(await createFirstAdminFromEnvironment("first@example.com", strong)).toBe("an admin exists");
    expect(await findAdminByEmail("first@example.com")).toBeUndefined();
    // Nor is a weak password refused then: it is not used.
    expect(await createFirstAdminFromEnvironment("first@example.com", "password1234")).toBe("an admin exists");
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/integration/test-database";
import { createAdmin, findAdminByEmail } from "./accounts.server";
import { acceptInvitation, inviteAdmin, removeAdmin } from "./invitations.server";
import { createSession, findSessionAdmin } from "./sessions.server";

let dispose: () => Promise<void>;
beforeAll(async () => ({ dispose } = await openTestDatabase()));
afterAll(() => dispose());

const idOf = async (email: string) => (await findAdminByEmail(email))!.id;

describe("admins", () => {
  it("refuses to invite an address that has an account", async () => {
    await createAdmin("first@example.com", "first-password-123");
    const first = { id: await idOf("first@example.com"), email: "first@example.com" };
    expect(await inviteAdmin(" FIRST@example.com", first)).toBe("exists");
    expect(await inviteAdmin("second@example.com", first)).toBe("sent");
  });

  it("creates nothing from a link that is not an invitation", async () => {
    expect(await acceptInvitation("not-a-token", "maple harbor violin sketch", "127.0.0.1")).toEqual({ ok: false, reason: "expired" });
  });

  it("ends the removed admin's sessions, and never removes the last admin", async () => {
    await createAdmin("second@example.com", "second-password-123");
    const first = await idOf("first@example.com");
    const second = await idOf("second@example.com");
    const token = await createSession(second);
    expect(await removeAdmin(second)).toMatchObject({ ok: true, email: "second@example.com", sessionsEnded: 1 });
    expect(await findSessionAdmin(token)).toBeUndefined();
    expect(await removeAdmin(first)).toEqual({ ok: false, reason: "last" });
    expect(await findAdminByEmail("first@example.com")).toBeDefined();
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/integration/test-database";
import { createAdmin, findAdminByEmail } from "./accounts.server";
import { acceptInvitation, cancelInvitation, inviteAdmin, openInvitations, removeAdmin } from "./invitations.server";
import { createSession, findSessionAdmin } from "../sign-in/sessions.server";

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

  it("cancels an open invitation once, and ignores ids that are not open invitations", async () => {
    const first = { id: await idOf("first@example.com"), email: "first@example.com" };
    expect(await inviteAdmin("cancelled@example.com", first)).toBe("sent");
    const open = (await openInvitations()).find((invitation) => invitation.email === "cancelled@example.com")!;
    expect(await cancelInvitation(open.id)).toBe("cancelled@example.com");
    expect(await cancelInvitation(open.id)).toBeUndefined();
    expect((await openInvitations()).map((invitation) => invitation.email)).not.toContain("cancelled@example.com");
    for (const id of [Number.NaN, 0, -1, 2 ** 40]) expect(await cancelInvitation(id)).toBeUndefined();
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

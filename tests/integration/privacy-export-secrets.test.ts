import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "~/admin/accounts/accounts.server";
import { inviteAdmin, invitationEmailFor } from "~/admin/accounts/invitations.server";
import { requestPasswordReset, resetLinkAccount } from "~/admin/accounts/password-reset.server";
import { db } from "~/db/database.server";
import { outbox, strategyBookings, subscribers } from "~/db/schema";
import { findOutboxMessage } from "~/email/admin.server";
import { configureMail } from "~/email/config.server";
import { messageToSend } from "~/email/sealed-links.server";
import { addDays, businessDay } from "~/lib/calendar-day";
import { subscriberClaimFromPreferencesToken } from "~/newsletter/preferences-link.server";
import { subscriberForClaim } from "~/newsletter/subscribers.server";
import { joinList } from "~/newsletter/subscription.server";
import { subscriberClaimFromToken } from "~/newsletter/unsubscribe-link.server";
import { exportDocument, findPerson } from "~/privacy/personal-data.server";
import { openAccessLink, sendAccessLink } from "~/privacy/self-service.server";
import { bookingForClaim, createBooking } from "~/strategy-session/bookings.server";
import { bookingClaimFromManageToken } from "~/strategy-session/manage-link.server";
import { openTestDatabase } from "./test-database";

/*
 * Issue 29, item 2: admin A asks for a password reset for admin B (or invites someone), exports
 * B's data and looks for the live link. Every token-shaped string of the export, and of the
 * stored outbox rows, is tried against every kind of link the site emails.
 */
const adminA = "admin-a@example.com";
const adminB = "admin-b@example.com";
const invitee = "invitee@example.com";

let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ dispose } = await openTestDatabase());
  configureMail({ siteUrl: "https://pointwise.example", ownerEmailDefault: "owner@example.com" });
  await createAdmin(adminA, "a long passphrase for admin A");
  await createAdmin(adminB, "a long passphrase for admin B");
  // Everything B is emailed with a link: a reset, the self-service link, a booking, a subscription.
  expect(await requestPasswordReset(adminB, "198.51.100.7")).toEqual({ ok: true });
  expect(await sendAccessLink(adminB)).toBe(true);
  const slotDay = addDays(businessDay(), 10);
  await createBooking({ date: slotDay, time: "10:00 AM", firstName: "Bea", lastName: "B", email: adminB, phone: "555-0100" }, "later");
  await joinList({ email: adminB, source: "section", doubleOptIn: false });
  expect(await inviteAdmin(invitee, { id: 1, email: adminA })).toBe("sent");
  // Two password hashes and a deliberately slow reset answer: generous on a loaded machine.
}, 180_000);
afterAll(() => dispose());

/** Every string in `text` that could be a token, as it is and URL-decoded. */
function tokenShaped(text: string): string[] {
  const found = text.match(/[\w%-]{16,}(?:\.[\w%-]*){0,2}/g) ?? [];
  return [...new Set(found.flatMap((value) => [value, decodeURIComponent(value)]))];
}

/** What each candidate opens: the kinds of link it worked as. */
async function opened(candidates: string[]): Promise<string[]> {
  const opens: string[] = [];
  for (const token of candidates) {
    if (await resetLinkAccount(token)) opens.push(`reset:${token}`);
    if (await invitationEmailFor(token)) opens.push(`invitation:${token}`);
    if (await bookingForClaim(bookingClaimFromManageToken(token))) opens.push(`manage:${token}`);
    if (await subscriberForClaim(subscriberClaimFromToken(token))) opens.push(`unsubscribe:${token}`);
    if (await subscriberForClaim(subscriberClaimFromPreferencesToken(token))) opens.push(`preferences:${token}`);
  }
  return opens;
}

describe("an export never holds a live link", () => {
  it("B's export, made by admin A, opens nothing: not the reset, the booking, the subscription", async () => {
    const exported = JSON.stringify(exportDocument(await findPerson(adminB)));
    expect(exported).toContain("Reset your Pointwise admin password");
    expect(await opened(tokenShaped(exported))).toEqual([]);
    // Nor the random keys its links are bound to.
    const keys = [...(await db().select().from(subscribers)), ...(await db().select().from(strategyBookings))].map((row) => row.linkKey);
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(exported).not.toContain(key);
    // The self-service link is tried last: using it up is the attack succeeding.
    for (const token of tokenShaped(exported)) expect(await openAccessLink(token), token).toBeUndefined();
  });

  it("an invitee's export opens nothing either", async () => {
    const exported = JSON.stringify(exportDocument(await findPerson(invitee)));
    expect(exported).toContain("You are invited to be a Pointwise admin");
    expect(await opened(tokenShaped(exported))).toEqual([]);
  });

  it("the stored outbox rows hold no usable token; the message handed to the mail server does", async () => {
    const rows = await db().select().from(outbox);
    expect(await opened(tokenShaped(JSON.stringify(rows.map(({ sealedSecrets: _sealed, ...row }) => row))))).toEqual([]);
    const [reset] = await db().select().from(outbox).where(eq(outbox.kind, "admin-password-reset"));
    const sent = messageToSend(reset!);
    expect(sent?.textBody).toMatch(/\/admin\/login\/reset\?token=[\w.%-]+/);
    const works = await opened(tokenShaped(JSON.stringify(sent)));
    expect(works.filter((kind) => kind.startsWith("reset:")).length).toBeGreaterThan(0);
  });

  it("the admin's outbox page gets the message without its sealed values", async () => {
    const [row] = await db().select({ id: outbox.id }).from(outbox).where(eq(outbox.toAddress, invitee));
    expect(await findOutboxMessage(row!.id)).not.toHaveProperty("sealedSecrets");
  });
});

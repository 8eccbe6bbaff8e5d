import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/database.server";
import { strategyBookings } from "~/db/schema";
import { configureMail } from "~/email/config.server";
import { addDays, businessDay } from "~/lib/calendar-day";
import { signToken } from "~/security/signing.server";
import { createBooking } from "~/strategy-session/bookings.server";
import { managePath, receiptPath } from "~/strategy-session/manage-link.server";
import { managePage } from "~/strategy-session/manage.server";
import { readReceipt } from "~/strategy-session/receipt.server";
import { openTestDatabase } from "./test-database";

/*
 * Issue 29, item 13, for bookings: the cancel/reschedule link and the receipt link carry the
 * booking's random link key, so a booking id that a restore gave to another booking opens nothing.
 */
const site = "https://pointwise.example";
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ dispose } = await openTestDatabase());
  configureMail({ siteUrl: site, ownerEmailDefault: "owner@example.com" });
});
afterAll(() => dispose());

const slotDay = addDays(businessDay(), 10);
const details = (email: string) => ({
  date: slotDay,
  time: "10:00 AM" as const,
  firstName: "Ida",
  lastName: "Id",
  email,
  phone: "555-0100",
});

describe("booking links bound to the booking's random key", () => {
  it("open the booking they were made for, and nothing once its id belongs to another booking", async () => {
    const first = await createBooking(details("first@example.com"), "later");
    const manage = new URL(managePath(first), site);
    const receipt = new URL(receiptPath("/concierge/book/confirmed", first), site);
    expect(await managePage(manage)).toMatchObject({ kind: "booking", email: "f•••@example.com" });
    expect(await readReceipt(receipt)).toMatchObject({ email: "f•••@example.com" });

    // The id comes back for someone else (a restore of an older backup), with a new random key.
    await db().delete(strategyBookings).where(eq(strategyBookings.id, first.id));
    const [second] = await db()
      .insert(strategyBookings)
      .values({ ...details("second@example.com"), id: first.id, slotStart: first.slotStart, status: "awaiting_payment" })
      .returning();
    expect(second!.linkKey).not.toBe(first.linkKey);
    expect(await managePage(manage)).toEqual({ kind: "invalid" });
    expect(await readReceipt(receipt)).toBeUndefined();
    expect(await managePage(new URL(managePath(second!), site))).toMatchObject({ kind: "booking", email: "s•••@example.com" });
  });

  it("a token signed for the id alone (a guessed id, or a key read from a backup) opens nothing", async () => {
    const booking = await createBooking({ ...details("third@example.com"), time: "11:00 AM" }, "later");
    expect(booking.legacyLinks).toBe(false);
    const forged = signToken("strategy-booking-manage", String(booking.id), new Date(Date.now() + 60_000));
    expect(await managePage(new URL(`/concierge/book/manage?token=${encodeURIComponent(forged)}`, site))).toEqual({ kind: "invalid" });
  });
});

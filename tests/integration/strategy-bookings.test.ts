import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/database.server";
import { outbox, strategyBlocks, strategyBookings } from "~/db/schema";
import { configureMail } from "~/email/config.server";
import { addBlock, availableSlots, loadAvailability } from "~/strategy-session/availability.server";
import type { BookingDetails } from "~/strategy-session/booking-form";
import { saveBookingSettings } from "~/strategy-session/booking-settings.server";
import {
  cancelBooking,
  confirmCheckoutPayment,
  createBooking,
  markPaid,
  releaseExpiredHolds,
  rescheduleBooking,
  sendDueReminders,
  SlotTakenError,
} from "~/strategy-session/bookings.server";
import { slotStart } from "~/strategy-session/slots";
import { openTestDatabase } from "./test-database";

/** Monday 2026-12-07, 9:00 AM in New York. */
const now = new Date("2026-12-07T14:00:00Z");
const details: BookingDetails = {
  date: "2026-12-08",
  time: "10:00 AM",
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "555-123-4567",
};

let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ dispose } = await openTestDatabase());
  configureMail({ ownerEmailDefault: "owner@example.com", siteUrl: "https://pointwise.example" });
});
afterAll(() => dispose());
beforeEach(async () => {
  await db().delete(strategyBookings);
  await db().delete(strategyBlocks);
  await db().delete(outbox);
});

const messages = () => db().select().from(outbox).orderBy(outbox.id);

describe("booking without online payment", () => {
  it("saves the booking as awaiting payment with the visitor's and the owner's emails", async () => {
    const booking = await createBooking(details, "later", now);
    expect(booking).toMatchObject({ status: "awaiting_payment", paymentStatus: "unpaid", holdExpiresAt: null });
    expect(booking.slotStart.toISOString()).toBe("2026-12-08T15:00:00.000Z");

    const [visitor, owner] = await messages();
    expect(visitor).toMatchObject({ kind: "strategy-confirmation", toAddress: "ada@example.com" });
    expect(visitor!.subject).toBe("Booking Confirmed: Points Strategy Session on Tuesday, December 8, 2026 at 10:00 AM EST");
    expect(visitor!.textBody).toContain("payment link");
    expect(visitor!.textBody).toMatch(/Cancel or reschedule: https:\/\/pointwise\.example\/concierge\/book\/manage\?token=/);
    expect(visitor!.attachments).toHaveLength(1);
    expect(visitor!.attachments[0]).toMatchObject({ filename: "strategy-session.ics", contentType: "text/calendar" });
    expect(visitor!.attachments[0]!.content).toContain("DTSTART:20261208T150000Z");
    expect(owner).toMatchObject({ kind: "strategy-owner-notification", toAddress: "owner@example.com" });
    expect(owner!.textBody).toContain("555-123-4567");
  });

  it("takes the slot out of everyone's availability", async () => {
    await createBooking(details, "later", now);
    const times = (await availableSlots("2026-12-08", now)).map((slot) => slot.time);
    expect(times).not.toContain("10:00 AM");
    expect(times).toHaveLength(9);
  });

  it("refuses a second booking of the same slot through the unique index", async () => {
    await createBooking(details, "later", now);
    await expect(createBooking({ ...details, email: "grace@example.com" }, "later", now)).rejects.toBeInstanceOf(SlotTakenError);
    expect(await db().select().from(strategyBookings)).toHaveLength(1);
    // Nothing of the refused booking reached the outbox: it rolled back with the row.
    expect(await messages()).toHaveLength(2);
  });

  it("gives a slot to exactly one of 50 simultaneous attempts", async () => {
    const attempts = Array.from({ length: 50 }, (_, index) =>
      createBooking({ ...details, email: `visitor${index}@example.com` }, "later", now),
    );
    const results = await Promise.allSettled(attempts);
    const booked = results.filter((result) => result.status === "fulfilled");
    const refused = results.filter((result) => result.status === "rejected" && result.reason instanceof SlotTakenError);
    expect(booked).toHaveLength(1);
    expect(refused).toHaveLength(49);
    expect(await db().select().from(strategyBookings)).toHaveLength(1);
  });

  it("frees the slot when cancelled, and the slot can be booked again", async () => {
    const booking = await createBooking(details, "later", now);
    await db().delete(outbox);
    const cancelled = await cancelBooking(booking.id, true, now);
    expect(cancelled?.status).toBe("cancelled");
    const [email] = await messages();
    expect(email).toMatchObject({ kind: "strategy-cancellation", toAddress: "ada@example.com" });
    expect(email!.attachments[0]!.content).toContain("STATUS:CANCELLED");
    expect((await availableSlots("2026-12-08", now)).map((slot) => slot.time)).toContain("10:00 AM");
    await expect(createBooking(details, "later", now)).resolves.toMatchObject({ status: "awaiting_payment" });
  });

  it("moves a booking to a free slot and refuses a taken one", async () => {
    const first = await createBooking(details, "later", now);
    await createBooking({ ...details, time: "2:00 PM", email: "grace@example.com" }, "later", now);
    await expect(rescheduleBooking(first.id, { date: "2026-12-08", time: "2:00 PM" }, now)).rejects.toBeInstanceOf(SlotTakenError);
    const moved = await rescheduleBooking(first.id, { date: "2026-12-09", time: "8:00 AM" }, now);
    expect(moved?.slotStart.toISOString()).toBe("2026-12-09T13:00:00.000Z");
  });

  it("is marked paid by the owner", async () => {
    const booking = await createBooking(details, "later", now);
    expect(await markPaid(booking.id, now)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
  });
});

describe("checkout holds", () => {
  it("holds the slot for 30 minutes and sends nothing until paid", async () => {
    const booking = await createBooking(details, "checkout", now);
    expect(booking.status).toBe("held");
    expect(booking.holdExpiresAt?.toISOString()).toBe("2026-12-07T14:30:00.000Z");
    expect(await messages()).toEqual([]);
    expect((await availableSlots("2026-12-08", now)).map((slot) => slot.time)).not.toContain("10:00 AM");

    const confirmed = await confirmCheckoutPayment(booking.id, now);
    expect(confirmed).toBe("confirmed");
    const [stored] = await db().select().from(strategyBookings).where(eq(strategyBookings.id, booking.id));
    expect(stored).toMatchObject({ status: "confirmed", paymentStatus: "paid", holdExpiresAt: null });
    expect((await messages()).map((message) => message.kind)).toEqual(["strategy-confirmation", "strategy-owner-notification"]);
    // A second report of the same payment changes nothing and sends nothing.
    expect(await confirmCheckoutPayment(booking.id, now)).toBe("already-handled");
    expect(await messages()).toHaveLength(2);
  });

  it("releases the slot once the hold expires, for availability, the sweep and a new booking", async () => {
    const held = await createBooking(details, "checkout", now);
    const later = new Date(now.getTime() + 31 * 60_000);
    expect((await availableSlots("2026-12-08", later)).map((slot) => slot.time)).toContain("10:00 AM");
    // Before any sweep ran, a new visitor still gets the slot.
    const next = await createBooking({ ...details, email: "grace@example.com" }, "later", later);
    expect(next.status).toBe("awaiting_payment");
    const [old] = await db().select().from(strategyBookings).where(eq(strategyBookings.id, held.id));
    expect(old!.status).toBe("expired");
    // A payment arriving after the hold was released does not double-book: the owner is told to refund.
    await db().delete(outbox);
    expect(await confirmCheckoutPayment(held.id, later)).toBe("slot-lost");
    const [notice] = await messages();
    expect(notice!.subject).toMatch(/^Refund needed: Ada Lovelace/);
    expect(await db().select().from(strategyBookings).where(eq(strategyBookings.status, "confirmed"))).toHaveLength(0);
  });

  it("takes a released slot back when the late payment finds it still free", async () => {
    const held = await createBooking(details, "checkout", now);
    const later = new Date(now.getTime() + 31 * 60_000);
    expect(await releaseExpiredHolds(later)).toBe(1);
    expect(await confirmCheckoutPayment(held.id, later)).toBe("confirmed");
  });

  it("expires stale holds in the sweep", async () => {
    await createBooking(details, "checkout", now);
    expect(await releaseExpiredHolds(new Date(now.getTime() + 10 * 60_000))).toBe(0);
    expect(await releaseExpiredHolds(new Date(now.getTime() + 30 * 60_000))).toBe(1);
  });
});

describe("reminders", () => {
  it("reminds once, within 24 hours of the session", async () => {
    await createBooking(details, "later", now);
    await db().delete(outbox);
    expect(await sendDueReminders(now)).toBe(0);
    const dayBefore = new Date("2026-12-07T15:30:00Z");
    expect(await sendDueReminders(dayBefore)).toBe(1);
    expect(await sendDueReminders(dayBefore)).toBe(0);
    const [reminder] = await messages();
    expect(reminder).toMatchObject({ kind: "strategy-reminder", toAddress: "ada@example.com" });
  });
});

describe("owner's rules", () => {
  it("applies blocked days, blocked slots and the saved horizon and notice", async () => {
    await addBlock("2026-12-09");
    await addBlock("2026-12-08", slotStart("2026-12-08", "4:00 PM"));
    await saveBookingSettings({ horizonDays: 5, minimumNoticeMinutes: 60 * 24 });
    const input = await loadAvailability(now);
    expect(input).toMatchObject({ horizonDays: 5, minimumNoticeMinutes: 1440, blockedDates: ["2026-12-09"] });
    expect(await availableSlots("2026-12-09", now)).toEqual([]);
    const tuesday = (await availableSlots("2026-12-08", now)).map((slot) => slot.time);
    expect(tuesday).not.toContain("4:00 PM");
    // 24 hours' notice from 9:00 AM Monday: Tuesday's 8:00 AM is too soon.
    expect(tuesday[0]).toBe("9:00 AM");
    expect(await availableSlots("2026-12-14", now)).toEqual([]);
    await saveBookingSettings({ horizonDays: 60, minimumNoticeMinutes: 120 });
  });
});

import { and, asc, desc, eq, gte, inArray, isNull, lt, lte } from "drizzle-orm";
import { db, type Transaction } from "~/db/database.server";
import { strategyBookings, type BookingStatus } from "~/db/schema";
import { emailSite } from "~/email/config.server";
import { claimFits, type RowClaim } from "~/security/row-links.server";
import { transactionWithEmail, type OutboxWriter } from "~/email/outbox.server";
import type { BookingDetails } from "./booking-form";
import { activeStatuses } from "./booking-status";
import { cancellationEmail, confirmationEmail, ownerNotification, reminderEmail, type BookingForEmail } from "./emails";
import { changeCutoffMs, managePath } from "./manage-link.server";
import { slotStart } from "./slots";
import type { WalletSnapshot } from "~/lib/wallet-snapshot";

export type Booking = typeof strategyBookings.$inferSelect;

/** Someone else holds the slot: the partial unique index refused the row. */
export class SlotTakenError extends Error {
  override name = "SlotTakenError";
  constructor() {
    super("slot already booked");
  }
}

const uniqueViolation = "23505";

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause ?? error;
  return (cause as { code?: string }).code === uniqueViolation;
}

/** How long a slot is held while the visitor pays on Stripe Checkout (Checkout's own minimum). */
export const checkoutHoldMs = 30 * 60 * 1000;

export type PaymentRoute = "later" | "checkout";

function forEmail(booking: Booking): BookingForEmail {
  return { ...booking, paid: booking.paymentStatus === "paid" };
}

function siteHost(): string {
  return new URL(emailSite().url).host;
}

/** The cancel/reschedule link, while it can still be used. */
function linksFor(booking: Booking, now: Date) {
  const open = booking.slotStart.getTime() - changeCutoffMs > now.getTime();
  return { siteHost: siteHost(), managePath: open ? managePath(booking) : undefined };
}

async function sendConfirmation(outbox: OutboxWriter, booking: Booking, now: Date, what: "booked" | "paid") {
  await outbox.queue(confirmationEmail(forEmail(booking), linksFor(booking, now)));
  await outbox.notifyOwner(ownerNotification(forEmail(booking), what));
}

/** A checkout hold whose time ran out stops blocking its slot the moment someone else wants it. */
async function expireStaleHold(tx: Transaction, start: Date, now: Date) {
  await tx
    .update(strategyBookings)
    .set({ status: "expired", updatedAt: now })
    .where(and(eq(strategyBookings.slotStart, start), eq(strategyBookings.status, "held"), lte(strategyBookings.holdExpiresAt, now)));
}

/**
 * Stores a booking. Without online payment it is 'awaiting payment' and the visitor and owner
 * are emailed in the same transaction; for Checkout the slot is held for 30 minutes and the
 * emails wait for the payment. Throws SlotTakenError when the slot is already active.
 */
export async function createBooking(
  details: BookingDetails,
  payment: PaymentRoute,
  now = new Date(),
  walletSnapshot: WalletSnapshot | null = null,
): Promise<Booking> {
  const start = slotStart(details.date, details.time);
  try {
    return await transactionWithEmail(async (tx, outbox) => {
      await expireStaleHold(tx, start, now);
      const [booking] = await tx
        .insert(strategyBookings)
        .values({
          slotStart: start,
          firstName: details.firstName,
          lastName: details.lastName,
          email: details.email,
          phone: details.phone,
          walletSnapshot,
          status: payment === "later" ? "awaiting_payment" : "held",
          holdExpiresAt: payment === "checkout" ? new Date(now.getTime() + checkoutHoldMs) : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!booking) throw new Error("booking insert returned nothing");
      if (payment === "later") await sendConfirmation(outbox, booking, now, "booked");
      return booking;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new SlotTakenError();
    throw error;
  }
}

export async function findBooking(id: number): Promise<Booking | undefined> {
  const [booking] = await db().select().from(strategyBookings).where(eq(strategyBookings.id, id));
  return booking;
}

/** The booking a signed link was made for; undefined when its id now belongs to another row. */
export async function bookingForClaim(claim: RowClaim | undefined): Promise<Booking | undefined> {
  const booking = claim ? await findBooking(claim.id) : undefined;
  return booking && claimFits(claim!, booking) ? booking : undefined;
}

export async function attachCheckoutSession(id: number, sessionId: string): Promise<void> {
  await db().update(strategyBookings).set({ stripeSessionId: sessionId, updatedAt: new Date() }).where(eq(strategyBookings.id, id));
}

export type PaymentOutcome = "confirmed" | "already-handled" | "slot-lost";

/**
 * Stripe reported the payment: the booking is confirmed and paid, and the emails go out. A
 * payment for a hold that had already been released takes the slot back if it is still free;
 * if someone else has it now, the owner is told to refund.
 */
export async function confirmCheckoutPayment(id: number, now = new Date()): Promise<PaymentOutcome> {
  try {
    return await transactionWithEmail(async (tx, outbox) => {
      const [booking] = await tx
        .update(strategyBookings)
        .set({ status: "confirmed", paymentStatus: "paid", holdExpiresAt: null, updatedAt: now })
        .where(and(eq(strategyBookings.id, id), inArray(strategyBookings.status, ["held", "expired"])))
        .returning();
      if (!booking) return "already-handled";
      await sendConfirmation(outbox, booking, now, "paid");
      return "confirmed";
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await transactionWithEmail(async (tx, outbox) => {
      const [booking] = await tx
        .update(strategyBookings)
        .set({ paymentStatus: "paid", updatedAt: now })
        .where(eq(strategyBookings.id, id))
        .returning();
      if (booking) await outbox.notifyOwner(ownerNotification(forEmail(booking), "paid-slot-lost"));
    });
    return "slot-lost";
  }
}

/** Frees a slot whose checkout ended without payment; a booking already paid is left alone. */
export async function releaseHold(id: number, now = new Date()): Promise<boolean> {
  const released = await db()
    .update(strategyBookings)
    .set({ status: "expired", updatedAt: now })
    .where(and(eq(strategyBookings.id, id), eq(strategyBookings.status, "held")))
    .returning({ id: strategyBookings.id });
  return released.length > 0;
}

/** Releases every hold whose 30 minutes have passed; returns how many. */
export async function releaseExpiredHolds(now = new Date()): Promise<number> {
  const released = await db()
    .update(strategyBookings)
    .set({ status: "expired", updatedAt: now })
    .where(and(eq(strategyBookings.status, "held"), lte(strategyBookings.holdExpiresAt, now)))
    .returning({ id: strategyBookings.id });
  return released.length;
}

/** Cancels an active booking, frees its slot and tells the visitor (and the owner, when the visitor cancels). */
export async function cancelBooking(id: number, byOwner: boolean, now = new Date()): Promise<Booking | undefined> {
  return transactionWithEmail(async (tx, outbox) => {
    const [booking] = await tx
      .update(strategyBookings)
      .set({ status: "cancelled", holdExpiresAt: null, updatedAt: now })
      .where(and(eq(strategyBookings.id, id), inArray(strategyBookings.status, [...activeStatuses])))
      .returning();
    if (!booking) return undefined;
    await outbox.queue(cancellationEmail(forEmail(booking), linksFor(booking, now), byOwner));
    if (!byOwner) await outbox.notifyOwner(ownerNotification(forEmail(booking), "cancelled"));
    return booking;
  });
}

/** Moves an active booking to another slot; the unique index refuses a slot someone else holds. */
export async function rescheduleBooking(
  id: number,
  details: Pick<BookingDetails, "date" | "time">,
  now = new Date(),
): Promise<Booking | undefined> {
  const start = slotStart(details.date, details.time);
  try {
    return await transactionWithEmail(async (tx, outbox) => {
      await expireStaleHold(tx, start, now);
      const [booking] = await tx
        .update(strategyBookings)
        .set({ slotStart: start, reminderSentAt: null, updatedAt: now })
        .where(and(eq(strategyBookings.id, id), inArray(strategyBookings.status, ["awaiting_payment", "confirmed"])))
        .returning();
      if (!booking) return undefined;
      await outbox.queue(confirmationEmail(forEmail(booking), linksFor(booking, now)));
      await outbox.notifyOwner(ownerNotification(forEmail(booking), "rescheduled"));
      return booking;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new SlotTakenError();
    throw error;
  }
}

/** The owner received the money outside Stripe (the payment link). */
export async function markPaid(id: number, now = new Date()): Promise<Booking | undefined> {
  const [booking] = await db()
    .update(strategyBookings)
    .set({ status: "confirmed", paymentStatus: "paid", updatedAt: now })
    .where(and(eq(strategyBookings.id, id), inArray(strategyBookings.status, ["awaiting_payment", "confirmed"])))
    .returning();
  return booking;
}

/** Queues the reminder for every active session starting within the next 24 hours, once each. */
export async function sendDueReminders(now = new Date()): Promise<number> {
  const due = await db()
    .select()
    .from(strategyBookings)
    .where(
      and(
        inArray(strategyBookings.status, ["awaiting_payment", "confirmed"]),
        isNull(strategyBookings.reminderSentAt),
        gte(strategyBookings.slotStart, now),
        lte(strategyBookings.slotStart, new Date(now.getTime() + changeCutoffMs)),
      ),
    );
  let sent = 0;
  for (const booking of due) {
    await transactionWithEmail(async (tx, outbox) => {
      // Only the instance that marks the row sends it, so two instances never remind twice.
      const [claimed] = await tx
        .update(strategyBookings)
        .set({ reminderSentAt: now })
        .where(and(eq(strategyBookings.id, booking.id), isNull(strategyBookings.reminderSentAt)))
        .returning({ id: strategyBookings.id });
      if (!claimed) return;
      await outbox.queue(reminderEmail(forEmail(booking), { siteHost: siteHost() }));
      sent++;
    });
  }
  return sent;
}

export async function upcomingBookings(now = new Date(), limit = 200): Promise<Booking[]> {
  return db()
    .select()
    .from(strategyBookings)
    .where(and(gte(strategyBookings.slotStart, now), inArray(strategyBookings.status, [...activeStatuses])))
    .orderBy(asc(strategyBookings.slotStart))
    .limit(limit);
}

/** Past sessions, and cancelled or expired ones of any date, newest first. */
export async function pastBookings(now = new Date(), limit = 100): Promise<Booking[]> {
  const inactive: BookingStatus[] = ["cancelled", "expired"];
  const past = await db()
    .select()
    .from(strategyBookings)
    .where(lt(strategyBookings.slotStart, now))
    .orderBy(desc(strategyBookings.slotStart))
    .limit(limit);
  const inactiveFuture = await db()
    .select()
    .from(strategyBookings)
    .where(and(gte(strategyBookings.slotStart, now), inArray(strategyBookings.status, inactive)))
    .orderBy(desc(strategyBookings.slotStart))
    .limit(limit);
  return [...inactiveFuture, ...past];
}

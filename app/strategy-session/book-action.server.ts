import { data, redirect, type RouterContextProvider } from "react-router";
import { redirectWithNotice } from "~/notices/flash.server";
import { successNotice } from "~/notices/notice";
import { requestInfoContext } from "~/request-context";
import { checkFormGuard } from "~/security/form-guard.server";
import { availableSlots, slotIsOpen } from "./availability.server";
import type { OpenSlot } from "./availability";
import { keepableValues, parseBooking } from "./booking-form";
import { slotTakenMessage, type BookingErrors, type BookingValues } from "./booking-messages";
import { attachCheckoutSession, createBooking, releaseHold, SlotTakenError, type Booking } from "./bookings.server";
import { bookingConfirmedNotice, sessionDateLabel, sessionTimeLabel } from "./format";
import { receiptPath } from "./manage-link.server";
import { businessDay } from "~/lib/calendar-day";
import { serviceName, slotOf } from "./slots";
import { createCheckoutSession, stripeConfig, StripeError, type StripeConfig } from "./stripe.server";
import { type WalletSnapshot } from "~/lib/wallet-snapshot";
import { attachWalletTicked } from "~/lib/wallet-offer";

/** What a refused booking post answers: every typed value except the card's, and why. */
export interface BookingActionData {
  values: BookingValues;
  errors: BookingErrors;
  /** A message about the whole form (spam guard, payment provider down). */
  formError?: string;
  /** The slot went to someone else: these are the day's slots still open. */
  freshSlots?: OpenSlot[];
  /** The wallet box as posted, so a refused form comes back as the visitor left it. */
  attachWallet?: boolean;
}

/**
 * The signed-in visitor's wallet, read by the route from the database (decision 074); called only
 * when the box is ticked and the booking is made. Undefined for an anonymous visitor.
 */
export type LeadWallet = () => Promise<WalletSnapshot | undefined>;

export const paymentUnavailableMessage =
  "We could not start the payment just now, so nothing was booked. Please try again in a few minutes.";

/** Posts per address in 15 minutes; a person books once or twice. */
const postsPerWindow = 10;
const windowMs = 15 * 60 * 1000;

function refuseWith(values: BookingValues, status: number, extra: Partial<BookingActionData>) {
  return data<BookingActionData>({ values: keepableValues(values), errors: {}, ...extra }, { status });
}

/**
 * The one booking action, used by the no-JavaScript page and the dialog alike: guard, validate,
 * let the database's unique index decide the slot, then confirm (no online payment) or hand
 * over to Stripe Checkout with the slot held.
 */
export async function bookingAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  leadWallet: LeadWallet = async () => undefined,
) {
  const form = await request.formData();
  const attachWallet = attachWalletTicked(form);
  const now = new Date();
  const info = context.get(requestInfoContext);
  const stripe = stripeConfig();
  const parsed = parseBooking(form, { withCard: !stripe, today: businessDay(now) });
  const { values } = parsed;
  const refuse = (status: number, extra: Partial<BookingActionData>) => refuseWith(values, status, { attachWallet, ...extra });

  const guard = await checkFormGuard(form, {
    form: "strategy-session",
    client: info.ip,
    rateKeys: [info.ip],
    limit: postsPerWindow,
    windowMs,
    now,
  });
  if (!guard.ok) return refuse(guard.reason === "rateLimited" ? 429 : 400, { formError: guard.message });

  if (!parsed.ok) return refuse(400, { errors: parsed.errors });
  const { details } = parsed;

  const slotTaken = async () => refuse(409, { errors: { time: slotTakenMessage }, freshSlots: await availableSlots(details.date, now) });
  if (!(await slotIsOpen(details.date, details.time, now))) return slotTaken();

  let booking: Booking;
  try {
    // Consent is the box ticked on this post; the wallet itself never comes from the post.
    const wallet = attachWallet ? ((await leadWallet()) ?? null) : null;
    booking = await createBooking(details, stripe ? "checkout" : "later", now, wallet);
  } catch (error) {
    if (error instanceof SlotTakenError) return slotTaken();
    throw error;
  }

  if (!stripe) {
    const notice = bookingConfirmedNotice(details.date, details.time, details.email);
    return redirectWithNotice(
      context,
      receiptPath("/concierge/book/confirmed", booking, now),
      successNotice(notice.title, notice.description),
    );
  }
  try {
    return redirect(await startCheckout(stripe, booking, info.siteUrl, now), 303);
  } catch (error) {
    if (!(error instanceof StripeError)) throw error;
    info.log.error({ bookingId: booking.id, reason: error.message }, "checkout session failed");
    await releaseHold(booking.id, now);
    return refuse(502, { formError: paymentUnavailableMessage });
  }
}

async function startCheckout(stripe: StripeConfig, booking: Booking, siteUrl: string, now: Date): Promise<string> {
  const session = await createCheckoutSession(stripe, {
    bookingId: booking.id,
    email: booking.email,
    expiresAt: booking.holdExpiresAt ?? now,
    successUrl: `${siteUrl}${receiptPath("/concierge/book/confirmed", booking, now)}`,
    cancelUrl: `${siteUrl}${receiptPath("/concierge/book/checkout-cancelled", booking, now)}`,
    description: describeSlot(booking),
  });
  await attachCheckoutSession(booking.id, session.id);
  return session.url;
}

function describeSlot(booking: Booking): string {
  const slot = slotOf(booking.slotStart);
  return slot ? `${sessionDateLabel(slot.date)} at ${sessionTimeLabel(slot.time)}` : serviceName;
}

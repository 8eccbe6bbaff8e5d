import { formStamp } from "~/security/form-guard.server";
import type { OpenDay, OpenSlot } from "./availability";
import { availableDays, availableSlots } from "./availability.server";
import { businessDay } from "~/lib/calendar-day";
import { isIsoDate, isSlotLabel, type SlotLabel } from "./slots";
import { stripeConfig } from "./stripe.server";
import type { WalletOffer } from "~/lib/wallet-offer";

/** The three no-JavaScript steps of /concierge/book, chosen by the query string. */
export type BookPageState =
  | { step: "month"; month: string; days: OpenDay[] }
  | { step: "day"; date: string; slots: OpenSlot[]; unavailable?: boolean }
  | { step: "details"; date: string; time: SlotLabel };

/** A month as yyyy-MM, or undefined. */
function monthParam(value: string | null): string | undefined {
  return value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : undefined;
}

/**
 * The page's step, plus what the details form needs whichever step a refused post returns to;
 * `walletOffer` is a signed-in visitor's wallet counts, which the route reads (decision 074).
 */
export async function bookPageData(url: URL, now = new Date(), walletOffer: WalletOffer | null = null) {
  return { state: await bookPageState(url, now), withCard: !stripeConfig(), formStamp: formStamp(now), walletOffer };
}

async function bookPageState(url: URL, now = new Date()): Promise<BookPageState> {
  const date = url.searchParams.get("date") ?? "";
  const time = url.searchParams.get("time") ?? "";
  if (isIsoDate(date)) {
    const slots = await availableSlots(date, now);
    if (isSlotLabel(time) && slots.some((slot) => slot.time === time)) {
      return { step: "details", date, time };
    }
    return { step: "day", date, slots, unavailable: time !== "" };
  }
  const days = await availableDays(now);
  const month = monthParam(url.searchParams.get("month")) ?? days[0]?.date.slice(0, 7) ?? businessDay(now).slice(0, 7);
  return { step: "month", month, days };
}

/** What the dialog needs: every open day with its slots, the payment mode, a form stamp and the wallet offer. */
export async function dialogAvailability(now = new Date(), walletOffer: WalletOffer | null = null) {
  return { days: await availableDays(now), withCard: !stripeConfig(), formStamp: formStamp(now), walletOffer };
}

export type DialogAvailability = Awaited<ReturnType<typeof dialogAvailability>>;

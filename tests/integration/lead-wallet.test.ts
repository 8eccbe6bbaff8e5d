import { eq } from "drizzle-orm";
import pino from "pino";
import { RouterContextProvider, type UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { visitorSessionCookie } from "~/account/account.server";
import { createVisitorSession } from "~/account/sessions.server";
import type { RequestActionData } from "~/concierge/request-action.server";
import { validRequestFields } from "~/concierge/test-fixtures";
import { db } from "~/db/database.server";
import { conciergeRequests, strategyBookings } from "~/db/schema";
import { configureMail } from "~/email/config.server";
import { type WalletSnapshot } from "~/lib/wallet-snapshot";
import { attachWalletField, type WalletOffer } from "~/lib/wallet-offer";
import { seedPointsCatalog } from "~/points/seed.server";
import { requestInfoContext } from "~/request-context";
import { loader as requestDetailLoader } from "~/routes/admin/request-detail";
import { loader as adminBookingsLoader } from "~/routes/admin/bookings";
import { action as bookAction, loader as bookLoader } from "~/routes/concierge-book";
import { loader as dialogLoader } from "~/routes/concierge-book-availability";
import type { BookingActionData } from "~/strategy-session/book-action.server";
import { availableDays } from "~/strategy-session/availability.server";
import { action as bookingFormAction, loader as bookingFormLoader } from "~/routes/booking-form";
import { formGuardFieldNames } from "~/security/form-guard";
import { formStamp } from "~/security/form-guard.server";
import { balanceRowFixture, cardRowFixture as card } from "~/wallet/test-fixtures";
import type { Wallet } from "~/wallet/wallet-csv";
import { replaceWallet } from "~/wallet/wallet-store.server";
import { openTestDatabase } from "./test-database";
import { walletTestDatabase } from "./wallet-database";

/*
 * Issue 30 item 3, decision 074: a signed-in visitor can attach their wallet to a concierge
 * request and to a strategy-session booking. Through the routes' own loaders and actions with the visitor's session cookie: the box
 * is offered only with something to attach, a ticked box stores a copy read from the database
 * (never from the post) and the owner sees it, an unticked or anonymous post stores nothing.
 */
const { account } = walletTestDatabase(openTestDatabase);
beforeAll(async () => {
  configureMail({ ownerEmailDefault: "owner@example.com", siteUrl: "http://localhost:3000" });
  await seedPointsCatalog();
});

let next = 1;
function context() {
  const provider = new RouterContextProvider();
  provider.set(requestInfoContext, {
    ip: `198.51.100.${next++}`,
    secure: false,
    nonce: "",
    siteUrl: "http://localhost:3000",
    log: pino({ level: "silent" }),
  });
  return provider;
}

/** A signed-in visitor with `wallet`; answers the Cookie header their browser sends. */
async function signedInWith(wallet: Wallet): Promise<string> {
  const id = await account(`lead-wallet-${next++}@example.com`);
  await replaceWallet(id, wallet);
  return visitorSessionCookie(await createVisitorSession(id), false).split(";")[0]!;
}

const household: Wallet = {
  members: [{ name: "Alex" }, { name: "Sam" }],
  cards: [
    card({ closedMonth: "2025-06", bonusMonth: "2024-06" }),
    card({ member: "Sam", productId: null, name: "Local credit union card" }),
  ],
  balances: [balanceRowFixture({ member: "Sam", amount: 95_500 })],
};

const headers = (cookie?: string): Record<string, string> => (cookie ? { Cookie: cookie } : {});

async function formPage(cookie?: string) {
  const request = new Request("http://localhost:3000/booking-form", { headers: headers(cookie) });
  return (await bookingFormLoader({ request, context: context(), params: {} } as never)) as { walletOffer: WalletOffer | null };
}

/** Posts the request form as a browser would, with `extra` fields; answers the stored row, if any. */
async function send(email: string, extra: Record<string, string>, cookie?: string) {
  const form = new FormData();
  const fields = {
    ...validRequestFields,
    email,
    [formGuardFieldNames.stamp]: formStamp(new Date(Date.now() - 10_000)),
    [formGuardFieldNames.honeypot]: "",
    ...extra,
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const request = new Request("http://localhost:3000/booking-form", { method: "POST", body: form, headers: headers(cookie) });
  const answer = await bookingFormAction({ request, context: context(), params: {} } as never);
  const [row] = await db().select().from(conciergeRequests).where(eq(conciergeRequests.email, email));
  return { answer, row };
}

async function ownerSees(id: number) {
  return (await requestDetailLoader({ params: { id: String(id) } } as never)) as { wallet: WalletSnapshot | null };
}

const ticked = { [attachWalletField]: "on" };

describe("a concierge request with the visitor's wallet", () => {
  it("offers the box only to a signed-in visitor with a card or a balance", async () => {
    expect((await formPage(await signedInWith(household))).walletOffer).toEqual({ cards: 2, balances: 1 });
    expect((await formPage(await signedInWith({ members: [{ name: "Alex" }], cards: [], balances: [] }))).walletOffer).toBeNull();
    expect((await formPage()).walletOffer).toBeNull();
  });

  it("with the box ticked, stores the wallet as it is now, with names, and the owner sees it", async () => {
    const cookie = await signedInWith(household);
    const { answer, row } = await send("ticked@example.com", ticked, cookie);
    expect(answer).toBeInstanceOf(Response);
    const stored = row!.walletSnapshot!;
    expect(stored.members).toEqual(["Alex", "Sam"]);
    // Names resolved from the catalogue (or as typed for an unlisted card), months as entered.
    expect(stored.cards.map(({ member, issuer, card, opened, closed, bonus }) => [member, issuer, card, opened, closed, bonus])).toEqual([
      ["Alex", "Chase", "Chase Sapphire Preferred", "2024-03", "2025-06", "2024-06"],
      ["Sam", "Chase", "Local credit union card", "2024-03", null, null],
    ]);
    expect(stored.balances).toEqual([{ member: "Sam", program: "Chase Ultimate Rewards", amount: 95_500, asOf: "2026-11-20" }]);
    expect((await ownerSees(row!.id)).wallet).toEqual(stored);
  });

  it("without the box ticked, stores no wallet and the owner sees none", async () => {
    const { row } = await send("unticked@example.com", {}, await signedInWith(household));
    expect(row!.walletSnapshot).toBeNull();
    expect((await ownerSees(row!.id)).wallet).toBeNull();
  });

  it("from an anonymous visitor, stores nothing even with the box and a wallet forged into the post", async () => {
    const forged = JSON.stringify({ members: ["Eve"], cards: [], balances: [] });
    const { row } = await send("forged@example.com", { ...ticked, walletSnapshot: forged, wallet: forged });
    expect(row!.walletSnapshot).toBeNull();
  });

  it("a refused post comes back with the box as the visitor left it, and stores nothing", async () => {
    const cookie = await signedInWith(household);
    const { answer, row } = await send("refused@example.com", { ...ticked, name: "" }, cookie);
    expect((answer as DataWithResponseInit<RequestActionData>).data.attachWallet).toBe(true);
    expect(row).toBeUndefined();
    const plain = await send("refused-plain@example.com", { name: "" }, cookie);
    expect((plain.answer as DataWithResponseInit<RequestActionData>).data.attachWallet).toBe(false);
  });
});

/** The first open slot from now: bookings are made against today's real availability. */
async function openSlot(nth: number) {
  const slots = (await availableDays(new Date())).flatMap((day) => day.slots.map((slot) => ({ date: day.date, time: slot.time })));
  return slots[nth]!;
}

/** Books a session as the no-JavaScript page (and the dialog, which posts the same form) does. */
async function book(nth: number, email: string, extra: Record<string, string>, cookie?: string) {
  const slot = await openSlot(nth);
  const form = new FormData();
  const fields = {
    [formGuardFieldNames.stamp]: formStamp(new Date(Date.now() - 10_000)),
    [formGuardFieldNames.honeypot]: "",
    ...slot,
    firstName: "Ada",
    lastName: "Lovelace",
    email,
    phone: "555-123-4567",
    cardNumber: "4242 4242 4242 4242",
    expiryDate: "12/39",
    cvv: "123",
    billingZip: "10001",
    ...extra,
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const request = new Request("http://localhost:3000/concierge/book", { method: "POST", body: form, headers: headers(cookie) });
  const answer = await bookAction({ request, context: context(), params: {} } as never);
  const [row] = await db().select().from(strategyBookings).where(eq(strategyBookings.email, email));
  return { answer, row };
}

async function ownerSeesBooking(id: number) {
  const page = (await adminBookingsLoader({ request: new Request("http://localhost:3000/admin/bookings") } as never)) as {
    upcoming: Array<{ id: number; wallet: WalletSnapshot | null }>;
  };
  return page.upcoming.find((booking) => booking.id === id)!.wallet;
}

describe("a strategy-session booking with the visitor's wallet", () => {
  it("offers the box on the details step and in the dialog's data only to a signed-in visitor with a wallet", async () => {
    const cookie = await signedInWith(household);
    const slot = await openSlot(0);
    const detailsPage = async (who?: string) => {
      const request = new Request(`http://localhost:3000/concierge/book?date=${slot.date}&time=${encodeURIComponent(slot.time)}`, {
        headers: headers(who),
      });
      return ((await bookLoader({ request, context: context(), params: {} } as never)) as { walletOffer: WalletOffer | null }).walletOffer;
    };
    const dialog = async (who?: string) => {
      const request = new Request("http://localhost:3000/concierge/book/availability", { headers: headers(who) });
      const answer = (await dialogLoader({ request, context: context(), params: {} } as never)) as Response;
      return ((await answer.json()) as { walletOffer: WalletOffer | null }).walletOffer;
    };
    expect(await detailsPage(cookie)).toEqual({ cards: 2, balances: 1 });
    expect(await dialog(cookie)).toEqual({ cards: 2, balances: 1 });
    expect(await detailsPage()).toBeNull();
    expect(await dialog()).toBeNull();
  });

  it("with the box ticked, stores the wallet and the owner sees it with the booking; unticked or anonymous, none", async () => {
    const cookie = await signedInWith(household);
    const withBox = await book(0, "ada-ticked@example.com", ticked, cookie);
    expect(withBox.answer).toBeInstanceOf(Response);
    expect(withBox.row!.walletSnapshot?.members).toEqual(["Alex", "Sam"]);
    expect(withBox.row!.walletSnapshot?.balances).toEqual([
      { member: "Sam", program: "Chase Ultimate Rewards", amount: 95_500, asOf: "2026-11-20" },
    ]);
    expect(await ownerSeesBooking(withBox.row!.id)).toEqual(withBox.row!.walletSnapshot);

    const unticked = await book(1, "ada-unticked@example.com", {}, cookie);
    expect(unticked.row!.walletSnapshot).toBeNull();
    expect(await ownerSeesBooking(unticked.row!.id)).toBeNull();

    const forged = JSON.stringify({ members: ["Eve"], cards: [], balances: [] });
    const anonymous = await book(2, "ada-anonymous@example.com", { ...ticked, walletSnapshot: forged });
    expect(anonymous.row!.walletSnapshot).toBeNull();
  });

  it("a refused booking comes back with the box as the visitor left it", async () => {
    const cookie = await signedInWith(household);
    const { answer, row } = await book(3, "ada-refused@example.com", { ...ticked, firstName: "" }, cookie);
    expect((answer as DataWithResponseInit<BookingActionData>).data.attachWallet).toBe(true);
    expect(row).toBeUndefined();
  });
});

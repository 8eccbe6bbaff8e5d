import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { visitorSessionCookie } from "~/account/account.server";
import { createVisitorSession } from "~/account/sessions.server";
import { db } from "~/db/database.server";
import { offerAlerts, offerWatches, outbox, visitorAccounts } from "~/db/schema";
import type { DealInput } from "~/deals/deal-schema";
import { createDeal, updateDeal } from "~/deals/deals.server";
import { offerAlertsWaiting, sendOfferAlertBatch } from "~/deals/offer-alerts.server";
import { offerWatchMessages } from "~/deals/offer-watch";
import {
  accountOfferWatches,
  confirmWatch,
  deleteAccountOfferWatch,
  stopWatchByLink,
  watchAsAccount,
  watchByEmail,
  watchForStopLink,
} from "~/deals/offer-watches.server";
import { builtInDeals } from "~/deals/seed.server";
import { formStamp } from "~/security/form-guard.server";
import { action as watchAction } from "~/routes/deal-watch";
import { readFlash } from "~/notices/flash.server";
import { messageToSend } from "~/email/sealed-links.server";
import { formPost, runRoute } from "../support/route-context";
import { openTestDatabase } from "./test-database";

/*
 * Issue 32 item 2, "Tell me when": a reader is emailed once when a card's bonus reaches their
 * amount: on the change that crosses it, not on a re-save, not for a fall, and again only after
 * it fell back below. A stranger's address waits for its confirmation click.
 */
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ dispose } = await openTestDatabase());
  process.env.FORM_MIN_FILL_MS = "0";
  return async () => {
    delete process.env.FORM_MIN_FILL_MS;
    await dispose();
  };
});

const sapphire = builtInDeals().find((deal) => deal.slug === "chase-sapphire-preferred-75k")!;
let serial = 0;

/** A fresh published deal at 60,000 points, and a way to save a new bonus on it as the owner's editor does. */
async function watchedDeal(published = true) {
  serial += 1;
  const input: DealInput = {
    ...sapphire,
    slug: `watched-card-${serial}`,
    cardName: `Watched Card ${serial}`,
    signupBonusAmount: 60_000,
    welcomeBonus: "60,000 points",
    published,
  };
  const id = await createDeal(input);
  const save = (amount: number | null, extra: Partial<DealInput> = {}) =>
    updateDeal(id, {
      ...input,
      signupBonusAmount: amount,
      welcomeBonus: amount === null ? "A bonus" : `${amount.toLocaleString("en-US")} points`,
      ...extra,
    });
  return { id, input, save, watched: { id, slug: input.slug, cardName: input.cardName, bonusUnit: input.bonusUnit } };
}

async function account(email: string) {
  const [row] = await db().insert(visitorAccounts).values({ email }).returning({ id: visitorAccounts.id, email: visitorAccounts.email });
  return row!;
}

const alertsOf = (watchId: number) => db().select().from(offerAlerts).where(eq(offerAlerts.watchId, watchId));
/** The messages to an address as they go to the mail server (the outbox keeps link tokens sealed). */
const mailTo = async (address: string, kind: string) =>
  (
    await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, address), eq(outbox.kind, kind)))
  ).map((row) => messageToSend(row)!);
const confirmToken = (text: string) =>
  new URL(text.match(/https?:\/\/\S+\/alerts\/offer-watch\/confirm\?token=[\w.-]+/)![0]).searchParams.get("token");
const watchOf = async (email: string, dealId: number) =>
  (
    await db()
      .select()
      .from(offerWatches)
      .where(and(eq(offerWatches.email, email), eq(offerWatches.dealId, dealId)))
  )[0]!;

beforeEach(async () => {
  // Alerts left waiting by an earlier test would be sent by this one's batch.
  await sendOfferAlertBatch(1_000);
});

describe("a crossing", () => {
  it("writes one alert when a change reaches the amount, none on a re-save, a fall or a further rise", async () => {
    const deal = await watchedDeal();
    const reader = await account("crossing@example.com");
    expect(await watchAsAccount(deal.watched, 90_000, reader)).toBe("watching");
    const watch = await watchOf(reader.email, deal.id);

    await deal.save(80_000);
    expect(await alertsOf(watch.id)).toHaveLength(0);
    await deal.save(90_000);
    expect(await alertsOf(watch.id)).toHaveLength(1);
    await deal.save(90_000, { title: "Retitled" });
    await deal.save(100_000);
    expect(await alertsOf(watch.id)).toHaveLength(1);

    // Back below, and up again: a new crossing, a second email.
    await deal.save(70_000);
    await deal.save(95_000);
    expect(await alertsOf(watch.id)).toHaveLength(2);
  });

  it("tells only the watches whose amount the change crosses", async () => {
    const deal = await watchedDeal();
    const [low, high] = [await account("low@example.com"), await account("high@example.com")];
    await watchAsAccount(deal.watched, 70_000, low);
    await watchAsAccount(deal.watched, 150_000, high);
    await deal.save(100_000);
    expect(await alertsOf((await watchOf(low.email, deal.id)).id)).toHaveLength(1);
    expect(await alertsOf((await watchOf(high.email, deal.id)).id)).toHaveLength(0);
  });

  it("writes nothing for an unpublished deal, a bonus without an amount, or a change of unit", async () => {
    const hidden = await watchedDeal();
    const reader = await account("quiet@example.com");
    await watchAsAccount(hidden.watched, 80_000, reader);
    await hidden.save(100_000, { published: false });
    await hidden.save(null);
    await hidden.save(500, { bonusUnit: "cash" });
    expect(await alertsOf((await watchOf(reader.email, hidden.id)).id)).toHaveLength(0);
  });
});

describe("sending", () => {
  it("queues one email per alert with the bonus, the terms and a one-click stop, then nothing more", async () => {
    const deal = await watchedDeal();
    const reader = await account("sending@example.com");
    await watchAsAccount(deal.watched, 80_000, reader);
    await deal.save(85_000, { minSpend: "$5,000 in 3 months" });
    expect(await offerAlertsWaiting()).toBe(1);

    expect(await sendOfferAlertBatch(10)).toBe(0);
    expect(await sendOfferAlertBatch(10)).toBe(0);
    const [mail, ...more] = await mailTo(reader.email, "offer-alert");
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`${deal.input.cardName}: the bonus is now 85,000 points`);
    expect(mail!.textBody).toContain("reached 80,000 points");
    expect(mail!.textBody).toContain("$5,000 in 3 months");
    expect(mail!.textBody).toContain(`/deals/${deal.input.slug}`);
    const headers = mail!.headers as Record<string, string>;
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const token = new URL(headers["List-Unsubscribe"]!.slice(1, -1)).searchParams.get("token");

    expect(await watchForStopLink(token)).toMatchObject({ cardName: deal.input.cardName, threshold: 80_000 });
    expect(await stopWatchByLink(token)).toBeDefined();
    expect(await stopWatchByLink(token)).toBeUndefined();
    expect(await accountOfferWatches(reader)).toEqual([]);
  });

  it("sends each waiting alert once when two instances send at the same time", async () => {
    const deal = await watchedDeal();
    const readers = await Promise.all([1, 2, 3, 4, 5].map((n) => account(`race-${n}@example.com`)));
    for (const reader of readers) await watchAsAccount(deal.watched, 70_000, reader);
    await deal.save(75_000);
    await Promise.all([sendOfferAlertBatch(3), sendOfferAlertBatch(3), sendOfferAlertBatch(3)]);
    for (const reader of readers) expect(await mailTo(reader.email, "offer-alert")).toHaveLength(1);
  });

  it("a forged stop link stops nothing", async () => {
    expect(await watchForStopLink("not-a-token")).toBeUndefined();
    expect(await stopWatchByLink("a.b.c")).toBeUndefined();
  });
});

describe("a stranger's address", () => {
  it("is watched only after the emailed link is clicked, at the amount the link carries", async () => {
    const deal = await watchedDeal();
    expect(await watchByEmail(deal.watched, 90_000, "stranger@example.com")).toBe("confirm-sent");
    const watch = await watchOf("stranger@example.com", deal.id);
    expect(watch.confirmedAt).toBeNull();
    await deal.save(95_000);
    expect(await alertsOf(watch.id)).toHaveLength(0);

    const [mail] = await mailTo("stranger@example.com", "offer-watch-confirm");
    expect(await confirmWatch(confirmToken(mail!.textBody))).toMatchObject({ threshold: 90_000, confirmed: true });
    await deal.save(80_000);
    await deal.save(92_000);
    expect(await alertsOf(watch.id)).toHaveLength(1);
  });

  it("cannot change a confirmed watch from the form: only a new link's click does", async () => {
    const deal = await watchedDeal();
    const reader = await account("owner-of-address@example.com");
    await watchAsAccount(deal.watched, 90_000, reader);
    expect(await watchByEmail(deal.watched, 200_000, reader.email)).toBe("confirm-sent");
    expect((await watchOf(reader.email, deal.id)).threshold).toBe(90_000);
  });

  it("shows on the account's alerts once the address signs in, and can be deleted there only by that account", async () => {
    const deal = await watchedDeal();
    await watchByEmail(deal.watched, 90_000, "later@example.com");
    const [mail] = await mailTo("later@example.com", "offer-watch-confirm");
    await confirmWatch(confirmToken(mail!.textBody));
    const reader = await account("later@example.com");
    const other = await account("other@example.com");
    const [listed] = await accountOfferWatches(reader);
    expect(listed).toMatchObject({ cardName: deal.input.cardName, threshold: 90_000, confirmed: true });
    expect(await deleteAccountOfferWatch(other, listed!.id)).toBe(false);
    expect(await deleteAccountOfferWatch(reader, listed!.id)).toBe(true);
    expect(await accountOfferWatches(reader)).toEqual([]);
  });
});

describe("the deal page's form", () => {
  async function post(slug: string, fields: Record<string, string>, cookie?: string) {
    const response = (await runRoute(
      watchAction,
      [],
      formPost(`/deals/${slug}/watch`, { formStamp: formStamp(), website: "", ...fields }, cookie),
      { id: slug },
    )) as Response;
    const flash = readFlash((response.headers.get("Set-Cookie") ?? "").split(";")[0] ?? null);
    return { response, flash };
  }

  it("saves a signed-in visitor's amount at once, under the account's address", async () => {
    const deal = await watchedDeal();
    const reader = await account("form-reader@example.com");
    const cookie = visitorSessionCookie(await createVisitorSession(reader.id), false).split(";")[0]!;
    const { response, flash } = await post(deal.input.slug, { threshold: "100,000" }, cookie);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/deals/${deal.input.slug}#offer-watch`);
    expect(flash?.notice.title).toBe("Alert saved");
    expect(await watchOf(reader.email, deal.id)).toMatchObject({ threshold: 100_000, accountId: reader.id });
  });

  it("keeps what was typed and says what is wrong, storing nothing", async () => {
    const deal = await watchedDeal();
    const { flash } = await post(deal.input.slug, { threshold: "50000", email: "nope" });
    expect(flash?.form?.fields).toEqual({
      threshold: "50000",
      email: "nope",
      thresholdError: offerWatchMessages.reached("60,000 points"),
      emailError: offerWatchMessages.email,
    });
    expect(await db().select().from(offerWatches).where(eq(offerWatches.dealId, deal.id))).toEqual([]);
  });

  it("emails a stranger's address at most five times an hour", async () => {
    const deal = await watchedDeal();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await post(deal.input.slug, { threshold: "90000", email: "bombed@example.com" })).flash?.notice.title).toBe(
        "Check your inbox",
      );
    }
    expect((await post(deal.input.slug, { threshold: "90000", email: "bombed@example.com" })).flash?.notice.title).toBe("Not saved");
    expect(await mailTo("bombed@example.com", "offer-watch-confirm")).toHaveLength(5);
  });
});

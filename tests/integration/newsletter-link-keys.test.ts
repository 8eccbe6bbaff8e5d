import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { knownSchemaVersions, migrateUpTo } from "~/backup/migrations.server";
import { openDatabase, type Database } from "~/db/client.server";
import { setDatabase } from "~/db/database.server";
import { subscribers } from "~/db/schema";
import { configureMail } from "~/email/config.server";
import { confirmUrl, subscriberClaimFromConfirmToken } from "~/newsletter/confirm-link.server";
import { preferencesUrl, subscriberClaimFromPreferencesToken } from "~/newsletter/preferences-link.server";
import { subscriberForClaim, unsubscribeByLink, unsubscribeLinkOpens } from "~/newsletter/subscribers.server";
import { confirmationState, confirmSubscription } from "~/newsletter/subscription.server";
import { subscriberClaimFromToken, unsubscribeUrl } from "~/newsletter/unsubscribe-link.server";
import { signToken } from "~/security/signing.server";
import { createScratchDatabase } from "./test-database";

/*
 * Issue 29, item 13: the newsletter's signed links (unsubscribe, preferences, confirmation) carry
 * the row's random link key, so a link made for a row whose id a restore gave to someone else,
 * or a token signed for a guessed id, opens nothing. The database starts at the migration before
 * link keys, so the backfill of rows already there is tested too.
 */
let database: Database;
let drop: (() => Promise<void>) | undefined;
const tokenOf = (url: string) => new URL(url).searchParams.get("token");
const byEmail = async (email: string) => (await database.db.select().from(subscribers).where(eq(subscribers.email, email)))[0]!;

beforeAll(async () => {
  const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
  drop = scratch?.drop;
  database = await openDatabase({ url: scratch?.url });
  const before = knownSchemaVersions().findIndex((version) => version.migration.endsWith("_signed_link_keys"));
  await migrateUpTo(database, before);
  // Raw SQL: the columns of that time. Two subscribers from before link keys existed.
  await database.db.execute(
    sql`insert into subscribers (email, source, consent_version, status) values ('old-1@example.com', 'section', '1', 'active'), ('old-2@example.com', 'popup', '1', 'pending')`,
  );
  await database.migrate();
  setDatabase(database);
  configureMail({ siteUrl: "https://pointwise.example" });
});
afterAll(async () => {
  setDatabase(undefined);
  await database.close();
  await drop?.();
});

describe("links bound to a row's random key", () => {
  it("the migration gave every existing row its own random key and marked it as from before keys", async () => {
    const [one, two] = [await byEmail("old-1@example.com"), await byEmail("old-2@example.com")];
    expect(one.linkKey).toMatch(/^[0-9a-f]{32}$/);
    expect(two.linkKey).toMatch(/^[0-9a-f]{32}$/);
    expect(one.linkKey).not.toBe(two.linkKey);
    expect([one.legacyLinks, two.legacyLinks]).toEqual([true, true]);
  });

  it("links already emailed to a row from before keys (the id alone) keep working for it", async () => {
    const old = await byEmail("old-1@example.com");
    const emailed = signToken("alert-preferences", String(old.id));
    expect((await subscriberForClaim(subscriberClaimFromPreferencesToken(emailed)))?.email).toBe("old-1@example.com");
    expect((await subscriberForClaim(subscriberClaimFromPreferencesToken(tokenOf(preferencesUrl(old)))))?.id).toBe(old.id);
  });

  it("a link for a row deleted and recreated with the same id opens nothing; the new row's own link works", async () => {
    const [first] = await database.db
      .insert(subscribers)
      .values({ email: "first-owner@example.com", source: "section", consentVersion: "1" })
      .returning();
    expect(first!.legacyLinks).toBe(false);
    const oldUnsubscribe = tokenOf(unsubscribeUrl(first!));
    const oldPreferences = tokenOf(preferencesUrl(first!));
    const oldConfirm = tokenOf(confirmUrl(first!));

    // A restore of an older backup: the id comes back for someone else, with a new random key.
    await database.db.delete(subscribers).where(eq(subscribers.id, first!.id));
    const [second] = await database.db
      .insert(subscribers)
      .values({ id: first!.id, email: "second-owner@example.com", source: "popup", consentVersion: "1", status: "pending" })
      .returning();
    expect(second!.linkKey).not.toBe(first!.linkKey);

    expect(await subscriberForClaim(subscriberClaimFromPreferencesToken(oldPreferences))).toBeUndefined();
    expect(await confirmationState(subscriberClaimFromConfirmToken(oldConfirm)!)).toBe("invalid");
    expect(await confirmSubscription(subscriberClaimFromConfirmToken(oldConfirm)!)).toBe("invalid");
    expect(await unsubscribeLinkOpens(subscriberClaimFromToken(oldUnsubscribe)!)).toBe(false);
    expect(await unsubscribeByLink(subscriberClaimFromToken(oldUnsubscribe)!)).toBe("invalid");
    // A token signed for the id alone (a guessed id, or the signing key from a backup) opens nothing either.
    expect(await unsubscribeByLink(subscriberClaimFromToken(signToken("unsubscribe", String(second!.id)))!)).toBe("invalid");
    expect(await byEmail("second-owner@example.com")).toMatchObject({ status: "pending" });

    expect(await confirmSubscription(subscriberClaimFromConfirmToken(tokenOf(confirmUrl(second!)))!)).toBe("confirmed");
    const ownUnsubscribe = subscriberClaimFromToken(tokenOf(unsubscribeUrl(second!)))!;
    expect(await unsubscribeLinkOpens(ownUnsubscribe)).toBe(true);
    expect(await unsubscribeByLink(ownUnsubscribe)).toBe("done");
    // RFC 8058: a mail provider repeating the one-click POST is answered the same, the row being gone.
    expect(await unsubscribeByLink(ownUnsubscribe)).toBe("done");
    expect(await unsubscribeLinkOpens(ownUnsubscribe)).toBe(true);
  });
});

import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentVersion } from "~/cache/content-version.server";
import { db } from "~/db/database.server";
import { contentSeeds, issuerRules } from "~/db/schema";
import { builtInIssuerRules } from "~/eligibility/content.server";
import { verdict, type HistoryCard } from "~/eligibility/engine";
import type { PublishedRule } from "~/eligibility/rules-content";
import { publishedIssuerRule, publishedIssuerRules, saveIssuerRule } from "~/eligibility/rules-store.server";
import { seedIssuerRules } from "~/eligibility/seed.server";
import { openTestDatabase } from "./test-database";

/* The issuer rules on a real database: added from content/issuer-rules.yaml once, then the owner's. */
let dispose: () => Promise<void>;
beforeAll(async () => ({ dispose } = await openTestDatabase()));
afterAll(() => dispose());

const content = builtInIssuerRules();
const fiveToFour = (rule: PublishedRule): PublishedRule =>
  ({ ...rule, limit: 4, source: { ...rule.source, checkedOn: "2026-11-30" } }) as PublishedRule;

/** Four personal cards opened in the past two years: under Chase 5/24, at or over a 4/24. */
const fourCards: HistoryCard[] = ["2025-03", "2025-08", "2026-02", "2026-09"].map((openedMonth, index) => ({
  label: `Card ${index + 1}`,
  issuer: "citi",
  productId: null,
  kind: "personal",
  openedMonth,
  closedMonth: null,
  bonusMonth: null,
}));
const sapphire = { label: "Sapphire Preferred", issuer: "chase", productId: "chase-sapphire-preferred", kind: "personal" } as const;

describe("the issuer rules in the database", () => {
  it("is empty before the first start, and the first start adds every rule of the file, in its order, announced to the caches", async () => {
    expect(await publishedIssuerRules()).toEqual([]);
    const before = contentVersion();
    expect(await seedIssuerRules()).toEqual(content.map((rule) => rule.id));
    expect(contentVersion()).toBeGreaterThan(before);
    expect(await publishedIssuerRules()).toEqual(content);
  });

  it("is read from memory until a write announces a change, and is frozen", async () => {
    const first = await publishedIssuerRules();
    expect(await publishedIssuerRules()).toBe(first);
    expect(Object.isFrozen(first[0]!.source)).toBe(true);
  });

  it("keeps the owner's edit, which the verdicts follow, and a later start does not overwrite it", async () => {
    const chase524 = (await publishedIssuerRule("chase-5-24"))!;
    expect(verdict(fourCards, sapphire, await publishedIssuerRules(), "2026-11-28").outcome).not.toBe("not-before");

    const before = contentVersion();
    expect(await saveIssuerRule(fiveToFour(chase524))).toBe(true);
    expect(contentVersion()).toBeGreaterThan(before);
    expect(await publishedIssuerRule("chase-5-24")).toMatchObject({ limit: 4, source: { checkedOn: "2026-11-30" } });
    const answer = verdict(fourCards, sapphire, await publishedIssuerRules(), "2026-11-28");
    expect(answer.outcome).toBe("not-before");
    expect(answer.findings[0]!.explanation).toContain("Chase 5/24: 4 of 4 in 24 months");

    const versionBeforeRestart = contentVersion();
    expect(await seedIssuerRules()).toEqual([]);
    expect(contentVersion()).toBe(versionBeforeRestart);
    expect(await publishedIssuerRule("chase-5-24")).toMatchObject({ limit: 4 });
    expect((await publishedIssuerRules()).map((rule) => rule.id)).toEqual(content.map((rule) => rule.id));
  });

  it("does not bring back a rule the owner's data no longer has, but adds a rule new to the file", async () => {
    await db().delete(issuerRules).where(eq(issuerRules.id, "barclays-6-24"));
    const added = { ...content.find((rule) => rule.id === "barclays-6-24")!, id: "barclays-6-24-business", name: "Barclays business" };
    expect(await seedIssuerRules([...content, added])).toEqual(["barclays-6-24-business"]);
    const ids = (await publishedIssuerRules()).map((rule) => rule.id);
    expect(ids).not.toContain("barclays-6-24");
    expect(ids.at(-1)).toBe("barclays-6-24-business");
    const seeds = await db().select().from(contentSeeds).where(eq(contentSeeds.kind, "issuer-rule"));
    expect(seeds).toHaveLength(content.length + 1);
  });

  it("adds to a database seeded before them the rules the file gained in the middle of its list, a fact-dependent one whole", async () => {
    // As a database first seeded before 2026-11-28's additions stands: without their rows or seeds.
    const gained = ["amex-gold-family", "citi-1-business-in-95-days", "capital-one-ventureone-48-months", "bank-of-america-3-12"];
    await db().delete(issuerRules).where(inArray(issuerRules.id, gained));
    await db()
      .delete(contentSeeds)
      .where(and(eq(contentSeeds.kind, "issuer-rule"), inArray(contentSeeds.key, gained)));
    expect(await seedIssuerRules()).toEqual(gained);
    const published = await publishedIssuerRules();
    expect(published.find((rule) => rule.id === "bank-of-america-3-12")).toEqual(
      content.find((rule) => rule.id === "bank-of-america-3-12"),
    );
    expect(published.map((rule) => rule.id)).toEqual(expect.arrayContaining(gained));
    expect(await seedIssuerRules()).toEqual([]);
  });

  it("answers false for an edit of a rule that does not exist, without announcing anything", async () => {
    const before = contentVersion();
    expect(await saveIssuerRule({ ...content[0]!, id: "no-such-rule" })).toBe(false);
    expect(contentVersion()).toBe(before);
  });

  it("refuses, in the database itself, a source that is not https", async () => {
    await expect(
      db().update(issuerRules).set({ sourceUrl: "http://example.com/" }).where(eq(issuerRules.id, "chase-5-24")),
    ).rejects.toThrow();
  });
});

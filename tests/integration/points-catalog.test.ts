import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentVersion } from "~/cache/content-version.server";
import { db } from "~/db/database.server";
import { contentSeeds, transferPartners } from "~/db/schema";
import { valueOf, type Catalog } from "~/points/catalog";
import { readCatalog, updatePartnerRow, updatePointValue } from "~/points/catalog.server";
import { builtInCatalog } from "~/points/content.server";
import { seedPointsCatalog } from "~/points/seed.server";
import { openTestDatabase } from "./test-database";

/* The points catalog on a real database: added from content once, then the owner's. */
let dispose: () => Promise<void>;
beforeAll(async () => ({ dispose } = await openTestDatabase()));
afterAll(() => dispose());

const content = builtInCatalog();
const row = (catalog: Catalog, currencyId: string, programId: string) =>
  catalog.partners.find((entry) => entry.currencyId === currencyId && entry.programId === programId);

describe("the points catalog", () => {
  it("is added from the content files on first start, and announced to the caches", async () => {
    const before = contentVersion();
    const added = await seedPointsCatalog(content);
    expect(added).toEqual({ currencies: 6, programs: content.programs.length, partners: 101, values: content.values.length });
    expect(contentVersion()).toBeGreaterThan(before);
    const catalog = await readCatalog();
    expect(catalog.partners).toHaveLength(101);
    expect(row(catalog, "amex-membership-rewards", "asia-miles")).toEqual(row(content, "amex-membership-rewards", "asia-miles"));
    expect(valueOf(catalog, "currency", "chase-ultimate-rewards")).toEqual(valueOf(content, "currency", "chase-ultimate-rewards"));
  });

  it("is read from memory until a write announces a change", async () => {
    const first = await readCatalog();
    expect(await readCatalog()).toBe(first);
    expect(Object.isFrozen(first.partners[0])).toBe(true);
  });

  it("keeps the owner's edits, announces them, and a later start does not overwrite them", async () => {
    const before = contentVersion();
    const edit = {
      ratio: { from: 5, to: 3 },
      transferTime: "up to 3 days",
      minimum: 2500,
      increment: 500,
      source: "https://example.com/chase",
      checkedOn: "2026-11-25",
    };
    expect(await updatePartnerRow("chase-ultimate-rewards", "hyatt", edit)).toBe(true);
    const afterPartner = contentVersion();
    expect(afterPartner).toBeGreaterThan(before);
    expect(await updatePointValue("currency", "chase-ultimate-rewards", { cents: 2.1, reviewedOn: "2026-11-25" })).toBe(true);
    expect(contentVersion()).toBeGreaterThan(afterPartner);

    const versionBeforeRestart = contentVersion();
    expect(await seedPointsCatalog(content)).toEqual({ currencies: 0, programs: 0, partners: 0, values: 0 });
    expect(contentVersion()).toBe(versionBeforeRestart);

    const catalog = await readCatalog();
    expect(row(catalog, "chase-ultimate-rewards", "hyatt")).toMatchObject(edit);
    expect(valueOf(catalog, "currency", "chase-ultimate-rewards")).toMatchObject({ cents: 2.1, reviewedOn: "2026-11-25" });
  });

  it("does not bring back a row the owner's data no longer has, but adds a row new to the content", async () => {
    await db().delete(transferPartners).where(eq(transferPartners.programId, "jetblue-trueblue"));
    const newRow = { ...row(content, "chase-ultimate-rewards", "hyatt")!, programId: "wyndham", name: "Wyndham Rewards" };
    const added = await seedPointsCatalog({ ...content, partners: [...content.partners, newRow] });
    expect(added.partners).toBe(1);
    const catalog = await readCatalog();
    expect(catalog.partners.some((entry) => entry.programId === "jetblue-trueblue")).toBe(false);
    expect(row(catalog, "chase-ultimate-rewards", "wyndham")?.name).toBe("Wyndham Rewards");
    const seeds = await db().select().from(contentSeeds);
    expect(seeds.filter((seed) => seed.kind === "transfer-partner")).toHaveLength(102);
  });

  it("answers false for an edit of a row that does not exist, without announcing anything", async () => {
    const before = contentVersion();
    expect(await updatePartnerRow("chase-ultimate-rewards", "nope", { ...row(content, "chase-ultimate-rewards", "hyatt")! })).toBe(false);
    expect(await updatePointValue("program", "nope", { cents: 1, reviewedOn: "2026-11-25" })).toBe(false);
    expect(contentVersion()).toBe(before);
  });
});

import { contentChanged } from "~/cache/content-version.server";
import { db } from "~/db/database.server";
import { contentSeeds, pointsCurrencies, pointsPrograms, pointValues, transferPartners } from "~/db/schema";
import type { Catalog } from "./catalog";
import { builtInCatalog } from "./content.server";

type Tx = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];

/** Claims each key once in content_seeds and returns the ones claimed now (never seeded before). */
async function claim(tx: Tx, kind: string, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const claimed = await tx
    .insert(contentSeeds)
    .values(keys.map((key) => ({ kind, key })))
    .onConflictDoNothing()
    .returning({ key: contentSeeds.key });
  return new Set(claimed.map((row) => row.key));
}

const partnerKey = (row: { currencyId: string; programId: string }) => `${row.currencyId}:${row.programId}`;
const valueKey = (value: { subject: string; id: string }) => `${value.subject}:${value.id}`;

/**
 * Adds each currency, program, partner row and point value of the content files the first time
 * only (content_seeds remembers it, as for deals and bonuses): an owner's edit is never
 * overwritten, and a row added to the content later arrives on the next start. Returns how many
 * rows of each were added.
 */
export async function seedPointsCatalog(catalog: Catalog = builtInCatalog()) {
  const added = await db().transaction(async (tx) => {
    const currencies = await claim(
      tx,
      "points-currency",
      catalog.currencies.map((currency) => currency.id),
    );
    const newCurrencies = catalog.currencies.filter((currency) => currencies.has(currency.id));
    if (newCurrencies.length > 0) await tx.insert(pointsCurrencies).values(newCurrencies).onConflictDoNothing();

    const programs = await claim(
      tx,
      "points-program",
      catalog.programs.map((program) => program.id),
    );
    const newPrograms = catalog.programs.filter((program) => programs.has(program.id));
    if (newPrograms.length > 0) await tx.insert(pointsPrograms).values(newPrograms).onConflictDoNothing();

    const partners = await claim(tx, "transfer-partner", catalog.partners.map(partnerKey));
    const newPartners = catalog.partners.filter((row) => partners.has(partnerKey(row)));
    if (newPartners.length > 0) {
      await tx
        .insert(transferPartners)
        .values(newPartners.map(({ ratio, ...row }) => ({ ...row, ratioFrom: ratio.from, ratioTo: ratio.to })))
        .onConflictDoNothing();
    }

    const values = await claim(tx, "point-value", catalog.values.map(valueKey));
    const newValues = catalog.values.filter((value) => values.has(valueKey(value)));
    if (newValues.length > 0) {
      await tx
        .insert(pointValues)
        .values(newValues.map(({ id, ...value }) => ({ ...value, subjectId: id })))
        .onConflictDoNothing();
    }
    return { currencies: newCurrencies.length, programs: newPrograms.length, partners: newPartners.length, values: newValues.length };
  });
  // After the commit, so no read can cache the catalog as it stood before it.
  if (added.currencies + added.programs + added.partners + added.values > 0) contentChanged("points catalog seeded");
  return added;
}

import { and, eq } from "drizzle-orm";
import { cachedRead } from "~/cache/cached-read.server";
import { contentChanged } from "~/cache/content-version.server";
import { db } from "~/db/database.server";
import { pointsCurrencies, pointsPrograms, pointValues, transferPartners } from "~/db/schema";
import type { Catalog, PartnerRow, PointValue, ValueSubject } from "./catalog";

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

async function loadCatalog(): Promise<Catalog> {
  const [currencies, programs, partners, values] = await Promise.all([
    db().select().from(pointsCurrencies).orderBy(pointsCurrencies.name),
    db().select().from(pointsPrograms).orderBy(pointsPrograms.name),
    db().select().from(transferPartners).orderBy(transferPartners.currencyId, transferPartners.name),
    db().select().from(pointValues),
  ]);
  return {
    currencies: currencies.map(({ updatedAt: _at, ...currency }) => currency),
    programs: programs.map(({ updatedAt: _at, ...program }) => program),
    partners: partners.map(({ updatedAt: _at, ratioFrom, ratioTo, ...row }) => ({ ...row, ratio: { from: ratioFrom, to: ratioTo } })),
    values: values.map(({ subject, subjectId, cents, reviewedOn }) => ({ subject, id: subjectId, cents, reviewedOn })),
  };
}

/**
 * The whole catalog (a few hundred rows), read once per content version and shared by every
 * request; frozen, so a caller that sorted it in place would throw instead of changing it for all.
 */
export const readCatalog = cachedRead(async () => deepFreeze(await loadCatalog()));

export type PartnerEdit = Pick<PartnerRow, "ratio" | "transferTime" | "minimum" | "increment" | "source" | "checkedOn">;

/** Saves the owner's edit of one partner row; false when there is no such row. */
export async function updatePartnerRow(currencyId: string, programId: string, edit: PartnerEdit): Promise<boolean> {
  const { ratio, ...fields } = edit;
  const updated = await db()
    .update(transferPartners)
    .set({ ...fields, ratioFrom: ratio.from, ratioTo: ratio.to, updatedAt: new Date() })
    .where(and(eq(transferPartners.currencyId, currencyId), eq(transferPartners.programId, programId)))
    .returning({ currencyId: transferPartners.currencyId });
  if (updated.length > 0) contentChanged("transfer partner edited");
  return updated.length > 0;
}

/** Saves a value in cents and its review date; false when the currency or program has no value row. */
export async function updatePointValue(
  subject: ValueSubject,
  subjectId: string,
  edit: Pick<PointValue, "cents" | "reviewedOn">,
): Promise<boolean> {
  const updated = await db()
    .update(pointValues)
    .set({ ...edit, updatedAt: new Date() })
    .where(and(eq(pointValues.subject, subject), eq(pointValues.subjectId, subjectId)))
    .returning({ subjectId: pointValues.subjectId });
  if (updated.length > 0) contentChanged("point value edited");
  return updated.length > 0;
}

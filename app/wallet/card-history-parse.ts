import type { CardProduct } from "./card-catalog";
import { isBlankHistoryRow, type HistoryFieldName, type HistoryRowFields, type TypedCard } from "./card-history-form";
import { parseCard, type CardFields } from "./wallet-rows";

/*
 * The checker's typed rows checked on the server, as the wallet checks a card. Apart from the
 * form's names and rows (card-history-form.ts), which the page's own script uses: this module
 * brings the wallet's Zod schemas, which the browser never needs.
 */

export type HistoryParse =
  { ok: true; cards: TypedCard[] } | { ok: false; errors: Array<Partial<Record<HistoryFieldName, string>>>; message: string };

/** The self the wallet's card schema asks a member of; the checker has only one person. */
const self = "self";

/**
 * The typed cards, checked as the wallet checks a card (the same messages), blank rows skipped;
 * or, per row, the message of each field that failed.
 */
export function parseHistoryRows(
  rows: readonly HistoryRowFields[],
  products: ReadonlyArray<Pick<CardProduct, "id" | "issuer" | "kind">>,
  today: string,
): HistoryParse {
  const context = { today, members: [self], products, programIds: [] };
  const cards: TypedCard[] = [];
  const errors = rows.map((row) => {
    if (isBlankHistoryRow(row)) return {};
    const fields: CardFields = { ...row, member: self, changedFromProductId: "", changedMonth: "" };
    const result = parseCard(fields, context);
    if (!result.ok) return result.errors as Partial<Record<HistoryFieldName, string>>;
    cards.push({ ...result.row, authorizedUser: row.authorizedUser });
    return {};
  });
  const failed = errors.filter((rowErrors) => Object.keys(rowErrors).length > 0).length;
  if (failed > 0) {
    return { ok: false, errors, message: failed === 1 ? "One card needs correcting." : `${failed} cards need correcting.` };
  }
  return { ok: true, cards };
}

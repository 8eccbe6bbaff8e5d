import type { CardProduct } from "./card-catalog";
import { parseCard, type CardFields, type CardRow } from "./wallet-rows";

/*
 * The eligibility checker's form (issue 31): a person types the cards they have opened, without
 * an account, and nothing is stored. Each row is a wallet card row without the household member
 * or the product change, plus whether the person is only an authorised user on it (on the credit
 * report, so some rules count it). Rows are numbered fields (`card-0-openedMonth`) so one plain
 * form posts them all, JavaScript or not; the number of rows travels in a hidden field.
 */

export const defaultHistoryRows = 5;
/** Enough for a busy applicant's last few years; bounds what one post can make the server do. */
export const maxHistoryRows = 30;

export const historyFieldNames = ["productId", "name", "issuer", "kind", "openedMonth", "closedMonth", "bonusMonth"] as const;
export type HistoryFieldName = (typeof historyFieldNames)[number];
export type HistoryRowFields = Record<HistoryFieldName, string> & { authorizedUser: boolean };

export interface TypedCard extends CardRow {
  authorizedUser: boolean;
}

export const historyFieldName = (row: number, field: HistoryFieldName | "authorizedUser") => `card-${row}-${field}`;

export const blankHistoryRow: HistoryRowFields = {
  productId: "",
  name: "",
  issuer: "",
  kind: "",
  openedMonth: "",
  closedMonth: "",
  bonusMonth: "",
  authorizedUser: false,
};

/** How many rows the form shows: the posted count, kept within 1 and the maximum. */
export function historyRowCount(text: FormDataEntryValue | null): number {
  const count = typeof text === "string" && /^\d{1,3}$/.test(text) ? Number(text) : defaultHistoryRows;
  return Math.min(Math.max(count, 1), maxHistoryRows);
}

/** Every row's fields as posted, text only; a field not posted is blank. */
export function readHistoryRows(form: FormData, count: number): HistoryRowFields[] {
  return Array.from({ length: count }, (_, row) => {
    const fields = { ...blankHistoryRow };
    for (const field of historyFieldNames) {
      const value = form.get(historyFieldName(row, field));
      fields[field] = typeof value === "string" ? value : "";
    }
    fields.authorizedUser = form.has(historyFieldName(row, "authorizedUser"));
    return fields;
  });
}

const isBlank = (row: HistoryRowFields) => historyFieldNames.every((field) => row[field].trim() === "") && !row.authorizedUser;

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
    if (isBlank(row)) return {};
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

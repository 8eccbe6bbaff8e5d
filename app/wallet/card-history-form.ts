import type { CardRow } from "./wallet-rows";

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

/** A row the visitor left empty: skipped, not refused. */
export const isBlankHistoryRow = (row: HistoryRowFields) =>
  historyFieldNames.every((field) => row[field].trim() === "") && !row.authorizedUser;

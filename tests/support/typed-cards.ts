import { historyFieldName } from "~/wallet/card-history-form";

/** The checker's (or the planner's) typed rows as a form posts them: each card and the month it was opened. */
export function typedCardFields(cards: ReadonlyArray<readonly [string, string]>): Record<string, string> {
  const fields: Record<string, string> = { rows: String(cards.length) };
  cards.forEach(([productId, opened], row) => {
    fields[historyFieldName(row, "productId")] = productId;
    fields[historyFieldName(row, "openedMonth")] = opened;
  });
  return fields;
}

import { describe, expect, it } from "vitest";
import {
  blankHistoryRow,
  defaultHistoryRows,
  historyFieldName,
  historyRowCount,
  maxHistoryRows,
  readHistoryRows,
} from "./card-history-form";
import { parseHistoryRows } from "./card-history-parse";
import { rowContextFixture } from "./test-fixtures";

const { products, today } = rowContextFixture;

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

describe("the checker's typed cards", () => {
  it("keep the number of rows within one and the maximum, whatever is posted", () => {
    expect(historyRowCount(null)).toBe(defaultHistoryRows);
    expect(historyRowCount("7")).toBe(7);
    expect(historyRowCount("0")).toBe(1);
    expect(historyRowCount("999")).toBe(maxHistoryRows);
    expect(historyRowCount("1e9")).toBe(defaultHistoryRows);
  });

  it("read each numbered row, and only the rows counted", () => {
    const rows = readHistoryRows(
      form({
        [historyFieldName(0, "productId")]: "chase-sapphire-preferred",
        [historyFieldName(0, "openedMonth")]: "2025-04",
        [historyFieldName(1, "authorizedUser")]: "on",
        [historyFieldName(2, "openedMonth")]: "2020-01",
      }),
      2,
    );
    expect(rows).toEqual([
      { ...blankHistoryRow, productId: "chase-sapphire-preferred", openedMonth: "2025-04" },
      { ...blankHistoryRow, authorizedUser: true },
    ]);
  });

  it("skip blank rows and give each typed card its catalogue issuer and kind", () => {
    const parsed = parseHistoryRows(
      [
        blankHistoryRow,
        { ...blankHistoryRow, productId: "amex-business-gold", openedMonth: "2025-09", bonusMonth: "2025-11" },
        {
          ...blankHistoryRow,
          productId: "other",
          name: "Store card",
          issuer: "other",
          kind: "personal",
          openedMonth: "2026-01",
          authorizedUser: true,
        },
      ],
      products,
      today,
    );
    expect(parsed).toEqual({
      ok: true,
      cards: [
        expect.objectContaining({
          productId: "amex-business-gold",
          issuer: "amex",
          kind: "business",
          bonusMonth: "2025-11",
          authorizedUser: false,
        }),
        expect.objectContaining({ productId: null, name: "Store card", issuer: "other", openedMonth: "2026-01", authorizedUser: true }),
      ],
    });
  });

  it("refuse a row as the wallet refuses a card, with the wallet's messages, row by row", () => {
    const parsed = parseHistoryRows(
      [
        { ...blankHistoryRow, productId: "chase-sapphire-preferred", openedMonth: "2027-01" },
        { ...blankHistoryRow, productId: "chase-sapphire-preferred", openedMonth: "2025-01" },
        { ...blankHistoryRow, authorizedUser: true },
      ],
      products,
      today,
    );
    expect(parsed).toEqual({
      ok: false,
      message: "2 cards need correcting.",
      errors: [
        { openedMonth: "The opened month can't be in the future." },
        {},
        { productId: "Choose a card.", openedMonth: "Enter a month as YYYY-MM." },
      ],
    });
  });
});

import { describe, expect, it } from "vitest";
import { cardRowFixture, rowContextFixture } from "./test-fixtures";
import { balanceFields, cardFields, parseBalance, parseCard, parseMember, type CardFields } from "./wallet-rows";

const context = rowContextFixture;

const card: CardFields = {
  member: "Alex",
  productId: "chase-sapphire-preferred",
  name: "",
  issuer: "",
  kind: "",
  openedMonth: "2024-03",
  closedMonth: "",
  bonusMonth: "2024-05",
  changedFromProductId: "",
  changedMonth: "",
};
const balance = { member: "Sam", programId: "marriott", amount: "85,000", asOf: "2026-11-20", expiresOverride: "" };

const cardErrors = (fields: Partial<CardFields>) => {
  const result = parseCard({ ...card, ...fields }, context);
  return result.ok ? {} : result.errors;
};
const balanceErrors = (fields: Partial<typeof balance>) => {
  const result = parseBalance({ ...balance, ...fields }, context);
  return result.ok ? {} : result.errors;
};

describe("parseCard", () => {
  it("reads a listed card, its issuer and kind taken from the catalog", () => {
    expect(parseCard(card, context)).toEqual({
      ok: true,
      row: cardRowFixture({ bonusMonth: "2024-05" }),
    });
    expect(cardErrors({ member: " Alex ", productId: " chase-sapphire-preferred ", issuer: " chase " })).toEqual({});
  });

  it("reads a card the catalog does not list by its name, issuer and kind", () => {
    const result = parseCard({ ...card, productId: "other", name: "  Costco Anywhere Visa ", issuer: "other", kind: "personal" }, context);
    expect(result.ok && result.row).toMatchObject({ productId: null, name: "Costco Anywhere Visa", issuer: "other", kind: "personal" });
    expect(cardErrors({ productId: "other" })).toEqual({
      name: "Enter the card's name.",
      issuer: "Choose an issuer.",
      kind: "Choose personal or business.",
    });
    expect(cardErrors({ productId: "other", name: "x".repeat(81), issuer: "other", kind: "personal" })).toEqual({
      name: "Enter a name of at most 80 characters.",
    });
    expect(cardErrors({ productId: "other", name: "Two\nlines", issuer: "other", kind: "personal" })).toEqual({
      name: "Enter the name on one line.",
    });
  });

  it("refuses an unknown card, member, issuer or kind, and a listed card's wrong issuer or kind", () => {
    expect(cardErrors({ productId: "chase-sapphire-secret", member: "Robin" })).toEqual({
      productId: "Choose a card.",
      member: "Choose a member.",
    });
    expect(cardErrors({ productId: "other", name: "X", issuer: "discover", kind: "corporate" })).toEqual({
      issuer: "Choose an issuer.",
      kind: "Choose personal or business.",
    });
    expect(cardErrors({ issuer: "amex", kind: "business" })).toEqual({
      issuer: "This is not the card's issuer.",
      kind: "This is a personal card.",
    });
    expect(cardErrors({ issuer: "chase", kind: "personal" })).toEqual({});
  });

  it("wants months as YYYY-MM, the opened month always", () => {
    expect(cardErrors({ openedMonth: "" })).toEqual({ openedMonth: "Enter a month as YYYY-MM." });
    expect(cardErrors({ openedMonth: "03/2024", closedMonth: "2024-13", bonusMonth: "2024-5" })).toEqual({
      openedMonth: "Enter a month as YYYY-MM.",
      closedMonth: "Enter a month as YYYY-MM.",
      bonusMonth: "Enter a month as YYYY-MM.",
    });
    expect(cardErrors({ openedMonth: " 2024-03 ", closedMonth: " " })).toEqual({});
  });

  it("refuses opened, closed, bonus and change months in the future; this month is fine", () => {
    expect(cardErrors({ openedMonth: "2026-12", bonusMonth: "" })).toEqual({ openedMonth: "The opened month can't be in the future." });
    expect(cardErrors({ closedMonth: "2027-01", bonusMonth: "2026-12" })).toEqual({
      closedMonth: "The closed month can't be in the future.",
      bonusMonth: "The bonus month can't be in the future.",
    });
    expect(cardErrors({ changedFromProductId: "chase-freedom-unlimited", changedMonth: "2026-12" })).toEqual({
      changedMonth: "The product change month can't be in the future.",
    });
    expect(cardErrors({ openedMonth: "2026-11", bonusMonth: "2026-11", closedMonth: "2026-11" })).toEqual({});
  });

  it("refuses a closed, bonus or change month before the opened month", () => {
    expect(cardErrors({ closedMonth: "2024-02" })).toEqual({ closedMonth: "The closed month can't be before the opened month." });
    expect(cardErrors({ bonusMonth: "2023-12" })).toEqual({ bonusMonth: "The bonus month can't be before the opened month." });
    expect(cardErrors({ changedFromProductId: "chase-freedom-unlimited", changedMonth: "2024-01" })).toEqual({
      changedMonth: "The product change month can't be before the opened month.",
    });
    // A bad opened month is reported once, not again as "before" anything.
    expect(cardErrors({ openedMonth: "2024-99", closedMonth: "2024-02" })).toEqual({ openedMonth: "Enter a month as YYYY-MM." });
  });

  it("reads a product change only with both the earlier card and the month", () => {
    const changed = parseCard({ ...card, changedFromProductId: "chase-freedom-unlimited", changedMonth: "2025-06" }, context);
    expect(changed.ok && changed.row).toMatchObject({ changedFromProductId: "chase-freedom-unlimited", changedMonth: "2025-06" });
    expect(cardErrors({ changedFromProductId: "chase-freedom-unlimited" })).toEqual({
      changedMonth: "Enter the month of the product change.",
    });
    expect(cardErrors({ changedMonth: "2025-06" })).toEqual({ changedFromProductId: "Choose the card it was changed from." });
    expect(cardErrors({ changedFromProductId: "chase-sapphire-preferred", changedMonth: "2025-06" })).toEqual({
      changedFromProductId: "A product change moves to a different card.",
    });
    expect(cardErrors({ changedFromProductId: "nope", changedMonth: "2025-06" })).toEqual({
      changedFromProductId: "Choose the card it was changed from.",
    });
    expect(cardErrors({ changedFromProductId: "chase-freedom-unlimited", changedMonth: "2025-06", closedMonth: "2025-05" })).toEqual({
      changedMonth: "The product change month can't be after the closed month.",
    });
  });

  it("gives back the fields it was read from", () => {
    for (const fields of [card, { ...card, productId: "other", name: "Costco Anywhere Visa", issuer: "other", kind: "business" }]) {
      const result = parseCard(fields, context);
      if (!result.ok) throw new Error(JSON.stringify(result.errors));
      expect(parseCard(cardFields(result.row), context)).toEqual(result);
    }
  });
});

describe("parseBalance", () => {
  it("reads a balance, with or without thousands commas", () => {
    expect(parseBalance(balance, context)).toEqual({
      ok: true,
      row: { member: "Sam", programId: "marriott", amount: 85_000, asOf: "2026-11-20", expiresOverride: null },
    });
    const result = parseBalance({ ...balance, amount: "0", expiresOverride: "2027-01-31" }, context);
    expect(result.ok && result.row).toMatchObject({ amount: 0, expiresOverride: "2027-01-31" });
    expect(result.ok && balanceFields(result.row)).toEqual({ ...balance, amount: "0", expiresOverride: "2027-01-31" });
  });

  it.each([
    ["-5", "Enter a balance of 0 or more."],
    ["1000000000000000000000000000000", "Enter a balance of at most 1,000,000,000."],
    ["1000000001", "Enter a balance of at most 1,000,000,000."],
    ["=1+1", "Enter a whole number of points."],
    ["1.5", "Enter a whole number of points."],
    ["1e9", "Enter a whole number of points."],
    ["12,34", "Enter a whole number of points."],
    ["", "Enter a balance."],
  ])("refuses the amount %j: %s", (amount, message) => {
    expect(balanceErrors({ amount })).toEqual({ amount: message });
  });

  it("takes the largest balance, and leading zeros", () => {
    expect(balanceErrors({ amount: "1,000,000,000" })).toEqual({});
    expect(balanceErrors({ amount: "0001000000000" })).toEqual({});
  });

  it("wants a real date no later than today, and an override that is a real date", () => {
    expect(balanceErrors({ asOf: "2026-11-28" })).toEqual({ asOf: "The date can't be in the future." });
    expect(balanceErrors({ asOf: "2026-11-27" })).toEqual({});
    expect(balanceErrors({ asOf: "2026-02-30", expiresOverride: "soon" })).toEqual({
      asOf: "Enter a date as YYYY-MM-DD.",
      expiresOverride: "Enter a date as YYYY-MM-DD.",
    });
    expect(balanceErrors({ asOf: "" })).toEqual({ asOf: "Enter the date you read the balance." });
    expect(balanceErrors({ member: "Robin", programId: "bilt" })).toEqual({
      member: "Choose a member.",
      programId: "Choose a points program.",
    });
  });
});

describe("parseMember", () => {
  it("reads a name and refuses a blank, long or taken one", () => {
    expect(parseMember({ name: " Alex " }, [])).toEqual({ ok: true, row: { name: "Alex" } });
    expect(parseMember({ name: "  " }, [])).toEqual({ ok: false, errors: { name: "Enter a name." } });
    expect(parseMember({ name: "x".repeat(41) }, [])).toEqual({ ok: false, errors: { name: "Enter a name of at most 40 characters." } });
    expect(parseMember({ name: "alex" }, ["Alex"])).toEqual({ ok: false, errors: { name: "Another member already has this name." } });
  });
});

import { describe, expect, it } from "vitest";
import { parsePlanChoices, readPlanChoices, wantedFieldName } from "./plan-form";

const products = ["chase-sapphire-preferred", "amex-gold", "citi-strata-premier"];
const fields = (wanted: string[], monthlySpend = "") => ({ wanted: [...wanted, "", "", "", "", "", ""].slice(0, 6), monthlySpend });

describe("the planner's choices", () => {
  it("read six slots and the spend from a posted form, missing fields blank", () => {
    const form = new FormData();
    form.append(wantedFieldName(1), " amex-gold ");
    form.append("monthlySpend", "$2,500");
    expect(readPlanChoices(form)).toEqual({ wanted: ["", "amex-gold", "", "", "", ""], monthlySpend: "$2,500" });
  });

  it("keep the listed order, skip blank slots, and read dollars with or without $ and commas", () => {
    expect(parsePlanChoices(fields(["amex-gold", "", "chase-sapphire-preferred"], "$2,500"), products)).toEqual({
      ok: true,
      productIds: ["amex-gold", "chase-sapphire-preferred"],
      monthlySpend: 2500,
    });
    expect(parsePlanChoices(fields(["amex-gold"], " 1800 "), products)).toMatchObject({ monthlySpend: 1800 });
    expect(parsePlanChoices(fields(["amex-gold"]), products)).toMatchObject({ monthlySpend: null });
  });

  it("refuse no card, an unknown or repeated card, and a spend that is not whole dollars, field by field", () => {
    expect(parsePlanChoices(fields([]), products)).toEqual({ ok: false, errors: { "want-0": "Choose at least one card you want." } });
    expect(parsePlanChoices(fields(["amex-gold", "nope", "amex-gold"], "12.50"), products)).toEqual({
      ok: false,
      errors: {
        "want-1": "Choose a card.",
        "want-2": "You chose this card already.",
        monthlySpend: "Enter whole dollars a month, up to $1,000,000, or leave it blank.",
      },
    });
    for (const spend of ["-5", "1,00", "2000000", "1e6", "=1+1"]) {
      expect(parsePlanChoices(fields(["amex-gold"], spend), products).ok, spend).toBe(false);
    }
  });
});

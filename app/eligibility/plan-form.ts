import { maxWantedCards } from "./planner";

/*
 * The planner's own fields (issue 31, item 4): up to six wanted cards, one select each
 * (`want-0` to `want-5`), and an optional monthly spend. The reader's card history comes from
 * their wallet or from the checker's rows, parsed elsewhere.
 */

export const wantedFieldName = (slot: number) => `want-${slot}`;
export const wantedSlots = Array.from({ length: maxWantedCards }, (_, slot) => slot);
/** More than anyone puts on cards in a month; a bigger number is a typo. */
export const maxMonthlySpend = 1_000_000;

export interface PlanChoiceFields {
  wanted: string[];
  monthlySpend: string;
}

export type PlanChoices =
  { ok: true; productIds: string[]; monthlySpend: number | null } | { ok: false; errors: Partial<Record<string, string>> };

export function readPlanChoices(form: FormData): PlanChoiceFields {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return { wanted: wantedSlots.map((slot) => text(wantedFieldName(slot)).trim()), monthlySpend: text("monthlySpend") };
}

/** Whole dollars, with or without a $ and thousands commas; blank is "not said". */
function monthlySpendOf(text: string): number | null | "invalid" {
  const value = text.trim().replace(/^\$/, "");
  if (value === "") return null;
  if (!/^(?:\d{1,7}|\d{1,3}(?:,\d{3}){1,2})$/.test(value)) return "invalid";
  const amount = Number(value.replace(/,/g, ""));
  return amount <= maxMonthlySpend ? amount : "invalid";
}

/** The wanted products in the order listed, and the spend; or a message per field. */
export function parsePlanChoices(fields: PlanChoiceFields, productIds: readonly string[]): PlanChoices {
  const errors: Record<string, string> = {};
  const chosen: string[] = [];
  fields.wanted.forEach((id, slot) => {
    if (id === "") return;
    if (!productIds.includes(id)) errors[wantedFieldName(slot)] = "Choose a card.";
    else if (chosen.includes(id)) errors[wantedFieldName(slot)] = "You chose this card already.";
    else chosen.push(id);
  });
  if (chosen.length === 0 && Object.keys(errors).length === 0) errors[wantedFieldName(0)] = "Choose at least one card you want.";
  const monthlySpend = monthlySpendOf(fields.monthlySpend);
  if (monthlySpend === "invalid") errors.monthlySpend = "Enter whole dollars a month, up to $1,000,000, or leave it blank.";
  if (Object.keys(errors).length > 0 || monthlySpend === "invalid") return { ok: false, errors };
  return { ok: true, productIds: chosen, monthlySpend };
}

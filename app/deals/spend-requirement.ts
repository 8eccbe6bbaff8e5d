/**
 * The minimum spend a deal's "Spend requirement" states, as numbers the application planner can
 * use: "$4,000 in 3 months" is 4,000 dollars within 3 months of opening. The field is the owner's
 * free text, so anything else is "not known" rather than a guess. A tiered offer ("$30,000 in 3
 * months for 150,000 miles; $150,000 in 6 months for the full 350,000") counts its largest tier:
 * the full bonus is the one advertised.
 */
export interface SpendRequirement {
  dollars: number;
  months: number;
}

// Bounded: the field holds at most 200 characters, and the pattern has no nested repetition.
const tier = /\$(\d{1,3}(?:,\d{3})*|\d+)\s+(?:in|within)\s+(?:the\s+first\s+)?(\d{1,2})\s+months?\b/gi;

export function spendRequirement(text: string): SpendRequirement | null {
  let largest: SpendRequirement | null = null;
  for (const match of text.slice(0, 200).matchAll(tier)) {
    const dollars = Number(match[1]!.replace(/,/g, ""));
    const months = Number(match[2]);
    if (months < 1) continue;
    if (!largest || dollars > largest.dollars) largest = { dollars, months };
  }
  return largest;
}

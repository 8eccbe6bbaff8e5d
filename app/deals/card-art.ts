import type { Deal } from "./deal";

export interface CardPalette {
  from: string;
  to: string;
  text: string;
}

/** Colours in the spirit of each card's real design, by card first and issuer second. */
export function cardPalette(deal: Pick<Deal, "issuer" | "cardName">): CardPalette {
  const name = deal.cardName.toLowerCase();
  if (name.includes("platinum")) return { from: "#e5e7eb", to: "#9ca3af", text: "#111827" };
  if (name.includes("sapphire reserve")) return { from: "#0b1f3a", to: "#1e3a5f", text: "#ffffff" };
  if (name.includes("sapphire")) return { from: "#1d4f91", to: "#2f6db5", text: "#ffffff" };
  if (name.includes("ink")) return { from: "#1f2937", to: "#374151", text: "#ffffff" };
  if (name.includes("venture x")) return { from: "#111111", to: "#3a3a3a", text: "#ffffff" };
  if (name.includes("spark")) return { from: "#0f3d3e", to: "#1b6b5f", text: "#ffffff" };
  switch (deal.issuer) {
    case "American Express":
      return { from: "#006fcf", to: "#00175a", text: "#ffffff" };
    case "Capital One":
      return { from: "#004977", to: "#0a2240", text: "#ffffff" };
    default:
      return { from: "#117aca", to: "#0b4f8a", text: "#ffffff" };
  }
}

/** Splits a card name into at most `maxLines` lines of about `width` characters, on spaces. */
export function wrapCardName(name: string, width = 20, maxLines = 2): string[] {
  const lines: string[] = [];
  for (const word of name.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

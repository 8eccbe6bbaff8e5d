import type { KnownCurrency } from "./points-knowledge";

/** Points the visitor says they hold: a currency of the catalog, and how many if they said. */
export interface Holdings {
  currencyId: string;
  amount: number | null;
}

/** A signed-in visitor's saved balance, which the assistant uses when a conversation names no points. */
export interface SavedHoldings extends Holdings {
  amount: number;
  /** The household member whose balance it is, named when the wallet has more than one. */
  member: string | null;
  /** yyyy-MM-dd: the day the visitor read the balance. */
  asOf: string;
}

/** The most points a visitor can be taken to hold (the catalog's bound for a transfer). */
export const maxHeldPoints = 10_000_000;

/**
 * What people call the currencies besides the catalog's names: 'Amex points', '50k UR'. Keyed by
 * catalog id; a key the catalog lacks is simply never matched.
 */
const shorthands: Record<string, readonly string[]> = {
  "amex-membership-rewards": ["amex", "amex mr", "mr"],
  "chase-ultimate-rewards": ["chase", "chase ur", "ur"],
  "citi-thankyou": ["citi", "typ", "thankyou", "thank you"],
  "capital-one-miles": ["capital one", "cap one", "c1", "venture"],
  "bilt-rewards": ["bilt"],
  "wells-fargo-rewards": ["wells fargo"],
};

export interface CurrencyReader {
  /** Amount then currency: '120k Amex points', '80,000 Chase', '200k of my Membership Rewards'. */
  amountFirst: RegExp;
  /** Amount, the unit, then the currency: '120k points with Amex'. */
  unitFirst: RegExp;
  /** No amount: 'my Amex points', 'with Chase points'. */
  unnamedAmount: RegExp;
  idByName: Map<string, string>;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function core(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9&]+/g, " ")
    .replace(/\s+(points|miles)$/, "")
    .trim();
}

/** Readers by the names they read: the route builds a new list per request, with the same names until the catalog changes. */
const readers = new Map<string, CurrencyReader>();
const maxReaders = 4;
const amount = String.raw`(\d{1,3}(?:,\d{3})+|\d{1,8}(?:\.\d{1,3})?)\s*(k|m|thousand|million)?`;
const unit = String.raw`(?:points?|pts|miles|rewards)`;

/** The expressions for a currency list, built once per list (the route passes the same list until the catalog changes). */
export function currencyReader(currencies: readonly KnownCurrency[]): CurrencyReader {
  const key = currencies.map((currency) => `${currency.id}:${currency.names.join("|")}`).join(";");
  const cached = readers.get(key);
  if (cached) return cached;
  const idByName = new Map<string, string>();
  for (const currency of currencies) {
    for (const name of [...currency.names, ...(shorthands[currency.id] ?? [])]) {
      const key = core(name);
      // A name two currencies share names neither.
      if (key.length >= 2) idByName.set(key, idByName.has(key) && idByName.get(key) !== currency.id ? "" : currency.id);
    }
  }
  const names = [...idByName.keys()]
    .filter((name) => idByName.get(name))
    .sort((a, b) => b.length - a.length)
    .map((name) => escape(name).replace(/ /g, String.raw`\s+`))
    .join("|");
  const reader: CurrencyReader = {
    amountFirst: new RegExp(String.raw`\b${amount}\s+(?:of\s+)?(?:my\s+)?(${names})(?:\s+${unit})?\b`, "gi"),
    unitFirst: new RegExp(String.raw`\b${amount}\s+(?:points?|pts|miles)\s+(?:with|from|in|on|at)\s+(${names})\b`, "gi"),
    unnamedAmount: new RegExp(String.raw`\b(?:my|with|using|have)\s+(${names})\s+(?:points?|pts|miles)\b`, "gi"),
    idByName,
  };
  if (readers.size >= maxReaders) readers.delete(readers.keys().next().value!);
  readers.set(key, reader);
  return reader;
}

function toAmount(digits: string, multiplier: string | undefined): number {
  const base = Number(digits.replace(/,/g, ""));
  const factor = { k: 1_000, thousand: 1_000, m: 1_000_000, million: 1_000_000 }[multiplier?.toLowerCase() ?? ""] ?? 1;
  return Math.round(base * factor);
}

export interface HoldingsReading {
  holdings?: Holdings;
  /** The phrases read, to be blanked out before places and dates are read. */
  spans: [number, number][];
}

/**
 * The points a message says the visitor holds. An amount below 1,000 is not taken for points
 * ('March 5 Amex' is not five points); one above the bound is capped.
 */
export function findHoldings(text: string, reader: CurrencyReader): HoldingsReading {
  const spans: [number, number][] = [];
  let holdings: Holdings | undefined;
  const nameOf = (name: string) => reader.idByName.get(core(name)) || undefined;
  for (const expression of [reader.amountFirst, reader.unitFirst]) {
    for (const match of text.matchAll(expression)) {
      const points = toAmount(match[1]!, match[2]);
      const currencyId = nameOf(match[3]!);
      if (!currencyId || points < 1_000) continue;
      holdings ??= { currencyId, amount: Math.min(points, maxHeldPoints) };
      spans.push([match.index, match.index + match[0].length]);
    }
  }
  for (const match of text.matchAll(reader.unnamedAmount)) {
    const currencyId = nameOf(match[1]!);
    if (!currencyId) continue;
    holdings ??= { currencyId, amount: null };
    spans.push([match.index, match.index + match[0].length]);
  }
  return { holdings, spans };
}

/** The text with the read phrases replaced by spaces, so its length and other words stay put. */
export function blankSpans(text: string, spans: readonly [number, number][]): string {
  let result = text;
  for (const [start, end] of spans) result = `${result.slice(0, start)}${" ".repeat(end - start)}${result.slice(end)}`;
  return result;
}

import type { Catalog } from "./catalog";

/**
 * Free-text names (the transfer bonuses' "from" and "details", a bank's way of writing a partner)
 * to catalog ids, through each entry's name, id and aliases. A text matches when it is one of those
 * names, or else when it contains one as whole words; the longest contained name wins, and a tie
 * between two entries matches neither (a wrong partner is worse than none).
 */

/** Lower case, '&' as 'and', every run of other characters one space: "Miles&Smiles" and "miles and smiles" agree. */
export function normalizeName(value: string): string {
  return value
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** Names this short ('ANA', 'ALL', 'JAL') are only found inside a longer text when written in capitals there. */
const shortName = 3;

interface Named {
  id: string;
  name: string;
  aliases: readonly string[];
}

function namesOf(entry: Named): string[] {
  return [entry.name, entry.id.replace(/-/g, " "), ...entry.aliases];
}

function containsWords(haystack: string, needle: string): boolean {
  return ` ${haystack} `.includes(` ${needle} `);
}

function bestMatch(entries: readonly Named[], text: string): string | null {
  const wanted = normalizeName(text);
  if (!wanted) return null;
  const exact = new Set(entries.filter((entry) => namesOf(entry).some((name) => normalizeName(name) === wanted)).map((entry) => entry.id));
  if (exact.size === 1) return [...exact][0]!;
  if (exact.size > 1) return null;
  const capitals = ` ${text.replace(/[^A-Za-z0-9]+/g, " ").trim()} `;
  let best: { id: string; length: number; tied: boolean } | null = null;
  for (const entry of entries) {
    for (const name of namesOf(entry)) {
      const normal = normalizeName(name);
      if (!normal) continue;
      const found = normal.length <= shortName ? capitals.includes(` ${normal.toUpperCase()} `) : containsWords(wanted, normal);
      if (!found) continue;
      if (!best || normal.length > best.length) best = { id: entry.id, length: normal.length, tied: false };
      else if (normal.length === best.length && best.id !== entry.id) best.tied = true;
    }
  }
  return best && !best.tied ? best.id : null;
}

const targetedMark = /\\?\[\s*targeted\s*\\?\]/gi;

/** The partner a bonus text names: what follows its last ' to ' ("30% bonus to Virgin Atlantic Flying Club"), else the whole text. */
function partnerPart(text: string): string {
  const cleaned = text.replace(targetedMark, " ").replace(/\s+/g, " ").trim();
  const match = /.*\bto\s+(.+)$/i.exec(cleaned);
  return match ? match[1]! : cleaned;
}

/** The id of the currency a text names ('Citi ThankYou Points', 'Amex Membership Rewards'), or null. */
export function matchCurrency(catalog: Pick<Catalog, "currencies">, text: string): string | null {
  return bestMatch(catalog.currencies, text.slice(0, 300));
}

/**
 * The id of the program a text names: a program's name ('Flying Blue (Air France/KLM)') or a
 * bonus's details ('30% bonus to Virgin Atlantic Flying Club [Targeted]'), or null.
 */
export function matchProgram(catalog: Pick<Catalog, "programs">, text: string): string | null {
  const bounded = text.slice(0, 300);
  const partner = partnerPart(bounded);
  return bestMatch(catalog.programs, partner) ?? (partner === bounded ? null : bestMatch(catalog.programs, bounded));
}

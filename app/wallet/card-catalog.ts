import { parse as parseYaml } from "yaml";
import { z } from "~/lib/zod";
import { cardKinds, issuers, type CardKind, type Issuer } from "./card-names";

/**
 * The card products a visitor picks from for their wallet (content/cards.yaml). The currency and
 * program ids are checked against the points catalog's, which the caller passes in: the wallet
 * domain does not read the points domain itself (decision 040).
 */

export { cardKinds, issuerNames, issuers, type CardKind, type Issuer } from "./card-names";

export interface CardProduct {
  id: string;
  issuer: Issuer;
  name: string;
  kind: CardKind;
  cardType: "credit" | "charge";
  /** The product line ("sapphire", "venture"): issuer rules limit bonuses per family. */
  family: string;
  /** The transferable currency it earns, if any. */
  currency: string | null;
  /** The airline or hotel program a co-branded card earns, if any. */
  program: string | null;
  /** Slugs of the built-in deals that advertise it. */
  dealSlugs: string[];
}

/** The currency and program ids of the points catalog. */
export interface KnownIds {
  currencies: readonly string[];
  programs: readonly string[];
}

export const kebabId = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(80);

const productEntry = z.object({
  id: kebabId,
  issuer: z.enum(issuers),
  name: z.string().trim().min(1).max(120),
  kind: z.enum(cardKinds),
  cardType: z.enum(["credit", "charge"]),
  family: kebabId,
  currency: kebabId.nullish().transform((value) => value ?? null),
  program: kebabId.nullish().transform((value) => value ?? null),
  dealSlugs: z.array(kebabId).max(20).default([]),
});

/** Keys that appear more than once, each named once. */
export function repeatedKeys(keys: readonly string[]): string[] {
  const seen = new Set<string>();
  return [...new Set(keys.filter((key) => (seen.has(key) ? true : (seen.add(key), false))))];
}

/** Parses content/cards.yaml (its text) and checks it against the points catalog's ids; throws naming every problem. */
export function parseCardCatalog(source: string, known: KnownIds): CardProduct[] {
  const products: CardProduct[] = z.array(productEntry).max(500).parse(parseYaml(source));
  const problems: string[] = [];
  for (const key of repeatedKeys(products.map((product) => product.id))) problems.push(`product ${key} appears twice`);
  for (const key of repeatedKeys(products.flatMap((product) => product.dealSlugs))) problems.push(`deal ${key} names two products`);
  for (const product of products) {
    if (product.currency && !known.currencies.includes(product.currency))
      problems.push(`${product.id}: unknown currency ${product.currency}`);
    if (product.program && !known.programs.includes(product.program)) problems.push(`${product.id}: unknown program ${product.program}`);
    if (product.currency && product.program) problems.push(`${product.id}: earns a currency or a program, not both`);
  }
  if (problems.length > 0) throw new Error(`card catalog: ${problems.join("; ")}`);
  return products;
}

export function productById(products: readonly CardProduct[], productId: string): CardProduct | undefined {
  return products.find((product) => product.id === productId);
}

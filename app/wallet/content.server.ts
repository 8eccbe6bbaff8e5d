import fs from "node:fs";
import { findUpward } from "~/lib/find-upward.server";
import { parseCardCatalog, type CardProduct, type KnownIds } from "./card-catalog";
import { parseExpiryRules, rulesById, type ExpiryRule } from "./expiry-rules";
import type { ProgramOption } from "./wallet-view";

function read(relative: string): string {
  return fs.readFileSync(findUpward(import.meta.url, relative), "utf8");
}

/** The card products as content/cards.yaml states them; `known` is the points catalog's ids. */
export function builtInCardCatalog(known: KnownIds): CardProduct[] {
  return parseCardCatalog(read("content/cards.yaml"), known);
}

/** The expiry rules as content/expiry-rules.yaml states them. */
export function builtInExpiryRules(known: KnownIds): ExpiryRule[] {
  return parseExpiryRules(read("content/expiry-rules.yaml"), known);
}

/** What the wallet needs of the points catalog, which the route reads and passes in (decision 040). */
export interface PointsNames {
  currencies: ReadonlyArray<{ id: string; name: string }>;
  programs: ReadonlyArray<{ id: string; name: string; kind: "airline" | "hotel" }>;
}

export interface WalletContent {
  products: CardProduct[];
  rules: ReadonlyMap<string, ExpiryRule>;
  /** Every currency and program a balance may be of, grouped for the form's select. */
  programs: ProgramOption[];
  programIds: string[];
}

let parsed: { key: string; content: WalletContent } | undefined;

/**
 * The catalogue, the rules and the programs, parsed once and again only when the points catalog
 * changes: a page need not read two files.
 */
export function walletContent(points: PointsNames): WalletContent {
  const [currencies, airlines, hotels] = ["Bank and card currencies", "Airlines", "Hotels"] as const;
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  const programs: ProgramOption[] = [
    ...points.currencies.map(({ id, name }) => ({ id, name, group: currencies })).sort(byName),
    ...points.programs
      .map(({ id, name, kind }) => ({ id, name, group: kind === "airline" ? airlines : hotels }))
      .sort((a, b) => a.group.localeCompare(b.group) || byName(a, b)),
  ];
  const key = JSON.stringify(programs);
  if (parsed?.key !== key) {
    const known = { currencies: points.currencies.map(({ id }) => id), programs: points.programs.map(({ id }) => id) };
    const content = { products: builtInCardCatalog(known), rules: rulesById(builtInExpiryRules(known)), programs };
    parsed = { key, content: { ...content, programIds: programs.map(({ id }) => id) } };
  }
  return parsed.content;
}

import fs from "node:fs";
import { findUpward } from "~/lib/find-upward.server";
import { parseCardCatalog, type CardProduct, type KnownIds } from "./card-catalog";
import { parseExpiryRules, type ExpiryRule } from "./expiry-rules";

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

import fs from "node:fs";
import { parse as parseYaml } from "yaml";
import { findUpward } from "~/lib/find-upward.server";
import { parseIssuerRules, type CatalogProduct, type PublishedRule } from "./rules-content";

function read(relative: string): string {
  return fs.readFileSync(findUpward(import.meta.url, relative), "utf8");
}

let products: readonly CatalogProduct[] | undefined;
let rules: readonly PublishedRule[] | undefined;

/** The products of content/cards.yaml, only their ids and issuers: what a rule may name. Read once: the file ships with the site. */
export function catalogProducts(): readonly CatalogProduct[] {
  products ??= (parseYaml(read("content/cards.yaml")) as CatalogProduct[]).map(({ id, issuer }) => ({ id, issuer }));
  return products;
}

/**
 * The issuers' rules as content/issuer-rules.yaml states them, checked against the card
 * catalogue, read once: the database's starting rules (seed.server.ts).
 */
export function builtInIssuerRules(): readonly PublishedRule[] {
  rules ??= parseIssuerRules(read("content/issuer-rules.yaml"), catalogProducts());
  return rules;
}

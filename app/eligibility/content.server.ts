import fs from "node:fs";
import { parse as parseYaml } from "yaml";
import { findUpward } from "~/lib/find-upward.server";
import { parseIssuerRules, type CatalogProduct, type PublishedRule } from "./rules-content";

function read(relative: string): string {
  return fs.readFileSync(findUpward(import.meta.url, relative), "utf8");
}

let rules: readonly PublishedRule[] | undefined;

/**
 * The issuers' rules as content/issuer-rules.yaml states them, checked against the products of
 * content/cards.yaml (only their ids and issuers), read once: both ship with the site.
 */
export function builtInIssuerRules(): readonly PublishedRule[] {
  rules ??= parseIssuerRules(
    read("content/issuer-rules.yaml"),
    (parseYaml(read("content/cards.yaml")) as CatalogProduct[]).map(({ id, issuer }) => ({ id, issuer })),
  );
  return rules;
}

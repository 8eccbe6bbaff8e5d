import type { CatalogProduct } from "../rules-content";

/** The card catalogue's issuers, in its order, with the names readers know them by: the route passes both in from the wallet's catalogue. */
export function cardRuleIssuers(ids: readonly string[], names: Readonly<Record<string, string>>): Array<{ id: string; name: string }> {
  return ids.map((id) => ({ id, name: names[id] ?? id }));
}

/** The catalogue's product ids by issuer, issuers in the order given, for the editor's list to copy from. */
export function productIdsByIssuer(products: readonly CatalogProduct[], issuerIds: readonly string[]) {
  return issuerIds
    .map((issuer) => ({ issuer, ids: products.filter((product) => product.issuer === issuer).map((product) => product.id) }))
    .filter((group) => group.ids.length > 0);
}

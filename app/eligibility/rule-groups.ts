import type { PublishedRule } from "./rules-content";

export interface IssuerRules {
  issuer: string;
  /** The issuer as readers know it ("American Express"). */
  name: string;
  rules: readonly PublishedRule[];
}

/**
 * The rules of each issuer, issuers in the order given (the card catalogue's), each issuer's
 * rules in the order they come; issuers without a rule are left out, and a rule of an issuer not
 * given comes last under its id, so no rule is ever hidden.
 */
export function groupByIssuer(rules: readonly PublishedRule[], issuers: ReadonlyArray<{ id: string; name: string }>): IssuerRules[] {
  const known = new Set(issuers.map((issuer) => issuer.id));
  const others = [...new Set(rules.map((rule) => rule.issuer).filter((issuer) => !known.has(issuer)))].map((id) => ({ id, name: id }));
  return [...issuers, ...others]
    .map(({ id, name }) => ({ issuer: id, name, rules: rules.filter((rule) => rule.issuer === id) }))
    .filter((group) => group.rules.length > 0);
}

/*
 * The issuers and kinds a wallet card may have, and the longest name a card not in the catalogue
 * may take: plain constants, apart from the catalogue's parser and the rows' schemas, so the
 * forms that show them (the checker's and the planner's, in the browser) load neither Zod nor
 * the YAML parser.
 */

export const issuers = ["chase", "amex", "citi", "capital-one", "bank-of-america", "barclays", "wells-fargo", "us-bank", "other"] as const;
export type Issuer = (typeof issuers)[number];

export const issuerNames: Record<Issuer, string> = {
  chase: "Chase",
  amex: "American Express",
  citi: "Citi",
  "capital-one": "Capital One",
  "bank-of-america": "Bank of America",
  barclays: "Barclays",
  "wells-fargo": "Wells Fargo",
  "us-bank": "U.S. Bank",
  other: "Other",
};

export const cardKinds = ["personal", "business"] as const;
export type CardKind = (typeof cardKinds)[number];

export const maxCardNameLength = 80;

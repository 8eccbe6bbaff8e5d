/**
 * What the assistant knows about points, in its own shapes: the points catalog and today's
 * transfer bonuses, handed over by the route (the chat domain does not read another domain).
 * The transfer arithmetic comes with it, so there is one implementation of rounding rules.
 */

export type AllianceId = "star-alliance" | "oneworld" | "skyteam" | "none";

export interface PointsRatio {
  from: number;
  to: number;
}

/** A currency the visitor may hold, with every name it goes by (lower case or as written). */
export interface KnownCurrency {
  id: string;
  name: string;
  /** Its name, aliases and issuer, as the catalog writes them. */
  names: readonly string[];
}

export interface KnownProgram {
  id: string;
  name: string;
  /** IATA codes of the program's own carriers. */
  carriers: readonly string[];
  alliance: AllianceId;
}

/** One partner row of the catalog: a currency transfers to an airline program. */
export interface KnownPartner {
  currencyId: string;
  programId: string;
  ratio: PointsRatio;
  minimum: number | null;
  increment: number | null;
  transferTime: string | null;
  source: string;
  /** yyyy-MM-dd. */
  checkedOn: string;
  verified: boolean;
}

/** A transfer bonus running today, already matched to a currency and a program. */
export interface KnownBonus {
  currencyId: string;
  programId: string;
  percent: number;
  targeted: boolean;
  /** yyyy-MM-dd. */
  endDate: string;
}

export interface TransferArithmetic {
  pointsNeeded(
    ratio: PointsRatio,
    miles: number,
    rules: { minimum?: number | null; increment?: number | null },
    bonusPercent?: number,
  ): { points: number; miles: number } | null;
  milesFor(ratio: PointsRatio, points: number, bonusPercent?: number): number;
  effectiveRatio(ratio: PointsRatio, bonusPercent: number): PointsRatio;
  formatRatio(ratio: PointsRatio): string;
  /** The points a transfer can move out of a balance: whole increments, at least the minimum. */
  transferablePoints(balance: number, rules: { minimum?: number | null; increment?: number | null }): number;
}

export interface PointsKnowledge {
  currencies: readonly KnownCurrency[];
  /** Airline programs only. */
  programs: readonly KnownProgram[];
  partners: readonly KnownPartner[];
  bonuses: readonly KnownBonus[];
  /** When the public bonus list last changed (ISO time), or null if never. */
  bonusesUpdatedAt: string | null;
  /** Today in the business time zone, the day the bonuses were read for. */
  today: string;
  arithmetic: TransferArithmetic;
}

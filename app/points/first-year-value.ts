import { normalizeName, valueOf, type Catalog, type ValueSubject } from "./catalog";

/** What a deal says about its bonus, for its value: plain fields, so the route can pass a deal in. */
export interface DealForValue {
  issuer: string;
  bonusUnit: string;
  signupBonusAmount: number | null;
  annualFee: string;
  /** A currency or program id, 'none', or null for the issuer's own currency. */
  pointsCurrency: string | null;
}

/** The owner's choice that a deal's bonus has no points value shown. */
export const noPointsCurrency = "none";

export interface ValueSource {
  subject: ValueSubject;
  id: string;
  name: string;
  cents: number;
}

/** The currency or program a deal's bonus is paid in: the owner's choice, else the issuer's currency when the bonus is in points. */
export function dealCurrency(catalog: Catalog, deal: Pick<DealForValue, "issuer" | "bonusUnit" | "pointsCurrency">): ValueSource | null {
  if (deal.pointsCurrency === noPointsCurrency) return null;
  let subject: ValueSubject;
  let id: string;
  let name: string;
  const chosen = deal.pointsCurrency;
  const currency = chosen
    ? catalog.currencies.find((entry) => entry.id === chosen)
    : deal.bonusUnit === "points"
      ? catalog.currencies.find((entry) => normalizeName(entry.issuer) === normalizeName(deal.issuer))
      : undefined;
  const program = chosen && !currency ? catalog.programs.find((entry) => entry.id === chosen) : undefined;
  if (currency) [subject, id, name] = ["currency", currency.id, currency.name];
  else if (program) [subject, id, name] = ["program", program.id, program.name];
  else return null;
  const value = valueOf(catalog, subject, id);
  return value ? { subject, id, name, cents: value.cents } : null;
}

/**
 * The fee paid in the first year, in dollars, from the annual-fee text: '$0 first year, then $150'
 * is 0, '$95' is 95, 'None' or '$0' is 0. Null when the text names no amount.
 */
export function firstYearFee(annualFee: string): number | null {
  const text = annualFee.slice(0, 200);
  const firstYear = /\$\s?([\d,]+(?:\.\d{1,2})?)\s*(?:annual fee\s*)?(?:for\s+)?(?:the\s+)?first\s+year/i.exec(text);
  const amount = firstYear ?? /\$\s?([\d,]+(?:\.\d{1,2})?)/.exec(text);
  if (amount) return Number(amount[1]!.replace(/,/g, ""));
  return /^\s*(none|no annual fee|\$?0)\s*$/i.test(text) ? 0 : null;
}

export interface FirstYearValue {
  /** Whole dollars: bonus x cents / 100 - fee (may be negative). */
  dollars: number;
  bonusPoints: number;
  cents: number;
  fee: number;
  currencyName: string;
  /** The formula in words with its figures. */
  formula: string;
}

const wholeNumber = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const centsFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

export function formatDollars(dollars: number): string {
  return `${dollars < 0 ? "-" : ""}$${wholeNumber.format(Math.abs(dollars))}`;
}

/** Bonus points x cents per point / 100, minus the first-year fee, rounded to whole dollars. */
export function firstYearValueOf(bonusPoints: number, cents: number, fee: number, currencyName: string): FirstYearValue {
  const dollars = Math.round((bonusPoints * cents) / 100 - fee);
  const formula = `${wholeNumber.format(bonusPoints)} points × ${centsFormat.format(cents)}¢ per point (our value for ${currencyName}) − ${formatDollars(fee)} first-year fee`;
  return { dollars, bonusPoints, cents, fee, currencyName, formula };
}

/** A deal's estimated first-year value, or null when its bonus is cash, has no amount, no valued currency or no readable fee. */
export function dealFirstYearValue(catalog: Catalog, deal: DealForValue): FirstYearValue | null {
  if (deal.bonusUnit !== "points" || !deal.signupBonusAmount) return null;
  const source = dealCurrency(catalog, deal);
  const fee = firstYearFee(deal.annualFee);
  if (!source || fee === null) return null;
  return firstYearValueOf(deal.signupBonusAmount, source.cents, fee, source.name);
}

/** The deal editor's choices for what a bonus is paid in: each currency, each program, or none. */
export function dealCurrencyOptions(catalog: Catalog): { value: string; label: string }[] {
  return [
    ...catalog.currencies.map((currency) => ({ value: currency.id, label: currency.name })),
    ...[...catalog.programs].sort((a, b) => a.name.localeCompare(b.name)).map((program) => ({ value: program.id, label: program.name })),
    { value: noPointsCurrency, label: "None: show no first-year value" },
  ];
}

/** What deal pages and cards show: the figure and the formula in words, or null when there is no value. */
export function dealEstimate(catalog: Catalog, deal: DealForValue): { amount: string; formula: string } | null {
  const value = dealFirstYearValue(catalog, deal);
  return value ? { amount: formatDollars(value.dollars), formula: value.formula } : null;
}

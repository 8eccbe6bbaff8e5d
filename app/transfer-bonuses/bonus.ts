/** A transfer bonus as the site keeps it: the list's fields plus what its details say. */
export interface TransferBonus {
  id: string;
  /** The source program ('Chase Ultimate Rewards'). */
  from: string;
  /** The bonus as written ('30% bonus to Virgin Atlantic Flying Club'). */
  details: string;
  partner: string | null;
  percent: number | null;
  targeted: boolean;
  /** Calendar dates, yyyy-MM-dd. */
  startDate: string;
  endDate: string;
}

/** The shape the admin's 'Copy Code' gives, with MM/DD/YY dates. */
export interface SpecBonus {
  id: string;
  from: string;
  details: string;
  startDate: string;
  endDate: string;
}

const idDescriptionLength = 20;

/**
 * A bonus's id: lower-cased source plus the first 20 characters of the description,
 * non-alphanumerics replaced by hyphens. The description is lower-cased too, so an id never
 * depends on how a page capitalises it.
 */
export function bonusId(from: string, details: string): string {
  return `${from.trim()}-${details.trim().slice(0, idDescriptionLength)}`.toLowerCase().replace(/[^a-z0-9]/g, "-");
}

const trailingShortDate = /(\d{2})\/(\d{2})\/(\d{2})\s*$/;

/**
 * The MM/DD/YY date at the end of a cell, as yyyy-MM-dd; anything before it (a hidden sort
 * number glued to the date) is ignored. Undefined when there is none or it is not a real day.
 */
export function parseShortDate(cell: string): string | undefined {
  const match = trailingShortDate.exec(cell.slice(-40));
  if (!match) return undefined;
  const [, mm, dd, yy] = match;
  const month = Number(mm);
  const day = Number(dd);
  const year = 2000 + Number(yy);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${year}-${mm}-${dd}`;
}

/** yyyy-MM-dd as the spec writes bonus dates: MM/DD/YY. */
export function formatShortDate(iso: string): string {
  const [year, month, day] = iso.split("-");
  return `${month}/${day}/${year!.slice(2)}`;
}

const targetedMark = /\\?\[\s*targeted\s*\\?\]/i;

/** Whether a text carries the '[Targeted]' mark (escaped as markdown writes it, or not). */
export function hasTargetedMark(text: string): boolean {
  return targetedMark.test(text);
}

/** What a details text says: its percentage, the partner it names, and a '[Targeted]' mark. */
export function describeDetails(text: string): { details: string; percent: number | null; partner: string | null; targeted: boolean } {
  const targeted = targetedMark.test(text);
  const details = text.replace(targetedMark, " ").replace(/\s+/g, " ").trim();
  const percentMatch = /(\d{1,3})\s*%/.exec(details);
  const partnerMatch = /.*\bto\s+(.+?)\s*(?:\(|$)/i.exec(details);
  return {
    details,
    percent: percentMatch ? Number(percentMatch[1]) : null,
    partner: partnerMatch ? partnerMatch[1]!.replace(/[.;,]+$/, "") : null,
    targeted,
  };
}

/** A bonus from its four spec fields (source, details text, two MM/DD/YY dates), or undefined when a date is missing. */
export function bonusFromCells(from: string, detailsText: string, start: string, end: string): TransferBonus | undefined {
  const startDate = parseShortDate(start);
  const endDate = parseShortDate(end);
  const source = from.replace(/\s+/g, " ").trim();
  if (!startDate || !endDate || !source) return undefined;
  const described = describeDetails(detailsText);
  if (!described.details) return undefined;
  return { id: bonusId(source, described.details), from: source, ...described, startDate, endDate };
}

export function toSpecBonus(bonus: TransferBonus): SpecBonus {
  return {
    id: bonus.id,
    from: bonus.from,
    details: bonus.targeted ? `${bonus.details} [Targeted]` : bonus.details,
    startDate: formatShortDate(bonus.startDate),
    endDate: formatShortDate(bonus.endDate),
  };
}

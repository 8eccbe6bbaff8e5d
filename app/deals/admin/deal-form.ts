import type { Deal } from "../deal";

/** The deal editor's fields that hold text as typed; `published` is the one checkbox. */
export const dealTextFields = [
  "slug",
  "title",
  "date",
  "excerpt",
  "cardName",
  "issuer",
  "description",
  "eligibility",
  "whyILoveIt",
  "referralLink",
  "welcomeBonus",
  "annualFee",
  "minSpend",
  "transferPartners",
  "dealScore",
  "signupBonusAmount",
  "bonusUnit",
  "pointsCurrency",
] as const;
export type DealTextField = (typeof dealTextFields)[number];

/** What the form shows: exactly what was typed, so a refused save loses nothing. */
export type DealFormValues = Record<DealTextField, string> & { published: boolean };
export type DealField = keyof DealFormValues;
export type DealFormErrors = Partial<Record<DealField, string>>;

export const markdownFields = ["description", "eligibility", "whyILoveIt"] as const;
export type MarkdownField = (typeof markdownFields)[number];
/** Sanitised HTML of each markdown field, or null when the field is empty. */
export type DealPreview = Record<MarkdownField, string | null>;

/** What the editor's action answers when it does not redirect. */
export interface DealFormActionData {
  values: DealFormValues;
  errors: DealFormErrors;
  preview?: DealPreview;
}

/** In form order, so the error summary lists problems top to bottom. */
export const dealFieldLabels: Record<DealField, string> = {
  title: "Title",
  slug: "Slug",
  date: "Date",
  excerpt: "Excerpt",
  published: "Published",
  cardName: "Card name",
  issuer: "Issuer",
  referralLink: "Referral link",
  welcomeBonus: "Welcome bonus",
  annualFee: "Annual fee",
  minSpend: "Spend requirement",
  transferPartners: "Transfer partners",
  signupBonusAmount: "Signup bonus amount (optional)",
  bonusUnit: "Bonus unit",
  pointsCurrency: "Bonus paid in (for the first-year value)",
  dealScore: "Deal score (optional)",
  description: "Description",
  eligibility: "Eligibility (optional)",
  whyILoveIt: "Why I love this card",
};

/** The schema lets these be empty; their labels say so. */
export const optionalDealFields: ReadonlySet<DealField> = new Set(["eligibility", "dealScore", "signupBonusAmount", "pointsCurrency"]);

export const slugTakenMessage = "This slug is already used by another deal.";

/** The editor's hidden default intent; the Preview button adds its own. */
export const dealFormIntents = { save: "save", preview: "preview" } as const;

export const fieldId = (field: DealField) => `deal-${field}`;

/** What every field reads: the values to show and the server's messages. */
export interface DealFormState {
  values: DealFormValues;
  errors: DealFormErrors;
}

/** A text field's props for the form kit. Ids are fixed so the error summary can link to each field. */
export function dealFieldProps(field: DealTextField, state: DealFormState) {
  return {
    id: fieldId(field),
    name: field,
    label: dealFieldLabels[field],
    defaultValue: state.values[field],
    error: state.errors[field],
    required: !optionalDealFields.has(field),
  };
}

/** A blank form for a new deal, dated today, unpublished until the owner says otherwise. */
export function emptyDealForm(today: string): DealFormValues {
  const values = Object.fromEntries(dealTextFields.map((field) => [field, ""])) as Record<DealTextField, string>;
  return { ...values, date: today, issuer: "Chase", bonusUnit: "points", published: false };
}

export function dealToFormValues(deal: Deal): DealFormValues {
  return {
    slug: deal.slug,
    title: deal.title,
    date: deal.date,
    excerpt: deal.excerpt,
    cardName: deal.cardName,
    issuer: deal.issuer,
    description: deal.description,
    eligibility: deal.eligibility ?? "",
    whyILoveIt: deal.whyILoveIt,
    referralLink: deal.referralLink,
    welcomeBonus: deal.welcomeBonus,
    annualFee: deal.annualFee,
    minSpend: deal.minSpend,
    transferPartners: deal.transferPartners,
    dealScore: deal.dealScore === null ? "" : String(deal.dealScore),
    signupBonusAmount: deal.signupBonusAmount === null ? "" : String(deal.signupBonusAmount),
    bonusUnit: deal.bonusUnit,
    pointsCurrency: deal.pointsCurrency ?? "",
    published: deal.published,
  };
}

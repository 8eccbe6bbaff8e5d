/**
 * What the admin pages show in the browser: field labels and addresses. Kept apart from the
 * schemas in forms.ts so the pages' bundles do not carry zod and the catalog's parser.
 */
export const partnerFieldLabels = {
  ratio: "Ratio",
  transferTime: "Transfer time",
  minimum: "Minimum",
  increment: "Increment",
  source: "Source",
  checkedOn: "Checked on",
} as const;

export const valueFieldLabels = { cents: "Value in cents per point", reviewedOn: "Last reviewed" } as const;

export const pointsAdminPath = "/admin/transfer-partners";
export const valuesAdminPath = "/admin/transfer-partners/values";

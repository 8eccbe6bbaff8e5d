/*
 * A card history for the eligibility tests, in browser and no-JavaScript journeys alike: months
 * counted back from this month, and five personal cards from four banks in the last two years,
 * which is five against Chase's 5/24. None is opened this month, so a month boundary between the
 * test's clock and the site's New York day changes no verdict the tests read.
 */
export function monthsAgo(count: number, now = new Date()): string {
  const index = now.getUTCFullYear() * 12 + now.getUTCMonth() - count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

export const fiveCardsInTwoYears = [
  ["citi-strata-premier", monthsAgo(20)],
  ["amex-gold", monthsAgo(15)],
  ["capital-one-venture", monthsAgo(10)],
  ["chase-freedom-unlimited", monthsAgo(6)],
  ["amex-platinum", monthsAgo(4)],
] as const;

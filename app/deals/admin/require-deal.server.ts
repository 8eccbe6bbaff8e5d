import { data } from "react-router";
import type { Deal } from "../deal";
import { findDealById } from "../deals.server";

/** Largest id a PostgreSQL serial holds; a bigger number would be a database error, not a 404. */
const maxSerial = 2_147_483_647;

/** The deal a route parameter or posted id names, or a 404 response thrown for anything else. */
export async function requireDeal(id: FormDataEntryValue | string | null | undefined): Promise<Deal> {
  const number = typeof id === "string" && /^[1-9]\d{0,9}$/.test(id) ? Number(id) : NaN;
  const deal = number <= maxSerial ? await findDealById(number) : undefined;
  if (!deal) throw data(null, { status: 404 });
  return deal;
}

import { ilike, like, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { containsPattern, type TextSearch } from "./text-search";

/**
 * The admin search's condition on one table: the text inside any of `textColumns` (any letter
 * case), or, for a phone number, its digits inside the digits of any of `phoneColumns`. Substring
 * matches cannot use an index; every caller bounds its rows instead, on tables of one site's leads.
 */
export function textSearchWhere(search: TextSearch, textColumns: (AnyColumn | SQL)[], phoneColumns: AnyColumn[] = []): SQL | undefined {
  const pattern = containsPattern(search.text);
  const digits = search.phoneDigits;
  return or(
    ...textColumns.map((column) => ilike(column, pattern)),
    ...(digits ? phoneColumns.map((column) => like(sql`regexp_replace(${column}, '[^0-9]', '', 'g')`, containsPattern(digits))) : []),
  );
}

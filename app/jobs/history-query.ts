/**
 * The history page's query readers, for its handle: they run in the browser bundle too, so this
 * module imports nothing (the catalog's module brings its parsers, whose schema compiler needs
 * an eval the Content-Security-Policy refuses).
 */

/** A catalog id's shape ('chase-ultimate-rewards'); whether the catalog has it is the loader's question. */
export function readIdParam(value: string): string | undefined {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) && value.length <= 80 ? value : undefined;
}

/** The page number: a whole number from 1; anything else reads as page 1. */
export function readPageNumber(value: string): string | undefined {
  return /^[1-9]\d{0,3}$/.test(value) ? value : undefined;
}

/**
 * The history page's page-number reader, for its handle: it runs in the browser bundle too, so this
 * module imports nothing (the catalog's module brings its parsers, whose schema compiler needs
 * an eval the Content-Security-Policy refuses).
 */

/** The page number: a whole number from 1; anything else reads as page 1. */
export function readPageNumber(value: string): string | undefined {
  return /^[1-9]\d{0,3}$/.test(value) ? value : undefined;
}

/**
 * How the partners page reads `?currency=` and `?program=`: a catalog id's shape, or absent.
 * Its own module with no imports: the route's `handle` ships to the browser, and this must not
 * bring the catalog's parser (zod, yaml) with it.
 */
export function readCatalogId(value: string): string | undefined {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) && value.length <= 80 ? value : undefined;
}

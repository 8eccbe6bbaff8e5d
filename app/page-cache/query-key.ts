import type { ParameterReader, QueryReaders } from "~/lib/route-policy";

/** A reader of a value a client can make up freely: each new value is a new copy, kept only when asked for twice. */
export const freeText = (read: (value: string) => string | undefined): ParameterReader => Object.assign(read, { freeText: true as const });

/** Free text the page matches without regard to case or surrounding spaces (a search box). */
export const foldedText: ParameterReader = freeText((value) => value.trim().toLowerCase() || undefined);

/** Free text the page shows as given, cut where the page cuts it. */
export function trimmedText(maxLength: number): ParameterReader {
  return freeText((value) => value.trim().slice(0, maxLength).trim() || undefined);
}

/** A parameter whose presence alone matters (`?admin`). */
export const presence: ParameterReader = () => "";

/** The values of a list of options, for `choice`. */
export const optionValues = (options: readonly { value: string }[]): string[] => options.map((option) => option.value);

/**
 * One of a fixed set. The page's default is the same page as no value; a value outside the set
 * becomes `unknown` when the page shows such a value differently (the deals list's 'Sort By'),
 * and is dropped when the page ignores it.
 */
export function choice(allowed: readonly string[], { fallback, unknown }: { fallback?: string; unknown?: string } = {}): ParameterReader {
  return (value) => {
    if (value === "" || value === fallback) return undefined;
    return allowed.includes(value) ? value : unknown;
  };
}

/**
 * The query string the page reads, normalised and in the readers' order; the page's other
 * parameters (campaign tags, cache busters) are left out. Like the pages, it reads the first of
 * repeated parameters.
 */
export function canonicalQuery(search: string, readers: QueryReaders): string {
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const [name, read] of Object.entries(readers)) {
    const raw = given.get(name);
    const value = raw === null ? undefined : read(raw);
    if (value !== undefined) kept.set(name, value);
  }
  return kept.toString();
}

export const comparePath = "/deals/compare";

/** Cards shown side by side on the comparison page. */
export const maxCompared = 3;

/** The comparison of these deals, in this order: the address a deal page or card links to. */
export function compareHref(slugs: readonly string[]): string {
  return `${comparePath}?ids=${slugs.map(encodeURIComponent).join(",")}`;
}

/**
 * Ids read from the `ids` parameters, however long the address: three to compare, with room for
 * a repeat or a mistake. Those past it are not looked at, so a huge list costs no more than this.
 */
export const maxIdsRead = 8;

/** No deal slug is longer; a longer id is cut here, and names no deal. */
const maxIdLength = 100;

/** Enough text for `maxIdsRead` ids of the longest length and their commas. */
const textRead = maxIdsRead * (maxIdLength + 1);

export interface CompareSelection {
  /** Up to three published deals, each once, in the order the reader chose them. */
  slugs: string[];
  /** Published deals named after the third, each once: not compared. */
  leftOut: string[];
  /** Published deals named more than once, each listed once. */
  repeated: string[];
  /** How many ids named no published deal. */
  unknown: number;
  /** The parameters held more ids than the page reads. */
  unread: boolean;
}

/**
 * The first ids of the `ids` parameters: a link's comma-separated list, the picker's one value per
 * select, or both. Empty ones (a select left on its placeholder) are skipped. At most
 * `maxIdsRead + 1` are returned: one more than is read, to tell that some were not.
 */
function firstIds(values: readonly string[]): { ids: string[]; cut: boolean } {
  const ids: string[] = [];
  let cut = values.length > maxIdsRead;
  for (const value of values.slice(0, maxIdsRead)) {
    if (value.length > textRead) cut = true;
    for (const part of value.slice(0, textRead).split(",")) {
      const id = part.trim().slice(0, maxIdLength).toLowerCase();
      if (id) ids.push(id);
      if (ids.length > maxIdsRead) return { ids, cut: true };
    }
  }
  return { ids, cut };
}

/** Which deals to compare, from the `ids` parameters; `isDeal` says whether a slug is a published deal. */
export function compareSelection(values: readonly string[], isDeal: (slug: string) => boolean): CompareSelection {
  const { ids, cut } = firstIds(values);
  const selection: CompareSelection = { slugs: [], leftOut: [], repeated: [], unknown: 0, unread: cut };
  const seen = new Set<string>();
  for (const id of ids.slice(0, maxIdsRead)) {
    if (!isDeal(id)) selection.unknown += 1;
    else if (seen.has(id)) {
      if (!selection.repeated.includes(id)) selection.repeated.push(id);
    } else {
      seen.add(id);
      (selection.slugs.length < maxCompared ? selection.slugs : selection.leftOut).push(id);
    }
  }
  return selection;
}

/** "A", "A and B", "A, B and C". */
export function listed(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/**
 * What the page tells the reader about the ids it did not compare, in words; `nameOf` names a
 * published deal's card. Unknown ids are counted, never repeated back: the address is anyone's to write.
 */
export function selectionNotes(selection: CompareSelection, nameOf: (slug: string) => string): string[] {
  const notes: string[] = [];
  const { leftOut, repeated, unknown, unread } = selection;
  if (leftOut.length > 0) {
    const verb = leftOut.length === 1 ? "was" : "were";
    notes.push(`Only ${maxCompared} cards fit side by side: ${listed(leftOut.map(nameOf))} ${verb} left out.`);
  }
  if (repeated.length > 0) {
    const verb = repeated.length === 1 ? "was" : "were";
    notes.push(`${listed(repeated.map(nameOf))} ${verb} chosen more than once and ${repeated.length === 1 ? "is" : "are"} shown once.`);
  }
  if (unknown === 1) notes.push("One id in the address names no deal we publish; it was ignored.");
  if (unknown > 1) notes.push(`${unknown} ids in the address name no deal we publish; they were ignored.`);
  if (unread) notes.push(`The address lists more cards than we read: only its first ${maxIdsRead} were looked at.`);
  return notes;
}

/**
 * Optimal-string-alignment distance: insertions, deletions, substitutions and swaps of two
 * neighbouring letters each cost one, so 'Londn' and 'Pairs' are one step from the real name.
 * Only distances up to `limit` matter to the caller, and anything further returns `limit + 1`.
 * That bounds the work: only cells within `limit` of the diagonal can stay within it (the rest
 * count as `limit + 1`), and once two rows in a row are past it no later row can come back.
 */
// Three rows of the table, kept between calls: a lookup compares hundreds of names.
let rows = [new Uint16Array(64), new Uint16Array(64), new Uint16Array(64)];

export function editDistanceWithin(a: string, b: string, limit: number): number {
  const beyond = limit + 1;
  if (Math.abs(a.length - b.length) > limit) return beyond;
  if (rows[0]!.length <= b.length) rows = rows.map(() => new Uint16Array(b.length + 1));
  let [twoBack, previous, row] = rows as [Uint16Array, Uint16Array, Uint16Array];
  for (let j = 0; j <= b.length; j++) previous[j] = Math.min(j, beyond);
  let previousMin = 0;
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - limit);
    const to = Math.min(b.length, i + limit);
    row[from - 1] = from === 1 ? Math.min(i, beyond) : beyond;
    let rowMin = row[from - 1]!;
    for (let j = from; j <= to; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost, beyond);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, twoBack[j - 2]! + 1);
      row[j] = best;
      if (best < rowMin) rowMin = best;
    }
    if (to < b.length) row[to + 1] = beyond;
    if (rowMin > limit && previousMin > limit) return beyond;
    [twoBack, previous, row] = [previous, row, twoBack];
    previousMin = rowMin;
  }
  return previous[b.length]!;
}

/** The letters a text uses, one bit each (digits, spaces and the rest share one): its fingerprint for `couldBeWithin`. */
export function letterSet(text: string): number {
  let set = 0;
  for (let i = 0; i < text.length; i++) {
    const letter = text.charCodeAt(i) - 97;
    set |= 1 << (letter >= 0 && letter < 26 ? letter : 26);
  }
  return set;
}

function bitCount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/**
 * A quick test before the distance, from two `letterSet`s: each edit brings in at most one
 * letter the other text lacks, or takes away one, so texts that differ in more letters than
 * `limit` are more than `limit` edits apart. Most names fail it without a table being built.
 */
export function couldBeWithin(a: number, b: number, limit: number): boolean {
  return bitCount(a & ~b) <= limit && bitCount(b & ~a) <= limit;
}

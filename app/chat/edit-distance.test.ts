import { describe, expect, it } from "vitest";
import { couldBeWithin, editDistanceWithin, letterSet } from "./edit-distance";

/** The whole table, as the distance is defined: the bounded version must agree with it. */
function fullDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      rows[i]![j] = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) rows[i]![j] = Math.min(rows[i]![j]!, rows[i - 2]![j - 2]! + 1);
    }
  }
  return rows[a.length]![b.length]!;
}

describe("edit distance within a limit", () => {
  it.each([
    ["londn", "london", 1],
    ["pairs", "paris", 1],
    ["tokio", "tokyo", 1],
    ["frankfrut", "frankfurt", 1],
    ["sna fransisco", "san francisco", 2],
    ["boston", "boston", 0],
  ])("%s to %s is %i", (a, b, distance) => {
    expect(editDistanceWithin(a, b, 2)).toBe(distance);
  });

  it("tells names apart by the letters they use", () => {
    expect(couldBeWithin(letterSet("pairs"), letterSet("paris"), 1)).toBe(true);
    expect(couldBeWithin(letterSet("londn"), letterSet("london"), 1)).toBe(true);
    expect(couldBeWithin(letterSet("qwerty"), letterSet("london"), 2)).toBe(false);
  });

  it("answers limit + 1 for anything further", () => {
    expect(editDistanceWithin("qwerty", "london", 1)).toBe(2);
    expect(editDistanceWithin("lon", "london", 2)).toBe(3);
  });

  it("agrees with the whole table on short strings over a small alphabet, and the letter test never refuses a near one", () => {
    // Few letters make near strings, swaps and repeats common: the cases a band could get wrong.
    let seed = 1;
    const next = () => (seed = (seed * 48_271) % 2_147_483_647);
    const word = () => Array.from({ length: next() % 9 }, () => "abcd 1"[next() % 6]).join("");
    for (let n = 0; n < 3_000; n++) {
      const [a, b, limit] = [word(), word(), 1 + (next() % 2)];
      const distance = fullDistance(a, b);
      expect(editDistanceWithin(a, b, limit), `${a} ${b} ${limit}`).toBe(Math.min(distance, limit + 1));
      if (distance <= limit) expect(couldBeWithin(letterSet(a), letterSet(b), limit), `${a} ${b} ${limit}`).toBe(true);
    }
  });
});

import { describe, expect, it } from "vitest";
import { compareHref, compareSelection, maxIdsRead, selectionNotes } from "./compare-ids";

const published = [
  "chase-sapphire-preferred-75k",
  "american-express-platinum-175k",
  "capital-one-venture-75k",
  "chase-ink-business-preferred-90k",
];
const isDeal = (slug: string) => published.includes(slug);
const names: Record<string, string> = {
  "chase-sapphire-preferred-75k": "Chase Sapphire Preferred",
  "american-express-platinum-175k": "The Platinum Card",
  "capital-one-venture-75k": "Capital One Venture",
  "chase-ink-business-preferred-90k": "Ink Business Preferred",
};
const nameOf = (slug: string) => names[slug]!;
const [sapphire, platinum, venture, ink] = published as [string, string, string, string];

describe("compareSelection", () => {
  it("keeps two or three published deals in the order given", () => {
    expect(compareSelection([`${platinum},${sapphire}`], isDeal)).toEqual({
      slugs: [platinum, sapphire],
      leftOut: [],
      repeated: [],
      unknown: 0,
      unread: false,
    });
    expect(compareSelection([`${venture},${sapphire},${platinum}`], isDeal).slugs).toEqual([venture, sapphire, platinum]);
  });

  it("reads the picker's one value per select, skipping a select left empty, and a link's list beside it", () => {
    expect(compareSelection([sapphire, "", platinum], isDeal).slugs).toEqual([sapphire, platinum]);
    expect(compareSelection([`${sapphire},${platinum}`, venture], isDeal).slugs).toEqual([sapphire, platinum, venture]);
    expect(compareSelection([" Chase-Sapphire-Preferred-75K , ,"], isDeal).slugs).toEqual([sapphire]);
    expect(compareSelection([], isDeal)).toEqual({ slugs: [], leftOut: [], repeated: [], unknown: 0, unread: false });
  });

  it("compares the first three and leaves the rest out", () => {
    const selection = compareSelection([`${sapphire},${platinum},${venture},${ink}`], isDeal);
    expect(selection.slugs).toEqual([sapphire, platinum, venture]);
    expect(selection.leftOut).toEqual([ink]);
  });

  it("ignores unknown ids and repeats, which take no place among the three", () => {
    const selection = compareSelection([`${sapphire},no-such-deal,${sapphire},<b>hi</b>,${platinum},${sapphire},${venture}`], isDeal);
    expect(selection).toEqual({ slugs: [sapphire, platinum, venture], leftOut: [], repeated: [sapphire], unknown: 2, unread: false });
  });

  it("reads no more than its first ids, however long the parameter or however many there are", () => {
    const huge = [sapphire, platinum, ...Array.from({ length: 100_000 }, (_, index) => `x${index}`), venture].join(",");
    const asked: string[] = [];
    const selection = compareSelection([huge], (slug) => (asked.push(slug), isDeal(slug)));
    expect(asked).toHaveLength(maxIdsRead);
    expect(selection).toEqual({ slugs: [sapphire, platinum], leftOut: [], repeated: [], unknown: maxIdsRead - 2, unread: true });

    const oneHugeId = compareSelection([`${sapphire},${"a".repeat(1_000_000)}`], isDeal);
    expect(oneHugeId).toMatchObject({ slugs: [sapphire], unknown: 1, unread: true });

    const manyValues = compareSelection([...Array.from({ length: 20 }, () => ""), sapphire, platinum], isDeal);
    expect(manyValues).toMatchObject({ slugs: [], unread: true });

    expect(compareSelection([Array.from({ length: maxIdsRead }, () => sapphire).join(",")], isDeal).unread).toBe(false);
    expect(compareSelection([Array.from({ length: maxIdsRead + 1 }, () => sapphire).join(",")], isDeal).unread).toBe(true);
  });
});

describe("selectionNotes", () => {
  it("says nothing when every id was compared", () => {
    expect(selectionNotes(compareSelection([`${sapphire},${platinum}`], isDeal), nameOf)).toEqual([]);
  });

  it("names the cards left out and repeated, and counts unknown ids without repeating them", () => {
    const notes = selectionNotes(
      compareSelection([`${sapphire},${sapphire},${platinum},<script>,${venture},${ink},nope`, platinum], isDeal),
      nameOf,
    );
    expect(notes).toEqual([
      "Only 3 cards fit side by side: Ink Business Preferred was left out.",
      "Chase Sapphire Preferred and The Platinum Card were chosen more than once and are shown once.",
      "2 ids in the address name no deal we publish; they were ignored.",
    ]);
    expect(notes.join(" ")).not.toContain("script");
  });

  it("says so when one id was unknown, or when the address was longer than read", () => {
    expect(selectionNotes(compareSelection(["nope"], isDeal), nameOf)).toEqual([
      "One id in the address names no deal we publish; it was ignored.",
    ]);
    expect(selectionNotes({ slugs: [], leftOut: [], repeated: [], unknown: 0, unread: true }, nameOf)).toEqual([
      `The address lists more cards than we read: only its first ${maxIdsRead} were looked at.`,
    ]);
  });
});

describe("compareHref", () => {
  it("lists the slugs in order, comma-separated, and reads back as the same selection", () => {
    expect(compareHref([sapphire])).toBe(`/deals/compare?ids=${sapphire}`);
    const href = compareHref([platinum, sapphire]);
    expect(href).toBe(`/deals/compare?ids=${platinum},${sapphire}`);
    const ids = new URL(href, "http://localhost").searchParams.getAll("ids");
    expect(compareSelection(ids, isDeal).slugs).toEqual([platinum, sapphire]);
  });
});

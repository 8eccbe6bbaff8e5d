import { describe, expect, it } from "vitest";
import { maxWatchDays, readWatchForm, type PlaceResolver } from "./watch-form";

const places: Record<string, string[]> = { jfk: ["JFK"], lhr: ["LHR"], london: ["LHR", "LGW"], "new york": ["JFK", "EWR", "LGA"] };
const resolve: PlaceResolver = (text) => {
  const codes = places[text.toLowerCase()];
  return codes ? { label: text, codes } : undefined;
};
const today = "2026-11-28";
const valid = {
  origin: "JFK",
  destination: "london",
  cabin: "business",
  startDate: "2026-12-01",
  endDate: "2026-12-20",
  maxMiles: "70000",
};
const read = (fields: Record<string, string>) => readWatchForm(new URLSearchParams(fields), today, resolve);

describe("the watch form", () => {
  it("reads a valid watch, a metro area as its airports, the checkbox as a yes or no", () => {
    const result = read({ ...valid, onlyReachable: "on" });
    expect(result).toMatchObject({
      ok: true,
      value: {
        origin: { codes: ["JFK"] },
        destination: { codes: ["LHR", "LGW"] },
        cabin: "business",
        maxMiles: 70_000,
        onlyReachable: true,
      },
    });
    expect(read(valid)).toMatchObject({ ok: true, value: { onlyReachable: false } });
  });

  it("names each missing field in plain words and keeps what was typed", () => {
    const result = read({ origin: "Atlantis", destination: "", cabin: "", startDate: "", endDate: "", maxMiles: "" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      origin: 'We don\'t know "Atlantis" as an airport or city. Enter a three-letter code like JFK, or a city like London.',
      destination: "Enter the airport you fly to: a three-letter code like JFK, or a city like London.",
      cabin: "Choose a cabin.",
      startDate: "Enter the first day you could fly.",
      endDate: "Enter the last day you could fly.",
      maxMiles: "Enter the most miles you would pay, a whole number from 1 to 500,000.",
    });
    expect(result.posted.origin).toBe("Atlantis");
  });

  it("refuses a first day in the past, a date that does not exist, and miles out of range", () => {
    const result = read({ ...valid, startDate: "2026-11-27", endDate: "2026-02-30", maxMiles: "500001" });
    expect(result).toMatchObject({
      ok: false,
      errors: {
        startDate: "The first day cannot be in the past.",
        endDate: "Enter a date as year, month and day, like 2027-03-14.",
        maxMiles: expect.stringContaining("whole number"),
      },
    });
    expect(read({ ...valid, maxMiles: "0" }).ok).toBe(false);
    expect(read({ ...valid, maxMiles: "12.5" }).ok).toBe(false);
    expect(read({ ...valid, maxMiles: "500000" }).ok).toBe(true);
  });

  it("takes today as the first day, and a range of exactly the most days", () => {
    expect(read({ ...valid, startDate: today, endDate: today }).ok).toBe(true);
    expect(read({ ...valid, startDate: "2026-12-01", endDate: "2027-01-29" }).ok).toBe(true);
  });

  it("refuses a last day before the first, a range over the most days, and the same place at both ends", () => {
    expect(read({ ...valid, endDate: "2026-11-30" })).toMatchObject({
      ok: false,
      errors: { endDate: "The last day must be on or after the first day." },
    });
    expect(read({ ...valid, startDate: "2026-12-01", endDate: "2027-01-30" })).toMatchObject({
      ok: false,
      errors: { endDate: `A watch covers at most ${maxWatchDays} days: choose a last day up to 2027-01-29.` },
    });
    expect(read({ ...valid, origin: "LHR", destination: "London" })).toMatchObject({
      ok: false,
      errors: { destination: "The place you fly to must differ from the place you fly from." },
    });
  });
});

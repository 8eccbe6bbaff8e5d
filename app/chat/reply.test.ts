import { describe, expect, it } from "vitest";
import { problemAnswer, resultsAnswer, unconfiguredAnswer } from "./reply";
import { conciergeLinkLabel } from "./search-links";
import { exampleTrip } from "./test-trip";
import type { AwardCard } from "./award-results";

const card = (miles: number): AwardCard => ({
  id: String(miles),
  date: "2027-03-05",
  dateText: "Fri, Mar 5, 2027",
  route: "JFK → LHR",
  program: "United MileagePlus",
  sourceKey: "united",
  bookUrl: "https://www.united.com/",
  miles,
  milesText: `${miles} miles`,
  taxesText: "$5.60 taxes and fees",
  seats: 2,
  nonstop: true,
  airlines: "UA",
  seenText: "seen 1 h ago",
});

describe("the assistant's replies", () => {
  it("without a provider restates the trip and links searches that carry it, the concierge first", () => {
    const answer = unconfiguredAnswer(exampleTrip());
    expect(answer.reply).toContain(
      "Business class from New York (JFK, EWR, LGA) to London (LHR, LGW, STN, LCY, LTN), Fri, Mar 5, 2027, 1 passenger",
    );
    expect(answer.links[0]).toEqual({
      label: conciergeLinkLabel,
      internal: true,
      href: "/booking-form?fromDestination=New+York+%28JFK%2C+EWR%2C+LGA%29&toDestination=London+%28LHR%2C+LGW%2C+STN%2C+LCY%2C+LTN%29&travelDates=Fri%2C+Mar+5%2C+2027&passengers=1&preferredClass=business",
    });
    const external = answer.links.slice(1).map((link) => new URL(link.href));
    expect(external[0]?.searchParams.get("origins")).toBe("JFK,EWR,LGA");
    expect(external[0]?.searchParams.get("applicable_cabin")).toBe("business");
    expect(external[1]?.searchParams.get("q")).toBe("Flights from New York to London on 2027-03-05 one way business class 1 passenger");
  });

  it("leaves the class out of the concierge link for first class, which the form does not offer", () => {
    const href = unconfiguredAnswer(exampleTrip({ cabin: "first" })).links[0]!.href;
    expect(new URLSearchParams(href.split("?")[1]).has("preferredClass")).toBe(false);
  });

  it("offers the concierge when results are thin, not when there are plenty", () => {
    expect(resultsAnswer(exampleTrip(), [card(1)]).links[0]?.label).toBe(conciergeLinkLabel);
    expect(resultsAnswer(exampleTrip(), []).reply).toMatch(/no saved award space .* Points Booking Concierge/);
    const plenty = resultsAnswer(exampleTrip({ origin: { label: "New York", codes: ["JFK"] } }), [card(1), card(2), card(3)]);
    expect(plenty.links.map((link) => link.label)).not.toContain(conciergeLinkLabel);
    expect(plenty.reply).toMatch(/^Here are 3 award options for .*, cheapest first\.$/);
  });

  it("turns provider problems into plain language", () => {
    expect(problemAnswer(exampleTrip(), "rate-limited").reply).toMatch(/^The award-space search is busy right now\./);
    expect(problemAnswer(exampleTrip(), "timeout").reply).toMatch(/took too long/);
    expect(problemAnswer(exampleTrip(), "unauthorized").links.length).toBe(3);
    expect(problemAnswer(exampleTrip(), "daily-ceiling").reply).toMatch(
      /^Live award search has reached its limit for today\. I understood: /,
    );
  });
});

import { describe, expect, it } from "vitest";
import type { RecordedOffer } from "./offer-history";
import { offerHistoryView, sourceLabel } from "./offer-history-view";

const recorded = (startedOn: string, signupBonusAmount: number | null, source = "seed"): RecordedOffer => ({
  startedOn,
  signupBonusAmount,
  bonusUnit: "points",
  welcomeBonus: `${signupBonusAmount} points`,
  minSpend: "$4,000",
  annualFee: "$95",
  source,
});

describe("offerHistoryView", () => {
  it("shows nothing for a deal with one recorded offer", () => {
    const only = recorded("2026-01-01", 60_000);
    expect(offerHistoryView([only], only, "2026-11-28")).toBeNull();
  });

  it("gives the badge, the chart and the score sentence for the highest offer", () => {
    const history = [recorded("2026-01-01", 60_000), recorded("2026-06-01", 80_000, "editor")];
    const view = offerHistoryView(history, history[1]!, "2026-11-28")!;
    expect(view.badge).toBe("Highest offer we have recorded");
    expect(view.chart?.dots).toHaveLength(2);
    expect(view.scoreSentence).toBe("Today's 80,000 points is the highest of the 2 offers we have recorded for this card.");
  });

  it("keeps the table without a chart or badge when the amounts are not known", () => {
    const history = [recorded("2026-01-01", null), recorded("2026-06-01", null)];
    const view = offerHistoryView(history, history[1]!, "2026-11-28")!;
    expect(view).toMatchObject({ offers: history, chart: null, badge: null, scoreSentence: null });
  });

  it("has no badge for an offer at or under the usual one", () => {
    const history = [recorded("2026-01-01", 60_000), recorded("2026-03-01", 90_000), recorded("2026-06-01", 60_000)];
    expect(offerHistoryView(history, history[2]!, "2026-11-28")!.badge).toBeNull();
  });
});

describe("sourceLabel", () => {
  it("names our own records and links a past offer's page by its host", () => {
    expect(sourceLabel("seed")).toEqual({ text: "Our record" });
    expect(sourceLabel("editor")).toEqual({ text: "Our record" });
    expect(sourceLabel("https://www.example.com/best-offers?card=1")).toEqual({
      text: "www.example.com",
      href: "https://www.example.com/best-offers?card=1",
    });
  });
});

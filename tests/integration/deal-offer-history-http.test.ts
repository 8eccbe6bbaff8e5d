import { describe, expect, it } from "vitest";
import { adminSite } from "./admin-site";
import { parse } from "./page-html";

/*
 * Offer history over HTTP with JavaScript off: the owner's "Add a past offer" form posts natively,
 * its messages come back beside the fields, and the public deal page shows the history at once.
 */
const admin = { email: "history-owner@example.com", password: "integration-password-history" };
const site = adminSite(admin);
const { send } = site;

const pastOffer = (fields: Record<string, string> = {}) =>
  new URLSearchParams({
    intent: "add-past-offer",
    startedOn: "2024-05-01",
    signupBonusAmount: "60000",
    minSpend: "$4,000 in 3 months",
    annualFee: "$95",
    source: "https://offers.example.com/history",
    ...fields,
  });

const historyRows = ($: ReturnType<typeof parse>, scope: string) => $(`${scope} tbody tr`);

describe("a past offer added by the owner", () => {
  it("is refused with messages beside its fields, keeping what was typed", async () => {
    const response = await send("/admin/deals/1", pastOffer({ startedOn: "2999-01-01", source: "ftp://offers.example.com" }));
    expect(response.status).toBe(400);
    const $ = parse(await response.text());
    const field = (name: string) => $(`#past-offer-${name}`);
    expect(field("startedOn").attr("aria-invalid")).toBe("true");
    expect(field("startedOn").attr("aria-describedby")).toContain("past-offer-startedOn-error");
    expect($("#past-offer-startedOn-error").text()).toBe("The offer's start cannot be in the future.");
    expect($("#past-offer-source-error").text()).toBe("Enter a full https:// address.");
    expect(field("source").attr("value")).toBe("ftp://offers.example.com");
    expect(field("minSpend").attr("value")).toBe("$4,000 in 3 months");
  });

  it("is added, shown on the edit page and at once on the public deal page with the chart, table and badge", async () => {
    const edit = parse(await (await send("/admin/deals/1")).text());
    const slug = edit('input[name="slug"]').attr("value")!;
    expect(historyRows(edit, "section[aria-labelledby=offer-history-heading]")).toHaveLength(1);
    const before = parse(await (await send(`/deals/${slug}`, undefined, "")).text());
    expect(before("#offer-history-heading")).toHaveLength(0);

    const added = await send("/admin/deals/1", pastOffer());
    expect(added.status).toBe(303);
    expect(added.headers.get("location")).toBe("/admin/deals/1");
    const after = parse(await (await send("/admin/deals/1")).text());
    expect(historyRows(after, "section[aria-labelledby=offer-history-heading]")).toHaveLength(2);

    const response = await send(`/deals/${slug}`, undefined, "");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    const $ = parse(await response.text());
    const section = $("section[aria-labelledby=offer-history-heading]");
    expect(section.text()).toContain("Highest offer we have recorded");
    expect(section.find('svg[role="img"]').attr("aria-label")).toMatch(/^Welcome bonus over time: 2 recorded offers since May 1, 2024/);
    expect(section.find("[style]")).toHaveLength(0);
    expect(section.find("script")).toHaveLength(0);
    const rows = historyRows($, "section[aria-labelledby=offer-history-heading]");
    expect(rows).toHaveLength(2);
    expect(rows.first().find("a").attr("href")).toBe("https://offers.example.com/history");
  });
});

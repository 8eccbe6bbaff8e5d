import { describe, expect, it } from "vitest";
import { dealFixture } from "../test-fixtures";
import { parseDealForm } from "./deal-form.server";

/** A post as the editor sends it: every field as text, the checkbox only when ticked. */
function post(overrides: Record<string, string | undefined> = {}): FormData {
  const { published, eligibility, dealScore, signupBonusAmount, pointsCurrency, ...deal } = dealFixture();
  const fields: Record<string, string | undefined> = {
    intent: "save",
    ...deal,
    eligibility: eligibility ?? "",
    pointsCurrency: pointsCurrency ?? "",
    dealScore: String(dealScore),
    signupBonusAmount: String(signupBonusAmount),
    published: published ? "on" : undefined,
    ...overrides,
  };
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) formData.append(name, value);
  return formData;
}

describe("parseDealForm", () => {
  it("turns a complete post into the schema's deal", () => {
    const result = parseDealForm(post());
    expect(result).toMatchObject({ ok: true, deal: dealFixture() });
  });

  it("reads blank optional numbers, and ones of only spaces, as no number", () => {
    const result = parseDealForm(post({ dealScore: "", signupBonusAmount: "   " }));
    expect(result.ok && result.deal).toMatchObject({ dealScore: null, signupBonusAmount: null });
  });

  it("reads numbers typed as text, decimals for the score", () => {
    const result = parseDealForm(post({ dealScore: " 8.7 ", signupBonusAmount: "90000" }));
    expect(result.ok && result.deal).toMatchObject({ dealScore: 8.7, signupBonusAmount: 90_000 });
  });

  it("reads the published checkbox as ticked when present and unticked when absent", () => {
    expect(parseDealForm(post({ published: "on" }))).toMatchObject({ ok: true, deal: { published: true } });
    const unticked = parseDealForm(post({ published: undefined }));
    expect(unticked).toMatchObject({ ok: true, deal: { published: false }, values: { published: false } });
  });

  it("stores an empty eligibility as none and trims text", () => {
    const result = parseDealForm(post({ eligibility: "  ", title: "  Spaced title  " }));
    expect(result.ok && result.deal).toMatchObject({ eligibility: null, title: "Spaced title" });
  });

  it("gives each bad field its message and keeps every value as typed", () => {
    const result = parseDealForm(
      post({ slug: "Bad Slug!", referralLink: "http://example.com/apply", dealScore: "11", title: "", signupBonusAmount: "1.5" }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      slug: "Use lower-case letters, digits and single hyphens only.",
      referralLink: "Enter a full https:// address.",
      dealScore: "Enter a number from 0 to 10.",
      title: "Title is required.",
      signupBonusAmount: "Enter a whole number.",
    });
    expect(result.values).toMatchObject({ slug: "Bad Slug!", referralLink: "http://example.com/apply", dealScore: "11", title: "" });
  });

  it("refuses an issuer that is not on the spec's list", () => {
    const result = parseDealForm(post({ issuer: "Citi" }));
    expect(result).toMatchObject({ ok: false, errors: { issuer: "Choose Chase, Capital One or American Express." } });
  });

  it("treats missing fields and uploaded files as empty text", () => {
    const formData = post({ cardName: undefined });
    formData.set("excerpt", new File(["x"], "excerpt.txt"));
    const result = parseDealForm(formData);
    expect(result).toMatchObject({
      ok: false,
      values: { cardName: "", excerpt: "" },
      errors: { cardName: "Card name is required.", excerpt: "Excerpt is required." },
    });
  });
});

describe("the bonus's currency", () => {
  it("is null (the issuer's own) when left blank, and keeps a chosen currency or 'none'", () => {
    expect(parseDealForm(post({ pointsCurrency: "" }))).toMatchObject({ ok: true, deal: { pointsCurrency: null } });
    expect(parseDealForm(post({ pointsCurrency: "bilt-rewards" }))).toMatchObject({ ok: true, deal: { pointsCurrency: "bilt-rewards" } });
    expect(parseDealForm(post({ pointsCurrency: "none" }))).toMatchObject({ ok: true, deal: { pointsCurrency: "none" } });
  });

  it("refuses a value that is not an id from the list", () => {
    expect(parseDealForm(post({ pointsCurrency: "<b>x</b>" }))).toMatchObject({
      ok: false,
      errors: { pointsCurrency: "Choose an option from the list." },
    });
  });
});

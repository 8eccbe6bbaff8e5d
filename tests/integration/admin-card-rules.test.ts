import * as cheerio from "cheerio";
import { describe, expect, it } from "vitest";
import { builtInIssuerRules } from "~/eligibility/content.server";
import { maskEmail } from "~/email/mask";
import { adminSite } from "./admin-site";

/*
 * The owner's card rules editor over HTTP against the production build, as a browser without
 * JavaScript drives it: the rules are there from the first start, an edit reaches the cached
 * public page at once and is in the audit log, a bad edit changes nothing. One login for the file.
 */
const admin = { email: "rules-owner@example.com", password: "integration-password-rules" };
const site = adminSite(admin);
const { send, html } = site;

/** The public page as an anonymous visitor gets it (through the page cache). */
async function publicRules(): Promise<{ page: cheerio.CheerioAPI; cache: string | null }> {
  const response = await fetch(`${site.server.origin}/card-rules`);
  expect(response.status).toBe(200);
  return { page: cheerio.load(await response.text()), cache: response.headers.get("x-page-cache") };
}

/** What the editor's form posts as it stands, as a browser submits it: text, the selected options, ticked boxes. */
function formOf(page: string, changes: Record<string, string> = {}): URLSearchParams {
  const $ = cheerio.load(page);
  const form = new URLSearchParams();
  $("form[method=post] :input[name]").each((_, element) => {
    const control = $(element);
    const name = control.attr("name")!;
    if (control.is("select"))
      form.append(name, control.find("option[selected]").attr("value") ?? control.find("option").first().attr("value") ?? "");
    else if (control.attr("type") === "checkbox") {
      if (control.is("[checked]")) form.append(name, "on");
    } else if (control.is("textarea")) form.append(name, control.text());
    else form.append(name, control.attr("value") ?? "");
  });
  for (const [name, value] of Object.entries(changes)) form.set(name, value);
  return form;
}

const entities: Record<string, string> = { "&quot;": '"', "&#x27;": "'", "&amp;": "&", "&lt;": "<", "&gt;": ">" };

/** The audit log's rows as plain text. */
async function auditRows(): Promise<string[]> {
  const page = await html("/admin/audit");
  const body = page.match(/<tbody[^>]*>([\s\S]*?)<\/tbody>/)?.[1] ?? "";
  return [...body.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((row) =>
    row[1]!
      .replace(/<[^>]+>/g, " ")
      .replace(/&(?:quot|#x27|amp|lt|gt);/g, (entity) => entities[entity]!)
      .replace(/\s+/g, " ")
      .trim(),
  );
}

const editor = "/admin/card-rules/chase-5-24";
const chaseSummary = (page: cheerio.CheerioAPI) => page("#chase-5-24").text();

describe("/admin/card-rules", () => {
  it("lists by issuer every rule added at first start, each with its source, checked day and edit link", async () => {
    const $ = cheerio.load(await html("/admin/card-rules"));
    expect($("caption").first().text()).toBe("Chase: 2 rules");
    expect($("a[href^='/admin/card-rules/']")).toHaveLength(builtInIssuerRules().length);
    const row = $("tr").filter((_, element) => $(element).find("th").text() === "Chase 5/24");
    expect(row.text()).toContain("Approval");
    expect(row.text()).toContain("frequentmiler.boardingarea.com");
    expect(row.text()).toContain("November 28, 2026");
    expect(row.text()).toContain("Reported by applicants");
    expect(await html("/admin")).toContain('href="/admin/card-rules"');
  });

  it("opens a rule's editor filled with the rule, and answers 404 for a rule that does not exist", async () => {
    const form = formOf(await html(editor));
    expect(form.get("name")).toBe("Chase 5/24");
    expect(form.get("windowLength")).toBe("24");
    expect(form.get("windowUnit")).toBe("months");
    expect(form.get("limit")).toBe("5");
    expect(form.get("counts.issuer")).toBe("any");
    expect(form.get("counts.kinds")).toBe("personal");
    expect(form.get("counts.authorizedUserCards")).toBe("on");
    expect(form.get("sourceUrl")).toBe("https://frequentmiler.boardingarea.com/2017/09/07/chase-business-cards-dont-add-524-count/");
    expect((await send("/admin/card-rules/no-such-rule")).status).toBe(404);
  });

  it("refuses a bad edit with 400 and every message, keeping what was typed, and changes nothing", async () => {
    const before = chaseSummary((await publicRules()).page);
    const response = await send(
      editor,
      formOf(await html(editor), {
        summary: "A changed sentence that must not be saved.",
        sourceUrl: "http://example.com/rule",
        checkedOn: "2999-01-01",
        limit: "0",
        "appliesTo.products": "amex-gold",
      }),
    );
    expect(response.status).toBe(400);
    const $ = cheerio.load(await response.text());
    const summary = $("[role=alert]").text();
    expect(summary).toContain("The rule was not saved. Please correct these 4 fields:");
    expect(summary).toContain("Source: Enter a full https:// address.");
    expect(summary).toContain("Checked on: Enter the day the source was checked: it cannot be later than today.");
    expect(summary).toContain("Limit: Enter at least 1.");
    expect(summary).toContain("Applies to: products: amex-gold is a amex card, not chase's.");
    expect($("#rule-sourceUrl").attr("value")).toBe("http://example.com/rule");
    expect($("#rule-sourceUrl").attr("aria-invalid")).toBe("true");
    expect($("#rule-summary").text()).toBe("A changed sentence that must not be saved.");
    expect(formOf(await html(editor)).get("limit")).toBe("5");
    expect(chaseSummary((await publicRules()).page)).toBe(before);
    expect((await auditRows()).some((row) => row.includes("Card rule saved"))).toBe(false);
  });

  it("saves an edit, audits who changed what, and the cached public page shows it at once", async () => {
    await expect.poll(async () => (await publicRules()).cache).toBe("hit");
    const response = await send(
      editor,
      formOf(await html(editor), { summary: "Chase now turns down applicants with four or more new cards.", limit: "4" }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/admin/card-rules");
    expect(formOf(await html(editor)).get("limit")).toBe("4");
    expect(chaseSummary((await publicRules()).page)).toContain("Chase now turns down applicants with four or more new cards.");

    const [entry] = await auditRows();
    expect(entry).toContain("Card rule saved");
    expect(entry).toContain("Chase 5/24: summary, limit");
    expect(entry).toContain(maskEmail(admin.email));
  });

  it("audits a save that changed nothing too", async () => {
    expect((await send(editor, formOf(await html(editor)))).status).toBe(303);
    expect((await auditRows())[0]).toContain("Chase 5/24: saved without changes");
  });

  it("shows and saves who a count rule is for: Bank of America 3/12 is for people without a deposit account", async () => {
    const threeTwelve = "/admin/card-rules/bank-of-america-3-12";
    expect(formOf(await html(threeTwelve)).get("exemptWith")).toBe("bankOfAmericaDeposit");
    expect((await send(threeTwelve, formOf(await html(threeTwelve), { exemptWith: "" }))).status).toBe(303);
    expect(formOf(await html(threeTwelve)).get("exemptWith")).toBe("");
    expect((await auditRows())[0]).toContain("Bank of America 3/12: exemptWith");
    const refused = await send(threeTwelve, formOf(await html(threeTwelve), { exemptWith: "chaseChecking" }));
    expect(refused.status).toBe(400);
    expect((await send(threeTwelve, formOf(await html(threeTwelve), { exemptWith: "bankOfAmericaDeposit" }))).status).toBe(303);
    expect(formOf(await html(threeTwelve)).get("exemptWith")).toBe("bankOfAmericaDeposit");
  });

  it("keeps the list, the editor and saving behind the sign-in", async () => {
    const list = await send("/admin/card-rules", undefined, "");
    expect(list.status).toBe(302);
    expect(list.headers.get("location")).toMatch(/^\/admin\/login/);
    expect((await send(editor, undefined, "")).status).toBe(302);
    const forged = await send(editor, formOf(await html(editor), { limit: "9" }), "");
    expect(forged.status).toBeGreaterThanOrEqual(300);
    expect(formOf(await html(editor)).get("limit")).toBe("4");
  });
});

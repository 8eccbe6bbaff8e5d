import { describe, expect, it } from "vitest";
import { adminSite } from "./admin-site";

/*
 * The deal editor driven over HTTP like a browser with JavaScript off: native form posts,
 * redirects followed by hand. One login for the whole file (logins are rate-limited).
 */
const admin = { email: "deals-owner@example.com", password: "integration-password-2" };
const site = adminSite(admin);
const { send, html } = site;

/** Every field of the editor as it posts them, with the hidden intent and the checkbox ticked. */
function dealForm(overrides: Record<string, string> = {}): URLSearchParams {
  return new URLSearchParams({
    intent: "save",
    title: "Integration Card 60K Bonus",
    slug: "integration-card-60k",
    date: "2025-09-01",
    excerpt: "A card made by the integration test.",
    published: "on",
    cardName: "Integration Card",
    issuer: "Capital One",
    referralLink: "https://example.com/apply/integration",
    welcomeBonus: "60,000 miles after $3,000 in 3 months",
    annualFee: "$95",
    minSpend: "$3,000 in 3 months",
    transferPartners: "15 airlines, 3 hotels",
    signupBonusAmount: "60000",
    bonusUnit: "points",
    dealScore: "8.4",
    description: "A **solid** card.",
    eligibility: "",
    whyILoveIt: "It tests well.",
    ...overrides,
  });
}

/** The opening tag of the editor's control for a field. */
function control(page: string, name: string): string {
  return page.match(new RegExp(`<(?:input|textarea|select)[^>]*name="${name}"[^>]*>`))?.[0] ?? "";
}

function inputValue(page: string, name: string): string | undefined {
  return control(page, name).match(/ value="([^"]*)"/)?.[1];
}

/** The list's row for a deal. */
function row(page: string, id: number): string {
  return page.match(new RegExp(`<tr>(?:(?!</tr>)[\\s\\S])*href="/admin/deals/${id}"[\\s\\S]*?</tr>`))?.[0] ?? "";
}

function table(page: string): string {
  return page.match(/<table[\s\S]*<\/table>/)?.[0] ?? "";
}

/** Follows a write's redirect to the deal list as a browser does, with the flash cookie it set. */
async function followToList(response: Response): Promise<string> {
  expect(response.status).toBe(303);
  expect(response.headers.get("location")).toBe("/admin/deals");
  const flash = response.headers
    .getSetCookie()
    .find((value) => value.startsWith("pw_flash="))!
    .split(";")[0]!;
  const list = await send("/admin/deals", undefined, `${site.cookie}; ${flash}`);
  expect(list.status).toBe(200);
  return list.text();
}

/** The toast the list shows once after a write. */
function notice(text: string): RegExp {
  return new RegExp(`role="status"[^>]*>(?:<[^>]+>)*${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}<`);
}

/** Creates a deal through the editor and returns its id, read from the list's edit link, and the list. */
async function createDeal(fields: URLSearchParams): Promise<{ id: number; list: string }> {
  const list = await followToList(await send("/admin/deals/new", fields));
  const id = list.match(new RegExp(`<a [^>]*href="/admin/deals/(\\d+)"[^>]*>${fields.get("title")}</a>`))?.[1];
  expect(id, "the new deal is listed").toBeDefined();
  return { id: Number(id), list };
}

describe("logged out", () => {
  it("refuses every deal write with a redirect to the login, and changes nothing", async () => {
    const listBefore = table(await html("/admin/deals"));
    const editBefore = await html("/admin/deals/1");
    const slug = inputValue(editBefore, "slug")!;
    expect((await send(`/deals/${slug}`)).status).toBe(200);

    const writes: [string, URLSearchParams][] = [
      ["/admin/deals/new", dealForm({ slug: "sneaked-in", title: "Sneaked In" })],
      ["/admin/deals/1", dealForm({ slug, title: "Defaced" })],
      ["/admin/deals/1/delete", new URLSearchParams()],
      ["/admin/deals", new URLSearchParams({ intent: "unpublish", id: "1" })],
    ];
    for (const [path, body] of writes) {
      const response = await send(path, body, "");
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toBe(`/admin/login?redirectTo=${encodeURIComponent(path)}`);
    }

    expect(table(await html("/admin/deals"))).toBe(listBefore);
    expect(inputValue(await html("/admin/deals/1"), "title")).toBe(inputValue(editBefore, "title"));
    expect((await send(`/deals/${slug}`)).status).toBe(200);
    expect((await send("/deals/sneaked-in")).status).toBe(404);
  });
});

describe("the deal list", () => {
  it("shows every deal with its date, status, score and referral clicks, and a New deal link", async () => {
    const page = await html("/admin/deals");
    expect(page).toContain('href="/admin/deals/new"');
    expect(page).toContain("Referral clicks (last 30 days)");
    // The built-in deals are seeded at start; one of them, as the spec writes dates.
    expect(page).toMatch(
      /<a [^>]*href="\/admin\/deals\/\d+"[^>]*>The Platinum Card from American Express: 175,000 Membership Rewards Points<\/a>/,
    );
    expect(page).toContain("August 12, 2025");
    expect(page).toContain(">Published</span>");
    expect(page).toMatch(/href="\/admin\/deals\/1\/delete"/);
  });
});

describe("a deal's life through the editor", () => {
  it("is created, shown publicly, renamed, unpublished, republished and deleted", async () => {
    const { id, list } = await createDeal(dealForm());
    expect(list).toMatch(notice("Saved Integration Card 60K Bonus."));
    expect(await html("/admin/deals"), "the notice shows once").not.toMatch(notice("Saved Integration Card 60K Bonus."));
    const publicPage = await send("/deals/integration-card-60k");
    expect(publicPage.status).toBe(200);
    expect(await publicPage.text()).toContain("Integration Card 60K Bonus");

    const edit = await html(`/admin/deals/${id}`);
    expect(inputValue(edit, "slug")).toBe("integration-card-60k");
    expect(inputValue(edit, "dealScore")).toBe("8.4");
    const renamed = await send(`/admin/deals/${id}`, dealForm({ title: "Integration Card Renamed" }));
    expect(await followToList(renamed)).toMatch(notice("Saved Integration Card Renamed."));
    const renamedPage = await (await send("/deals/integration-card-60k")).text();
    expect(renamedPage).toContain("Integration Card Renamed");
    expect(renamedPage).not.toContain("Integration Card 60K Bonus");

    const unpublished = await send("/admin/deals", new URLSearchParams({ intent: "unpublish", id: String(id) }));
    expect(await followToList(unpublished)).toMatch(notice("Unpublished Integration Card Renamed."));
    expect((await send("/deals/integration-card-60k")).status).toBe(404);

    const published = await send("/admin/deals", new URLSearchParams({ intent: "publish", id: String(id) }));
    expect(await followToList(published)).toMatch(notice("Published Integration Card Renamed."));
    expect((await send("/deals/integration-card-60k")).status).toBe(200);

    const confirm = await html(`/admin/deals/${id}/delete`);
    expect(confirm).toContain("Delete Integration Card Renamed?");
    expect(confirm).toContain("This cannot be undone.");
    expect((await send(`/deals/integration-card-60k`)).status, "viewing the confirmation deletes nothing").toBe(200);
    const after = await followToList(await send(`/admin/deals/${id}/delete`, new URLSearchParams()));
    expect((await send("/deals/integration-card-60k")).status).toBe(404);
    expect(after).toMatch(notice("Deleted integration-card-60k."));
    expect(table(after)).not.toContain("integration-card-60k");
    expect((await send(`/admin/deals/${id}`)).status).toBe(404);
  });

  it("saves an unticked Published box as a draft the public cannot see", async () => {
    const fields = dealForm({ slug: "integration-draft", title: "Integration Draft" });
    fields.delete("published");
    const { id } = await createDeal(fields);
    expect((await send("/deals/integration-draft")).status).toBe(404);
    expect(row(await html("/admin/deals"), id)).toContain(">Draft</span>");
  });
});

describe("validation", () => {
  it("answers 400 with each message beside its field and every typed value kept", async () => {
    const response = await send(
      "/admin/deals/new",
      dealForm({
        slug: "Bad Slug!",
        referralLink: "http://example.com/apply",
        dealScore: "11",
        title: "Kept Title",
        whyILoveIt: "Kept *text*",
      }),
    );
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toMatch(/role="alert"/);
    for (const [field, message] of [
      ["slug", "Use lower-case letters, digits and single hyphens only."],
      ["referralLink", "Enter a full https:// address."],
      ["dealScore", "Enter a number from 0 to 10."],
    ] as const) {
      expect(page).toContain(`<p id="deal-${field}-error" class="mt-1 text-sm text-red-700">${message}</p>`);
      expect(control(page, field)).toContain('aria-invalid="true"');
      expect(control(page, field)).toMatch(new RegExp(`aria-describedby="[^"]*deal-${field}-error"`));
      expect(page).toContain(`href="#deal-${field}"`);
    }
    expect(inputValue(page, "slug")).toBe("Bad Slug!");
    expect(inputValue(page, "referralLink")).toBe("http://example.com/apply");
    expect(inputValue(page, "dealScore")).toBe("11");
    expect(inputValue(page, "title")).toBe("Kept Title");
    expect(page).toMatch(/<textarea[^>]*name="whyILoveIt"[^>]*>Kept \*text\*<\/textarea>/);
    expect(control(page, "published")).toContain('checked=""');
    expect(control(page, "title")).not.toContain("aria-invalid=");
    expect(table(await html("/admin/deals"))).not.toContain("Kept Title");
  });

  it("says a slug is taken, on create and on edit, and keeps the old deal as it was", async () => {
    const { id: first } = await createDeal(dealForm({ slug: "integration-first", title: "Integration First" }));
    await createDeal(dealForm({ slug: "integration-second", title: "Integration Second" }));

    const create = await send("/admin/deals/new", dealForm({ slug: "integration-first", title: "Integration Copy" }));
    expect(create.status).toBe(400);
    const createPage = await create.text();
    expect(createPage).toContain(
      '<p id="deal-slug-error" class="mt-1 text-sm text-red-700">This slug is already used by another deal.</p>',
    );
    expect(inputValue(createPage, "title")).toBe("Integration Copy");

    const edit = await send(`/admin/deals/${first}`, dealForm({ slug: "integration-second", title: "Integration First" }));
    expect(edit.status).toBe(400);
    expect(await edit.text()).toContain("This slug is already used by another deal.");
    expect(inputValue(await html(`/admin/deals/${first}`), "slug")).toBe("integration-first");
  });
});

describe("preview", () => {
  it("renders the markdown fields as sanitised HTML, keeps the form as typed and saves nothing", async () => {
    const fields = dealForm({
      slug: "integration-preview",
      title: "Integration Preview",
      description: "Hello **bold** <script>alert(1)</script>",
      eligibility: "- one\n- two",
      whyILoveIt: "[a link](javascript:alert(2)) and [a good one](https://example.com/)",
    });
    // The hidden intent says save; the pressed Preview button adds its own, as a browser posts it.
    fields.append("intent", "preview");
    const response = await send("/admin/deals/new", fields);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain("<strong>bold</strong>");
    expect(page).toContain("<ul>\n<li>one</li>\n<li>two</li>\n</ul>");
    expect(page).toContain('<a href="https://example.com/">a good one</a>');
    expect(page).not.toContain("<script>alert(1)");
    expect(page).not.toContain('javascript:alert(2)"');
    expect(page).toMatch(/<textarea[^>]*name="description"[^>]*>Hello \*\*bold\*\* &lt;script&gt;alert\(1\)&lt;\/script&gt;<\/textarea>/);
    expect(inputValue(page, "title")).toBe("Integration Preview");
    expect(page).not.toMatch(/role="alert"/);
    expect((await send("/deals/integration-preview")).status).toBe(404);
  });
});

describe("unknown deals", () => {
  it.each(["/admin/deals/999999", "/admin/deals/abc", "/admin/deals/99999999999", "/admin/deals/999999/delete"])(
    "%s answers 404",
    async (path) => {
      expect((await send(path)).status).toBe(404);
    },
  );

  it("answers 404 to a save or a delete of a deal that does not exist", async () => {
    expect((await send("/admin/deals/999999", dealForm({ slug: "ghost" }))).status).toBe(404);
    expect((await send("/admin/deals/999999/delete", new URLSearchParams())).status).toBe(404);
    expect((await send("/admin/deals", new URLSearchParams({ intent: "publish", id: "999999" }))).status).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type BuiltServer } from "./built-server";

/* The cookie banner and preferences driven like a browser with JavaScript off: native form posts. */
let server: BuiltServer;

beforeAll(async () => {
  server = await startBuiltServer();
});
afterAll(async () => {
  await server?.stop();
});

function post(body: Record<string, string>, cookie?: string): Promise<Response> {
  const headers: Record<string, string> = { Origin: server.origin, "Content-Type": "application/x-www-form-urlencoded" };
  if (cookie) headers.Cookie = cookie;
  return fetch(`${server.origin}/cookie-preferences`, { method: "POST", headers, body: new URLSearchParams(body), redirect: "manual" });
}

async function page(path: string, cookie?: string): Promise<string> {
  const response = await fetch(server.origin + path, { headers: cookie ? { Cookie: cookie } : {} });
  expect(response.status, path).toBe(200);
  return response.text();
}

function consentCookie(response: Response): string {
  const setCookie = response.headers.getSetCookie().find((value) => value.startsWith("pw_consent="));
  // The built server runs in production mode, where cookies are always Secure.
  expect(setCookie).toMatch(/; Path=\/; HttpOnly; SameSite=Lax; Max-Age=15811200; Secure$/);
  return setCookie!.split(";")[0]!;
}

/** Whether the HTML has a `<tag>` carrying every one of these attributes, in any order. */
function hasTag(html: string, tag: string, attributes: string[], text?: string): boolean {
  const pattern = new RegExp(`<${tag}\\b[^>]*>${text === undefined ? "" : `${text}</${tag}>`}`, "g");
  return [...html.matchAll(pattern)].some(([found]) => attributes.every((attribute) => found.includes(attribute)));
}

const bannerForm = ['action="/cookie-preferences"', 'method="post"'];

describe("a first visit", () => {
  it("gets the banner in the server-rendered page, as a form whose three buttons post the choice", async () => {
    const html = await page("/deals?q=chase");
    expect(html).toContain("We use cookies");
    expect(hasTag(html, "form", bannerForm)).toBe(true);
    expect(hasTag(html, "input", ['type="hidden"', 'name="returnTo"', 'value="/deals?q=chase"'])).toBe(true);
    for (const [value, label] of [
      ["reject", "Reject All"],
      ["customize", "Customize"],
      ["accept", "Accept All"],
    ]) {
      expect(hasTag(html, "button", ['type="submit"', 'name="choice"', `value="${value}"`], label), label).toBe(true);
    }
    expect(html).toContain('href="/privacy-policy"');
  });

  it("sets no cookie at all", async () => {
    const response = await fetch(`${server.origin}/`);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe("the banner's buttons", () => {
  it("Accept All sets every category and returns to the same page, which has no banner", async () => {
    const response = await post({ choice: "accept", returnTo: "/deals?q=chase" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/deals?q=chase");
    const cookie = consentCookie(response);
    expect(cookie).toMatch(/^pw_consent=a1f1m1\.\d{4}-\d{2}-\d{2}T[\d:.]+Z$/);
    const html = await page("/deals?q=chase", cookie);
    expect(html).not.toContain("We use cookies");
    expect(hasTag(html, "form", bannerForm)).toBe(false);
  });

  it("Reject All keeps only the necessary category", async () => {
    const response = await post({ choice: "reject", returnTo: "/about" });
    expect(response.headers.get("location")).toBe("/about");
    expect(consentCookie(response)).toMatch(/^pw_consent=a0f0m0\./);
  });

  it("Customize leads to the preferences form, keeping the way back", async () => {
    const response = await post({ choice: "customize", returnTo: "/about" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/cookie-preferences?returnTo=%2Fabout");
    expect(response.headers.getSetCookie()).toEqual([]);

    const html = await page("/cookie-preferences?returnTo=%2Fabout");
    expect(html).toContain("Cookie Preferences");
    expect(html).toContain("Manage which cookie types are enabled.");
    for (const label of ["Necessary Cookies", "Analytics Cookies", "Functional Cookies", "Marketing Cookies"])
      expect(html).toContain(label);
    expect(hasTag(html, "input", ['type="checkbox"', 'checked=""', 'disabled=""'])).toBe(true);
    expect(hasTag(html, "a", ['href="/about"'], "Cancel")).toBe(true);
    expect(hasTag(html, "button", ['type="submit"', 'name="choice"', 'value="save"'], "Save Preferences")).toBe(true);
  });
});

describe("the preferences form", () => {
  it("Save Preferences stores the ticked categories and returns", async () => {
    const response = await post({ choice: "save", returnTo: "/about", analytics: "on", marketing: "on" });
    expect(response.headers.get("location")).toBe("/about");
    expect(consentCookie(response)).toMatch(/^pw_consent=a1f0m1\./);
  });

  it("shows the saved choice when reopened, and withdrawing is one more save", async () => {
    const given = consentCookie(await post({ choice: "save", returnTo: "/", analytics: "on" }));
    const html = await page("/cookie-preferences?returnTo=%2F", given);
    expect(hasTag(html, "input", ['name="analytics"', 'checked=""'])).toBe(true);
    expect(hasTag(html, "input", ['name="marketing"', 'checked=""'])).toBe(false);
    const withdrawn = await post({ choice: "save", returnTo: "/" }, given);
    expect(consentCookie(withdrawn)).toMatch(/^pw_consent=a0f0m0\./);
  });

  it("never sends the visitor to another site", async () => {
    for (const returnTo of ["https://evil.example/", "//evil.example/x"]) {
      const response = await post({ choice: "accept", returnTo });
      expect(response.status).toBe(200);
      expect(response.headers.get("location")).toBeNull();
    }
    const customize = await post({ choice: "customize", returnTo: "//evil.example" });
    expect(customize.headers.get("location")).toBe("/cookie-preferences?returnTo=%2F");
  });

  it("refuses an unknown choice", async () => {
    const response = await post({ choice: "everything", returnTo: "/" });
    expect(response.status).toBe(400);
    expect(response.headers.getSetCookie().some((value) => value.startsWith("pw_consent="))).toBe(false);
  });
});

describe("the footer", () => {
  it("links to the preferences on every page, with the way back", async () => {
    const html = await page("/about");
    expect(hasTag(html, "a", ['href="/cookie-preferences?returnTo=%2Fabout"'], "Cookie preferences")).toBe(true);
  });
});

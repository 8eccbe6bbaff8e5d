import { createHash } from "node:crypto";
import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../support/eventually";
import { startBuiltServer, type BuiltServer } from "./built-server";

/*
 * The anonymous page cache on the production build, over raw HTTP so the encoded bytes and
 * headers are exactly what a client gets. A 1 MB budget (about 15 pages) lets the last test
 * show the bound; the tests before it stay well under.
 */
let server: BuiltServer;
const admin = { email: "cache-owner@example.com", password: "integration-password-13" };
let adminCookie = "";

beforeAll(async () => {
  server = await startBuiltServer({ PAGE_CACHE_MAX_MB: "1", ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  const login = await fetch(server.origin + "/admin/login", {
    method: "POST",
    headers: { Origin: server.origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(admin),
    redirect: "manual",
  });
  expect(login.status).toBe(302);
  adminCookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!;
});
afterAll(async () => {
  await server?.stop();
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(server.origin + path, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
    request.end();
  });
}

/** The copy is compressed and stored just after the first response finishes; ask until it is. */
function cached(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return eventually(async () => {
    const answer = await get(path, headers);
    return answer.headers["x-page-cache"] === "hit" ? answer : undefined;
  }, `${path} to be served from the cache`);
}

const consented = { Cookie: "pw_consent=a1f1m1.2026-11-20T10:00:00.000Z" };
const bannerMarker = 'id="cookie-banner"';

describe("a public page for an anonymous visitor", () => {
  it("is rendered on the first request and served from memory after that", async () => {
    const first = await get("/about");
    expect(first.status).toBe(200);
    expect(first.headers["x-page-cache"]).toBe("miss");
    const second = await cached("/about");
    expect(second.status).toBe(200);
    expect(second.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(second.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(second.headers["cache-control"]).toBe("no-cache");
    expect(second.body.toString()).toContain("</html>");
  });

  it("comes pre-compressed in brotli or gzip, whichever the client takes, with the same page inside", async () => {
    const plain = await cached("/deals");
    const br = await cached("/deals", { "Accept-Encoding": "gzip, br" });
    const gz = await cached("/deals", { "Accept-Encoding": "gzip" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(br.headers.vary).toContain("Accept-Encoding");
  });

  it("answers 304 with no body when the client already has it, and HEAD with headers only", async () => {
    const page = await cached("/privacy-policy");
    const again = await get("/privacy-policy", { "If-None-Match": page.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(page.headers.etag);
    const head = await get("/privacy-policy", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers["content-length"])).toBe(page.body.length);
  });

  it("allows exactly its own inline scripts by hash, with no nonce left in the page or the policy", async () => {
    const page = await cached("/");
    const html = page.body.toString();
    const csp = page.headers["content-security-policy"] as string;
    const scriptSrc = csp.split(";").find((directive) => directive.startsWith("script-src"))!;
    expect(scriptSrc).not.toContain("nonce");
    expect(scriptSrc).not.toContain("strict-dynamic");
    // No tag keeps a nonce attribute (the module loader's own code mentions `nonce`, as a property).
    expect(html).not.toMatch(/<[a-z][^>]*\snonce=/i);
    const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(inline.length).toBeGreaterThan(2);
    for (const body of inline) {
      const hash = createHash("sha256").update(body, "utf8").digest("base64");
      expect(scriptSrc, body.slice(0, 60)).toContain(`'sha256-${hash}'`);
    }
    // Every other directive is the live policy's.
    const live = (await get("/booking-form/received")).headers["content-security-policy"] as string;
    const others = (policy: string) => policy.split(";").filter((directive) => !directive.startsWith("script-src"));
    expect(others(csp)).toEqual(others(live));
  });

  it("keeps a copy per consent choice: the banner for visitors who have not chosen, none for those who have", async () => {
    const undecided = await cached("/concierge/terms");
    const decided = await cached("/concierge/terms", consented);
    expect(undecided.body.toString()).toContain(bannerMarker);
    expect(decided.body.toString()).not.toContain(bannerMarker);
    expect((await cached("/concierge/terms")).body.toString()).toContain(bannerMarker);
  });

  it("shares the copy of one consent choice whatever its time stamp, which the page does not carry", async () => {
    const decided = await cached("/concierge/terms", consented);
    expect(decided.body.toString()).not.toContain("2026-11-20T10:");
    const later = await get("/concierge/terms", { Cookie: "pw_consent=a1f1m1.2026-11-23T18:30:00.123Z" });
    expect(later.headers["x-page-cache"]).toBe("hit");
    expect(later.body.equals(decided.body)).toBe(true);
  });
});

describe("query parameters the page does not read", () => {
  it("share one copy: /deals?cb=2 is served from what /deals?cb=1 rendered", async () => {
    // A consent choice no other test uses, so the first request here is surely a miss.
    const visitor = { Cookie: "pw_consent=a0f1m0.2026-11-20T10:00:00.000Z" };
    const first = await get("/deals?cb=1", visitor);
    expect(first.headers["x-page-cache"]).toBe("miss");
    expect(first.body.toString()).not.toContain("cb=1");
    // Each try has a buster of its own: only a key without it can ever hit.
    let attempt = 1;
    const second = await eventually(async () => {
      const answer = await get(`/deals?cb=${++attempt}`, visitor);
      return answer.headers["x-page-cache"] === "hit" ? answer : undefined;
    }, "/deals with a new buster to be served from the copy of the first");
    expect(second.body.toString()).not.toContain("cb=");
  });
});

describe("what the cache leaves alone", () => {
  it.each([
    ["an admin session", "pw_session=anything"],
    ["an admin session under its production name", "__Host-pw_session=anything"],
    ["a notice waiting to be shown", "pw_flash=anything"],
  ])("a visitor with %s gets a fresh render", async (_, cookie) => {
    await cached("/guide");
    const answer = await get("/guide", { Cookie: cookie });
    expect(answer.headers["x-page-cache"]).toBe("bypass");
    expect(answer.headers["content-security-policy"]).toContain("'nonce-");
  });

  it("an admin's view of the home page is never stored nor served from the cache, to anyone", async () => {
    expect(adminCookie).toMatch(/^__Host-pw_session=[\w-]{22}$/);
    // A consent choice no other test uses: its key is empty until this test fills it.
    const consent = "pw_consent=a0f0m1.2026-11-20T10:00:00.000Z";
    const adminOnly = "Show Subscribers (";
    const adminView = await get("/", { Cookie: `${consent}; ${adminCookie}` });
    expect(adminView.headers["x-page-cache"]).toBe("bypass");
    expect(adminView.body.toString()).toContain(adminOnly);

    const visitor = await get("/", { Cookie: consent });
    expect(visitor.headers["x-page-cache"], "nothing was kept from the admin's render").toBe("miss");
    expect(visitor.body.toString()).not.toContain(adminOnly);
    expect((await cached("/", { Cookie: consent })).body.toString()).not.toContain(adminOnly);

    const adminAgain = await get("/", { Cookie: `${consent}; ${adminCookie}` });
    expect(adminAgain.headers["x-page-cache"]).toBe("bypass");
    expect(adminAgain.body.toString()).toContain(adminOnly);
  });

  it("a page that is not found is not kept", async () => {
    await get("/deals/no-such-deal");
    const again = await get("/deals/no-such-deal");
    expect(again.status).toBe(404);
    expect(again.headers["x-page-cache"]).toBe("miss");
  });
});

describe("a change to what pages show", () => {
  function adminPost(path: string, fields: Record<string, string>): Promise<Response> {
    return fetch(server.origin + path, {
      method: "POST",
      headers: { Origin: server.origin, Cookie: adminCookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
  }

  it("reaches anonymous visitors on their next request: a deal unpublished and published again", async () => {
    const adminList = await (await fetch(server.origin + "/admin/deals", { headers: { Cookie: adminCookie } })).text();
    const id = adminList.match(/href="\/admin\/deals\/(\d+)"/)?.[1];
    const editor = await (await fetch(`${server.origin}/admin/deals/${id}`, { headers: { Cookie: adminCookie } })).text();
    const slug = editor.match(/<input[^>]*name="slug"[^>]*value="([^"]+)"/)?.[1];
    expect(slug).toBeDefined();
    await cached(`/deals/${slug}`);
    expect((await cached("/deals")).body.toString()).toContain(`/deals/${slug}"`);

    expect((await adminPost("/admin/deals", { intent: "unpublish", id: id! })).status).toBe(303);
    const gone = await get(`/deals/${slug}`);
    expect(gone.status).toBe(404);
    expect(gone.headers["x-page-cache"]).toBe("miss");
    expect((await get("/deals")).body.toString()).not.toContain(`/deals/${slug}"`);

    expect((await adminPost("/admin/deals", { intent: "publish", id: id! })).status).toBe(303);
    expect((await get(`/deals/${slug}`)).status).toBe(200);
    expect((await cached("/deals")).body.toString()).toContain(`/deals/${slug}"`);
  });
});

describe("the memory bound", () => {
  it("drops the least recently used pages once its budget is spent", async () => {
    await cached("/deals?q=visit-first");
    for (let index = 0; index < 25; index += 1) await cached(`/deals?q=visit-${index}`);
    expect((await get("/deals?q=visit-first")).headers["x-page-cache"]).toBe("miss");
    expect((await get("/deals?q=visit-24")).headers["x-page-cache"]).toBe("hit");
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeApiKey, startFakeSeatsAero, type FakeSeatsAero } from "../support/seats-aero-fake";
import { startBuiltServer, type BuiltServer } from "./built-server";

/*
 * POST /api/search-flights and the no-JavaScript /flight-search page on the built server.
 * One server talks to a local stand-in for the seats.aero Partner API; the other has no key.
 * Each test speaks from its own address (TRUST_PROXY), so the rate limit of one never
 * touches another.
 */
const admin = { email: "searches-owner@example.com", password: "integration-password-3" };
const secretWords = "business class from New York to London on March 5 zq-private-marker";
let fake: FakeSeatsAero;
let withKey: BuiltServer;
let withoutKey: BuiltServer;

beforeAll(async () => {
  fake = await startFakeSeatsAero();
  [withKey, withoutKey] = await Promise.all([
    startBuiltServer({
      SEATS_AERO_API_KEY: fakeApiKey,
      SEATS_AERO_API_URL: fake.url,
      TRUST_PROXY: "1",
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    }),
    startBuiltServer({ TRUST_PROXY: "1" }),
  ]);
});
afterAll(async () => {
  await Promise.all([withKey?.stop(), withoutKey?.stop()]);
  await fake?.stop();
});

let nextAddress = 1;
function post(server: BuiltServer, body: string, contentType = "application/json", address = `203.0.113.${nextAddress++}`) {
  return fetch(`${server.origin}/api/search-flights`, {
    method: "POST",
    headers: { "Content-Type": contentType, Origin: server.origin, "X-Forwarded-For": address },
    body,
  });
}

const ask = (server: BuiltServer, message: string, history: unknown[] = []) => post(server, JSON.stringify({ message, history }));

describe("POST /api/search-flights with the award-space provider", () => {
  it("answers the issue's example with cards, cheapest first, from the provider", async () => {
    fake.mode = "results";
    const response = await ask(withKey, "business class from New York to London on March 5");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    const body = await response.json();
    expect(body.query).toMatchObject({ cabin: "business", origin: { codes: ["JFK", "EWR", "LGA"] } });
    expect(body.results).toHaveLength(4);
    expect(body.results[0]).toMatchObject({ program: "Air Canada Aeroplan", milesText: "60,000 miles", seenText: "seen 3 h ago" });
    expect(body.results.map((card: { miles: number }) => card.miles)).toEqual([60_000, 65_000, 70_000, 75_000]);
    expect(body.reply).toMatch(/^Here are 4 award options/);
    const request = fake.requests.at(-1)!;
    expect(request.authorization).toBe(fakeApiKey);
    expect(request.url.searchParams.get("cabin")).toBe("business");
  });

  it("reads a follow-up against the earlier turns", async () => {
    const history = [
      { role: "user", content: "New York to London on March 5" },
      { role: "assistant", content: "Here are 4 award options..." },
    ];
    const body = await (await ask(withKey, "what about first?", history)).json();
    expect(body.query).toMatchObject({ cabin: "first", dates: { start: expect.stringMatching(/-03-05$/) } });
  });

  it("asks one question when the trip is incomplete", async () => {
    const body = await (await ask(withKey, "I want to fly to Paris")).json();
    expect(body).toEqual({ reply: "Where are you flying from?", query: null, results: [], links: [] });
  });

  it("turns the provider's rate limit into a plain-language reply with links", async () => {
    fake.mode = "rate-limited";
    const body = await (await ask(withKey, "jfk to lhr on March 5")).json();
    fake.mode = "results";
    expect(body.reply).toMatch(/^The award-space search is busy right now/);
    expect(body.results).toEqual([]);
    expect(body.links[0].href).toMatch(/^\/booking-form\?fromDestination=/);
  });

  it.each([
    ["non-JSON", "message=hello", "application/x-www-form-urlencoded", /as JSON/],
    ["broken JSON", "{", "application/json", /not valid JSON/],
    ["too long", JSON.stringify({ message: "x".repeat(501) }), "application/json", /at most 500 characters/],
    ["a number as the message", JSON.stringify({ message: 42 }), "application/json", /message must be text/],
    ["history of the wrong type", JSON.stringify({ message: "hi", history: {} }), "application/json", /history must be a list/],
  ])("refuses %s with 400 and a clear message", async (_name, body, contentType, message) => {
    const response = await post(withKey, body, contentType);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(message);
  });

  it("limits each address to 20 messages a minute", async () => {
    const address = "198.51.100.7";
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await post(withKey, JSON.stringify({ message: "hello" }), "application/json", address)).status);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await post(withKey, JSON.stringify({ message: "hello" }), "application/json", "198.51.100.8")).status).toBe(200);
  });

  it("counts a visitor behind the proxy by the address the proxy saw, whatever the visitor wrote before it", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await post(withKey, JSON.stringify({ message: "hello" }), "application/json", `6.6.6.${i}, 198.51.100.9`)).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it("refuses a cross-site post", async () => {
    const response = await fetch(`${withKey.origin}/api/search-flights`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://evil.example" },
      body: JSON.stringify({ message: "hi" }),
    });
    expect(response.status).toBe(403);
  });

  it("keeps only an anonymous tally the owner sees, and logs nothing the visitor typed", async () => {
    await ask(withKey, secretWords);
    const login = await fetch(`${withKey.origin}/admin/login`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: withKey.origin },
      body: new URLSearchParams(admin),
      redirect: "manual",
    });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!;
    const page = await (await fetch(`${withKey.origin}/admin/searches`, { headers: { Cookie: cookie } })).text();
    expect(page).toContain("New York → London");
    expect(page).not.toContain("zq-private-marker");
    expect(await withKey.logged()).not.toContain("zq-private-marker");
  });
});

describe("without a provider key", () => {
  it("restates the trip and links searches that carry it, the concierge form first", async () => {
    const body = await (await ask(withoutKey, "business class from New York to London on March 5")).json();
    expect(body.results).toEqual([]);
    expect(body.reply).toMatch(/^I understood: Business class from New York \(JFK, EWR, LGA\) to London/);
    const concierge = new URL(body.links[0].href, withoutKey.origin);
    expect(concierge.pathname).toBe("/booking-form");
    expect(Object.fromEntries(concierge.searchParams)).toMatchObject({
      fromDestination: "New York (JFK, EWR, LGA)",
      passengers: "1",
      preferredClass: "business",
    });
    expect(body.links.map((link: { href: string }) => new URL(link.href, withoutKey.origin).host)).toEqual([
      new URL(withoutKey.origin).host,
      "seats.aero",
      "www.google.com",
    ]);
  });
});

describe("the no-JavaScript page /flight-search", () => {
  const form = (fields: [string, string][]) =>
    fetch(`${withoutKey.origin}/flight-search`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: withoutKey.origin,
        "X-Forwarded-For": `192.0.2.${nextAddress++}`,
      },
      body: new URLSearchParams(fields),
    });

  it("answers a question on the server and carries the turns for a follow-up", async () => {
    const first = await form([["message", "New York to London on March 5"]]);
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(html).toContain("I understood: Economy from New York");
    const turns = [...html.matchAll(/name="turn" value="([^"]+)"/g)].map((match) => match[1]!.replaceAll("&quot;", '"'));
    expect(turns).toHaveLength(2);
    const followUp = await (
      await form([...turns.map((turn): [string, string] => ["turn", turn]), ["message", "what about business?"]])
    ).text();
    expect(followUp).toContain("I understood: Business class from New York");
  });

  it("sends the example prompt when it is chosen", async () => {
    const html = await (
      await form([
        ["message", ""],
        ["example", "Find flights from New York to LHR on March 5 in business class"],
      ])
    ).text();
    expect(html).toContain("I understood: Business class from New York (JFK, EWR, LGA) to London (LHR)");
  });

  it("refuses an empty message with 400 and says so beside the field", async () => {
    const response = await form([["message", "   "]]);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Please type a question about flights.");
  });
});

const pointsQuestion = "I have 120k Amex points, can I fly New York to Tokyo in business?";
const amexName = "American Express Membership Rewards";

describe("a question about points, with the award-space provider", () => {
  it("keeps the award results to programs Amex transfers to, each with the points to move and the ratio's source", async () => {
    fake.mode = "results";
    const body = await (await ask(withKey, `${pointsQuestion} On March 5`)).json();
    expect(body.query).toMatchObject({ cabin: "business", destination: { codes: ["HND", "NRT"] } });
    // The fake offers Aeroplan, United, Virgin Atlantic and Flying Blue; Amex does not transfer to United.
    expect(body.results.map((card: { program: string }) => card.program)).toEqual([
      "Air Canada Aeroplan",
      "Virgin Atlantic Flying Club",
      "Air France-KLM Flying Blue",
    ]);
    expect(body.results[0].transfer).toMatchObject({
      text: `Transfer 60,000 ${amexName} points to Air Canada Aeroplan (ratio 1:1).`,
      balance: "You hold 120,000: enough.",
      ratioSource: { href: expect.stringMatching(/^https:\/\//), freshness: expect.stringMatching(/^checked /) },
    });
    expect(body.results[0].seenText).toBe("seen 3 h ago");
    expect(body.reply).toMatch(/that your American Express Membership Rewards points can pay for/);
    expect(body.reply).toMatch(/1 more option needs a program your American Express Membership Rewards points don't reach/);
  });

  it("answers from the partner table before there is a date, and asks for one", async () => {
    const before = fake.requests.length;
    const body = await (await ask(withKey, pointsQuestion)).json();
    expect(fake.requests.length).toBe(before);
    expect(body.reply).toMatch(/When would you like to fly\?.*With a date I can look for award space on these programs\.$/);
    expect(body.points.heading).toMatch(
      /^Your 120,000 American Express Membership Rewards points transfer to \d+ programs that can book New York to Tokyo$/,
    );
    // A date alone then searches, the points remembered from the visitor's own earlier message.
    const history = [
      { role: "user", content: pointsQuestion },
      { role: "assistant", content: body.reply },
    ];
    const next = await (await ask(withKey, "March 5", history)).json();
    expect(next.results.length).toBe(3);
    expect(next.results.every((card: { transfer?: unknown }) => card.transfer)).toBe(true);
  });
});

describe("a question about points, without a provider key", () => {
  it("names the programs Amex reaches on the route with ratio, source and date, and offers the concierge form prefilled", async () => {
    const body = await (await ask(withoutKey, pointsQuestion)).json();
    expect(body.results).toEqual([]);
    const names = body.points.programs.map((line: { program: string }) => line.program);
    expect(names).toEqual(
      expect.arrayContaining(["Air Canada Aeroplan", "ANA Mileage Club", "Delta SkyMiles", "Flying Blue (Air France-KLM)"]),
    );
    expect(names).not.toContain("JetBlue TrueBlue");
    expect(names).not.toContain("United MileagePlus");
    for (const line of body.points.programs) {
      expect(line.ratio).toMatch(/^Ratio \d+:\d+/);
      expect(line.ratioSource.freshness).toMatch(/^checked \w{3}, \w{3} \d{1,2}, \d{4}$/);
      expect(line.conversion).toMatch(/^10,000 points become [\d,]+ with /);
    }
    expect(body.points.note).toMatch(/not live seat availability/);
    const concierge = new URL(body.links[0].href, withoutKey.origin);
    expect(concierge.pathname).toBe("/booking-form");
    expect(Object.fromEntries(concierge.searchParams)).toEqual({
      fromDestination: "New York (JFK, EWR, LGA)",
      toDestination: "Tokyo (HND, NRT)",
      passengers: "1",
      preferredClass: "business",
      pointsList: "120,000 American Express Membership Rewards points",
    });
    expect(body.reply).toMatch(
      /^Your 120,000 American Express Membership Rewards points transfer to \d+ programs that can book New York to Tokyo: /,
    );
  });

  it("adds the same answer to a whole trip", async () => {
    const body = await (await ask(withoutKey, "50k UR, business from New York to Tokyo on March 5")).json();
    expect(body.reply).toMatch(/^I understood: Business class from New York .* Your 50,000 Chase Ultimate Rewards points transfer to/);
    expect(body.points.programs.map((line: { program: string }) => line.program)).toContain("United MileagePlus");
  });

  it("answers the points question on the no-JavaScript page", async () => {
    const response = await fetch(`${withoutKey.origin}/flight-search`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: withoutKey.origin, "X-Forwarded-For": "192.0.2.200" },
      body: new URLSearchParams([["message", pointsQuestion]]),
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(
      /<h3[^>]*>Your 120,000 American Express Membership Rewards points transfer to \d+ programs that can book New York to Tokyo<\/h3>/,
    );
    expect(html).toContain("Air Canada Aeroplan");
    expect(html).toContain("Ask our concierge to book it");
    expect(html).not.toContain("{&quot;currencyId");
  });
});

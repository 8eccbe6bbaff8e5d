import { beforeAll, describe, expect, it } from "vitest";
import { adminContext } from "~/admin/sign-in/guard.server";
import { db } from "~/db/database.server";
import { conciergeRequests, outbox, privacyRequests, strategyBookings, subscribers } from "~/db/schema";
import { seedDeals } from "~/deals/seed.server";
import { loader as layoutLoader } from "~/routes/admin/layout";
import { loader as searchLoader } from "~/routes/admin/search";
import { routeContext } from "../support/route-context";
import { openTestDatabase } from "./test-database";

/* Issue 33 items 1 and 3: the shell's counts of what waits, and its one search box. */
beforeAll(async () => {
  const { dispose } = await openTestDatabase();
  await seedDeals();
  const request = {
    passengers: 1,
    preferredClass: "economy",
    maxStops: "0",
    travelDates: "May",
    fromDestination: "Boston",
    toDestination: "Tokyo",
    quotedPriceCents: 19_900,
    pointsList: "Chase UR 80k",
  };
  await db()
    .insert(conciergeRequests)
    .values([
      { ...request, name: "Orla Quinlan", email: "orla@example.com", phone: "+1 (206) 555-0142", submissionKey: "orla-1" },
      { ...request, name: "Pat Other", email: "pat@example.com", phone: "+1 555 0999", submissionKey: "pat-1", status: "booked" },
      { ...request, name: "Percent 100% Sure", email: "pct@example.com", phone: "+1 555 0998", submissionKey: "pct-1", status: "booked" },
    ]);
  await db()
    .insert(strategyBookings)
    .values({
      slotStart: new Date("2030-01-05T20:00:00Z"),
      firstName: "Orla",
      lastName: "Quinlan",
      email: "orla@example.com",
      phone: "206.555.0142",
      status: "confirmed",
      paymentStatus: "paid",
    });
  await db().insert(subscribers).values({ email: "orla@example.com", source: "section", consentVersion: "test" });
  await db()
    .insert(outbox)
    .values([
      {
        kind: "test",
        toAddress: "orla@example.com",
        fromAddress: "site@example.com",
        subject: "Hi",
        textBody: "",
        htmlBody: "",
        status: "failed",
      },
      {
        kind: "test",
        toAddress: "x@example.com",
        fromAddress: "site@example.com",
        subject: "Old",
        textBody: "",
        htmlBody: "",
        status: "failed",
        updatedAt: new Date("2020-01-01"),
      },
    ]);
  await db()
    .insert(privacyRequests)
    .values([{ email: "gone@example.com" }, { email: "", status: "erased", completedAt: new Date(), completedBy: "owner" }]);
  return dispose;
});

type Found = Awaited<ReturnType<typeof searchLoader>>;
const search = (q: string) =>
  searchLoader({ request: new Request(`http://localhost:3000/admin/search?q=${encodeURIComponent(q)}`) } as never);
const hits = (found: Found, title: string) => found.sections.find((section) => section.title === title)?.hits ?? [];
const labels = (found: Found, title: string) => hits(found, title).map((hit) => hit.label);

describe("the admin shell's counts", () => {
  it("count new requests, emails failed in the last 7 days and pending erasures", async () => {
    const context = routeContext();
    context.set(adminContext, { id: 1, email: "owner@example.com" } as never);
    const shown = await layoutLoader({ context } as never);
    expect(shown).toEqual({ email: "owner@example.com", counts: { newRequests: 1, failedEmails: 1, pendingErasures: 1 } });
  });
});

describe("the admin search", () => {
  it("sends an address to the privacy desk's finder and lists the person's records with links", async () => {
    const found = await search("Orla@Example.com");
    expect(found.finder).toMatchObject({ to: "/admin/privacy?email=orla%40example.com" });
    const parts = found.finder?.parts.map((part) => part.label).join(" ") ?? "";
    expect(parts).toMatch(/outbox|email/i);
    expect(labels(found, "Concierge requests")).toEqual([expect.stringMatching(/^Orla Quinlan \(request #\d+\)$/)]);
    expect(labels(found, "Subscribers")).toEqual(["orla@example.com"]);
  });

  it("finds a request and a booking by a name, and by a phone number however it is written", async () => {
    for (const q of ["quinlan", "206-555-0142", "2065550142"]) {
      const found = await search(q);
      expect(labels(found, "Concierge requests"), q).toHaveLength(1);
      expect(labels(found, "Strategy sessions"), q).toEqual([expect.stringMatching(/^Orla Quinlan \(booking #\d+\)$/)]);
    }
    const byFullName = await search("Orla Quinlan");
    expect(labels(byFullName, "Strategy sessions")).toHaveLength(1);
  });

  it("finds a deal by its name and links to its editor", async () => {
    const found = await search("sapphire preferred");
    expect(labels(found, "Deals").length).toBeGreaterThan(0);
    expect(hits(found, "Deals")[0]?.to).toMatch(/^\/admin\/deals\/\d+$/);
  });

  it("takes LIKE's wildcards literally", async () => {
    expect(labels(await search("%%%"), "Concierge requests")).toEqual([]);
    expect(labels(await search("___"), "Concierge requests")).toEqual([]);
    expect(labels(await search("100%"), "Concierge requests")).toEqual([expect.stringMatching(/^Percent 100% Sure/)]);
  });

  it("refuses fewer than three characters with a message, and an empty box with a hint", async () => {
    expect(await search("or")).toEqual({ text: "or", message: "Type at least 3 characters to search.", sections: [], finder: undefined });
    expect(await search("")).toMatchObject({ text: "", message: expect.stringContaining("email address") });
  });
});

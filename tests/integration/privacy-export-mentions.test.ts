import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordAudit } from "~/admin/audit/audit.server";
import { db } from "~/db/database.server";
import { adminAuditEntries, conciergeRequests, outbox } from "~/db/schema";
import { maskEmail } from "~/email/mask";
import { mentionNote } from "~/privacy/export-record";
import { exportDocument, findPerson } from "~/privacy/personal-data.server";
import { openTestDatabase } from "./test-database";

/*
 * Issue 29, item 5: a person's export holds that person's data only. Rows that merely mention
 * the address (someone else's request, the owner's private notes, the admin's audit log, the
 * owner's notification emails) give where the address appears and its own text, nothing more.
 */
const person = "ann.bell@example.com";
const request = {
  passengers: 1,
  preferredClass: "economy",
  maxStops: "0",
  travelDates: "May",
  fromDestination: "Boston",
  toDestination: "Tokyo",
  quotedPriceCents: 19_900,
};
let ids: { own: number; friend: number; notes: number; audit: number; notification: number };

beforeAll(async () => {
  await openTestDatabase();
  const [own, friend, notes] = await db()
    .insert(conciergeRequests)
    .values([
      { ...request, name: "Ann Bell", email: person, phone: "+1 555 0101", pointsList: "Chase UR 80k", submissionKey: "ann-1" },
      {
        ...request,
        name: "Frank Friend",
        email: "frank@example.com",
        phone: "+1 555 0102",
        pointsList: "Amex 50k; also book my colleague Ann.Bell@Example.com",
        submissionKey: "frank-1",
      },
      {
        ...request,
        name: "Gina Guest",
        email: "gina@example.com",
        phone: "+1 555 0103",
        pointsList: "Citi 40k",
        privateNotes: `Gina says she knows ${person}; VIP client, call back Tuesday`,
        submissionKey: "gina-1",
      },
    ])
    .returning();
  // Through the log's own writer, which keeps the address only masked and as a keyed digest.
  await recordAudit({
    kind: "privacy-exported",
    summary: `Exported the personal data of ${person}`,
    admin: { id: 7, email: "second-admin@example.com" },
    ip: "203.0.113.44",
    details: { address: person },
  });
  const [audit] = await db().select().from(adminAuditEntries).orderBy(desc(adminAuditEntries.id)).limit(1);
  const [notification] = await db()
    .insert(outbox)
    .values({
      kind: "owner-notification",
      toAddress: "owner@example.com",
      fromAddress: "hello@localhost",
      subject: "New concierge request from Frank Friend",
      textBody: `Name: Frank Friend\nPoints: Amex 50k; also book my colleague ${person}`,
      htmlBody: "<p>Frank Friend</p>",
    })
    .returning();
  ids = { own: own!.id, friend: friend!.id, notes: notes!.id, audit: audit!.id, notification: notification!.id };
});
afterAll(async () => {
  await db().delete(conciergeRequests);
  await db().delete(outbox);
});

describe("a person's export", () => {
  it("gives their own request whole, and other people's records only as where the address appears", async () => {
    const document = JSON.parse(JSON.stringify(exportDocument(await findPerson(person))));
    expect(document.concierge_requests[0]).toMatchObject({ id: ids.own, name: "Ann Bell", pointsList: "Chase UR 80k" });
    expect(document.concierge_requests.slice(1)).toEqual([
      { record: String(ids.friend), note: mentionNote, fields: ["pointsList"], written: ["Ann.Bell@Example.com"] },
      { record: String(ids.notes), note: mentionNote, fields: ["privateNotes"], written: [person] },
    ]);
    expect(document.admin_audit_entries).toEqual([
      { record: String(ids.audit), note: mentionNote, fields: ["summary", "details"], written: [maskEmail(person)] },
    ]);
    expect(document.outbox).toEqual([{ record: String(ids.notification), note: mentionNote, fields: ["textBody"], written: [person] }]);
  });

  it("holds nothing of anyone else: no other name, address, phone, note or client address", async () => {
    const text = JSON.stringify(exportDocument(await findPerson(person)));
    for (const foreign of ["Frank", "frank@example.com", "Gina", "gina@example.com", "VIP client", "555 0102", "555 0103"])
      expect(text, foreign).not.toContain(foreign);
    for (const foreign of ["second-admin@example.com", "203.0.113.44", "owner@example.com", "Amex 50k"])
      expect(text, foreign).not.toContain(foreign);
  });
});

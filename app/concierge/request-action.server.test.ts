import { count, desc, eq } from "drizzle-orm";
import pino from "pino";
import { RouterContextProvider, type UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/database.server";
import { conciergeRequests, outbox } from "~/db/schema";
import { configureMail } from "~/email/config.server";
import { flashCookieName } from "~/notices/flash.server";
import { requestInfoContext } from "~/request-context";
import { formGuardFieldNames, formGuardMessages } from "~/security/form-guard";
import { formStamp } from "~/security/form-guard.server";
import { openTestDatabase } from "../../tests/integration/test-database";
import { conciergeRequestAction, requestRateLimits, type RequestActionData } from "./request-action.server";
import { ownerNotificationKind, receiptKind } from "./request-emails";
import { validRequestFields } from "./test-fixtures";
import { emptyRequestValues, requestFields, requestMessages } from "./request-values";

let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ dispose } = await openTestDatabase());
  configureMail({ ownerEmailDefault: "owner@example.com", siteUrl: "https://pointwise.example" });
});
afterAll(() => dispose());

const validFields = validRequestFields;

interface PostOptions {
  fields?: Record<string, string>;
  ip?: string;
  renderedMsAgo?: number;
}

async function post({ fields = {}, ip = "203.0.113.1", renderedMsAgo = 10_000 }: PostOptions = {}) {
  const form = new FormData();
  const all = {
    ...validFields,
    [formGuardFieldNames.stamp]: formStamp(new Date(Date.now() - renderedMsAgo)),
    [formGuardFieldNames.honeypot]: "",
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) form.set(name, value);
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { ip, secure: false, nonce: "", siteUrl: "https://pointwise.example", log: pino({ level: "silent" }) });
  const request = new Request("https://pointwise.example/booking-form", { method: "POST", body: form });
  return conciergeRequestAction(request, context);
}

function refused(result: Awaited<ReturnType<typeof post>>): { status: number | undefined; body: RequestActionData } {
  expect(result).not.toBeInstanceOf(Response);
  const answer = result as DataWithResponseInit<RequestActionData>;
  return { status: answer.init?.status, body: answer.data };
}

async function stored() {
  const [requests] = await db().select({ total: count() }).from(conciergeRequests);
  const [emails] = await db().select({ total: count() }).from(outbox);
  return { requests: requests!.total, emails: emails!.total };
}

describe("a valid request", () => {
  it("is stored with its quote, queues the owner's notification and the receipt, and redirects to the confirmation", async () => {
    const before = await stored();
    const result = await post({ fields: { name: "  Ana Lima " }, ip: "203.0.113.10" });

    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/booking-form/received");
    expect(response.headers.get("set-cookie")).toContain(`${flashCookieName}=`);

    const [row] = await db().select().from(conciergeRequests).orderBy(desc(conciergeRequests.id)).limit(1);
    expect(row).toMatchObject({ ...validFields, passengers: 2, quotedPriceCents: 29_900, status: "new", privateNotes: "" });
    expect(Date.now() - row!.createdAt.getTime()).toBeLessThan(60_000);

    const emails = await db().select().from(outbox).where(eq(outbox.status, "queued"));
    const owner = emails.find((email) => email.kind === ownerNotificationKind && email.textBody.includes(`/admin/requests/${row!.id}`));
    const receipt = emails.find((email) => email.kind === receiptKind && email.toAddress === "ana@example.com");
    expect(owner).toMatchObject({ toAddress: "owner@example.com", subject: "New concierge request from Ana Lima" });
    expect(owner!.textBody).toContain("https://pointwise.example/admin/requests/");
    expect(receipt!.textBody).toContain("$299 for 2 passengers");
    expect(receipt!.textBody).toContain("within 24 hours");
    expect(receipt!.textBody).toContain("New York to Munich");
    expect(await stored()).toEqual({ requests: before.requests + 1, emails: before.emails + 2 });
  });

  it("posted twice (same stamp, same fields) is stored and emailed once, and both posts land on the confirmation", async () => {
    const before = await stored();
    const fields = { [formGuardFieldNames.stamp]: formStamp(new Date(Date.now() - 10_000)), email: "twice@example.com" };
    const first = (await post({ fields, ip: "203.0.113.11" })) as Response;
    const second = (await post({ fields: { ...fields, email: " Twice@Example.com" }, ip: "203.0.113.11" })) as Response;
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(second.headers.get("location")).toBe("/booking-form/received");
    expect(await stored()).toEqual({ requests: before.requests + 1, emails: before.emails + 2 });
  });

  it("sent by two visitors from one cached page (same stamp, their own fields) is two requests", async () => {
    const before = await stored();
    const stamp = { [formGuardFieldNames.stamp]: formStamp(new Date(Date.now() - 10_000)) };
    const first = (await post({ fields: { ...stamp, email: "first@example.com" }, ip: "203.0.113.12" })) as Response;
    const second = (await post({ fields: { ...stamp, email: "second@example.com" }, ip: "203.0.113.13" })) as Response;
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(await stored()).toEqual({ requests: before.requests + 2, emails: before.emails + 4 });
  });
});

describe("a refused request stores nothing and keeps every typed value", () => {
  for (const field of requestFields) {
    it(`with ${field} missing: 400 and the spec's message`, async () => {
      const before = await stored();
      const fields = { ...validFields, [field]: "" };
      const { status, body } = refused(await post({ fields, ip: "203.0.113.20" }));
      expect(status).toBe(400);
      expect(body.errors).toEqual({ [field]: requestMessages[field] });
      expect(body.values).toEqual({ ...emptyRequestValues(), ...fields });
      expect(await stored()).toEqual(before);
    });
  }

  it("a filled honeypot is refused in plain words", async () => {
    const before = await stored();
    const { status, body } = refused(
      await post({ fields: { [formGuardFieldNames.honeypot]: "https://spam.example" }, ip: "203.0.113.30" }),
    );
    expect(status).toBe(400);
    expect(body.refusal).toBe(formGuardMessages.honeypot);
    expect(body.values).toMatchObject(validFields);
    expect(await stored()).toEqual(before);
  });

  it("a form sent faster than a person can fill it is refused", async () => {
    const before = await stored();
    const { status, body } = refused(await post({ renderedMsAgo: 0, ip: "203.0.113.31" }));
    expect(status).toBe(400);
    expect(body.refusal).toBe(formGuardMessages.tooFast);
    expect(await stored()).toEqual(before);
  });

  it("a form left open over a day is refused, and the answer carries a fresh stamp", async () => {
    const { body } = refused(await post({ renderedMsAgo: 25 * 60 * 60 * 1000, ip: "203.0.113.32" }));
    expect(body.refusal).toBe(formGuardMessages.expired);
    expect(body.formStamp).toBeTruthy();
  });

  it("more requests than the limit from one address are refused with 429", async () => {
    for (let index = 0; index < requestRateLimits.perAddress.limit; index++) {
      const result = await post({ fields: { email: `traveller${index}@example.com` }, ip: "203.0.113.40" });
      expect((result as Response).status).toBe(303);
    }
    const before = await stored();
    const { status, body } = refused(await post({ fields: { email: "another@example.com" }, ip: "203.0.113.40" }));
    expect(status).toBe(429);
    expect(body.refusal).toBe(formGuardMessages.rateLimited);
    expect(await stored()).toEqual(before);
  });

  it("more requests than the limit for one email address are refused, whatever the client address", async () => {
    for (let index = 0; index < requestRateLimits.perEmail.limit; index++) {
      const result = await post({ fields: { email: "Busy@Example.com" }, ip: `198.51.100.${index}` });
      expect((result as Response).status).toBe(303);
    }
    const { status } = refused(await post({ fields: { email: "busy@example.com" }, ip: "198.51.100.99" }));
    expect(status).toBe(429);
  });
});
